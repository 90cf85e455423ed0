import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DuplicateKeyError,
  UnsupportedOperatorError,
  type ChangeEvent,
  type ChangeFeed,
  type Collection,
  type Store,
  type StoredDocument,
} from '../../server/src/store/port';
import { buildCountsContract } from './build-counts.contract';
import { trendingWindowContract } from './trending-window.contract';
import { transactionContract } from './transaction.contract';

/** A store opened for one contract run, and how to throw its data away afterwards. */
export interface OpenedStore {
  store: Store;
  dispose(): Promise<void>;
}

export type StoreFactory = () => Promise<OpenedStore>;

interface Rating {
  userId: string;
  stars: number;
}

interface Doc extends StoredDocument {
  name?: string;
  n?: number;
  tags?: string[];
  ratings?: Rating[];
  count?: number;
  email?: string;
  nested?: { level?: number; label?: string };
}

/** Reads events from a feed until `count` have arrived (or fails after `timeoutMs`). */
async function take<T extends StoredDocument>(feed: ChangeFeed<T>, count: number, timeoutMs = 10_000): Promise<ChangeEvent<T>[]> {
  const events: ChangeEvent<T>[] = [];
  const iterator = feed[Symbol.asyncIterator]();
  const deadline = Date.now() + timeoutMs;
  while (events.length < count) {
    const left = deadline - Date.now();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Only ${events.length} of ${count} change events arrived`)), left);
    });
    const next = await Promise.race([iterator.next(), timeout]).finally(() => clearTimeout(timer));
    if (next.done) break;
    // A reload only says "re-read"; it carries no change, so it is not one of the awaited events.
    if (next.value.type !== 'reload') events.push(next.value);
  }
  return events;
}

const ids = (docs: StoredDocument[]) => docs.map((d) => d._id);

/**
 * The store port's contract (server/src/store/port.ts). Every engine runs this same suite, so a
 * repository written against the port behaves the same on the embedded engine and on MongoDB.
 * Each test works in its own collection, so tests never see each other's documents.
 */
export function storeContract(name: string, factory: StoreFactory, options: { skip?: string | null; atomicTransactions?: boolean } = {}): void {
  describe.skipIf(Boolean(options.skip))(`store contract: ${name}`, () => {
    let opened: OpenedStore;
    let store: Store;
    let sequence = 0;
    /** A fresh, empty collection for one test. */
    const fresh = <T extends StoredDocument = Doc>(): Collection<T> => store.collection<T>(`c${Date.now().toString(36)}_${(sequence += 1)}`);

    /** A collection with a small fixed set of documents for the filter tests. */
    const people = async () => {
      const c = fresh();
      const docs: Doc[] = [
        { _id: 'a', name: 'Aldric', n: 1, tags: ['warrior', 'tank'], ratings: [{ userId: 'u1', stars: 5 }, { userId: 'u2', stars: 2 }], nested: { level: 10, label: 'x' } },
        { _id: 'b', name: 'brenna', n: 2, tags: ['mage'], ratings: [{ userId: 'u2', stars: 4 }], nested: { level: 20 } },
        { _id: 'c', name: 'Corvin', n: 3, tags: [], ratings: [] },
        { _id: 'd', name: 'Dara', n: 4 },
        { _id: 'e', n: 5, tags: ['mage', 'healer'], ratings: [{ userId: 'u3', stars: 1 }, { userId: 'u1', stars: 3 }] },
      ];
      for (const doc of docs) await c.insertOne(doc);
      return c;
    };
    const matching = async (c: Collection<Doc>, filter: Record<string, unknown>) =>
      ids(await c.find(filter, { sort: { _id: 1 } }));

    beforeAll(async () => {
      opened = await factory();
      store = opened.store;
    });
    afterAll(async () => {
      await opened?.store.close();
      await opened?.dispose();
    });

    describe('insertOne, findOne, find, count, deleteOne', () => {
      it('reads back an inserted document and gives null for an unknown id', async () => {
        const c = fresh();
        const doc = { _id: 'x', name: 'X', n: 1, tags: ['a'], nested: { level: 2 } };
        expect(await c.insertOne(doc)).toEqual(doc);
        expect(await c.findOne({ _id: 'x' })).toEqual(doc);
        expect(await c.findOne({ _id: 'missing' })).toBeNull();
      });

      it('keeps what it stored apart from the object the caller inserted and later changes', async () => {
        const c = fresh();
        const doc: Doc = { _id: 'x', tags: ['a'] };
        await c.insertOne(doc);
        doc.tags!.push('changed');
        const read = await c.findOne({ _id: 'x' });
        read!.tags!.push('changed too');
        expect(await c.findOne({ _id: 'x' })).toEqual({ _id: 'x', tags: ['a'] });
      });

      it('refuses a second document with the same _id with DuplicateKeyError', async () => {
        const c = fresh();
        await c.insertOne({ _id: 'x', n: 1 });
        await expect(c.insertOne({ _id: 'x', n: 2 })).rejects.toBeInstanceOf(DuplicateKeyError);
        expect(await c.find()).toEqual([{ _id: 'x', n: 1 }]);
      });

      it('counts all documents or those matching a filter', async () => {
        const c = await people();
        expect(await c.count()).toBe(5);
        expect(await c.count({ n: { $gte: 3 } })).toBe(3);
        expect(await c.count({ name: 'nobody' })).toBe(0);
      });

      it('counts at most a limit when given one, and refuses a limit that is not a positive whole number', async () => {
        const c = await people();
        expect(await c.count({}, { limit: 2 })).toBe(2);
        expect(await c.count({ n: { $gte: 3 } }, { limit: 10 })).toBe(3);
        expect(await c.count({ n: { $gte: 3 } }, { limit: 3 })).toBe(3);
        expect(await c.count({ name: 'nobody' }, { limit: 1 })).toBe(0);
        for (const limit of [0, -1, 1.5]) await expect(c.count({}, { limit })).rejects.toThrow(/limit/);
      });

      it('sorts ascending and descending, on several keys and on dotted paths', async () => {
        const c = await people();
        expect(ids(await c.find({}, { sort: { n: -1 } }))).toEqual(['e', 'd', 'c', 'b', 'a']);
        expect(ids(await c.find({ 'nested.level': { $exists: true } }, { sort: { 'nested.level': -1 } }))).toEqual(['b', 'a']);
        const pairs = fresh();
        for (const [id, name, n] of [['p1', 'x', 2], ['p2', 'y', 1], ['p3', 'x', 1]] as const) await pairs.insertOne({ _id: id, name, n });
        expect(ids(await pairs.find({}, { sort: { name: 1, n: 1 } }))).toEqual(['p3', 'p1', 'p2']);
      });

      it('skips and limits after sorting', async () => {
        const c = await people();
        expect(ids(await c.find({}, { sort: { n: 1 }, skip: 1, limit: 2 }))).toEqual(['b', 'c']);
        expect(ids(await c.find({}, { sort: { n: 1 }, skip: 4, limit: 10 }))).toEqual(['e']);
        expect(await c.find({}, { sort: { n: 1 }, skip: 10 })).toEqual([]);
      });

      it('projects by inclusion and by exclusion, always with _id', async () => {
        const c = await people();
        expect(await c.find({ _id: 'a' }, { projection: { name: 1, n: 1 } })).toEqual([{ _id: 'a', name: 'Aldric', n: 1 }]);
        expect(await c.findOne({ _id: 'b' }, { projection: { ratings: 0, tags: 0, nested: 0 } })).toEqual({ _id: 'b', name: 'brenna', n: 2 });
      });

      it('findOne takes the first document in the given sort order', async () => {
        const c = await people();
        expect((await c.findOne({ tags: 'mage' }, { sort: { n: -1 } }))?._id).toBe('e');
        expect((await c.findOne({ tags: 'mage' }, { sort: { n: 1 } }))?._id).toBe('b');
      });

      it('deletes exactly one matching document and says whether it did', async () => {
        const c = await people();
        expect(await c.deleteOne({ tags: 'mage' })).toBe(true);
        expect(await c.count({ tags: 'mage' })).toBe(1);
        expect(await c.deleteOne({ _id: 'nobody' })).toBe(false);
        expect(await c.count()).toBe(4);
      });

      it('deletes every matching document and says how many', async () => {
        const c = await people();
        expect(await c.deleteMany({ tags: 'mage' })).toBe(2);
        expect(await c.count({ tags: 'mage' })).toBe(0);
        expect(await c.deleteMany({ tags: 'mage' })).toBe(0);
        expect(await c.count()).toBe(3);
      });
    });

    describe('filters', () => {
      it('matches plain equality, $eq and equality against an array element', async () => {
        const c = await people();
        expect(await matching(c, { name: 'Dara' })).toEqual(['d']);
        expect(await matching(c, { n: { $eq: 2 } })).toEqual(['b']);
        expect(await matching(c, { tags: 'mage' })).toEqual(['b', 'e']);
        expect(await matching(c, { tags: { $eq: 'tank' } })).toEqual(['a']);
      });

      it('compares with $gt, $gte, $lt, $lte, also combined on one field', async () => {
        const c = await people();
        expect(await matching(c, { n: { $gt: 3 } })).toEqual(['d', 'e']);
        expect(await matching(c, { n: { $gte: 3 } })).toEqual(['c', 'd', 'e']);
        expect(await matching(c, { n: { $lt: 2 } })).toEqual(['a']);
        expect(await matching(c, { n: { $gt: 1, $lte: 3 } })).toEqual(['b', 'c']);
        expect(await matching(c, { name: { $gte: 'B', $lt: 'D' } })).toEqual(['c']);
      });

      it('matches $in and $nin on scalars, including missing fields for $nin', async () => {
        const c = await people();
        expect(await matching(c, { n: { $in: [1, 4, 9] } })).toEqual(['a', 'd']);
        expect(await matching(c, { name: { $nin: ['Aldric', 'Dara'] } })).toEqual(['b', 'c', 'e']);
      });

      it('treats $ne and $nin on arrays as "no element matches", as MongoDB does', async () => {
        const c = await people();
        // 'a' holds ['warrior', 'tank']: an element differs from 'tank', yet it must not match.
        expect(await matching(c, { tags: { $ne: 'tank' } })).toEqual(['b', 'c', 'd', 'e']);
        expect(await matching(c, { tags: { $nin: ['mage', 'tank'] } })).toEqual(['c', 'd']);
        expect(await matching(c, { tags: { $in: ['mage', 'tank'] } })).toEqual(['a', 'b', 'e']);
      });

      it('follows dotted paths into arrays of subdocuments, for equality, $ne and $nin', async () => {
        const c = await people();
        expect(await matching(c, { 'ratings.userId': 'u1' })).toEqual(['a', 'e']);
        expect(await matching(c, { 'ratings.userId': { $ne: 'u1' } })).toEqual(['b', 'c', 'd']);
        expect(await matching(c, { 'ratings.userId': { $nin: ['u1', 'u2'] } })).toEqual(['c', 'd']);
        expect(await matching(c, { 'ratings.stars': { $gte: 5 } })).toEqual(['a']);
        expect(await matching(c, { 'nested.level': 20 })).toEqual(['b']);
      });

      it('$elemMatch requires one element to meet every condition', async () => {
        const c = await people();
        // 'a' has a u1 rating and a 2-star rating, but not one element that is both.
        expect(await matching(c, { ratings: { $elemMatch: { userId: 'u2', stars: { $lte: 2 } } } })).toEqual(['a']);
        expect(await matching(c, { ratings: { $elemMatch: { userId: 'u1', stars: 2 } } })).toEqual([]);
        expect(await matching(c, { ratings: { $elemMatch: { userId: { $in: ['u3'] }, stars: { $lt: 3 } } } })).toEqual(['e']);
      });

      it('$elemMatch works on arrays of scalars with operators', async () => {
        const scores = fresh<{ _id: string; scores: number[] }>();
        await scores.insertOne({ _id: 's1', scores: [1, 9] });
        await scores.insertOne({ _id: 's2', scores: [5, 6] });
        expect(ids(await scores.find({ scores: { $elemMatch: { $gt: 4, $lt: 7 } } }))).toEqual(['s2']);
      });

      it('matches $regex given as a RegExp, with flags, on strings and array elements', async () => {
        const c = await people();
        expect(await matching(c, { name: { $regex: /^[a-c]/i } })).toEqual(['a', 'b', 'c']);
        expect(await matching(c, { name: { $regex: /^[a-c]/ } })).toEqual(['b']);
        expect(await matching(c, { tags: { $regex: /^hea/ } })).toEqual(['e']);
      });

      it('matches $exists true and false, on top-level and dotted fields', async () => {
        const c = await people();
        expect(await matching(c, { name: { $exists: false } })).toEqual(['e']);
        expect(await matching(c, { tags: { $exists: true } })).toEqual(['a', 'b', 'c', 'e']);
        expect(await matching(c, { 'nested.label': { $exists: true } })).toEqual(['a']);
      });

      it('counts an empty array as existing, but not a path into an empty array of subdocuments', async () => {
        const c = await people();
        // 'c' holds tags: [] and ratings: [].
        expect(await matching(c, { tags: { $exists: false } })).toEqual(['d']);
        expect(await matching(c, { 'ratings.userId': { $exists: true } })).toEqual(['a', 'b', 'e']);
        expect(await matching(c, { 'ratings.userId': { $exists: false } })).toEqual(['c', 'd']);
        const deep = fresh<{ _id: string; inner?: { list?: unknown[] } }>();
        await deep.insertOne({ _id: 'empty', inner: { list: [] } });
        await deep.insertOne({ _id: 'none', inner: {} });
        expect(ids(await deep.find({ 'inner.list': { $exists: true } }))).toEqual(['empty']);
      });

      it('combines conditions with $and and $or, nested in each other', async () => {
        const c = await people();
        expect(await matching(c, { $or: [{ n: 1 }, { tags: 'healer' }] })).toEqual(['a', 'e']);
        expect(await matching(c, { $and: [{ n: { $gt: 1 } }, { tags: { $ne: 'mage' } }] })).toEqual(['c', 'd']);
        expect(await matching(c, { n: { $lt: 5 }, $or: [{ name: { $regex: /^d/i } }, { $and: [{ tags: 'mage' }, { 'ratings.userId': { $ne: 'u3' } }] }] })).toEqual(['b', 'd']);
      });

      it.each([
        ['$where', { $where: 'true' }],
        ['$not', { n: { $not: { $gt: 1 } } }],
        ['$size', { tags: { $size: 2 } }],
        ['$expr', { $expr: { $gt: ['$n', 1] } }],
        ['$nor', { $nor: [{ n: 1 }] }],
        ['an operator nested in $or', { $or: [{ n: 1 }, { tags: { $all: ['mage'] } }] }],
      ])('rejects %s with UnsupportedOperatorError in find, count, update and delete', async (_label, filter) => {
        const c = await people();
        await expect(c.find(filter)).rejects.toBeInstanceOf(UnsupportedOperatorError);
        await expect(c.findOne(filter)).rejects.toBeInstanceOf(UnsupportedOperatorError);
        await expect(c.count(filter)).rejects.toBeInstanceOf(UnsupportedOperatorError);
        await expect(c.updateOne(filter, { $set: { n: 0 } })).rejects.toBeInstanceOf(UnsupportedOperatorError);
        await expect(c.deleteOne(filter)).rejects.toBeInstanceOf(UnsupportedOperatorError);
        expect(await c.count()).toBe(5);
      });
    });

    describe('updates', () => {
      it('$set sets top-level and dotted fields; $unset removes them', async () => {
        const c = fresh();
        await c.insertOne({ _id: 'x', name: 'old', n: 1, nested: { level: 1, label: 'keep' } });
        await c.updateOne({ _id: 'x' }, { $set: { name: 'new', 'nested.level': 2 }, $unset: { n: '' } });
        expect(await c.findOne({ _id: 'x' })).toEqual({ _id: 'x', name: 'new', nested: { level: 2, label: 'keep' } });
        await c.updateOne({ _id: 'x' }, { $unset: { 'nested.label': '' } });
        expect(await c.findOne({ _id: 'x' })).toEqual({ _id: 'x', name: 'new', nested: { level: 2 } });
      });

      it('$inc adds to a number and starts a missing field from zero', async () => {
        const c = fresh();
        await c.insertOne({ _id: 'x', n: 5 });
        await c.updateOne({ _id: 'x' }, { $inc: { n: -2, count: 3 } });
        expect(await c.findOne({ _id: 'x' })).toEqual({ _id: 'x', n: 3, count: 3 });
      });

      it('$push appends, also to a missing array, and $addToSet adds only what is absent', async () => {
        const c = fresh();
        await c.insertOne({ _id: 'x', tags: ['a'] });
        await c.updateOne({ _id: 'x' }, { $push: { tags: 'a', ratings: { userId: 'u1', stars: 3 } } });
        await c.updateOne({ _id: 'x' }, { $addToSet: { tags: 'a' } });
        await c.updateOne({ _id: 'x' }, { $addToSet: { tags: 'b' } });
        expect(await c.findOne({ _id: 'x' })).toEqual({ _id: 'x', tags: ['a', 'a', 'b'], ratings: [{ userId: 'u1', stars: 3 }] });
      });

      it('$addToSet compares subdocuments by value', async () => {
        const c = fresh();
        await c.insertOne({ _id: 'x', ratings: [{ userId: 'u1', stars: 3 }] });
        await c.updateOne({ _id: 'x' }, { $addToSet: { ratings: { userId: 'u1', stars: 3 } } });
        await c.updateOne({ _id: 'x' }, { $addToSet: { ratings: { userId: 'u1', stars: 4 } } });
        expect((await c.findOne({ _id: 'x' }))!.ratings).toEqual([{ userId: 'u1', stars: 3 }, { userId: 'u1', stars: 4 }]);
      });

      it('$pull removes the elements meeting a condition, for subdocuments and scalars', async () => {
        const c = fresh();
        await c.insertOne({
          _id: 'x',
          tags: ['a', 'b', 'a', 'c'],
          ratings: [{ userId: 'u1', stars: 1 }, { userId: 'u2', stars: 5 }, { userId: 'u1', stars: 4 }],
        });
        await c.updateOne({ _id: 'x' }, { $pull: { ratings: { userId: 'u1', stars: { $lt: 3 } }, tags: { $in: ['a', 'c'] } } });
        expect(await c.findOne({ _id: 'x' })).toEqual({ _id: 'x', tags: ['b'], ratings: [{ userId: 'u2', stars: 5 }, { userId: 'u1', stars: 4 }] });
        await c.updateOne({ _id: 'x' }, { $pull: { tags: 'b' } });
        expect((await c.findOne({ _id: 'x' }))!.tags).toEqual([]);
      });

      it('updates only the first match and reports matchedCount', async () => {
        const c = await people();
        expect(await c.updateOne({ tags: 'mage' }, { $set: { count: 1 } })).toEqual({ matchedCount: 1, upsertedId: null });
        expect(await c.count({ count: 1 })).toBe(1);
        expect(await c.updateOne({ _id: 'nobody' }, { $set: { count: 1 } })).toEqual({ matchedCount: 0, upsertedId: null });
        expect(await c.count({ count: { $exists: true } })).toBe(1);
      });

      it('upserts with a string _id: inserts from the filter equalities and the update, then updates', async () => {
        const c = fresh();
        expect(await c.updateOne({ _id: 'x', name: 'X' }, { $inc: { count: 1 }, $set: { n: 7 } }, { upsert: true })).toEqual({
          matchedCount: 0,
          upsertedId: 'x',
        });
        expect(await c.findOne({ _id: 'x' })).toEqual({ _id: 'x', name: 'X', count: 1, n: 7 });
        expect(await c.updateOne({ _id: 'x' }, { $inc: { count: 1 } }, { upsert: true })).toEqual({ matchedCount: 1, upsertedId: null });
        expect(await c.findOne({ _id: 'x' })).toEqual({ _id: 'x', name: 'X', count: 2, n: 7 });
      });

      it('refuses an upsert whose filter has no string _id', async () => {
        const c = fresh();
        await expect(c.updateOne({ name: 'X' }, { $set: { n: 1 } }, { upsert: true })).rejects.toBeInstanceOf(TypeError);
        await expect(c.findOneAndUpdate({ _id: { $in: ['x'] } }, { $set: { n: 1 } }, { upsert: true })).rejects.toBeInstanceOf(TypeError);
        expect(await c.count()).toBe(0);
      });

      it('findOneAndUpdate returns the document after the update, or null', async () => {
        const c = fresh();
        await c.insertOne({ _id: 'x', count: 1, tags: [] });
        expect(await c.findOneAndUpdate({ _id: 'x' }, { $inc: { count: 1 }, $push: { tags: 't' } })).toEqual({ _id: 'x', count: 2, tags: ['t'] });
        expect(await c.findOneAndUpdate({ _id: 'y' }, { $inc: { count: 1 } })).toBeNull();
        expect(await c.findOneAndUpdate({ _id: 'y' }, { $inc: { count: 1 } }, { upsert: true })).toEqual({ _id: 'y', count: 1 });
        expect(await c.findOneAndUpdate({ _id: 'x', count: 99 }, { $inc: { count: 1 } })).toBeNull();
        expect((await c.findOne({ _id: 'x' }))!.count).toBe(2);
      });

      it.each([
        ['$rename', { $rename: { n: 'm' } }],
        ['$mul', { $mul: { n: 2 } }],
        ['a replacement document', { n: 2 }],
        ['an empty update', {}],
      ])('rejects %s with UnsupportedOperatorError and changes nothing', async (_label, update) => {
        const c = fresh();
        await c.insertOne({ _id: 'x', n: 1 });
        await expect(c.updateOne({ _id: 'x' }, update as never)).rejects.toBeInstanceOf(UnsupportedOperatorError);
        await expect(c.findOneAndUpdate({ _id: 'x' }, update as never)).rejects.toBeInstanceOf(UnsupportedOperatorError);
        expect(await c.findOne({ _id: 'x' })).toEqual({ _id: 'x', n: 1 });
      });
    });

    describe('indexes', () => {
      it('a unique index refuses a duplicate on insert and on update with DuplicateKeyError', async () => {
        const c = fresh();
        await c.createIndex({ email: 1 }, { unique: true });
        await c.createIndex({ email: 1 }, { unique: true });
        await c.insertOne({ _id: 'x', email: 'a@example.com' });
        await c.insertOne({ _id: 'y', email: 'b@example.com' });
        await expect(c.insertOne({ _id: 'z', email: 'a@example.com' })).rejects.toBeInstanceOf(DuplicateKeyError);
        await expect(c.updateOne({ _id: 'y' }, { $set: { email: 'a@example.com' } })).rejects.toBeInstanceOf(DuplicateKeyError);
        await expect(c.findOneAndUpdate({ _id: 'y' }, { $set: { email: 'a@example.com' } })).rejects.toBeInstanceOf(DuplicateKeyError);
        await expect(c.updateOne({ _id: 'z' }, { $set: { email: 'a@example.com' } }, { upsert: true })).rejects.toBeInstanceOf(DuplicateKeyError);
        expect(await c.find({}, { sort: { _id: 1 } })).toEqual([
          { _id: 'x', email: 'a@example.com' },
          { _id: 'y', email: 'b@example.com' },
        ]);
      });

      it('a unique index cannot be created over existing duplicates', async () => {
        const c = fresh();
        await c.insertOne({ _id: 'x', email: 'same' });
        await c.insertOne({ _id: 'y', email: 'same' });
        await expect(c.createIndex({ email: 1 }, { unique: true })).rejects.toBeInstanceOf(DuplicateKeyError);
      });

      it('a sparse unique index lets many documents lack the field but refuses duplicate values', async () => {
        const c = fresh();
        await c.createIndex({ email: 1 }, { unique: true, sparse: true });
        await c.insertOne({ _id: 'x' });
        await c.insertOne({ _id: 'y' });
        await c.insertOne({ _id: 'z', email: 'a@example.com' });
        await expect(c.insertOne({ _id: 'w', email: 'a@example.com' })).rejects.toBeInstanceOf(DuplicateKeyError);
        await c.updateOne({ _id: 'z' }, { $unset: { email: '' } });
        await c.insertOne({ _id: 'w', email: 'a@example.com' });
        expect(await c.count()).toBe(4);
      });

      it('a unique index on several fields refuses only the same combination', async () => {
        const c = fresh();
        await c.createIndex({ name: 1, n: 1 }, { unique: true });
        await c.insertOne({ _id: 'x', name: 'a', n: 1 });
        await c.insertOne({ _id: 'y', name: 'a', n: 2 });
        await expect(c.insertOne({ _id: 'z', name: 'a', n: 1 })).rejects.toBeInstanceOf(DuplicateKeyError);
      });

      it('a counted index answers counts of its leading fields exactly through inserts, updates, deletes and a failed transaction', async () => {
        const c = fresh<Doc & { open?: boolean; kind?: string }>();
        await c.insertOne({ _id: 'before', open: true, kind: 'a' });
        // Declared over documents already there: they are counted too.
        await c.createIndex({ open: 1, kind: 1 }, { counted: true });
        await c.createIndex({ open: 1, kind: 1 }, { counted: true });
        for (const [i, kind] of ['a', 'b', 'a', 'c'].entries()) await c.insertOne({ _id: `d${i}`, open: i !== 3, kind });
        const counts = async () => [
          await c.count({ open: true }),
          await c.count({ $and: [{ open: true }, { kind: 'a' }] }),
          await c.count({ open: true, kind: 'b' }),
          await c.count({ open: false }),
          await c.count({ open: true }, { limit: 2 }),
        ];
        expect(await counts()).toEqual([4, 3, 1, 1, 2]);
        await c.updateOne({ _id: 'd0' }, { $set: { kind: 'b' } });
        await c.updateOne({ _id: 'd1' }, { $set: { open: false } });
        await c.updateOne({ _id: 'd2' }, { $set: { name: 'unrelated' } });
        expect(await counts()).toEqual([3, 2, 1, 2, 2]);
        await c.deleteOne({ _id: 'before' });
        await c.deleteMany({ kind: 'c' });
        expect(await counts()).toEqual([2, 1, 1, 1, 2]);
        await c.updateOne({ _id: 'new' }, { $set: { open: true, kind: 'a' } }, { upsert: true });
        expect(await counts()).toEqual([3, 2, 1, 1, 2]);
        await expect(
          store.transaction(async (scope) => {
            await scope.collection<Doc & { open?: boolean; kind?: string }>(c.name).insertOne({ _id: 'rolled back', open: true, kind: 'a' });
            throw new Error('fails after its write');
          }),
        ).rejects.toThrow('fails after its write');
        // An atomic engine took the write back, and its count with it; another kept both.
        expect(await counts()).toEqual(store.atomicTransactions ? [3, 2, 1, 1, 2] : [4, 3, 1, 1, 2]);
        await c.deleteOne({ _id: 'rolled back' });
        expect(await counts()).toEqual([3, 2, 1, 1, 2]);
        // A value of another kind at a counted field (1 is not true) is counted apart, and a filter the counts cannot answer is still exact.
        await c.insertOne({ _id: 'number', open: 1 as unknown as boolean, kind: 'a' });
        expect(await c.count({ open: true })).toBe(3);
        expect(await c.count({ open: 1 })).toBe(1);
        expect(await c.count({ kind: 'a' })).toBe(3);
        expect(await c.count({ open: true, kind: { $in: ['a', 'b'] } })).toBe(3);
      });
    });

    describe('watch', () => {
      it('delivers insert, update and delete in order with the document after each change', async () => {
        const c = fresh();
        const feed = c.watch();
        await feed.ready();
        await c.insertOne({ _id: 'x', count: 0 });
        await c.updateOne({ _id: 'x' }, { $inc: { count: 1 } });
        await c.findOneAndUpdate({ _id: 'x' }, { $push: { tags: 't' } });
        await c.updateOne({ _id: 'y' }, { $set: { name: 'Y' } }, { upsert: true });
        await c.deleteOne({ _id: 'x' });
        const events = await take(feed, 5);
        await feed.close();
        expect(events).toEqual([
          { type: 'insert', collection: c.name, id: 'x', document: { _id: 'x', count: 0 } },
          { type: 'update', collection: c.name, id: 'x', document: { _id: 'x', count: 1 } },
          { type: 'update', collection: c.name, id: 'x', document: { _id: 'x', count: 1, tags: ['t'] } },
          { type: 'insert', collection: c.name, id: 'y', document: { _id: 'y', name: 'Y' } },
          { type: 'delete', collection: c.name, id: 'x', document: null },
        ]);
      });

      it('delivers nothing for writes that fail or match nothing', async () => {
        const c = fresh();
        await c.insertOne({ _id: 'x' });
        const feed = c.watch();
        await feed.ready();
        await expect(c.insertOne({ _id: 'x' })).rejects.toBeInstanceOf(DuplicateKeyError);
        await c.updateOne({ _id: 'nobody' }, { $set: { n: 1 } });
        await c.deleteOne({ _id: 'nobody' });
        await c.insertOne({ _id: 'marker' });
        const [event] = await take(feed, 1);
        await feed.close();
        expect(event).toMatchObject({ type: 'insert', id: 'marker' });
      });

      it('serves several feeds at once, each with every event, and only its own collection', async () => {
        const c = fresh();
        const other = fresh();
        const feeds = [c.watch(), c.watch(), c.watch()];
        await Promise.all(feeds.map((feed) => feed.ready()));
        await other.insertOne({ _id: 'elsewhere' });
        for (let i = 0; i < 5; i += 1) await c.insertOne({ _id: `d${i}`, n: i });
        const received = await Promise.all(feeds.map((feed) => take(feed, 5)));
        await Promise.all(feeds.map((feed) => feed.close()));
        for (const events of received) expect(events.map((e) => e.id)).toEqual(['d0', 'd1', 'd2', 'd3', 'd4']);
      });

      it('close() ends the iteration and other feeds go on', async () => {
        const c = fresh();
        const closing = c.watch();
        const staying = c.watch();
        await Promise.all([closing.ready(), staying.ready()]);
        const drained = (async () => {
          const seen: string[] = [];
          for await (const event of closing) seen.push(event.id ?? 'reload');
          return seen;
        })();
        await c.insertOne({ _id: 'before' });
        expect((await take(staying, 1))[0]!.id).toBe('before');
        await closing.close();
        const seen = await drained;
        expect(seen.filter((id) => id !== 'reload')).toEqual(['before']);
        await c.insertOne({ _id: 'after' });
        expect((await take(staying, 1))[0]!.id).toBe('after');
        await staying.close();
        await closing.close();
      });

      it('store.close() ends every open feed', async () => {
        const own = await factory();
        const feed = own.store.collection<Doc>('closing').watch();
        await feed.ready();
        const ended = (async () => {
          for await (const event of feed) void event;
          return 'ended';
        })();
        await own.store.close();
        await expect(ended).resolves.toBe('ended');
        await own.dispose();
      });
    });

    describe('concurrency', () => {
      it('1,000 concurrent $inc updates on one document add up to exactly 1,000', async () => {
        const c = fresh();
        await c.insertOne({ _id: 'x', count: 0 });
        await Promise.all(Array.from({ length: 1000 }, () => c.updateOne({ _id: 'x' }, { $inc: { count: 1 } })));
        expect((await c.findOne({ _id: 'x' }))!.count).toBe(1000);
      });

      it('"one per user" guarded pushes from 200 concurrent calls by 100 users keep exactly 100', async () => {
        const c = fresh();
        await c.insertOne({ _id: 'build', count: 0, ratings: [] });
        const users = Array.from({ length: 100 }, (_, i) => `user${i}`);
        const calls = [...users, ...users].map((userId) =>
          c.updateOne({ _id: 'build', 'ratings.userId': { $ne: userId } }, { $push: { ratings: { userId, stars: 5 } }, $inc: { count: 1 } }),
        );
        const results = await Promise.all(calls);
        expect(results.filter((r) => r.matchedCount === 1)).toHaveLength(100);
        const build = await c.findOne({ _id: 'build' });
        expect(build!.count).toBe(100);
        expect(new Set(build!.ratings!.map((r) => r.userId)).size).toBe(100);
        expect(build!.ratings).toHaveLength(100);
      });

      it('concurrent upserts of one _id create one document and count every call', async () => {
        const c = fresh();
        await Promise.all(Array.from({ length: 50 }, () => c.updateOne({ _id: 'x' }, { $inc: { count: 1 } }, { upsert: true })));
        expect(await c.find()).toEqual([{ _id: 'x', count: 50 }]);
      });
    });

    transactionContract(() => store, fresh, options.atomicTransactions ?? false);
    buildCountsContract(() => store);
    trendingWindowContract(() => store);
  });
}
