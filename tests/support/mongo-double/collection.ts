/**
 * The documents and indexes of one collection in the MongoDB wire-protocol test double (a test
 * double, not MongoDB). Matching, sorting and update operators come from mingo; this file keeps
 * what mingo does not: `_id` and unique indexes, upserts, `$setOnInsert`, TTL expiry and the
 * change records the change streams read.
 */
import { EJSON, ObjectId, calculateObjectSize, deserialize, serialize, type Document } from 'bson';
import { Aggregator, Query, update as applyUpdate } from 'mingo';

/** A command's failure, answered as `{ ok: 0, code, codeName, errmsg }` or as a write error. */
export class CommandError extends Error {
  constructor(readonly code: number, readonly codeName: string, message: string, readonly extra: Document = {}) {
    super(message);
  }
}

export interface IndexSpec {
  name: string;
  key: Record<string, number>;
  unique?: boolean;
  sparse?: boolean;
  expireAfterSeconds?: number;
}

/** What a write did, for the change log (the double's oplog). */
export interface ChangeRecord {
  operationType: 'insert' | 'update' | 'replace' | 'delete' | 'drop' | 'dropDatabase';
  db: string;
  coll?: string;
  documentKey?: Document;
  /** The document after the change (insert, update, replace). */
  postImage?: Document;
  /** Whether the collection kept post-images when the change was made (`changeStreamPreAndPostImages`). */
  postImagesEnabled?: boolean;
  updateDescription?: Document;
}

/**
 * A deep copy that keeps BSON types (ObjectId, Date, RegExp, Binary). Numbers come back as JS
 * numbers, so an int32/double distinction made by a client is not kept, unlike in MongoDB
 * (https://www.mongodb.com/docs/manual/reference/bson-types/).
 */
export const clone = (doc: Document): Document => deserialize(serialize(doc));

const idKey = (id: unknown): string => EJSON.stringify({ id }, { relaxed: false });

const isOperatorObject = (value: unknown): value is Document =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date) && !(value instanceof RegExp)
  && !(value instanceof ObjectId) && Object.keys(value).some((key) => key.startsWith('$'));

function valueAt(doc: Document, path: string): unknown {
  let current: unknown = doc;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Document)[part];
  }
  return current;
}

function setAt(doc: Document, path: string, value: unknown): void {
  const parts = path.split('.');
  let current = doc;
  for (const part of parts.slice(0, -1)) {
    if (current[part] === null || typeof current[part] !== 'object') current[part] = {};
    current = current[part] as Document;
  }
  current[parts.at(-1)!] = value;
}

/** The equality parts of a filter, which an upsert starts its new document from. */
function equalities(filter: Document, into: Document = {}): Document {
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$and' && Array.isArray(value)) for (const part of value) equalities(part as Document, into);
    else if (key.startsWith('$')) continue;
    else if (!isOperatorObject(value)) into[key] = value;
    else if ('$eq' in value) into[key] = value.$eq;
  }
  return into;
}

const same = (a: unknown, b: unknown) => EJSON.stringify({ a }, { relaxed: false }) === EJSON.stringify({ a: b }, { relaxed: false });

/**
 * mingo's $addToSet also removes duplicates already in the array; MongoDB's "does not affect
 * existing duplicate elements" (https://www.mongodb.com/docs/manual/reference/operator/update/addToSet/).
 * So an $addToSet on an existing array becomes a $push of the values it lacks.
 */
function addToSetAsPush(doc: Document, addToSet: Document, push: Document = {}): Document {
  const rest: Document = {};
  const pushes: Document = { ...push };
  for (const [path, spec] of Object.entries(addToSet)) {
    const current = valueAt(doc, path);
    if (!Array.isArray(current)) {
      rest[path] = spec;
      continue;
    }
    const values = spec !== null && typeof spec === 'object' && '$each' in spec ? ((spec as Document).$each as unknown[]) : [spec];
    const missing: unknown[] = [];
    for (const value of values) if (![...current, ...missing].some((present) => same(present, value))) missing.push(value);
    if (missing.length > 0) pushes[path] = { $each: missing };
  }
  return { $addToSet: Object.keys(rest).length > 0 ? rest : undefined, $push: Object.keys(pushes).length > 0 ? pushes : undefined };
}

