import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredDocument } from '../../server/src/store/port';
import { SqliteStore } from '../../server/src/store/sqlite/store';
import { tempDir } from '../support/temp';

/**
 * Every SQLite call runs synchronously and settles at once, so a long awaited chain of calls (an
 * account deletion's thousands of writes) would run as microtasks only and hold every socket and
 * timer of the process until it ended: a deletion request meant to answer after 5 s answered
 * after 24, and public reads waited seconds. The engine gives the event loop a turn between
 * calls once they have run for a slice without one.
 */
describe('SQLite engine: a long chain of calls lets the event loop turn', () => {
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let store: SqliteStore;
  beforeAll(async () => {
    dir = await tempDir('almanac-sqlite-turns-');
    store = await SqliteStore.open(dir.path);
  });
  afterAll(async () => {
    await store?.close();
    await dir?.remove();
  });

  it('a timer set before 5,000 awaited writes fires before they end', async () => {
    const collection = store.collection<StoredDocument & { n: number }>('turns');
    await collection.insertOne({ _id: 'counter', n: 0 });
    let firedAt: number | null = null;
    let done = 0;
    setImmediate(() => (firedAt = done));
    for (; done < 5_000; done += 1) await collection.updateOne({ _id: 'counter' }, { $inc: { n: 1 } });
    expect((await collection.findOne({ _id: 'counter' }))?.n).toBe(5_000);
    expect(firedAt).not.toBeNull();
    expect(firedAt!).toBeLessThan(5_000);
  });

  it('the same within a chain of transactions', async () => {
    const collection = store.collection<StoredDocument & { n: number }>('turns_tx');
    await collection.insertOne({ _id: 'counter', n: 0 });
    let firedAt: number | null = null;
    let done = 0;
    setImmediate(() => (firedAt = done));
    for (; done < 2_000; done += 1) {
      await store.transaction(async (scope) => {
        await scope.collection<StoredDocument & { n: number }>('turns_tx').updateOne({ _id: 'counter' }, { $inc: { n: 1 } });
      });
    }
    expect((await collection.findOne({ _id: 'counter' }))?.n).toBe(2_000);
    expect(firedAt!).toBeLessThan(2_000);
  });
});
