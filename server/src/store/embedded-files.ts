import { copyFile, open, readFile, stat, truncate } from 'node:fs/promises';
import type Datastore from '@seald-io/nedb';
import type { WriteHealth } from './data-folder';
import type { StoreLog } from './data-lock';
import type { StoredDocument } from './port';

/*
 * The embedded engine's data files (one NeDB file a collection): a torn last line repaired and corrupt
 * records counted before a file loads, and every write either on disk or undone. The engine (embedded.ts)
 * calls these when it opens a collection.
 */

/**
 * A torn last line (the process was killed in the middle of an append) is dropped so the file
 * loads; the write it carried was never acknowledged. Any other damage is left for NeDB to judge.
 */
export async function repairTornTail(filename: string): Promise<boolean> {
  let content: string;
  try {
    content = await readFile(filename, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  if (content.length === 0 || content.endsWith('\n')) return false;
  const lastBreak = content.lastIndexOf('\n');
  const lastLine = content.slice(lastBreak + 1);
  try {
    JSON.parse(lastLine);
    const handle = await open(filename, 'a');
    await handle.appendFile('\n');
    await handle.close();
  } catch {
    await truncate(filename, Buffer.byteLength(content.slice(0, lastBreak + 1)));
  }
  return true;
}

/** The share of corrupt records a file may have and still load (NeDB's default threshold). */
const CORRUPT_SHARE_LIMIT = 0.1;

/** Too much of a data file is corrupt to load it; the message is one line for the operator. */
export class CorruptDataFileError extends Error {
  constructor(filename: string, corrupt: number, total: number) {
    super(
      `Almanac cannot load ${filename}: ${corrupt} of its ${total} records (${Math.floor((100 * corrupt) / total)}%) are corrupt, ` +
        `more than the ${100 * CORRUPT_SHARE_LIMIT}% it drops by itself, so it left the file as it is. ` +
        `Restore the file from a backup, or remove its damaged lines (one record a line) and start again.`,
    );
    this.name = 'CorruptDataFileError';
  }
}

/**
 * Counts the records of a data file NeDB cannot read (lines that are not JSON; a torn last line
 * is repaired before). When there are any, and few enough to load, the file is copied beside
 * itself (`<name>.db.corrupt-<time>`) before the load's compaction rewrites it without them, and a
 * warning is logged. Too many, and the start is refused with {@link CorruptDataFileError}.
 */
export async function checkCorruptRecords(filename: string, log?: StoreLog): Promise<{ corrupt: number; total: number; kept: string | null }> {
  let content: string;
  try {
    content = await readFile(filename, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { corrupt: 0, total: 0, kept: null };
    throw error;
  }
  let corrupt = 0;
  let total = 0;
  for (const line of content.split('\n')) {
    if (line === '') continue;
    total += 1;
    try {
      JSON.parse(line);
    } catch {
      corrupt += 1;
    }
  }
  if (corrupt === 0) return { corrupt, total, kept: null };
  if (corrupt / total > CORRUPT_SHARE_LIMIT) throw new CorruptDataFileError(filename, corrupt, total);
  const kept = `${filename}.corrupt-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  await copyFile(filename, kept);
  log?.warn(
    { file: filename, corrupt, total, kept },
    `Dropped ${corrupt} corrupt record${corrupt === 1 ? '' : 's'} of ${total} in ${filename}; the original file is kept as ${kept}`,
  );
  return { corrupt, total, kept };
}

interface NedbInternals {
  _insertAsync: (...args: unknown[]) => Promise<unknown>;
  _updateAsync: (...args: unknown[]) => Promise<unknown>;
  _removeAsync: (...args: unknown[]) => Promise<unknown>;
  _addToIndexes: (doc: unknown) => void;
  _removeFromIndexes: (doc: unknown) => void;
  _updateIndexes: (oldDoc: unknown, newDoc?: unknown) => void;
  persistence: { persistNewStateAsync: (docs: unknown[]) => Promise<void> };
}

/**
 * NeDB changes its in-memory copy before it appends the change, and keeps the change when the
 * append fails; a failed append can also leave a partial line that the next append would be
 * glued to. This makes a write either saved or undone:
 * - every in-memory change of one write is journaled and undone when its append fails (writes
 *   and reads run one at a time in NeDB's executor, so no reader sees the undone change);
 * - the file length before each append is kept, and a failed append's partial line is cut off
 *   before the next append, which fails too while that cannot be done;
 * - failures and recoveries are reported to {@link WriteHealth}.
 */
export function guardWrites(db: Datastore<StoredDocument>, filename: string, health: WriteHealth): void {
  const nedb = db as unknown as NedbInternals;
  let journal: Array<() => void> | null = null;
  let depth = 0;
  let appendFailed = false;
  /** The file length before an append that failed: what the next append truncates back to. */
  let torn: number | null = null;

  const addToIndexes = nedb._addToIndexes.bind(db);
  const removeFromIndexes = nedb._removeFromIndexes.bind(db);
  const updateIndexes = nedb._updateIndexes.bind(db);
  nedb._addToIndexes = (doc) => {
    addToIndexes(doc);
    journal?.push(() => removeFromIndexes(doc));
  };
  nedb._removeFromIndexes = (doc) => {
    removeFromIndexes(doc);
    journal?.push(() => addToIndexes(doc));
  };
  nedb._updateIndexes = (oldDoc, newDoc) => {
    updateIndexes(oldDoc, newDoc);
    journal?.push(() =>
      Array.isArray(oldDoc)
        ? updateIndexes((oldDoc as Array<{ oldDoc: unknown; newDoc: unknown }>).map((m) => ({ oldDoc: m.newDoc, newDoc: m.oldDoc })))
        : updateIndexes(newDoc, oldDoc),
    );
  };

  for (const method of ['_insertAsync', '_updateAsync', '_removeAsync'] as const) {
    const original = nedb[method].bind(db);
    nedb[method] = async (...args: unknown[]) => {
      const outermost = depth === 0;
      if (outermost) {
        journal = [];
        appendFailed = false;
      }
      depth += 1;
      try {
        return await original(...args);
      } catch (error) {
        if (outermost && appendFailed) for (const undo of journal!.reverse()) undo();
        throw error;
      } finally {
        depth -= 1;
        if (outermost) journal = null;
      }
    };
  }

  const persistence = nedb.persistence as NedbInternals['persistence'] & { persistCachedDatabaseAsync: () => Promise<void> };
  const persist = persistence.persistNewStateAsync.bind(persistence);
  persistence.persistNewStateAsync = async (docs) => {
    let length: number | null = null;
    try {
      if (torn !== null) {
        // Cut off what a failed append left, so this append starts on a line of its own.
        await truncate(filename, torn);
        torn = null;
      }
      length = await stat(filename).then((s) => s.size, () => 0);
      await persist(docs);
      health.succeeded();
    } catch (error) {
      appendFailed = true;
      if (length !== null) torn = length;
      health.failed(error);
      throw error;
    }
  };
  // Compaction rewrites the whole file from memory (through a new file), so nothing torn is left.
  const compact = persistence.persistCachedDatabaseAsync.bind(persistence);
  persistence.persistCachedDatabaseAsync = async () => {
    await compact();
    torn = null;
  };
}
