import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { createQueryPreloader, type PreloadedQueryRef } from '@apollo/client/react';
import { unwrapQueryRef } from '@apollo/client/react/internal';
import type { ResultOf, VariablesOf } from '@graphql-typed-document-node/core';
import type { EveryPage, RouteQuery, HandedAnswerContext, RouteQueryRef, RouteQueryState } from './route-query-types';

/** The route queries' preloader over Apollo Client's (route-query.ts says how routes use it): loaded with the first. */

/**
 * The route table's `routeQuery` over `client` (one per browser tab, one per request on the server), and, for the
 * server, `release`: the references it made let their queries go once the page is drawn (a reference nobody read
 * would otherwise keep the request's client for Apollo's 30-second auto-dispose).
 */
export function createRouteQuery(client: ApolloClient, server: boolean): { routeQuery: RouteQuery; release(): void } {
  const preload = createQueryPreloader(client);
  const made: Array<PreloadedQueryRef<unknown, OperationVariables>> = [];
  const routeQuery: RouteQuery = (document, variables, { fetchPolicy = 'cache-first', everyPage, alongside = [] } = {}) => {
    const ref = preload(document, { variables, fetchPolicy, errorPolicy: 'all' } as never) as RouteQueryRef<ResultOf<typeof document>, VariablesOf<typeof document>>;
    // In the browser these fill the cache as they answer (nothing holds their references: Apollo lets them go).
    const others = alongside.map((other) => preload(other.document, { variables: other.variables, fetchPolicy: 'cache-first', errorPolicy: 'all' } as never) as PreloadedQueryRef<unknown, OperationVariables>);
    if (!server) return ref;
    made.push(ref as PreloadedQueryRef<unknown, OperationVariables>, ...others);
    const answeredOthers = Promise.all(others.map((other) => preload.toPromise(other)));
    return Promise.all([preload.toPromise(ref), answeredOthers]).then(async ([answered]) => {
      const query = unwrapQueryRef(answered as never) as InternalRef;
      for (let after = pageAfter(query, everyPage); after; after = pageAfter(query, everyPage)) {
        const { error } = await query.fetchMore({ variables: { after }, updateQuery: (previous: unknown, { fetchMoreResult }: { fetchMoreResult: unknown }) => everyPage!.append(previous as never, fetchMoreResult as never) });
        if (error) break;
      }
      return answered;
    });
  };
  const release = () => {
    for (const ref of made.splice(0)) unwrapQueryRef(ref as never).retain()();
  };
  return { routeQuery, release };
}

/** The part of Apollo's query reference read here (its result so far, and its next pages). */
interface InternalRef {
  result: { data?: unknown; error?: unknown };
  fetchMore(options: { variables: Record<string, unknown>; updateQuery: (previous: unknown, more: { fetchMoreResult: unknown }) => unknown }): Promise<{ error?: unknown }>;
}

function pageAfter<TData>(query: InternalRef, everyPage: EveryPage<TData> | undefined): string | null | undefined {
  if (!everyPage || query.result.data === undefined || query.result.error) return null;
  return everyPage.after(query.result.data as TData);
}

/** On the server, a route query's answer once its promise resolved (a loader that starts another from it). */
export function answerOf<TData, TVariables extends OperationVariables>(ref: RouteQueryRef<TData, TVariables>): TData | undefined {
  const { result } = unwrapQueryRef(ref as never) as InternalRef;
  return result.error ? undefined : (result.data as TData | undefined);
}

function isRouteQueryRef(value: unknown): value is PreloadedQueryRef<unknown, OperationVariables> {
  return typeof value === 'object' && value !== null && unwrapQueryRef(value as never) !== undefined;
}

/** A route query's state as the server hands it on (its reference is no JSON). */
export function isRouteQueryState(value: unknown): value is RouteQueryState {
  return typeof value === 'object' && value !== null && typeof (value as RouteQueryState).routeQuery === 'string';
}
/** On the server: the router's loader data as JSON can carry it, each route query's reference replaced by its state. */
export function serializeRouteData(loaderData: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [id, value] of Object.entries(loaderData)) {
    if (!isRouteQueryRef(value)) {
      out[id] = value;
      continue;
    }
    const { observable, result } = unwrapQueryRef(value as never) as { observable: { variables: Record<string, unknown>; options: { fetchPolicy?: string } }; result: { data?: unknown; error?: unknown } };
    const state: RouteQueryState = { routeQuery: observable.options.fetchPolicy === 'no-cache' ? 'no-cache' : 'cache-first', variables: observable.variables };
    // A failed answer is not handed on: the browser asks again.
    if (state.routeQuery === 'no-cache' && result.data !== undefined && !result.error) state.answer = { data: result.data };
    out[id] = state;
  }
  return out;
}

/** The references made again as a page hydrates, by the state they were made from. */
const revived = new WeakMap<RouteQueryState, PreloadedQueryRef<unknown, OperationVariables>>();

/**
 * In the browser, hydrating a page the server drew: the reference of a route query made again from its state, once per
 * state (a render again finds the same). A cached query answers from the Apollo cache the page handed over; a
 * `no-cache` one from the answer handed on in the state (the client's link takes it from the operation's context,
 * app/apollo.ts): neither asks the network.
 */
export function reviveRouteQuery<TData, TVariables extends OperationVariables>(client: ApolloClient, document: TypedDocumentNode<TData, TVariables>, state: RouteQueryState): RouteQueryRef<TData, TVariables> {
  let ref = revived.get(state);
  if (!ref) {
    const context: HandedAnswerContext = { handedAnswer: state.answer };
    ref = createQueryPreloader(client)(document, { variables: state.variables, fetchPolicy: state.routeQuery, errorPolicy: 'all', context } as never) as PreloadedQueryRef<unknown, OperationVariables>;
    revived.set(state, ref);
  }
  return ref as RouteQueryRef<TData, TVariables>;
}
