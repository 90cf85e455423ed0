import { basename } from 'node:path';

/*
 * The SQLite engine's refusals at start, each one line for the operator. Apart from the engine
 * (which loads a native addon), so the process entry can tell them from other failures.
 */

/** A NeDB data file found in the data folder. */
export interface NedbFile {
  collection: string;
  path: string;
  size: number;
}

/** The SQLite file cannot be opened or is not a database; one line for the operator. */
export class SqliteFileError extends Error {
  constructor(file: string, cause: unknown) {
    const code = (cause as { code?: string }).code ?? (cause as Error).message;
    super(
      `Almanac cannot open its database ${file} (${code}). ` +
        (code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT'
          ? 'The file is damaged or not an SQLite database: restore it from a backup.'
          : 'Check that the data folder is readable and writable.'),
    );
    this.name = 'SqliteFileError';
  }
}

/** The folder holds NeDB files and an SQLite database that was not made from them. */
export class BothFormatsError extends Error {
  constructor(dataDir: string, database: string, files: NedbFile[]) {
    const names = files.map((f) => basename(f.path));
    super(
      `The data folder ${dataDir} holds both an SQLite database (${basename(database)}) and NeDB data files ` +
        `(${names.slice(0, 3).join(', ')}${names.length > 3 ? ', ...' : ''}), and Almanac cannot tell which is current: ` +
        `if the database is, move the .db files out of the folder; if the NeDB files are, move ${basename(database)} out and start again to migrate them.`,
    );
    this.name = 'BothFormatsError';
  }
}

