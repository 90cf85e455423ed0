import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { isEmbedLocation } from '@/lib/embed';
import { EmbedShell } from '@/shell/EmbedShell';
import { Shell } from '@/shell/Shell';

// The tooltips listen for hovers and focus site-wide; they load after the first page, not with it.
const GameTooltips = lazy(async () => ({ default: (await import('@/components/tooltips/GameTooltips')).GameTooltips }));

/**
 * The frame every page lives in: the shell (header, menu, builds bar, dialogs) around the page,
 * and the site-wide game tooltips; an embed page (`?embed=1`, `/embed/...`) gets only itself.
 */
export function AppLayout() {
  const location = useLocation();
  if (isEmbedLocation(location.pathname, location.search)) return <EmbedShell />;
  return (
    <>
      <Shell />
      <Suspense fallback={null}>
        <GameTooltips />
      </Suspense>
    </>
  );
}
