import { createHash } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { IndexOptions } from '../port';
import { KeptCount } from './counts';
import { hasArrayAlong } from './documents';
import { fieldExpression, jsonPath, quote, type ScalarPath, type ValueKind } from './filter';

/** The engine's own table: which indexed paths of which collection ever held an array, and which kinds of value. */
const PATHS_TABLE = 'port_paths';

export function createPathsTable(db: Database): void {
  db.exec(`CREATE TABLE IF NOT EXISTS ${PATHS_TABLE} (collection TEXT NOT NULL, path TEXT NOT NULL, arrays INTEGER NOT NULL, kinds TEXT, PRIMARY KEY (collection, path))`);
  // A database made before the kinds were kept: NULL kinds are unknown, and found once (ArrayPaths).
  const columns = db.prepare(`SELECT name FROM pragma_table_info('${PATHS_TABLE}')`).all() as Array<{ name: string }>;
  if (!columns.some((column) => column.name === 'kinds')) db.exec(`ALTER TABLE ${PATHS_TABLE} ADD COLUMN kinds TEXT`);
}

/** The kind of a JavaScript value as stored in JSON (arrays are followed apart, as `arrays`). */
function kindOf(value: unknown): ValueKind | null {
  if (value === undefined) return null;
  if (value === null) return 'null';
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'string') return 'text';
  return 'object';
}

const KIND_OF_JSON_TYPE: Record<string, ValueKind> = { null: 'null', true: 'boolean', false: 'boolean', integer: 'number', real: 'number', text: 'text', object: 'object' };

/**
 * Which paths of declared indexes hold no array in any document of the collection, and which
 * kinds of value each ever held. A filter on such a path is the plain `json_extract` its index
 * is built on, so SQLite walks the index; a path that holds an array (build tags) is matched
 * through its elements instead. A path that only ever held one kind of value (and nulls) is
 * compared without checking the value's JSON type, so a count or a range on it is read from the
 * index alone, never from the documents. Each write checks its documents against what is known,
 * in its own transaction, and the answer is kept in the database, so no start has to scan the
 * collection again (except once, for a database made before the kinds were kept).
 */
export class ArrayPaths {
  /** path -> whether some document ever held an array along it, and the kinds of value found at it. */
  private readonly known = new Map<string, { arrays: boolean; kinds: Set<ValueKind> }>();

  constructor(
    private readonly db: Database,
    private readonly collection: string,
    private readonly table: string,
  ) {
    const rows = db.prepare(`SELECT path, arrays, kinds FROM ${PATHS_TABLE} WHERE collection = ?`).all(collection) as Array<{ path: string; arrays: number; kinds: string | null }>;
    // Kinds not known yet (a database from before they were kept): one read of the collection finds them all.
    const found = this.findKinds(rows.filter((row) => row.kinds === null).map((row) => row.path));
    for (const row of rows) {
      const kinds = row.kinds === null ? found.get(row.path)! : (row.kinds.split(',').filter(Boolean) as ValueKind[]);
      if (row.kinds === null) db.prepare(`UPDATE ${PATHS_TABLE} SET kinds = ? WHERE collection = ? AND path = ?`).run(kinds.join(','), collection, row.path);
      this.known.set(row.path, { arrays: row.arrays === 1, kinds: new Set(kinds) });
    }
  }

  /** Null when some document ever held an array along `path` (or it is not followed); else what is known of it. */
  scalar(path: string): ScalarPath | null {
    const known = this.known.get(path);
    return known && !known.arrays ? known : null;
  }

  /** Starts following a path; the first time, one scan finds whether a document already holds an array along it, and which kinds of value. */
  track(path: string): void {
    if (path === '_id' || this.known.has(path)) return;
    const segments = path.split('.');
    const along = segments.map((_, i) => `json_type(doc, ${quote(jsonPath(segments.slice(0, i + 1)))}) = 'array'`).join(' OR ');
    const arrays = (this.db.prepare(`SELECT EXISTS (SELECT 1 FROM ${this.table} WHERE ${along}) AS found`).get() as { found: number }).found === 1;
    const kinds = arrays ? [] : this.findKinds([path]).get(path)!;
    this.db.prepare(`INSERT INTO ${PATHS_TABLE} (collection, path, arrays, kinds) VALUES (?, ?, ?, ?)`).run(this.collection, path, arrays ? 1 : 0, kinds.join(','));
    this.known.set(path, { arrays, kinds: new Set(kinds) });
  }

