import { ApolloProvider } from '@apollo/client/react';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import { createApolloClient } from './app/apollo';
import { AppRouter, ClientRouter } from './app/data-router';
import { pendingViewerOperations, readHydrationState } from './app/hydration';
import { expectSession } from './lib/session';
import { createRoutes } from './app/router';
import { NARROW_SCREEN } from './lib/use-media-query';
import { loadBuildsBar } from './shell/Shell';

async function start() {
  const container = document.getElementById('root')!;
  const state = readHydrationState(document);
  const client = createApolloClient(window.location.origin, state?.apollo);
  const router = new ClientRouter(createRoutes({ client, server: false }), createBrowserHistory(), state?.router.loaderData ?? null);
  // On a wide screen the builds bar the server drew hydrates with the page: its code comes beside the route's (Shell.tsx).
  const wide = !window.matchMedia(NARROW_SCREEN).matches;
  // The routes' modules (the server drew their components: the first render in the browser must have them too), and
  // on a page drawn afresh its loaders.
  await Promise.all([router.start(), state && wide ? loadBuildsBar().catch(() => null) : null]);
  // The shared body served to a session hydrates as drawn (for no viewer), then asks for the viewer's own parts.
  expectSession(pendingViewerOperations(document, state));
  const app = (
    <StrictMode>
      <ApolloProvider client={client}>
        <AppRouter router={router} />
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
