import { once } from 'node:events';
import { readdir, readFile, truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { graphql, startAppProcess, type AppProcess } from '../support/app';
import { devSignIn } from '../support/auth';
import { BUILDS_COLLECTION, type BuildDocument } from '../../server/src/modules/builds/build.model';
import { demoBuilds } from '../../server/src/modules/builds/build.demo';
import { DEMO_PROFILES } from '../../server/src/seed';
import { EmbeddedStore } from '../../server/src/store/embedded';
import { SqliteStore } from '../../server/src/store/sqlite/store';
import { tempDir } from '../support/temp';

/**
 * The embedded store's data folder belongs to one process (re-test N2), and damaged records are
 * reported, not dropped in silence (re-test N5). Every server here is a real process.
 */

const started: AppProcess[] = [];
const folders: Array<{ remove: () => Promise<void> }> = [];
afterEach(async () => {
  for (const app of started.splice(0)) await app.stop();
  for (const folder of folders.splice(0)) await folder.remove();
});

async function startOn(dataDir: string, env: Record<string, string> = {}): Promise<AppProcess> {
  const app = await startAppProcess(env, dataDir);
  started.push(app);
  return app;
}

const start = (dataDir: string) => startOn(dataDir);
const refusedStart = (dataDir: string) => refusedStartOn(dataDir);
/** NeDB, for the tests of its own file format. */
const NEDB = { STORE_ENGINE: 'nedb' };

/** Kills a server with SIGKILL (no chance to let go of anything) and forgets it. */
async function kill(app: AppProcess): Promise<void> {
  started.splice(started.indexOf(app), 1);
  app.child.kill('SIGKILL');
  await once(app.child, 'exit');
}

async function folder(): Promise<string> {
  const dir = await tempDir('almanac-lock-');
  folders.push(dir);
  return dir.path;
}

async function saveBuilds(app: AppProcess, who: string, count: number): Promise<string[]> {
  const cookie = await devSignIn(app.url, who);
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const { data, errors } = await graphql(app.url, `mutation($input: BuildInput!) { createBuild(input: $input) { id } }`, { input: { name: `${who} ${i}` } }, { cookie });
    expect(errors).toBeUndefined();
    ids.push(data!.createBuild.id);
  }
  return ids;
}

async function buildsFound(app: AppProcess, who: string, ids: string[]): Promise<string[]> {
  const cookie = await devSignIn(app.url, who);
  const found: string[] = [];
  for (const id of ids) {
    const { data } = await graphql(app.url, `query($id: ID!) { build(id: $id) { id } }`, { id }, { cookie });
    if (data?.build) found.push(data.build.id);
  }
  return found;
}

/** Starts a server that must refuse to start; resolves with the reason it printed. */
async function refusedStartOn(dataDir: string, env: Record<string, string> = {}): Promise<string> {
  const failure = await startAppProcess(env, dataDir).then(
    (app) => {
      started.push(app);
      throw new Error('The server started');
    },
    (error: Error) => error.message,
  );
  expect(failure).toMatch(/^The server exited with 1 before listening:\n/);
  return failure.slice(failure.indexOf('\n') + 1);
}

/** Each test starts two or three servers, and a server's start takes several seconds on a busy machine. */
const SERVERS = { timeout: 120_000 };