  /** The kinds of value found at each of `paths` in the collection: one scan for all of them. */
  private findKinds(paths: readonly string[]): Map<string, ValueKind[]> {
    const found = new Map<string, ValueKind[]>();
    if (paths.length === 0) return found;
    const columns = paths.map((path, i) => `group_concat(DISTINCT json_type(doc, ${quote(jsonPath(path.split('.')))})) AS k${i}`);
    const row = this.db.prepare(`SELECT ${columns.join(', ')} FROM ${this.table}`).get() as Record<string, string | null>;
    paths.forEach((path, i) => {
      const types = (row[`k${i}`] ?? '').split(',').filter(Boolean);
      found.set(path, [...new Set(types.map((type) => KIND_OF_JSON_TYPE[type] ?? 'object'))].sort());
    });
    return found;
  }

  /** Called with every document written: a path that now holds an array is no longer scalar, a new kind of value is noted. */
  noteWrite(document: unknown): void {
    for (const [path, known] of this.known) {
      if (known.arrays) continue;
      const segments = path.split('.');
      if (hasArrayAlong(document, segments)) {
        this.db.prepare(`UPDATE ${PATHS_TABLE} SET arrays = 1 WHERE collection = ? AND path = ?`).run(this.collection, path);
        known.arrays = true;
        continue;
      }
      const kind = kindOf(valueAt(document, segments));
      if (kind === null || known.kinds.has(kind)) continue;
      known.kinds.add(kind);
      this.db.prepare(`UPDATE ${PATHS_TABLE} SET kinds = ? WHERE collection = ? AND path = ?`).run([...known.kinds].sort().join(','), this.collection, path);
    }
  }
}

/** The value at a dotted path of a document with no array along it (undefined when missing). */
function valueAt(document: unknown, segments: readonly string[]): unknown {
  let at = document;
  for (const segment of segments) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string, unknown>)[segment];
  }
  return at;
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
): KeptCount | null {
  const entries = Object.entries(fields);
  if (entries.length === 0) throw new TypeError('An index needs at least one field');
  const parts = entries.map(([path, direction]) => `${fieldExpression(path)}${direction === -1 ? ' DESC' : ''}`);
  if (!options.unique && !('_id' in fields)) parts.push(`id${entries[entries.length - 1]![1] === -1 ? ' DESC' : ''}`);
  const name = indexName(collection, fields, options);
  for (const [path] of entries) paths.track(path);
  const exists = db.prepare(`SELECT 1 FROM sqlite_schema WHERE type = 'index' AND name = ?`).get(name);
  if (!exists) {
    db.exec(`CREATE ${options.unique ? 'UNIQUE ' : ''}INDEX "${name}" ON ${table} (${parts.join(', ')})`);
    // The planner chooses between indexes by their statistics: without them it would walk the
    // public-builds index for one player's builds rather than the owner index. `analysis_limit`
    // (set at open) bounds the cost to a sample of the index.
    db.exec(`ANALYZE "${name}"`);
  }
  // Made from the index just created (or found), so the first count of a large collection reads index entries only.
  return options.counted ? new KeptCount(db, name, table, entries.map(([path]) => path)) : null;
}

/** The SQLite name of a declared index: the collection and a digest of its fields and options. */
export function indexName(collection: string, fields: Record<string, 1 | -1>, options: IndexOptions = {}): string {
  const signature = JSON.stringify([Object.entries(fields), Boolean(options.unique)]);
  return `ix_${collection}_${createHash('sha256').update(signature).digest('hex').slice(0, 12)}`;
}
