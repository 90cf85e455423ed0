import { createHash } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { StoreLog } from '../data-lock';
import type { TextIndex, TextIndexSpec } from '../port';
import { jsonPath, quote } from './filter';
import type { TransactionGate } from './transaction';

/**
 * Up to this many matches are ordered by relevance (FTS5's bm25); past it, newest written first:
 * ranking every match of a one-letter prefix over a hundred thousand documents takes a hundred
 * milliseconds and more, walking the index backwards by rowid a fraction of one.
 */
const RANKED_MAX = 2000;
const FIELD = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** A literal SQL value of a `where` field (trigger bodies take no bound parameters). */
function literal(value: string | number | boolean): string {
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError('A text index compares with finite numbers only');
    return String(value);
  }
  return `'${value.replace(/'/g, "''")}'`;
}

/** The words of a player's text as an FTS5 query: each a quoted prefix, all of them required. */
export function matchQuery(text: string): string | null {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu);
  return words ? words.slice(0, 16).map((word) => `"${word}"*`).join(' ') : null;
}

/**
 * A full-text index of one collection on SQLite: an FTS5 table beside the collection's table,
 * keyed by the document row's rowid (stable: the engine updates rows in place and never runs
 * VACUUM), kept by triggers in the same transaction as every insert, update and delete, so it
 * is never behind and nothing reads every document at start. A write that changes no indexed
 * field and not whether the document is selected (a like's count) leaves it alone. The table's
 * name carries a digest of its definition: a changed definition makes a new one (filled once, at
 * the first start with it) and drops the old.
 */
export function openTextIndex(options: { db: Database; gate: TransactionGate; collection: string; table: string; name: string; spec: TextIndexSpec; log?: StoreLog }): TextIndex {
  const { db, gate, table, spec } = options;
  if (spec.fields.length === 0 || !spec.fields.every((field) => FIELD.test(field)) || !Object.keys(spec.where).every((field) => FIELD.test(field))) {
    throw new TypeError('A text index takes top-level field names');
  }
  const prefix = `t_${options.collection}_${options.name}_`;
  const digest = createHash('sha1').update(JSON.stringify([spec.fields, Object.entries(spec.where).sort()])).digest('hex').slice(0, 10);
  const fts = `"${prefix}${digest}"`;
  const value = (row: 'new' | 'old' | 'c', field: string) => `json_extract(${row}.doc, ${quote(jsonPath([field]))})`;
  const selected = (row: 'new' | 'old' | 'c') =>
    Object.entries(spec.where).map(([field, wanted]) => `${value(row, field)} = ${literal(wanted)}`).join(' AND ') || '1';
  const columns = spec.fields.map((_, i) => `f${i}`);
  const values = (row: 'new' | 'c') => spec.fields.map((field) => value(row, field)).join(', ');
  const changed = spec.fields.map((field) => `${value('old', field)} IS NOT ${value('new', field)}`).join(' OR ');

  const exists = db.prepare(`SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = ?`).get(`${prefix}${digest}`);
  if (!exists) {
    const started = performance.now();
    db.transaction(() => {
      // An older definition of the same index (an FTS5 table drops its own shadow tables with it).
      const older = (db.prepare(`SELECT name FROM sqlite_schema WHERE type = 'table' AND substr(name, 1, ?) = ?`).all(prefix.length, prefix) as Array<{ name: string }>)
        .map((row) => row.name)
        .filter((name) => /^[0-9a-f]{10}$/.test(name.slice(prefix.length)));
      for (const name of older) {
        for (const suffix of ['ai', 'ad', 'au']) db.exec(`DROP TRIGGER IF EXISTS "${name}_${suffix}"`);
        db.exec(`DROP TABLE IF EXISTS "${name}"`);
      }
      db.exec(`CREATE VIRTUAL TABLE ${fts} USING fts5(${columns.join(', ')}, id UNINDEXED, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3')`);
      db.exec(`INSERT INTO ${fts} (rowid, ${columns.join(', ')}, id) SELECT c.rowid, ${values('c')}, c.id FROM ${table} AS c WHERE ${selected('c')}`);
      const trigger = (suffix: string) => `"${prefix}${digest}_${suffix}"`;
      db.exec(`CREATE TRIGGER ${trigger('ai')} AFTER INSERT ON ${table} WHEN ${selected('new')} BEGIN
        INSERT INTO ${fts} (rowid, ${columns.join(', ')}, id) VALUES (new.rowid, ${values('new')}, new.id); END`);
      db.exec(`CREATE TRIGGER ${trigger('ad')} AFTER DELETE ON ${table} WHEN ${selected('old')} BEGIN
        DELETE FROM ${fts} WHERE rowid = old.rowid; END`);
      db.exec(`CREATE TRIGGER ${trigger('au')} AFTER UPDATE OF doc ON ${table}
        WHEN ((${selected('old')}) IS NOT (${selected('new')})) OR ((${selected('new')}) AND (${changed})) BEGIN
        DELETE FROM ${fts} WHERE rowid = old.rowid;
        INSERT INTO ${fts} (rowid, ${columns.join(', ')}, id) SELECT new.rowid, ${values('new')}, new.id WHERE ${selected('new')}; END`);
    })();
    const count = (db.prepare(`SELECT count(*) AS n FROM ${fts}`).get() as { n: number }).n;
    options.log?.info({ collection: options.collection, documents: count, ms: Math.round(performance.now() - started) }, `Made the text index of ${options.collection} (${count} documents), once`);
  }

  const counted = db.prepare(`SELECT count(*) AS n FROM ${fts} WHERE ${fts} MATCH ?`);
  const ranked = db.prepare(`SELECT id FROM ${fts} WHERE ${fts} MATCH ? ORDER BY rank LIMIT ?`);
  const newest = db.prepare(`SELECT id FROM ${fts} WHERE ${fts} MATCH ? ORDER BY rowid DESC LIMIT ?`);
  return {
    async search(text, limit) {
      const match = matchQuery(text);
      if (match === null) return { total: 0, ids: [] };
      // Reads wait for an open transaction, as a collection's do (they would see its uncommitted writes).
      await gate.turn();
      while (gate.busy) await gate.ended();
      const total = (counted.get(match) as { n: number }).n;
      if (total === 0) return { total, ids: [] };
      const rows = (total <= RANKED_MAX ? ranked : newest).all(match, limit) as Array<{ id: string }>;
      return { total, ids: rows.map((row) => row.id) };
    },
  };
}
