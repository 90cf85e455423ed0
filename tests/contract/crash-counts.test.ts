import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { appendFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedStore } from '../../server/src/store/embedded';
import {
  BUILDS_COLLECTION,
  COMMENTS_COLLECTION,
  LIKES_COLLECTION,
  likeId,
  type BuildDocument,
  type CommentDocument,
  type LikeDocument,
} from '../../server/src/modules/builds/build.model';
import { graphql, ROOT, startAppProcess } from '../support/app';
import { devSignIn } from '../support/auth';
import { childArgs } from '../support/child-bundle';
import { tempDir } from '../support/temp';

/** Finished changes to wait for before the kill, so it lands in the middle of a busy loop. */
const CHANGES_BEFORE_KILL = 300;

/** Runs tests/support/crash-social-writer.ts on `dataDir` and kills it with SIGKILL mid-loop. */
async function likeAndKill(dataDir: string): Promise<number> {
  const child = spawn(process.execPath, await childArgs('crash-social-writer', dataDir), {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += String(chunk)));
  let done = 0;
  const lines = createInterface({ input: child.stdout });
  lines.on('line', (line) => {
    if (line.startsWith('done ')) done += 1;
    if (done === CHANGES_BEFORE_KILL && child.exitCode === null) child.kill('SIGKILL');
  });
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  if (signal !== 'SIGKILL') throw new Error(`The writer ended with code ${code} instead of being killed:\n${stderr}`);
  return done;
}

/** Each build's stored counts beside the number of its records. */
async function countsAndRecords(dataDir: string): Promise<Array<{ id: string; likeCount: number; likes: number; commentCount: number; comments: number }>> {
  const store = await EmbeddedStore.open(dataDir);
  try {
    const likes = store.collection<LikeDocument>(LIKES_COLLECTION);
    const comments = store.collection<CommentDocument>(COMMENTS_COLLECTION);
    const builds = await store.collection<BuildDocument>(BUILDS_COLLECTION).find({ _id: { $regex: /^crash-build-/ } }, { sort: { _id: 1 } });
    return Promise.all(
      builds.map(async (b) => ({
        id: b._id,
        likeCount: b.likeCount,
        likes: await likes.count({ buildId: b._id }),
        commentCount: b.commentCount,
        comments: await comments.count({ buildId: b._id }),
      })),
    );
  } finally {
    await store.close();
  }
}

const wrong = (rows: Awaited<ReturnType<typeof countsAndRecords>>) => rows.filter((r) => r.likeCount !== r.likes || r.commentCount !== r.comments);

describe('build counts after kill -9 in the middle of likes and comments', () => {
  let dir: Awaited<ReturnType<typeof tempDir>>;

  beforeAll(async () => {
    dir = await tempDir('almanac-crash-counts-');
    await likeAndKill(dir.path);
    // A kill lands between a record's write and its count's now and then, not every time: that
    // trace is also added by hand, as the kill leaves it (a like record whose count was never written).
    await appendFile(join(dir.path, `${LIKES_COLLECTION}.db`), `${JSON.stringify({ _id: likeId('crash-build-0', 'p_late_fan'), buildId: 'crash-build-0', userId: 'p_late_fan', value: 'like', updatedAt: new Date().toISOString() })}\n`);
  }, 120_000);
  afterAll(async () => dir?.remove());

  it('the real app starts on the killed folder, corrects every count from its records in the background and says how many', async () => {
    const before = wrong(await countsAndRecords(dir.path));
    expect(before.length).toBeGreaterThanOrEqual(1);

    // NeDB's files, as the writer left them (the SQLite twin of this test is sqlite-crash*.test.ts): the
    // default engine would migrate them first.
    const app = await startAppProcess({ STORE_ENGINE: 'nedb' }, dir.path);
    try {
      await expect.poll(() => app.logs.find((entry) => String(entry.msg).startsWith('Checked the like and comment counts')), { timeout: 20_000 }).toBeTruthy();
      const line = app.logs.find((entry) => String(entry.msg).startsWith('Checked the like and comment counts'))!;
      expect(line.corrected).toBe(before.length);
      expect(line.msg).toMatch(new RegExp(`; corrected ${before.length}$`));

      // A like and an unlike after the restart move the count from the records, not from a wrong count.
      const cookie = await devSignIn(app.url, 'after_crash');
      const liked = await graphql(app.url, `mutation { likeBuild(buildId: "crash-build-0") { likeCount } }`, {}, { cookie });
      const unliked = await graphql(app.url, `mutation { unlikeBuild(buildId: "crash-build-0") { likeCount } }`, {}, { cookie });
      expect(unliked.data!.unlikeBuild.likeCount).toBe(liked.data!.likeBuild.likeCount - 1);
      expect(app.logs.filter((entry) => Number(entry.level) >= 50)).toEqual([]);
    } finally {
      expect(await app.stop({ keepData: true })).toBe(0);
    }
    expect(wrong(await countsAndRecords(dir.path))).toEqual([]);
  });
});
