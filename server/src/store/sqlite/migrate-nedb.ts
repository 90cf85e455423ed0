import { createReadStream } from 'node:fs';
import { open, readdir, rename, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';
import { createInterface } from 'node:readline';
import Database from 'better-sqlite3';
import type { StoreLog } from '../data-lock';
import { CorruptDataFileError } from '../embedded-files';
import { createPrivateFile } from '../private-folder';
import type { NedbFile } from './errors';
import { createCollectionTable, tableOf } from './collection';
import { createPathsTable } from './indexes';

const nedbModel = createRequire(import.meta.url)('@seald-io/nedb/lib/model.js') as { deserialize(line: string): Record<string, unknown> };

/** Where a migration writes until it is complete; only then is it renamed to the database's own name. */
export const MIGRATING_SUFFIX = '.migrating';
/** What each NeDB file is renamed to once its records are in the database (kept until the operator removes it). */
export const MIGRATED_SUFFIX = '.migrated';
/** The database's table of the NeDB files it was made from. */
const MIGRATION_TABLE = 'port_nedb_migration';
/** Records written per SQLite transaction while migrating. */
const BATCH = 2000;
/** The share of unreadable records a file may have (NeDB's own threshold, as the NeDB engine applies it). */
const CORRUPT_SHARE_LIMIT = 0.1;
const COLLECTION_NAME = /^[a-z][a-z0-9_]{0,63}$/i;

/** One NeDB data file of the folder. */

/** How far a migration has come (what /healthz answers meanwhile). */
export interface MigrationProgress {
  files: number;
  filesDone: number;
  /** The file being read now. */
  file: string | null;
  bytes: number;
  bytesDone: number;
  /** Lines applied so far (a document, an update of one, a deletion). */
  records: number;
  /** Documents in the database once done. */
  documents: number | null;
  percent: number;
}

export interface MigrationOptions {
  log?: StoreLog;
  /** Called once as the migration starts, with a way to read its progress at any time. */
  onStart?: (progress: () => MigrationProgress) => Promise<void> | void;
}

/**
 * The NeDB data files in a folder (`<collection>.db`). A file NeDB left as `<name>.db~` (a
 * compaction cut off by a crash before its rename) counts as `<name>.db`, as NeDB itself reads it.
 */
export async function nedbFilesIn(dataDir: string): Promise<NedbFile[]> {
  const names = await readdir(dataDir);
  const found: NedbFile[] = [];
  for (const name of names) {
    const whole = name.endsWith('.db');
    if (!whole && !(name.endsWith('.db~') && !names.includes(name.slice(0, -1)))) continue;
    const collection = name.slice(0, name.lastIndexOf('.db'));
    if (!COLLECTION_NAME.test(collection)) continue;
    const path = join(dataDir, name);
    found.push({ collection, path, size: (await stat(path)).size });
  }
  return found.sort((a, b) => a.collection.localeCompare(b.collection));
}

/** Whether `database` was made from exactly these files (their renames were cut off by a crash). */
export function madeFrom(database: string, files: NedbFile[]): boolean {
  let db: Database.Database | null = null;
  try {
    // Not read-only: a read-only connection to a WAL database would leave its -wal and -shm files behind.
    db = new Database(database, { fileMustExist: true });
    const rows = db.prepare(`SELECT file, size FROM ${MIGRATION_TABLE}`).all() as Array<{ file: string; size: number }>;
    const recorded = new Map(rows.map((row) => [row.file, row.size]));
    return files.every((f) => recorded.get(basename(f.path)) === f.size);
  } catch {
    return false;
  } finally {
    db?.close();
  }
}

/** Renames the migrated NeDB files beside the database (`likes.db` -> `likes.db.migrated`). */
export async function keepBeside(files: NedbFile[], log?: StoreLog): Promise<void> {
  for (const file of files) {
    const kept = `${file.path.replace(/~$/, '')}${MIGRATED_SUFFIX}`;
    await rename(file.path, kept);
  }
  if (files.length > 0) {
    log?.info(
      { files: files.map((f) => basename(f.path)) },
      `Kept the NeDB files beside the database as *.db${MIGRATED_SUFFIX}; remove them once you no longer need them`,
    );
  }
}

async function endsWithNewline(path: string, size: number): Promise<boolean> {
  if (size === 0) return true;
  const handle = await open(path, 'r');
  try {
    const { buffer } = await handle.read(Buffer.alloc(1), 0, 1, size - 1);
    return buffer[0] === 0x0a;
  } finally {
    await handle.close();
  }
}

async function syncPath(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Moves a folder's NeDB files into the SQLite database `database`, once. Each file is read as a
 * stream, a line at a time (never whole: a file NeDB itself can no longer load moves too), with
 * NeDB's own meaning: a later line for an `_id` replaces the earlier one, a `$$deleted` line
 * removes it, index lines are left out (the modules declare their indexes at every start). It
 * writes into `<database>.migrating` and renames that into place only once every record is in it
 * and on disk, so a crash part way leaves no database and the next start begins again. Then the
 * NeDB files are renamed beside it (`*.db.migrated`).
 */
export async function migrateNedbFolder(dataDir: string, database: string, files: NedbFile[], options: MigrationOptions = {}): Promise<void> {
  const { log } = options;
  const temporary = `${database}${MIGRATING_SUFFIX}`;
  for (const leftover of [temporary, `${temporary}-journal`]) {
    if (await stat(leftover).then(() => true, () => false)) {
      await rm(leftover, { force: true });
      log?.warn({ file: leftover }, 'An earlier migration of the NeDB files was cut off; it starts again from the beginning');
    }
  }
  const progress: MigrationProgress = { files: files.length, filesDone: 0, file: null, bytes: files.reduce((sum, f) => sum + f.size, 0), bytesDone: 0, records: 0, documents: null, percent: 0 };
  const started = Date.now();
  log?.info({ files: files.map((f) => basename(f.path)), bytes: progress.bytes }, `Migrating ${files.length} NeDB files (${progress.bytes} bytes) into the SQLite database ${basename(database)}`);
  await options.onStart?.(() => ({ ...progress }));

  await createPrivateFile(temporary);
  const db = new Database(temporary);
  try {
    // The file is thrown away if anything stops the migration: no journal, no sync until the end.
    db.pragma('journal_mode = OFF');
    db.pragma('synchronous = OFF');
    createPathsTable(db);
    db.exec(`CREATE TABLE ${MIGRATION_TABLE} (file TEXT PRIMARY KEY NOT NULL, size INTEGER NOT NULL, records INTEGER NOT NULL, corrupt INTEGER NOT NULL)`);
    let lastLog = Date.now();
    let doneBefore = 0;
    let documents = 0;
    for (const file of files) {
      progress.file = basename(file.path);
      const counted = await copyFile(db, file, (bytes, records) => {
        progress.bytesDone = doneBefore + bytes;
        progress.records += records;
        progress.percent = progress.bytes === 0 ? 100 : Math.floor((100 * progress.bytesDone) / progress.bytes);
        if (Date.now() - lastLog >= 2000) {
          lastLog = Date.now();
          log?.info({ ...progress }, `Migrating the NeDB files: ${progress.percent}% (${progress.records} records)`);
        }
      });
      if (counted.torn) log?.info({ file: file.path }, `Dropped the torn last line of ${file.path} (a write cut off by a crash, never acknowledged)`);
      if (counted.corrupt > 0) {
        if (counted.corrupt / counted.lines > CORRUPT_SHARE_LIMIT) throw new CorruptDataFileError(file.path, counted.corrupt, counted.lines);
        log?.warn({ file: file.path, corrupt: counted.corrupt, total: counted.lines }, `Left out ${counted.corrupt} corrupt records of ${counted.lines} in ${file.path} (the file is kept)`);
      }
      db.prepare(`INSERT INTO ${MIGRATION_TABLE} (file, size, records, corrupt) VALUES (?, ?, ?, ?)`).run(basename(file.path), file.size, counted.kept, counted.corrupt);
      doneBefore += file.size;
      documents += counted.kept;
      progress.filesDone += 1;
    }
    progress.documents = documents;
  } catch (error) {
    db.close();
    await rm(temporary, { force: true });
    throw error;
  }
  db.close();
  // Everything reaches the disk before the file takes the database's name.
  await syncPath(temporary);
  await rename(temporary, database);
  await syncPath(dataDir);
  progress.file = null;
  progress.percent = 100;
  log?.info(
    { ...progress, ms: Date.now() - started },
    `Migrated ${progress.documents} documents (${progress.records} records read) from NeDB into SQLite in ${Date.now() - started} ms`,
  );
  await keepBeside(files, log);
}

/** Streams one NeDB file into its collection's table. */
async function copyFile(
  db: Database.Database,
  file: NedbFile,
  onBatch: (bytesRead: number, records: number) => void,
): Promise<{ lines: number; corrupt: number; kept: number; torn: boolean }> {
  const table = tableOf(file.collection);
  createCollectionTable(db, table);
  const put = db.prepare(`INSERT INTO ${table} (id, doc) VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET doc = excluded.doc`);
  const remove = db.prepare(`DELETE FROM ${table} WHERE id = ?`);
  const terminated = await endsWithNewline(file.path, file.size);
  const pending: Array<[string, string | null]> = [];
  const flush = db.transaction(() => {
    for (const [id, doc] of pending) {
      if (doc === null) remove.run(id);
      else put.run(id, doc);
    }
  });
  const stream = createReadStream(file.path, { encoding: 'utf8', highWaterMark: 256 * 1024 });
  const lines = createInterface({ input: stream, crlfDelay: Infinity });
  let count = 0;
  let corrupt = 0;
  let lastCorrupt = false;
  for await (const line of lines) {
    if (line === '') continue;
    count += 1;
    lastCorrupt = false;
    let doc: Record<string, unknown>;
    try {
      doc = nedbModel.deserialize(line);
    } catch {
      corrupt += 1;
      lastCorrupt = true;
      continue;
    }
    if (typeof doc._id === 'string' && doc._id !== '') {
      if (doc.$$deleted === true) pending.push([doc._id, null]);
      // Dates become ISO strings, as the SQLite engine stores every Date it is given.
      else pending.push([doc._id, JSON.stringify(doc)]);
    } else if (!('$$indexCreated' in doc) && !('$$indexRemoved' in doc)) {
      corrupt += 1;
      lastCorrupt = true;
    }
    if (pending.length >= BATCH) {
      flush();
      onBatch(stream.bytesRead, pending.length);
      pending.length = 0;
    }
  }
  flush();
  onBatch(stream.bytesRead, pending.length);
  // A last line without its newline that does not parse is a write a crash cut off (never acknowledged).
  const torn = !terminated && lastCorrupt;
  if (torn) {
    corrupt -= 1;
    count -= 1;
  }
  const kept = (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
  return { lines: count, corrupt, kept, torn };
}
