import { afterAll, describe, expect, it } from 'vitest';
import { TRAIT_CATALOG } from '../../server/game-data/rules/traits';
import { ITEMS } from '../../server/game-data/data/items';
import { MONSTERS } from '../../server/game-data/data/monsters';
import { importBuilds } from '../../server/src/modules/builds/build-import';
import { BUILDS_COLLECTION, type BuildDocument } from '../../server/src/modules/builds/build.model';
import type { BuildCatalog } from '../../server/src/modules/builds/build.rules';
import { EmbeddedStore } from '../../server/src/store/embedded';
import { MongoStore } from '../../server/src/store/mongodb';
import { SqliteStore } from '../../server/src/store/sqlite/store';
import type { Collection, Store, StoredDocument } from '../../server/src/store/port';
import { dropDatabase, findMongo, uniqueDatabaseName } from '../support/mongodb';
import { tempDir } from '../support/temp';

/**
 * An import writes all of its builds or none, on every engine: SQLite's transaction undoes them itself; NeDB and
 * MongoDB, whose transactions are a sequence of writes, delete the ones written when a later write fails. The failure
 * is made by the store's caller, not faked in the engine: the real store, whose builds collection inside the
 * transaction refuses its third insert as a full disk or a lost connection would.
 */

const catalog: BuildCatalog = {
  traits: TRAIT_CATALOG,
  item: (id) => ITEMS.find((item) => item.id === id),
  monster: (id) => MONSTERS.find((monster) => monster.id === id),
};
const owner = { _id: 'importer', username: 'importer' };
const STATS = { hp: 0, mp: 0, magic: 0, ability: 0, hpRegen: 0, mpRegen: 0, capacity: 0 };
const rows = Array.from({ length: 5 }, (_, i) => ({ name: `Build ${i}`, class: 'squire', characterLevel: 10, assignedPoints: {}, statAllocations: STATS, equippedItemIds: {}, dataVersion: 2 }));

/** The store as it is, except that inside a transaction the builds collection's third insert fails. */
function failingThirdInsert(store: Store): Store {
  return Object.assign(Object.create(store) as Store, {
    transaction: <R>(work: Parameters<Store['transaction']>[0]) =>
      store.transaction((scope) => {
        let inserts = 0;
        return work({
          collection: <T extends StoredDocument>(name: string): Collection<T> => {
            const real = scope.collection<T>(name);
            if (name !== BUILDS_COLLECTION) return real;
            return Object.assign(Object.create(real) as Collection<T>, {
              insertOne: (document: T) => {
                inserts += 1;
                return inserts === 3 ? Promise.reject(new Error('The disk is full')) : real.insertOne(document);
              },
            });
          },
        }) as Promise<R>;
      }),
  });
}

const mongo = await findMongo();
afterAll(() => mongo.stop());

const ENGINES: Array<[string, () => Promise<{ store: Store; dispose: () => Promise<void> }>]> = [
  ['SQLite', async () => {
    const dir = await tempDir('almanac-import-sqlite-');
    return { store: await SqliteStore.open(dir.path), dispose: dir.remove };
  }],
  ['NeDB', async () => {
    const dir = await tempDir('almanac-import-nedb-');
    return { store: await EmbeddedStore.open(dir.path), dispose: dir.remove };
  }],
  [`MongoDB via ${mongo.source}`, async () => {
    const database = uniqueDatabaseName();
    return { store: await MongoStore.open(mongo.uri, database), dispose: () => dropDatabase(mongo.uri, database) };
  }],
];

describe.each(ENGINES)('importBuilds on %s', (_engine, open) => {
  it('writes every accepted build, private, owned by the importer', async () => {
    const { store, dispose } = await open();
    try {
      const result = await importBuilds(store, catalog, owner, rows);
      expect(result.written).toBe(5);
      const stored = await store.collection<BuildDocument>(BUILDS_COLLECTION).find({ owner: owner._id });
      expect(stored.map((b) => [b.isPublic, b.ownerUsername]).every(([pub, name]) => pub === false && name === 'importer')).toBe(true);
    } finally {
      await store.close();
      await dispose();
    }
  });

  it('writes nothing when a write fails midway, and says so by failing', async () => {
    const { store, dispose } = await open();
    try {
      await store.collection<BuildDocument>(BUILDS_COLLECTION).createIndex({ owner: 1 });
      await expect(importBuilds(failingThirdInsert(store), catalog, owner, rows)).rejects.toThrow('The disk is full');
      expect(await store.collection<BuildDocument>(BUILDS_COLLECTION).count({ owner: owner._id })).toBe(0);
    } finally {
      await store.close();
      await dispose();
    }
  });
});
