import { lazy, Suspense, useEffect } from 'react';
import { Link, NavLink } from 'react-router';
import { greetingName, useSession } from '@/lib/session';
import '@/components/search/search.css';
import { onSearchShortcut, searchPlaceholder } from '@/components/search/search-focus';
import { KEYBOARD_SCREEN, useMediaQuery } from '@/lib/use-media-query';
import { HEADER_LINKS } from './nav-links';
import { Wizard } from './Wizard';

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

interface Props {
  menuOpen: boolean;
  onOpenMenu: () => void;
}

/** The sticky header (specification section 2): logo, links, the wizard and the account area. */
export function Header({ menuOpen, onOpenMenu }: Props) {
  const { status, viewer, openLogin, signOut } = useSession();
  useEffect(() => {
    document.addEventListener('keydown', onSearchShortcut);
    return () => document.removeEventListener('keydown', onSearchShortcut);
  }, []);
  return (
    <header className="shell-header">
      {/* Both the menu button and the links are drawn, and CSS shows the one that fits the screen: the server
          knows no screen width, and switching them at hydration moved the whole header on a phone (issue 26). */}
      <button type="button" className="icon-button menu-button" aria-label="Open menu" aria-haspopup="dialog" aria-expanded={menuOpen} onClick={onOpenMenu}>
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
      <Wizard />
      <Suspense fallback={<IdleSearchBox />}>
        <SearchBox />
      </Suspense>
      <div className="account-area">
        {status === 'signed-in' && viewer && (
          <>
            <Link to="/me" className="greeting">
              <span className="greeting-hello">Hello, </span>
              {greetingName(viewer.displayName)}
            </Link>
            <button type="button" className="button" onClick={() => void signOut()}>
              Logout
            </button>
          </>
        )}
        {status === 'signed-out' && (
          <button type="button" className="button button-primary" onClick={() => openLogin()}>
            Login
          </button>
        )}
      </div>
    </header>
  );
}
