import { ApolloProvider } from '@apollo/client/react';
import { act, cleanup, configure, render, type RenderResult } from '@testing-library/react';
import { StrictMode } from 'react';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import { createApolloClient } from '../../client/src/app/apollo';
import { AppRouter, ClientRouter } from '../../client/src/app/data-router';
import { createRoutes } from '../../client/src/app/router';
import { inject } from 'vitest';

/**
 * The component layer's app: the real client (route table, shell, pages, Apollo client with its
 * network link) drawn by React into happy-dom, against the real server the project's global
 * setup started (component-global-setup.ts: the real schema, services and sessions on an
 * embedded store; no browser). The page's origin is the server's, so the client's same-origin
 * requests carry the session cookie as a browser's would.
 */
export interface AppScreen extends RenderResult {
  /** Where the app's router is now (path and query). */
  location(): string;
  /** Where the app's router is now, with its hash. */
  url(): string;
  /** Follows `to` inside the app (as a link would, no new page load); a number moves in the router's history (-1: Back). */
  navigate(to: string | number): Promise<void>;
  /** What the app logged with `console.error` since it was drawn (React's errors, failed operations). */
  consoleErrors: string[];
}

// A route's first draw imports its lazy module and asks the server for its data: more than Testing Library's 1 s default
// on a busy machine (as the browser tests' polls, 10 s).
configure({ asyncUtilTimeout: 10_000 });
// The app runs on its own as in a browser (real requests, lazy modules, timers): React schedules its work itself rather
// than queueing it for an act() scope that nothing here opens (a lazy component's code arriving would otherwise wait).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

/** What a screen looks like to the page's media queries: happy-dom answers them from these. */
export interface ScreenOptions {
  width?: number;
  height?: number;
  /** A touch screen (no hover, a coarse pointer), as a phone's. */
  touch?: boolean;
}

export const PHONE: ScreenOptions = { width: 390, height: 844, touch: true };
export const WIDE: ScreenOptions = { width: 1280, height: 900 };

/**
 * What React's development build logs and its production build (what the browser tests run) never
 * does, so not an error a player's page shows and not one of `consoleErrors`: a suspending hook
 * that the development build flags as a conditional `use()` when a route's data arrives during
 * client-side navigation under StrictMode, and its note that a component suspended inside the
 * `act` scope Testing Library's user events open (the harness's, not the page's).
 */
const DEVELOPMENT_ONLY = [/called use\(\) to suspend in a previous render but did not call use\(\) when it finished/, /^A component suspended inside an `act` scope/];

/** The console's own `console.error`, put back once a drawn app is taken away. */
const logError = console.error;

/**
 * Draws the app at `route` (a path with its query) on `server`, signed in with the development
 * sign-in as `signedIn` when given (a fresh session each call; signed out otherwise), on a
 * screen of `screen`'s size and kind; `keepSession` keeps the session of the call before (a page
 * loaded again, as a reload). Call {@link resetApp} after each test.
 */
export async function renderApp(
  route: string,
  { signedIn, screen = WIDE, keepSession = false }: { signedIn?: { username: string; role?: 'user' | 'admin' }; screen?: ScreenOptions; keepSession?: boolean } = {},
): Promise<AppScreen> {
  const server = { url: inject('componentServerUrl') };
  const { happyDOM } = window as unknown as { happyDOM: { setURL(url: string): void; setViewport(viewport: { width: number; height: number }): void; settings: { navigator: { maxTouchPoints: number } } } };
  happyDOM.setURL(`${server.url}${route}`);
  happyDOM.setViewport({ width: screen.width ?? 1280, height: screen.height ?? 900 });
  happyDOM.settings.navigator.maxTouchPoints = screen.touch ? 5 : 0;
  if (!keepSession) await fetch(`${server.url}/auth/logout`, { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' }, body: '{}' });
  if (signedIn && !keepSession) {
    const response = await fetch(`${server.url}/auth/dev`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: signedIn.username, role: signedIn.role ?? 'user' }),
    });
    if (response.status !== 200) throw new Error(`The development sign-in of ${signedIn.username} failed with ${response.status}`);
  }
  const client = createApolloClient(server.url);
  const router = new ClientRouter(createRoutes({ client, server: false }), createMemoryHistory({ initialEntries: [route] }), null);
  await router.start();
  const consoleErrors: string[] = [];
  console.error = (...args: unknown[]) => {
    const text = args.map(String).join(' ');
    if (!DEVELOPMENT_ONLY.some((pattern) => pattern.test(text))) consoleErrors.push(text);
    logError(...args);
  };
  // Drawn in an awaited act: the first page's routes are loaded (as the browser's are before it hydrates), so its page
  // suspends on its data in this first render, and React retries a boundary that suspended in an act only once that act
  // is awaited (a synchronous one would leave it on "Loading…").
  let result!: RenderResult;
  await act(async () => {
    result = render(
      <StrictMode>
        <ApolloProvider client={client}>
          <AppRouter router={router} />
        </ApolloProvider>
      </StrictMode>,
    );
  });
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  const url = () => `${location()}${router.state.location.hash}`;
  const navigate = (to: string | number) => router.navigate(to);
  return Object.assign(result, { location, url, navigate, consoleErrors });
}

/** Unmounts what `renderApp` drew: `afterEach(resetApp)`. */
export function resetApp(): void {
  cleanup();
  console.error = logError;
}
