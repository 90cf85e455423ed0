import type { Database } from 'better-sqlite3';
import { ChangeHub } from '../change-hub';
import { assertCountLimit, assertPortFilter, assertPortUpdate } from '../operators';
import {
  DuplicateKeyError,
  type ChangeEvent,
  type ChangeFeed,
  type Collection,
  type CountOptions,
  type Filter,
  type FindOptions,
  type IndexOptions,
  type StoredDocument,
  type Update,
  type UpdateOptions,
  type UpdateResult,
} from '../port';
import type { KeptCount } from './counts';
import { applyUpdate, checkDocument, upsertBase } from './documents';
import { ArrayPaths, createIndex } from './indexes';
import type { ScalarPath } from './filter';
import { findPlan, firstMatch, runFind, where, type Row, type Statements } from './query';
import type { OpenTransaction, TransactionGate } from './transaction';

/** Reports every failed write to the store (so /healthz turns unhealthy on a full disk). */
export type WriteFailure = (error: unknown) => void;

/** The table that holds a collection. */
export const tableOf = (name: string) => `"c_${name}"`;

/** A collection's table: the document's `_id` and the document as JSON text. */
export function createCollectionTable(db: Database, table: string): void {
  db.exec(`CREATE TABLE IF NOT EXISTS ${table} (id TEXT PRIMARY KEY NOT NULL, doc TEXT NOT NULL)`);
}

type Announce<T extends StoredDocument> = (event: ChangeEvent<T>) => void;

const UNIQUE_CODES = new Set(['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY']);

export function isDuplicate(error: unknown): boolean {
  return UNIQUE_CODES.has((error as { code?: string })?.code ?? '');
}

/**
 * One collection: a table `c_<name>` of `(id, doc)` rows, the document as JSON text. Every call
 * runs synchronously inside one SQLite transaction (better-sqlite3 has no asynchronous API), so
 * a read-modify-write such as `$inc` or a guarded `$push` is never interleaved with another
 * call, and a write is announced to the change feed only after its transaction committed.
 */
export class SqliteCollection<T extends StoredDocument> implements Collection<T> {
  readonly hub = new ChangeHub<T>();
  readonly table: string;
  private readonly paths: ArrayPaths;
  /** The counts kept for this collection's `counted` indexes (see counts.ts). */
  private readonly keptCounts: KeptCount[] = [];
  /** While set, changes reach no feed (see `loseHistory`). */
  private unheard = false;
  /**
   * Runs a function as one transaction. Deferred (BEGIN, not BEGIN IMMEDIATE): this process
   * is the database's only connection, so no other writer can come between its read and write.
   */
  private readonly transaction: (work: () => unknown) => unknown;

  constructor(
    readonly name: string,
    private readonly db: Database,
    private readonly statements: Statements,
    private readonly writeFailed: WriteFailure,
    private readonly gate: TransactionGate,
  ) {
    this.table = tableOf(name);
    this.createTable();
    this.paths = new ArrayPaths(db, name, this.table);
    this.transaction = db.transaction((work: () => unknown) => work());
  }

  /**
   * Creates the table if it is missing. Also called after a rolled-back transaction: a collection
   * first opened while one was open had its table created inside it.
   */
  createTable(): void {
    createCollectionTable(this.db, this.table);
  }

  private readonly scalar = (path: string): ScalarPath | null => this.paths.scalar(path);

  /**
   * Runs `work` once no transaction is open (see {@link TransactionGate}), at once otherwise, after
   * the event loop's turn when calls have run long without one. The check and the work are one
   * synchronous step, so no transaction can begin between them.
   */
  private async pass<R>(work: () => R): Promise<R> {
    await this.gate.turn();
    while (this.gate.busy) await this.gate.ended();
    return work();
  }

  async find(filter: Filter = {}, options: FindOptions = {}): Promise<T[]> {
    return this.pass(() => this.findNow(filter, options));
  }

  async findOne(filter: Filter, options: Pick<FindOptions, 'sort' | 'projection'> = {}): Promise<T | null> {
    return this.pass(() => this.findOneNow(filter, options));
  }

  async count(filter: Filter = {}, options: CountOptions = {}): Promise<number> {
    return this.pass(() => this.countNow(filter, options));
  }

  async insertOne(document: T): Promise<T> {
    return this.pass(() => this.insertNow(document, this.announce));
  }

