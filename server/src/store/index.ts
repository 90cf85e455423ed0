import type { Config } from '../config';
import type { LockHolder, StoreLog } from './data-lock';
import { EmbeddedStore } from './embedded';
import type { Store } from './port';
import type { MigrationProgress } from './sqlite/migrate-nedb';

export type { Store } from './port';

/** An embedded store: it holds its data folder's lock and takes admin commands for it. */
export interface FolderStore extends Store {
  advertiseAdmin(admin: NonNullable<LockHolder['admin']>): Promise<void>;
}

export function holdsDataFolder(store: Store): store is FolderStore {
  return store.engine === 'embedded' && typeof (store as Partial<FolderStore>).advertiseAdmin === 'function';
}

/**
 * Opens the engine the configuration names: MongoDB when MONGODB_URI is set, else the embedded
 * one on NeDB files or on SQLite (STORE_ENGINE), which takes its data folder's lock first (one
 * process per folder; MongoDB is shared by design). SQLite migrates a folder of NeDB files first,
 * and says so through `onMigrationStart`.
 */
export async function openStore(
  config: Pick<Config, 'store'>,
  options: { log?: StoreLog; onMigrationStart?: (progress: () => MigrationProgress) => Promise<void> | void } = {},
): Promise<Store> {
  if (config.store.engine === 'mongodb') {
    const { MongoStore } = await import('./mongodb');
    return MongoStore.open(config.store.uri, config.store.database);
  }
  if (config.store.format === 'sqlite') {
    // Loaded only when chosen: its native module is not read by a NeDB site.
    const { SqliteStore } = await import('./sqlite/store');
    return SqliteStore.open(config.store.dataDir, { log: options.log, onStart: options.onMigrationStart, pageCacheKib: config.store.pageCacheKib });
  }
  return EmbeddedStore.open(config.store.dataDir, options);
}
