import { ApolloProvider } from '@apollo/client/react';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createApolloClient } from './app/apollo';
import { pendingViewerOperations, readHydrationState } from './app/hydration';
import { expectSession } from './lib/session';
import { createRoutes } from './app/router';
import { NARROW_SCREEN } from './lib/use-media-query';
import { loadBuildsBar } from './shell/Shell';

/**
 * The lazy routes of the page's URL, loaded before hydrating: the server drew their components,
 * so the first render in the browser must have them too (React Router's own advice for lazy
 * routes with server rendering).
 */
async function loadMatchedRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

async function start() {
  const container = document.getElementById('root')!;
  const state = readHydrationState(document);
  const client = createApolloClient(window.location.origin, state?.apollo);
  const routes = createRoutes({ client, server: false });
  // On a wide screen the builds bar the server drew hydrates with the page: its code comes beside the route's (Shell.tsx).
  const wide = !window.matchMedia(NARROW_SCREEN).matches;
  if (state) await Promise.all([loadMatchedRoutes(routes), wide ? loadBuildsBar().catch(() => null) : null]);
  const router = createBrowserRouter(routes, state ? { hydrationData: state.router } : undefined);
  // The shared body served to a session hydrates as drawn (for no viewer), then asks for the viewer's own parts.
  expectSession(pendingViewerOperations(document, state));
  const app = (
    <StrictMode>
      <ApolloProvider client={client}>
        <RouterProvider router={router} />
      </ApolloProvider>
    </StrictMode>
  );
  // A page the server rendered is hydrated from its state; otherwise (its render failed) it is drawn afresh.
  if (state) hydrateRoot(container, app);
  else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
}

// A startup failure is logged to the console.
start().catch((error: unknown) => console.error('Almanac failed to start', error));