  async updateOne(filter: Filter, update: Update, options?: UpdateOptions): Promise<UpdateResult> {
    return this.pass(() => this.updateNow(filter, update, options, this.announce));
  }

  async findOneAndUpdate(filter: Filter, update: Update, options?: UpdateOptions): Promise<T | null> {
    return this.pass(() => this.findOneAndUpdateNow(filter, update, options, this.announce));
  }

  async deleteOne(filter: Filter): Promise<boolean> {
    return this.pass(() => this.deleteOneNow(filter, this.announce));
  }

  async deleteMany(filter: Filter): Promise<number> {
    return this.pass(() => this.deleteManyNow(filter, this.announce));
  }

  /** This collection as seen inside `transaction`: its calls pass the gate and its events wait for COMMIT. */
  within(transaction: OpenTransaction): Collection<T> {
    const check = () => {
      if (!transaction.open) throw new Error(`A transaction's collection ${this.name} was used after the transaction ended`);
    };
    const held: Announce<T> = (event) => transaction.events.push({ announce: this.announce as Announce<StoredDocument>, event: event as ChangeEvent<StoredDocument> });
    const now = <R>(work: () => R): Promise<R> => {
      try {
        check();
        return Promise.resolve(work());
      } catch (error) {
        return Promise.reject(error as Error);
      }
    };
    return {
      name: this.name,
      find: (filter = {}, options = {}) => now(() => this.findNow(filter, options)),
      findOne: (filter, options = {}) => now(() => this.findOneNow(filter, options)),
      count: (filter = {}, options = {}) => now(() => this.countNow(filter, options)),
      insertOne: (document) => now(() => this.insertNow(document, held)),
      updateOne: (filter, update, options) => now(() => this.updateNow(filter, update, options, held)),
      findOneAndUpdate: (filter, update, options) => now(() => this.findOneAndUpdateNow(filter, update, options, held)),
      deleteOne: (filter) => now(() => this.deleteOneNow(filter, held)),
      deleteMany: (filter) => now(() => this.deleteManyNow(filter, held)),
      createIndex: () => Promise.reject(new Error('Indexes are created outside transactions')),
      watch: () => this.watch(),
    };
  }

  private findNow(filter: Filter, options: FindOptions): T[] {
    assertPortFilter(filter);
    const plan = findPlan(this.table, filter, options, this.scalar);
    return runFind(this.statements, plan, filter, options) as T[];
  }

  private findOneNow(filter: Filter, options: Pick<FindOptions, 'sort' | 'projection'>): T | null {
    return this.findNow(filter, { ...options, limit: 1 })[0] ?? null;
  }

  private countNow(filter: Filter, { limit }: CountOptions): number {
    assertPortFilter(filter);
    assertCountLimit(limit);
    for (const kept of this.keptCounts) {
      const n = kept.count(filter, this.scalar);
      if (n !== null) return limit ? Math.min(n, limit) : n;
    }
    const condition = where(this.table, filter, this.scalar);
    if (condition.exact && limit) {
      // The inner LIMIT stops the walk of the index (or table) at `limit` rows.
      return (this.statements.get(`SELECT count(*) AS n FROM (SELECT 1 ${condition.from} LIMIT ?)`).get(...condition.params, limit) as { n: number }).n;
    }
    if (condition.exact) return (this.statements.get(`SELECT count(*) AS n ${condition.from}`).get(...condition.params) as { n: number }).n;
    return runFind(this.statements, findPlan(this.table, filter, {}, this.scalar), filter, { limit }).length;
  }

  private insertNow(document: T, announce: Announce<T>): T {
    if (typeof document?._id !== 'string') throw new TypeError('A stored document needs a string _id');
    checkDocument(document);
    const json = JSON.stringify(document);
    const stored = JSON.parse(json) as T;
    this.write(() => this.insertRow(stored, json));
    announce({ type: 'insert', collection: this.name, id: stored._id, document: stored });
    return JSON.parse(json) as T;
  }

  private updateNow(filter: Filter, update: Update, options: UpdateOptions | undefined, announce: Announce<T>): UpdateResult {
    const result = this.applyUpdate(filter, update, options, announce);
    return { matchedCount: result.document && !result.upserted ? 1 : 0, upsertedId: result.upserted ? result.document!._id : null };
  }

