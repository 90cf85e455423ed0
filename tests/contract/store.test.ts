import { afterAll } from 'vitest';
import { EmbeddedStore } from '../../server/src/store/embedded';
import { MongoStore } from '../../server/src/store/mongodb';
import { SqliteStore } from '../../server/src/store/sqlite/store';
import { dropDatabase, findMongo, uniqueDatabaseName } from '../support/mongodb';
import { tempDir } from '../support/temp';
import { storeContract } from './store.contract';

storeContract('embedded', async () => {
  const dir = await tempDir('almanac-contract-');
  return { store: await EmbeddedStore.open(dir.path), dispose: dir.remove };
});

storeContract('sqlite', async () => {
  const dir = await tempDir('almanac-contract-sqlite-');
  return { store: await SqliteStore.open(dir.path), dispose: dir.remove };
}, { atomicTransactions: true });

// MONGODB_URI's server when set, else the MongoDB wire-protocol test double (not MongoDB).
const mongo = await findMongo();
afterAll(() => mongo.stop());

storeContract(`mongodb via ${mongo.source}`, async () => {
  const database = uniqueDatabaseName();
  return {
    store: await MongoStore.open(mongo.uri, database),
    dispose: () => dropDatabase(mongo.uri, database),
  };
});
