import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWS_COLLECTION, type NewsDocument } from '../../server/src/modules/content/content.model';
import { SQLITE_FILE, SqliteStore } from '../../server/src/store/sqlite/store';
import { graphql, ROOT, startAppProcess } from '../support/app';
import { childArgs } from '../support/child-bundle';
import { tempDir } from '../support/temp';

/** Acknowledged writes to wait for before the kill, so it lands in the middle of a busy loop. */
const WRITES_BEFORE_KILL = 400;
/** The writer runs four loops: at most one write of each can be committed and not yet printed. */
const IN_FLIGHT = 4;

/** Runs tests/support/crash-writer.ts on the SQLite engine in `dataDir` and kills it with SIGKILL mid-loop. */
async function writeAndKill(dataDir: string): Promise<{ acknowledged: string[]; increments: number }> {
  const child = spawn(process.execPath, await childArgs('crash-writer', dataDir, 'sqlite'), {
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
  await linesRead;
  if (signal !== 'SIGKILL') throw new Error(`The writer ended with code ${code} instead of being killed:\n${stderr}`);
  return { acknowledged, increments };
}

describe('SQLite engine after kill -9', () => {
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let outcome: { acknowledged: string[]; increments: number };

  beforeAll(async () => {
    dir = await tempDir('almanac-sqlite-crash-');
    outcome = await writeAndKill(dir.path);
  });
  afterAll(async () => dir?.remove());

  it('leaves a whole database: SQLite recovers its log and finds nothing damaged', () => {
    const db = new Database(join(dir.path, SQLITE_FILE));
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    } finally {
      db.close();
    }
  });

  it('a reopened store holds every acknowledged write, and the counter counts exactly the writes made', async () => {
    const store = await SqliteStore.open(dir.path);
    try {
      const news = store.collection<NewsDocument>(NEWS_COLLECTION);
      const found = new Set((await news.find({ _id: { $regex: /^crash-/ } }, { projection: { _id: 1 } })).map((d) => d._id));
      expect(outcome.acknowledged.filter((id) => !found.has(id))).toEqual([]);
      expect(found.size).toBeLessThanOrEqual(outcome.acknowledged.length + IN_FLIGHT);
      const counter = await store.collection<{ _id: string; writes: number }>('crash_counters').findOne({ _id: 'writes' });
      expect(counter!.writes).toBeGreaterThanOrEqual(outcome.increments);
      expect(counter!.writes).toBeLessThanOrEqual(outcome.increments + IN_FLIGHT);
      const posts = await news.find({ _id: { $in: outcome.acknowledged.slice(0, 3) } });
      expect(posts.every((post) => post.body.length > 1000 && post.title.startsWith('Crash '))).toBe(true);
    } finally {
      await store.close();
    }
  });

  it('the real app starts on the killed folder and serves every acknowledged post', async () => {
    const app = await startAppProcess({ STORE_ENGINE: 'sqlite' }, dir.path);
    try {
      expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
      const { data, errors } = await graphql(app.url, `{ news(first: 1) { totalCount } }`);
      expect(errors).toBeUndefined();
      // The seeded sample news plus at least every acknowledged post.
      expect(data!.news.totalCount).toBeGreaterThanOrEqual(outcome.acknowledged.length + 6);
      expect(app.logs.filter((entry) => Number(entry.level) >= 50)).toEqual([]);
    } finally {
      expect(await app.stop({ keepData: true })).toBe(0);
    }
  });
});