  private findOneAndUpdateNow(filter: Filter, update: Update, options: UpdateOptions | undefined, announce: Announce<T>): T | null {
    return this.applyUpdate(filter, update, options, announce).document;
  }

  private applyUpdate(filter: Filter, update: Update, options: UpdateOptions | undefined, announce: Announce<T>): { document: T | null; upserted: boolean } {
    assertPortFilter(filter);
    assertPortUpdate(update);
    if (options?.upsert && typeof filter._id !== 'string') throw new TypeError('An upsert needs a string _id in its filter');
    const result = this.write(() => {
      const found = firstMatch(this.statements, this.table, filter, this.scalar);
      if (!found) {
        if (!options?.upsert) return { document: null, upserted: false };
        const inserted = applyUpdate(upsertBase(filter) as T, update);
        checkDocument(inserted);
        const json = JSON.stringify(inserted);
        this.insertRow(inserted, json);
        return { document: JSON.parse(json) as T, upserted: true };
      }
      const updated = applyUpdate(found.document as T, update);
      checkDocument(updated);
      const json = JSON.stringify(updated);
      this.statements.get(`UPDATE ${this.table} SET doc = ? WHERE rowid = ?`).run(json, found.rowid);
      this.paths.noteWrite(updated);
      return { document: JSON.parse(json) as T, upserted: false };
    });
    if (result.document) {
      announce({ type: result.upserted ? 'insert' : 'update', collection: this.name, id: result.document._id, document: structuredClone(result.document) });
    }
    return result;
  }

  private deleteOneNow(filter: Filter, announce: Announce<T>): boolean {
    assertPortFilter(filter);
    const id = this.write(() => {
      const found = firstMatch(this.statements, this.table, filter, this.scalar);
      if (!found) return null;
      this.statements.get(`DELETE FROM ${this.table} WHERE rowid = ?`).run(found.rowid);
      return found.document._id;
    });
    if (id === null) return false;
    announce({ type: 'delete', collection: this.name, id, document: null });
    return true;
  }

  private deleteManyNow(filter: Filter, announce: Announce<T>): number {
    assertPortFilter(filter);
    const ids = this.write(() => {
      const plan = findPlan(this.table, filter, { projection: { _id: 1 } }, this.scalar);
      const rows = plan.exact
        ? (this.statements.get(plan.sql).all(...plan.params) as Row[])
        : (runFind(this.statements, findPlan(this.table, filter, {}, this.scalar), filter, {}) as StoredDocument[]).map((d) => ({ id: d._id }));
      const remove = this.statements.get(`DELETE FROM ${this.table} WHERE id = ?`);
      for (const row of rows) remove.run(row.id);
      return rows.map((row) => row.id);
    });
    for (const id of ids) announce({ type: 'delete', collection: this.name, id, document: null });
    return ids.length;
  }

  async createIndex(fields: Record<string, 1 | -1>, options: IndexOptions = {}): Promise<void> {
    return this.pass(() => {
      try {
        const kept = this.transaction(() => createIndex(this.db, this.name, this.table, this.paths, fields, options)) as KeptCount | null;
        if (kept) this.keptCounts.push(kept);
      } catch (error) {
        if (isDuplicate(error)) throw new DuplicateKeyError(this.name, (error as Error).message);
        throw error;
      }
    });
  }

  watch(): ChangeFeed<T> {
    return this.hub.subscribe();
  }

  /**
   * What a MongoDB change stream does when its history is lost: the changes `meanwhile` makes
   * reach no feed, then every feed gets `reload` and must re-read. The engine never loses
   * history by itself; tests call this to run every consumer's reload path.
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

  private insertRow(document: T, json: string): void {
    this.statements.get(`INSERT INTO ${this.table} (id, doc) VALUES (?, ?)`).run(document._id, json);
    this.paths.noteWrite(document);
  }

  /** Runs `work` as one transaction; a unique violation becomes {@link DuplicateKeyError}, a disk failure is reported. */
  private write<R>(work: () => R): R {
    try {
      return this.transaction(work) as R;
    } catch (error) {
      if (isDuplicate(error)) throw new DuplicateKeyError(this.name, (error as Error).message);
      if (typeof (error as { code?: unknown })?.code === 'string' && (error as { code: string }).code.startsWith('SQLITE_')) this.writeFailed(error);
      throw error;
    }
  }

  private readonly announce: Announce<T> = (event) => {
    if (!this.unheard) this.hub.publish(event);
  };
}
