import { MongoClient, MongoServerError, type ChangeStream, type Db, type ResumeToken } from 'mongodb';
import { ChangeHub } from './change-hub';
import { assertCountLimit, assertPortFilter, assertPortUpdate } from './operators';
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

const DUPLICATE_KEY = 11000;
/** MongoDB's code when a resume token points at history the oplog no longer holds. */
const CHANGE_STREAM_HISTORY_LOST = 286;

function toDuplicate(name: string, error: unknown): unknown {
  return error instanceof MongoServerError && error.code === DUPLICATE_KEY ? new DuplicateKeyError(name, error.message) : error;
}

class MongoCollection<T extends StoredDocument> implements Collection<T> {
  private stream: Promise<ChangeStream | null> | null = null;
  private resumeToken: ResumeToken | undefined;
  /** Resolves when the current change stream is listening on the server. */
  private listening: Promise<void> = Promise.resolve();
  /** Whether the server keeps exact post-images for this collection (MongoDB 6 and later). */
  private postImages: Promise<boolean> | null = null;
  /** A reload owed to the feeds once a fresh stream listens (after the history was lost). */
  private reloadOwed = false;
  readonly hub: ChangeHub<T>;

  constructor(readonly name: string, private readonly db: Db) {
    this.hub = new ChangeHub<T>(
      (active) => (active ? this.openStream() : void this.closeStream()),
      () => this.listening,
    );
  }

  private get raw() {
    return this.db.collection<StoredDocument>(this.name);
  }

  async find(filter: Filter = {}, options: FindOptions = {}): Promise<T[]> {
    assertPortFilter(filter);
    let cursor = this.raw.find(filter as never, { projection: options.projection });
    if (options.sort) cursor = cursor.sort(options.sort);
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit) cursor = cursor.limit(options.limit);
    return (await cursor.toArray()) as T[];
  }

  async findOne(filter: Filter, options: Pick<FindOptions, 'sort' | 'projection'> = {}): Promise<T | null> {
    assertPortFilter(filter);
    return (await this.raw.findOne(filter as never, { sort: options.sort, projection: options.projection })) as T | null;
  }

  async count(filter: Filter = {}, { limit }: CountOptions = {}): Promise<number> {
    assertPortFilter(filter);
    assertCountLimit(limit);
    return this.raw.countDocuments(filter as never, limit ? { limit } : {});
  }

  async insertOne(document: T): Promise<T> {
    try {
      await this.raw.insertOne(structuredClone(document));
      return document;
    } catch (error) {
      throw toDuplicate(this.name, error);
    }
  }

  async updateOne(filter: Filter, update: Update, options?: UpdateOptions): Promise<UpdateResult> {
    this.check(filter, update, options);
    try {
      const result = await this.raw.updateOne(filter as never, update as never, { upsert: options?.upsert ?? false });
      return { matchedCount: result.matchedCount, upsertedId: result.upsertedId ? String(result.upsertedId) : null };
    } catch (error) {
      throw toDuplicate(this.name, error);
    }
  }

  async findOneAndUpdate(filter: Filter, update: Update, options?: UpdateOptions): Promise<T | null> {
    this.check(filter, update, options);
    try {
      return (await this.raw.findOneAndUpdate(filter as never, update as never, {
        upsert: options?.upsert ?? false,
        returnDocument: 'after',
      })) as T | null;
    } catch (error) {
      throw toDuplicate(this.name, error);
    }
  }

  async deleteOne(filter: Filter): Promise<boolean> {
    assertPortFilter(filter);
    return (await this.raw.deleteOne(filter as never)).deletedCount === 1;
  }

  async deleteMany(filter: Filter): Promise<number> {
    assertPortFilter(filter);
    return (await this.raw.deleteMany(filter as never)).deletedCount;
  }

  async createIndex(fields: Record<string, 1 | -1>, options: IndexOptions = {}): Promise<void> {
    try {
      await this.raw.createIndex(fields, { unique: options.unique ?? false, sparse: options.sparse ?? false });
    } catch (error) {
      throw toDuplicate(this.name, error);
    }
  }

  watch(): ChangeFeed<T> {
    return this.hub.subscribe();
  }

  private check(filter: Filter, update: Update, options?: UpdateOptions) {
    assertPortFilter(filter);
    assertPortUpdate(update);
    if (options?.upsert && typeof filter._id !== 'string') throw new TypeError('An upsert needs a string _id in its filter');
  }

  /**
   * Asks the server to keep the document after each change with the change itself, so an
   * update event carries that exact version (as the embedded engine's do). Without it,
   * `updateLookup` reads the document when the event is read: a later version, or nothing
   * when it was deleted since. Servers before 6.0 lack the option and fall back to the lookup.
   */
  private enablePostImages(): Promise<boolean> {
    return (this.postImages ??= (async () => {
      try {
        await this.db.createCollection(this.name).catch((error: unknown) => {
          if (!(error instanceof MongoServerError && error.codeName === 'NamespaceExists')) throw error;
        });
        await this.db.command({ collMod: this.name, changeStreamPreAndPostImages: { enabled: true } });
        return true;
      } catch {
        return false;
      }
    })());
  }

  /** One change stream per collection per process, resumed from the last token after an error. */
  private openStream(): void {
    if (this.stream) return;
    let settle: (error?: unknown) => void = () => undefined;
    this.listening = new Promise<void>((resolve, reject) => {
      settle = (error) => (error ? reject(error) : resolve());
    });
    this.listening.catch(() => undefined);
    // The slot is taken at once, so a second feed opening meanwhile shares this stream.
    const opening: Promise<ChangeStream | null> = this.enablePostImages().then((postImages) => {
      if (this.stream !== opening) {
        settle();
        return null;
      }
      const stream = this.raw.watch([], {
        fullDocument: postImages ? 'whenAvailable' : 'updateLookup',
        // startAfter, unlike resumeAfter, also starts after an invalidate event.
        ...(this.resumeToken ? { startAfter: this.resumeToken } : {}),
      });
      // The server answers the opening aggregate with a resume token: from then on it is listening.
      stream.on('resumeTokenChanged', (token: ResumeToken) => {
        this.resumeToken = token;
        settle();
        if (this.reloadOwed) {
          this.reloadOwed = false;
          this.hub.publish({ type: 'reload', collection: this.name, id: null, document: null });
        }
      });
      stream.on('change', (change) => {
        this.resumeToken = change._id;
        const event = this.toEvent(change as never);
        if (event) this.hub.publish(event);
        if (change.operationType === 'invalidate') {
          // The server ended this stream (the collection was dropped or renamed): a new one starts
          // right after the invalidate event, else the feeds would hear nothing more.
          if (this.stream === opening) this.stream = null;
          void stream.close().catch(() => undefined);
          if (this.hub.listenerCount > 0) this.openStream();
        }
      });
      stream.on('error', (error: unknown) => {
        settle(error);
        if (this.stream === opening) this.stream = null;
        void stream.close().catch(() => undefined);
        if (error instanceof MongoServerError && error.code === CHANGE_STREAM_HISTORY_LOST) {
          // The history is gone: start a fresh stream at once, and tell consumers to re-read what
          // they serve only when it listens, so every change after their re-read reaches them
          // (a reload sent before would leave the changes made until the new stream listens unseen).
          this.resumeToken = undefined;
          this.reloadOwed = true;
          if (this.hub.listenerCount > 0) this.openStream();
          return;
        }
        if (this.hub.listenerCount > 0) setTimeout(() => this.openStream(), 1000).unref();
      });
      return stream;
    });
    this.stream = opening;
  }

  /** Stops the change stream (also when feeds are still open: the store is closing). */
  async closeStream(): Promise<void> {
    const opening = this.stream;
    this.stream = null;
    const stream = await opening;
    await stream?.close().catch(() => undefined);
  }

  private toEvent(change: {
    operationType: string;
    documentKey?: { _id: unknown };
    fullDocument?: T | null;
  }): ChangeEvent<T> | null {
    const id = change.documentKey ? String(change.documentKey._id) : '';
    switch (change.operationType) {
      case 'insert':
      case 'replace':
      case 'update':
        if (!change.fullDocument) return null; // deleted before the lookup ran; a delete event follows
        return { type: change.operationType === 'insert' ? 'insert' : 'update', collection: this.name, id, document: change.fullDocument };
      case 'delete':
        return { type: 'delete', collection: this.name, id, document: null };
      case 'drop':
      case 'rename':
      case 'dropDatabase':
      case 'invalidate':
        return { type: 'reload', collection: this.name, id: null, document: null };
      default:
        return null;
    }
  }
}

