import { mkdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { DataFolderInUseError, DataFolderLock, type LockHolder, type StoreLog } from '../data-lock';
import { DataFolderError, fullDataFolderError, WriteHealth } from '../data-folder';
import { createPrivateFile, makeDataFolderPrivate } from '../private-folder';
import type { Collection, Store, StoredDocument, TextIndex, TextIndexSpec, TransactionScope } from '../port';
import { SqliteCollection } from './collection';
import { createPathsTable } from './indexes';
import { Statements } from './query';
import { BothFormatsError, SqliteFileError } from './errors';
import { keepBeside, madeFrom, migrateNedbFolder, nedbFilesIn, type MigrationOptions } from './migrate-nedb';
import { TransactionGate } from './transaction';
import { Checkpointer } from './checkpointer';
import { openTextIndex } from './text-index';

/** The database file in the data folder. */
export const SQLITE_FILE = 'almanac.sqlite';
/**
 * SQLite's page cache for the one connection, in KiB (64 MiB unless `PAGE_CACHE_KIB` says
 * otherwise): what the store keeps of the file in memory beyond the operating system's own
 * cache, whatever the number of documents. No memory-mapped I/O (`mmap_size` stays 0), so the
 * file's pages count in the process's memory only through this cache.
 */
export const PAGE_CACHE_KIB = 64 * 1024;
/** Rows ANALYZE samples per index. */
const ANALYSIS_LIMIT = 1000;
/** How often the planner's statistics are refreshed (where they changed enough), and at close. */
const OPTIMIZE_INTERVAL_MS = 10 * 60 * 1000;
const COLLECTION_NAME = /^[a-z][a-z0-9_]{0,63}$/i;
/** Compiled `$regex` patterns by source and flags (a search runs one pattern over many rows). */
const REGEX_CACHE_MAX = 256;

function openDatabase(file: string, pageCacheKib: number): Database.Database {
  const db = new Database(file);
  try {
    // Write-ahead log: readers never wait for the writer, and a commit appends to the log
    // instead of rewriting pages in place.
    db.pragma('journal_mode = WAL');
    // NORMAL: in WAL mode a commit is in the log (in the operating system) before the write is
    // acknowledged, so a killed process loses nothing it acknowledged and the file is never
    // damaged; only a power cut or a kernel crash can take back the last commits. That is the
    // guarantee NeDB's appends gave, at no fsync per write (FULL would fsync every commit: a
    // like would wait for the disk); the log is synced at each checkpoint.
    db.pragma('synchronous = NORMAL');
    db.pragma(`cache_size = -${pageCacheKib}`);
    db.pragma('mmap_size = 0');
    // The log is reused after each checkpoint; one grown by a burst of writes is cut back to this.
    db.pragma(`journal_size_limit = ${16 * 1024 * 1024}`);
    db.pragma('foreign_keys = OFF');
    // ANALYZE and `PRAGMA optimize` read a sample of each index (the planner's statistics),
    // never a whole large table.
    db.pragma(`analysis_limit = ${ANALYSIS_LIMIT}`);
    // Reads the header now, so a damaged file or another format stops the start here.
    db.pragma('schema_version');
    createPathsTable(db);
  } catch (error) {
    db.close();
    throw error;
  }
  const patterns = new Map<string, RegExp>();
  db.function('port_regexp', { deterministic: true }, (source: unknown, flags: unknown, value: unknown) => {
    const key = `${String(flags)}/${String(source)}`;
    let pattern = patterns.get(key);
    if (!pattern) {
      if (patterns.size >= REGEX_CACHE_MAX) patterns.clear();
      pattern = new RegExp(String(source), String(flags));
      patterns.set(key, pattern);
    }
    pattern.lastIndex = 0;
    return typeof value === 'string' && pattern.test(value) ? 1 : 0;
  });
  return db;
}

/**
 * The embedded engine on SQLite: one database file in the data folder (`almanac.sqlite`, with
 * its `-wal` and `-shm` beside it), one table per collection, the folder's lock as with NeDB.
 * Memory is SQLite's page cache ({@link PAGE_CACHE_KIB}) whatever the number of documents.
 */
export class SqliteStore implements Store {
  readonly engine = 'embedded' as const;
  private readonly collections = new Map<string, SqliteCollection<StoredDocument>>();
  private readonly statements: Statements;
  private readonly gate: TransactionGate;
  private closed = false;
  /** A transaction commits or rolls back whole, and nothing else of this process runs between its calls. */
  readonly atomicTransactions = true;

  private constructor(
    readonly db: Database.Database,
    private readonly lock: DataFolderLock,
    private readonly health: WriteHealth,
    private readonly checkpointer: Checkpointer,
    private readonly log?: StoreLog,
  ) {
    this.statements = new Statements(db);
    this.gate = new TransactionGate(
      db,
      (error) => this.health.failed(error),
      () => {
        createPathsTable(db);
        for (const collection of this.collections.values()) collection.createTable();
      },
    );
    this.optimizer = setInterval(() => this.optimize(), OPTIMIZE_INTERVAL_MS);
    this.optimizer.unref();
  }

  private readonly optimizer: NodeJS.Timeout;

  /**
   * Refreshes the planner's statistics of the tables that changed enough since (SQLite's advice
   * for a long-lived connection): at open, every 10 minutes and at close. Cheap when nothing
   * changed; a sample of each index otherwise.
   */
  optimize(): void {
    if (!this.closed && !this.gate.busy) this.db.pragma('optimize');
  }

  /**
   * Takes the data folder's lock, then opens (or creates) the database in it. A folder of NeDB
   * files is migrated into the database first, once (see migrate-nedb.ts); a folder holding NeDB
   * files and a database not made from them is refused with {@link BothFormatsError}.
   */
  static async open(dataDir: string, options: { log?: StoreLog; pageCacheKib?: number } & Pick<MigrationOptions, 'onStart'> = {}): Promise<SqliteStore> {
    let lock: DataFolderLock;
    try {
      await mkdir(dataDir, { recursive: true });
      lock = await DataFolderLock.acquire(dataDir, options.log);
    } catch (error) {
      if (error instanceof DataFolderInUseError) throw error;
      throw new DataFolderError(dataDir, error);
    }
    const health = new WriteHealth(dataDir);
    try {
      try {
        await makeDataFolderPrivate(dataDir, options.log);
        await health.check();
      } catch (error) {
        const cause = (error as { cause?: unknown }).cause ?? error;
        throw (await fullDataFolderError(dataDir, cause, 'sqlite')) ?? new DataFolderError(dataDir, cause);
      }
      const file = join(dataDir, SQLITE_FILE);
      const nedbFiles = await nedbFilesIn(dataDir);
      if (nedbFiles.length > 0) {
        if (!(await stat(file).then(() => true, () => false))) await migrateNedbFolder(dataDir, file, nedbFiles, options);
        // A migration finished, and a crash came before every NeDB file was renamed.
        else if (madeFrom(file, nedbFiles)) await keepBeside(nedbFiles, options.log);
        else throw new BothFormatsError(dataDir, file, nedbFiles);
      }
      let db: Database.Database;
      try {
        await createPrivateFile(file);
        db = openDatabase(file, options.pageCacheKib ?? PAGE_CACHE_KIB);
      } catch (error) {
        throw (await fullDataFolderError(dataDir, error, 'sqlite')) ?? new SqliteFileError(file, error);
      }
      // 0x10000: consider every table, not only those this connection has queried.
      db.pragma('optimize = 0x10002');
      return new SqliteStore(db, lock, health, Checkpointer.start(db, file, options.log), options.log);
    } catch (error) {
      await lock.release();
      throw error;
    }
  }

  /** Writes where this process takes admin commands into the folder's lock (see admin.ts). */
  advertiseAdmin(admin: NonNullable<LockHolder['admin']>): Promise<void> {
    return this.lock.advertise(admin);
  }

  collection<T extends StoredDocument>(name: string): Collection<T> {
    if (this.closed) throw new Error('The store is closed');
    if (!COLLECTION_NAME.test(name)) throw new TypeError(`Invalid collection name: ${name}`);
    let collection = this.collections.get(name);
    if (!collection) {
      collection = new SqliteCollection(name, this.db, this.statements, (error) => this.health.failed(error), this.gate);
      this.collections.set(name, collection);
    }
    return collection as unknown as Collection<T>;
  }

  /**
   * One SQLite transaction around `work`: what it writes through the scope's collections commits
   * together or not at all (a crash included), and the process's other calls wait until it ends.
   * `work` should only call the store: anything slow it awaits holds every other call back.
   */
  transaction<R>(work: (scope: TransactionScope) => Promise<R>): Promise<R> {
    if (this.closed) return Promise.reject(new Error('The store is closed'));
    return this.gate.run((transaction) =>
      work({
        collection: <T extends StoredDocument>(name: string) =>
          (this.collection<T>(name) as unknown as SqliteCollection<T>).within(transaction),
      }),
    );
  }

  /** The engine's full-text index of a collection (see text-index.ts), made the first time, once no transaction is open. */
  async textIndex(collection: string, name: string, spec: TextIndexSpec): Promise<TextIndex> {
    if (this.closed) throw new Error('The store is closed');
    const table = (this.collection(collection) as unknown as SqliteCollection<StoredDocument>).table;
    while (this.gate.busy) await this.gate.ended();
    return openTextIndex({ db: this.db, gate: this.gate, collection, table, name, spec, log: this.log });
  }

  /** Fails while the store is closed or its folder cannot be written (so /healthz says unhealthy). */
  async ping(): Promise<void> {
    if (this.closed) throw new Error('The store is closed');
    this.db.prepare('SELECT 1').get();
    await this.health.check();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    try {
      clearInterval(this.optimizer);
      for (const collection of this.collections.values()) await collection.hub.closeAll();
      this.db.pragma('optimize');
      await this.checkpointer.stop();
      // Checkpoints the log into the file and removes it: the folder is one file again.
      this.db.close();
    } finally {
      await this.lock.release();
    }
  }
}
