import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteStore } from '../../server/src/store/sqlite/store';
import {
  BUILDS_COLLECTION,
  COMMENTS_COLLECTION,
  LIKES_COLLECTION,
  type BuildDocument,
  type CommentDocument,
  type LikeDocument,
} from '../../server/src/modules/builds/build.model';
import { graphql, ROOT, startAppProcess } from '../support/app';
import { devSignIn } from '../support/auth';
import { childArgs } from '../support/child-bundle';
import { tempDir } from '../support/temp';

/**
 * Where each run is killed: twice from outside after some finished changes (wherever the loop
 * is then), twice by the writer itself just before a count is written (a like's, then likely a
 * comment's: exactly between a record and its count), and once as a deleted build's likes are
 * about to be deleted.
 */
const KILLS: Array<{ changes: number; mode?: string }> = [
  { changes: 150 },
  { changes: 247 },
  { changes: Infinity, mode: 'kill-at-count:40' },
  { changes: Infinity, mode: 'kill-at-count:42' },
  { changes: Infinity, mode: 'kill-at-cascade' },
];

/** Runs tests/support/crash-social-writer.ts on SQLite in `dataDir` until it is killed (by this test after `changes` finished changes, or by itself). */
async function likeAndKill(dataDir: string, changes: number, mode?: string): Promise<void> {
  const child = spawn(process.execPath, await childArgs('crash-social-writer', dataDir, 'sqlite', ...(mode ? [mode] : [])), {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += String(chunk)));
  let done = 0;
  const lines = createInterface({ input: child.stdout });
  lines.on('line', (line) => {
    if (line.startsWith('done ')) done += 1;
    if (done === changes && child.exitCode === null) child.kill('SIGKILL');
  });
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  if (signal !== 'SIGKILL') throw new Error(`The writer ended with code ${code} instead of being killed:\n${stderr}`);
}

/**
 * Builds whose stored counts differ from their records, and records whose build is gone, read
 * straight from the file (no reconciliation runs).
 */
async function wrongCounts(dataDir: string): Promise<string[]> {
  const store = await SqliteStore.open(dataDir);
  try {
    const likes = store.collection<LikeDocument>(LIKES_COLLECTION);
    const comments = store.collection<CommentDocument>(COMMENTS_COLLECTION);
    const builds = await store.collection<BuildDocument>(BUILDS_COLLECTION).find({ _id: { $regex: /^crash-build-/ } });
    const wrong: string[] = [];
    const ids = new Set(builds.map((b) => b._id));
    for (const record of [...(await likes.find()), ...(await comments.find())]) {
      if (!ids.has(record.buildId)) wrong.push(`${record._id}: a record of the deleted build ${record.buildId}`);
    }
    for (const b of builds) {
      const [liked, commented] = [await likes.count({ buildId: b._id }), await comments.count({ buildId: b._id })];
      if (b.likeCount !== liked || b.commentCount !== commented) wrong.push(`${b._id}: likeCount ${b.likeCount}/${liked} records, commentCount ${b.commentCount}/${commented} records`);
    }
    return wrong;
  } finally {
    await store.close();
  }
}

describe('SQLite: build counts after kill -9 in the middle of likes and comments', () => {
  let dir: Awaited<ReturnType<typeof tempDir>>;
  const afterEachKill: string[][] = [];

  beforeAll(async () => {
    dir = await tempDir('almanac-sqlite-crash-counts-');
    // The writer publishes its builds again on each run: one folder per kill keeps them apart.
    for (const [n, kill] of KILLS.entries()) {
      const folder = `${dir.path}/kill-${n}`;
      await likeAndKill(folder, kill.changes, kill.mode);
      afterEachKill.push(await wrongCounts(folder));
    }
  }, 120_000);
  afterAll(async () => dir?.remove());

  it('every count is true in the file itself, and no record outlives its build: each change is one transaction', () => {
    expect(afterEachKill).toEqual(KILLS.map(() => []));
  });

  it('the real app starts on a killed folder, its reconciliation corrects nothing, and a like moves the count by one', async () => {
    const app = await startAppProcess({ STORE_ENGINE: 'sqlite' }, `${dir.path}/kill-2`);
    try {
      await expect.poll(() => app.logs.find((entry) => String(entry.msg).startsWith('Checked the like and comment counts')), { timeout: 20_000 }).toBeTruthy();
      expect(app.logs.find((entry) => String(entry.msg).startsWith('Checked the like and comment counts'))!.corrected).toBe(0);
      const cookie = await devSignIn(app.url, 'after_crash');
      const liked = await graphql(app.url, `mutation { likeBuild(buildId: "crash-build-0") { likeCount } }`, {}, { cookie });
      const unliked = await graphql(app.url, `mutation { unlikeBuild(buildId: "crash-build-0") { likeCount } }`, {}, { cookie });
      expect(unliked.data!.unlikeBuild.likeCount).toBe(liked.data!.likeBuild.likeCount - 1);
      expect(app.logs.filter((entry) => Number(entry.level) >= 50)).toEqual([]);
    } finally {
      expect(await app.stop({ keepData: true })).toBe(0);
    }
  });
});
