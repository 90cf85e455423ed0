import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { holdsWithin } from './wait';

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
  let heard = 0;
  const dispose = client.subscribe<T>(
    { query, variables },
    {
      next: (value) => {
        heard += 1;
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
    /** How many results have arrived so far (read or not). */
    get heard() {
      return heard;
    },
    next(timeoutMs = 5000): Promise<T> {
      const ready = received.shift();
      if (ready !== undefined) return Promise.resolve(ready);
      return new Promise<T>((resolve, reject) => {
        const waiter = (value: T) => {
          clearTimeout(timer);
          resolve(value);
        };
        // A waiter that gave up leaves the queue: the next result is kept for the next read, not handed to it and lost.
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`No subscription result within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    /** The next result for which `wanted` holds, skipping the others. */
    async until(wanted: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
      for (;;) {
        const value = await this.next(timeoutMs);
        if (wanted(value)) return value;
      }
    },
    /**
     * Readiness: the server registers a subscription at a moment the client cannot see, so a
     * write made too early is missed. Repeats `write` (given the attempt, from 1) until the
     * subscription has delivered something. Results of later attempts may still follow: read
     * on with `until`.
     */
    async untilHeard(write: (attempt: number) => Promise<unknown>, attempts = 50): Promise<void> {
      for (let attempt = 1; attempt <= attempts; attempt += 1) {
        await write(attempt);
        if (await holdsWithin(() => heard > 0 || failure !== null, 200)) return;
      }
      throw new Error(`The subscription heard none of ${attempts} writes`);
    },
    dispose,
  };
}
