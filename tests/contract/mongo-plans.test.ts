import { Collection as DriverCollection, FindCursor, MongoClient, type Document } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DocumentSessionStore } from '../../server/src/auth/session-store';
import { createRateLimiter } from '../../server/src/rate-limiter';
import { BUILDS_COLLECTION } from '../../server/src/modules/builds/build.model';
import { createServices, type Services } from '../../server/src/services';
import { MongoStore } from '../../server/src/store/mongodb';
import { observeStore } from '../../server/src/store/observed';
import type { Store } from '../../server/src/store/port';
import { writeListData } from '../support/list-data';
import { containsCollscan } from '../support/mongo-double/explain';
import { dropDatabase, findMongo, uniqueDatabaseName } from '../support/mongodb';

/**
 * Every query the site's lists, pages, sign-in, sessions and rate limits send MongoDB walks an
 * index: each test runs the real service calls on a MongoStore holding the indexes the modules
 * declare (createServices), records every read and write filter the driver was handed, and asks
 * the server to `explain` each one; no winning plan may read the whole collection (`COLLSCAN`).
 * On a real server (MONGODB_URI) that is MongoDB's own planner; on the MongoDB wire-protocol test
 * double (not MongoDB) it is the double's model of the planner's rules (mongo-double/explain.ts).
 */

const mongo = await findMongo();
const BUILDS = 300;

interface Issued {
  collection: string;
  filter: Document;
  sort?: Document;
}

const RECORDED = ['find', 'findOne', 'countDocuments', 'updateOne', 'updateMany', 'findOneAndUpdate', 'deleteOne', 'deleteMany'] as const;

