import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Collection, Filter, StoredDocument } from '../../server/src/store/port';
import { matches } from '../../server/src/store/sqlite/documents';
import { FilterTranslator } from '../../server/src/store/sqlite/filter';
import { SqliteStore } from '../../server/src/store/sqlite/store';
import { tempDir } from '../support/temp';

/**
 * The SQL a filter becomes finds exactly the documents MongoDB's meaning (as NeDB's matcher,
 * held to it by the contract suite, evaluates it) finds: random documents with scalars, arrays,
 * subdocuments and arrays of subdocuments, random filters over every port operator, on plain
 * paths and on indexed ones (the `json_extract` form the indexes use).
 */

const values = fc.oneof(fc.constantFrom('a', 'b', 'B', 'ab'), fc.integer({ min: -2, max: 3 }), fc.boolean());
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined, freq: 3 });
const sub = fc.record({ k: maybe(values), n: maybe(fc.integer({ min: 0, max: 3 })) }, { requiredKeys: [] });
const documents = fc.array(
  fc.record(
    {
      s: maybe(values),
      t: maybe(fc.oneof(values, fc.array(values, { maxLength: 3 }))),
      o: maybe(sub),
      l: maybe(fc.array(sub, { maxLength: 3 })),
    },
    { requiredKeys: [] },
  ),
  { maxLength: 12 },
);

// Positions only into arrays of subdocuments: NeDB's matcher reads a position in a string and
// loses a falsy element at a position (MongoDB does neither); the case below checks those.
const paths = fc.constantFrom('s', 't', 'o.k', 'o.n', 'l.k', 'l.n', '_id', 'l.0', 'l.0.k', 'l.1.n');
const condition: fc.Arbitrary<unknown> = fc.oneof(
  values,
  fc.record({ $eq: values }),
  fc.record({ $ne: values }),
  fc.record({ $in: fc.array(values, { maxLength: 3 }) }),
  fc.record({ $nin: fc.array(values, { maxLength: 3 }) }),
  fc.record({ $gt: values }),
  fc.record({ $gte: values, $lt: values }),
  fc.record({ $lte: values }),
  fc.record({ $exists: fc.boolean() }),
  fc.constantFrom({ $regex: /^a/ }, { $regex: /b/i }),
);
const field = fc.tuple(paths, condition).map(([path, c]) => ({ [path]: c }) as Filter);
const elemMatch = fc.oneof(
  fc.record({ k: condition, n: condition }, { requiredKeys: [] }).map((m) => ({ l: { $elemMatch: m } }) as Filter),
  fc.record({ $gt: fc.integer({ min: -2, max: 3 }), $lt: fc.integer({ min: -2, max: 3 }) }).map((m) => ({ t: { $elemMatch: m } }) as Filter),
);
const filters: fc.Arbitrary<Filter> = fc.letrec<{ filter: Filter }>((tie) => ({
  filter: fc.oneof(
    { depthSize: 'small' },
    field,
    elemMatch,
    fc.array(tie('filter'), { minLength: 1, maxLength: 3 }).map((all) => ({ $and: all })),
    fc.array(tie('filter'), { minLength: 1, maxLength: 3 }).map((any) => ({ $or: any })),
  ),
})).filter;

/**
 * MongoDB's meaning, spelled so NeDB's matcher evaluates it: on an array, each operator of a
 * field's condition may be met by a different element (`{ t: { $gte: 1, $lt: 1 } }` finds
 * `t: [0, 1]`), where NeDB asks one element to meet them all. So a condition with several
 * operators becomes an `$and` of one condition per operator, which means the same on a scalar.
 */
function mongoMeaning(filter: Filter): Filter {
  const parts: Filter[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$and' || key === '$or') {
      parts.push({ [key]: (value as Filter[]).map(mongoMeaning) } as Filter);
    } else if (value !== null && typeof value === 'object' && !(value instanceof RegExp) && !Array.isArray(value)) {
      const operators = Object.entries(value as Record<string, unknown>);
      const split = operators.length > 1 && operators.every(([op]) => op.startsWith('$'));
      if (split) for (const [op, operand] of operators) parts.push({ [key]: { [op]: operand } } as Filter);
      else parts.push({ [key]: value } as Filter);
    } else {
      parts.push({ [key]: value } as Filter);
    }
  }
  return parts.length === 1 ? parts[0]! : ({ $and: parts } as Filter);
}

