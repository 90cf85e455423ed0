import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { embedThemeOf } from '@game/rules/preferences';
import { Loading } from '@/components/ui/Loading';
import { LiveMark } from '@/components/ui/LiveMark';
import './embed-shell.css';

/**
 * The frame of an embed page: the page alone, filling its iframe (no header, site menu, builds
 * bar or dialogs). The page links out to its full version itself. Its look is the one its address
 * asks for (`?theme=light`, `dark` or `system`), as the host site chooses: the server draws it so,
 * and a page drawn in the browser takes it here.
 */
export function EmbedShell() {
  const { search } = useLocation();
  const theme = embedThemeOf(search);
  useEffect(() => {
    if (!theme) return;
    const root = document.documentElement;
    root.dataset.theme = theme;
    if (theme === 'system') delete root.dataset.scheme;
    else root.dataset.scheme = theme;
  }, [theme]);
  return (
    <main id="content" className="embed-content" tabIndex={-1}>
      <Suspense fallback={<Loading />}>
        <Outlet />
        <LiveMark />
      </Suspense>
    </main>
  );
}
