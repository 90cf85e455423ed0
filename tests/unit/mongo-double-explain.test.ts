import { describe, expect, it } from 'vitest';
import type { IndexSpec } from '../support/mongo-double/collection';
import { containsCollscan, planOf } from '../support/mongo-double/explain';

/** The MongoDB wire-protocol test double's (not MongoDB's) model of which index a query walks. */
const indexes: IndexSpec[] = [
  { name: '_id_', key: { _id: 1 } },
  { name: 'isPublic_1_likeCount_-1', key: { isPublic: 1, likeCount: -1 } },
  { name: 'owner_1', key: { owner: 1 } },
];
const scans = (filter: Record<string, unknown>, sort?: Record<string, number>) => containsCollscan(planOf(indexes, filter, sort));

describe('the MongoDB wire-protocol test double explains plans by the planner rules', () => {
  it('walks an index whose first field has a bounding predicate, at the top or inside $and', () => {
    expect(scans({ owner: 'p1' })).toBe(false);
    expect(scans({ $and: [{ isPublic: true }, { name: /x/ }] })).toBe(false);
    expect(scans({ owner: { $in: ['a', 'b'] }, name: 'x' })).toBe(false);
    expect(scans({ _id: { $gt: 'b1' } })).toBe(false);
  });

  it('scans when only a later field of an index, or a non-bounding operator, is given', () => {
    expect(scans({ likeCount: { $gt: 3 } })).toBe(true);
    expect(scans({ owner: { $size: 2 } })).toBe(true);
    expect(scans({})).toBe(true);
  });

  it('answers $or by one walk per branch, and scans when one branch has no index', () => {
    expect(scans({ $or: [{ owner: 'a' }, { _id: 'b' }] })).toBe(false);
    expect(scans({ $or: [{ owner: 'a' }, { name: 'b' }] })).toBe(true);
  });

  it('walks a whole index for its order, in either direction, when nothing bounds it', () => {
    expect(scans({}, { isPublic: 1, likeCount: -1 })).toBe(false);
    expect(scans({}, { isPublic: -1, likeCount: 1 })).toBe(false);
    expect(scans({}, { isPublic: 1, likeCount: 1 })).toBe(true);
    expect(planOf(indexes, { owner: 'a' }, { likeCount: -1 }).stage).toBe('SORT');
  });
});
