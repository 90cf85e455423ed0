import { afterAll, describe, expect, it } from 'vitest';
import { EmbeddedStore } from '../../server/src/store/embedded';
import { MongoStore } from '../../server/src/store/mongodb';
import { SqliteStore } from '../../server/src/store/sqlite/store';
import type { Collection, Store, StoredDocument, TransactionScope } from '../../server/src/store/port';
import { ProfileService } from '../../server/src/modules/profiles/profile.service';
import { BuildsService } from '../../server/src/modules/builds/builds.service';
import { ActivityService } from '../../server/src/modules/audit/activity';
import { ProfileMergeService, PROFILE_MERGES_COLLECTION } from '../../server/src/modules/profiles/profile-merge';
import { SignInService } from '../../server/src/modules/profiles/sign-ins';
import { endSessionsOfProfile } from '../../server/src/modules/profiles/player-sessions';
import { SESSIONS_COLLECTION } from '../../server/src/auth/session-store';
import { PROFILES_COLLECTION, type ProfileDocument } from '../../server/src/modules/profiles/profile.model';
import { SIGN_INS_COLLECTION, type SignInDocument } from '../../server/src/modules/profiles/sign-in.model';
import { BUILDS_COLLECTION, COMMENTS_COLLECTION, LIKES_COLLECTION, likeId, type BuildDocument, type CommentDocument, type LikeDocument } from '../../server/src/modules/builds/build.model';
import { dropDatabase, findMongo, uniqueDatabaseName } from '../support/mongodb';
import { tempDir } from '../support/temp';

const mongo = await findMongo();
afterAll(() => mongo.stop());

type Opened = { store: Store; dispose: () => Promise<void> };
const engines: Array<[string, () => Promise<Opened>]> = [
  ['sqlite', async () => { const dir = await tempDir('almanac-merge-sqlite-'); const store = await SqliteStore.open(dir.path); return { store, dispose: async () => { await store.close(); await dir.remove(); } }; }],
  ['nedb', async () => { const dir = await tempDir('almanac-merge-nedb-'); const store = await EmbeddedStore.open(dir.path); return { store, dispose: async () => { await store.close(); await dir.remove(); } }; }],
  [`mongodb via ${mongo.source}`, async () => { const database = uniqueDatabaseName(); const store = await MongoStore.open(mongo.uri, database); return { store, dispose: async () => { await store.close(); await dropDatabase(mongo.uri, database); } }; }],
];

const now = '2026-12-01T00:00:00.000Z';
const profile = (id: string, username: string, extra: Partial<ProfileDocument> = {}): ProfileDocument =>
  ({ _id: id, username, usernameLower: username.toLowerCase(), displayName: username, role: 'user', createdAt: now, updatedAt: now, ...extra });
const build = (id: string, owner: string, ownerUsername: string, likeCount = 0): BuildDocument =>
  ({ _id: id, name: id, owner, ownerUsername, class: 'squire', characterLevel: 1, isPublic: true, isPlannerBuild: false, publishDate: now, buildIconId: null,
    assignedPoints: {}, statAllocations: {} as BuildDocument['statAllocations'], equippedItemIds: {}, likeCount, commentCount: 0, createdAt: now, updatedAt: now });
const likeOf = (buildId: string, userId: string): LikeDocument => ({ _id: likeId(buildId, userId), buildId, userId, value: 'like', updatedAt: now });

