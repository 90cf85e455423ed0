import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareTrending, TRENDING_WINDOW_MS } from '../../server/game-data/rules/trending';
import { BuildListingService } from '../../server/src/modules/builds/build-listing.service';
import { BUILDS_COLLECTION, LIKES_COLLECTION, likeId, type BuildDocument, type LikeDocument } from '../../server/src/modules/builds/build.model';
import { BuildsService } from '../../server/src/modules/builds/builds.service';
import { EmbeddedStore } from '../../server/src/store/embedded';
import { MongoStore } from '../../server/src/store/mongodb';
import type { Store } from '../../server/src/store/port';
import { SqliteStore } from '../../server/src/store/sqlite/store';
import { dropDatabase, findMongo, uniqueDatabaseName } from '../support/mongodb';
import { tempDir } from '../support/temp';

const CLASSES = ['squire', 'knight', 'rogue', 'mage'] as const;
const BUILDS = 240;

/**
 * The TRENDING list paged to its end gives every public build once, in the rule's order (compareTrending), with and
 * without a filter: its liked builds are read best scores first, a batch at a time, and the page stops reading once
 * it is full. Many ties (scores 0-6, a few like counts and dates) put page and batch boundaries inside a score.
 */
async function trendingPagesOn(store: Store): Promise<Array<{ seen: string[]; expected: string[] }>> {
  await BuildsService.prepare(store);
  const builds = store.collection<BuildDocument>(BUILDS_COLLECTION);
  const likes = store.collection<LikeDocument>(LIKES_COLLECTION);
  const now = Date.now();
  const score = new Map<string, number>();
  for (let n = 0; n < BUILDS; n += 1) {
    const id = `tp-${String(n).padStart(4, '0')}`;
    const at = new Date(Date.UTC(2026, 0, 1 + (n % 5))).toISOString();
    const recent = (n * 7) % 11 > 4 ? (n * 13) % 7 : 0;
    await builds.insertOne({
      _id: id, name: id, owner: 'p_tp', ownerUsername: 'tp', class: CLASSES[n % 4]!, characterLevel: 1 + (n % 60), isPublic: n % 9 !== 0,
      isPlannerBuild: false, publishDate: n % 9 !== 0 ? at : null, buildIconId: null, assignedPoints: {}, equippedItemIds: {},
      statAllocations: { hp: 0, mp: 0, magic: 0, ability: 0, hpRegen: 0, mpRegen: 0, capacity: 0 },
      likeCount: recent + (n % 3), commentCount: 0, createdAt: at, updatedAt: at,
    });
    for (let l = 0; l < recent; l += 1) await likes.insertOne({ _id: likeId(id, `u${l}`), buildId: id, userId: `u${l}`, value: 'like', updatedAt: new Date(now - 3_600_000 * (l + 1)).toISOString() });
    // Likes older than the window: counted in likeCount, never in the score.
    if (n % 3 === 2) await likes.insertOne({ _id: likeId(id, 'old'), buildId: id, userId: 'old', value: 'like', updatedAt: new Date(now - TRENDING_WINDOW_MS - 60_000).toISOString() });
    if (n % 9 !== 0) score.set(id, recent);
  }
  const all = await builds.find({ isPublic: true });
  const expected = (keep: (b: BuildDocument) => boolean) =>
    all
      .filter(keep)
      .map((b) => ({ score: score.get(b._id) ?? 0, likeCount: b.likeCount, publishDate: b.publishDate, id: b._id }))
      .sort(compareTrending)
      .map((b) => b.id);
  // Batches of liked builds far smaller than the site's (64), so that every page's reads end inside a score.
  const listing = new BuildListingService(store, undefined, 2);
  const lists: Array<{ seen: string[]; expected: string[] }> = [];
  for (const [filter, keep, first] of [
    [null, () => true, 10],
    [null, () => true, 64],
    [{ class: 'knight' as const }, (b: BuildDocument) => b.class === 'knight', 7],
    [{ levelMin: 30 }, (b: BuildDocument) => b.characterLevel >= 30, 25],
    // A filter few builds pass: a batch of liked builds holds about a page of them, so pages end inside a batch's last score.
    ...[1, 2, 3, 5].map((n) => [{ levelMin: 54 }, (b: BuildDocument) => b.characterLevel >= 54, n] as const),
  ] as const) {
    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 200; page += 1) {
      const connection = await listing.listPublic(filter, 'TRENDING', first, after);
      seen.push(...connection.edges.map((edge) => edge.node._id));
      if (!connection.pageInfo.hasNextPage) break;
      after = connection.pageInfo.endCursor;
    }
    lists.push({ seen, expected: expected(keep) });
  }
  return lists;
}

describe('TRENDING paged to its end', () => {
  it('on SQLite', async () => {
    const dir = await tempDir('almanac-trending-pages-');
    const store = await SqliteStore.open(dir.path);
    try {
      for (const { seen, expected } of await trendingPagesOn(store)) expect(seen).toEqual(expected);
    } finally {
      await store.close();
      await dir.remove();
    }
  });

  it('on NeDB', async () => {
    const dir = await tempDir('almanac-trending-pages-nedb-');
    const store = await EmbeddedStore.open(dir.path);
    try {
      for (const { seen, expected } of await trendingPagesOn(store)) expect(seen).toEqual(expected);
    } finally {
      await store.close();
      await dir.remove();
    }
  });

  describe('on MongoDB', () => {
    let mongo: Awaited<ReturnType<typeof findMongo>>;
    beforeAll(async () => {
      mongo = await findMongo();
    });
    afterAll(() => mongo?.stop());
    // MONGODB_URI's server when set, else the MongoDB wire-protocol test double (not MongoDB).
    it('(a real server where MONGODB_URI points at one, else the MongoDB wire-protocol test double, not MongoDB)', async () => {
      const database = uniqueDatabaseName();
      const store = await MongoStore.open(mongo.uri, database);
      try {
        for (const { seen, expected } of await trendingPagesOn(store)) expect(seen).toEqual(expected);
      } finally {
        await store.close();
        await dropDatabase(mongo.uri, database);
      }
    });
  });
});
