import { lazy, memo, startTransition, Suspense, use, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { registerSignedInShellQuery, SessionProvider, useSessionState } from '@/lib/session';
import { PrivateBuildsQuery } from './private-builds-query';
import { PreferencesProvider, usePreferencesState } from '@/lib/preferences';
import { BuildPreviewProvider, useBuildPreview } from '@/lib/build-preview';
import { Header } from './Header';
import { NavPanel } from './NavPanel';
import { NARROW_SCREEN, useMediaQueryInTransition } from '@/lib/use-media-query';
import { noticeOf } from './guard';
import { useModuleWhen } from '@/lib/use-module-when';
import { afterPageIdle } from '@/lib/after-idle';
import './shell.css';
import { Loading } from '@/components/ui/Loading';
import { LiveMark } from '@/components/ui/LiveMark';

// The builds bar's private builds (and the phone menu's): asked with the session on a page drawn for no viewer.
registerSignedInShellQuery(PrivateBuildsQuery);

type Dialogs = typeof import('./dialogs');
const loadDialogs = (): Promise<Dialogs> => import('./dialogs');

interface BuildsBarModule {
  BuildsBar: () => ReactNode;
}
let buildsBarModule: BuildsBarModule | null = null;
let buildsBarLoading: Promise<BuildsBarModule> | null = null;

/**
 * The builds bar's code (the carousel, private and local builds), its own chunk: it shows on wide
 * screens only, so a phone never downloads it. On a wide screen main.tsx loads
 * it beside the route's chunk, before hydrating (the server drew the bar, and a boundary the server
 * drew must not wait for its code: an update reaching it first would draw it again from nothing,
 * and the page would jump).
 */
export function loadBuildsBar(): Promise<BuildsBarModule> {
  buildsBarLoading ??= import('./BuildsBar').then(({ BuildsBar }) => (buildsBarModule = { BuildsBar }));
  return buildsBarLoading;
}

/** Resolves once the screen is wide (at once where it is, and on the server). */
function untilWide(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  const query = window.matchMedia(NARROW_SCREEN);
  if (!query.matches) return Promise.resolve();
  return new Promise((resolve) => {
    const changed = () => {
      if (query.matches) return;
      query.removeEventListener('change', changed);
      resolve();
    };
    query.addEventListener('change', changed);
  });
}

let buildsBarWhenWide: Promise<BuildsBarModule> | null = null;

/** The builds bar once its code is here; until then it suspends (a phone turned wide loads it then). A failed download is logged and the bar left out. */
function BuildsBar() {
  const module =
    buildsBarModule ??
    use(
      (buildsBarWhenWide ??= untilWide()
        .then(loadBuildsBar)
        .catch((error: unknown) => {
          console.error('Loading the builds bar failed', error);
          return { BuildsBar: () => null };
        })),
    );
  return <module.BuildsBar />;
}

/**
 * The phone menu comes on phones only, once the page knows it is one (nothing the server drew);
 * the settings question after a sign-in, when there is one. Each its own chunk.
 */
const MenuDialog = lazy(async () => ({ default: (await import('./MenuDialog')).MenuDialog }));
const PreferencesConflict = lazy(async () => ({ default: (await import('./PreferencesConflict')).PreferencesConflict }));

/**
 * The dialogs (build preview, sign-in, the offer to save local builds) are not part of the
 * JavaScript a page waits for, nor loaded with every page (Lighthouse counts what the first paint
 * waits for): the build preview alone brings the build's contents, its live updates and
 * the calculators. Their chunk loads once the page is idle after loading (so the first Login or
 * preview click opens at once, as the second does: on a slowed phone the first waited 300 ms more
 * for the chunk), or earlier when one is asked for or a player is signed in (the offer reads their
 * local builds then); they mount in a transition, in slices, and stay mounted from then on.
 */
function ShellDialogs({ session }: { session: ReturnType<typeof useSessionState> }) {
  const location = useLocation();
  const preview = useBuildPreview();
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let current = true;
    void afterPageIdle().then(() => current && startTransition(() => setIdle(true)));
    return () => {
      current = false;
    };
  }, []);
  const needed = idle || session.login !== null || preview.buildId !== null || session.status === 'signed-in';
  const dialogs = useModuleWhen<Dialogs>(needed, loadDialogs, 'Loading the dialogs failed');
  if (!dialogs) return null;
  return (
    <>
      <dialogs.LoginDialog request={session.login} options={session.signInOptions} currentPath={`${location.pathname}${location.search}`} onClose={session.closeLogin} />
      <dialogs.BuildPreviewDialog />
      <dialogs.LocalBuildsOffer />
    </>
  );
}

/**
 * The page itself. Memoized: the shell's own changes while a page loads (the session answered,
 * the dialogs' chunk arrived, the menu opened) do not render the whole page again; the page
 * still follows the router and every context it reads.
 */
const Page = memo(function Page() {
  return (
    <Suspense fallback={<Loading />}>
      <Outlet />
      <LiveMark />
    </Suspense>
  );
});

