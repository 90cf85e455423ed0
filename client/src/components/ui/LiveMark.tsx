import { useEffect } from 'react';

/**
 * Marks the page live (`<html data-hydrated>`) once the page itself is hydrated. It sits inside
 * the page's Suspense boundary, after the route's content: React hydrates a server-drawn boundary
 * in a pass of its own, after the frame around it, so a mark set by the frame came while the
 * page's controls were still the server's inert HTML, and a choice made then (a class picked on a
 * fresh trait tree) was undone when the page hydrated. Browser tests wait for it.
 */
export function LiveMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
