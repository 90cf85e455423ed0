import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { PreloadedQueryRef } from '@apollo/client/react';

/**
 * The one way a route loads its data. The route's loader calls `routeQuery(document, variables)`, which starts the
 * query with Apollo Client's query preloader and returns its reference as the loader's data; the page reads it with
 * `useReadQuery(useRouteQueryRef(Document))`. On the server the loader waits for the answer, so the page is
 * drawn complete in one pass; in the browser it returns at once (navigation never waits for data: the page, in a
 * Suspense boundary of its own, shows "Loading…" until the answer). A read-only list kept out of the normalized cache (reading it
 * back from the cache held a throttled phone's main thread) passes `{ fetchPolicy: 'no-cache' }`: the server hands
 * its answer to the browser in the page's state, which the browser's query takes without asking the network.
 * Errors come back in the result (`errorPolicy: 'all'`): each page says what failed in its own words.
 */

// This module is in the app's first chunk (the route table's loaders, the client's link): the preloader itself
// (route-preloader.ts) loads with the first route query or the first page, the pages' hooks (use-route-query.ts) with
// the pages. Hydrating, a page makes its reference again from the state the server handed on (`RouteQueryState`).

export type RouteQueryPolicy = 'cache-first' | 'no-cache';

export interface RouteQueryOptions<TData = unknown> {
  fetchPolicy?: RouteQueryPolicy;
  /** A list read whole, a page at a time: the server reads every page before the page is drawn; the browser reads on (`useEveryPage`). */
  everyPage?: EveryPage<TData>;
}

/** How a connection read whole goes on: the cursor after the last page read (none at the end), and a page appended to the pages before. */
export interface EveryPage<TData> {
  after(data: TData): string | null | undefined;
  append(previous: TData, page: TData): TData;
}

export type RouteQueryRef<TData, TVariables extends OperationVariables> = PreloadedQueryRef<TData, TVariables>;

export type RouteQuery = <TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  options?: RouteQueryOptions<TData>,
) => RouteQueryRef<TData, TVariables> | Promise<RouteQueryRef<TData, TVariables>>;

/** What a route query leaves in the page's hydration state in place of its reference (which is no JSON). */
export interface RouteQueryState {
  routeQuery: RouteQueryPolicy;
  variables: Record<string, unknown>;
  /** A `no-cache` query's answer (a cached one's is in the Apollo cache the page hands over). */
  answer?: { data: unknown };
}

/** The context of an operation answered from the page's state: the client's link answers it without the network. */
export interface HandedAnswerContext {
  handedAnswer?: { data: unknown };
}

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
