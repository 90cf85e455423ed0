/**
 * The document-store port.
 *
 * Repositories talk only to this interface. It is a small subset of MongoDB's collection API
 * that both engines implement identically, so one repository serves the embedded engine and
 * MongoDB. Filters and updates may use only the operators listed in {@link FILTER_OPERATORS}
 * and {@link UPDATE_OPERATORS}; the contract suite (tests/contract) holds both engines to it.
 */

/** Every stored document carries a string `_id` chosen by the application. */
export interface StoredDocument {
  _id: string;
}

/** Query operators both engines share. */
export const FILTER_OPERATORS = [
  '$eq', '$ne', '$in', '$nin', '$gt', '$gte', '$lt', '$lte', '$exists', '$regex', '$and', '$or', '$elemMatch',
] as const;

/** Update operators both engines share. */
export const UPDATE_OPERATORS = ['$set', '$unset', '$inc', '$push', '$pull', '$addToSet'] as const;

export type UpdateOperator = (typeof UPDATE_OPERATORS)[number];

/** A MongoDB-style filter restricted to {@link FILTER_OPERATORS}. `$regex` takes a RegExp. */
export type Filter = Record<string, unknown>;

/** A MongoDB-style update document restricted to {@link UPDATE_OPERATORS}. */
export type Update = Partial<Record<UpdateOperator, Record<string, unknown>>>;

export type SortSpec = Record<string, 1 | -1>;

export interface FindOptions {
  sort?: SortSpec;
  skip?: number;
  limit?: number;
  /** Inclusion (1) or exclusion (0) projection; `_id` is always returned. */
  projection?: Record<string, 0 | 1>;
}

export interface UpdateOptions {
  /** Insert a document built from the equality parts of the filter and the update when none matches. */
  upsert?: boolean;
}

export interface UpdateResult {
  /** Documents the filter matched (0 or 1). */
  matchedCount: number;
  /** The `_id` of the inserted document when the update upserted, else null. */
  upsertedId: string | null;
}

export interface IndexOptions {
  unique?: boolean;
  /** Leave documents without the field out of the index (so several may lack it under `unique`). */
  sparse?: boolean;
  /**
   * Keep how many documents hold each combination of the fields' values, so that a count whose
   * filter fixes the leading fields by equality (`{ isPublic: true }` of `{ isPublic, class }`)
   * costs a few rows, not a walk of the index. An engine may ignore it (its counts are then
   * index walks, as without it); the embedded store on SQLite keeps it in the write's transaction.
   */
  counted?: boolean;
}

/**
 * One change to a collection, as delivered by {@link Collection.watch}.
 * `reload` means the feed lost history (a MongoDB resume failed); consumers must re-read what
 * they serve from the store.
 */
export type ChangeEvent<T extends StoredDocument> =
  | { type: 'insert' | 'update'; collection: string; id: string; document: T }
  | { type: 'delete'; collection: string; id: string; document: null }
  | { type: 'reload'; collection: string; id: null; document: null };

