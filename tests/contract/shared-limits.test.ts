import { afterAll, describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../server/src/rate-limiter';
import { MongoStore } from '../../server/src/store/mongodb';
import { observeStore } from '../../server/src/store/observed';
import { EmbeddedStore } from '../../server/src/store/embedded';
import { dropDatabase, findMongo, uniqueDatabaseName } from '../support/mongodb';
import { tempDir } from '../support/temp';

// MONGODB_URI's server when set, else the MongoDB wire-protocol test double (not MongoDB).
const mongo = await findMongo();
afterAll(() => mongo.stop());

/** Two limiters stand for two app processes: with MongoDB they spend one budget. */
describe(`rate limits shared through MongoDB via ${mongo.source}`, () => {
  it('counts the requests of two processes against one budget per key', async () => {
    const database = uniqueDatabaseName();
    const [a, b] = await Promise.all([MongoStore.open(mongo.uri, database), MongoStore.open(mongo.uri, database)]);
    try {
      const options = { keyPrefix: 'requests', points: 5, duration: 60 };
      // Wrapped as main.ts wraps the store the app uses.
      const [one, two] = [createRateLimiter(observeStore(a), options), createRateLimiter(observeStore(b), options)];
      for (let i = 0; i < 3; i += 1) await one.consume('203.0.113.9');
      await two.consume('203.0.113.9');
      await two.consume('203.0.113.9');
      await expect(one.consume('203.0.113.9')).rejects.toMatchObject({ remainingPoints: 0 });
      await expect(two.consume('203.0.113.9')).rejects.toMatchObject({ remainingPoints: 0 });
      await expect(two.consume('198.51.100.1')).resolves.toMatchObject({ remainingPoints: 4 });
    } finally {
      await Promise.all([a.close(), b.close()]);
      await dropDatabase(mongo.uri, database);
    }
  });
});

describe('rate limits with the embedded store', () => {
  it('count in memory, one process', async () => {
    const dir = await tempDir('almanac-limits-');
    const store = await EmbeddedStore.open(dir.path);
    try {
      const limiter = createRateLimiter(store, { keyPrefix: 'requests', points: 2, duration: 60 });
      await limiter.consume('a');
      await limiter.consume('a');
      await expect(limiter.consume('a')).rejects.toMatchObject({ remainingPoints: 0 });
    } finally {
      await store.close();
      await dir.remove();
    }
  });
});
