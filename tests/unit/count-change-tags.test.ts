import { describe, expect, it } from 'vitest';
import { createChangeMemory, evictedByChange, tagsOfChange } from '../../server/src/http/cache/change-tags';
import type { StoredDocument } from '../../server/src/store/port';

/**
 * A like moves a count and an order only: its build's tags and the lists come soft (served while drawn again); so does
 * the recount's write of the build that follows it. Anything that withholds a build (made private, hidden, its notes
 * hidden, anonymised) or changes more than its counts is hard, as is every deletion and every comment.
 */
const build = (fields: Record<string, unknown> = {}) => ({ _id: 'b1', name: 'Knight', owner: 'p1', ownerUsername: 'knight_fan', isPublic: true, likeCount: 3, commentCount: 0, ...fields });
const like = (memory: ReturnType<typeof createChangeMemory>, type: 'insert' | 'delete' = 'insert') =>
  evictedByChange({ type, collection: 'likes', id: 'b1:u1', document: type === 'insert' ? ({ _id: 'b1:u1', buildId: 'b1', userId: 'u1' } as StoredDocument) : null }, memory);
const buildUpdate = (memory: ReturnType<typeof createChangeMemory>, fields: Record<string, unknown> = {}) =>
  evictedByChange({ type: 'update', collection: 'builds', id: 'b1', document: build(fields) }, memory);
const soft = (tags: string[]) => tags.filter((tag) => tag.startsWith('~'));
const hard = (tags: string[]) => tags.filter((tag) => !tag.startsWith('~'));

describe('the tags of a count that moved', () => {
  it('a like given or taken back: its build and the lists soft, the ratings hard', () => {
    for (const type of ['insert', 'delete'] as const) {
      const tags = like(createChangeMemory(), type);
      expect(soft(tags)).toEqual(expect.arrayContaining(['~Build:b1', '~PublicBuildSummary:b1', '~Query.topBuilds']));
      expect(hard(tags)).toEqual(['Rating:b1:u1', 'Rating']);
    }
    // What the change touches, marks aside, is what it always was.
    expect(tagsOfChange({ type: 'delete', collection: 'likes', id: 'b1:u1', document: null })).toContain('Build:b1');
  });

  it('the recount after a like is soft; an update with no like before it is hard', () => {
    const memory = createChangeMemory();
    like(memory, 'delete');
    expect(hard(buildUpdate(memory, { likeCount: 2 }))).toEqual([]);
    expect(hard(evictedByChange({ type: 'update', collection: 'builds', id: 'b2', document: build({ _id: 'b2' }) }, createChangeMemory()))).toContain('Build:b2');
  });

  it('once the cache saw the build, an update of its counts alone is soft and one of anything else hard', () => {
    const memory = createChangeMemory();
    buildUpdate(memory);
    expect(hard(buildUpdate(memory, { likeCount: 9, commentCount: 2 }))).toEqual([]);
    expect(hard(buildUpdate(memory, { likeCount: 9, commentCount: 2, name: 'Paladin' }))).toContain('Build:b1');
    // Even right after a like: the cache knows more than its count moved.
    like(memory);
    expect(hard(buildUpdate(memory, { likeCount: 10, commentCount: 2, name: 'Paladin', description: '' }))).toContain('Build:b1');
  });

  it('a build withheld right after a like is hard: made private, hidden, its notes hidden, anonymised, deleted', () => {
    for (const withheld of [{ isPublic: false }, { moderation: { status: 'hidden', wasPublic: true } }, { notesModeration: { status: 'hidden' } }, { owner: 'deleted-player', ownerUsername: null }]) {
      const memory = createChangeMemory();
      like(memory, 'delete');
      expect(hard(buildUpdate(memory, { likeCount: 2, ...withheld }))).toContain('Build:b1');
    }
    const memory = createChangeMemory();
    like(memory, 'delete');
    expect(soft(evictedByChange({ type: 'delete', collection: 'builds', id: 'b1', document: null }, memory))).toEqual([]);
  });

  it('a comment is always hard (its text may be gone)', () => {
    const tags = evictedByChange({ type: 'update', collection: 'comments', id: 'c1', document: { _id: 'c1', buildId: 'b1', content: '[deleted]' } as StoredDocument });
    expect(soft(tags)).toEqual([]);
    expect(tags).toContain('Build:b1');
  });
});