/** A live stream of change events; `close()` ends the iteration. */
export interface ChangeFeed<T extends StoredDocument> extends AsyncIterable<ChangeEvent<T>> {
  /**
   * Resolves once every change made from now on is sure to reach this feed. MongoDB's change
   * stream starts listening a round trip after `watch()`; a consumer that reads a snapshot and
   * then relies on the feed for what follows waits for this first.
   */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** Thrown when an insert, update or upsert would break a unique index. */
export class DuplicateKeyError extends Error {
  readonly code = 'DUPLICATE_KEY';
  constructor(collection: string, detail?: string) {
    super(`Duplicate key in ${collection}${detail ? `: ${detail}` : ''}`);
    this.name = 'DuplicateKeyError';
  }
}

/** Thrown when a filter or update uses an operator outside the shared subset. */
export class UnsupportedOperatorError extends Error {
  constructor(operator: string) {
    super(`Operator ${operator} is not part of the store port`);
    this.name = 'UnsupportedOperatorError';
  }
}

export interface CountOptions {
  /** Stop counting at this many (a positive whole number). */
  limit?: number;
}

export interface Collection<T extends StoredDocument> {
  readonly name: string;
  /** Documents matching `filter`, sorted, skipped, limited and projected. */
  find(filter?: Filter, options?: FindOptions): Promise<T[]>;
  /** The first document matching `filter`, or null. */
  findOne(filter: Filter, options?: Pick<FindOptions, 'sort' | 'projection'>): Promise<T | null>;
  /**
   * How many documents match `filter`; with `limit`, at most that many: the count stops there,
   * so a count bounded this way costs no more than reading `limit` index entries.
   */
  count(filter?: Filter, options?: CountOptions): Promise<number>;
  /** Inserts one document; throws {@link DuplicateKeyError} on a duplicate `_id` or unique field. */
  insertOne(document: T): Promise<T>;
  /** Applies `update` atomically to the first matching document. */
  updateOne(filter: Filter, update: Update, options?: UpdateOptions): Promise<UpdateResult>;
  /**
   * Applies `update` atomically to the first matching document and returns the document
   * as it is after the update (null when nothing matched and no upsert happened).
   */
  findOneAndUpdate(filter: Filter, update: Update, options?: UpdateOptions): Promise<T | null>;
  /** Deletes the first matching document; true when one was deleted. */
  deleteOne(filter: Filter): Promise<boolean>;
  /** Deletes every matching document; returns how many were deleted. */
  deleteMany(filter: Filter): Promise<number>;
  /** Ensures an index exists; idempotent. */
  createIndex(fields: Record<string, 1 | -1>, options?: IndexOptions): Promise<void>;
  /** Subscribes to every later change of this collection, whichever process made it. */
  watch(): ChangeFeed<T>;
}

/** The store as seen inside {@link Store.transaction}: writes through its collections belong together. */
export interface TransactionScope {
  collection<T extends StoredDocument>(name: string): Collection<T>;
}

export interface Store {
  readonly engine: 'embedded' | 'mongodb';
  collection<T extends StoredDocument>(name: string): Collection<T>;
  /**
   * Runs `work`, whose calls through `scope` belong together (a like and the build's count).
   * With {@link atomicTransactions} (SQLite) they commit together or not at all, a crash
   * included, and no other call of the process runs between them. Without (NeDB, MongoDB) they
   * run as written, one after another: a crash can leave the first done and the next not, so
   * whatever they keep in step must be repairable (the build counts' reconciliation at start).
   * `work` should await nothing but the store.
   */
  transaction<R>(work: (scope: TransactionScope) => Promise<R>): Promise<R>;
  /** Whether {@link transaction} is atomic and isolated on this engine. */
  readonly atomicTransactions: boolean;
  /** Resolves when the store answers (used by /healthz). */
  ping(): Promise<void>;
  /** Stops every change feed and releases files or connections. */
  close(): Promise<void>;
  /** Where shared rate-limit counters can live (MongoDB only; the embedded store is one process). */
  limiterBackend?(): { client: unknown; dbName: string };
  /**
   * A full-text index the engine keeps with every write, in the same transaction (SQLite only):
   * the words of `spec.fields` of the documents `spec.where` selects. Opened (and made, the first
   * time, from the documents already stored) once per process. Engines without one leave callers
   * to index in memory.
   */
  textIndex?(collection: string, name: string, spec: TextIndexSpec): Promise<TextIndex>;
}

/** What a text index holds: string fields (top-level) of the documents whose fields equal `where`'s values. */
export interface TextIndexSpec {
  fields: readonly string[];
  where: Readonly<Record<string, string | number | boolean>>;
}

export interface TextIndex {
  /**
   * The documents holding a word starting with each word of `text` (in any of the fields), as
   * `total` and the `_id`s of the best `limit` of them: by relevance when few match, else the
   * newest written first.
   */
  search(text: string, limit: number): Promise<{ total: number; ids: string[] }>;
}
