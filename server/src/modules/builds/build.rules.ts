import { CLASS_IDS, MAX_LEVEL, SLOT_IDS, STAT_IDS, type ClassId, type SlotId, type StatId } from '../../../game-data/rules/constants';
import { statPointsProblem } from '../../../game-data/rules/stat-points';
import { traitPointsProblem, type TraitCatalog } from '../../../game-data/rules/traits';
import { levellingPlanProblem, packLevellingPlan, unpackLevellingPlan } from '../../../game-data/rules/levelling-plan';
import { isBuildIconId } from '../../../game-data/rules/build-icons';
import { mayWear } from '../../../game-data/rules/wearing';
import { isTargetId } from '../../../game-data/rules/share-state';
import type { BuildVariantDocument, StoredEquippedItem } from './build.model';
import { checkVariants, FIRST_VARIANT_NAME } from '../../../game-data/rules/variants';

import { BUILD_NAME_MAX, COMMENT_MAX } from '../../../game-data/rules/builds';
import { hasUnsafeCharacters, isInvisible, withoutUnsafeCharacters } from '../../../game-data/rules/text';
import { checkNotes } from '../../../game-data/rules/notes';
import { checkBuildTags, type BuildTag } from '../../../game-data/rules/build-tags';

export { truncateBuildName, commentAuthorName } from '../../../game-data/rules/builds';
export const BUILDS_PER_PROFILE_MAX = 200;

/** What the build rules need to know of the game: traits, items and monsters. */
export interface BuildCatalog {
  readonly traits: TraitCatalog;
  item(id: string): { slot: SlotId | null; classes: readonly ClassId[]; name: string } | undefined;
  /** A monster of the pack, for the planner's target. */
  monster(id: string): { name: string } | undefined;
}

/** One variant's own fields as an API client gives them. */
export interface BuildVariantInput {
  name: string;
  /** Must be the build's class when given. */
  class?: ClassId | null;
  characterLevel?: number | null;
  assignedPoints?: ReadonlyArray<{ trait: number; points: number }> | null;
  statAllocations?: Partial<Record<StatId, number | null>> | null;
  equippedItemIds?: ReadonlyArray<{ slot: string; itemId: string }> | null;
  levellingPlan?: string | null;
  targetMonsterId?: string | null;
}

/** The fields of a build input that belong to one variant (the first one when `variants` is not given). */
export const VARIANT_FIELDS = ['characterLevel', 'assignedPoints', 'statAllocations', 'equippedItemIds', 'levellingPlan', 'targetMonsterId'] as const;

export interface BuildFieldsInput {
  name?: string | null;
  class?: ClassId | null;
  characterLevel?: number | null;
  isPlannerBuild?: boolean | null;
  buildIconId?: string | null;
  assignedPoints?: ReadonlyArray<{ trait: number; points: number }> | null;
  statAllocations?: Partial<Record<StatId, number | null>> | null;
  equippedItemIds?: ReadonlyArray<{ slot: string; itemId: string }> | null;
  levellingPlan?: string | null;
  /** The planner's target: a monster id, or null for none. */
  targetMonsterId?: string | null;
  /** The owner's notes (Markdown). */
  description?: string | null;
  /** What the build is for: at most 5 of the fixed list. */
  tags?: readonly string[] | null;
  /** Every variant, first one first; then the variant fields above must be left out. */
  variants?: readonly BuildVariantInput[] | null;
}

export interface BuildFields {
  name: string;
  class: ClassId;
  characterLevel: number;
  isPlannerBuild: boolean;
  buildIconId: string | null;
  assignedPoints: Record<string, number>;
  statAllocations: Record<StatId, number>;
  equippedItemIds: Partial<Record<SlotId, StoredEquippedItem>>;
  /** The levelling plan in the share state's JSON form, or null. */
  levellingPlan: string | null;
  /** The planner's target monster, or null. */
  targetMonsterId: string | null;
  description: string;
  tags: BuildTag[];
}

/** A build's checked fields in their stored form: the first variant's at the top, its name, the others. */
export interface BuildWithVariants extends BuildFields {
  variantName: string;
  variants: BuildVariantDocument[];
}

export interface RuleProblem {
  field: string;
  message: string;
}

export type RuleOutcome<T> = { ok: true; value: T } | { ok: false; problem: RuleProblem };