describe(`MongoDB query plans of the site via ${mongo.source}`, () => {
  const database = uniqueDatabaseName('almanac_plans');
  let store: Store;
  let services: Services;
  let client: MongoClient;
  const issued: Issued[] = [];

  beforeAll(async () => {
    store = observeStore(await MongoStore.open(mongo.uri, database));
    services = await createServices(store);
    await writeListData(store, { builds: BUILDS, owners: 30, records: 120 });
    client = new MongoClient(mongo.uri, { serverSelectionTimeoutMS: 10_000 });
    await client.connect();
    // Every filter the driver is handed from here on, whoever hands it (our store, the rate limiter's library);
    // a cursor's later `.sort()` is written onto the filter that made it.
    const ofCursor = new WeakMap<object, Issued>();
    for (const method of RECORDED) {
      const original = DriverCollection.prototype[method] as (...args: unknown[]) => unknown;
      vi.spyOn(DriverCollection.prototype, method).mockImplementation(function (this: DriverCollection, ...args: unknown[]): never {
        const options = args[method === 'findOneAndUpdate' ? 2 : 1] as { sort?: Document } | undefined;
        const entry: Issued = { collection: this.collectionName, filter: (args[0] as Document | undefined) ?? {}, sort: options?.sort };
        issued.push(entry);
        const result = original.apply(this, args);
        if (method === 'find' && result !== null && typeof result === 'object') ofCursor.set(result, entry);
        return result as never;
      });
    }
    const sort = FindCursor.prototype.sort;
    vi.spyOn(FindCursor.prototype, 'sort').mockImplementation(function (this: FindCursor, ...args: Parameters<FindCursor['sort']>) {
      const entry = ofCursor.get(this);
      if (entry) entry.sort = args[0] as Document;
      return sort.apply(this, args);
    });
  });

  afterAll(async () => {
    vi.restoreAllMocks();
    await services?.followers.stop();
    await store?.close();
    await client?.close();
    await dropDatabase(mongo.uri, database).catch(() => undefined);
    await mongo.stop();
  });

  /** The winning plans of what `call` sent, those that read a whole collection first. */
  async function plansOf(call: () => Promise<unknown>, collections?: string[]): Promise<{ scans: string[]; count: number }> {
    issued.length = 0;
    await call();
    const mine = issued.filter((one) => !collections || collections.includes(one.collection));
    expect(mine.length).toBeGreaterThan(0);
    const scans: string[] = [];
    for (const one of mine) {
      const explained = await client.db(database).command({ explain: { find: one.collection, filter: one.filter, ...(one.sort ? { sort: one.sort } : {}) }, verbosity: 'queryPlanner' });
      const plan = (explained.queryPlanner as Document).winningPlan;
      if (containsCollscan(plan)) scans.push(`${one.collection} ${JSON.stringify(one.filter)}${one.sort ? ` sort ${JSON.stringify(one.sort)}` : ''}`);
    }
    return { scans, count: mine.length };
  }

  /** The queries of `call` that read a whole collection (none, when all is well). */
  const scansOf = async (call: () => Promise<unknown>, collections?: string[]) => (await plansOf(call, collections)).scans;

  it.each(['MOST_LIKED', 'NEWEST', 'MOST_COMMENTED', 'TRENDING'] as const)('the public builds list sorted %s, first and next page, with filters and search', async (sort) => {
    const listing = services.builds.listing;
    // The first list reads what later ones keep (TRENDING's window of likes): its plans are checked too.
    let first!: Awaited<ReturnType<typeof listing.listPublic>>;
    expect(await scansOf(async () => (first = await listing.listPublic(null, sort, 10, null)))).toEqual([]);
    expect(first.edges).toHaveLength(10);
    expect(await scansOf(() => listing.listPublic(null, sort, 10, null))).toEqual([]);
    expect(await scansOf(() => listing.listPublic(null, sort, 10, first.pageInfo.endCursor))).toEqual([]);
    expect(await scansOf(() => listing.listPublic({ class: 'knight', levelMin: 5, levelMax: 40, kind: 'PLANNER', tags: ['endgame'] }, sort, 10, null))).toEqual([]);
    expect(await scansOf(() => listing.listPublic({ search: 'build 1' }, sort, 10, null))).toEqual([]);
  });

  it("the top builds, a player's builds, the sitemap", async () => {
    const listing = services.builds.listing;
    expect(await scansOf(() => listing.topBuilds())).toEqual([]);
    expect(await scansOf(() => listing.publicOfOwner('p2'))).toEqual([]);
    expect(await scansOf(() => listing.likesReceivedBy('p3'))).toEqual([]);
    expect(await scansOf(() => listing.everyPublic())).toEqual([]);
  });

  it('a build page: the build, its comments and likes, the viewer\'s like', async () => {
    const build = (await services.builds.get(null, 'b0001'))!;
    expect(build).not.toBeNull();
    expect(await scansOf(() => services.builds.get(null, 'b0002'))).toEqual([]);
    expect(await scansOf(() => services.builds.social.commentsOf(build, 'NEWEST_FIRST', 10, null))).toEqual([]);
    expect(await scansOf(() => services.builds.social.ratingsOf(build, 10, null))).toEqual([]);
  });

  it('sign-in, a build saved, liked, commented and deleted', async () => {
    const player = await services.profiles.signIn('discord', 'plans-1');
    expect(await scansOf(() => services.profiles.signIn('discord', 'plans-1'))).toEqual([]);
    expect(await scansOf(() => services.profiles.byUsername(player.username))).toEqual([]);
    const viewer = player;
    const saved = await services.builds.create(viewer, { name: 'Planned', class: 'knight', characterLevel: 10 } as never);
    expect(await scansOf(() => services.builds.create(viewer, { name: 'Planned 2', class: 'knight', characterLevel: 10 } as never))).toEqual([]);
    expect(await scansOf(() => services.builds.publish(viewer, saved._id))).toEqual([]);
    const other = await services.profiles.signIn('google', 'plans-2');
    expect(await scansOf(() => services.builds.social.like(other, saved._id))).toEqual([]);
    expect(await scansOf(() => services.builds.social.hasLiked(other, saved._id))).toEqual([]);
    expect(await scansOf(() => services.builds.listing.likedBy(other))).toEqual([]);
    expect(await scansOf(() => services.builds.social.unlike(other, saved._id))).toEqual([]);
    expect(await scansOf(() => services.builds.social.addComment(other, saved._id, 'Looks good'))).toEqual([]);
    expect(await scansOf(() => services.builds.delete(viewer, saved._id))).toEqual([]);
  });

  it("a player's data file: exported a page at a time, builds imported", async () => {
    const player = await services.profiles.signIn('discord', 'plans-data');
    const saved = await services.builds.create(player, { name: 'Exported', class: 'knight', characterLevel: 10 } as never);
    await services.builds.publish(player, saved._id);
    await services.builds.social.like(player, saved._id);
    await services.builds.social.addComment(player, saved._id, 'Mine');
    const drain = async () => {
      let text = '';
      for await (const chunk of services.playerData.exportChunks(player, 'http://localhost')) text += chunk;
      return JSON.parse(text) as { builds: unknown[] };
    };
    expect((await drain()).builds).toHaveLength(1);
    expect(await scansOf(drain)).toEqual([]);
    const file = { format: 'almanac-player-data', version: 1, builds: [{ name: 'Imported', class: 'squire', characterLevel: 5, assignedPoints: {}, dataVersion: 2 }] };
    expect(await scansOf(() => services.playerData.importFile(player, file))).toEqual([]);
  });

  it('sessions: read, written, touched, ended and the expired purged', async () => {
    const sessions = new DocumentSessionStore(store, 60_000);
    const data = { cookie: { originalMaxAge: 60_000, expires: new Date(Date.now() + 60_000) } } as never;
    const call = <T>(run: (done: (error?: unknown, value?: T) => void) => void) => new Promise<T | undefined>((resolve, reject) => run((error, value) => (error ? reject(error) : resolve(value))));
    expect(await scansOf(() => call((done) => sessions.set('s1', data, done)))).toEqual([]);
    expect(await scansOf(() => call((done) => sessions.get('s1', done)))).toEqual([]);
    expect(await scansOf(() => call((done) => sessions.destroy('s1', done)))).toEqual([]);
    expect(await scansOf(() => sessions.purgeExpired(new Date(Date.now() + 120_000)))).toEqual([]);
  });

  it('rate limits shared through MongoDB', async () => {
    const limiter = createRateLimiter(store, { keyPrefix: 'plans', points: 5, duration: 60 });
    await limiter.consume('203.0.113.7');
    expect(await scansOf(() => limiter.consume('203.0.113.7'), ['rate_limits'])).toEqual([]);
  });

  it('a filter no index serves is reported (the check can fail)', async () => {
    const { scans } = await plansOf(() => store.collection(BUILDS_COLLECTION).find({ name: 'Build 3' }));
    expect(scans).toEqual([`${BUILDS_COLLECTION} {"name":"Build 3"}`]);
  });
});
