import { chmod, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config';
import { startAlmanac } from '../../server/src/main';
import { memoryLogger, TEST_ENV } from '../support/app';
import { CLIENT_BUILDS } from '../support/client-build';
import { devSignIn } from '../support/auth';
import { tempDir } from '../support/temp';

/** The data folder is the server's alone: `0700`, its files `0600`, under the usual umask; wider modes are fixed at start. */

const modeOf = async (path: string) => (await stat(path)).mode & 0o777;
/** Every file of the folder with its mode, as `name 0600`. */
const fileModes = async (dir: string) =>
  Promise.all(
    (await readdir(dir, { withFileTypes: true })).filter((e) => e.isFile()).map(async (e) => `${e.name} ${(await modeOf(join(dir, e.name))).toString(8).padStart(4, '0')}`),
  );

/** Each embedded engine's files: SQLite's database with its write-ahead log and shared memory while open, NeDB's file per collection. */
const engines = [
  { engine: 'sqlite', whileOpen: ['almanac.sqlite 0600', 'almanac.sqlite-wal 0600', 'almanac.sqlite-shm 0600'], dataFile: /\.sqlite$/ },
  { engine: 'nedb', whileOpen: ['sessions.db 0600'], dataFile: /\.db$/ },
];

describe.each(engines)('data folder modes on $engine', ({ engine, whileOpen, dataFile }) => {
  let parent: Awaited<ReturnType<typeof tempDir>>;
  let dataDir: string;
  let umask: number;
  beforeAll(async () => {
    // The usual umask, which leaves new files readable by everyone (0644) unless the code says otherwise.
    umask = process.umask(0o022);
    parent = await tempDir('almanac-modes-');
    dataDir = join(parent.path, 'data');
  });
  afterAll(async () => {
    process.umask(umask);
    await parent?.remove();
  });

  const start = (logger = memoryLogger()) =>
    startAlmanac(loadConfig({ ...TEST_ENV, SEED_DEMO_DATA: 'true', STORE_ENGINE: engine, DATA_DIR: dataDir, CLIENT_DIST: CLIENT_BUILDS.production }), { logger });

  it('creates the folder 0700 and every file in it 0600, sessions included, after writes, compaction and a restart', async () => {
    let app = await start();
    try {
      // A session and a write, so the sessions and an appended file (or the log) exist.
      const cookie = await devSignIn(app.url, 'private_player');
      await fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ query: 'mutation { createBuild(input: { name: "Mine" }) { id } }' }) });
      expect(await modeOf(dataDir)).toBe(0o700);
      const files = await fileModes(dataDir);
      expect(files).toEqual(expect.arrayContaining(whileOpen));
      expect(files).toContain('almanac.lock 0600');
      expect(files.filter((f) => !f.endsWith(' 0600'))).toEqual([]);
    } finally {
      await app.stop();
    }
    // Stopping compacts every NeDB file (rewritten through a new file), or checkpoints SQLite's log into its file: still private.
    expect((await fileModes(dataDir)).filter((f) => !f.endsWith(' 0600'))).toEqual([]);
    // A restart on a folder already private: nothing to change, nothing said.
    const quiet = memoryLogger();
    app = await start(quiet);
    await app.stop();
    expect((await fileModes(dataDir)).filter((f) => !f.endsWith(' 0600'))).toEqual([]);
    expect(quiet.entries.filter((entry) => String(entry.msg).startsWith('Made the data folder'))).toEqual([]);
  });

  it('makes an existing folder and files with wider modes private at start, and says so in one log line', async () => {
    await chmod(dataDir, 0o755);
    const names = (await readdir(dataDir)).filter((name) => dataFile.test(name));
    for (const name of names) await chmod(join(dataDir, name), 0o644);
    const logger = memoryLogger();
    const app = await start(logger);
    await app.stop();
    expect(await modeOf(dataDir)).toBe(0o700);
    expect((await fileModes(dataDir)).filter((f) => !f.endsWith(' 0600'))).toEqual([]);
    const lines = logger.entries.filter((entry) => String(entry.msg).startsWith('Made the data folder'));
    expect(lines.map((entry) => entry.msg)).toEqual([
      `Made the data folder ${dataDir} readable by the server's user only: the folder 0755 -> 0700, ${names.length} ${names.length === 1 ? 'file' : 'files'} -> 0600`,
    ]);
    // A start with nothing to change says nothing: the restart in the test above.
  });
});