export function checkBuildName(raw: string): RuleOutcome<string> {
  const value = raw.trim();
  if (value.length < 1 || value.length > BUILD_NAME_MAX) {
    return { ok: false, problem: { field: 'name', message: `A build name needs 1 to ${BUILD_NAME_MAX} characters.` } };
  }
  // One shared text rule: control, direction and broken characters break one-line layouts.
  if (hasUnsafeCharacters(value)) {
    return { ok: false, problem: { field: 'name', message: 'A build name cannot contain control characters.' } };
  }
  if (isInvisible(value)) {
    return { ok: false, problem: { field: 'name', message: 'A build name needs at least one visible character.' } };
  }
  return { ok: true, value };
}

/**
 * Trims a comment and removes unsafe characters (the shared text rule; line breaks stay); null
 * means "ignore it" (nothing visible), a problem means refuse it.
 */
export function checkComment(raw: string): RuleOutcome<string | null> {
  const value = withoutUnsafeCharacters(raw, true).trim();
  if (isInvisible(value)) return { ok: true, value: null };
  if (value.length > COMMENT_MAX) {
    return { ok: false, problem: { field: 'content', message: 'A comment can have at most 2,000 characters.' } };
  }
  return { ok: true, value };
}

const fail = (field: string, message: string): RuleOutcome<never> => ({ ok: false, problem: { field, message } });

/**
 * Checks every field of a build and returns them normalized, or the first problem found.
 * A trait build (not a planner build) carries no stats and no equipment.
 */
export function checkBuildFields(input: BuildFieldsInput, catalog: BuildCatalog): RuleOutcome<BuildFields> {
  const name = checkBuildName(input.name ?? '');
  if (!name.ok) return name;

  const characterClass = input.class ?? 'squire';
  if (!CLASS_IDS.includes(characterClass)) return fail('class', 'Choose one of the four classes.');

  const level = input.characterLevel ?? 1;
  if (!Number.isInteger(level) || level < 1 || level > MAX_LEVEL) {
    return fail('characterLevel', `The level must be a whole number from 1 to ${MAX_LEVEL}.`);
  }

  const notes = checkNotes(input.description ?? '');
  if (!notes.ok) return fail('description', notes.message);

  const tags = checkBuildTags(input.tags ?? []);
  if (!tags.ok) return fail('tags', tags.message);

  const icon = input.buildIconId ?? null;
  if (icon !== null && !isBuildIconId(icon)) return fail('buildIconId', 'Choose one of the build icons.');

  // The trait tree's own rules (server/game-data/rules/traits.ts), the same the tools use.
  const points = new Map<number, number>();
  for (const { trait, points: value } of input.assignedPoints ?? []) {
    if (points.has(trait)) return fail('assignedPoints', `Trait ${trait} is listed twice.`);
    points.set(trait, value);
  }
  const traitProblem = traitPointsProblem(catalog.traits, { characterClass, level, points });
  if (traitProblem) return fail('assignedPoints', traitProblem);
  const assignedPoints = Object.fromEntries([...points].map(([trait, value]) => [String(trait), value]));

  const isPlannerBuild = input.isPlannerBuild ?? false;
  const statAllocations = Object.fromEntries(STAT_IDS.map((stat) => [stat, 0])) as Record<StatId, number>;
  const equippedItemIds: Partial<Record<SlotId, StoredEquippedItem>> = {};
  const stats = input.statAllocations ?? {};
  const equipment = input.equippedItemIds ?? [];
  if (!isPlannerBuild) {
    if (Object.values(stats).some((v) => (v ?? 0) !== 0) || equipment.some((e) => e.itemId !== '')) {
      return fail('isPlannerBuild', 'A trait build has no stats and no equipment; save it as a planner build.');
    }
  } else {
    // The stat-point rule the tools use (server/game-data/rules/stat-points.ts).
    const statProblem = statPointsProblem(level, stats);
    if (statProblem) return fail('statAllocations', statProblem);
    for (const stat of STAT_IDS) statAllocations[stat] = stats[stat] ?? 0;
    for (const { slot, itemId } of equipment) {
      if (!SLOT_IDS.includes(slot as SlotId)) return fail('equippedItemIds', `There is no equipment slot named "${slot}".`);
      if (slot in equippedItemIds) return fail('equippedItemIds', `The ${slot} slot is listed twice.`);
      const id = withoutUnsafeCharacters(itemId).trim();
      if (id === '') continue;
      const item = catalog.item(id);
      if (!item) {
        // An id from an old link or save: kept visible as unknown rather than lost.
        equippedItemIds[slot as SlotId] = { itemId: '', legacyValue: id.slice(0, 100) };
        continue;
      }
      if (item.slot !== slot) return fail('equippedItemIds', `${item.name} is not worn in the ${slot} slot.`);
      if (!mayWear(item, characterClass)) {
        return fail('equippedItemIds', `${item.name} cannot be used by a ${characterClass}.`);
      }
      equippedItemIds[slot as SlotId] = { itemId: id, legacyValue: null };
    }
  }

  // The levelling plan: the share state's form, checked level by level by the rule the tools use.
  let levellingPlan: string | null = null;
  if (input.levellingPlan) {
    if (input.levellingPlan.length > 2_000) return fail('levellingPlan', 'The levelling plan is too long.');
    let raw: unknown = null;
    try {
      raw = JSON.parse(input.levellingPlan);
    } catch {
      raw = null;
    }
    const plan = unpackLevellingPlan(raw);
    if (!plan) return fail('levellingPlan', 'The levelling plan could not be read.');
    const planProblem = levellingPlanProblem(catalog.traits, { characterClass, level, stats: statAllocations, points: [...points] }, plan);
    if (planProblem) return fail('levellingPlan', planProblem);
    levellingPlan = JSON.stringify(packLevellingPlan(plan));
  }

  // The planner's target: a monster of the pack, or none.
  const targetMonsterId = input.targetMonsterId || null;
  if (targetMonsterId !== null && (!isTargetId(targetMonsterId) || !catalog.monster(targetMonsterId))) {
    return fail('targetMonsterId', `There is no monster “${targetMonsterId.slice(0, 64)}” to measure the build against.`);
  }
  return {
    ok: true,
    value: { name: name.value, class: characterClass, characterLevel: level, isPlannerBuild, buildIconId: icon, assignedPoints, statAllocations, equippedItemIds, description: notes.value, levellingPlan, targetMonsterId, tags: tags.value },
  };
}