const MAX_DOCUMENT_BYTES = 16 * 1024 * 1024;

/** MongoDB stores no document over 16 MiB (https://www.mongodb.com/docs/manual/reference/limits/#bson-documents). */
function checkSize(doc: Document): void {
  const size = calculateObjectSize(doc);
  if (size > MAX_DOCUMENT_BYTES) throw new CommandError(10334, 'BSONObjectTooLarge', `BSONObj size: ${size} is invalid. Size must be between 0 and 16793600(16MB)`);
}

/**
 * MongoDB refuses an update whose operators touch one path twice, or a path and a part of it
 * (https://www.mongodb.com/docs/manual/reference/operator/update/#behavior); mingo would apply both.
 */
function checkConflicts(update: Document): void {
  const paths: string[] = [];
  for (const [operator, fields] of Object.entries(update)) {
    if (!operator.startsWith('$') || fields === null || typeof fields !== 'object') continue;
    for (const path of Object.keys(fields as Document)) {
      const clash = paths.find((other) => other === path || other.startsWith(`${path}.`) || path.startsWith(`${other}.`));
      if (clash !== undefined) throw new CommandError(40, 'ConflictingUpdateOperators', `Updating the path '${path}' would create a conflict at '${clash}'`);
      paths.push(path);
    }
  }
}

export class DoubleCollection {
  private readonly docs = new Map<string, Document>();
  readonly indexes: IndexSpec[] = [{ name: '_id_', key: { _id: 1 } }];
  /** For each unique index (other than _id's, which `docs` is), which document holds each key. */
  private readonly uniqueKeys = new Map<string, Map<string, string>>();
  /** Set by `collMod { changeStreamPreAndPostImages: { enabled: true } }`. */
  postImages = false;

  constructor(readonly db: string, readonly name: string, private readonly record: (change: ChangeRecord) => void) {}

  get size(): number {
    return this.docs.size;
  }

  /**
   * Every document, in insertion order. MongoDB's natural order is unspecified
   * (https://www.mongodb.com/docs/manual/reference/glossary/#std-term-natural-order); this is one order it may take.
   */
  all(): Document[] {
    return [...this.docs.values()];
  }

  match(filter: Document = {}): Document[] {
    // An equality on _id reads one document, as MongoDB's _id index does, instead of scanning.
    const id = filter._id;
    const candidates = id !== undefined && !isOperatorObject(id) && !(id instanceof RegExp) ? [this.get(id)].filter((d) => d !== undefined) : this.all();
    return new Query(filter).find(candidates).all() as Document[];
  }

  get(id: unknown): Document | undefined {
    return this.docs.get(idKey(id));
  }

  insert(input: Document): Document {
    const doc = input._id === undefined ? { _id: new ObjectId(), ...clone(input) } : clone(input);
    checkSize(doc);
    const id = idKey(doc._id);
    if (this.docs.has(id)) throw duplicate(this.db, this.name, this.indexes[0]!, [doc._id]);
    this.checkUnique(doc, id);
    this.docs.set(id, doc);
    this.indexKeys(doc, id, true);
    this.emit('insert', doc);
    return doc;
  }

  /**
   * Applies `update` to `doc` (operators, a replacement document or a pipeline) and stores the
   * result; returns whether anything changed (MongoDB writes no oplog entry for a no-op).
   */
  modify(doc: Document, update: Document | Document[], arrayFilters?: Document[]): { doc: Document; changed: boolean } {
    const next = this.updated(doc, update, arrayFilters, false);
    if (Buffer.from(serialize(next)).equals(serialize(doc))) return { doc, changed: false };
    checkSize(next);
    const id = idKey(doc._id);
    this.checkUnique(next, id);
    this.indexKeys(doc, id, false);
    this.docs.set(id, next);
    this.indexKeys(next, id, true);
    this.emit(Array.isArray(update) || Object.keys(update).some((k) => k.startsWith('$')) ? 'update' : 'replace', next, doc);
    return { doc: next, changed: true };
  }

