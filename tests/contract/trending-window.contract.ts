import { describe, expect, it } from 'vitest';
import { LIKES_COLLECTION, likeId, type LikeDocument } from '../../server/src/modules/builds/build.model';
import { TrendingWindow } from '../../server/src/modules/builds/trending-window';
import { loseHistory } from '../../server/src/store/embedded';
import { Followers } from '../../server/src/store/follow';
import type { Collection, Store } from '../../server/src/store/port';

// Far from the other suites' likes (2026), so their likes never fall in these windows.
const NOW = new Date('2031-03-10T12:00:00.000Z');
const DAY = 86_400_000;
const at = (ms: number) => new Date(NOW.getTime() + ms).toISOString();
const like = (buildId: string, userId: string, updatedAt: string): LikeDocument => ({ _id: likeId(buildId, userId), buildId, userId, value: 'like', updatedAt });

/** The likes collection, counting its `find` calls (and running `duringFind` inside the next one, before it answers). */
function counted(likes: Collection<LikeDocument>) {
  const state = { finds: 0, duringFind: null as null | (() => Promise<void>) };
  const collection = new Proxy(likes, {
    get(target, property, receiver) {
      if (property !== 'find') return Reflect.get(target, property, receiver) as unknown;
      return async (...args: Parameters<Collection<LikeDocument>['find']>) => {
        state.finds += 1;
        const rows = await target.find(...args);
        const during = state.duringFind;
        state.duringFind = null;
        if (during) await during();
        return rows;
      };
    },
  });
  return { collection, state };
}

/** The scores of this suite's builds only (`tw-` ids): the likes collection is shared with other suites. */
const ours = (scores: Map<string, number>) => Object.fromEntries([...scores].filter(([id]) => id.startsWith('tw-')).sort());

/**
 * The trending window (trending-window.ts) on one engine: the likes of the last 7 days read once and then kept current
 * by the change feed, with the rule's scores at every `now`.
 */
export function trendingWindowContract(storeOf: () => Store): void {
  describe('the trending window of likes', () => {
    it('is read once, then follows new likes, unlikes and moved likes from the feed, exact at the window edges', async () => {
      const store = storeOf();
      const likes = store.collection<LikeDocument>(LIKES_COLLECTION);
      await likes.insertOne(like('tw-a', 'u1', at(-DAY)));
      await likes.insertOne(like('tw-a', 'u2', at(-7 * DAY))); // exactly at the window's start: counts
      await likes.insertOne(like('tw-b', 'u1', at(-7 * DAY - 1))); // a millisecond before: does not
      await likes.insertOne(like('tw-c', 'u1', at(60_000))); // dated a minute after now: counts once now passes it
      const followers = new Followers();
      const { collection, state } = counted(likes);
      const window = new TrendingWindow(collection, followers);
      try {
        expect(ours(await window.scores(NOW))).toEqual({ 'tw-a': 2 });
        expect(state.finds).toBe(1);

        await likes.insertOne(like('tw-b', 'u2', at(-1000)));
        await expect.poll(async () => ours(await window.scores(NOW))).toEqual({ 'tw-a': 2, 'tw-b': 1 });
        await likes.deleteOne({ _id: likeId('tw-a', 'u1') });
        await expect.poll(async () => ours(await window.scores(NOW))).toEqual({ 'tw-a': 1, 'tw-b': 1 });
        // A like moved out of the window (its time rewritten) leaves it.
        await likes.updateOne({ _id: likeId('tw-b', 'u2') }, { $set: { updatedAt: at(-30 * DAY) } });
        await expect.poll(async () => ours(await window.scores(NOW))).toEqual({ 'tw-a': 1 });
        expect(state.finds).toBe(1);

        // A minute later: the like at the window's start has left it, the one dated a minute ahead counts.
        expect(ours(await window.scores(new Date(NOW.getTime() + 60_000)))).toEqual({ 'tw-c': 1 });
        expect(state.finds).toBe(1);
        // A clock gone back before the kept window's start reads it again.
        expect(ours(await window.scores(NOW))).toEqual({ 'tw-a': 1 });
        expect(ours(await window.scores(new Date(NOW.getTime() - 2 * DAY)))).toEqual({ 'tw-a': 1, 'tw-b': 1 });
        expect(state.finds).toBe(3);
      } finally {
        await followers.stop();
        await likes.deleteMany({ buildId: { $in: ['tw-a', 'tw-b', 'tw-c'] } });
      }
    });

    it('keeps no read that a change reached while it ran, and reads again after lost history', async () => {
      const store = storeOf();
      const likes = store.collection<LikeDocument>(LIKES_COLLECTION);
      await likes.insertOne(like('tw-d', 'u1', at(-DAY)));
      const followers = new Followers();
      const { collection, state } = counted(likes);
      const window = new TrendingWindow(collection, followers);
      const generation = () => (window as unknown as { generation: number }).generation;
      try {
        // A like given while the window is read, and applied from the feed before the read answers.
        state.duringFind = async () => {
          const before = generation();
          await likes.insertOne(like('tw-d', 'u2', at(-1000)));
          await expect.poll(generation).toBeGreaterThan(before);
        };
        expect(ours(await window.scores(NOW))).toEqual({ 'tw-d': 1 });
        // That read was not kept (it could not hold the like): the next list reads again and counts it.
        expect(ours(await window.scores(NOW))).toEqual({ 'tw-d': 2 });
        expect(state.finds).toBe(2);
        // The embedded engines lose their history on demand (MongoDB's reload path is the same handler, run by its feed).
        if (store.engine === 'mongodb') return;
        // Likes written while the feed heard nothing, then a reload: the window is read again.
        await loseHistory(store, LIKES_COLLECTION, () => likes.insertOne(like('tw-d', 'u3', at(-1000))));
        await expect.poll(async () => ours(await window.scores(NOW))).toEqual({ 'tw-d': 3 });
        expect(state.finds).toBe(3);
      } finally {
        await followers.stop();
        await likes.deleteMany({ buildId: 'tw-d' });
      }
    });

    it('keeps nothing past its bound: a window of more likes is read for each list, and one grown past it is dropped', async () => {
      const store = storeOf();
      const likes = store.collection<LikeDocument>(LIKES_COLLECTION);
      await likes.insertOne(like('tw-e', 'u1', at(-DAY)));
      await likes.insertOne(like('tw-e', 'u2', at(-DAY)));
      const followers = new Followers();
      const { collection, state } = counted(likes);
      try {
        const small = new TrendingWindow(collection, followers, 1);
        expect(ours(await small.scores(NOW))).toEqual({ 'tw-e': 2 });
        expect(ours(await small.scores(NOW))).toEqual({ 'tw-e': 2 });
        expect(state.finds).toBe(2);
        // Kept at two, then a third like arrives: the window is dropped and read again.
        const bounded = new TrendingWindow(collection, followers, 2);
        expect(ours(await bounded.scores(NOW))).toEqual({ 'tw-e': 2 });
        expect(state.finds).toBe(3);
        await likes.insertOne(like('tw-e', 'u3', at(-DAY)));
        await expect.poll(async () => ours(await bounded.scores(NOW))).toEqual({ 'tw-e': 3 });
        expect(state.finds).toBeGreaterThan(3);
      } finally {
        await followers.stop();
        await likes.deleteMany({ buildId: 'tw-e' });
      }
    });
  });
}
