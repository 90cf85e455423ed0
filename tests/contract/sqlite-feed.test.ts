import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeEvent, StoredDocument } from '../../server/src/store/port';
import { SqliteCollection } from '../../server/src/store/sqlite/collection';
import { SqliteStore } from '../../server/src/store/sqlite/store';
import { tempDir } from '../support/temp';

/**
 * The SQLite engine's change feed loses history only on demand, as the NeDB engine's does
 * (`loseHistory`, for tests of every consumer's reload path): what is written meanwhile reaches
 * no feed, then every feed is told to reload, and later writes are announced again.
 */
describe('SQLite change feed: lost history', () => {
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let store: SqliteStore;
  beforeAll(async () => {
    dir = await tempDir('almanac-sqlite-feed-');
    store = await SqliteStore.open(dir.path);
  });
  afterAll(async () => {
    await store?.close();
    await dir?.remove();
  });

  it('announces nothing written meanwhile, then reload, then the next writes', async () => {
    const collection = store.collection<StoredDocument & { n?: number }>('lost');
    expect(collection).toBeInstanceOf(SqliteCollection);
    const feed = collection.watch();
    await feed.ready();
    await collection.insertOne({ _id: 'before' });
    await (collection as SqliteCollection<StoredDocument & { n?: number }>).loseHistory(async () => {
      await collection.insertOne({ _id: 'unheard' });
      await collection.updateOne({ _id: 'before' }, { $set: { n: 1 } });
    });
    await collection.deleteOne({ _id: 'unheard' });
    const events: Array<ChangeEvent<StoredDocument>> = [];
    for await (const event of feed) {
      events.push(event);
      if (events.length === 3) break;
    }
    expect(events.map((e) => [e.type, e.id])).toEqual([
      ['insert', 'before'],
      ['reload', null],
      ['delete', 'unheard'],
    ]);
    expect(await collection.findOne({ _id: 'before' })).toEqual({ _id: 'before', n: 1 });
  });
});
