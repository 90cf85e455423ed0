import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

/** Narrow screen means below 768px wide. */
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

/**
 * As {@link useMediaQuery}, for a part whose answer reshapes a large tree (the shell drops its side menu and builds bar
 * on a phone; a table becomes cards): false until the page has hydrated (as the server drew it), then the browser's
 * answer, and every later change, in a transition, drawn in slices that yield to the browser. useSyncExternalStore draws
 * the whole tree again in one blocking task when the browser's answer differs from the server's (traces at 4x CPU on a
 * phone: 70-140 ms right after hydration, against the blocking-time target). Where the answer must be right in the
 * first render after hydration, use useMediaQuery.
 */
export function useMediaQueryInTransition(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    const list = listOf(query);
    const update = () => startTransition(() => setMatches(list.matches));
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}
