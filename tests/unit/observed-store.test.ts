import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RateLimiterMemory, RateLimiterMongo } from 'rate-limiter-flexible';
import { createRateLimiter } from '../../server/src/rate-limiter';
import { EmbeddedStore } from '../../server/src/store/embedded';
import { observeStore } from '../../server/src/store/observed';
import type { Collection, Store, StoredDocument } from '../../server/src/store/port';
import { tempDir } from '../support/temp';

let dir: Awaited<ReturnType<typeof tempDir>>;
let embedded: EmbeddedStore;
beforeEach(async () => {
  dir = await tempDir('almanac-observed-');
  embedded = await EmbeddedStore.open(dir.path);
});
afterEach(async () => {
  await embedded.close();
  await dir.remove();
});

/**
 * A store that offers a shared limiter backend, as MongoStore does, over the embedded engine's
 * collections. Its client records what the limiter asks of it (RateLimiterMongo opens
 * `client.db(dbName).collection('rate_limits')` and creates its indexes there), so no MongoDB
 * server is needed to see which backend the limiter chose.
 */
class StoreWithSharedLimits implements Store {
  readonly engine = 'mongodb' as const;
  readonly asked: string[] = [];
  readonly client = {
    db: (name: string) => {
      this.asked.push(`db ${name}`);
      return {
        collection: (table: string) => {
          this.asked.push(`collection ${table}`);
          return { createIndex: async () => 'index' };
        },
      };
    },
  };
  constructor(private readonly inner: Store) {}
  collection<T extends StoredDocument>(name: string): Collection<T> {
    return this.inner.collection<T>(name);
  }
  readonly atomicTransactions = false;
  transaction<R>(work: (scope: Store) => Promise<R>): Promise<R> {
    return work(this);
  }
  ping() {
    return this.inner.ping();
  }
  close() {
    return Promise.resolve();
  }
  limiterBackend() {
    return { client: this.client, dbName: 'almanac-shared' };
  }
}

describe('observeStore', () => {
  it("hands the store's limiter backend to createRateLimiter, so limits are shared across processes", () => {
    const store = new StoreWithSharedLimits(embedded);
    // As main.ts does: the services and the HTTP layer get the observed store.
    const limiter = createRateLimiter(observeStore(store), { keyPrefix: 'requests', points: 5, duration: 60 });
    expect(limiter).toBeInstanceOf(RateLimiterMongo);
    expect(new Set(store.asked)).toEqual(new Set(['db almanac-shared', 'collection rate_limits']));
  });

  it('keeps the embedded engine on its in-memory limiter (it provides no shared backend), which counts', async () => {
    const store = observeStore(embedded);
    expect(store.limiterBackend).toBeUndefined();
    const limiter = createRateLimiter(store, { keyPrefix: 'requests', points: 2, duration: 60 });
    expect(limiter).toBeInstanceOf(RateLimiterMemory);
    await limiter.consume('a');
    await limiter.consume('a');
    await expect(limiter.consume('a')).rejects.toMatchObject({ remainingPoints: 0 });
  });

  it("forwards every member of the engine it does not add, bound to the engine, and stays one wrapper when wrapped again", async () => {
    const store = observeStore(embedded);
    expect(store).toBeInstanceOf(EmbeddedStore);
    expect(store.engine).toBe('embedded');
    // A member only the embedded engine has, using its private state.
    expect(typeof (store as unknown as EmbeddedStore).advertiseAdmin).toBe('function');
    await expect(store.ping()).resolves.toBeUndefined();
    expect(observeStore(store)).toBe(store);
  });

  it('follows collections opened before and after onAnyChange', async () => {
    const store = observeStore(embedded);
    const before = store.collection<StoredDocument & { n: number }>('before');
    const seen: string[] = [];
    const stop = store.onAnyChange((event) => seen.push(`${event.collection} ${event.id}`), { exclude: ['hidden'] });
    const after = store.collection<StoredDocument & { n: number }>('after');
    const hidden = store.collection<StoredDocument & { n: number }>('hidden');
    await before.insertOne({ _id: 'a', n: 1 });
    await after.insertOne({ _id: 'b', n: 2 });
    await hidden.insertOne({ _id: 'c', n: 3 });
    await expect.poll(() => seen.sort()).toEqual(['after b', 'before a']);
    stop();
  });
});
