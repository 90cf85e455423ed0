import { hasUnsafeCharacters, isInvisible, withoutUnsafeCharacters } from './text';

/**
 * Build variants: a build holds up to {@link VARIANTS_MAX} named setups of one
 * class ("Levelling 1–60", "Endgame", "Budget"), each with its own level, stat points, equipment,
 * traits, levelling plan and target. One rule for the server's check, the tools' tabs and the tests.
 *
 * Stored shape: a build's top-level fields are its FIRST variant (so the list, sorting by level,
 * the card, embeds and older API clients read it unchanged), `variantName` names it (missing on
 * builds saved before variants: {@link FIRST_VARIANT_NAME}), and `variants` holds the others.
 * The first variant is stored once, so nothing (a data-version migration, an older client's
 * update) can leave two copies of it disagreeing.
 */
export const VARIANTS_MAX = 8;
export const VARIANT_NAME_MAX = 32;
/** The name of a build's only variant when it was saved before variants existed. */
export const FIRST_VARIANT_NAME = 'Main';

/** The fields one variant has of its own (the build's class, name, notes and tags are shared). */
export interface VariantFields<Equipment, Stats = Record<string, number>> {
  characterLevel: number;
  assignedPoints: Record<string, number>;
  statAllocations: Stats;
  equippedItemIds: Equipment;
  levellingPlan?: string | null;
  targetMonsterId?: string | null;
}

/** A variant as stored in a build's `variants` list. */
export interface StoredVariant<Equipment, Stats = Record<string, number>> extends VariantFields<Equipment, Stats> {
  name: string;
}

/** The part of a stored build (any shape saved so far) the variants are read from. */
export interface StoredBuildVariants<Equipment, Stats = Record<string, number>> extends VariantFields<Equipment, Stats> {
  variantName?: string | null;
  variants?: ReadonlyArray<StoredVariant<Equipment, Stats>> | null;
}

/** A variant as read: every field present (null where a build saved before it existed had none). */
export interface ReadVariant<Equipment, Stats = Record<string, number>> extends Required<VariantFields<Equipment, Stats>> {
  name: string;
}

function readFields<E, S>(fields: VariantFields<E, S>): Required<VariantFields<E, S>> {
  return {
    characterLevel: fields.characterLevel,
    assignedPoints: fields.assignedPoints,
    statAllocations: fields.statAllocations,
    equippedItemIds: fields.equippedItemIds,
    levellingPlan: fields.levellingPlan ?? null,
    targetMonsterId: fields.targetMonsterId ?? null,
  };
}

/**
 * The variants of a stored build, first one first (the read-time migration): a build saved
 * before variants existed (no `variantName`, no `variants`) reads as one variant named
 * {@link FIRST_VARIANT_NAME} holding exactly its fields.
 */
export function variantsOfStored<E, S>(build: StoredBuildVariants<E, S>): Array<ReadVariant<E, S>> {
  const first = { name: build.variantName || FIRST_VARIANT_NAME, ...readFields(build) };
  return [first, ...(build.variants ?? []).map((variant) => ({ name: variant.name, ...readFields(variant) }))];
}

/** The stored form of a list of variants: the first one's fields go top level, the others in `variants`. */
export function storedVariantsOf<E, S>(variants: ReadonlyArray<StoredVariant<E, S>>): Required<VariantFields<E, S>> & { variantName: string; variants: Array<StoredVariant<E, S>> } {
  const [first, ...others] = variants;
  if (!first) throw new Error('A build has at least one variant.');
  return { variantName: first.name, ...readFields(first), variants: others.map((variant) => ({ name: variant.name, ...readFields(variant) })) };
}

export type VariantNameOutcome = { ok: true; value: string } | { ok: false; message: string };

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase('en') === b.trim().toLocaleLowerCase('en');

/**
 * A variant's name as stored: trimmed, 1 to {@link VARIANT_NAME_MAX} characters (counted as the
 * build name is, in UTF-16 units), no unsafe characters, not the same as another variant's name
 * of the build ignoring case (`others`: the other variants' names).
 */
