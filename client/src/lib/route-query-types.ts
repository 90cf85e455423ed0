import type { DocumentNode, OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { PreloadedQueryRef } from '@apollo/client/react';
import type { LoaderFunctionArgs } from 'react-router';

// The types a route query is made of, shared by the first chunk's `routeQuery` (route-query.ts), the lazily loaded
// preloader (route-preloader.ts) and the pages' hooks (use-route-query.ts), so none of them imports another for types.

/**
 * `cache-first` by default; `no-cache` for a read-only list kept out of the normalized cache; `cache-and-network` for a
 * signed-in page that shows what it has and asks again each time it is opened (the admin pages). A page hydrating is
 * answered from what the server handed over either way (a `cache-and-network` query is made again `cache-first`).
 */
export type RouteQueryPolicy = 'cache-first' | 'no-cache' | 'cache-and-network';

export interface RouteQueryOptions<TData = unknown> {
  fetchPolicy?: RouteQueryPolicy;
  /** A list read whole, a page at a time: the server reads every page before the page is drawn; the browser reads on (`useEveryPage`). */
  everyPage?: EveryPage<TData>;
  /**
   * The queries the page's parts read with their own `useQuery` (cache-first) as it is first drawn: started with this
   * one, into the normalized cache, and on the server awaited with it, so the page is drawn whole in one pass.
   */
  alongside?: readonly AlongsideQuery[];
}

/** A query a page's part reads from the cache, started by the route's loader with its own (`alongside`). */
export interface AlongsideQuery {
  document: DocumentNode;
  variables: Record<string, unknown>;
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
  routeQuery: Exclude<RouteQueryPolicy, 'cache-and-network'>;
  variables: Record<string, unknown>;
  /** A `no-cache` query's answer (a cached one's is in the Apollo cache the page hands over). */
  answer?: { data: unknown };
}

/** The context of an operation answered from the page's state: the client's link answers it without the network. */
export interface HandedAnswerContext {
  handedAnswer?: { data: unknown };
}

/**
 * A page module's `<Component>Data` export: the route's loader (app/router.tsx gives it to the route with the page's
 * chunk), starting the query the page reads with `useRouteQuery`; null where the address asks for nothing.
 */
// A loader that only starts queries its page's parts read from the cache (awaited, for the server) answers null.
export type RouteDataLoader = (query: RouteQuery, args: LoaderFunctionArgs) => ReturnType<RouteQuery> | Promise<null> | null;
