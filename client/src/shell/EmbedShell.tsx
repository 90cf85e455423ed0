import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Loading } from '@/components/ui/Loading';
import { LiveMark } from '@/components/ui/LiveMark';
import './embed-shell.css';

/**
 * The frame of an embed page: the page alone, filling its iframe (no header, site menu, builds
 * bar or dialogs). The page links out to its full version itself.
 */
export function EmbedShell() {
  return (
    <main id="content" className="embed-content" tabIndex={-1}>
      <Suspense fallback={<Loading />}>
        <Outlet />
        <LiveMark />
      </Suspense>
    </main>
  );
}
