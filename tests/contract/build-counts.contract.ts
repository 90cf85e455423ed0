import { describe, expect, it } from 'vitest';
import { ATOMIC_CHECK_EVERY_MS, BuildCounts, MAINTENANCE_COLLECTION } from '../../server/src/modules/builds/build-counts';
import {
  BUILDS_COLLECTION,
  COMMENTS_COLLECTION,
  LIKES_COLLECTION,
  likeId,
  type BuildDocument,
  type CommentDocument,
  type LikeDocument,
} from '../../server/src/modules/builds/build.model';
import type { Collection, Store, StoredDocument } from '../../server/src/store/port';

/** The same store as a slow process sees it: each count is taken at once but arrives `ms` later. */
function slowCounts(store: Store, ms: number): Store {
  const collection = <T extends StoredDocument>(name: string): Collection<T> => {
    const c = store.collection<T>(name);
    return {
      name: c.name,
      find: (...args) => c.find(...args),
      findOne: (...args) => c.findOne(...args),
      insertOne: (...args) => c.insertOne(...args),
      updateOne: (...args) => c.updateOne(...args),
      findOneAndUpdate: (...args) => c.findOneAndUpdate(...args),
      deleteOne: (...args) => c.deleteOne(...args),
      deleteMany: (...args) => c.deleteMany(...args),
      createIndex: (...args) => c.createIndex(...args),
      watch: () => c.watch(),
      count: async (filter) => {
        const counted = await c.count(filter);
        await new Promise((resolve) => setTimeout(resolve, ms));
        return counted;
      },
    };
  };
  // Two writes, as on the engines without atomic transactions: the lanes and rounds are what keep it exact.
  return { engine: store.engine, collection, atomicTransactions: false, transaction: (work) => work({ collection }), ping: () => store.ping(), close: () => store.close() };
}

const AT = '2026-11-01T00:00:00.000Z';

function build(_id: string, likeCount: number, commentCount: number): BuildDocument {
  return {
    _id, name: _id, owner: 'p_owner', ownerUsername: 'owner', class: 'mage', characterLevel: 10, isPublic: true, isPlannerBuild: false,
    publishDate: AT, buildIconId: null, assignedPoints: {}, equippedItemIds: {},
    statAllocations: { hp: 0, mp: 0, magic: 0, ability: 0, hpRegen: 0, mpRegen: 0, capacity: 0 },
    likeCount, commentCount, createdAt: AT, updatedAt: AT,
  };
}

const like = (buildId: string, userId: string): LikeDocument => ({ _id: likeId(buildId, userId), buildId, userId, value: 'like', updatedAt: AT });
const comment = (buildId: string, n: number): CommentDocument => ({ _id: `${buildId}-c${n}`, buildId, authorId: `p_${n}`, author: `fan${n}`, content: 'hi', timestamp: AT });

/**
 * The builds' like and comment counts against their records (build-counts.ts), on one engine:
 * the reconciliation a start runs, and recounts from two "processes" (two instances on one store,
 * each with its own lanes) racing on one build. Uses the fixed collections the builds module uses;
 * the rest of the contract suite works in collections of its own.
 */
