import type { Database, Statement } from 'better-sqlite3';
import type { Filter } from '../port';
import { jsonPath, onlyKind, quote, type ScalarPath } from './filter';

/**
 * A count kept for a declared index with `counted: true`: how many documents hold each
 * combination of the index's field values, in a table of the engine's own (`n_<index>`), kept by
 * triggers in the transaction of every insert, update and delete, so it is never behind, a
 * rollback takes its changes back with the write's, and a count of equalities on the leading
 * fields (the public builds, the public builds of a class) reads a few rows instead of walking
 * every index entry. Made once from the collection when first declared.
 */
export class KeptCount {
  private readonly table: string;
  private readonly fields: string[];
  /** The count's statement by how many leading fields the filter fixes. */
  private readonly statements: Statement[] = [];

  constructor(
    private readonly db: Database,
    index: string,
    collectionTable: string,
    fields: readonly string[],
  ) {
    this.table = `"n_${index}"`;
    this.fields = [...fields];
    const exists = db.prepare(`SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = ?`).get(`n_${index}`);
    if (exists) return;
    const columns = this.fields.map((_, i) => `k${i}`);
    const prefix = (row: 'new' | 'old' | null) => (row ? `${row}.` : '');
    const values = (row: 'new' | 'old' | null) =>
      this.fields.map((path) => (path === '_id' ? `${prefix(row)}id` : `json_extract(${prefix(row)}doc, ${quote(jsonPath(path.split('.')))})`));
    const key = (row: 'new' | 'old' | null) => `json_array(${values(row).join(', ')})`;
    const trigger = (suffix: string) => `"n_${index}_${suffix}"`;
    const add = `INSERT INTO ${this.table} (key, ${columns.join(', ')}, n) VALUES (${key('new')}, ${values('new').join(', ')}, 1)
      ON CONFLICT (key) DO UPDATE SET n = n + 1;`;
    const remove = `UPDATE ${this.table} SET n = n - 1 WHERE key = ${key('old')};`;
    db.transaction(() => {
      db.exec(`CREATE TABLE ${this.table} (key TEXT PRIMARY KEY NOT NULL, ${columns.join(', ')}, n INTEGER NOT NULL)`);
      db.exec(`INSERT INTO ${this.table} (key, ${columns.join(', ')}, n) SELECT ${key(null)}, ${values(null).join(', ')}, count(*) FROM ${collectionTable} GROUP BY ${values(null).join(', ')}`);
      db.exec(`CREATE TRIGGER ${trigger('ai')} AFTER INSERT ON ${collectionTable} BEGIN ${add} END`);
      db.exec(`CREATE TRIGGER ${trigger('ad')} AFTER DELETE ON ${collectionTable} BEGIN ${remove} END`);
      db.exec(`CREATE TRIGGER ${trigger('au')} AFTER UPDATE OF doc ON ${collectionTable} WHEN ${key('old')} IS NOT ${key('new')} BEGIN ${remove} ${add} END`);
    })();
  }

  /**
   * The count of `filter` from the kept counts, or null when the filter is not equalities of
   * plain values on a leading run of the index's fields, each on a path that only ever held that
   * kind of value (so `json_extract` equality means what the filter means).
   */
  count(filter: Filter, scalar: (path: string) => ScalarPath | null): number | null {
    const equalities = flatten(filter);
    if (!equalities || equalities.size === 0 || equalities.size > this.fields.length) return null;
    const params: unknown[] = [];
    for (const path of this.fields.slice(0, equalities.size)) {
      if (!equalities.has(path)) return null;
      const value = equalities.get(path);
      const known = scalar(path);
      if (!known || !onlyKind(known.kinds, value)) return null;
      params.push(typeof value === 'boolean' ? (value ? 1 : 0) : value);
    }
    let statement = this.statements[params.length];
    if (!statement) {
      const where = params.map((_, i) => `k${i} = ?`).join(' AND ');
      statement = this.statements[params.length] = this.db.prepare(`SELECT coalesce(sum(n), 0) AS n FROM ${this.table} WHERE ${where}`);
    }
    return (statement.get(...params) as { n: number }).n;
  }
}

/** A filter of top-level equalities to plain values (through `$and`) as a map, or null. */
function flatten(filter: Filter, into = new Map<string, string | number | boolean>()): Map<string, string | number | boolean> | null {
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$and') {
      if (!Array.isArray(value)) return null;
      for (const part of value as Filter[]) if (!flatten(part, into)) return null;
      continue;
    }
    if (key.startsWith('$') || key === '_id') return null;
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return null;
    if (into.has(key) && into.get(key) !== value) return null;
    into.set(key, value);
  }
  return into;
}
