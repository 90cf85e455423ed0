import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { EmbeddedStore } from '../../server/src/store/embedded';
import { DataFolderInUseError, LOCK_FILE, type LockHolder } from '../../server/src/store/data-lock';
import { tempDir } from '../support/temp';

let dir: Awaited<ReturnType<typeof tempDir>>;
beforeEach(async () => {
  dir = await tempDir('almanac-lock-');
});
afterEach(async () => dir.remove());

const lockPath = () => join(dir.path, LOCK_FILE);
const writeLock = (holder: Partial<LockHolder>) =>
  writeFile(lockPath(), JSON.stringify({ pid: process.pid, host: hostname(), startedAt: new Date().toISOString(), token: 'someone-else', ...holder }));

function memoryLog() {
  const entries: Array<Record<string, unknown>> = [];
  return Object.assign(pino({ level: 'info' }, { write: (line: string) => entries.push(JSON.parse(line) as Record<string, unknown>) }), { entries });
}

/** A process id that was alive and is no longer (a child that exited and was reaped). */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await once(child, 'exit');
  return child.pid!;
}

/** Opens the store over the lock in place and closes it: who held the lock while it was open, and whether it is gone after. */
async function openOverLock(): Promise<{ holder: LockHolder; releasedAtClose: boolean }> {
  const store = await EmbeddedStore.open(dir.path);
  const holder = JSON.parse(await readFile(lockPath(), 'utf8')) as LockHolder;
  await store.close();
  return { holder, releasedAtClose: !(await readdir(dir.path)).includes(LOCK_FILE) };
}

const TAKEN_OVER = { holder: { pid: process.pid, host: hostname() }, releasedAtClose: true };

describe('the data folder lock', () => {
  it('is taken at open, holds this process id, and is released at close', async () => {
    const store = await EmbeddedStore.open(dir.path);
    const holder = JSON.parse(await readFile(lockPath(), 'utf8')) as LockHolder;
    expect(holder).toMatchObject({ pid: process.pid, host: hostname() });
    await store.close();
    expect(await readdir(dir.path)).not.toContain(LOCK_FILE);
  });

  it('refuses a second open of the same folder in the same process, and leaves the first one its lock', async () => {
    const store = await EmbeddedStore.open(dir.path);
    try {
      await expect(EmbeddedStore.open(dir.path)).rejects.toThrow(DataFolderInUseError);
      expect(await readdir(dir.path)).toContain(LOCK_FILE);
    } finally {
      await store.close();
    }
    // Once closed, it opens again.
    await (await EmbeddedStore.open(dir.path)).close();
  });

  it('takes over the lock of a dead process, and logs that it did', async () => {
    const pid = await deadPid();
    await writeLock({ pid });
    const log = memoryLog();
    const store = await EmbeddedStore.open(dir.path, { log });
    await store.close();
    expect(log.entries.map((e) => [e.level, e.pid, e.msg])).toEqual([
      [40, pid, `Took over the data folder's lock from process ${pid}, which is no longer running (it did not stop cleanly)`],
    ]);
  });

  it('takes over a lock with its own process id that it does not hold (a restarted container often gets the same id)', async () => {
    await writeLock({ pid: process.pid, token: 'an-earlier-life' });
    expect(await openOverLock()).toMatchObject(TAKEN_OVER);
  });

  it('takes over a lock whose process id now belongs to a process started after the lock was taken (the id was reused)', async () => {
    await writeLock({ pid: process.ppid, startedAt: new Date(Date.now() + 60_000).toISOString().replace(/\d{4}-/, '2000-') });
    // The parent (vitest's runner) started long after the year 2000.
    expect(await openOverLock()).toMatchObject(TAKEN_OVER);
  });

  it('refuses while a live process on this host holds it', async () => {
    await writeLock({ pid: process.ppid });
    await expect(EmbeddedStore.open(dir.path)).rejects.toThrow(
      new RegExp(`^Almanac cannot use the data folder ${dir.path}: process ${process.ppid} holds it \\(since [^)]+\\)\\. Only one process may use a data folder: stop that one first, or set DATA_DIR to another folder\\. If this folder is a copy of another data folder, the lock came with the copy: delete ${dir.path}/almanac\\.lock in the copy \\(npm run admin -- backup makes copies without it\\)\\.$`),
    );
    expect(JSON.parse(await readFile(lockPath(), 'utf8')).pid).toBe(process.ppid);
  });

  it('refuses while a process on another host holds it (it cannot be checked), saying what to do if that one is gone', async () => {
    await writeLock({ pid: 4242, host: 'elsewhere' });
    await expect(EmbeddedStore.open(dir.path)).rejects.toThrow(
      `process 4242 on host elsewhere holds it (since ${JSON.parse(await readFile(lockPath(), 'utf8')).startedAt}). Only one process may use a data folder: stop that one first, or set DATA_DIR to another folder. If that process is gone, delete ${lockPath()}.`,
    );
  });

  it('takes over a lock file it cannot read', async () => {
    await writeFile(lockPath(), 'not json');
    expect(await openOverLock()).toMatchObject(TAKEN_OVER);
  });
});
