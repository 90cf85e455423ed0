/**
 * The affected-build rule: what a patch (the diff from the build's version to a newer one, and
 * the step between them) does to one build, variant by variant: an equipped item whose values
 * change or that is gone, a trait with points whose values change, that moves to a new number,
 * that is gone, or that loses points by the newer version's rules. Plus what the changes do to
 * the build's numbers, computed by the planner's own rules (derived.ts).
 */
import type { Pack, PackItem } from '../schemas';
import type { ClassId, SlotId, StatId } from './constants';
import { deriveNumbers, DERIVED_IDS, type PlannerTrait } from './derived';
import { diffFields, type FieldChange, type PackDiff, type PackKind } from './pack-diff';
import { catalogOfPack, migrateVariant, type VersionStep } from './version-migration';

export type BuildPatchEffect = 'ITEM_CHANGED' | 'ITEM_REMOVED' | 'TRAIT_CHANGED' | 'TRAIT_RENUMBERED' | 'TRAIT_POINTS_LOST' | 'TRAIT_REMOVED';

/** One of a build's numbers before and after. */
export interface NumberChange {
  stat: string;
  label: string;
  before: number;
  after: number;
}

/** One change of a patch as it touches one build. */
export interface BuildPatchChange {
  effect: BuildPatchEffect;
  kind: Extract<PackKind, 'items' | 'traits'>;
  id: string;
  name: string;
  variant: string;
  text: string;
  fields: FieldChange[];
  numbers: NumberChange[];
}

/** One variant of a build as the rule reads it. */
export interface PatchedVariant {
  name: string;
  level: number;
  points: ReadonlyMap<number, number>;
  items: Readonly<Partial<Record<SlotId, string>>>;
  stats: Record<StatId, number>;
}

export interface PatchedBuild {
  characterClass: ClassId;
  variants: readonly PatchedVariant[];
}

/** What the diff touches, indexed once per patch so each of many builds is checked by look-ups. */
export interface PatchIndex {
  before: Pack;
  after: Pack;
  step: VersionStep;
  changedItems: ReadonlySet<string>;
  changedTraits: ReadonlySet<number>;
}

export function indexPatch(before: Pack, after: Pack, step: VersionStep, diff: PackDiff): PatchIndex {
  const of = (kind: PackKind) => diff.kinds.find((k) => k.kind === kind)?.entries.filter((entry) => entry.change === 'CHANGED') ?? [];
  return {
    before,
    after,
    step,
    changedItems: new Set(of('items').map((entry) => entry.id)),
    changedTraits: new Set(of('traits').map((entry) => Number(entry.id))),
  };
}

