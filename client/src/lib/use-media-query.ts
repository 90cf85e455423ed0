import { useSyncExternalStore } from 'react';

/** Narrow screen means below 768px wide (DESIGN section 7). */
export const NARROW_SCREEN = '(max-width: 767.98px)';
/** A keyboard-and-mouse screen: wide, with a fine pointer that hovers (the "/" search shortcut is offered only there). */
export const KEYBOARD_SCREEN = '(min-width: 768px) and (hover: hover) and (pointer: fine)';
export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether a media query matches now, following its changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
