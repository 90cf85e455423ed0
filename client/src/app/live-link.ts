import { ApolloLink } from '@apollo/client';
import type { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { print } from 'graphql';
import type { Client as SseClient } from 'graphql-sse';
import { Observable, type Subscription } from 'rxjs';
import { afterPageIdle } from '@/lib/after-idle';

/**
 * Subscriptions over Server-Sent Events (graphql-sse, one stream per subscription, with the
 * session cookie). The library is downloaded only when a page first needs it, so it costs the
 * initial JavaScript nothing.
 */
class SseLink extends ApolloLink {
  private client: Promise<SseClient> | null = null;

  constructor(private readonly url: string) {
    super();
  }

  override request(operation: ApolloLink.Operation): Observable<ApolloLink.Result> {
    this.client ??= afterPageIdle().then(() => import('graphql-sse')).then(({ createClient }) => createClient({ url: this.url, credentials: 'same-origin', retryAttempts: Infinity }));
    const loading = this.client;
    return new Observable((observer) => {
      const { query, variables, operationName, extensions } = operation;
      let dispose: (() => void) | null = null;
      let closed = false;
      loading.then(
        (client) => {
          if (closed) return;
          dispose = client.subscribe(
            { query: print(query), variables, operationName, extensions },
            {
              next: (value) => observer.next(value as ApolloLink.Result),
              complete: () => observer.complete(),
              error: (error) => observer.error(error instanceof Error ? error : new Error(String(error))),
            },
          );
        },
        (error: unknown) => observer.error(error instanceof Error ? error : new Error(String(error))),
      );
      return () => {
        closed = true;
        dispose?.();
      };
    });
  }
}

/** What the server asks for (LIVE_TRANSPORT, in a meta tag of the page): WebSocket first, or SSE only. */
export function liveTransportSetting(): 'websocket' | 'sse' {
  const value = typeof document === 'undefined' ? null : document.querySelector('meta[name="almanac-live-transport"]')?.getAttribute('content');
  return value === 'sse' ? 'sse' : 'websocket';
}

/**
 * The link for subscriptions: graphql-ws on one lazy WebSocket, and Server-Sent Events when the
 * setting asks for them or when the WebSocket cannot connect (a network that blocks WebSockets):
 * once a socket has failed before ever connecting, every subscription moves to SSE, the open
 * ones included, and later ones start there. A socket that connected once keeps retrying
 * after a drop, as before.
 */
export function createLiveLink(origin: string, setting: 'websocket' | 'sse'): ApolloLink {
  const sseLink = new SseLink(`${origin}/graphql/stream`);
  if (setting === 'sse') return sseLink;
  let useSse = false;
  let connectedOnce = false;
  const waiting = new Set<() => void>();
  const moveToSse = () => {
    if (useSse) return;
    useSse = true;
    for (const move of [...waiting]) move();
    waiting.clear();
  };
  // graphql-ws is downloaded with the first subscription once the page is idle, not with the page.
  let wsLink: Promise<GraphQLWsLink> | null = null;
  const loadWsLink = () =>
    (wsLink ??= afterPageIdle().then(() => Promise.all([import('graphql-ws/client'), import('@apollo/client/link/subscriptions')])).then(
      ([{ createClient }, { GraphQLWsLink: Link }]) =>
        new Link(
          createClient({
            url: `${origin.replace(/^http/, 'ws')}/graphql`,
            lazy: true,
            retryAttempts: Infinity,
            on: {
              connected: () => {
                connectedOnce = true;
                waiting.clear();
              },
              closed: () => {
                if (!connectedOnce) moveToSse();
              },
              error: () => {
                if (!connectedOnce) moveToSse();
              },
            },
          }),
        ),
    ));
  return new ApolloLink((operation) => {
    if (useSse) return sseLink.request(operation);
    return new Observable<ApolloLink.Result>((observer) => {
      // A plain observer, not the subscriber itself: rxjs would tie the inner subscription's end to it.
      const forward = {
        next: (value: ApolloLink.Result) => observer.next(value),
        error: (error: unknown) => observer.error(error),
        complete: () => observer.complete(),
      };
      let current: Subscription | null = null;
      let moved = false;
      let closed = false;
      const move = () => {
        moved = true;
        current?.unsubscribe();
        current = sseLink.request(operation).subscribe(forward);
      };
      if (!connectedOnce) waiting.add(move);
      loadWsLink().then(
        (link) => {
          if (closed || moved) return;
          current = link.request(operation).subscribe(forward);
        },
        // The WebSocket client could not even be downloaded: Server-Sent Events it is.
        () => {
          if (!closed && !moved) moveToSse();
        },
      );
      return () => {
        closed = true;
        waiting.delete(move);
        current?.unsubscribe();
      };
    });
  });
}
