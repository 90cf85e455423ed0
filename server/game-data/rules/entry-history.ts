/**
 * An entry's history across the published versions: its values in every version where they
 * changed. A trait is followed across renumberings by the steps between versions (the same steps
 * a build takes: a trait whose name moved to another number, or an admin's mapping), so the
 * history of today's trait 4 is that trait's, whatever number it had before, and not the history
 * of whichever trait once had number 4.
 */
import { diffFields, type FieldChange } from './pack-diff';

/** Where one version's traits went in the next (old number → new number, null: gone); numbers not in it stay. */
export type TraitStep = ReadonlyMap<number, number | null>;

/**
 * The number one trait has in each version, oldest first (null where it is not there).
 * `steps[i]` is the step from version `i` to version `i + 1` (indexes into the versions);
 * `number` is the trait's number in version `at`.
 */
export function traitLineage(steps: readonly TraitStep[], at: number, number: number): Array<number | null> {
  if (!Number.isInteger(at) || at < 0 || at > steps.length) throw new RangeError(`at must be a version index from 0 to ${steps.length}`);
  const lineage: Array<number | null> = new Array(steps.length + 1).fill(null);
  lineage[at] = number;
  // Back: the number that moved into this one; a number whose trait moved away (and none moved in) was another trait, so this one is new.
  let back: number | null = number;
  for (let index = at - 1; index >= 0 && back !== null; index -= 1) {
    const step = steps[index]!;
    const target: number = back;
    const from = [...step].find(([old, to]) => to === target && old !== target);
    if (from) back = from[0];
    else if (step.has(target) && step.get(target) !== target) back = null;
    lineage[index] = back;
  }
  // Forward: where the step sends it; once gone it stays gone (a later trait of the same number is another).
  let forward: number | null = number;
  for (let index = at; index < steps.length && forward !== null; index += 1) {
    const step = steps[index]!;
    forward = step.has(forward) ? step.get(forward)! : forward;
    lineage[index + 1] = forward;
  }
  return lineage;
}

export interface HistoryEntry<V> {
  version: V;
  change: 'ADDED' | 'REMOVED' | 'CHANGED';
  /** What changed against the version before (empty for ADDED and REMOVED). */
  fields: FieldChange[];
  /** The entry as that version has it, as JSON text; null when REMOVED. */
  values: string | null;
}

/**
 * The versions where an entry was added, changed or removed, oldest first, from the entry as each
 * version has it (undefined where that version does not).
 */
export function entryHistory<V>(rows: ReadonlyArray<{ version: V; entry: unknown }>): Array<HistoryEntry<V>> {
  const entries: Array<HistoryEntry<V>> = [];
  let previous: unknown = undefined;
  for (const { version, entry } of rows) {
    if (entry !== undefined && previous === undefined) entries.push({ version, change: 'ADDED', fields: [], values: JSON.stringify(entry) });
    else if (entry === undefined && previous !== undefined) entries.push({ version, change: 'REMOVED', fields: [], values: null });
    else if (entry !== undefined) {
      const fields = diffFields(previous, entry);
      if (fields.length > 0) entries.push({ version, change: 'CHANGED', fields, values: JSON.stringify(entry) });
    }
    previous = entry;
  }
  return entries;
}
