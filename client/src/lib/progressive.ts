import { startTransition, useEffect, useState, type RefObject } from 'react';

/** Runs `run` once the browser is idle (at the latest after 200 ms; after 16 ms where idle callbacks are missing), with the idle deadline when there is one; gives a cancel function. */
export const idle = (run: (deadline?: IdleDeadline) => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 200 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 16);
  return () => window.clearTimeout(id);
};

/**
 * How many rows of a long list to render: `first` at once, then `step` more whenever the browser
 * is idle (or, with `near`, whenever that element nears the reader's view), until all `total` are
 * there. The page paints without waiting for the whole list and no single piece of work holds the
 * main thread long (a phone stays responsive); without `near` the full list is in the page a moment
 * later (find in page, screen readers and tests see every row).
 */
export function useProgressiveCount(total: number, first = 40, step = 40, near?: RefObject<Element | null>): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count >= total) return;
    const grow = () => startTransition(() => setCount((current) => current + step));
    if (!near) return idle(grow);
    // `near` given: the next rows when the element (after the rows drawn so far) comes within a
    // screen and a half of the reader's view, not while idle.
    const target = near.current;
    if (!target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        grow();
      },
      { rootMargin: '0px 0px 150% 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [count, total, step, near]);
  // `first` may grow after the first render (a link to a late row asks for every row at once).
  return Math.min(Math.max(count, first), total);
}