/** Two players: `keeper` (signed in) and `other` (a Google account's own profile), sharing a like on `shared`. */
async function seed(store: Store) {
  await ProfileService.prepare(store);
  await BuildsService.prepare(store);
  await ActivityService.prepare(store);
  const c = <T extends StoredDocument>(name: string) => store.collection<T>(name);
  await c<ProfileDocument>(PROFILES_COLLECTION).insertOne(profile('keeper', 'Keeper', { preferences: { theme: 'light' } }));
  await c<ProfileDocument>(PROFILES_COLLECTION).insertOne(profile('other', 'Other', { preferences: { theme: 'dark', density: 'compact' }, jugglingBest: 40 }));
  await c<SignInDocument>(SIGN_INS_COLLECTION).insertOne({ _id: 'google:g1', profileId: 'other', provider: 'google', providerUserId: 'g1', origin: 'created', linkedAt: now });
  await c<BuildDocument>(BUILDS_COLLECTION).insertOne(build('shared', 'host', 'Host', 2));
  for (let i = 0; i < 6; i += 1) {
    await c<BuildDocument>(BUILDS_COLLECTION).insertOne(build(`theirs-${i}`, 'other', 'Other'));
    await c<CommentDocument>(COMMENTS_COLLECTION).insertOne({ _id: `comment-${i}`, buildId: 'shared', authorId: 'other', author: 'Other', content: 'hi', timestamp: now });
  }
  for (let i = 0; i < 6; i += 1) {
    await c<BuildDocument>(BUILDS_COLLECTION).insertOne(build(`liked-${i}`, 'host', 'Host', 1));
    await c<LikeDocument>(LIKES_COLLECTION).insertOne(likeOf(`liked-${i}`, 'other'));
  }
  await c<LikeDocument>(LIKES_COLLECTION).insertOne(likeOf('shared', 'keeper'));
  await c<LikeDocument>(LIKES_COLLECTION).insertOne(likeOf('shared', 'other'));
  await c<StoredDocument & { data: string; expiresAt: string; profileId: string }>(SESSIONS_COLLECTION).insertOne({
    _id: 'session-of-other', data: JSON.stringify({ cookie: {}, passport: { user: 'other' } }), expiresAt: '2099-01-01T00:00:00.000Z', profileId: 'other',
  });
}

/** The store with a fault: the likes collection's `deleteOne` throws from its `after`+1-th call on (a crash part-way). */
function faulty(store: Store, after: number): Store {
  let calls = 0;
  const wrap = <T extends StoredDocument>(collection: Collection<T>): Collection<T> =>
    collection.name !== LIKES_COLLECTION ? collection : new Proxy(collection, {
      get: (target, key) => key === 'deleteOne'
        ? (filter: Record<string, unknown>) => { calls += 1; if (calls > after) throw new Error('crash'); return target.deleteOne(filter); }
        : Reflect.get(target, key, target) as unknown,
    });
  const scoped = (scope: TransactionScope): TransactionScope => ({ collection: (name) => wrap(scope.collection(name)) });
  return {
    engine: store.engine,
    atomicTransactions: store.atomicTransactions,
    collection: (name) => wrap(store.collection(name)),
    transaction: (work) => store.transaction((scope) => work(scoped(scope))),
    ping: () => store.ping(),
    close: () => store.close(),
  };
}

async function expectMerged(store: Store) {
  const c = <T extends StoredDocument>(name: string) => store.collection<T>(name);
  expect(await c<ProfileDocument>(PROFILES_COLLECTION).findOne({ _id: 'other' })).toBeNull();
  expect(await c<ProfileDocument>(PROFILES_COLLECTION).findOne({ _id: 'keeper' })).toMatchObject({ username: 'Keeper', preferences: { theme: 'light', density: 'compact' }, jugglingBest: 40 });
  expect(await c<SignInDocument>(SIGN_INS_COLLECTION).findOne({ _id: 'google:g1' })).toMatchObject({ profileId: 'keeper', origin: 'linked' });
  expect(await c<BuildDocument>(BUILDS_COLLECTION).count({ owner: 'keeper', ownerUsername: 'Keeper' })).toBe(6);
  expect(await c<CommentDocument>(COMMENTS_COLLECTION).count({ authorId: 'keeper', author: 'Keeper' })).toBe(6);
  expect(await c<LikeDocument>(LIKES_COLLECTION).count({ userId: 'other' })).toBe(0);
  expect(await c<LikeDocument>(LIKES_COLLECTION).count({ userId: 'keeper' })).toBe(7);
  expect((await c<BuildDocument>(BUILDS_COLLECTION).findOne({ _id: 'shared' }))!.likeCount).toBe(1);
  for (let i = 0; i < 6; i += 1) expect((await c<BuildDocument>(BUILDS_COLLECTION).findOne({ _id: `liked-${i}` }))!.likeCount).toBe(1);
  expect(await c(SESSIONS_COLLECTION).count({ _id: 'session-of-other' })).toBe(0);
  expect(await c(PROFILE_MERGES_COLLECTION).count()).toBe(0);
  expect(await new ActivityService(store).list('keeper')).toEqual([expect.objectContaining({ action: 'profile.merge', provider: 'google' })]);
}

