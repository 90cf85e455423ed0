/**
 * Reads and writes of the MongoDB wire-protocol test double (a test double, not MongoDB): the
 * `find`, `getMore`, `killCursors`, `aggregate` (also `$changeStream`), `count`, `distinct`,
 * `insert`, `update`, `delete` and `findAndModify` commands, answering in the shapes of
 * https://www.mongodb.com/docs/manual/reference/command/ with the filters, sorts, projections,
 * update operators and pipeline stages of mingo.
 */
import { EJSON, Long, type Document } from 'bson';
import { Aggregator, Query } from 'mingo';
import { CommandError, clone } from './collection';
import { DEFAULT_FIRST_BATCH, DoubleEngine } from './engine';

/** How long a change stream's `getMore` waits for a change when the client gives no `maxTimeMS`, as MongoDB's does. */
const DEFAULT_AWAIT_MS = 1000;

const asNumber = (value: unknown): number | undefined =>
  value === undefined || value === null ? undefined : value instanceof Long ? value.toNumber() : Number(value);

const asCursorId = (value: unknown): bigint => (value instanceof Long ? value.toBigInt() : BigInt(Number(value)));

function firstBatch(engine: DoubleEngine, ns: string, docs: Document[], batchSize: number | undefined, single: boolean): Document {
  const size = batchSize ?? DEFAULT_FIRST_BATCH;
  const batch = docs.slice(0, size);
  const rest = docs.slice(size);
  const id = rest.length > 0 && !single ? engine.openCursor({ kind: 'documents', ns, rest }) : 0n;
  return DoubleEngine.cursorReply(id, ns, batch, true);
}

function sorted(docs: Document[], sort: Document | undefined): Document[] {
  return sort && Object.keys(sort).length > 0 ? (new Query({}).find(docs).sort(sort as never).all() as Document[]) : docs;
}

function project(doc: Document, projection: Document | undefined): Document {
  return projection && Object.keys(projection).length > 0 ? (new Query({}).find([doc], projection).all()[0] as Document) : doc;
}

export function find(engine: DoubleEngine, db: string, command: Document): Document {
  const name = String(command.find);
  const ns = `${db}.${name}`;
  let cursor = new Query((command.filter as Document | undefined) ?? {}).find(engine.collection(db, name)?.all() ?? [], command.projection as Document | undefined);
  const sort = command.sort as Document | undefined;
  if (sort && Object.keys(sort).length > 0) cursor = cursor.sort(sort as never);
  const skip = asNumber(command.skip);
  if (skip) cursor = cursor.skip(skip);
  const limit = asNumber(command.limit) ?? 0;
  if (limit !== 0) cursor = cursor.limit(Math.abs(limit));
  const docs = (cursor.all() as Document[]).map(clone);
  return firstBatch(engine, ns, docs, asNumber(command.batchSize), command.singleBatch === true || limit < 0);
}

export async function getMore(engine: DoubleEngine, db: string, command: Document): Promise<Document> {
  const id = asCursorId(command.getMore);
  const cursor = engine.cursor(id);
  if (!cursor) throw new CommandError(43, 'CursorNotFound', `cursor id ${id} not found`);
  const batchSize = asNumber(command.batchSize) || undefined;
  if (cursor.kind === 'documents') {
    const batch = cursor.rest.splice(0, batchSize ?? cursor.rest.length);
    if (cursor.rest.length === 0) engine.closeCursor(id);
    return DoubleEngine.cursorReply(cursor.rest.length === 0 ? 0n : id, cursor.ns, batch, false);
  }
  const { stream } = cursor;
  try {
    let events = stream.read(batchSize ?? 1000);
    if (events.length === 0 && !stream.invalidated) {
      await engine.log.waitForChange(asNumber(command.maxTimeMS) ?? DEFAULT_AWAIT_MS);
      if (!engine.cursor(id)) return DoubleEngine.cursorReply(0n, cursor.ns, [], false, { postBatchResumeToken: stream.resumeToken });
      events = stream.read(batchSize ?? 1000);
    }
    if (stream.invalidated) engine.closeCursor(id);
    return DoubleEngine.cursorReply(stream.invalidated ? 0n : id, cursor.ns, events, false, { postBatchResumeToken: stream.resumeToken });
  } catch (error) {
    engine.closeCursor(id);
    throw error;
  }
}

export function killCursors(engine: DoubleEngine, command: Document): Document {
  const killed: Long[] = [];
  const notFound: Long[] = [];
  for (const raw of (command.cursors as unknown[]) ?? []) {
    const id = asCursorId(raw);
    (engine.closeCursor(id) ? killed : notFound).push(Long.fromBigInt(id));
  }
  return { cursorsKilled: killed, cursorsNotFound: notFound, cursorsAlive: [], cursorsUnknown: [], ok: 1 };
}

export function aggregate(engine: DoubleEngine, db: string, command: Document): Document {
  const pipeline = (command.pipeline as Document[] | undefined) ?? [];
  const wholeDatabase = command.aggregate === 1;
  const name = wholeDatabase ? null : String(command.aggregate);
  const ns = name === null ? `${db}.$cmd.aggregate` : `${db}.${name}`;
  const batchSize = asNumber((command.cursor as Document | undefined)?.batchSize);
  const first = pipeline[0];
  if (first && '$changeStream' in first) {
    const stream = engine.log.open({
      db,
      coll: name,
      spec: first.$changeStream as Document,
      pipeline: pipeline.slice(1),
      lookup: (d, c, id) => engine.lookup(d, c, id),
    });
    // The opening batch is always empty here (MongoDB may already return changes in it:
    // https://www.mongodb.com/docs/manual/reference/command/aggregate/#change-streams); the
    // changes follow on getMore, and the token says where the stream stands.
    const id = engine.openCursor({ kind: 'changes', ns, stream });
    return DoubleEngine.cursorReply(id, ns, [], true, { postBatchResumeToken: stream.resumeToken });
  }
  if (name === null) throw new CommandError(73, 'InvalidNamespace', 'The double aggregates over one collection only');
  if (pipeline.some((stage) => '$out' in stage || '$merge' in stage)) throw new CommandError(2, 'BadValue', 'The double does not write aggregation results ($out, $merge)');
  let docs = engine.collection(db, name)?.all() ?? [];
  let stages = pipeline;
  if (first && '$match' in first) {
    docs = new Query(first.$match as Document).find(docs).all() as Document[];
    stages = pipeline.slice(1);
  }
  const results = stages.length > 0 ? (new Aggregator(stages).run(docs.map(clone)) as Document[]) : docs.map(clone);
  return firstBatch(engine, ns, results.map(clone), batchSize, false);
}

