import { execFileSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config';
import { startAlmanac } from '../../server/src/main';
import { FIRST_START_BYTES, SQLITE_FIRST_START_BYTES } from '../../server/src/store/data-folder';
import { startAppProcess, TEST_ENV } from '../support/app';
import { CLIENT_BUILDS } from '../support/client-build';
import { tempDir } from '../support/temp';

/**
 * A full disk at start gives the data folder's one line, as a read-only folder does
 * (store-write-failures.test.ts), not a stack trace. Real small disks: a tmpfs mounted on the
 * test's folder (the tests run as root), so the real disk is never filled.
 */
const mounted: string[] = [];
async function smallDisk(size: string): Promise<string> {
  const dir = await tempDir('almanac-small-disk-');
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir.path], { stdio: 'pipe' });
  mounted.push(dir.path);
  return dir.path;
}
afterEach(() => {
  for (const path of mounted.splice(0)) execFileSync('umount', [path], { stdio: 'pipe' });
});

/** Starts the real server as its own process on `dataDir`; resolves with its standard error when it exits before listening. */
async function failedStart(dataDir: string, engine: string): Promise<string[]> {
  const failure = await startAppProcess({ STORE_ENGINE: engine }, dataDir).then(
    async (app) => {
      await app.stop({ keepData: true });
      return null;
    },
    (error: Error) => error.message,
  );
  expect(failure).not.toBeNull();
  return failure!.split('\n').slice(1).filter((line) => line.trim() !== '');
}

const fullLine = (dataDir: string, needs: string) =>
  new RegExp(
    `^Almanac cannot write its data folder ${dataDir}: its disk is full \\((\\d+) KB free; starting needs about ${needs.replace('.', '\\.')}\\)\\. ` +
      `Free some space, or set DATA_DIR to a folder on a disk that has it\\.$`,
  );

/** Each embedded engine with the space its first start needs, as the line states it. */
const engines = [
  { engine: 'sqlite', bytes: SQLITE_FIRST_START_BYTES, needs: '20.0 MB' },
  { engine: 'nedb', bytes: FIRST_START_BYTES, needs: '1.0 MB' },
];

describe.each(engines)('a full disk at start on $engine (tmpfs)', ({ engine, bytes, needs }) => {
  it('a first start that fills a 64 KB disk while it writes the sample data stops with one line naming the folder, its free space and the space needed', async () => {
    const dataDir = await smallDisk('64k');
    const stderr = await failedStart(dataDir, engine);
    expect(stderr).toHaveLength(1);
    const [, free] = fullLine(dataDir, needs).exec(stderr[0]!) ?? [];
    expect(stderr[0]).toMatch(fullLine(dataDir, needs));
    expect(Number(free)).toBeLessThan(64);
  });

  it('a disk too full for the start\'s write probe (8 KB) gets the same line', async () => {
    const dataDir = await smallDisk('8k');
    const stderr = await failedStart(dataDir, engine);
    expect(stderr).toEqual([expect.stringMatching(fullLine(dataDir, needs))]);
  });

  it('the space the line asks for is enough: a first start with the demo data fits on a disk of that size', async () => {
    const dataDir = await smallDisk(`${bytes / 1024}k`);
    const app = await startAlmanac(loadConfig({ ...TEST_ENV, SEED_DEMO_DATA: 'true', STORE_ENGINE: engine, DATA_DIR: dataDir, CLIENT_DIST: CLIENT_BUILDS.production }));
    try {
      expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
    } finally {
      await app.stop();
    }
  });
});
