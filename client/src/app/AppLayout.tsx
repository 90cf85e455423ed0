import { lazy, Suspense, useEffect } from 'react';
import { Shell } from '@/shell/Shell';

// The tooltips listen for hovers and focus site-wide; they load after the first page, not with it.
const GameTooltips = lazy(async () => ({ default: (await import('@/components/tooltips/GameTooltips')).GameTooltips }));

/** The frame every page lives in: the shell (header, menu, builds bar, dialogs) around the page, and the site-wide game tooltips. */
export function AppLayout() {
  // The page is live from here on (hydrated, or drawn in the browser): tests wait for this mark before they act.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <Shell />
      <Suspense fallback={null}>
        <GameTooltips />
      </Suspense>
    </>
  );
}
