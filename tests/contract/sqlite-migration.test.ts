import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { appendFile, readdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedStore } from '../../server/src/store/embedded';
import { BothFormatsError } from '../../server/src/store/sqlite/errors';
import { SQLITE_FILE, SqliteStore } from '../../server/src/store/sqlite/store';
import { childEnv, ROOT, startAppProcess, TEST_ENV } from '../support/app';
import { childArgs } from '../support/child-bundle';
import { serverBundle } from '../support/server-bundle';
import { tempDir } from '../support/temp';

const line = (doc: unknown) => `${JSON.stringify(doc)}\n`;
const files = async (dir: string) => (await readdir(dir)).filter((f) => !f.startsWith('almanac.lock')).sort();

describe('NeDB folder -> SQLite, in one process', () => {
  let dir: Awaited<ReturnType<typeof tempDir>>;
  beforeAll(async () => (dir = await tempDir('almanac-migration-')));
  afterAll(async () => dir?.remove());

  it("moves every collection with NeDB's own meaning: later lines win, tombstones delete, index lines and a torn last line are left out", async () => {
    const folder = join(dir.path, 'meaning');
    // Written by the NeDB engine itself, then lines as NeDB appends them between compactions.
    const nedb = await EmbeddedStore.open(folder);
    await nedb.collection<{ _id: string; title: string }>('news').insertOne({ _id: 'n1', title: 'First' });
    await nedb.collection('news').createIndex({ title: 1 });
    await nedb.close();
    await appendFile(
      join(folder, 'news.db'),
      line({ _id: 'n2', title: 'Second', at: { $$date: Date.UTC(2026, 0, 2) } }) +
        line({ _id: 'n1', title: 'First, edited' }) +
        line({ $$indexCreated: { fieldName: 'slug', unique: true } }) +
        line({ _id: 'n3', title: 'Gone' }) +
        line({ $$deleted: true, _id: 'n3' }) +
        '{"_id":"n4","title":"cut off by a cr',
    );
    await writeFile(join(folder, 'sessions.db'), line({ _id: 's1', expires: 1 }));
    const logs: string[] = [];
    const log = { info: (_: unknown, m: string) => logs.push(m), warn: (_: unknown, m: string) => logs.push(m) };
    const store = await SqliteStore.open(folder, { log });
    try {
      expect(await store.collection('news').find({}, { sort: { _id: 1 } })).toEqual([
        { _id: 'n1', title: 'First, edited' },
        { _id: 'n2', title: 'Second', at: '2026-01-02T00:00:00.000Z' },
      ]);
      expect(await store.collection('sessions').find()).toEqual([{ _id: 's1', expires: 1 }]);
    } finally {
      await store.close();
    }
    expect(await files(folder)).toEqual([SQLITE_FILE, 'news.db.migrated', 'sessions.db.migrated']);
    expect(logs.some((m) => m.startsWith('Migrating 2 NeDB files'))).toBe(true);
    expect(logs.some((m) => m.startsWith('Dropped the torn last line'))).toBe(true);
    expect(logs).toEqual(expect.arrayContaining([expect.stringMatching(/^Migrated 3 documents \(6 records read\) from NeDB into SQLite/)]));

    // Once: the next start opens the database and migrates nothing.
    const again: string[] = [];
    const reopened = await SqliteStore.open(folder, { log: { info: (_: unknown, m: string) => again.push(m), warn: (_: unknown, m: string) => again.push(m) } });
    expect(await reopened.collection('news').count()).toBe(2);
    await reopened.close();
    expect(again.filter((m) => m.includes('NeDB'))).toEqual([]);
  });

  it('refuses a folder holding NeDB files beside a database not made from them, saying what to move', async () => {
    const folder = join(dir.path, 'both');
    await (await SqliteStore.open(folder)).close();
    await writeFile(join(folder, 'likes.db'), line({ _id: 'l1' }));
    const refused = await SqliteStore.open(folder).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(BothFormatsError);
    expect((refused as Error).message).toMatch(/holds both an SQLite database \(almanac\.sqlite\) and NeDB data files \(likes\.db\).*move the \.db files out/);
    expect(await files(folder)).toEqual([SQLITE_FILE, 'likes.db']);
  });

  it('finishes the renames when a crash came after the database took its name and before every NeDB file was renamed', async () => {
    const folder = join(dir.path, 'renames');
    await EmbeddedStore.open(folder).then((s) => s.close());
    await writeFile(join(folder, 'likes.db'), line({ _id: 'l1' }));
    await writeFile(join(folder, 'news.db'), line({ _id: 'n1' }));
    await await (await SqliteStore.open(folder)).close();
    // As the crash leaves it: the database in place, one NeDB file not yet renamed.
    const { rename } = await import('node:fs/promises');
    await rename(join(folder, 'news.db.migrated'), join(folder, 'news.db'));
    const store = await SqliteStore.open(folder);
    expect(await store.collection('news').count()).toBe(1);
    await store.close();
    expect(await files(folder)).toEqual([SQLITE_FILE, 'likes.db.migrated', 'news.db.migrated']);
  });

  it('the real server migrates a small NeDB folder, then serves on the port that answered 503 meanwhile', async () => {
    const folder = join(dir.path, 'server');
    await EmbeddedStore.open(folder).then((s) => s.close());
    await writeFile(join(folder, 'news.db'), line({ _id: 'n-migrated', slug: 'migrated', title: 'Migrated', summary: 's', author: 'a', body: 'b', publishedAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' }));
    const app = await startAppProcess({ STORE_ENGINE: 'sqlite' }, folder);
    try {
      const holding = app.logs.find((entry) => String(entry.msg).startsWith('Answering 503'));
      expect(new URL(String(holding!.url)).port).toBe(String(app.port));
      expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
      expect(app.logs.filter((entry) => Number(entry.level) >= 50)).toEqual([]);
    } finally {
      expect(await app.stop({ keepData: true })).toBe(0);
    }
    expect(await files(folder)).toEqual([SQLITE_FILE, 'news.db.migrated']);
  }, 90_000);

  it('refuses a file with too many corrupt records and leaves the folder as it was', async () => {
    const folder = join(dir.path, 'corrupt');
    await EmbeddedStore.open(folder).then((s) => s.close());
    await writeFile(join(folder, 'news.db'), line({ _id: 'n1' }) + 'not json\n' + line({ _id: 'n2' }));
    await expect(SqliteStore.open(folder)).rejects.toThrow(/news\.db: 1 of its 3 records \(33%\) are corrupt/);
    expect(await files(folder)).toEqual(['news.db']);
  });
});

/** Builds in the large file, and how many of them a later line deletes. */
const BUILDS = 200_000;
const DELETED = 1000;
/** The migrating process's JavaScript heap limit, in MiB (the file is about 94). */
const HEAP_CAP_MIB = 48;

/** A NeDB `builds.db` of BUILDS realistic-sized lines (about 90 MB), then DELETED tombstones and as many superseding lines. */
async function writeLargeFolder(folder: string): Promise<number> {
  await EmbeddedStore.open(folder).then((s) => s.close());
  const out = createWriteStream(join(folder, 'builds.db'));
  const notes = 'A build for the late game: trait points into magic first, then mana regeneration. '.repeat(4);
  const write = (text: string) => (out.write(text) ? undefined : once(out, 'drain'));
  for (let n = 0; n < BUILDS; n += 1) {
    await write(line({ _id: `b${n}`, name: `Build ${n}`, owner: `p${n % 5000}`, isPublic: n % 10 === 0, likeCount: n % 37, tags: ['mage', 'late'], description: notes, updatedAt: '2026-01-01T00:00:00.000Z' }));
  }
  for (let n = 0; n < DELETED; n += 1) await write(line({ $$deleted: true, _id: `b${n * 2}` }));
  for (let n = 0; n < DELETED; n += 1) await write(line({ _id: `b${n * 2 + 1}`, name: `Renamed ${n}`, owner: 'p1', isPublic: true, likeCount: 1 }));
  out.end();
  await once(out, 'finish');
  await writeFile(join(folder, 'likes.db'), line({ _id: 'b1:p2', buildId: 'b1', userId: 'p2' }));
  return (await stat(join(folder, 'builds.db'))).size;
}

describe('NeDB folder -> SQLite: a large file, a crash part way, the port meanwhile', () => {
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let size = 0;
  beforeAll(async () => {
    dir = await tempDir('almanac-migration-large-');
    size = await writeLargeFolder(dir.path);
  }, 60_000);
  afterAll(async () => dir?.remove());

  it('while it migrates the real server answers /healthz with 503 and the progress; killed part way, it leaves the NeDB files as they were and no database', async () => {
    const child = spawn(process.execPath, ['--enable-source-maps', await serverBundle()], {
      cwd: ROOT,
      env: childEnv({ ...TEST_ENV, LOG_LEVEL: 'info', DATA_DIR: dir.path, STORE_ENGINE: 'sqlite' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    const url = await new Promise<string>((resolve, reject) => {
      createInterface({ input: child.stdout }).on('line', (text) => {
        const entry = JSON.parse(text) as { msg: string; url?: string };
        if (entry.msg.startsWith('Answering 503')) resolve(entry.url!);
      });
      child.once('exit', (code) => reject(new Error(`The server exited with ${code}:\n${stderr}`)));
    });
    try {
      const health = await fetch(`${url}/healthz`);
      expect(health.status).toBe(503);
      expect(health.headers.get('retry-after')).toBe('10');
      const body = (await health.json()) as { status: string; migration: { files: number; bytes: number; percent: number } };
      expect(body).toMatchObject({ status: 'migrating', migration: { files: 2, bytes: size + (await stat(join(dir.path, 'likes.db'))).size } });
      expect(body.migration.percent).toBeLessThan(100);
      expect((await fetch(`${url}/builds`)).status).toBe(503);
    } finally {
      child.kill('SIGKILL');
      await once(child, 'exit');
    }
    expect(await files(dir.path)).toEqual([`${SQLITE_FILE}.migrating`, 'builds.db', 'likes.db']);
    expect((await stat(join(dir.path, 'builds.db'))).size).toBe(size);
  }, 60_000);

  it('the next start begins again cleanly, moves every record, and its memory stays flat while it reads the whole file', async () => {
    // JavaScript's heap capped below the file's size: a migration that held the file, or its
    // documents, would end in "heap out of memory" here.
    const child = spawn(process.execPath, [`--max-old-space-size=${HEAP_CAP_MIB}`, ...(await childArgs('migrate-child', dir.path))], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (out += String(chunk)));
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    const [code] = (await once(child, 'exit')) as [number];
    if (code !== 0) throw new Error(`The migration ended with code ${code}:\n${stderr}`);
    const result = JSON.parse(out) as { before: number; peak: number; counts: Record<string, number>; logs: string[] };
    expect(result.logs.filter((m) => /cut off; it starts again from the beginning/.test(m))).toHaveLength(1);
    expect(result.counts).toEqual({ builds: BUILDS - DELETED, likes: 1 });
    const grewMiB = (result.peak - result.before) / 2 ** 20;
    console.info(`Migrated a ${(size / 2 ** 20).toFixed(0)} MiB builds.db (${BUILDS + 2 * DELETED} lines): RSS grew ${grewMiB.toFixed(0)} MiB at its peak, with a ${HEAP_CAP_MIB} MiB heap`);
    expect(size / 2 ** 20).toBeGreaterThan(HEAP_CAP_MIB);
    expect(grewMiB).toBeLessThan(size / 2 ** 20);
    expect(await files(dir.path)).toEqual([SQLITE_FILE, 'builds.db.migrated', 'likes.db.migrated']);
    const store = await SqliteStore.open(dir.path);
    try {
      expect(await store.collection('builds').findOne({ _id: 'b1' })).toEqual({ _id: 'b1', name: 'Renamed 0', owner: 'p1', isPublic: true, likeCount: 1 });
      expect(await store.collection('builds').findOne({ _id: 'b0' })).toBeNull();
    } finally {
      await store.close();
    }
  }, 120_000);
});