export function checkVariantName(raw: string, others: readonly string[] = []): VariantNameOutcome {
  const value = raw.trim();
  if (value.length < 1 || value.length > VARIANT_NAME_MAX) return { ok: false, message: `A variant name needs 1 to ${VARIANT_NAME_MAX} characters.` };
  if (hasUnsafeCharacters(value)) return { ok: false, message: 'A variant name cannot contain control characters.' };
  if (isInvisible(value)) return { ok: false, message: 'A variant name needs at least one visible character.' };
  if (others.some((other) => sameName(other, value))) return { ok: false, message: `Another variant is already named “${value}”.` };
  return { ok: true, value };
}

export interface VariantProblem {
  /** The input field, as `variants[3].name`. */
  field: string;
  message: string;
}

export type VariantsOutcome<T> = { ok: true; value: T[] } | { ok: false; problem: VariantProblem };

/**
 * Checks a build's list of variants: at least one and at most {@link VARIANTS_MAX}, each name by
 * {@link checkVariantName} (unique in the build), every variant of the build's class, and each
 * variant's own fields by `checkOne` (the same rules a build without variants is checked by,
 * given by the caller: the server's field checks need the game's catalog). A problem names the
 * field as `variants[i].<field>`, `i` counted from 0 in the list given.
 */
export function checkVariants<In extends { name: string; class?: string | null }, Out>(
  variants: readonly In[],
  buildClass: string,
  checkOne: (variant: In, index: number) => { ok: true; value: Out } | { ok: false; problem: { field: string; message: string } },
): VariantsOutcome<Out & { name: string }> {
  if (variants.length < 1) return { ok: false, problem: { field: 'variants', message: 'A build needs at least one variant.' } };
  if (variants.length > VARIANTS_MAX) return { ok: false, problem: { field: 'variants', message: `A build can have at most ${VARIANTS_MAX} variants.` } };
  const checked: Array<Out & { name: string }> = [];
  const names: string[] = [];
  for (const [index, variant] of variants.entries()) {
    const at = `variants[${index}]`;
    const name = checkVariantName(variant.name, names);
    if (!name.ok) return { ok: false, problem: { field: `${at}.name`, message: name.message } };
    names.push(name.value);
    if (variant.class != null && variant.class !== buildClass) {
      return { ok: false, problem: { field: `${at}.class`, message: `Every variant of a build has the build's class (${buildClass}).` } };
    }
    const outcome = checkOne(variant, index);
    if (!outcome.ok) return { ok: false, problem: { field: `${at}.${outcome.problem.field}`, message: `${name.value}: ${outcome.problem.message}` } };
    checked.push({ ...outcome.value, name: name.value });
  }
  return { ok: true, value: checked };
}

/**
 * The variant a link names (`?variant=`): a number from 1 (its place in the build) or a name
 * (ignoring case and the spaces around it). -1 when it names none; 0 for a missing parameter.
 */
export function findVariant(names: readonly string[], wanted: string | null | undefined): number {
  if (wanted == null || wanted.trim() === '') return 0;
  const byName = names.findIndex((name) => sameName(name, wanted));
  if (byName >= 0) return byName;
  if (/^\d+$/.test(wanted.trim())) {
    const place = Number(wanted.trim());
    return place >= 1 && place <= names.length ? place - 1 : -1;
  }
  return -1;
}

/**
 * A name no other variant has, from a base ("Endgame" gives "Endgame 2", then "Endgame 3"...),
 * cut so it fits {@link VARIANT_NAME_MAX}: for a new or duplicated variant.
 */
export function freeVariantName(base: string, names: readonly string[]): string {
  const cleaned = withoutUnsafeCharacters(base).trim();
  const trimmed = isInvisible(cleaned) ? 'Variant' : cleaned;
  if (checkVariantName(trimmed, names).ok) return trimmed;
  const stem = trimmed.replace(/\s+\d+$/, '').trim() || 'Variant';
  for (let n = 2; ; n += 1) {
    const suffix = ` ${n}`;
    const candidate = `${[...stem].slice(0, VARIANT_NAME_MAX - suffix.length).join('').trimEnd()}${suffix}`;
    if (checkVariantName(candidate, names).ok) return candidate;
  }
}

/** The list with the item at `from` moved to `to` (both clamped to the list). */
export function moveVariant<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return [...list];
  next.splice(target, 0, moved);
  return next;
}
