/**
 * The state of the MongoDB wire-protocol test double (a test double, not MongoDB): its databases
 * and collections, the change history, open cursors and the TTL timer. Everything is in memory
 * and lost when the double stops.
 */
import { Long, type Document } from 'bson';
import { ChangeLog, type ChangeStream } from './change-log';
import { CommandError, DoubleCollection } from './collection';

/** A query cursor holds the rest of its result; a change stream cursor reads the change log. */
export type Cursor = (
  | { kind: 'documents'; ns: string; rest: Document[] }
  | { kind: 'changes'; ns: string; stream: ChangeStream }
) & { usedAt?: number };

/** MongoDB closes a cursor nobody read for 10 minutes (`cursorTimeoutMillis`), so abandoned ones do not pile up. */
const CURSOR_IDLE_MS = 10 * 60 * 1000;

/** The first batch of a cursor holds 101 documents unless the client says otherwise, as MongoDB's does. */
export const DEFAULT_FIRST_BATCH = 101;

export class DoubleEngine {
  private readonly databases = new Map<string, Map<string, DoubleCollection>>();
  private readonly cursors = new Map<bigint, Cursor>();
  private nextCursorId = 1n;
  readonly log: ChangeLog;
  private readonly ttl: NodeJS.Timeout;

  constructor(options: { ttlIntervalMs?: number; historyLimit?: number } = {}) {
    this.log = new ChangeLog(options.historyLimit);
    this.ttl = setInterval(() => this.expire(), options.ttlIntervalMs ?? 1000);
    this.ttl.unref();
  }

  /** A collection; created (as MongoDB does on a first write) when `create` is true. */
  collection(db: string, name: string, create: true): DoubleCollection;
  collection(db: string, name: string, create?: boolean): DoubleCollection | undefined;
  collection(db: string, name: string, create = false): DoubleCollection | undefined {
    if (typeof name !== 'string' || name === '') throw new CommandError(73, 'InvalidNamespace', `Invalid namespace specified '${db}.${String(name)}'`);
    let database = this.databases.get(db);
    let collection = database?.get(name);
    if (!collection && create) {
      if (!database) this.databases.set(db, (database = new Map()));
      collection = new DoubleCollection(db, name, (change) => this.log.append(change));
      database.set(name, collection);
    }
    return collection;
  }

  collections(db: string): DoubleCollection[] {
    return [...(this.databases.get(db)?.values() ?? [])];
  }

  databaseNames(): string[] {
    return [...this.databases.keys()];
  }

  dropCollection(db: string, name: string): boolean {
    const database = this.databases.get(db);
    if (!database?.delete(name)) return false;
    this.log.append({ operationType: 'drop', db, coll: name });
    return true;
  }

  dropDatabase(db: string): void {
    const database = this.databases.get(db);
    if (!database) return;
    for (const name of database.keys()) this.log.append({ operationType: 'drop', db, coll: name });
    this.databases.delete(db);
    this.log.append({ operationType: 'dropDatabase', db });
  }

  /** The current version of a document, for `fullDocument: 'updateLookup'`. */
  lookup(db: string, coll: string, id: unknown): Document | null {
    return this.collection(db, coll)?.get(id) ?? null;
  }

  openCursor(cursor: Cursor): bigint {
    const id = this.nextCursorId;
    this.nextCursorId += 1n;
    this.cursors.set(id, { ...cursor, usedAt: Date.now() });
    return id;
  }

  cursor(id: bigint): Cursor | undefined {
    const cursor = this.cursors.get(id);
    if (cursor) cursor.usedAt = Date.now();
    return cursor;
  }

  closeCursor(id: bigint): boolean {
    const cursor = this.cursors.get(id);
    if (!cursor) return false;
    if (cursor.kind === 'changes') this.log.close(cursor.stream);
    this.cursors.delete(id);
    return true;
  }

  /** A cursor reply: `{ cursor: { id, ns, firstBatch | nextBatch }, ok: 1 }`. */
  static cursorReply(id: bigint, ns: string, batch: Document[], first: boolean, extra: Document = {}): Document {
    return { cursor: { [first ? 'firstBatch' : 'nextBatch']: batch, id: Long.fromBigInt(id), ns, ...extra }, ok: 1 };
  }

  private expire(): void {
    const now = Date.now();
    for (const [id, cursor] of this.cursors) if (now - (cursor.usedAt ?? now) > CURSOR_IDLE_MS) this.closeCursor(id);
    for (const database of this.databases.values()) for (const collection of database.values()) collection.expire(now);
  }

  stop(): void {
    clearInterval(this.ttl);
    for (const id of [...this.cursors.keys()]) this.closeCursor(id);
    this.log.wakeAll();
  }
}
