import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteStore } from '../../server/src/store/sqlite/store';
import { observeStore } from '../../server/src/store/observed';
import { publicReadCache } from '../../server/src/http/cache/public-reads';
import { GATHER_MS } from '../../server/src/http/cache/gathered-evictions';
import { BackgroundChanges } from '../../server/src/outbox/background-changes';
import { BuildCounts } from '../../server/src/modules/builds/build-counts';
import { blankCommentsBy, deleteLikesBy } from '../../server/src/modules/builds/build-deletion';
import { BUILDS_COLLECTION, COMMENTS_COLLECTION, LIKES_COLLECTION, likeId, type BuildDocument, type CommentDocument, type LikeDocument } from '../../server/src/modules/builds/build.model';
import { tempDir } from '../support/temp';

/**
 * An account's purge writes thousands of rows (a like removed and its build recounted, a comment blanked), each a
 * change that evicts the public build lists. Evicted one by one, a cached list read while the purge ran was computed
 * again for nearly every read, and the cache's memory of recent changes (1,024) overflowed, so answers computed
 * meanwhile were not kept at all. The purge marks its changes and the cache evicts them together, once per window;
 * a change nobody marked (a visitor's like) still evicts at once.
 */
describe("an account purge's evictions", () => {
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let store: SqliteStore;
  const LIKES = 60;
  const COMMENTS = 30;

  beforeAll(async () => {
    dir = await tempDir('almanac-purge-evictions-');
    store = await SqliteStore.open(dir.path);
    const now = new Date().toISOString();
    await store.transaction(async (scope) => {
      for (let n = 0; n < LIKES; n += 1) {
        await scope.collection<BuildDocument>(BUILDS_COLLECTION).insertOne({ _id: `b${n}`, name: `Build ${n}`, owner: 'other', ownerUsername: 'other', isPublic: true, likeCount: 1, commentCount: n < COMMENTS ? 1 : 0 } as unknown as BuildDocument);
        await scope.collection<LikeDocument>(LIKES_COLLECTION).insertOne({ _id: likeId(`b${n}`, 'leaver'), buildId: `b${n}`, userId: 'leaver', value: 'like', updatedAt: now });
        if (n < COMMENTS) await scope.collection<CommentDocument>(COMMENTS_COLLECTION).insertOne({ _id: `c${n}`, buildId: `b${n}`, authorId: 'leaver', author: 'leaver', content: `words ${n}`, timestamp: now });
      }
    });
  });
  afterAll(async () => {
    await store?.close();
    await dir?.remove();
  });

  const keepList = (cache: ReturnType<typeof publicReadCache>['cache'], key: string) =>
    cache.put(key, { headers: { 'content-type': 'application/json' }, body: '{"data":{}}', tags: ['Query.publicBuilds', 'Build:b0'], maxAgeSeconds: 60, startedAt: cache.sequence });
  /** Long enough for the change feeds to deliver what was written (they deliver on the next turns of the event loop). */
  const heard = () => new Promise((resolve) => setTimeout(resolve, 50));

  it('evicts the marked changes of a purge together, once, after the window; an unmarked change at once', async () => {
    const background = new BackgroundChanges();
    const observed = observeStore(store);
    // The collections are followed once opened, as the services open them.
    for (const name of [BUILDS_COLLECTION, LIKES_COLLECTION, COMMENTS_COLLECTION]) observed.collection(name);
    const { cache, stop } = publicReadCache(observed, '/graphql', background);
    try {
      expect(keepList(cache, 'list')).not.toBeNull();
      const before = cache.sequence;
      const purged = Date.now();
      expect(await deleteLikesBy(observed, new BuildCounts(observed), 'leaver', background)).toBe(LIKES);
      expect(await blankCommentsBy(observed, 'leaver', background)).toBe(COMMENTS);
      await heard();
      // LIKES likes and their recounts, COMMENTS comments and their builds' edits, all marked: evicted at most once
      // per window so far (one by one they were 2 * (LIKES + COMMENTS) changes).
      expect(cache.sequence - before).toBeLessThanOrEqual(Math.ceil((Date.now() - purged) / GATHER_MS));
      await new Promise((resolve) => setTimeout(resolve, GATHER_MS + 100));
      expect(cache.headersOf('list')).toBeNull();
      // One change per window, not one per row.
      expect(cache.sequence - before).toBeLessThanOrEqual(Math.ceil((Date.now() - purged) / GATHER_MS));
      expect(background.size).toBe(0);

      // A visitor's like, marked by nobody: the list it moves goes at once.
      expect(keepList(cache, 'list')).not.toBeNull();
      await observed.collection<LikeDocument>(LIKES_COLLECTION).insertOne({ _id: likeId('b1', 'visitor'), buildId: 'b1', userId: 'visitor', value: 'like', updatedAt: new Date().toISOString() });
      await heard();
      expect(cache.headersOf('list')).toBeNull();
    } finally {
      stop();
    }
  });
});

describe('the marks of a background job', () => {
  it('are taken once per mark, and forgotten when no change came for a minute', () => {
    let now = 0;
    const marks = new BackgroundChanges(() => now);
    marks.mark('builds', ['a', 'b']);
    marks.mark('builds', ['a']);
    expect(marks.take('likes', 'a')).toBe(false);
    expect(marks.take('builds', 'a')).toBe(true);
    expect(marks.take('builds', 'a')).toBe(true);
    expect(marks.take('builds', 'a')).toBe(false);
    now = 61_000;
    expect(marks.take('builds', 'b')).toBe(false);
    expect(marks.size).toBe(0);
  });
});
