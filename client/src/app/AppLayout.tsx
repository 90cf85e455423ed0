import { Link, Outlet } from 'react-router-dom';
import { Suspense } from 'react';

/** The frame every page lives in. */
export function AppLayout() {
  return (
    <div className="app">
      <header className="app-header">
        <Link to="/news" className="logo" aria-label="Almanac home">
          Almanac
        </Link>
      </header>
      <main id="content" className="app-content">
        <Suspense fallback={<p className="loading">Loading…</p>}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
