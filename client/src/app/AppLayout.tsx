import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { isEmbedLocation } from '@/lib/embed';
import { EmbedShell } from '@/shell/EmbedShell';
import { Shell } from '@/shell/Shell';

/**
 * The tooltips listen for hovers and focus site-wide; they load after the first page, not with it.
 * A page drawn on the server is usable before they arrive, so a failed load (the player went
 * offline meanwhile) is logged and the page goes on without tooltips, instead of the error
 * taking the whole page down (the specification: a background failure is only logged).
 */
const GameTooltips = lazy(async () => {
  try {
    return { default: (await import('@/components/tooltips/GameTooltips')).GameTooltips };
  } catch (error) {
    console.error('Loading the game tooltips failed; the page goes on without them', error);
    return { default: () => null };
  }
});

/** "Game data 1.5 is out" on any open page when a version is published; loaded after the page, as the tooltips. */
const DataPatchedNotice = lazy(async () => ({ default: (await import('@/components/patches/DataPatchedNotice').catch(() => ({ DataPatchedNotice: () => null }))).DataPatchedNotice }));

/**
 * The frame every page lives in: the shell (header, menu, builds bar, dialogs) around the page,
 * and the site-wide game tooltips; an embed page (`?embed=1`, `/embed/...`) gets only itself.
 */
export function AppLayout() {
  const location = useLocation();
  if (isEmbedLocation(location.pathname, location.search)) return <EmbedShell />;
  // The shell in a boundary of its own: hydrating a page the server drew, React hydrates the root at once and what is
  // inside a boundary in slices, yielding to the browser between components (a dehydrated boundary is hydrated at a
  // low priority, in time slices), instead of one long task for the whole page. Nothing in the shell suspends.
  return (
    <>
      <Suspense fallback={null}>
        <Shell />
      </Suspense>
      <Suspense fallback={null}>
        <GameTooltips />
      </Suspense>
      <Suspense fallback={null}>
        <DataPatchedNotice />
      </Suspense>
    </>
  );
}
