import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EmbeddedStore } from '../../server/src/store/embedded';
import { BuildsService } from '../../server/src/modules/builds/builds.service';
import type { BuildDocument, CommentDocument, LikeDocument } from '../../server/src/modules/builds/build.model';
import { tempDir } from '../support/temp';

/** A build as stores before likes and comments were records kept it: arrays inside the build. */
function legacyBuild(id: string, likers: string[], commenters: string[]) {
  return {
    _id: id,
    name: `Build ${id}`,
    owner: 'p_owner',
    ownerUsername: 'owner',
    class: 'mage',
    characterLevel: 10,
    isPublic: true,
    isPlannerBuild: false,
    publishDate: '2026-11-01T00:00:00.000Z',
    buildIconId: null,
    assignedPoints: {},
    statAllocations: { hp: 0, mp: 0, magic: 0, ability: 0, hpRegen: 0, mpRegen: 0, capacity: 0 },
    equippedItemIds: {},
    ratings: Object.fromEntries(likers.map((p, i) => [p, { value: 'like', updatedAt: `2026-11-02T00:00:0${i}.000Z` }])),
    // A stale count: the migration recounts from the records.
    likeCount: likers.length + 3,
    comments: commenters.map((p, i) => ({ id: `${id}-c${i}`, author: p, authorId: p, content: `comment ${i}`, timestamp: `2026-11-03T00:00:0${i}.000Z` })),
    commentCount: commenters.length,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
  };
}

describe('migrating likes and comments out of stored builds (F2)', () => {
  let dir: Awaited<ReturnType<typeof tempDir>>;
  beforeEach(async () => {
    dir = await tempDir('almanac-migrate-');
    const lines = [legacyBuild('b1', ['p_a', 'p_b'], ['p_a', 'p_c', 'p_a']), legacyBuild('b2', [], ['p_b'])];
    await writeFile(join(dir.path, 'builds.db'), lines.map((b) => `${JSON.stringify(b)}\n`).join(''));
  });
  afterEach(async () => dir.remove());

  async function openAndPrepare() {
    const store = await EmbeddedStore.open(dir.path);
    await BuildsService.prepare(store);
    const builds = await store.collection<BuildDocument>('builds').find({}, { sort: { _id: 1 } });
    const likes = await store.collection<LikeDocument>('likes').find({}, { sort: { _id: 1 } });
    const comments = await store.collection<CommentDocument>('comments').find({}, { sort: { _id: 1 } });
    await store.close();
    return { builds, likes, comments };
  }

  it('moves ratings and comments into records, recounts, and drops the arrays', async () => {
    const { builds, likes, comments } = await openAndPrepare();
    expect(builds.map((b) => [b._id, b.likeCount, b.commentCount, 'ratings' in b, 'comments' in b])).toEqual([
      ['b1', 2, 3, false, false],
      ['b2', 0, 1, false, false],
    ]);
    expect(likes.map((l) => [l._id, l.buildId, l.userId, l.updatedAt])).toEqual([
      ['b1:p_a', 'b1', 'p_a', '2026-11-02T00:00:00.000Z'],
      ['b1:p_b', 'b1', 'p_b', '2026-11-02T00:00:01.000Z'],
    ]);
    expect(comments.map((c) => [c._id, c.buildId, c.authorId, c.content])).toEqual([
      ['b1-c0', 'b1', 'p_a', 'comment 0'],
      ['b1-c1', 'b1', 'p_c', 'comment 1'],
      ['b1-c2', 'b1', 'p_a', 'comment 2'],
      ['b2-c0', 'b2', 'p_b', 'comment 0'],
    ]);
  });

  it('is idempotent: a second start changes nothing, and a run cut short finishes without duplicates', async () => {
    const first = await openAndPrepare();
    const second = await openAndPrepare();
    expect(second).toEqual(first);
    // A run cut short: the records were written but the build still has its arrays.
    const legacy = `${JSON.stringify(legacyBuild('b1', ['p_a', 'p_b'], ['p_a', 'p_c', 'p_a']))}\n`;
    await writeFile(join(dir.path, 'builds.db'), (await readFile(join(dir.path, 'builds.db'), 'utf8')) + legacy);
    const third = await openAndPrepare();
    expect(third).toEqual(first);
  });
});
