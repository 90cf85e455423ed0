import { Shell } from '@/shell/Shell';
import { GameTooltips } from '@/components/tooltips/GameTooltips';

/** The frame every page lives in: the shell (header, menu, builds bar, dialogs) around the page, and the site-wide game tooltips. */
export function AppLayout() {
  return (
    <>
      <Shell />
      <GameTooltips />
    </>
  );
}
