import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useApolloClient, useQueryRefHandlers } from '@apollo/client/react';
import { startTransition, useEffect } from 'react';
import { useLoaderData } from 'react-router';
import type { EveryPage, RouteQueryRef } from './route-query-types';
import { isRouteQueryState, reviveRouteQuery } from './route-preloader';

/** The pages' side of a route query (route-query.ts): in the pages' chunks, not the app's first. */

/**
 * The reference the route's loader made with `routeQuery(document, …)`, for `useReadQuery` (and `useQueryRefHandlers`);
 * on a page the server drew, made again from the state it handed on, answered without the network.
 */
export function useRouteQueryRef<TData, TVariables extends OperationVariables>(document: TypedDocumentNode<TData, TVariables>): RouteQueryRef<TData, TVariables> {
  const client = useApolloClient();
  const loaded = useLoaderData();
  return isRouteQueryState(loaded) ? reviveRouteQuery(client, document, loaded) : (loaded as RouteQueryRef<TData, TVariables>);
}

/**
 * A list read whole in the browser, after its first page (a page the server drew has every page already): the next
 * page is asked once the last has arrived, until there is none.
 */
export function useEveryPage<TData, TVariables extends OperationVariables>(ref: RouteQueryRef<TData, TVariables>, data: TData | undefined, everyPage: EveryPage<TData>): void {
  const { fetchMore } = useQueryRefHandlers(ref);
  const after = data === undefined ? null : everyPage.after(data);
  useEffect(() => {
    if (!after) return;
    // In a transition: the pages read stay drawn while the next is read, instead of giving way to "Loading…".
    startTransition(() => void fetchMore({ variables: { after } as never, updateQuery: (previous, { fetchMoreResult }) => everyPage.append(previous as TData, fetchMoreResult as TData) as never }).catch(() => undefined));
  }, [after, fetchMore, everyPage]);
}

