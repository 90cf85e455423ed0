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
export function observeStore(store: Store): ObservedStore {
  if (isObserved(store)) return store;
  const names = new Set<string>();
  const followers = new Set<(name: string) => void>();
  const note = (name: string) => {
    if (names.has(name)) return;
    names.add(name);
    for (const follow of followers) follow(name);
  };
  const added: Pick<ObservedStore, 'collection' | 'onAnyChange' | 'transaction'> = {
    collection<T extends StoredDocument>(name: string): Collection<T> {
      const collection = store.collection<T>(name);
      note(name);
      return collection;
    },
    // A collection first opened inside a transaction is followed too.
    transaction(work) {
      return store.transaction((scope) =>
        work({
          collection<T extends StoredDocument>(name: string): Collection<T> {
            const collection = scope.collection<T>(name);
            note(name);
            return collection;
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
        void (async () => {
          try {
            for await (const event of feed) listener(event);
          } catch {
            // The store closed.
          }
        })();
      };
      for (const name of names) follow(name);
      followers.add(follow);
      return () => {
        stopped = true;
        followers.delete(follow);
        for (const feed of feeds) void feed.close();
      };
    },
  };
  return new Proxy(store, {
    get(target, property) {
      if (property === OBSERVED) return true;
      if (property === 'collection' || property === 'onAnyChange' || property === 'transaction') return added[property];
      // Read from the store itself (getters and private fields see the real instance) and bind
      // its methods to it for the same reason.
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
    has(target, property) {
      return property === OBSERVED || property === 'onAnyChange' || Reflect.has(target, property);
    },
  }) as ObservedStore;
}

function isObserved(store: Store): store is ObservedStore {
  return (store as Partial<Record<typeof OBSERVED, true>>)[OBSERVED] === true;
}