describe('one process per data folder', SERVERS, () => {
  // On the default engine (SQLite); the lock is the same for NeDB.
  it('refuses a second process with one line naming the folder and the holder, and the first keeps every build', async () => {
    const dir = await folder();
    const first = await start(dir);
    const ids = await saveBuilds(first, 'first_holder', 10);

    const reason = await refusedStart(dir);
    expect(reason.trim().split('\n')).toEqual([
      `Almanac cannot use the data folder ${dir}: process ${first.child.pid} holds it (since ${JSON.parse(await readFile(join(dir, 'almanac.lock'), 'utf8')).startedAt}). ` +
        'Only one process may use a data folder: stop that one first, or set DATA_DIR to another folder. ' +
        `If this folder is a copy of another data folder, the lock came with the copy: delete ${join(dir, 'almanac.lock')} in the copy (npm run admin -- backup makes copies without it).`,
    ]);
    // The first is untouched and still serves its builds.
    expect(await buildsFound(first, 'first_holder', ids)).toEqual(ids);

    expect(await first.stop({ keepData: true })).toBe(0);
    expect(await readdir(dir)).not.toContain('almanac.lock');
    const again = await start(dir);
    expect(await buildsFound(again, 'first_holder', ids)).toEqual(ids);
  });

  it('takes over the lock of a process killed with SIGKILL, says so in the log, and keeps what it acknowledged', async () => {
    const dir = await folder();
    const killed = await start(dir);
    const ids = await saveBuilds(killed, 'killed_holder', 3);
    await kill(killed);
    expect(await readdir(dir)).toContain('almanac.lock');

    const next = await start(dir);
    expect(next.logs.find((entry) => String(entry.msg).startsWith('Took over the data folder'))).toMatchObject({
      level: 40,
      pid: killed.child.pid,
      msg: `Took over the data folder's lock from process ${killed.child.pid}, which is no longer running (it did not stop cleanly)`,
    });
    expect(await buildsFound(next, 'killed_holder', ids)).toEqual(ids);
  });
});

/** NeDB's own file format (one JSON record a line) damaged; SQLite's damaged file is the next describe. */
describe('corrupt records at start (NeDB)', SERVERS, () => {
  const start = (dir: string) => startOn(dir, NEDB);
  const refusedStart = (dir: string) => refusedStartOn(dir, NEDB);

  /**
   * A builds file as a server leaves it (the demo builds and four a player saved), written
   * in-process with the same embedded store the server runs on: these tests are about the next
   * start reading the file, not the one that wrote it (that start seeds the rest). Gives the
   * builds file's lines.
   */
  async function withBuilds(dir: string): Promise<string[]> {
    const store = await EmbeddedStore.open(dir);
    try {
      const demo = demoBuilds(DEMO_PROFILES).builds;
      const builds = store.collection<BuildDocument>(BUILDS_COLLECTION);
      for (const build of demo) await builds.insertOne(build);
      for (let i = 0; i < 4; i += 1) await builds.insertOne({ ...demo[0]!, _id: `corrupt-case-${i}`, name: `corrupt_case ${i}` });
    } finally {
      await store.close();
    }
    const lines = (await readFile(join(dir, 'builds.db'), 'utf8')).split('\n').filter(Boolean);
    // Enough records that one corrupt line is within the share the store drops by itself (10%).
    expect(lines.length).toBeGreaterThanOrEqual(10);
    return lines;
  }

  it('drops a corrupt middle record with a warning that counts it, and keeps the original file beside the repaired one', async () => {
    const dir = await folder();
    const lines = await withBuilds(dir);
    const middle = Math.floor(lines.length / 2);
    const damaged = [...lines.slice(0, middle), '{"_id":"broken#garbage#', ...lines.slice(middle + 1)].join('\n') + '\n';
    await writeFile(join(dir, 'builds.db'), damaged);

    const app = await start(dir);
    const file = join(dir, 'builds.db');
    const warning = app.logs.find((entry) => entry.file === file && entry.level === 40);
    const kept = (await readdir(dir)).filter((name) => name.startsWith('builds.db.corrupt-'));
    expect(kept).toHaveLength(1);
    expect(warning).toMatchObject({
      corrupt: 1,
      total: lines.length,
      kept: join(dir, kept[0]!),
      msg: `Dropped 1 corrupt record of ${lines.length} in ${file}; the original file is kept as ${join(dir, kept[0]!)}`,
    });
    expect(await readFile(join(dir, kept[0]!), 'utf8')).toBe(damaged);
    expect(await readFile(file, 'utf8')).not.toContain('#garbage#');
  });

  it('refuses to start with one line naming the file and the share corrupt when too much is, and leaves the file as it was', async () => {
    const dir = await folder();
    const lines = await withBuilds(dir);
    const broken = Math.ceil(lines.length / 3);
    const damaged = lines.map((line, i) => (i % 3 === 1 && i / 3 < broken ? `${line.slice(0, 20)}#garbage#` : line)).join('\n') + '\n';
    await writeFile(join(dir, 'builds.db'), damaged);
    const corrupt = damaged.split('\n').filter((line) => line.includes('#garbage#')).length;

    const reason = await refusedStart(dir);
    const file = join(dir, 'builds.db');
    expect(reason.trim().split('\n')).toEqual([
      `Almanac cannot load ${file}: ${corrupt} of its ${lines.length} records (${Math.floor((100 * corrupt) / lines.length)}%) are corrupt, ` +
        'more than the 10% it drops by itself, so it left the file as it is. ' +
        'Restore the file from a backup, or remove its damaged lines (one record a line) and start again.',
    ]);
    expect(await readFile(file, 'utf8')).toBe(damaged);
    // The refused start let go of the folder: a repaired file starts.
    await writeFile(file, lines.join('\n') + '\n');
    await start(dir);
  });

  it('drops a torn last line (a write cut off by a crash) with an info line only', async () => {
    const dir = await folder();
    const lines = await withBuilds(dir);
    await writeFile(join(dir, 'builds.db'), `${lines.join('\n')}\n{"_id":"torn-x","name":"half a rec`);
    const app = await start(dir);
    const file = join(dir, 'builds.db');
    expect(app.logs.filter((entry) => entry.file === file).map((entry) => [entry.level, entry.msg])).toEqual([
      [30, `Dropped the torn last line of ${file} (a write cut off by a crash, never acknowledged)`],
    ]);
    expect((await readdir(dir)).filter((name) => name.includes('.corrupt-'))).toEqual([]);
  });
});

