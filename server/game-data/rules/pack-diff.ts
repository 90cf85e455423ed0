/**
 * The diff of two versions of the data pack: per kind (file), which entries were added, removed
 * and changed, and for a changed entry every field before → after. Pure: the versions' history,
 * the draft's preview, patch notes and the affected-build rule all read it.
 */
import type { Pack } from '../schemas';

export type PackKind = keyof Pack;

/** The pack's files in the import format's order. */
export const PACK_KINDS = ['locations', 'classes', 'stats', 'traits', 'spells', 'materials', 'items', 'monsters', 'npcs', 'recipes', 'premium'] as const satisfies readonly PackKind[];

export type ChangeKind = 'ADDED' | 'REMOVED' | 'CHANGED';

export interface FieldChange {
  /** Dotted path inside the entry: `stats.hp`, `effects[0].perPoint`. */
  path: string;
  /** JSON text; null when absent. */
  before: string | null;
  after: string | null;
}

export interface EntryChange {
  kind: PackKind;
  id: string;
  name: string;
  change: ChangeKind;
  fields: FieldChange[];
}

export interface KindDiff {
  kind: PackKind;
  added: number;
  removed: number;
  changed: number;
  entries: EntryChange[];
}

export interface PackDiff {
  from: number;
  empty: boolean;
  /** Only kinds where something differs, in file order. */
  kinds: KindDiff[];
}

type Entry = Pack[PackKind][number];

/** An entry's id within its kind: a trait's number, everything else's `id`. */
export function entryId(entry: Entry): string {
  return 'number' in entry ? String(entry.number) : entry.id;
}

export const entryName = (entry: Entry): string => ('name' in entry ? entry.name : entryId(entry));

const json = (value: unknown): string | null => (value === undefined ? null : JSON.stringify(value));

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Every field of `after` that differs from `before`. Objects are followed key by key and arrays
 * of the same length index by index; an array whose length changed is one change of the whole array.
 */
export function diffFields(before: unknown, after: unknown, path = ''): FieldChange[] {
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...new Set([...Object.keys(after), ...Object.keys(before)])];
    return keys.flatMap((key) => diffFields(before[key], after[key], path ? `${path}.${key}` : key));
  }
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    return before.flatMap((value, index) => diffFields(value, after[index], `${path}[${index}]`));
  }
  const [b, a] = [json(before), json(after)];
  return b === a ? [] : [{ path: path || '*', before: b, after: a }];
}

/** The diff of one kind's entries, by id, sorted by id (traits by number). */
export function diffKind(kind: PackKind, before: readonly Entry[], after: readonly Entry[]): KindDiff {
  const old = new Map(before.map((entry) => [entryId(entry), entry]));
  const now = new Map(after.map((entry) => [entryId(entry), entry]));
  const entries: EntryChange[] = [];
  for (const [id, entry] of now) {
    const was = old.get(id);
    if (!was) entries.push({ kind, id, name: entryName(entry), change: 'ADDED', fields: [] });
    else {
      const fields = diffFields(was, entry);
      if (fields.length > 0) entries.push({ kind, id, name: entryName(entry), change: 'CHANGED', fields });
    }
  }
  for (const [id, entry] of old) if (!now.has(id)) entries.push({ kind, id, name: entryName(entry), change: 'REMOVED', fields: [] });
  const numeric = kind === 'traits';
  entries.sort((a, b) => (numeric ? Number(a.id) - Number(b.id) : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const count = (change: ChangeKind) => entries.filter((entry) => entry.change === change).length;
  return { kind, added: count('ADDED'), removed: count('REMOVED'), changed: count('CHANGED'), entries };
}

/** What changed from `before` (version `from`) to `after`, per kind. */
export function diffPacks(before: Pack, after: Pack, from: number): PackDiff {
  const kinds = PACK_KINDS.map((kind) => diffKind(kind, before[kind], after[kind])).filter((diff) => diff.entries.length > 0);
  return { from, empty: kinds.length === 0, kinds };
}