const variantFieldsOf = (fields: BuildFields): Omit<BuildVariantDocument, 'name'> => ({
  characterLevel: fields.characterLevel,
  assignedPoints: fields.assignedPoints,
  statAllocations: fields.statAllocations,
  equippedItemIds: fields.equippedItemIds,
  levellingPlan: fields.levellingPlan,
  targetMonsterId: fields.targetMonsterId,
});

/**
 * Checks a whole build with its variants: the shared fields (name, class, icon,
 * notes, tags) once, then each variant by {@link checkBuildFields}, the same rules as a build
 * without variants, through the list rule `checkVariants` (at most 8, names, one class).
 *
 * With `input.variants` the list is the whole set and the variant fields beside it must be left
 * out (giving both is refused, naming the field); problems name `variants[i].<field>`. Without it,
 * the variant fields are the first variant's (named `firstName`, as stored) and `others` are the
 * stored remaining variants, checked again (a class change must fit them too); a problem of the
 * first variant names its field as before variants existed.
 */
export function checkBuildWithVariants(
  input: BuildFieldsInput,
  catalog: BuildCatalog,
  stored: { firstName: string; others: readonly BuildVariantInput[] } = { firstName: FIRST_VARIANT_NAME, others: [] },
): RuleOutcome<BuildWithVariants> {
  const given = input.variants ?? null;
  if (given) {
    const both = VARIANT_FIELDS.find((field) => input[field] != null);
    if (both) return fail(both, `Give ${both} inside each of variants, not beside them.`);
  }
  const { variants: _variants, ...shared } = input;
  const sharedOnly: BuildFieldsInput = { ...shared, ...Object.fromEntries(VARIANT_FIELDS.map((field) => [field, null])) };
  const sharedOutcome = checkBuildFields(sharedOnly, catalog);
  if (!sharedOutcome.ok) return sharedOutcome;
  const list: BuildVariantInput[] = given
    ? [...given]
    : [{ ...Object.fromEntries(VARIANT_FIELDS.map((field) => [field, input[field]])), name: stored.firstName }, ...stored.others];
  if (!given) {
    // The first variant's problem reads as it did before variants existed.
    const first = checkBuildFields({ ...shared }, catalog);
    if (!first.ok) return first;
  }
  const checked = checkVariants(list, sharedOutcome.value.class, (variant) => {
    const { name: _name, class: _class, ...own } = variant;
    const outcome = checkBuildFields({ ...sharedOnly, ...own }, catalog);
    return outcome.ok ? { ok: true as const, value: variantFieldsOf(outcome.value) } : outcome;
  });
  if (!checked.ok) return { ok: false, problem: checked.problem };
  const [first, ...others] = checked.value;
  const { name: variantName, ...firstFields } = first!;
  return { ok: true, value: { ...sharedOutcome.value, ...firstFields, variantName, variants: others } };
}
