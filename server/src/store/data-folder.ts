import { readdir, stat, statfs, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PRIVATE_FILE_MODE } from './private-folder';

/*
 * What both embedded engines (NeDB and SQLite) share about their data folder: the operator's
 * one-line errors, the free space a start needs, and whether the folder can be written.
 */

/** The size of the /healthz write probe: about a large comment or build, so a nearly full disk is unhealthy. */
const PROBE_BYTES = 16 * 1024;

/** NeDB was chosen for a folder that holds an SQLite database; one line for the operator. */
export class SqliteFolderError extends Error {
  constructor(dataDir: string) {
    super(
      `The data folder ${dataDir} holds an SQLite database (almanac.sqlite), which the NeDB engine (STORE_ENGINE=nedb) does not read: ` +
        'unset STORE_ENGINE to use it, or set DATA_DIR to another folder.',
    );
    this.name = 'SqliteFolderError';
  }
}

/** The data folder cannot be used; its message is one friendly line for the operator. */
export class DataFolderError extends Error {
  constructor(dataDir: string, cause: unknown) {
    const code = (cause as NodeJS.ErrnoException).code ?? String(cause);
    super(`Almanac cannot write its data folder ${dataDir} (${code}). Make it writable, or set DATA_DIR to a folder that is.`);
    this.name = 'DataFolderError';
  }
}

/**
 * The free space a first start needs: what it writes (the sample news and items and, outside
 * production, the demo players' builds: about 250 KB once compacted) with room for the appends
 * made before the start's compaction (a first start fits on a 1 MB disk; tests/api/full-disk-start.test.ts).
 */
export const FIRST_START_BYTES = 1024 * 1024;
/**
 * The same on SQLite: its file (about 1.3 MB with the demo data) and its write-ahead log, which
 * grows to 16 MB (its `journal_size_limit`) while the sample data is written, before the
 * checkpoint thread's first pass starts it over (measured: 16.0 MB).
 */
export const SQLITE_FIRST_START_BYTES = 20 * 1024 * 1024;

const sizeText = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.floor(bytes / 1024)} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`);

/** The data folder's disk is full; its message is one line naming the folder, its free space and what a start needs. */
export class DataFolderFullError extends DataFolderError {
  constructor(dataDir: string, free: number, needed: number) {
    super(dataDir, Object.assign(new Error('ENOSPC'), { code: 'ENOSPC' }));
    this.message =
      `Almanac cannot write its data folder ${dataDir}: its disk is full (${sizeText(free)} free; starting needs about ${sizeText(needed)}). ` +
      `Free some space, or set DATA_DIR to a folder on a disk that has it.`;
    this.name = 'DataFolderFullError';
  }
}

/**
 * The operator's one line for a start that failed because the data folder's disk is full
 * (ENOSPC, a quota: EDQUOT, or SQLite's SQLITE_FULL), or null for any other failure. The space
 * needed is a first start's on the folder's engine, plus the largest data file (each start's
 * compaction rewrites a NeDB file through a copy; SQLite's log grows beside its file).
 */
export async function fullDataFolderError(dataDir: string, error: unknown, format: 'nedb' | 'sqlite' = 'nedb'): Promise<DataFolderFullError | null> {
  const code = (error as NodeJS.ErrnoException | null)?.code ?? ((error as { cause?: NodeJS.ErrnoException } | null)?.cause?.code);
  if (code !== 'ENOSPC' && code !== 'EDQUOT' && code !== 'SQLITE_FULL') return null;
  const free = await statfs(dataDir).then((s) => s.bavail * s.bsize, () => 0);
  const names = await readdir(dataDir).catch(() => [] as string[]);
  const sizes = await Promise.all(names.filter((name) => /\.(db|sqlite)$/.test(name)).map((name) => stat(join(dataDir, name)).then((s) => s.size, () => 0)));
  return new DataFolderFullError(dataDir, free, (format === 'sqlite' ? SQLITE_FIRST_START_BYTES : FIRST_START_BYTES) + Math.max(0, ...sizes));
}

/** Whether the embedded store can write; shared by its collections and read by /healthz. */
export class WriteHealth {
  failure: Error | null = null;
  private lastProbe = 0;

  constructor(private readonly dataDir: string) {}

  failed(error: unknown): void {
    this.failure = error instanceof Error ? error : new Error(String(error));
  }

  /** A write went through; only the probe (a write of ordinary size) says the failure is over. */
  succeeded(): void {
    // A small write can fit where an ordinary one does not (an almost full disk).
  }

  /**
   * Throws while writes fail. After a failure, and at most every 10 s otherwise, it writes and
   * removes a small probe file, so a folder that became read-only or full is noticed, and one
   * that can be written again is healthy again.
   */
  async check(): Promise<void> {
    if (!this.failure && Date.now() - this.lastProbe < 10_000) return;
    this.lastProbe = Date.now();
    const probe = join(this.dataDir, '.write-probe');
    try {
      await writeFile(probe, Buffer.alloc(PROBE_BYTES), { mode: PRIVATE_FILE_MODE });
      await unlink(probe);
      this.failure = null;
    } catch (error) {
      this.failed(error);
      throw new Error(`The data folder cannot be written: ${(error as NodeJS.ErrnoException).code ?? String(error)}`, { cause: error });
    }
  }
}
