/**
 * How a build moves from one published version of the pack to a later one, derived from the two
 * versions themselves: an item that is gone empties its slot, a trait whose name moved to another
 * number takes its points along, a trait that is gone refunds them; an explicit mapping the admin
 * gives wins over what is derived (an item replaced by another, a trait renamed and renumbered).
 * The trait rules of the newer version then refund whatever they refuse.
 */
import type { Pack } from '../schemas';
import type { ClassId, SlotId } from './constants';
import { createTraitCatalog, repairTraitPoints, TRAIT_CATALOG, type TraitCatalog, type TraitRefund } from './traits';

/** An admin's explicit migration of one item or trait of the older version (`to` null: gone). */
export interface EntryMapping {
  kind: 'items' | 'traits';
  from: string;
  to: string | null;
}

/** Where the older version's entries went: only ids that do not stay as they are. */
export interface VersionStep {
  items: ReadonlyMap<string, string | null>;
  traits: ReadonlyMap<number, number | null>;
}

/** The trait catalog of a pack, with the tier rule every version shares. */
export const catalogOfPack = (pack: Pick<Pack, 'traits'>): TraitCatalog => createTraitCatalog(pack.traits, TRAIT_CATALOG.tierPoints);

/** The step from `before` to `after`: derived from the two packs, then the admin's mappings over it. */
export function deriveStep(before: Pick<Pack, 'items' | 'traits'>, after: Pick<Pack, 'items' | 'traits'>, mappings: readonly EntryMapping[] = []): VersionStep {
  const items = new Map<string, string | null>();
  const afterItems = new Set(after.items.map((item) => item.id));
  for (const item of before.items) if (!afterItems.has(item.id)) items.set(item.id, null);

  const traits = new Map<number, number | null>();
  const afterByNumber = new Map(after.traits.map((trait) => [trait.number, trait]));
  const afterByName = new Map(after.traits.map((trait) => [`${trait.class ?? ''}:${trait.name}`, trait.number]));
  for (const trait of before.traits) {
    const sameName = afterByName.get(`${trait.class ?? ''}:${trait.name}`);
    if (sameName !== undefined) {
      if (sameName !== trait.number) traits.set(trait.number, sameName);
    } else if (!afterByNumber.has(trait.number)) traits.set(trait.number, null);
  }
  for (const mapping of mappings) {
    if (mapping.kind === 'items') items.set(mapping.from, mapping.to);
    else traits.set(Number(mapping.from), mapping.to === null ? null : Number(mapping.to));
  }
  return { items, traits };
}

/** Two steps in a row as one. */
export function composeSteps(first: VersionStep, second: VersionStep): VersionStep {
  const follow = <K>(map: ReadonlyMap<K, K | null>, id: K): K | null => (map.has(id) ? map.get(id)! : id);
  const items = new Map<string, string | null>();
  for (const [from, to] of first.items) items.set(from, to === null ? null : follow(second.items, to));
  for (const [from, to] of second.items) if (!items.has(from) && !first.items.has(from)) items.set(from, to);
  const traits = new Map<number, number | null>();
  for (const [from, to] of first.traits) traits.set(from, to === null ? null : follow(second.traits, to));
  // A number the first step left alone but the second moves; a number the first step moved to is not the old one.
  const movedInto = new Set([...first.traits.values()].filter((to): to is number => to !== null));
  for (const [from, to] of second.traits) if (!first.traits.has(from) && !movedInto.has(from)) traits.set(from, to);
  return { items, traits };
}

/** The part of one variant a migration touches. */
export interface MigratableVariant {
  level: number;
  /** Trait number to points. */
  points: ReadonlyMap<number, number>;
  /** Item id per slot. */
  items: Readonly<Partial<Record<SlotId, string>>>;
}

export interface MigratedVariant<V extends MigratableVariant> {
  variant: V;
  /** Traits renumbered: old number → new number. */
  renumbered: Array<[number, number]>;
  /** Traits gone with their points. */
  removedTraits: Array<[number, number]>;
  /** Slots emptied or refilled: the old item and its replacement (null: emptied). */
  items: Array<{ slot: SlotId; from: string; to: string | null }>;
  /** What the newer version's trait rules refunded. */
  refunds: TraitRefund[];
}

/** Moves one variant across a step, then repairs its points by the newer version's trait rules. */
export function migrateVariant<V extends MigratableVariant>(characterClass: ClassId, variant: V, step: VersionStep, after: TraitCatalog): MigratedVariant<V> {
  const renumbered: Array<[number, number]> = [];
  const removedTraits: Array<[number, number]> = [];
  const points = new Map<number, number>();
  for (const [number, value] of variant.points) {
    const to = step.traits.has(number) ? step.traits.get(number)! : number;
    if (to === null) removedTraits.push([number, value]);
    else {
      if (to !== number) renumbered.push([number, to]);
      points.set(to, (points.get(to) ?? 0) + value);
    }
  }
  const items: MigratedVariant<V>['items'] = [];
  const equipped: Partial<Record<SlotId, string>> = {};
  for (const [slot, id] of Object.entries(variant.items) as Array<[SlotId, string | undefined]>) {
    if (!id) continue;
    if (step.items.has(id)) {
      const to = step.items.get(id)!;
      items.push({ slot, from: id, to });
      if (to !== null) equipped[slot] = to;
    } else equipped[slot] = id;
  }
  const repaired = repairTraitPoints(after, { characterClass, level: variant.level, points });
  return { variant: { ...variant, points: repaired.build.points, items: equipped }, renumbered, removedTraits, items, refunds: repaired.refunds };
}
