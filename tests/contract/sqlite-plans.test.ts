import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BuildsService } from '../../server/src/modules/builds/builds.service';
import { migrateBuildSocial } from '../../server/src/modules/builds/build-migrations';
import { GAME_DATA_VERSION } from '../../server/game-data/rules/migrations';
import { BuildListingService } from '../../server/src/modules/builds/build-listing.service';
import { BuildSocialService } from '../../server/src/modules/builds/build-social.service';
import {
  BUILDS_COLLECTION,
  COMMENTS_COLLECTION,
  LIKES_COLLECTION,
  type BuildDocument,
  type LikeDocument,
} from '../../server/src/modules/builds/build.model';
import { indexName } from '../../server/src/store/sqlite/indexes';
import { Statements } from '../../server/src/store/sqlite/query';
import { SqliteStore } from '../../server/src/store/sqlite/store';
import { writeListData } from '../support/list-data';
import { AccountDataService } from '../../server/src/modules/account/account-data.service';
import { exportBuilds, exportComments, exportLikes } from '../../server/src/modules/builds/build-export';
import { tempDir } from '../support/temp';
import { SignInService } from '../../server/src/modules/profiles/sign-ins';
import type { StoredDocument } from '../../server/src/store/port';
import { PROFILES_COLLECTION } from '../../server/src/modules/profiles/profile.model';

/**
 * The SQLite engine answers the lists the site serves by walking an index, never by reading
 * every row of a collection: each test runs the real service call on a store holding the real
 * indexes (BuildsService.prepare), records the SQL the engine issued, and reads SQLite's own
 * plan of it (EXPLAIN QUERY PLAN).
 */

interface PlanRow {
  detail: string;
}

const BUILDS = 400;

