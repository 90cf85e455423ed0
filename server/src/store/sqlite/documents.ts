import { createRequire } from 'node:module';
import { toNedbFilter, toNedbUpdate } from '../operators';
import type { Filter, StoredDocument, Update } from '../port';

/**
 * What the SQLite engine does to a document in JavaScript: the update operators, and the exact
 * check of a filter on a row SQL could only narrow to. Both are NeDB's own document model (the
 * embedded engine's until now, held to MongoDB's meaning by operators.ts and the contract
 * suite), so the two embedded engines change and match documents the same way.
 */
interface NedbModel {
  modify<T>(document: T, update: unknown): T;
  match(document: unknown, query: unknown): boolean;
  checkObject(document: unknown): void;
}

const model = createRequire(import.meta.url)('@seald-io/nedb/lib/model.js') as NedbModel;

/** The document after `update` (a new object; `document` is left as it was). */
export function applyUpdate<T extends StoredDocument>(document: T, update: Update): T {
  return model.modify(document, toNedbUpdate(update));
}

/** Whether `document` matches `filter` exactly, as MongoDB means it. */
export function matches(document: unknown, filter: Filter): boolean {
  return model.match(document, toNedbFilter(filter));
}

/** Refuses field names MongoDB refuses (`$` first, a dot inside), as the other engines do. */
export function checkDocument(document: unknown): void {
  model.checkObject(document);
}

/**
 * The document an upsert starts from when nothing matches: the filter's plain equalities
 * (`{ _id: 'x', name: 'X' }`, not operators, not `$and`/`$or`), dotted paths made nested.
 */
export function upsertBase(filter: Filter): Record<string, unknown> {
  const base: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (key.startsWith('$')) continue;
    let operand = value;
    if (value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof RegExp) && !(value instanceof Date)) {
      const keys = Object.keys(value);
      if (keys.some((k) => k.startsWith('$'))) {
        if (keys.length !== 1 || !('$eq' in value)) continue;
        operand = (value as { $eq: unknown }).$eq;
      }
    }
    if (operand instanceof RegExp) continue;
    setPath(base, key.split('.'), structuredClone(operand));
  }
  return base;
}

function setPath(target: Record<string, unknown>, segments: string[], value: unknown): void {
  let at = target;
  for (const segment of segments.slice(0, -1)) {
    const next = at[segment];
    if (next === null || typeof next !== 'object' || Array.isArray(next)) at[segment] = {};
    at = at[segment] as Record<string, unknown>;
  }
  at[segments[segments.length - 1]!] = value;
}

/** Whether the value at `segments` in `document`, or anything on the way to it, is an array. */
export function hasArrayAlong(document: unknown, segments: readonly string[]): boolean {
  let at: unknown = document;
  for (const segment of segments) {
    if (Array.isArray(at)) return true;
    if (at === null || typeof at !== 'object') return false;
    at = (at as Record<string, unknown>)[segment];
  }
  return Array.isArray(at);
}

/**
 * Applies a projection in JavaScript (for rows that were checked there): inclusion keeps the
 * named paths and `_id`, exclusion drops the named paths.
 */
export function project<T extends StoredDocument>(document: T, projection: Record<string, 0 | 1> | undefined): T {
  if (!projection) return document;
  const entries = Object.entries(projection).filter(([key]) => key !== '_id');
  if (entries.length === 0) return document;
  if (entries.every(([, v]) => v === 0)) {
    const copy = structuredClone(document) as Record<string, unknown>;
    for (const [key] of entries) removePath(copy, key.split('.'));
    return copy as T;
  }
  const out: Record<string, unknown> = { _id: document._id };
  for (const [key] of entries) {
    const segments = key.split('.');
    const value = readPath(document, segments);
    if (value !== undefined) setPath(out, segments, value);
  }
  return out as T;
}

function readPath(document: unknown, segments: string[]): unknown {
  let at: unknown = document;
  for (const segment of segments) {
    if (at === null || typeof at !== 'object' || Array.isArray(at)) return undefined;
    at = (at as Record<string, unknown>)[segment];
  }
  return at;
}

function removePath(document: Record<string, unknown>, segments: string[]): void {
  let at: unknown = document;
  for (const segment of segments.slice(0, -1)) {
    if (at === null || typeof at !== 'object' || Array.isArray(at)) return;
    at = (at as Record<string, unknown>)[segment];
  }
  if (at !== null && typeof at === 'object' && !Array.isArray(at)) delete (at as Record<string, unknown>)[segments[segments.length - 1]!];
}
