import { mkdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import Datastore from '@seald-io/nedb';
import { ChangeHub } from './change-hub';
import { checkCorruptRecords, guardWrites, repairTornTail } from './embedded-files';
import { DataFolderError, fullDataFolderError, SqliteFolderError, WriteHealth } from './data-folder';
import { DataFolderInUseError, DataFolderLock, type LockHolder, type StoreLog } from './data-lock';
import { makeDataFolderPrivate, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './private-folder';
import { assertCountLimit, assertPortFilter, assertPortUpdate, toNedbFilter, toNedbUpdate } from './operators';
import {
  DuplicateKeyError,
  type ChangeEvent,
  type ChangeFeed,
  type Collection,
  type CountOptions,
  type Filter,
  type FindOptions,
  type IndexOptions,
  type Store,
  type StoredDocument,
  type TransactionScope,
  type Update,
  type UpdateOptions,
  type UpdateResult,
} from './port';

/*
 * The embedded engine of the store port: NeDB files in the data folder, the folder's lock, the write
 * queue that keeps acknowledged writes, compaction and the change feed. Each method keeps the same few
 * invariants (a write is acknowledged only once it is on disk, under the lock, in order, and then
 * published to the feed). Apart: the data files' repair and write guard (embedded-files.ts), the lock
 * (data-lock.ts), the operators (operators.ts) and the feed (change-hub.ts).
 */

/** How often each collection file is rewritten without superseded lines. */
const COMPACTION_INTERVAL_MS = 15 * 60 * 1000;
const COLLECTION_NAME = /^[a-z][a-z0-9_]{0,63}$/i;

/** What {@link EmbeddedCollection}'s indexed count reads of NeDB: its indexes, in order with its writes. */
interface NedbIndexes {
  indexes: Record<string, { getMatching(value: unknown): unknown[] }>;
  ttlIndexes: Record<string, number>;
  executor: { pushAsync(task: () => Promise<unknown>): Promise<unknown> };
}

function toDuplicate(name: string, error: unknown): unknown {
  const e = error as { errorType?: string; key?: unknown };
  return e?.errorType === 'uniqueViolated' ? new DuplicateKeyError(name, String(e.key)) : error;
}

function requireUpsertId(filter: Filter, options?: UpdateOptions): void {
  if (options?.upsert && typeof filter._id !== 'string') {
    throw new TypeError('An upsert needs a string _id in its filter');
  }
}

class EmbeddedCollection<T extends StoredDocument> implements Collection<T> {
  readonly hub = new ChangeHub<T>();
  /** While set, changes reach no feed (see `loseHistory`). */
  private unheard = false;

  constructor(
    readonly name: string,
    readonly db: Datastore<T>,
    /** Resolves when the file is loaded; rejects (and so does every call) when it cannot be. */
    readonly ready: Promise<void>,
  ) {}

  async find(filter: Filter = {}, options: FindOptions = {}): Promise<T[]> {
    await this.ready;
    assertPortFilter(filter);
    let cursor = this.db.findAsync(toNedbFilter(filter) as never, options.projection as never);
    if (options.sort) cursor = cursor.sort(options.sort);
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit) cursor = cursor.limit(options.limit);
    return (await cursor) as T[];
  }

  async findOne(filter: Filter, options: Pick<FindOptions, 'sort' | 'projection'> = {}): Promise<T | null> {
    const [first] = await this.find(filter, { ...options, limit: 1 });
    return first ?? null;
  }

  async count(filter: Filter = {}, { limit }: CountOptions = {}): Promise<number> {
    await this.ready;
    assertPortFilter(filter);
    assertCountLimit(limit);
    // NeDB matches every document whatever the limit; the limit only bounds the answer.
    const counted = await (this.indexedCount(filter) ?? this.db.countAsync(toNedbFilter(filter) as never));
    return limit ? Math.min(counted, limit) : counted;
  }

  /**
   * `{ field: value }` on a field with an index of its own is the size of the index's entry: a
   * build's likes are counted after each like (build-counts.ts), and NeDB would otherwise match
   * each of them (100,000 for a popular build). Queued with the writes, as NeDB's own reads are,
   * so it counts only writes that completed. Null for any other filter.
   */
  private indexedCount(filter: Filter): Promise<number> | null {
    const entries = Object.entries(filter);
    if (entries.length !== 1) return null;
    const [field, value] = entries[0]!;
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return null;
    const nedb = this.db as unknown as NedbIndexes;
    const index = nedb.indexes[field];
    if (!index || Object.keys(nedb.ttlIndexes).length > 0) return null;
    return nedb.executor.pushAsync(async () => index.getMatching(value).length) as Promise<number>;
  }

  async insertOne(document: T): Promise<T> {
    await this.ready;
    try {
      const inserted = (await this.db.insertAsync(document)) as T;
      this.announce({ type: 'insert', collection: this.name, id: inserted._id, document: inserted });
      return inserted;
    } catch (error) {
      throw toDuplicate(this.name, error);
    }
  }

  async updateOne(filter: Filter, update: Update, options?: UpdateOptions): Promise<UpdateResult> {
    const before = await this.applyUpdate(filter, update, options);
    return { matchedCount: before.document && !before.upserted ? 1 : 0, upsertedId: before.upserted ? before.document!._id : null };
  }

  async findOneAndUpdate(filter: Filter, update: Update, options?: UpdateOptions): Promise<T | null> {
    return (await this.applyUpdate(filter, update, options)).document;
  }

  private async applyUpdate(filter: Filter, update: Update, options?: UpdateOptions) {
    await this.ready;
    assertPortFilter(filter);
    assertPortUpdate(update);
    requireUpsertId(filter, options);
    try {
      const result = await this.db.updateAsync(toNedbFilter(filter) as never, toNedbUpdate(update) as never, {
        upsert: options?.upsert ?? false,
        multi: false,
        returnUpdatedDocs: true,
      });
      const document = (result.affectedDocuments as T | null) ?? null;
      const upserted = Boolean(result.upsert);
      if (document) {
        this.announce({ type: upserted ? 'insert' : 'update', collection: this.name, id: document._id, document });
      }
      return { document, upserted };
    } catch (error) {
      throw toDuplicate(this.name, error);
    }
  }

  async deleteOne(filter: Filter): Promise<boolean> {
    await this.ready;
    const target = await this.findOne(filter, { projection: { _id: 1 } });
    if (!target) return false;
    const removed = await this.db.removeAsync({ $and: [{ _id: target._id }, toNedbFilter(filter)] } as never, { multi: false });
    if (removed > 0) this.announce({ type: 'delete', collection: this.name, id: target._id, document: null });
    return removed > 0;
  }

  async deleteMany(filter: Filter): Promise<number> {
    await this.ready;
    assertPortFilter(filter);
    const targets = await this.find(filter, { projection: { _id: 1 } });
    if (targets.length === 0) return 0;
    const ids = targets.map((t) => t._id);
    const removed = await this.db.removeAsync({ $and: [{ _id: { $in: ids } }, toNedbFilter(filter)] } as never, { multi: true });
    for (const id of ids) this.announce({ type: 'delete', collection: this.name, id, document: null });
    return removed;
  }

  async createIndex(fields: Record<string, 1 | -1>, options: IndexOptions = {}): Promise<void> {
    await this.ready;
    const fieldName = Object.keys(fields);
    // NeDB reads through an index only for an equality on all its fields, never for a sort or a range: the modules'
    // compound list indexes (a sort after an equality, for SQLite and MongoDB) would only cost every write here. A
    // unique one is kept: it is a rule, not a speed-up.
    if (fieldName.length > 1 && !options.unique) return;
    try {
      await this.db.ensureIndexAsync({
        fieldName: fieldName.length === 1 ? fieldName[0]! : fieldName,
        unique: options.unique ?? false,
        sparse: options.sparse ?? false,
      } as never);
    } catch (error) {
      throw toDuplicate(this.name, error);
    }
  }

  watch(): ChangeFeed<T> {
    return this.hub.subscribe();
  }

  /**
   * What a MongoDB change stream does when its history is lost (a resume failed): the changes
   * made meanwhile reach no feed, then every feed gets `reload` and must re-read. The embedded
   * engine never loses history by itself; tests call this (through `loseHistory` below) to run
   * every consumer's reload path. The writes `meanwhile` makes go unannounced.
   */
  async loseHistory(meanwhile: () => Promise<unknown> = async () => undefined): Promise<void> {
    this.unheard = true;
    try {
      await meanwhile();
    } finally {
      this.unheard = false;
    }
    this.hub.publish({ type: 'reload', collection: this.name, id: null, document: null });
  }

  private announce(event: ChangeEvent<T>): void {
    if (!this.unheard) this.hub.publish(event);
  }
}

/** For tests: `loseHistory` on one collection of an embedded store (NeDB's {@link EmbeddedCollection} or SQLite's). */
export function loseHistory(store: Store, name: string, meanwhile?: () => Promise<unknown>): Promise<void> {
  const collection = store.collection(name) as { loseHistory?: (meanwhile?: () => Promise<unknown>) => Promise<void> };
  if (typeof collection.loseHistory !== 'function') throw new TypeError('Only the embedded engines lose their change history on demand');
  return collection.loseHistory(meanwhile);
}

/**
 * The embedded engine: NeDB, one append-only file per collection under `dataDir`, every
 * document in memory. For one process only; appends reach the operating system before a write
 * is acknowledged (not the disk), so a killed process loses nothing it acknowledged.
 */
export class EmbeddedStore implements Store {
  readonly engine = 'embedded' as const;
  private readonly collections = new Map<string, EmbeddedCollection<StoredDocument>>();
  private closed = false;
  private readonly health: WriteHealth;

  private constructor(
    private readonly dataDir: string,
    private readonly lock: DataFolderLock,
    private readonly log: StoreLog | undefined,
  ) {
    this.health = new WriteHealth(dataDir);
  }

  /**
   * Opens (and creates) the data folder and loads every collection file already in it lazily.
   * The folder's lock is taken first, before any file is read: a folder another live process
   * holds is refused with a `DataFolderInUseError` (see `data-lock.ts`).
   */
  static async open(dataDir: string, options: { log?: StoreLog } = {}): Promise<EmbeddedStore> {
    let lock: DataFolderLock;
    try {
      await mkdir(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
      lock = await DataFolderLock.acquire(dataDir, options.log);
    } catch (error) {
      if (error instanceof DataFolderInUseError) throw error;
      throw new DataFolderError(dataDir, error);
    }
    // The SQLite engine's file (named here, not imported: that module loads a native addon).
    if (await stat(join(dataDir, 'almanac.sqlite')).then(() => true, () => false)) {
      await lock.release();
      throw new SqliteFolderError(dataDir);
    }
    const store = new EmbeddedStore(dataDir, lock, options.log);
    try {
      await makeDataFolderPrivate(dataDir, options.log);
      await store.health.check();
      return store;
    } catch (error) {
      await lock.release();
      const cause = (error as { cause?: unknown }).cause ?? error;
      throw (await fullDataFolderError(dataDir, cause)) ?? new DataFolderError(dataDir, cause);
    }
  }

  /** Writes where this process takes admin commands into the folder's lock (see admin.ts). */
  advertiseAdmin(admin: NonNullable<LockHolder['admin']>): Promise<void> {
    return this.lock.advertise(admin);
  }

  /** Loads collections now, so a damaged file stops start-up instead of a later request. */
  async load(...names: string[]): Promise<void> {
    await Promise.all(names.map((name) => (this.collection(name) as unknown as EmbeddedCollection<StoredDocument>).ready));
  }

  collection<T extends StoredDocument>(name: string): Collection<T> {
    if (this.closed) throw new Error('The store is closed');
    if (!COLLECTION_NAME.test(name)) throw new TypeError(`Invalid collection name: ${name}`);
    let collection = this.collections.get(name);
    if (!collection) {
      const filename = join(this.dataDir, `${name}.db`);
      // The share of corrupt records is judged (and logged) before NeDB loads the file.
      // Files only the server's user can read (sessions hold raw session ids): NeDB creates and rewrites them with these modes.
      const db = new Datastore<StoredDocument>({
        filename,
        autoload: false,
        corruptAlertThreshold: 1,
        modes: { fileMode: PRIVATE_FILE_MODE, dirMode: PRIVATE_DIR_MODE },
      });
      guardWrites(db, filename, this.health);
      const ready = repairTornTail(filename)
        .then((torn) => {
          if (torn) this.log?.info({ file: filename }, `Dropped the torn last line of ${filename} (a write cut off by a crash, never acknowledged)`);
          return checkCorruptRecords(filename, this.log);
        })
        .then(() => db.loadDatabaseAsync());
      ready.catch(() => undefined);
      db.setAutocompactionInterval(COMPACTION_INTERVAL_MS);
      collection = new EmbeddedCollection(name, db, ready);
      this.collections.set(name, collection);
    }
    return collection as unknown as Collection<T>;
  }

  /** Not atomic here: `work` runs as a sequence of single-document writes (see {@link Store.transaction}). */
  readonly atomicTransactions = false;

  /** Transactions part-way through, and who waits for there to be none. */
  private running = 0;
  private readonly whenNoneRunning: Array<() => void> = [];
  /** Set while {@link betweenTransactions} holds new transactions back. */
  private holding: Promise<void> | null = null;

  async transaction<R>(work: (scope: TransactionScope) => Promise<R>): Promise<R> {
    while (this.holding) await this.holding;
    this.running += 1;
    try {
      return await work(this);
    } finally {
      this.running -= 1;
      if (this.running === 0) for (const resume of this.whenNoneRunning.splice(0)) resume();
    }
  }

  /**
   * Runs `take` (synchronous) at a moment no transaction is part-way through, so writes that
   * belong together (a like and its build's count) are either both in what it reads or neither:
   * transactions that start meanwhile wait, those running are let finish (a few milliseconds).
   * A backup takes its snapshot so.
   */
  async betweenTransactions<R>(take: () => R): Promise<R> {
    while (this.holding) await this.holding;
    let release!: () => void;
    this.holding = new Promise<void>((resolve) => (release = resolve));
    try {
      if (this.running > 0) await new Promise<void>((resolve) => this.whenNoneRunning.push(resolve));
      return take();
    } finally {
      this.holding = null;
      release();
    }
  }

  /** Fails while the store is closed or its folder cannot be written (so /healthz says unhealthy). */
  async ping(): Promise<void> {
    if (this.closed) throw new Error('The store is closed');
    await this.health.check();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    try {
      for (const collection of this.collections.values()) {
        await collection.hub.closeAll();
        collection.db.stopAutocompaction();
        if (await collection.ready.then(() => true, () => false)) {
          // Runs after every queued write and leaves a compact file for the next start.
          await collection.db.compactDatafileAsync();
        }
      }
    } finally {
      // Only once nothing more is written: the next process may load the files from here on.
      await this.lock.release();
    }
  }
}