describe('SQLite query plans of the site lists', () => {
  let dir: { path: string; remove: () => Promise<void> };
  let store: SqliteStore;
  let listing: BuildListingService;
  let social: BuildSocialService;
  const issued: string[] = [];

  beforeAll(async () => {
    dir = await tempDir('almanac-sqlite-plans-');
    store = await SqliteStore.open(dir.path);
    await BuildsService.prepare(store);
    await AccountDataService.prepare(store);
    await writeListData(store, { builds: BUILDS, owners: 40, records: 200 });
    // What the store does at open and every 10 minutes: the planner's statistics of the tables.
    store.optimize();
    listing = new BuildListingService(store);
    social = new BuildSocialService(store);
    const get = Statements.prototype.get;
    vi.spyOn(Statements.prototype, 'get').mockImplementation(function (this: Statements, sql: string) {
      issued.push(sql);
      return get.call(this, sql);
    });
  });

  afterAll(async () => {
    vi.restoreAllMocks();
    await store?.close();
    await dir?.remove();
  });

  /** The plans of the reads `call` issued on the named collections. */
  async function plansOf(call: () => Promise<unknown>, tables: string[] = [BUILDS_COLLECTION]): Promise<Array<{ sql: string; plan: string[] }>> {
    issued.length = 0;
    await call();
    const reads = issued.filter((sql) => sql.startsWith('SELECT') && tables.some((t) => sql.includes(`"c_${t}"`)));
    expect(reads.length).toBeGreaterThan(0);
    return reads.map((sql) => {
      const parameters = Array.from({ length: (sql.match(/\?/g) ?? []).length }, () => null);
      const plan = (store.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...parameters) as PlanRow[]).map((row) => row.detail);
      return { sql, plan };
    });
  }

  /**
   * What keeps a plan from being an index walk: a read of a collection's whole table (`SCAN c_x`),
   * no index at all, or (for a sorted list) a sort of every row read. Empty when all is well.
   */
  function violations(plans: Array<{ sql: string; plan: string[] }>, { sorted = true } = {}): string[] {
    const found: string[] = [];
    for (const { sql, plan } of plans) {
      const context = `${plan.join(' / ')} <- ${sql}`;
      if (!plan.some((line) => /^(SEARCH|SCAN) c_\w+ USING (COVERING )?INDEX/.test(line))) found.push(`no index: ${context}`);
      if (plan.some((line) => /^SCAN c_\w+$/.test(line))) found.push(`table scan: ${context}`);
      if (sorted && /ORDER BY/.test(sql) && plan.some((line) => line.includes('TEMP B-TREE FOR ORDER BY'))) found.push(`sorted: ${context}`);
    }
    return found;
  }

  it.each(['MOST_LIKED', 'NEWEST', 'MOST_COMMENTED'] as const)('the public builds list sorted %s, first and next page, is an index walk', async (sort) => {
    const first = await listing.listPublic(null, sort, 10, null);
    expect(first.edges).toHaveLength(10);
    expect(violations(await plansOf(() => listing.listPublic(null, sort, 10, null)))).toEqual([]);
    expect(violations(await plansOf(() => listing.listPublic(null, sort, 10, first.pageInfo.endCursor)))).toEqual([]);
  });

  it("the list's totalCount with no filter or a class is read from the counts the store keeps, never counted from the builds, and stays exact", async () => {
    const builds = store.collection<StoredDocument & Record<string, unknown>>(BUILDS_COLLECTION);
    const knights = (await builds.find({ isPublic: true, class: 'knight' }, { projection: { _id: 1 } })).length;
    for (const [filter, exact] of [[null, BUILDS - BUILDS / 10], [{ class: 'knight' as const }, knights]] as const) {
      const counts = (await plansOf(() => listing.listPublic(filter, 'NEWEST', 10, null))).filter(({ sql }) => sql.startsWith('SELECT count(*)'));
      expect(counts).toEqual([]);
      expect((await listing.listPublic(filter, 'NEWEST', 10, null)).totalCount).toBe(exact);
    }
    // A build made private, then public again, and one deleted: the count follows each write.
    const [knight] = await builds.find({ isPublic: true, class: 'knight' }, { limit: 1 });
    await builds.updateOne({ _id: knight!._id }, { $set: { isPublic: false } });
    expect((await listing.listPublic({ class: 'knight' }, 'NEWEST', 10, null)).totalCount).toBe(knights - 1);
    expect((await listing.listPublic(null, 'NEWEST', 10, null)).totalCount).toBe(BUILDS - BUILDS / 10 - 1);
    await builds.updateOne({ _id: knight!._id }, { $set: { isPublic: true } });
    expect((await listing.listPublic(null, 'NEWEST', 10, null)).totalCount).toBe(BUILDS - BUILDS / 10);
    const removed = (await builds.findOne({ isPublic: true, _id: { $ne: knight!._id } }))!;
    await builds.deleteOne({ _id: removed._id });
    expect((await listing.listPublic(null, 'NEWEST', 10, null)).totalCount).toBe(BUILDS - BUILDS / 10 - 1);
    await builds.insertOne(removed);
    expect((await listing.listPublic(null, 'NEWEST', 10, null)).totalCount).toBe(BUILDS - BUILDS / 10);
  });

  it('the totalCount under another filter stops at its cap', async () => {
    const counts = (await plansOf(() => listing.listPublic({ levelMin: 2 }, 'NEWEST', 10, null))).filter(({ sql }) => sql.startsWith('SELECT count(*)'));
    expect(counts.map(({ sql }) => sql)).toEqual([expect.stringMatching(/LIMIT \?\)$/)]);
  });

  it('the public builds list sorted TRENDING reads the window of likes (from the index alone, once) and the rest by index', async () => {
    // A service of its own: the window of likes is read by the first TRENDING list and kept for the next ones.
    const trendingListing = new BuildListingService(store);
    const plans = await plansOf(() => trendingListing.listPublic(null, 'TRENDING', 10, null), [BUILDS_COLLECTION, LIKES_COLLECTION]);
    expect(violations(plans, { sorted: false })).toEqual([]);
    const window = plans.filter(({ sql }) => sql.includes('"c_likes"'));
    expect(window.map(({ plan }) => plan.join(' / '))).toEqual([expect.stringMatching(/^SEARCH c_likes USING COVERING INDEX/)]);
    expect((await plansOf(() => trendingListing.listPublic(null, 'TRENDING', 10, null), [BUILDS_COLLECTION, LIKES_COLLECTION])).filter(({ sql }) => sql.includes('"c_likes"'))).toEqual([]);
  });

  it('filters (class, level, kind, tags) keep the list on its index', async () => {
    const filter = { class: 'knight' as const, levelMin: 5, levelMax: 40, kind: 'PLANNER' as const, tags: ['endgame'] };
    expect(violations(await plansOf(() => listing.listPublic(filter, 'MOST_LIKED', 10, null)))).toEqual([]);
  });

  it('search by name or owner walks the list index and matches each row', async () => {
    const found = await listing.listPublic({ search: 'build 1' }, 'MOST_LIKED', 10, null);
    expect(found.edges.length).toBeGreaterThan(0);
    expect(violations(await plansOf(() => listing.listPublic({ search: 'build 1' }, 'NEWEST', 10, null)))).toEqual([]);
  });

  it('the top builds are an index walk', async () => {
    expect(violations(await plansOf(() => listing.topBuilds()))).toEqual([]);
  });

  it("a player's builds are read by owner", async () => {
    expect((await listing.publicOfOwner('p1')).length).toBeGreaterThan(0);
    // A player has at most a few hundred builds: sorting them is fine, reading every build is not.
    const byOwner = indexName(BUILDS_COLLECTION, { owner: 1 });
    for (const plans of [await plansOf(() => listing.publicOfOwner('p2')), await plansOf(() => listing.likesReceivedBy('p3'))]) {
      expect(violations(plans, { sorted: false })).toEqual([]);
      for (const { plan } of plans) expect(plan.join('\n')).toContain(`USING INDEX ${byOwner} (<expr>=?)`);
    }
  });

  it('the comments and likes of a build are read by build', async () => {
    const build = (await store.collection<BuildDocument>(BUILDS_COLLECTION).findOne({ _id: 'b0001' }))!;
    const comments = await social.commentsOf(build, 'NEWEST_FIRST', 10, null);
    expect(comments.edges.length).toBeGreaterThan(0);
    const other = (await store.collection<BuildDocument>(BUILDS_COLLECTION).findOne({ _id: 'b0002' }))!;
    expect(violations(await plansOf(() => social.commentsOf(other, 'NEWEST_FIRST', 10, null), [COMMENTS_COLLECTION]), { sorted: false })).toEqual([]);
    expect(violations(await plansOf(() => social.ratingsOf(other, 10, null), [LIKES_COLLECTION]))).toEqual([]);
  });

  it("a player's data file reads their builds, comments and likes by their own index, a page at a time", async () => {
    const drain = async (rows: AsyncIterable<unknown>) => {
      let count = 0;
      for await (const _row of rows) count += 1;
      return count;
    };
    // The list data's likes are one per player: p1 likes a few builds too.
    const likes = store.collection<LikeDocument>(LIKES_COLLECTION);
    for (let n = 0; n < 7; n += 1) await likes.insertOne({ _id: `p1-like-${n}`, buildId: `b000${n}`, userId: 'p1', value: 'like', updatedAt: new Date(0).toISOString() });
    for (const [collection, field, read] of [
      [BUILDS_COLLECTION, 'owner', () => exportBuilds(store, 'p1', 3)],
      [COMMENTS_COLLECTION, 'authorId', () => exportComments(store, 'p1', 3)],
      [LIKES_COLLECTION, 'userId', () => exportLikes(store, 'p1', 3)],
    ] as const) {
      expect(await drain(read()), `${collection} of p1`).toBeGreaterThan(3);
      const plans = await plansOf(() => drain(read()), [collection]);
      expect(plans.length).toBeGreaterThan(1);
      expect(violations(plans, { sorted: false })).toEqual([]);
      for (const { plan } of plans) expect(plan.join('\n')).toContain(`USING INDEX ${indexName(collection, { [field]: 1 })}`);
    }
  });

  it('the sitemap lists public builds in id order by index', async () => {
    const every = await listing.everyPublic();
    expect(every).toHaveLength(BUILDS - BUILDS / 10);
    expect(Object.keys(every[0]!).sort()).toEqual(['_id', 'owner', 'updatedAt']);
    expect(violations(await plansOf(() => listing.everyPublic()))).toEqual([]);
  });

  it('the stored-build migrations at start look their builds up by index, never reading every build', async () => {
    const builds = store.collection<BuildDocument>(BUILDS_COLLECTION);
    const plans = [
      // What migrateStoredBuilds and migrateBuildSocial look for (build-migrations.ts).
      ...(await plansOf(() => builds.find({ $or: [{ dataVersion: { $exists: false } }, { dataVersion: { $lt: GAME_DATA_VERSION } }] }))),
      ...(await plansOf(() => migrateBuildSocial(builds, store.collection(COMMENTS_COLLECTION), store.collection(LIKES_COLLECTION)))),
    ];
    expect(plans).toHaveLength(2);
    // Every build here lacks a dataVersion, so SQLite rightly scans for that one; the condition is
    // still the indexed expressions alone (no JSON type read from the document), which a store in
    // use (a million builds, all migrated) searches in its index (operations.md).
    expect(plans[0]!.sql).not.toContain('json_type');
    expect(plans[0]!.sql).toMatch(/IS NULL\)+ OR \(+json_extract\(doc, '\$\."dataVersion"'\) < \?/);
    expect(violations(plans.slice(1), { sorted: false })).toEqual([]);
    expect(plans[1]!.plan.join(' / ')).toMatch(/^MULTI-INDEX OR/);
  });

  it("the profiles' sign-in migration at start looks its profiles up by index, never reading every profile", async () => {
    const profiles = store.collection<StoredDocument & Record<string, unknown>>(PROFILES_COLLECTION);
    for (let i = 0; i < 200; i += 1) await profiles.insertOne({ _id: `p-plan${i}`, username: `plan${i}`, usernameLower: `plan${i}`, createdAt: '2026-01-01T00:00:00.000Z' });
    await SignInService.prepare(store);
    store.optimize();
    // What SignInService.prepare looks for at every start.
    const plans = await plansOf(() => profiles.find({ provider: { $exists: true } }, { limit: 500 }), [PROFILES_COLLECTION]);
    expect(violations(plans, { sorted: false })).toEqual([]);
  });

  it('a filter the index cannot serve is planned as a scan (the check can fail)', async () => {
    const plans = await plansOf(() => store.collection(BUILDS_COLLECTION).find({ name: 'Build 3' }));
    expect(violations(plans)).toEqual([expect.stringMatching(/^no index: SCAN c_builds /), expect.stringMatching(/^table scan: SCAN c_builds /)]);
  });
});