describe('a damaged SQLite database at start', SERVERS, () => {
  /**
   * A folder with the demo builds and four more, closed cleanly (its log checkpointed into the file), written
   * in-process with the same SQLite store the server runs on: these tests are about the next starts reading the
   * file, not the one that wrote it (a server's start seeds the rest).
   */
  async function stoppedWithBuilds(dir: string): Promise<{ whole: Buffer; ids: string[] }> {
    const store = await SqliteStore.open(dir);
    const ids = Array.from({ length: 4 }, (_, i) => `damaged-case-${i}`);
    try {
      const demo = demoBuilds(DEMO_PROFILES).builds;
      const builds = store.collection<BuildDocument>(BUILDS_COLLECTION);
      for (const build of demo) await builds.insertOne(build);
      for (const id of ids) await builds.insertOne({ ...demo[0]!, _id: id, name: id });
    } finally {
      await store.close();
    }
    expect(await readdir(dir)).not.toContain('almanac.sqlite-wal');
    return { whole: await readFile(join(dir, 'almanac.sqlite')), ids };
  }

  /** The refusal's lines; the file and folder must be left exactly as they were, and a repaired file starts. */
  async function refusedAndUntouched(dir: string, { whole, ids }: { whole: Buffer; ids: string[] }): Promise<string[]> {
    const file = join(dir, 'almanac.sqlite');
    const damaged = await readFile(file);
    const names = (await readdir(dir)).sort();
    const reason = await refusedStart(dir);
    expect((await readFile(file)).equals(damaged)).toBe(true);
    expect((await readdir(dir)).sort()).toEqual(names);
    // The refused start let go of the folder: the file restored from a backup starts.
    await writeFile(file, whole);
    const app = await start(dir);
    expect(await buildsFound(app, 'damaged_case', ids)).toEqual(ids);
    return reason.trim().split('\n');
  }
  const damagedLine = (dir: string, code: string) =>
    `Almanac cannot open its database ${join(dir, 'almanac.sqlite')} (${code}). The file is damaged or not an SQLite database: restore it from a backup.`;

  it('refuses a truncated file with one line and leaves it as it is', async () => {
    const dir = await folder();
    const saved = await stoppedWithBuilds(dir);
    await truncate(join(dir, 'almanac.sqlite'), Math.floor(saved.whole.length / 2));
    expect(await refusedAndUntouched(dir, saved)).toEqual([damagedLine(dir, 'SQLITE_CORRUPT')]);
  });

  it('refuses a file whose header is overwritten with one line and leaves it as it is', async () => {
    const dir = await folder();
    const saved = await stoppedWithBuilds(dir);
    const damaged = Buffer.from(saved.whole);
    damaged.fill('#', 0, 100);
    await writeFile(join(dir, 'almanac.sqlite'), damaged);
    expect(await refusedAndUntouched(dir, saved)).toEqual([damagedLine(dir, 'SQLITE_NOTADB')]);
  });
});
