import type { ApolloClient } from '@apollo/client';
import type { RouteQuery } from './route-query-types';

/**
 * The one way a route loads its data. The route's loader calls `routeQuery(document, variables)`, which starts the
 * query with Apollo Client's query preloader and returns its reference as the loader's data; the page reads it with
 * `useRouteQuery(Document)` (use-route-query.ts). On the server the loader waits for the answer, so the page is
 * drawn complete in one pass; in the browser it returns at once (navigation never waits for data: the page, in a
 * Suspense boundary of its own, shows "Loading…" until the answer). A read-only list kept out of the normalized cache (reading it
 * back from the cache held a throttled phone's main thread) passes `{ fetchPolicy: 'no-cache' }`: the server hands
 * its answer to the browser in the page's state, which the browser's query takes without asking the network.
 * Errors come back in the result (`errorPolicy: 'all'`): each page says what failed in its own words.
 */

// This module is in the app's first chunk (the route table's loaders, the client's link): the preloader itself
// (route-preloader.ts) loads with the first route query or the first page, the pages' hooks (use-route-query.ts) with
// the pages. Hydrating, a page makes its reference again from the state the server handed on (`RouteQueryState`).

/**
 * The browser's `routeQuery` over `client`: the preloader (route-preloader.ts) loads with the first route query, then
 * each query starts at once; the loader answers with its reference, not waiting for the data.
 */
export function browserRouteQuery(client: ApolloClient): RouteQuery {
  let loaded: Promise<RouteQuery> | null = null;
  return (document, variables, options) => {
    loaded ??= import('./route-preloader').then(({ createRouteQuery }) => createRouteQuery(client, false).routeQuery);
    return loaded.then((routeQuery) => routeQuery(document, variables, options));
  };
}
