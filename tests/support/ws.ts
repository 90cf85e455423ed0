import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

/** A graphql-ws client on the server's /graphql socket, signed in when a session cookie is given. */
export function socketClient(baseUrl: string, cookie?: string): Client {
  class SignedInSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, cookie ? { headers: { cookie } } : {});
    }
  }
  return createClient({ url: `${baseUrl.replace(/^http/, 'ws')}/graphql`, webSocketImpl: SignedInSocket, retryAttempts: 0 });
}

/** Subscribes and collects every result; `next()` resolves with the following one. */
export function collect<T = any>(client: Client, query: string, variables: Record<string, unknown> = {}) {
  const received: T[] = [];
  const waiters: Array<(value: T) => void> = [];
  let failure: unknown = null;
  const dispose = client.subscribe<T>(
    { query, variables },
    {
      next: (value) => {
        const waiter = waiters.shift();
        if (waiter) waiter(value as T);
        else received.push(value as T);
      },
      error: (error) => (failure = error),
      complete: () => undefined,
    },
  );
  return {
    get error() {
      return failure;
    },
    next(timeoutMs = 5000): Promise<T> {
      const ready = received.shift();
      if (ready !== undefined) return Promise.resolve(ready);
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`No subscription result within ${timeoutMs} ms`)), timeoutMs);
        waiters.push((value) => {
          clearTimeout(timer);
          resolve(value);
        });
      });
    },
    dispose,
  };
}
