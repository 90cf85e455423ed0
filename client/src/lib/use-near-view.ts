import { useEffect, useState } from 'react';
import { afterPageIdle } from './after-idle';

/**
 * Whether a heavy part of the page may load now: false on the server and while the page loads and
 * hydrates, true (for good) once the page is idle (afterPageIdle) and `element` is within about a
 * screen of the reader's view. A part the reader sees at once then still comes a moment after the
 * page, in tasks of its own, not in the ones that hydrate it (the blocking-time target).
 */
export function useNearAndIdle(element: Element | null, margin = '100% 0px'): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready || !element) return;
    let live = true;
    let observer: IntersectionObserver | null = null;
    void afterPageIdle().then(() => {
      if (!live) return;
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer?.disconnect();
          setReady(true);
        },
        { rootMargin: margin },
      );
      observer.observe(element);
    });
    return () => {
      live = false;
      observer?.disconnect();
    };
  }, [ready, element, margin]);
  return ready;
}
