import type { Database, Statement } from 'better-sqlite3';
import type { Filter, FindOptions, SortSpec, StoredDocument } from '../port';
import { matches, project } from './documents';
import { FilterTranslator, type ScalarPath, fieldExpression, jsonPath, quote, type SqlCondition } from './filter';

/** A row as the engine reads it: `rowid` for the write that follows, the document's JSON unless projected in SQL. */
export interface Row {
  rowid: number;
  id: string;
  doc?: string;
  [column: `p${number}`]: string | number | null;
}

/** How many prepared statements a store keeps; beyond it the cache starts over (filters have few shapes). */
const STATEMENT_CACHE_MAX = 2000;

/** Prepared statements by their SQL text, shared by every collection of one database. */
export class Statements {
  private readonly cache = new Map<string, Statement>();

  constructor(private readonly db: Database) {}

  get(sql: string): Statement {
    let statement = this.cache.get(sql);
    if (!statement) {
      if (this.cache.size >= STATEMENT_CACHE_MAX) this.cache.clear();
      statement = this.db.prepare(sql);
      this.cache.set(sql, statement);
    }
    return statement;
  }
}

/** The SQL that reads one collection's documents: built per call, prepared once per shape. */
export interface Plan {
  sql: string;
  params: unknown[];
  /** Whether the SQL finds exactly the matches; when false each row is checked in JavaScript. */
  exact: boolean;
  /** Turns a row into the document (projected) the caller asked for. */
  read: (row: Row) => StoredDocument;
}

export function orderBy(sort: SortSpec | undefined): string {
  const keys = Object.entries(sort ?? {});
  if (keys.length === 0) return '';
  return ` ORDER BY ${keys.map(([path, direction]) => `${fieldExpression(path)}${direction === -1 ? ' DESC' : ''}`).join(', ')}`;
}

export function where(table: string, filter: Filter, scalarPaths: (path: string) => ScalarPath | null): SqlCondition & { from: string } {
  const condition = new FilterTranslator(scalarPaths).translate(filter);
  return { ...condition, from: `FROM ${table}${condition.sql === '1' ? '' : ` WHERE ${condition.sql}`}` };
}

/**
 * What to select for a projection. Exact plans project in SQL, so a listing of a few fields
 * (the sitemap's `_id`, `owner`, `updatedAt`) never parses whole documents: top-level fields
 * are read one by one with `->` (JSON, or NULL when missing) and exclusions removed with
 * `json_remove`. Dotted inclusions and inexact plans read the whole document.
 */
function columns(projection: FindOptions['projection'], exact: boolean, scalarPaths: (path: string) => ScalarPath | null): { select: string; read: (row: Row) => StoredDocument } {
  const whole = { select: 'rowid, id, doc', read: (row: Row) => JSON.parse(row.doc!) as StoredDocument };
  const entries = Object.entries(projection ?? {}).filter(([key]) => key !== '_id');
  if (entries.length === 0) return whole;
  if (!exact) return { select: whole.select, read: (row) => project(whole.read(row), projection) };
  if (entries.every(([, v]) => v === 0)) {
    const paths = entries.map(([key]) => quote(jsonPath(key.split('.')))).join(', ');
    return { select: `rowid, id, json_remove(doc, ${paths}) AS doc`, read: whole.read };
  }
  if (entries.some(([key]) => key.includes('.'))) return { select: whole.select, read: (row) => project(whole.read(row), projection) };
  const fields = entries.map(([key]) => key);
  // A field that only ever held text, or only numbers, is read as SQL's own value: no JSON to
  // parse, and from an index that holds it (SQLite reads indexed expressions from the index).
  const plain = fields.map((key) => {
    const kinds = scalarPaths(key)?.kinds;
    return kinds?.size === 1 && (kinds.has('text') || kinds.has('number'));
  });
  return {
    select: `rowid, id${fields.map((key, i) => `, ${plain[i] ? fieldExpression(key) : `doc -> ${quote(jsonPath([key]))}`} AS p${i}`).join('')}`,
    read: (row) => {
      const out: Record<string, unknown> = { _id: row.id };
      fields.forEach((key, i) => {
        const value = row[`p${i}`];
        if (value !== null && value !== undefined) out[key] = plain[i] ? value : JSON.parse(value as string);
      });
      return out as unknown as StoredDocument;
    },
  };
}

export function findPlan(table: string, filter: Filter, options: FindOptions, scalarPaths: (path: string) => ScalarPath | null): Plan {
  const condition = where(table, filter, scalarPaths);
  const { select, read } = columns(options.projection, condition.exact, scalarPaths);
  let sql = `SELECT ${select} ${condition.from}${orderBy(options.sort)}`;
  const params = [...condition.params];
  if (condition.exact && (options.limit || options.skip)) {
    sql += ' LIMIT ? OFFSET ?';
    params.push(options.limit || -1, options.skip ?? 0);
  }
  return { sql, params, exact: condition.exact, read };
}

/**
 * Runs a plan: straight through SQL when it is exact; else row by row, each checked against the
 * filter in JavaScript, skipping and limiting there, and stopping as soon as the page is full.
 */
export function runFind(statements: Statements, plan: Plan, filter: Filter, options: FindOptions): StoredDocument[] {
  const statement = statements.get(plan.sql);
  if (plan.exact) return (statement.all(...plan.params) as Row[]).map(plan.read);
  const out: StoredDocument[] = [];
  let skip = options.skip ?? 0;
  const limit = options.limit || Infinity;
  if (limit <= 0) return out;
  for (const row of statement.iterate(...plan.params) as IterableIterator<Row>) {
    const document = JSON.parse(row.doc!) as StoredDocument;
    if (!matches(document, filter)) continue;
    if (skip > 0) {
      skip -= 1;
      continue;
    }
    out.push(plan.read(row));
    if (out.length >= limit) break;
  }
  return out;
}

/** The first row matching `filter` (whole document), for a write. */
export function firstMatch(
  statements: Statements,
  table: string,
  filter: Filter,
  scalarPaths: (path: string) => ScalarPath | null,
): { rowid: number; document: StoredDocument } | null {
  const condition = where(table, filter, scalarPaths);
  const statement = statements.get(`SELECT rowid, id, doc ${condition.from}${condition.exact ? ' LIMIT 1' : ''}`);
  if (condition.exact) {
    const row = statement.get(...condition.params) as Row | undefined;
    return row ? { rowid: row.rowid, document: JSON.parse(row.doc!) as StoredDocument } : null;
  }
  for (const row of statement.iterate(...condition.params) as IterableIterator<Row>) {
    const document = JSON.parse(row.doc!) as StoredDocument;
    if (matches(document, filter)) return { rowid: row.rowid, document };
  }
  return null;
}
