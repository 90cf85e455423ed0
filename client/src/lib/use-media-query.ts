import { useSyncExternalStore } from 'react';

/** Narrow screen means below 768px wide (DESIGN section 7). */
export const NARROW_SCREEN = '(max-width: 767.98px)';
/** A keyboard-and-mouse screen: wide, with a fine pointer that hovers (the "/" search shortcut is offered only there). */
export const KEYBOARD_SCREEN = '(min-width: 768px) and (hover: hover) and (pointer: fine)';
export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** One MediaQueryList per query for the page's life: React reads a snapshot on every render of every user, and `matchMedia` parses its query each time. */
const lists = new Map<string, MediaQueryList>();
const listOf = (query: string): MediaQueryList => {
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
};

/** Whether a media query matches now, following its changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = listOf(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => listOf(query).matches,
    () => false,
  );
}