describe('SQLite filter translation', () => {
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let store: SqliteStore;
  let sequence = 0;

  beforeAll(async () => {
    dir = await tempDir('almanac-sqlite-filters-');
    store = await SqliteStore.open(dir.path);
  });
  afterAll(async () => {
    await store?.close();
    await dir?.remove();
  });

  async function fill(docs: Array<Record<string, unknown>>, indexed: false | 'before' | 'after'): Promise<Collection<StoredDocument>> {
    const c = store.collection<StoredDocument>(`f${(sequence += 1)}`);
    const paths = ['s', 't', 'o.k', 'o.n', 'l.k'];
    // Indexes declared before the documents: the paths start out free of arrays (and of any kind
    // of value) and change as they come; declared after, one scan finds what they hold.
    if (indexed === 'before') for (const path of paths) await c.createIndex({ [path]: 1 });
    for (const [i, doc] of docs.entries()) await c.insertOne({ _id: `d${i}`, ...doc });
    if (indexed === 'after') for (const path of paths) await c.createIndex({ [path]: 1 });
    return c;
  }

  it.each([false, 'before', 'after'] as const)('finds exactly what the filter means (indexed paths: %s)', async (indexed) => {
    await fc.assert(
      fc.asyncProperty(documents, filters, async (docs, filter) => {
        const c = await fill(docs as Array<Record<string, unknown>>, indexed);
        const all = await c.find({}, { sort: { _id: 1 } });
        const expected = all.filter((doc) => matches(doc, mongoMeaning(filter))).map((d) => d._id);
        const found = (await c.find(filter, { sort: { _id: 1 } })).map((d) => d._id);
        expect(found).toEqual(expected);
        expect(await c.count(filter)).toBe(expected.length);
      }),
      { numRuns: 150, examples: [[[{ t: [0, 1] }], { t: { $gte: 1, $lt: 1 } } as Filter]] },
    );
  });

  it('compares an indexed path of one kind of value on the index alone, and checks types again once another kind is written', async () => {
    const c = store.collection<StoredDocument & { v?: unknown }>(`f${(sequence += 1)}`);
    await c.createIndex({ v: 1 });
    for (const [i, v] of [0, 1, 2, null].entries()) await c.insertOne({ _id: `n${i}`, v });
    await c.insertOne({ _id: 'none' });
    const ids = async (filter: Filter) => (await c.find(filter, { sort: { _id: 1 } })).map((d) => d._id);
    const plan = (filter: Filter) => {
      const condition = new FilterTranslator(() => ({ kinds: new Set(['number', 'null'] as const) })).translate(filter);
      return condition.sql;
    };
    // Numbers and nulls only: no JSON type in the SQL, so SQLite decides on the index's entries.
    expect(plan({ v: 1 })).not.toContain('json_type');
    expect(plan({ v: { $gte: 1 } })).not.toContain('json_type');
    expect(await ids({ v: 1 })).toEqual(['n1']);
    expect(await ids({ v: { $gte: 1 } })).toEqual(['n1', 'n2']);
    expect(await c.count({ v: { $lt: 2 } })).toBe(2);
    // A boolean reads as 1 in SQL, a string compares above every number: both must stay apart.
    await c.insertOne({ _id: 'b', v: true });
    await c.insertOne({ _id: 's', v: 'x' });
    await c.insertOne({ _id: 'o', v: { a: 1 } });
    expect(await ids({ v: 1 })).toEqual(['n1']);
    expect(await ids({ v: true })).toEqual(['b']);
    expect(await ids({ v: { $gte: 1 } })).toEqual(['n1', 'n2']);
    expect(await ids({ v: { $gt: 'a' } })).toEqual(['s']);
    expect(await ids({ v: '{"a":1}' })).toEqual([]);
    expect(await ids({ v: { $exists: false } })).toEqual(['none']);
    expect(await c.count({ v: { $exists: true } })).toBe(7);
  });

  it('finds the kinds of value of a database made before they were kept, once, when the collection is first opened', async () => {
    const older = await tempDir('almanac-sqlite-kinds-');
    try {
      let opened = await SqliteStore.open(older.path);
      const c = opened.collection<StoredDocument & { v?: unknown }>('k');
      await c.createIndex({ v: 1 });
      for (const [i, v] of [1, 2, true].entries()) await c.insertOne({ _id: `k${i}`, v });
      // As an older engine left it: no column for the kinds.
      opened.db.exec('ALTER TABLE port_paths DROP COLUMN kinds');
      await opened.close();
      opened = await SqliteStore.open(older.path);
      try {
        const again = opened.collection<StoredDocument & { v?: unknown }>('k');
        expect(opened.db.prepare(`SELECT kinds FROM port_paths WHERE collection = 'k' AND path = 'v'`).get()).toEqual({ kinds: 'boolean,number' });
        expect((await again.find({ v: 1 })).map((d) => d._id)).toEqual(['k0']);
        expect(await again.count({ v: true })).toBe(1);
      } finally {
        await opened.close();
      }
    } finally {
      await older.remove();
    }
  });

  it('reads a number in a path as a position in an array, as MongoDB does', async () => {
    const c = await fill(
      [{ classes: [] }, { classes: ['mage'] }, { classes: ['knight', 'mage'] }, { classes: [false] }, { name: 'ab' }] as Array<Record<string, unknown>>,
      false,
    );
    const ids = async (filter: Filter) => (await c.find(filter, { sort: { _id: 1 } })).map((d) => d._id);
    // The items list's "every class can wear it": no first class.
    expect(await ids({ 'classes.0': { $exists: false } })).toEqual(['d0', 'd4']);
    expect(await ids({ 'classes.1': 'mage' })).toEqual(['d2']);
    expect(await ids({ 'classes.0': { $ne: false }, classes: { $exists: true } })).toEqual(['d0', 'd1', 'd2']);
    expect(await ids({ 'name.0': 'a' })).toEqual([]);
  });

  it('translates the port operators to SQL alone (no row is checked in JavaScript)', () => {
    const translator = new FilterTranslator(() => null);
    for (const filter of [
      { name: 'x', n: { $gte: 1, $lt: 3 }, tags: { $in: ['a', 'b'] } },
      { 'ratings.userId': { $ne: 'u1' }, ratings: { $elemMatch: { userId: 'u2', stars: { $lte: 2 } } } },
      { $or: [{ name: { $regex: /^a/i } }, { flag: true }, { gone: { $exists: false } }], n: { $nin: [1, 2] } },
    ]) {
      expect(translator.translate(filter).exact).toBe(true);
    }
    // null, a subdocument or an array as an operand: SQL narrows, JavaScript decides.
    expect(translator.translate({ name: null }).exact).toBe(false);
    expect(translator.translate({ nested: { a: 1 } }).exact).toBe(false);
  });
});
