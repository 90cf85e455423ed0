import { createHash } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { IndexOptions } from '../port';
import { hasArrayAlong } from './documents';
import { fieldExpression, jsonPath, quote } from './filter';

/** The engine's own table: which indexed paths of which collection ever held an array. */
const PATHS_TABLE = 'port_paths';

export function createPathsTable(db: Database): void {
  db.exec(`CREATE TABLE IF NOT EXISTS ${PATHS_TABLE} (collection TEXT NOT NULL, path TEXT NOT NULL, arrays INTEGER NOT NULL, PRIMARY KEY (collection, path))`);
}

/**
 * Which paths of declared indexes hold no array in any document of the collection. A filter on
 * such a path is the plain `json_extract` its index is built on, so SQLite walks the index; a
 * path that holds an array (build tags) is matched through its elements instead. Each write
 * checks the paths still free of arrays, in its own transaction, and the answer is kept in the
 * database, so no start has to scan the collection again.
 */
export class ArrayPaths {
  /** path -> whether some document ever held an array along it. */
  private readonly known = new Map<string, boolean>();

  constructor(
    private readonly db: Database,
    private readonly collection: string,
    private readonly table: string,
  ) {
    const rows = db.prepare(`SELECT path, arrays FROM ${PATHS_TABLE} WHERE collection = ?`).all(collection) as Array<{ path: string; arrays: number }>;
    for (const row of rows) this.known.set(row.path, row.arrays === 1);
  }

  isScalar(path: string): boolean {
    return this.known.get(path) === false;
  }

  /** Starts following a path; the first time, one scan finds whether a document already holds an array along it. */
  track(path: string): void {
    if (path === '_id' || this.known.has(path)) return;
    const segments = path.split('.');
    const along = segments.map((_, i) => `json_type(doc, ${quote(jsonPath(segments.slice(0, i + 1)))}) = 'array'`).join(' OR ');
    const arrays = (this.db.prepare(`SELECT EXISTS (SELECT 1 FROM ${this.table} WHERE ${along}) AS found`).get() as { found: number }).found === 1;
    this.db.prepare(`INSERT INTO ${PATHS_TABLE} (collection, path, arrays) VALUES (?, ?, ?)`).run(this.collection, path, arrays ? 1 : 0);
    this.known.set(path, arrays);
  }

  /** Called with every document written: a path that now holds an array is no longer scalar. */
  noteWrite(document: unknown): void {
    for (const [path, arrays] of this.known) {
      if (arrays || !hasArrayAlong(document, path.split('.'))) continue;
      this.db.prepare(`UPDATE ${PATHS_TABLE} SET arrays = 1 WHERE collection = ? AND path = ?`).run(this.collection, path);
      this.known.set(path, true);
    }
  }
}

/**
 * A declared index as a SQLite index on the same `json_extract` expressions the queries use.
 * - Directions are kept, so a sort mixing them is walked in one direction.
 * - A non-unique index ends with the `_id` column in the direction of its last field: the lists
 *   break ties by `_id` (`likeCount, publishDate, _id`), and so walk the index to the end of the
 *   sort without sorting.
 * - Sparse or not: SQLite lets any number of rows lack the field (NULL) under a unique index,
 *   which is what `sparse` asks for; a non-sparse unique index is as lenient.
 */
export function createIndex(
  db: Database,
  collection: string,
  table: string,
  paths: ArrayPaths,
  fields: Record<string, 1 | -1>,
  options: IndexOptions,
): void {
  const entries = Object.entries(fields);
  if (entries.length === 0) throw new TypeError('An index needs at least one field');
  const parts = entries.map(([path, direction]) => `${fieldExpression(path)}${direction === -1 ? ' DESC' : ''}`);
  if (!options.unique && !('_id' in fields)) parts.push(`id${entries[entries.length - 1]![1] === -1 ? ' DESC' : ''}`);
  const name = indexName(collection, fields, options);
  for (const [path] of entries) paths.track(path);
  const exists = db.prepare(`SELECT 1 FROM sqlite_schema WHERE type = 'index' AND name = ?`).get(name);
  if (exists) return;
  db.exec(`CREATE ${options.unique ? 'UNIQUE ' : ''}INDEX "${name}" ON ${table} (${parts.join(', ')})`);
  // The planner chooses between indexes by their statistics: without them it would walk the
  // public-builds index for one player's builds rather than the owner index. `analysis_limit`
  // (set at open) bounds the cost to a sample of the index.
  db.exec(`ANALYZE "${name}"`);
}

/** The SQLite name of a declared index: the collection and a digest of its fields and options. */
export function indexName(collection: string, fields: Record<string, 1 | -1>, options: IndexOptions = {}): string {
  const signature = JSON.stringify([Object.entries(fields), Boolean(options.unique)]);
  return `ix_${collection}_${createHash('sha256').update(signature).digest('hex').slice(0, 12)}`;
}
