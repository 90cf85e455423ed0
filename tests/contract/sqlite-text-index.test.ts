import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StoredDocument } from '../../server/src/store/port';
import { SqliteStore } from '../../server/src/store/sqlite/store';
import { tempDir } from '../support/temp';

interface Doc extends StoredDocument {
  title: string;
  by?: string;
  shown: boolean;
  likes?: number;
}

/**
 * The SQLite engine's text index (`Store.textIndex`): made once from the documents already
 * stored, then kept by the database itself in the same transaction as every write (a rolled-back
 * write leaves it as it was), holding only the documents `where` selects; a new definition
 * replaces the old one.
 */
describe('the SQLite text index', () => {
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let store: SqliteStore;
  const docs = () => store.collection<Doc>('things');
  const tables = () => (store.db.prepare("SELECT name FROM sqlite_schema WHERE name LIKE 't\\_things%' ESCAPE '\\' AND type IN ('table', 'trigger')").all() as Array<{ name: string }>).map((row) => row.name);

  beforeEach(async () => {
    dir = await tempDir('almanac-text-index-');
    store = await SqliteStore.open(dir.path);
  });
  afterEach(async () => {
    await store.close();
    await dir.remove();
  });

  it('is made from what is stored, and follows inserts, updates, deletes and rollbacks', async () => {
    await docs().insertOne({ _id: 'a', title: 'Frost Knight', by: 'alice', shown: true });
    await docs().insertOne({ _id: 'b', title: 'Frost Mage', by: 'bob', shown: false });
    const index = await store.textIndex('things', 'search', { fields: ['title', 'by'], where: { shown: true } });
    expect(await index.search('fro', 10)).toEqual({ total: 1, ids: ['a'] });
    expect(await index.search('ALI', 10)).toEqual({ total: 1, ids: ['a'] });
    // Every word must match (as a prefix), in any field; punctuation is no syntax.
    expect(await index.search('frost alice', 10)).toEqual({ total: 1, ids: ['a'] });
    expect(await index.search('frost bob', 10)).toEqual({ total: 0, ids: [] });
    expect(await index.search('"fr*" (', 10)).toEqual({ total: 1, ids: ['a'] });
    expect(await index.search('  ', 10)).toEqual({ total: 0, ids: [] });

    await docs().updateOne({ _id: 'b' }, { $set: { shown: true } });
    expect((await index.search('frost', 10)).ids.sort()).toEqual(['a', 'b']);
    await docs().updateOne({ _id: 'a' }, { $set: { title: 'Storm Knight' } });
    expect(await index.search('frost', 10)).toEqual({ total: 1, ids: ['b'] });
    expect(await index.search('storm', 10)).toEqual({ total: 1, ids: ['a'] });
    await docs().updateOne({ _id: 'a' }, { $inc: { likes: 1 } });
    expect(await index.search('storm', 10)).toEqual({ total: 1, ids: ['a'] });
    await docs().deleteOne({ _id: 'b' });
    expect(await index.search('frost', 10)).toEqual({ total: 0, ids: [] });
    await expect(store.transaction(async (scope) => {
      await scope.collection<Doc>('things').insertOne({ _id: 'c', title: 'Glass Rogue', shown: true });
      throw new Error('rolled back');
    })).rejects.toThrow('rolled back');
    expect(await index.search('glass', 10)).toEqual({ total: 0, ids: [] });
    await docs().insertOne({ _id: 'c', title: 'Glass Rogue', shown: true });
    expect(await index.search('glass', 10)).toEqual({ total: 1, ids: ['c'] });
  });

  it('past the ranked few, gives the newest written first; a new definition replaces the old', async () => {
    for (let i = 0; i < 2100; i += 1) await docs().insertOne({ _id: `d${String(i).padStart(4, '0')}`, title: `Iron ${i}`, shown: true });
    const index = await store.textIndex('things', 'search', { fields: ['title'], where: { shown: true } });
    expect(await index.search('iron', 3)).toEqual({ total: 2100, ids: ['d2099', 'd2098', 'd2097'] });
    const before = tables();
    expect(before.length).toBeGreaterThan(3);
    const other = await store.textIndex('things', 'search', { fields: ['title', 'by'], where: { shown: true } });
    expect((await other.search('iron 5', 50)).total).toBe(111);
    expect(tables().filter((name) => before.includes(name))).toEqual([]);
  });
});
