import type { ErrorLike, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useApolloClient, useQueryRefHandlers, useReadQuery } from '@apollo/client/react';
import { startTransition, useEffect } from 'react';
import type { EveryPage, RouteQueryRef } from './route-query-types';
import { useLoaderData } from './route-data';
import { isRouteQueryState, reviveRouteQuery } from './route-preloader';

/** The pages' side of a route query (route-query.ts): in the pages' chunks, not the app's first. */

/** What a page reads of its route query: the answer so far (none while a failed read has none), its error, and its handlers. */
export interface RouteData<TData, TVariables extends OperationVariables> extends useQueryRefHandlers.Result<TData, TVariables> {
  /** Read with errorPolicy 'all' (routeQuery): a failed read has an error and no data, whatever the document's type says. */
  data: TData | undefined;
  error: ErrorLike | undefined;
}

/**
 * The route query the route's loader started with `routeQuery(document, …)`, read (the component suspends until it
 * answers; keep it in a Suspense boundary of its own), with its `refetch` and `fetchMore`. With `everyPage`, a list
 * the browser reads on after its first page (a page the server drew has every page already).
 */
export function useRouteQuery<TData, TVariables extends OperationVariables>(document: TypedDocumentNode<TData, TVariables>, { everyPage }: { everyPage?: EveryPage<TData> } = {}): RouteData<TData, TVariables> {
  const ref = useRouteQueryRef(document);
  // The handlers before the read, always: a refetch or fetchMore gives the reference its pending answer while this
  // component renders again, in useQueryRefHandlers. useReadQuery called first would read the answer before it in that
  // render, and nothing draws the page again once the new answer arrives (the reference tells its listeners only of
  // answers that come while nothing is pending): the page would keep the old list.
  const handlers = useQueryRefHandlers(ref);
  const read = useReadQuery(ref);
  const data = read.data as TData | undefined;
  useEveryPage(handlers.fetchMore, data, everyPage);
  return { ...handlers, data, error: read.error };
}

/**
 * The reference the route's loader made with `routeQuery(document, …)`; on a page the server drew, made again from the
 * state it handed on, answered without the network.
 */
function useRouteQueryRef<TData, TVariables extends OperationVariables>(document: TypedDocumentNode<TData, TVariables>): RouteQueryRef<TData, TVariables> {
  const client = useApolloClient();
  const loaded = useLoaderData();
  return isRouteQueryState(loaded) ? reviveRouteQuery(client, document, loaded) : (loaded as RouteQueryRef<TData, TVariables>);
}

/** A list read whole in the browser, after its first page: the next page is asked once the last has arrived, until there is none. */
function useEveryPage<TData, TVariables extends OperationVariables>(fetchMore: useQueryRefHandlers.Result<TData, TVariables>['fetchMore'], data: TData | undefined, everyPage: EveryPage<TData> | undefined): void {
  const after = data === undefined || !everyPage ? null : everyPage.after(data);
  useEffect(() => {
    if (!after || !everyPage) return;
    // In a transition: the pages read stay drawn while the next is read, instead of giving way to "Loading…".
    startTransition(() => void fetchMore({ variables: { after } as never, updateQuery: (previous, { fetchMoreResult }) => everyPage.append(previous as TData, fetchMoreResult as TData) as never }).catch(() => undefined));
  }, [after, fetchMore, everyPage]);
}
