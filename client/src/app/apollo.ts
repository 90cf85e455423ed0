import { ApolloClient, ApolloLink, type NormalizedCacheObject } from '@apollo/client';
import { Observable, type Subscription } from 'rxjs';
import type { HandedAnswerContext } from '@/lib/route-query-types';
import { createCache } from './cache';

/**
 * A link that loads the real one (`load`) with the first operation and hands every operation to
 * it from then on; operations that come while it loads wait for it. A failed download fails the
 * operations that waited, and the next operation tries again.
 */
function loadedOnFirstUse(load: () => Promise<ApolloLink>): ApolloLink {
  let loaded: ApolloLink | null = null;
  let loading: Promise<ApolloLink> | null = null;
  return new ApolloLink((operation, forward) => {
    if (loaded) return loaded.request(operation, forward);
    loading ??= load().then(
      (link) => (loaded = link),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    const waiting = loading;
    return new Observable<ApolloLink.Result>((observer) => {
      let current: Subscription | null = null;
      let closed = false;
      waiting.then(
        (link) => {
          if (closed) return;
          // A plain observer, not the subscriber itself: rxjs would tie the inner subscription's end to it.
          current = link.request(operation, forward).subscribe({
            next: (value) => observer.next(value),
            error: (error: unknown) => observer.error(error),
            complete: () => observer.complete(),
          });
        },
        (error: unknown) => {
          if (!closed) observer.error(error instanceof Error ? error : new Error(String(error)));
        },
      );
      return () => {
        closed = true;
        current?.unsubscribe();
      };
    });
  });
}

/**
 * The page's Apollo client. A page rendered on the server hands over the cache it was drawn from
 * (`restored`): the page's queries answer from it, so hydrating needs no network, and the network
 * (HTTP with persisted queries, the live subscriptions' links: network.ts) is downloaded with the
 * first request, not with the page's first JavaScript. (No
 * `ssrForceFetchDelay`: it would also turn the first second's refetches and `network-only`
 * reads, such as a list refreshed after a save, into cache reads. Only signed-in pages use
 * `cache-and-network`, which asks again by design.)
 */
export function createApolloClient(origin = window.location.origin, restored?: NormalizedCacheObject): ApolloClient {
  const network = loadedOnFirstUse(() => import('./network').then(({ createNetworkLink }) => createNetworkLink(origin)));
  // A route's `no-cache` query made again as the page hydrates carries the answer the server drew the page from
  // (lib/route-query.ts): it is answered with it, without the network (nor the network's download). Once only: the
  // query keeps its context, and a later refetch or fetchMore answered with the server's answer would be stale.
  const handed = new WeakSet<object>();
  const link = new ApolloLink((operation, forward) => {
    const { handedAnswer } = operation.getContext() as HandedAnswerContext;
    if (!handedAnswer || handed.has(handedAnswer)) return network.request(operation, forward);
    handed.add(handedAnswer);
    return new Observable<ApolloLink.Result>((observer) => {
      observer.next(handedAnswer as ApolloLink.Result);
      observer.complete();
    });
  });
  const cache = createCache();
  if (restored) cache.restore(restored);
  return new ApolloClient({ link, cache });
}
