import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { appendFile, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedStore } from '../../server/src/store/embedded';
import { NEWS_COLLECTION, type NewsDocument } from '../../server/src/modules/content/content.model';
import { graphql, ROOT, startAppProcess } from '../support/app';
import { childArgs } from '../support/child-bundle';
import { tempDir } from '../support/temp';

/** Acknowledged writes to wait for before the kill, so it lands in the middle of a busy loop. */
const WRITES_BEFORE_KILL = 400;

interface CrashOutcome {
  acknowledged: string[];
  increments: number;
}

/** Runs tests/support/crash-writer.ts on `dataDir` and kills it with SIGKILL mid-loop. */
async function writeAndKill(dataDir: string): Promise<CrashOutcome> {
  const child = spawn(process.execPath, await childArgs('crash-writer', dataDir), {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += String(chunk)));
  const acknowledged: string[] = [];
  let increments = 0;
  const lines = createInterface({ input: child.stdout });
  lines.on('line', (line) => {
    if (line.startsWith('ack ')) acknowledged.push(line.slice(4));
    if (line.startsWith('inc ')) increments += 1;
    if (acknowledged.length === WRITES_BEFORE_KILL && child.exitCode === null) child.kill('SIGKILL');
  });
  const linesRead = once(lines, 'close');
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  // Lines already in the pipe when the kill landed were acknowledged too: read them all.
  await linesRead;
  if (signal !== 'SIGKILL') throw new Error(`The writer ended with code ${code} instead of being killed:\n${stderr}`);
  return { acknowledged, increments };
}

describe('embedded store after kill -9', () => {
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let outcome: CrashOutcome;

  beforeAll(async () => {
    dir = await tempDir('almanac-crash-');
    outcome = await writeAndKill(dir.path);
  });
  afterAll(async () => dir?.remove());

  it('the real app starts on the killed folder, with a torn last line, and serves every acknowledged post', async () => {
    // Every acknowledged insert reached the file before the kill: one line each at least.
    const written = (await readFile(join(dir.path, `${NEWS_COLLECTION}.db`), 'utf8')).split('\n');
    const ids = new Set(written.flatMap((line) => /"_id":"([^"]+)"/.exec(line)?.[1] ?? []));
    expect(outcome.acknowledged.filter((id) => !ids.has(id))).toEqual([]);
    // SIGKILL seldom lands inside one append (each is a single write), so the tear it can
    // cause is added by hand: half a line, as a kill in the middle of write() would leave.
    await appendFile(join(dir.path, `${NEWS_COLLECTION}.db`), '{"_id":"crash-torn","slug":"crash-torn","title":"Cut of');
    // NeDB's files, as the writer left them (the SQLite twin of this test is sqlite-crash*.test.ts): the
    // default engine would migrate them first.
    const app = await startAppProcess({ STORE_ENGINE: 'nedb' }, dir.path);
    try {
      const health = await fetch(`${app.url}/healthz`);
      expect(health.status).toBe(200);
      const { data, errors } = await graphql(app.url, `{ news(first: 1) { totalCount } }`);
      expect(errors).toBeUndefined();
      // The seeded sample news plus at least every acknowledged post.
      expect(data!.news.totalCount).toBeGreaterThanOrEqual(outcome.acknowledged.length + 6);
      expect(app.logs.filter((entry) => Number(entry.level) >= 50)).toEqual([]);
    } finally {
      expect(await app.stop({ keepData: true })).toBe(0);
    }
  });

  it('a reopened store holds every acknowledged write and no torn one', async () => {
    const store = await EmbeddedStore.open(dir.path);
    try {
      const news = store.collection<NewsDocument>(NEWS_COLLECTION);
      const found = new Set((await news.find({ _id: { $regex: /^crash-/ } }, { projection: { _id: 1 } })).map((d) => d._id));
      expect(outcome.acknowledged.filter((id) => !found.has(id))).toEqual([]);
      expect(found.has('crash-torn')).toBe(false);
      const counter = await store.collection<{ _id: string; writes: number }>('crash_counters').findOne({ _id: 'writes' });
      expect(counter!.writes).toBeGreaterThanOrEqual(outcome.increments);
      const posts = await news.find({ _id: { $in: outcome.acknowledged.slice(0, 3) } });
      expect(posts.every((post) => post.body.length > 1000 && post.title.startsWith('Crash '))).toBe(true);
    } finally {
      await store.close();
    }
  });

  it('the files the app left behind are whole lines only', async () => {
    const content = await readFile(join(dir.path, `${NEWS_COLLECTION}.db`), 'utf8');
    expect(content.endsWith('\n')).toBe(true);
    for (const line of content.trimEnd().split('\n')) expect(() => JSON.parse(line)).not.toThrow();
  });
});
