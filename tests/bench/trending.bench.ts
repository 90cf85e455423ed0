import { performance } from 'node:perf_hooks';
import { EmbeddedStore } from '../../server/src/store/embedded';
import { createServices } from '../../server/src/services';
import { seedStore } from '../../server/src/seed';
import { BUILD_TAGS } from '../../server/game-data/rules/build-tags';
import { BUILDS_COLLECTION, LIKES_COLLECTION, likeId, type BuildDocument, type LikeDocument } from '../../server/src/modules/builds/build.model';
import { tempDir } from '../support/temp';

/**
 * The /builds list's orders on the embedded store: 5,000 public builds with
 * tags and 30,000 likes over 30 days (7,000 of them in the last 7 days). Prints p50 and p99 of a
 * first page and a third page for Most liked, Trending, and Trending with a tag filter. Trending
 * reads the window's likes by their time (an index) and the builds liked in it with one `$in`.
 */
const dir = await tempDir('almanac-trending-bench-');
const store = await EmbeddedStore.open(dir.path);
try {
  await seedStore(store, { demo: true });
  const builds = store.collection<BuildDocument>(BUILDS_COLLECTION);
  const likes = store.collection<LikeDocument>(LIKES_COLLECTION);
  const template = (await builds.findOne({ isPublic: true }))!;
  const BUILDS = 5_000;
  const now = Date.now();
  const DAY = 24 * 60 * 60 * 1000;
  const counts = new Map<string, number>();
  for (let n = 0; n < 30_000; n += 1) {
    const buildId = `bench-build-${(n * 7919) % BUILDS}`;
    // 7,000 likes this week, the rest 8 to 30 days ago.
    const ago = n < 7_000 ? (n % 7) * DAY + (n % 1000) * 1000 : 8 * DAY + (n % 22) * DAY;
    await likes.insertOne({ _id: likeId(buildId, `bench-user-${n}`), buildId, userId: `bench-user-${n}`, value: 'like', updatedAt: new Date(now - ago).toISOString() });
    counts.set(buildId, (counts.get(buildId) ?? 0) + 1);
  }
  for (let n = 0; n < BUILDS; n += 1) {
    const _id = `bench-build-${n}`;
    const tags = BUILD_TAGS.filter((_tag, i) => (n >> i) % 2 === 1).slice(0, 5);
    await builds.insertOne({ ...template, _id, name: `Bench ${n}`, tags, likeCount: counts.get(_id) ?? 0, publishDate: new Date(now - n * 60_000).toISOString() });
  }
  const services = await createServices(store);
  const at = (list: number[], p: number) => list[Math.min(list.length - 1, Math.floor((p / 100) * list.length))]!;
  const lines: string[] = [];
  for (const [label, sort, filter] of [
    ['Most liked', 'MOST_LIKED', null],
    ['Trending', 'TRENDING', null],
    ['Trending, tag tank', 'TRENDING', { tags: ['tank'] }],
  ] as const) {
    const first: number[] = [];
    const third: number[] = [];
    for (let round = 0; round < 30; round += 1) {
      let start = performance.now();
      const page1 = await services.builds.listing.listPublic(filter, sort, 20, null);
      first.push(performance.now() - start);
      const page2 = await services.builds.listing.listPublic(filter, sort, 20, page1.pageInfo.endCursor);
      start = performance.now();
      await services.builds.listing.listPublic(filter, sort, 20, page2.pageInfo.endCursor);
      third.push(performance.now() - start);
    }
    first.sort((a, b) => a - b);
    third.sort((a, b) => a - b);
    lines.push(`${label}: first page p50 ${at(first, 50).toFixed(1)} ms, p99 ${at(first, 99).toFixed(1)} ms; third page p50 ${at(third, 50).toFixed(1)} ms, p99 ${at(third, 99).toFixed(1)} ms`);
  }
  console.log(`/builds over ${BUILDS.toLocaleString('en-US')} public builds and 30,000 likes (7,000 this week), embedded store:\n${lines.join('\n')}`);
} finally {
  await store.close();
  await dir.remove();
}
