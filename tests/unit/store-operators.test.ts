import { describe, expect, it } from 'vitest';
import { assertPortFilter, assertPortUpdate, toNedbFilter, toNedbUpdate } from '../../server/src/store/operators';
import { UnsupportedOperatorError } from '../../server/src/store/port';

const exists = (key: string) => ({ $or: [{ [key]: { $exists: true } }, { $and: [{ [key]: { $size: 0 } }] }] });

describe('toNedbFilter', () => {
  it('passes equality, comparisons, $in, $regex and $elemMatch with operators through unchanged', () => {
    const filter = { name: 'x', n: { $gt: 1, $lte: 5 }, tags: { $in: ['a'] }, title: { $regex: /^a/i }, scores: { $elemMatch: { $gt: 2 } } };
    expect(toNedbFilter(filter)).toEqual({
      name: 'x',
      $and: [{ n: { $gt: 1, $lte: 5 } }, { tags: { $in: ['a'] } }, { title: { $regex: /^a/i } }, { scores: { $elemMatch: { $gt: 2 } } }],
    });
  });

  it('turns $eq into plain equality, which NeDB lacks', () => {
    expect(toNedbFilter({ n: { $eq: 3 } })).toEqual({ $and: [{ n: 3 }] });
  });

  it('turns $ne and $nin into $not of the positive condition, for MongoDB array semantics', () => {
    expect(toNedbFilter({ tags: { $ne: 'a' } })).toEqual({ $and: [{ $not: { tags: 'a' } }] });
    expect(toNedbFilter({ 'ratings.userId': { $nin: ['u1', 'u2'] } })).toEqual({ $and: [{ $not: { 'ratings.userId': { $in: ['u1', 'u2'] } } }] });
  });

  it('keeps the positive operators of a field beside its rewritten negative ones', () => {
    expect(toNedbFilter({ n: { $gte: 1, $ne: 3 } })).toEqual({ $and: [{ $not: { n: 3 } }, { n: { $gte: 1 } }] });
  });

  it('rewrites $exists so an empty array exists, and a path into an empty parent array does not', () => {
    expect(toNedbFilter({ tags: { $exists: true } })).toEqual({ $and: [exists('tags')] });
    expect(toNedbFilter({ tags: { $exists: false } })).toEqual({ $and: [{ $not: exists('tags') }] });
    expect(toNedbFilter({ 'ratings.userId': { $exists: true } })).toEqual({
      $and: [{ $or: [{ 'ratings.userId': { $exists: true } }, { $and: [{ 'ratings.userId': { $size: 0 } }, { $not: { ratings: { $size: 0 } } }] }] }],
    });
  });

  it('rewrites inside $and, $or and an $elemMatch on subdocuments, and appends to an existing $and', () => {
    expect(toNedbFilter({ $or: [{ a: { $ne: 1 } }, { b: 2 }], $and: [{ c: { $eq: 3 } }], d: { $nin: [4] } })).toEqual({
      $or: [{ $and: [{ $not: { a: 1 } }] }, { b: 2 }],
      $and: [{ $and: [{ c: 3 }] }, { $not: { d: { $in: [4] } } }],
    });
    expect(toNedbFilter({ ratings: { $elemMatch: { userId: { $ne: 'u1' }, stars: 5 } } })).toEqual({
      $and: [{ ratings: { $elemMatch: { stars: 5, $and: [{ $not: { userId: 'u1' } }] } } }],
    });
  });

  it('leaves a subdocument compared as a whole alone', () => {
    expect(toNedbFilter({ nested: { level: 1 } })).toEqual({ nested: { level: 1 } });
  });
});

describe('toNedbUpdate', () => {
  it('rewrites the conditions of $pull like filters and leaves other operators alone', () => {
    const update = { $pull: { ratings: { userId: { $ne: 'u1' } }, tags: 'a' }, $inc: { count: -1 } };
    expect(toNedbUpdate(update)).toEqual({ $pull: { ratings: { $and: [{ $not: { userId: 'u1' } }] }, tags: 'a' }, $inc: { count: -1 } });
    const plain = { $set: { a: 1 } };
    expect(toNedbUpdate(plain)).toBe(plain);
  });
});

describe('assertPortFilter and assertPortUpdate', () => {
  it('accept every shared operator', () => {
    expect(() =>
      assertPortFilter({
        a: { $eq: 1, $ne: 2, $in: [1], $nin: [2], $gt: 0, $gte: 0, $lt: 9, $lte: 9, $exists: true, $regex: /x/ },
        $and: [{ b: 1 }],
        $or: [{ c: { $elemMatch: { d: 1 } } }],
      }),
    ).not.toThrow();
    expect(() => assertPortUpdate({ $set: {}, $unset: {}, $inc: {}, $push: {}, $pull: {}, $addToSet: {} })).not.toThrow();
  });

  it.each([{ $where: 'x' }, { a: { $size: 1 } }, { $or: [{ a: { $not: { $eq: 1 } } }] }, { a: { $elemMatch: { b: { $all: [1] } } } }])(
    'refuses the filter %j naming the operator',
    (filter) => {
      expect(() => assertPortFilter(filter)).toThrow(UnsupportedOperatorError);
      expect(() => assertPortFilter(filter)).toThrow(/Operator \$\w+ is not part of the store port/);
    },
  );

  it.each([{ $rename: { a: 'b' } }, { a: 1 }, {}])('refuses the update %j', (update) => {
    expect(() => assertPortUpdate(update as never)).toThrow(UnsupportedOperatorError);
  });
});
