import { startTransition, useEffect, useState } from 'react';

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
 * is idle, until all `total` are there. The page paints without waiting for the whole list and
 * no single piece of work holds the main thread long (a phone stays responsive); the full list
 * is in the page a moment later (find in page, screen readers and tests see every row).
 */
export function useProgressiveCount(total: number, first = 40, step = 40): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count >= total) return;
    return idle(() => startTransition(() => setCount((current) => current + step)));
  }, [count, total, step]);
  // `first` may grow after the first render (a link to a late row asks for every row at once).
  return Math.min(Math.max(count, first), total);
}
