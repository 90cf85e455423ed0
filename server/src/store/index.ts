import type { Config } from '../config';
import type { StoreLog } from './data-lock';
import { EmbeddedStore } from './embedded';
import type { Store } from './port';

export type { Store } from './port';

/**
 * Opens the engine the configuration names: MongoDB when MONGODB_URI is set, else the embedded
 * one, which takes its data folder's lock first (one process per folder; MongoDB is shared by design).
 */
export async function openStore(config: Pick<Config, 'store'>, options: { log?: StoreLog } = {}): Promise<Store> {
  if (config.store.engine === 'mongodb') {
    const { MongoStore } = await import('./mongodb');
    return MongoStore.open(config.store.uri, config.store.database);
  }
  return EmbeddedStore.open(config.store.dataDir, options);
}
