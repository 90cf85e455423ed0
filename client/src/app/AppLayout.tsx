import { Shell } from '@/shell/Shell';

/** The frame every page lives in: the shell (header, menu, builds bar, dialogs) around the page. */
export function AppLayout() {
  return <Shell />;
}
