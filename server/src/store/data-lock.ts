import { randomBytes } from 'node:crypto';
import { link, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { readFileSync, unlinkSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';

/** The lock file in a data folder: who holds the folder. */
export const LOCK_FILE = 'almanac.lock';

/** What the lock file holds. */
export interface LockHolder {
  pid: number;
  host: string;
  /** When the holder took the lock (ISO). */
  startedAt: string;
  /** A random value, so a holder only ever removes its own lock. */
  token: string;
  /** Where a running server takes admin commands (loopback only), and the secret they carry. */
  admin?: { url: string; secret: string };
}

/** Something to report what the lock did; the server's logger fits. */
export interface StoreLog {
  info(object: Record<string, unknown>, message: string): void;
  warn(object: Record<string, unknown>, message: string): void;
}

/** Another live process holds the data folder; the message is one line for the operator. */
export class DataFolderInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    const where = holder.host === hostname() ? '' : ` on host ${holder.host}`;
    super(
      `Almanac cannot use the data folder ${dataDir}: process ${holder.pid}${where} holds it (since ${holder.startedAt}). ` +
        `Only one process may use a data folder: stop that one first, or set DATA_DIR to another folder.` +
        (where ? ` If that process is gone, delete ${join(dataDir, LOCK_FILE)}.` : '') +
        // A folder copied file by file carries the original's lock (and the secret of its admin endpoint).
        ` If this folder is a copy of another data folder, the lock came with the copy: delete ${join(dataDir, LOCK_FILE)} in the copy (npm run admin -- backup makes copies without it).`,
    );
    this.name = 'DataFolderInUseError';
  }
}

/** Locks this process holds, by folder: a second open in the same process is refused too. */
const held = new Map<string, string>();

/**
 * When a process started (ms since the epoch), from /proc on Linux; `zombie` for one that exited
 * and waits for its parent to read its status; null where that cannot be read.
 */
async function processStartedAt(pid: number): Promise<number | 'zombie' | null> {
  try {
    const [stat, system] = await Promise.all([readFile(`/proc/${pid}/stat`, 'utf8'), readFile('/proc/stat', 'utf8')]);
    // The command name (field 2) may hold spaces and parentheses: count fields after its last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (fields[0] === 'Z') return 'zombie';
    const ticks = Number(fields[19]); // field 22, the start time in clock ticks after boot
    const boot = Number(/^btime (\d+)$/m.exec(system)?.[1]);
    // USER_HZ is 100 on every Linux build Node runs on.
    return Number.isFinite(ticks) && Number.isFinite(boot) ? boot * 1000 + ticks * 10 : null;
  } catch {
    return null;
  }
}

/**
 * Whether the holder of a lock found in the folder may still be running. Only a holder on this
 * host can be checked: its process id is gone, is this very process (which does not hold the
 * lock: a restarted container often gets the same id), or belongs to a process started after
 * the lock was taken (the id was reused). A holder on another host counts as alive.
 */
async function holderAlive(dataDir: string, holder: LockHolder): Promise<boolean> {
  if (holder.host !== hostname()) return true;
  if (!(holder.pid > 0)) return false;
  if (holder.pid === process.pid) return held.get(dataDir) === holder.token;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
    // EPERM: alive, another user's.
  }
  const started = await processStartedAt(holder.pid);
  if (started === 'zombie') return false;
  const taken = Date.parse(holder.startedAt);
  // /proc's boot time is in whole seconds: allow for it.
  return !(started !== null && Number.isFinite(taken) && started > taken + 2000);
}

async function readHolder(path: string): Promise<LockHolder | null> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const holder = JSON.parse(text) as LockHolder;
    if (typeof holder.pid === 'number' && typeof holder.token === 'string') return holder;
  } catch {
    // Not written by this code (the lock is written whole, then linked): treated as stale below.
  }
  return { pid: 0, host: hostname(), startedAt: 'unknown', token: `unreadable:${text}` };
}