export function buildCountsContract(storeOf: () => Store): void {
  describe('build counts (likes and comments against their records)', () => {
    it('the start reconciliation sets wrong counts from the records, says how many builds it corrected, and corrects nothing the second time', async () => {
      const store = storeOf();
      const builds = store.collection<BuildDocument>(BUILDS_COLLECTION);
      const likes = store.collection<LikeDocument>(LIKES_COLLECTION);
      const comments = store.collection<CommentDocument>(COMMENTS_COLLECTION);
      // As a crash between the two writes leaves them: a record without its count, a count without its record.
      await builds.insertOne(build('rc-a', 1, 0)); // 2 likes stored
      await builds.insertOne(build('rc-b', 0, 191)); // 199 comments stored
      await builds.insertOne(build('rc-c', 3, 2)); // right
      await builds.insertOne(build('rc-d', 1, 1)); // nothing stored
      await builds.insertOne(build('rc-e', 0, 0)); // right, nothing stored
      for (const user of ['u1', 'u2']) await likes.insertOne(like('rc-a', user));
      for (let n = 0; n < 199; n += 1) await comments.insertOne(comment('rc-b', n));
      for (const user of ['u1', 'u2', 'u3']) await likes.insertOne(like('rc-c', user));
      for (let n = 0; n < 2; n += 1) await comments.insertOne(comment('rc-c', n));
      const lines: string[] = [];
      const log = { info: (_: Record<string, unknown>, message: string) => lines.push(message) };

      // Two builds a batch, so the job walks several batches.
      const outcome = await new BuildCounts(store).reconcile({ log, batchSize: 2 });
      expect({ checked: outcome.checked, corrected: outcome.corrected, ids: [...outcome.correctedIds].sort() }).toEqual({
        checked: 5,
        corrected: 3,
        ids: ['rc-a', 'rc-b', 'rc-d'],
      });
      const counts = (await builds.find({ _id: { $regex: /^rc-/ } }, { sort: { _id: 1 } })).map((b) => [b._id, b.likeCount, b.commentCount]);
      expect(counts).toEqual([['rc-a', 2, 0], ['rc-b', 0, 199], ['rc-c', 3, 2], ['rc-d', 0, 0], ['rc-e', 0, 0]]);
      expect(lines).toEqual([expect.stringMatching(/^Checked the like and comment counts of 5 builds in \d+ ms; corrected 3$/)]);

      const again = await new BuildCounts(store).reconcile();
      expect({ checked: again.checked, corrected: again.corrected }).toEqual({ checked: 5, corrected: 0 });
    });

    it('stops between builds when asked (the server stops) and says it did', async () => {
      const store = storeOf();
      const stop = new AbortController();
      stop.abort();
      const outcome = await new BuildCounts(store).reconcile({ signal: stop.signal });
      expect({ checked: outcome.checked, stopped: outcome.stopped }).toEqual({ checked: 0, stopped: true });
    });

    it('a slow process whose count is overtaken by another process\'s like counts again, so the last write is right', async () => {
      const store = storeOf();
      const builds = store.collection<BuildDocument>(BUILDS_COLLECTION);
      const likes = store.collection<LikeDocument>(LIKES_COLLECTION);
      await builds.insertOne(build('overtaken', 0, 0));
      await likes.insertOne(like('overtaken', 'slow'));
      // The slow process counts 1 like; before its write lands, the other process adds one and writes 2.
      const slow = new BuildCounts(slowCounts(store, 150)).recount('overtaken', 'likeCount');
      await new Promise((resolve) => setTimeout(resolve, 30));
      await likes.insertOne(like('overtaken', 'fast'));
      expect((await new BuildCounts(store).recount('overtaken', 'likeCount'))!.likeCount).toBe(2);
      // Its stale write of 1 is followed by a second count, and the right one.
      expect((await slow)!.likeCount).toBe(2);
      expect((await builds.findOne({ _id: 'overtaken' }))!.likeCount).toBe(2);
    });

    it('300 likes and 100 unlikes recounted concurrently by two processes sharing the store leave the count exact', async () => {
      const store = storeOf();
      const builds = store.collection<BuildDocument>(BUILDS_COLLECTION);
      const likes = store.collection<LikeDocument>(LIKES_COLLECTION);
      await builds.insertOne(build('race', 0, 0));
      const processes = [new BuildCounts(store), new BuildCounts(store)];
      const users = Array.from({ length: 300 }, (_, i) => `fan${i}`);
      const results = await Promise.all(
        users.map(async (user, i) => {
          await likes.insertOne(like('race', user));
          const counted = await processes[i % 2]!.recount('race', 'likeCount');
          if (i % 3 !== 0) return counted;
          await likes.deleteOne({ _id: likeId('race', user) });
          return processes[(i + 1) % 2]!.recount('race', 'likeCount');
        }),
      );
      // Each answer counted at least its own change; the stored count is the records'.
      expect(results.every((b) => b !== null && b.likeCount >= 1)).toBe(true);
      expect((await builds.findOne({ _id: 'race' }))!.likeCount).toBe(200);
      expect(await likes.count({ buildId: 'race' })).toBe(200);
    });

    it('count on a field with its own index agrees with find: after updates and deletes, across value types and inside arrays', async () => {
      const store = storeOf();
      const c = store.collection<StoredDocument & { k?: unknown }>(`indexed_count_${Date.now().toString(36)}`);
      await c.createIndex({ k: 1 });
      const docs = [{ _id: 'a', k: 'x' }, { _id: 'b', k: 'x' }, { _id: 'c', k: 5 }, { _id: 'd', k: '5' }, { _id: 'e', k: true }, { _id: 'f', k: ['x', 'y'] }, { _id: 'g' }];
      for (const doc of docs) await c.insertOne(doc);
      await c.updateOne({ _id: 'b' }, { $set: { k: 'y' } });
      await c.deleteOne({ _id: 'a' });
      for (const value of ['x', 'y', 5, '5', true, false, 'missing']) {
        expect({ value, count: await c.count({ k: value }) }).toEqual({ value, count: (await c.find({ k: value })).length });
      }
      expect(await c.count({ k: 'y' })).toBe(2);
      expect(await c.count({ k: 5 })).toBe(1);
    });

    it('the start check: with atomic transactions it runs at most daily and resumes after the last build a stopped pass checked; without, every start checks every build', async () => {
      const real = storeOf();
      const builds = real.collection<BuildDocument>(BUILDS_COLLECTION);
      await real.collection(MAINTENANCE_COLLECTION).deleteMany({});
      for (const id of ['sc-a', 'sc-b', 'sc-c', 'sc-d', 'sc-e']) await builds.insertOne(build(id, 0, 0));
      const all = await builds.count({});
      // The same store with its engine's flag set either way (the schedule reads only the flag), and a count that can stop the pass.
      let counts = 0;
      let stopAfter = Infinity;
      const stop = new AbortController();
      const flagged = (atomicTransactions: boolean): Store => ({
        engine: real.engine,
        atomicTransactions,
        collection: <T extends StoredDocument>(name: string): Collection<T> => {
          const c = real.collection<T>(name);
          const count: Collection<T>['count'] = (filter) => {
            counts += 1;
            if (counts >= stopAfter) stop.abort();
            return c.count(filter);
          };
          return {
            name: c.name, count, find: (...args) => c.find(...args), findOne: (...args) => c.findOne(...args), insertOne: (...args) => c.insertOne(...args),
            updateOne: (...args) => c.updateOne(...args), findOneAndUpdate: (...args) => c.findOneAndUpdate(...args), deleteOne: (...args) => c.deleteOne(...args),
            deleteMany: (...args) => c.deleteMany(...args), createIndex: (...args) => c.createIndex(...args), watch: () => c.watch(),
          };
        },
        transaction: (work) => real.transaction(work),
        ping: () => real.ping(),
        close: () => real.close(),
      });
      const day = ATOMIC_CHECK_EVERY_MS;
      let clock = Date.parse('2026-12-01T00:00:00.000Z');
      const now = () => new Date(clock);
      const lines: string[] = [];
      const log = { info: (_: Record<string, unknown>, message: string) => lines.push(message) };

      // Stopped after three builds (two counts each; the pass stops before the fourth): their progress is kept.
      stopAfter = 6;
      const first = await new BuildCounts(flagged(true)).checkAtStart({ now, batchSize: 2, signal: stop.signal });
      expect(first).toMatchObject({ checked: 3, stopped: true, resumedAfter: null });
      // The next start goes on after the third build and finishes the pass.
      stopAfter = Infinity;
      const second = await new BuildCounts(flagged(true)).checkAtStart({ now, batchSize: 2 });
      expect(second).toMatchObject({ checked: all - 3, stopped: false });
      expect((second as { resumedAfter: string | null }).resumedAfter).not.toBeNull();
      // Within a day of the pass's end a start checks nothing, and says so; a day later it checks every build again.
      clock += day - 1000;
      expect(await new BuildCounts(flagged(true)).checkAtStart({ now, log })).toEqual({ skipped: true, completedAt: new Date(clock - day + 1000).toISOString() });
      expect(lines).toEqual([expect.stringMatching(/^The like and comment counts were all checked at 2026-12-01T00:00:00.000Z; they are checked again a day after$/)]);
      clock += 1000;
      expect(await new BuildCounts(flagged(true)).checkAtStart({ now })).toMatchObject({ checked: all, resumedAfter: null });
      // Without atomic transactions (a crash can part a count from its records) every start checks every build, from the first.
      expect(await new BuildCounts(flagged(false)).checkAtStart({ now })).toMatchObject({ checked: all, resumedAfter: null });
      expect(await new BuildCounts(flagged(false)).checkAtStart({ now })).toMatchObject({ checked: all, resumedAfter: null });
    });

    it('a recount of a build that is gone answers null and writes nothing', async () => {
      const store = storeOf();
      expect(await new BuildCounts(store).recount('no-such-build', 'commentCount')).toBeNull();
      expect(await store.collection<BuildDocument>(BUILDS_COLLECTION).findOne({ _id: 'no-such-build' })).toBeNull();
    });
  });
}