describe.each(engines)('merging two profiles on %s', (_name, open) => {
  it('moves every row, counts a shared like once, keeps the signed-in preferences and ends the merged sessions', async () => {
    const { store, dispose } = await open();
    try {
      await seed(store);
      const outcome = await new ProfileMergeService(store, (id) => endSessionsOfProfile(store, id)).merge('keeper', 'other', 'google:g1');
      expect(outcome).toMatchObject({ builds: 6, comments: 6, likes: 7, mergedUsername: 'Other', endedSessions: 1 });
      await expectMerged(store);
    } finally {
      await dispose();
    }
  });

  it('moves each profile\'s one provider account into a sign-in record at start, the dev and demo ones too, idempotently', async () => {
    const { store, dispose } = await open();
    try {
      const profiles = store.collection<ProfileDocument & { provider?: string; providerUserId?: string; providerKey?: string }>(PROFILES_COLLECTION);
      await profiles.insertOne({ ...profile('p_a', 'a-discord'), provider: 'discord', providerUserId: '42', providerKey: 'discord:42' });
      await profiles.insertOne({ ...profile('p_b', 'b-dev'), provider: 'dev', providerUserId: 'b-dev' });
      await profiles.insertOne({ ...profile('demo-c', 'c-demo'), provider: 'demo', providerUserId: 'demo-c' });
      expect(await SignInService.prepare(store)).toBe(3);
      expect(await SignInService.prepare(store)).toBe(0);
      const records = await store.collection<SignInDocument>(SIGN_INS_COLLECTION).find({}, { sort: { _id: 1 } });
      expect(records.map((r) => [r._id, r.profileId, r.origin])).toEqual([
        ['demo:demo-c', 'demo-c', 'created'], ['dev:b-dev', 'p_b', 'created'], ['discord:42', 'p_a', 'created'],
      ]);
      for (const row of await profiles.find({})) {
        expect(row).not.toHaveProperty('provider');
        expect(row).not.toHaveProperty('providerKey');
      }
    } finally {
      await dispose();
    }
  });
});

const atomic = engines.filter(([name]) => name === 'sqlite');
const sequence = engines.filter(([name]) => name !== 'sqlite');
const crashingMerge = (store: Store) => new ProfileMergeService(faulty(store, 3), (id) => endSessionsOfProfile(store, id)).merge('keeper', 'other', 'google:g1');

describe.each(atomic)('a merge a crash cuts short on %s (one transaction)', (_name, open) => {
  it('changes nothing, and the next try merges', async () => {
    const { store, dispose } = await open();
    try {
      await seed(store);
      await expect(crashingMerge(store)).rejects.toThrow('crash');
      const c = <T extends StoredDocument>(n: string) => store.collection<T>(n);
      expect(await c<BuildDocument>(BUILDS_COLLECTION).count({ owner: 'other' })).toBe(6);
      expect(await c<LikeDocument>(LIKES_COLLECTION).count({ userId: 'other' })).toBe(7);
      expect(await c<SignInDocument>(SIGN_INS_COLLECTION).findOne({ _id: 'google:g1' })).toMatchObject({ profileId: 'other' });
      expect(await c<ProfileDocument>(PROFILES_COLLECTION).findOne({ _id: 'other' })).not.toBeNull();
      await new ProfileMergeService(store, (id) => endSessionsOfProfile(store, id)).merge('keeper', 'other', 'google:g1');
      await expectMerged(store);
    } finally {
      await dispose();
    }
  });
});

describe.each(sequence)('a merge a crash cuts short on %s (marker and idempotent steps)', (_name, open) => {
  it('is finished at the next start', async () => {
    const { store, dispose } = await open();
    try {
      await seed(store);
      await expect(crashingMerge(store)).rejects.toThrow('crash');
      const c = <T extends StoredDocument>(n: string) => store.collection<T>(n);
      // Part-way: the builds moved, some likes not yet.
      expect(await c<BuildDocument>(BUILDS_COLLECTION).count({ owner: 'keeper' })).toBe(6);
      expect(await c<LikeDocument>(LIKES_COLLECTION).count({ userId: 'other' })).toBeGreaterThan(0);
      expect(await c(PROFILE_MERGES_COLLECTION).count()).toBe(1);
      // What the start does (services.ts): finish every merge left half-done.
      expect(await new ProfileMergeService(store, (id) => endSessionsOfProfile(store, id)).resume()).toBe(1);
      await expectMerged(store);
    } finally {
      await dispose();
    }
  });
});