/**
 * The lock that makes a data folder belong to one process. It is a file holding the process id,
 * host and start time, created whole under a temporary name and then hard-linked into place, so
 * taking it is atomic and nobody ever reads it half-written. A lock left by a dead process on
 * this host is taken over (and logged); one held by a live process, or by a process on another
 * host, is refused with {@link DataFolderInUseError}.
 */
export class DataFolderLock {
  private released = false;
  private readonly onExit = () => this.releaseSync();

  private constructor(
    readonly dataDir: string,
    private holder: LockHolder,
  ) {
    process.once('exit', this.onExit);
  }

  private static path(dataDir: string): string {
    return join(dataDir, LOCK_FILE);
  }

  /** Who holds the folder now, if a live process does. */
  static async holder(folder: string): Promise<LockHolder | null> {
    const dataDir = resolve(folder);
    const holder = await readHolder(DataFolderLock.path(dataDir));
    return holder && (await holderAlive(dataDir, holder)) ? holder : null;
  }

  static async acquire(folder: string, log?: StoreLog): Promise<DataFolderLock> {
    const dataDir = resolve(folder);
    const path = DataFolderLock.path(dataDir);
    const holder: LockHolder = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString(), token: randomBytes(16).toString('hex') };
    const temporary = `${path}.${process.pid}.${holder.token.slice(0, 8)}`;
    await writeFile(temporary, JSON.stringify(holder), { mode: 0o600 });
    try {
      for (let attempt = 0; ; attempt += 1) {
        try {
          await link(temporary, path);
          held.set(dataDir, holder.token);
          return new DataFolderLock(dataDir, holder);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        }
        const current = await readHolder(path);
        if (!current) continue;
        if (attempt >= 3 || (await holderAlive(dataDir, current))) throw new DataFolderInUseError(dataDir, current);
        // Stale: move it aside under a name of our own, and put it back if someone else's new lock was moved instead.
        const aside = `${path}.stale.${process.pid}`;
        try {
          await rename(path, aside);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
          throw error;
        }
        const moved = await readHolder(aside);
        if (moved?.token !== current.token) {
          await link(aside, path).catch(() => undefined);
          await unlink(aside).catch(() => undefined);
          continue;
        }
        await unlink(aside);
        log?.warn(
          { dataDir, pid: current.pid, since: current.startedAt },
          `Took over the data folder's lock from process ${current.pid}, which is no longer running (it did not stop cleanly)`,
        );
      }
    } finally {
      await unlink(temporary).catch(() => undefined);
    }
  }

  /** Says where this process takes admin commands (rewrites the lock file in one step). */
  async advertise(admin: LockHolder['admin']): Promise<void> {
    if (this.released) return;
    this.holder = { ...this.holder, admin };
    const path = DataFolderLock.path(this.dataDir);
    const temporary = `${path}.${process.pid}.update`;
    await writeFile(temporary, JSON.stringify(this.holder), { mode: 0o600 });
    await rename(temporary, path);
  }

  /** Removes the lock file, if it is still this process's. */
  async release(): Promise<void> {
    if (this.released) return;
    this.released = true;
    process.removeListener('exit', this.onExit);
    held.delete(this.dataDir);
    const current = await readHolder(DataFolderLock.path(this.dataDir)).catch(() => null);
    if (current?.token === this.holder.token) await unlink(DataFolderLock.path(this.dataDir)).catch(() => undefined);
  }

  /** At process exit (an uncaught error, `process.exit`): best effort, synchronous. */
  private releaseSync(): void {
    if (this.released) return;
    this.released = true;
    try {
      const path = DataFolderLock.path(this.dataDir);
      if ((JSON.parse(readFileSync(path, 'utf8')) as LockHolder).token === this.holder.token) unlinkSync(path);
    } catch {
      // Gone already; a lock left behind is stale and taken over at the next start.
    }
  }
}