export function count(engine: DoubleEngine, db: string, command: Document): Document {
  let docs = engine.collection(db, String(command.count))?.match((command.query as Document | undefined) ?? {}) ?? [];
  const skip = asNumber(command.skip) ?? 0;
  const limit = asNumber(command.limit) ?? 0;
  docs = docs.slice(skip, limit ? skip + Math.abs(limit) : undefined);
  return { n: docs.length, ok: 1 };
}

export function distinct(engine: DoubleEngine, db: string, command: Document): Document {
  const key = String(command.key);
  const values = new Map<string, unknown>();
  for (const doc of engine.collection(db, String(command.distinct))?.match((command.query as Document | undefined) ?? {}) ?? []) {
    let value: unknown = doc;
    for (const part of key.split('.')) value = value === null || typeof value !== 'object' ? undefined : (value as Document)[part];
    for (const one of Array.isArray(value) ? value : [value]) if (one !== undefined) values.set(EJSON.stringify({ one }, { relaxed: false }), one);
  }
  return { values: [...values.values()], ok: 1 };
}

function writeError(index: number, error: unknown): Document {
  if (!(error instanceof CommandError)) throw error;
  return { index, code: error.code, codeName: error.codeName, errmsg: error.message, ...error.extra };
}

export function insert(engine: DoubleEngine, db: string, command: Document): Document {
  const collection = engine.collection(db, String(command.insert), true);
  const writeErrors: Document[] = [];
  let n = 0;
  for (const [index, doc] of ((command.documents as Document[]) ?? []).entries()) {
    try {
      collection.insert(doc);
      n += 1;
    } catch (error) {
      writeErrors.push(writeError(index, error));
      if (command.ordered !== false) break;
    }
  }
  return { n, ...(writeErrors.length > 0 ? { writeErrors } : {}), ok: 1 };
}

export function update(engine: DoubleEngine, db: string, command: Document): Document {
  const name = String(command.update);
  const writeErrors: Document[] = [];
  const upserted: Document[] = [];
  let n = 0;
  let nModified = 0;
  for (const [index, spec] of ((command.updates as Document[]) ?? []).entries()) {
    try {
      const arrayFilters = spec.arrayFilters as Document[] | undefined;
      const collection = engine.collection(db, name);
      let targets = sorted(collection?.match(spec.q as Document) ?? [], spec.sort as Document | undefined);
      if (spec.multi !== true) targets = targets.slice(0, 1);
      if (targets.length === 0 && spec.upsert === true) {
        const doc = engine.collection(db, name, true).upsert(spec.q as Document, spec.u as Document, arrayFilters);
        upserted.push({ index, _id: doc._id });
        n += 1;
        continue;
      }
      for (const target of targets) {
        n += 1;
        if (collection!.modify(target, spec.u as Document, arrayFilters).changed) nModified += 1;
      }
    } catch (error) {
      writeErrors.push(writeError(index, error));
      if (command.ordered !== false) break;
    }
  }
  return { n, nModified, ...(upserted.length > 0 ? { upserted } : {}), ...(writeErrors.length > 0 ? { writeErrors } : {}), ok: 1 };
}

export function remove(engine: DoubleEngine, db: string, command: Document): Document {
  const collection = engine.collection(db, String(command.delete));
  let n = 0;
  for (const spec of (command.deletes as Document[]) ?? []) {
    let targets = collection?.match(spec.q as Document) ?? [];
    if (asNumber(spec.limit) === 1) targets = targets.slice(0, 1);
    for (const target of targets) collection!.remove(target);
    n += targets.length;
  }
  return { n, ok: 1 };
}

export function findAndModify(engine: DoubleEngine, db: string, command: Document): Document {
  const name = String(command.findAndModify ?? command.findandmodify);
  const query = (command.query as Document | undefined) ?? {};
  const collection = engine.collection(db, name);
  const target = sorted(collection?.match(query) ?? [], command.sort as Document | undefined)[0];
  const fields = command.fields as Document | undefined;
  const answer = (value: Document | null | undefined, lastErrorObject: Document) => ({
    lastErrorObject,
    value: value ? clone(project(value, fields)) : null,
    ok: 1,
  });
  if (command.remove === true) {
    if (target) collection!.remove(target);
    return answer(target, { n: target ? 1 : 0 });
  }
  const change = command.update as Document | Document[];
  const arrayFilters = command.arrayFilters as Document[] | undefined;
  if (target) {
    const { doc } = collection!.modify(target, change, arrayFilters);
    return answer(command.new === true ? doc : target, { n: 1, updatedExisting: true });
  }
  if (command.upsert === true) {
    const doc = engine.collection(db, name, true).upsert(query, change, arrayFilters);
    return answer(command.new === true ? doc : null, { n: 1, updatedExisting: false, upserted: doc._id });
  }
  return answer(null, { n: 0, updatedExisting: false });
}
