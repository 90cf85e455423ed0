import { lazy, Suspense, useEffect } from 'react';
import { Link, NavLink } from 'react-router';
import { greetingName, useSession } from '@/lib/session';
import { useHydrated } from '@/lib/use-hydrated';
import '@/components/search/search.css';
import { onSearchShortcut, searchPlaceholder } from '@/components/search/search-focus';
import { KEYBOARD_SCREEN, useMediaQuery } from '@/lib/use-media-query';
import { HEADER_LINKS } from './nav-links';

// The search box loads just after the first page (the /news budget); until then an idle box holds its place.
const SearchBox = lazy(async () => ({ default: (await import('@/components/search/SearchBox')).SearchBox }));
function IdleSearchBox() {
  const keyboardScreen = useMediaQuery(KEYBOARD_SCREEN);
  return (
    <div className="site-search">
      <input type="search" role="combobox" aria-expanded={false} className="site-search-input" aria-label="Search Almanac" placeholder={searchPlaceholder(keyboardScreen)} disabled />
    </div>
  );
}

/**
 * The search box's boundary, made once for the page's life. The server draws the search box (a plain GET form that works
 * before the script runs), and its code comes after hydration: until then the boundary waits, dehydrated, for that code.
 * A render of the header reaching it meanwhile (the session's first answer re-renders the header at once) would make
 * React draw it again from nothing: the server's form (and whatever was typed into it) would give way to the idle box,
 * and that fallback, shown while the page hydrates, makes React hold the rest of the hydration behind a 300 ms timer
 * (its throttle of retries after a fallback), which a background tab or a test's paused clock stretches without end.
 * The same element each render, the header's renders pass it by.
 */
const searchBox = (
  <Suspense fallback={<IdleSearchBox />}>
    <SearchBox />
  </Suspense>
);

// The decorative wizard's code (its pixel art and walk) loads just after the first page too: the server drew it, and its
// boundary waits, dehydrated, for that code, as the search box's does. Until it is there, an empty track holds its place.
const Wizard = lazy(async () => ({ default: (await import('./Wizard')).Wizard }));
const wizard = (
  <Suspense fallback={<div className="wizard-track" aria-hidden="true" />}>
    <Wizard />
  </Suspense>
);

interface Props {
  menuOpen: boolean;
  onOpenMenu: () => void;
}

/** The sticky header: logo, links, the wizard and the account area. */
export function Header({ menuOpen, onOpenMenu }: Props) {
  const { status, viewer, openLogin, signOut } = useSession();
  // Drawn by the server, the menu and account buttons need the page's script: until it runs they say they are not ready (styles.css).
  const notReady = useHydrated() ? undefined : true;
  useEffect(() => {
    document.addEventListener('keydown', onSearchShortcut);
    return () => document.removeEventListener('keydown', onSearchShortcut);
  }, []);
  return (
    <header className="shell-header">
      {/* Always drawn, shown by the style sheet on a narrow screen only: a page drawn on the server (which knows no
          screen width) has it in place on a phone before hydration, so nothing in the header moves when it hydrates. */}
      <button
        type="button"
        className="icon-button menu-button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={menuOpen}
        aria-disabled={notReady}
        onClick={onOpenMenu}
      >
        ☰
      </button>
      <Link to="/news" className="logo">
        Almanac
      </Link>
      <nav aria-label="Main" className="header-links">
        {HEADER_LINKS.map((link) => (
          <NavLink key={link.to} to={link.to} className="header-link">
            {link.label}
          </NavLink>
        ))}
      </nav>
      {wizard}
      {searchBox}
      {/* Signed in, or drawn for no viewer while the session is still to answer (shell.css), the area has one width,
          so the greeting's arrival moves nothing beside it. */}
      <div className={status === 'signed-in' && viewer ? 'account-area account-area--signed-in' : 'account-area'}>
        {status === 'signed-in' && viewer && (
          <>
            <Link to="/me" className="greeting">
              <span className="greeting-hello">Hello, </span>
              {greetingName(viewer.displayName)}
            </Link>
            <button type="button" className="button" aria-disabled={notReady} onClick={() => void signOut()}>
              Logout
            </button>
          </>
        )}
        {status === 'signed-out' && (
          <button type="button" className="button button-primary account-login" aria-disabled={notReady} onClick={() => openLogin()}>
            Login
          </button>
        )}
      </div>
    </header>
  );
}