  /** Inserts the document an upsert makes from the filter's equalities and the update. */
  upsert(filter: Document, update: Document | Document[], arrayFilters?: Document[]): Document {
    const seed: Document = {};
    for (const [path, value] of Object.entries(equalities(filter))) setAt(seed, path, clone({ value }).value);
    const doc = this.updated(seed, update, arrayFilters, true);
    if (doc._id === undefined) return this.insert({ _id: new ObjectId(), ...doc });
    return this.insert(doc);
  }

  remove(doc: Document): void {
    const id = idKey(doc._id);
    if (!this.docs.delete(id)) return;
    this.indexKeys(doc, id, false);
    this.record({ operationType: 'delete', db: this.db, coll: this.name, documentKey: { _id: doc._id } });
  }

  private updated(doc: Document, update: Document | Document[], arrayFilters: Document[] | undefined, inserting: boolean): Document {
    if (Array.isArray(update)) return new Aggregator(update).run([clone(doc)])[0] as Document;
    const operators = Object.keys(update).filter((key) => key.startsWith('$'));
    if (operators.length === 0) return { _id: doc._id, ...clone(update) };
    checkConflicts(update);
    const { $setOnInsert, ...rest } = update as Document & { $setOnInsert?: Document };
    // mingo has no $setOnInsert: on an insert it is a $set, otherwise nothing.
    const modifier: Document = { ...rest };
    if (inserting && $setOnInsert) modifier.$set = { ...(rest.$set as Document | undefined), ...$setOnInsert };
    const next = clone(doc);
    if (modifier.$addToSet) {
      Object.assign(modifier, addToSetAsPush(next, modifier.$addToSet as Document, modifier.$push as Document | undefined));
      for (const key of ['$addToSet', '$push']) if (modifier[key] === undefined) delete modifier[key];
    }
    if (Object.keys(modifier).length === 0) return next;
    try {
      applyUpdate(next, modifier as never, arrayFilters, undefined, { cloneMode: 'deep' });
    } catch (error) {
      throw new CommandError(2, 'BadValue', error instanceof Error ? error.message : String(error));
    }
    if (doc._id !== undefined && idKey(next._id) !== idKey(doc._id)) {
      throw new CommandError(66, 'ImmutableField', "Performing an update on the path '_id' would modify the immutable field '_id'");
    }
    return next;
  }

  private emit(operationType: 'insert' | 'update' | 'replace', doc: Document, before?: Document): void {
    const change: ChangeRecord = {
      operationType,
      db: this.db,
      coll: this.name,
      documentKey: { _id: doc._id },
      postImage: clone(doc),
      postImagesEnabled: this.postImages,
    };
    if (operationType === 'update' && before) {
      // MongoDB lists the dotted paths an update touched; the double lists changed top-level fields.
      // https://www.mongodb.com/docs/manual/reference/change-events/update/
      const updatedFields: Document = {};
      for (const [key, value] of Object.entries(doc)) {
        if (EJSON.stringify({ value }, { relaxed: false }) !== EJSON.stringify({ value: before[key] }, { relaxed: false })) updatedFields[key] = value;
      }
      change.updateDescription = { updatedFields, removedFields: Object.keys(before).filter((key) => !(key in doc)), truncatedArrays: [] };
    }
    this.record(change);
  }

  /** The index key of `doc` for `index`, or null when a sparse index leaves the document out. */
  private keyOf(index: IndexSpec, doc: Document): unknown[] | null {
    const values = Object.keys(index.key).map((path) => valueAt(doc, path));
    if (index.sparse && values.every((value) => value === undefined)) return null;
    // A missing field is indexed as null, so a unique non-sparse index allows one document without it.
    // Arrays are compared whole here; MongoDB indexes each element
    // (https://www.mongodb.com/docs/manual/core/index-multikey/#unique-multikey-index).
    return values.map((value) => (value === undefined ? null : value));
  }

