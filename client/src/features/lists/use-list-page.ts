import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Sets the page title of a list. */
export function useListTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Lists · Almanac`;
  }, [title]);
}

/**
 * Scrolls to the row a link points at (`#monster-cave-bat`) once the rows are there; the
 * browser cannot do it on load because the table is rendered after the data arrives.
 */
export function useScrollToHash(ready: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    // A long table draws its linked row a frame later (DataTable shows every row once the hash names one).
    let frame = 0;
    let tries = 0;
    const scroll = () => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (!target) {
        if ((tries += 1) < 30) frame = requestAnimationFrame(scroll);
        return;
      }
      target.classList.add('highlight');
      target.scrollIntoView({ block: 'center' });
    };
    scroll();
    return () => cancelAnimationFrame(frame);
  }, [ready, hash]);
}

export const capital = (text: string) => text[0]!.toUpperCase() + text.slice(1);

/** Reads a level filter from the URL: a whole number from 1 to 200, else null. */
export function levelOf(value: string): number | null {
  return /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 200 ? Number(value) : null;
}

/** Sort direction from the URL: anything but `desc` is ascending. */
export const directionOf = (value: string) => (value === 'desc' ? 'desc' : 'asc') as 'asc' | 'desc';
