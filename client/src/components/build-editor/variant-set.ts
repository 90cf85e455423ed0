import { encodeShareState, type SharedBuild } from '@game/rules/share-state';
import { checkVariantName, freeVariantName, moveVariant, VARIANTS_MAX } from '@game/rules/variants';

/**
 * The editor's variants: every named setup of the build being edited, first one
 * first. The undo history holds whole sets, so undo and redo work across variant switches and
 * "unsaved changes" compares the whole set with what was saved.
 */
export interface EditorVariant {
  name: string;
  build: SharedBuild;
}
export type VariantSet = readonly EditorVariant[];

/** One string for a whole set (names and states), to compare sets and to tell unsaved changes. */
export const variantSetKey = (set: VariantSet) => JSON.stringify(set.map((variant) => [variant.name, encodeShareState(variant.build)]));
export const sameVariantSet = (a: VariantSet, b: VariantSet) => a === b || variantSetKey(a) === variantSetKey(b);

/** The first variant whose name or state differs between two sets (for undo: show the variant it changed), or null. */
export function changedVariant(before: VariantSet, after: VariantSet): number | null {
  for (let index = 0; index < after.length; index += 1) {
    const old = before[index];
    if (!old || old.name !== after[index]!.name || encodeShareState(old.build) !== encodeShareState(after[index]!.build)) return index;
  }
  return before.length !== after.length ? Math.max(0, after.length - 1) : null;
}

export type VariantEdit = { ok: true; set: VariantSet; active: number } | { ok: false; message: string };

/** A new variant after the last: the class and level of `from`, nothing spent, a free name. */
export function addVariant(set: VariantSet, from: SharedBuild, fresh: SharedBuild): VariantEdit {
  if (set.length >= VARIANTS_MAX) return { ok: false, message: `A build can have at most ${VARIANTS_MAX} variants.` };
  const name = freeVariantName(`Variant ${set.length + 1}`, set.map((v) => v.name));
  return { ok: true, set: [...set, { name, build: { ...fresh, characterClass: from.characterClass, level: from.level } }], active: set.length };
}

/** A copy of the variant at `index`, right after it, named "<name> 2" (or the next free number). */
export function duplicateVariant(set: VariantSet, index: number): VariantEdit {
  const source = set[index];
  if (!source) return { ok: false, message: 'There is no such variant.' };
  if (set.length >= VARIANTS_MAX) return { ok: false, message: `A build can have at most ${VARIANTS_MAX} variants.` };
  const copy = { name: freeVariantName(source.name, set.map((v) => v.name)), build: source.build };
  return { ok: true, set: [...set.slice(0, index + 1), copy, ...set.slice(index + 1)], active: index + 1 };
}

/** Renames the variant at `index` by the shared name rule (trimmed, 1 to 32 characters, unique ignoring case). */
export function renameVariant(set: VariantSet, index: number, name: string): VariantEdit {
  const checked = checkVariantName(name, set.flatMap((v, i) => (i === index ? [] : [v.name])));
  if (!checked.ok) return checked;
  return { ok: true, set: set.map((v, i) => (i === index ? { ...v, name: checked.value } : v)), active: index };
}

/** Moves the variant at `index` by `by` places (the active variant moves with it). */
export function shiftVariant(set: VariantSet, index: number, by: number): VariantEdit {
  const to = Math.max(0, Math.min(set.length - 1, index + by));
  return { ok: true, set: moveVariant(set, index, to), active: to };
}

/** Deletes the variant at `index`; the last one cannot be deleted. */
export function deleteVariant(set: VariantSet, index: number): VariantEdit {
  if (set.length <= 1) return { ok: false, message: 'A build keeps at least one variant.' };
  return { ok: true, set: set.filter((_, i) => i !== index), active: Math.min(index, set.length - 2) };
}