  private uniqueKey(index: IndexSpec, doc: Document): string | null {
    const key = this.keyOf(index, doc);
    return key ? EJSON.stringify(key, { relaxed: false }) : null;
  }

  /** Refuses `doc` (stored under `ownId`) when another document holds one of its unique keys. */
  private checkUnique(doc: Document, ownId: string): void {
    for (const index of this.indexes) {
      const holders = this.uniqueKeys.get(index.name);
      const key = holders && this.uniqueKey(index, doc);
      if (!holders || key === null || key === undefined) continue;
      const holder = holders.get(key);
      if (holder !== undefined && holder !== ownId) throw duplicate(this.db, this.name, index, this.keyOf(index, doc)!);
    }
  }

  /** Adds (or removes) the unique keys of `doc`. */
  private indexKeys(doc: Document, id: string, add: boolean): void {
    for (const index of this.indexes) {
      const holders = this.uniqueKeys.get(index.name);
      const key = holders && this.uniqueKey(index, doc);
      if (!holders || key === null || key === undefined) continue;
      if (add) holders.set(key, id);
      else if (holders.get(key) === id) holders.delete(key);
    }
  }

  /** Adds an index (idempotent for the same spec), refusing a unique one over existing duplicates. */
  addIndex(spec: IndexSpec): boolean {
    const same = this.indexes.find((index) => index.name === spec.name);
    if (same) {
      if (Boolean(same.unique) !== Boolean(spec.unique) || Boolean(same.sparse) !== Boolean(spec.sparse) || same.expireAfterSeconds !== spec.expireAfterSeconds) {
        throw new CommandError(86, 'IndexKeySpecsConflict', `An existing index has the same name as the requested index: ${spec.name}`);
      }
      return false;
    }
    if (spec.unique) {
      const holders = new Map<string, string>();
      for (const [id, doc] of this.docs) {
        const key = this.uniqueKey(spec, doc);
        if (key === null) continue;
        if (holders.has(key)) throw duplicate(this.db, this.name, spec, this.keyOf(spec, doc)!);
        holders.set(key, id);
      }
      this.uniqueKeys.set(spec.name, holders);
    }
    this.indexes.push(spec);
    return true;
  }

  dropIndex(name: string): void {
    const at = this.indexes.findIndex((index) => index.name === name);
    if (at > 0) this.indexes.splice(at, 1);
    this.uniqueKeys.delete(name);
  }

  /**
   * Deletes documents past a TTL index's expiry. MongoDB's TTL monitor runs every 60 seconds
   * (https://www.mongodb.com/docs/manual/core/index-ttl/#timing-of-the-delete-operation); the
   * double's runs as often as it is told (every second by default).
   */
  expire(now: number): void {
    for (const index of this.indexes) {
      if (index.expireAfterSeconds === undefined) continue;
      const path = Object.keys(index.key)[0]!;
      for (const doc of this.all()) {
        const value = valueAt(doc, path);
        const dates = (Array.isArray(value) ? value : [value]).filter((v): v is Date => v instanceof Date);
        if (dates.length === 0) continue;
        const earliest = Math.min(...dates.map((date) => date.getTime()));
        if (earliest + index.expireAfterSeconds * 1000 <= now) this.remove(doc);
      }
    }
  }
}

function duplicate(db: string, coll: string, index: IndexSpec, key: unknown[]): CommandError {
  const keyValue: Document = {};
  Object.keys(index.key).forEach((field, i) => (keyValue[field] = key[i]));
  const shown = Object.entries(keyValue).map(([field, value]) => `${field}: ${EJSON.stringify(value)}`).join(', ');
  return new CommandError(11000, 'DuplicateKey', `E11000 duplicate key error collection: ${db}.${coll} index: ${index.name} dup key: { ${shown} }`, {
    keyPattern: index.key,
    keyValue,
  });
}
