import type { ChangeEvent, Collection, Store, StoredDocument } from './port';

/** Called for every change of every observed collection (from any process sharing the store). */
export type StoreChangeListener = (event: ChangeEvent<StoredDocument>) => void;

/** A store that knows which collections the process uses and can follow changes to all of them. */
export interface ObservedStore extends Store {
  /**
   * Follows every collection opened so far and every one opened later, except `exclude`, through
   * its change feed (`Collection.watch`). Returns a function that stops following.
   */
  onAnyChange(listener: StoreChangeListener, options?: { exclude?: readonly string[] }): () => void;
  /**
   * Why the change feeds {@link onAnyChange} follows are not all running (one ended, or one is not
   * listening within `timeoutMs`), or null when they are: a process whose feeds stopped serves
   * stale answers from its cache, so it should not take traffic (`/readyz`).
   */
  feedTrouble(timeoutMs: number): Promise<string | null>;
}

export interface ObserveOptions {
  /** Wraps each collection once, when first opened (the metrics time its operations there). */
  wrapCollection?: <T extends StoredDocument>(name: string, collection: Collection<T>) => Collection<T>;
}

const OBSERVED = Symbol('observed store');

/**
 * Wraps a store so consumers that depend on "anything public changed" (the HTTP response cache)
 * need no list of collections: every collection the services open is followed. Idempotent.
 *
 * The wrapper is a Proxy over the store: it adds `collection`'s bookkeeping and `onAnyChange`
 * and hands every other member to the store itself (bound to it), so a member one engine adds
 * (MongoDB's `limiterBackend`, which puts rate-limit counters where every process shares them)
 * reaches its consumers through the wrapper, present and future ones alike.
 */
export function observeStore(store: Store, observe: ObserveOptions = {}): ObservedStore {
  if (isObserved(store)) return store;
  const names = new Set<string>();
  const wrapped = new Map<string, Collection<StoredDocument>>();
  const followers = new Set<(name: string) => void>();
  // Every feed onAnyChange follows, and whether its loop ended while still wanted.
  const following = new Set<{ name: string; feed: { ready(): Promise<void> }; ended: boolean }>();
  const note = (name: string) => {
    if (names.has(name)) return;
    names.add(name);
    for (const follow of followers) follow(name);
  };
  const added: Pick<ObservedStore, 'collection' | 'onAnyChange' | 'transaction' | 'feedTrouble'> = {
    collection<T extends StoredDocument>(name: string): Collection<T> {
      let collection = store.collection<T>(name);
      if (observe.wrapCollection) {
        const known = wrapped.get(name) as Collection<T> | undefined;
        if (known) collection = known;
        else {
          collection = observe.wrapCollection(name, collection);
          wrapped.set(name, collection as unknown as Collection<StoredDocument>);
        }
      }
      note(name);
      return collection;
    },
    // A collection first opened inside a transaction is followed (and timed) too.
    transaction(work) {
      return store.transaction((scope) =>
        work({
          collection<T extends StoredDocument>(name: string): Collection<T> {
            const collection = scope.collection<T>(name);
            note(name);
            return observe.wrapCollection ? observe.wrapCollection(name, collection) : collection;
          },
        }),
      );
    },
    onAnyChange(listener, options = {}) {
      const exclude = new Set(options.exclude ?? []);
      const feeds: Array<{ close(): Promise<void> }> = [];
      let stopped = false;
      const follow = (name: string) => {
        if (exclude.has(name) || stopped) return;
        const feed = store.collection(name).watch();
        feeds.push(feed);
        const followed = { name, feed, ended: false };
        following.add(followed);
        void (async () => {
          try {
            for await (const event of feed) listener(event);
          } catch {
            // The store closed.
          }
          if (stopped) following.delete(followed);
          else followed.ended = true;
        })();
      };
      for (const name of names) follow(name);
      followers.add(follow);
      return () => {
        stopped = true;
        for (const followed of following) if (feeds.includes(followed.feed as never)) following.delete(followed);
        followers.delete(follow);
        for (const feed of feeds) void feed.close();
      };
    },
    async feedTrouble(timeoutMs) {
      for (const followed of following) if (followed.ended) return `the change feed of ${followed.name} ended`;
      const late = await Promise.all(
        [...following].map(async ({ name, feed }) => {
          let timer: NodeJS.Timeout | undefined;
          const timeout = new Promise<string>((resolve) => (timer = setTimeout(() => resolve(name), timeoutMs)));
          const ready = feed.ready().then(() => null, () => name);
          try {
            return await Promise.race([ready, timeout]);
          } finally {
            clearTimeout(timer);
          }
        }),
      );
      const names = late.filter((name): name is string => name !== null);
      return names.length > 0 ? `the change feeds of ${names.join(', ')} are not listening` : null;
    },
  };
  return new Proxy(store, {
    get(target, property) {
      if (property === OBSERVED) return true;
      if (property === 'collection' || property === 'onAnyChange' || property === 'transaction' || property === 'feedTrouble') return added[property];
      // Read from the store itself (getters and private fields see the real instance) and bind
      // its methods to it for the same reason.
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
    has(target, property) {
      return property === OBSERVED || property === 'onAnyChange' || property === 'feedTrouble' || Reflect.has(target, property);
    },
  }) as ObservedStore;
}

function isObserved(store: Store): store is ObservedStore {
  return (store as Partial<Record<typeof OBSERVED, true>>)[OBSERVED] === true;
}
