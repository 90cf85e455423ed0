import { useMemo } from 'react';
import { CLASSES } from '@game/data/classes';
import { SPELLS } from '@game/data/spells';
import type { SlotId } from '@game/rules/constants';
import { spellsKnown, wornEquipment, type PlannerInput, type PlannerTrait } from '@game/rules/derived';
import type { TraitEffect } from '@game/rules/effects';
import type { SharedBuild } from '@game/rules/share-state';
import type { TraitCatalog } from '@game/rules/traits';
import { useLoaderData } from '@/lib/route-data';
import type { CatalogItem } from '@game/rules/picker';
import type { PlannerItems } from './planner-items';

export type { CatalogItem } from '@game/rules/picker';

/**
 * Every item of the library (admins edit it), as the planner route's loader read it
 * (planner-items.ts): the picker offers what the class may wear, and a worn item of another
 * class is named, not taken for an unknown id.
 */
export function usePlannerItems() {
  const { all, error } = useLoaderData<PlannerItems>();
  const byId = useMemo(() => new Map(all.map((item) => [item.id, item])), [all]);
  return { all, byId, loading: false, error };
}

/** The typed trait effects of a build's points in `catalog` (the served version's), for the derived numbers. */
export const plannerTraitsOf = (build: SharedBuild, catalog: TraitCatalog): PlannerTrait[] =>
  build.points.flatMap(([number, points]) => {
    const trait = catalog.traits.get(number);
    return trait ? [{ name: trait.name, points, effects: trait.effects as TraitEffect[] }] : [];
  });

/** The items worn, by slot, and the slots that hold what cannot be worn (`wornEquipment`). */
export const wornOf = (build: SharedBuild, byId: ReadonlyMap<string, CatalogItem>) => wornEquipment(build.equipment, (id) => byId.get(id), build.characterClass);

/** The items worn, by slot; empty slots and the ones `wornOf` reports are absent. */
export const wornItems = (build: SharedBuild, byId: ReadonlyMap<string, CatalogItem>): Partial<Record<SlotId, CatalogItem>> => wornOf(build, byId).equipment;

/** What the derived-number rules take for a build. */
export const plannerInputOf = (build: SharedBuild, byId: ReadonlyMap<string, CatalogItem>, traits: PlannerTrait[]): PlannerInput => ({
  characterClass: CLASSES.find((c) => c.id === build.characterClass)!,
  level: build.level,
  stats: build.stats,
  equipment: wornItems(build, byId),
  traits,
  spells: spellsKnown(SPELLS, build.characterClass, build.level),
});

export const formatNumber = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2).replace(/0$/, ''));
export const signed = (value: number) => `${value > 0 ? '+' : value < 0 ? '−' : ''}${formatNumber(Math.abs(value))}`;