/** The frame every page lives in: header, left menu, builds bar, content, and the login dialog. */
export function Shell() {
  const session = useSessionState();
  const preferences = usePreferencesState(session);
  const location = useLocation();
  const navigate = useNavigate();
  // In a transition: on a phone the side menu and the builds bar the server drew go, and the menu dialog comes, in slices.
  const narrow = useMediaQueryInTransition(NARROW_SCREEN);
  const [menuOpen, setMenuOpen] = useState(false);
  const { openLogin } = session;
  // A one-line word of why the player landed here (a redirect's `?notice=`), e.g. "That page is for admins.":
  // drawn from the address (so the server draws it too), shown on this page once, the key then taken out of the address.
  const noticeInUrl = noticeOf(location.search);
  const [notice, setNotice] = useState<{ text: string; path: string } | null>(() => (noticeInUrl ? { text: noticeInUrl, path: location.pathname } : null));
  if (noticeInUrl && (notice?.text !== noticeInUrl || notice.path !== location.pathname)) setNotice({ text: noticeInUrl, path: location.pathname });
  else if (!noticeInUrl && notice && notice.path !== location.pathname) setNotice(null);
  useEffect(() => {
    if (!noticeInUrl) return;
    const params = new URLSearchParams(location.search);
    params.delete('notice');
    const search = params.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true, preventScrollReset: true });
  }, [noticeInUrl, location.pathname, location.search, location.hash, navigate]);

  // A failed sign-in comes back with ?signInError=<provider>: reopen the dialog with the message
  // and take the marker out of the address.
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const failed = params.get('signInError');
    if (failed !== 'discord' && failed !== 'google') return;
    params.delete('signInError');
    const search = params.toString();
    // The bare site root is only a redirect to /news, which already ran: end on /news itself,
    // not on an empty page once the dialog closes.
    const pathname = location.pathname === '/' ? '/news' : location.pathname;
    const here = `${pathname}${search ? `?${search}` : ''}`;
    const returnTo = pathname === '/login' ? (params.get('returnTo') ?? '/news') : here;
    navigate(here, { replace: true });
    openLogin({ failedProvider: failed, returnTo });
  }, [location.pathname, location.search, navigate, openLogin]);

  // Made again only when what they draw from the shell changes: a render of the shell while they still wait to hydrate
  // (the session's first answer re-renders it at once) must not reach them, or React hydrates them then, in that one
  // blocking task (on a phone, right before they go: traces at 4x CPU on /items/all, 90-135 ms -> none over 64 ms). The
  // same element each render, React passes a boundary that waits to hydrate by, its context unread; it reads the
  // contexts when it hydrates. So each is made again when what it draws does change (whether a player is signed in,
  // whether the bar is shown; the address, for the menu's current link): React then hydrates it first as the server
  // drew it and applies the change after, instead of hydrating it later against markup that no longer matches (whose
  // attributes React would not correct).
  const viewerId = session.viewer?.id ?? null;
  const barVisible = preferences.preferences.buildsBarVisible;
  const buildsBar = useMemo(
    () => (
      <Suspense fallback={null}>
        <BuildsBar />
      </Suspense>
    ),
    // oxlint-disable-next-line react/exhaustive-deps -- what BuildsBar draws from the session and preferences it reads
    [viewerId, barVisible],
  );
  const sideMenu = useMemo(
    () => (
      <Suspense fallback={null}>
        <nav aria-label="Site menu" className="nav-panel side-panel">
          <NavPanel headingPrefix="side-menu" />
        </nav>
      </Suspense>
    ),
    // oxlint-disable-next-line react/exhaustive-deps -- the menu's links show which is current
    [location.pathname],
  );

  return (
    <SessionProvider value={session}>
      <PreferencesProvider value={preferences}>
      <BuildPreviewProvider>
      <a href="#content" className="skip-link">
        Skip to content
      </a>
      <Header menuOpen={narrow && menuOpen} onOpenMenu={() => setMenuOpen(true)} />
      {/* The builds bar and the side menu each in a boundary of their own: they hydrate in slices after the rest, and on
          a phone (where the server, which knows no screen width, drew them too) they are gone before they ever hydrate. */}
      {!narrow && buildsBar}
      <div className="shell-body">
        {!narrow && sideMenu}
        <main id="content" className="app-content" tabIndex={-1}>
          {preferences.conflict && (
            <Suspense fallback={null}>
              <PreferencesConflict />
            </Suspense>
          )}
          {notice && (
            <p className="shell-notice" role="alert">
              {notice.text}
            </p>
          )}
          <Page />
        </main>
        {/* The end of the content as the browser reads the page: until it is read, a phone keeps the menu under the
            content hidden (shell.css), so a page painted half read does not show the menu under its first lines. */}
        <span className="shell-end" hidden />
      </div>
      {narrow && (
        <Suspense fallback={null}>
          <MenuDialog open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
      <ShellDialogs session={session} />
      </BuildPreviewProvider>
      </PreferencesProvider>
    </SessionProvider>
  );
}