/**
 * The MongoDB engine, for several processes sharing one database. Live updates come from
 * change streams, which need a replica set (docker-compose.yml starts a one-node set).
 */
export class MongoStore implements Store {
  readonly engine = 'mongodb' as const;
  private readonly collections = new Map<string, MongoCollection<StoredDocument>>();

  private constructor(private readonly client: MongoClient, private readonly db: Db) {}

  /** Rate-limit counters live in this database, so every process shares them. */
  limiterBackend(): { client: MongoClient; dbName: string } {
    return { client: this.client, dbName: this.db.databaseName };
  }

  static async open(uri: string, database: string): Promise<MongoStore> {
    const client = new MongoClient(uri, { serverSelectionTimeoutMS: 10_000, appName: 'almanac' });
    await client.connect();
    const db = client.db(database);
    await db.command({ ping: 1 });
    return new MongoStore(client, db);
  }

  collection<T extends StoredDocument>(name: string): Collection<T> {
    let collection = this.collections.get(name);
    if (!collection) {
      collection = new MongoCollection(name, this.db);
      this.collections.set(name, collection);
    }
    return collection as unknown as Collection<T>;
  }

  /** Not atomic here: `work` runs as a sequence of single-document writes (see {@link Store.transaction}). */
  readonly atomicTransactions = false;

  transaction<R>(work: (scope: TransactionScope) => Promise<R>): Promise<R> {
    return work(this);
  }

  async ping(): Promise<void> {
    await this.db.command({ ping: 1 });
  }

  async close(): Promise<void> {
    for (const collection of this.collections.values()) {
      await collection.hub.closeAll();
      // Waits for a stream still opening, so nothing runs on the client after it closed.
      await collection.closeStream();
    }
    await this.client.close();
  }
}