/** True when the patch touches the build at all: the cheap test run over every saved build. */
export function isAffected(index: PatchIndex, build: PatchedBuild): boolean {
  return build.variants.some(
    (variant) =>
      Object.values(variant.items).some((id) => id !== undefined && (index.changedItems.has(id) || index.step.items.has(id))) ||
      [...variant.points.keys()].some((number) => index.changedTraits.has(number) || index.step.traits.has(number)),
  );
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
const shown = (value: string | null) => (value === null ? 'none' : value);
const fieldsText = (fields: readonly FieldChange[]) => fields.map((field) => `${field.path} ${shown(field.before)} → ${shown(field.after)}`).join(', ');

function numbersOf(pack: Pack, characterClass: ClassId, variant: PatchedVariant) {
  const cls = pack.classes.find((c) => c.id === characterClass)!;
  const items = new Map(pack.items.map((item) => [item.id, item]));
  const traits = new Map(pack.traits.map((trait) => [trait.number, trait]));
  const equipment: Partial<Record<SlotId, PackItem>> = {};
  for (const [slot, id] of Object.entries(variant.items) as Array<[SlotId, string | undefined]>) {
    const item = id ? items.get(id) : undefined;
    if (item && item.slot === slot) equipment[slot] = item;
  }
  const planned: PlannerTrait[] = [];
  for (const [number, points] of variant.points) {
    const trait = traits.get(number);
    if (trait) planned.push({ name: trait.name, points, effects: trait.effects });
  }
  return deriveNumbers({ characterClass: cls, level: variant.level, stats: variant.stats, equipment, traits: planned }).numbers;
}

/** The numbers that differ between two computations of one variant. */
function numberChanges(before: ReturnType<typeof numbersOf>, after: ReturnType<typeof numbersOf>): NumberChange[] {
  return DERIVED_IDS.filter((id) => before[id].value !== after[id].value).map((id) => ({ stat: id, label: before[id].label, before: before[id].value, after: after[id].value }));
}

/**
 * Every change the patch makes to the build, variant by variant, and the variant as the newer
 * version has it after the migration. Each change carries the numbers it alone moves (the older
 * pack with only that entry replaced by the newer one).
 */
export function buildPatchChanges(index: PatchIndex, build: PatchedBuild): { changes: BuildPatchChange[]; numbers: NumberChange[] } {
  const { before, after, step } = index;
  const catalog = catalogOfPack(after);
  const itemsBefore = new Map(before.items.map((item) => [item.id, item]));
  const itemsAfter = new Map(after.items.map((item) => [item.id, item]));
  const traitsBefore = new Map(before.traits.map((trait) => [trait.number, trait]));
  const traitsAfter = new Map(after.traits.map((trait) => [trait.number, trait]));
  const changes: BuildPatchChange[] = [];
  let firstNumbers: NumberChange[] = [];

  build.variants.forEach((variant, variantIndex) => {
    const was = numbersOf(before, build.characterClass, variant);
    const alone = (pack: Pack) => numberChanges(was, numbersOf(pack, build.characterClass, variant));
    const withItem = (id: string, item: PackItem | undefined): Pack => ({ ...before, items: [...before.items.filter((i) => i.id !== id), ...(item ? [item] : [])] });
    const migrated = migrateVariant(build.characterClass, variant, step, catalog);
    const push = (change: Omit<BuildPatchChange, 'variant'>) => changes.push({ ...change, variant: variant.name });

    for (const [slot, id] of Object.entries(variant.items) as Array<[SlotId, string | undefined]>) {
      if (!id) continue;
      const old = itemsBefore.get(id);
      const name = old?.name ?? id;
      if (step.items.has(id)) {
        const to = step.items.get(id)!;
        const replacement = to === null ? undefined : itemsAfter.get(to);
        push({
          effect: 'ITEM_REMOVED', kind: 'items', id, name, fields: [],
          text: replacement ? `${name} is gone: replaced by ${replacement.name} (${slot}).` : `${name} is gone: the ${slot} slot is emptied.`,
          numbers: alone(withItem(id, replacement ? { ...replacement, id } : undefined)),
        });
      } else if (index.changedItems.has(id)) {
        const fields = diffFields(old, itemsAfter.get(id));
        push({ effect: 'ITEM_CHANGED', kind: 'items', id, name, fields, text: `${name}: ${fieldsText(fields)}.`, numbers: alone(withItem(id, itemsAfter.get(id))) });
      }
    }

    const renumbered = new Map(migrated.renumbered);
    for (const [number, points] of variant.points) {
      const old = traitsBefore.get(number);
      const name = old?.name ?? `Trait ${number}`;
      const id = String(number);
      const traitPack = (trait: typeof old) => ({ ...before, traits: before.traits.map((t) => (t.number === number && trait ? { ...trait, number } : t)) });
      if (migrated.removedTraits.some(([n]) => n === number)) {
        push({ effect: 'TRAIT_REMOVED', kind: 'traits', id, name, fields: [], text: `${name} is gone: ${plural(points, 'point')} refunded.`, numbers: alone({ ...before, traits: before.traits.filter((t) => t.number !== number) }) });
        continue;
      }
      const to = renumbered.get(number) ?? number;
      if (to !== number) push({ effect: 'TRAIT_RENUMBERED', kind: 'traits', id, name, fields: [{ path: 'number', before: id, after: String(to) }], text: `${name} is now trait ${to}; its points move with it.`, numbers: [] });
      const now = traitsAfter.get(to);
      const fields = diffFields({ ...old, number: to }, now);
      if (fields.length > 0) push({ effect: 'TRAIT_CHANGED', kind: 'traits', id, name, fields, text: `${name}: ${fieldsText(fields)}.`, numbers: alone(traitPack(now)) });
    }
    for (const refund of migrated.refunds) {
      const from = [...renumbered].find(([, to]) => to === refund.trait)?.[0] ?? refund.trait;
      push({ effect: 'TRAIT_POINTS_LOST', kind: 'traits', id: String(from), name: refund.name, fields: [], text: `${refund.name}: ${plural(refund.points, 'point')} refunded (${refund.reason}).`, numbers: [] });
    }
    if (variantIndex === 0) {
      const now = numbersOf(after, build.characterClass, { ...variant, points: migrated.variant.points, items: migrated.variant.items });
      firstNumbers = numberChanges(was, now);
    }
  });
  return { changes, numbers: firstNumbers };
}

/** "3 of 9 items and 2 traits changed in 1.5": the build's distinct items and traits the changes touch. */
export function patchSummary(build: PatchedBuild, changes: readonly BuildPatchChange[], versionName: string) {
  const itemsUsed = new Set(build.variants.flatMap((variant) => Object.values(variant.items).filter((id): id is string => Boolean(id))));
  const traitsUsed = new Set(build.variants.flatMap((variant) => [...variant.points.keys()]));
  const itemsChanged = new Set(changes.filter((c) => c.kind === 'items').map((c) => c.id)).size;
  const traitsChanged = new Set(changes.filter((c) => c.kind === 'traits').map((c) => c.id)).size;
  const parts = [
    ...(itemsChanged > 0 ? [`${itemsChanged} of ${plural(itemsUsed.size, 'item')}`] : []),
    ...(traitsChanged > 0 ? [plural(traitsChanged, 'trait')] : []),
  ];
  const summary = parts.length === 0 ? `Nothing this build uses changed in ${versionName}.` : `${parts.join(' and ')} changed in ${versionName}`;
  return { summary, itemsUsed: itemsUsed.size, itemsChanged, traitsUsed: traitsUsed.size, traitsChanged };
}
