import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { performance } from 'node:perf_hooks';
import { SqliteStore } from '../../server/src/store/sqlite/store';
import { createServices } from '../../server/src/services';
import { seedStore } from '../../server/src/seed';
import { BUILDS_COLLECTION, COMMENTS_COLLECTION, LIKES_COLLECTION, likeId, type BuildDocument, type CommentDocument, type LikeDocument } from '../../server/src/modules/builds/build.model';
import { PROFILES_COLLECTION, type ProfileDocument } from '../../server/src/modules/profiles/profile.model';
import { tempDir } from '../support/temp';

/**
 * "Download my data" for a heavy player on the default store (SQLite): 1,000 builds with 1,000-character notes,
 * 5,000 comments and 10,000 likes, beside as many rows of other players. The file is streamed through the same
 * pipeline as the route into a sink that only counts its bytes. Prints the time, the file's size and the extra memory
 * while it ran (peak heap and RSS over a settled start, sampled every 5 ms). Targets: under 2 s and 50 MB.
 */
const dir = await tempDir('almanac-export-bench-');
const store = await SqliteStore.open(dir.path);
try {
  await seedStore(store, { demo: true });
  const services = await createServices(store);
  const profiles = store.collection<ProfileDocument>(PROFILES_COLLECTION);
  const template = (await store.collection<BuildDocument>(BUILDS_COLLECTION).findOne({ isPublic: true }))!;
  const player = (await profiles.findOne({ _id: template.owner }))!;
  const now = new Date().toISOString();
  const notes = 'Level with the sword, then the shield. '.repeat(26).slice(0, 1_000);
  // The player's rows, and as many of another player's, written in transactions of 1,000.
  for (const [owner, prefix] of [[player._id, 'mine'], ['someone-else', 'theirs']] as const) {
    for (let block = 0; block < 10; block += 1) {
      await store.transaction(async (scope) => {
        const builds = scope.collection<BuildDocument>(BUILDS_COLLECTION);
        const comments = scope.collection<CommentDocument>(COMMENTS_COLLECTION);
        const likes = scope.collection<LikeDocument>(LIKES_COLLECTION);
        for (let n = block * 100; n < (block + 1) * 100; n += 1) {
          await builds.insertOne({ ...template, _id: `${prefix}-build-${n}`, owner, name: `Bench ${n}`, description: notes, isPublic: n % 2 === 0 });
        }
        for (let n = block * 500; n < (block + 1) * 500; n += 1) {
          await comments.insertOne({ _id: `${prefix}-comment-${n}`, buildId: `theirs-build-${n % 1000}`, authorId: owner, author: prefix, content: `Comment ${n}: ${notes.slice(0, 200)}`, timestamp: now });
        }
        for (let n = block * 1000; n < (block + 1) * 1000; n += 1) {
          const buildId = `bench-liked-${n}`;
          await likes.insertOne({ _id: likeId(buildId, owner), buildId, userId: owner, value: 'like', updatedAt: now });
        }
      });
    }
  }
  global.gc?.();
  const base = process.memoryUsage();
  let peakHeap = base.heapUsed;
  let peakRss = base.rss;
  const sampler = setInterval(() => {
    const usage = process.memoryUsage();
    peakHeap = Math.max(peakHeap, usage.heapUsed);
    peakRss = Math.max(peakRss, usage.rss);
  }, 5);
  let bytes = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      // As a socket does: the next chunk waits for this one to be taken.
      setImmediate(done);
    },
  });
  const start = performance.now();
  await pipeline(Readable.from(services.playerData.exportChunks(player, 'http://localhost:3000')), sink);
  const ms = performance.now() - start;
  clearInterval(sampler);
  const mb = (value: number) => (value / 1024 / 1024).toFixed(1);
  console.log(
    `Player export (SQLite; 1,000 builds, 5,000 comments, 10,000 likes; as many of another player's): ${ms.toFixed(0)} ms, ${mb(bytes)} MB file, ` +
      `extra memory at peak ${mb(peakHeap - base.heapUsed)} MB heap, ${mb(peakRss - base.rss)} MB RSS (targets: 2 s, 50 MB)${global.gc ? '' : ' (without --expose-gc the start is not settled)'}`,
  );
  await services.followers.stop();
} finally {
  await store.close();
  await dir.remove();
}
