import { useQuery } from '@apollo/client/react';
import { CLASSES } from '@game/data/classes';
import { SPELLS } from '@game/data/spells';
import type { SlotId } from '@game/rules/constants';
import type { ItemSources } from '@game/rules/cost';
import { spellsKnown, wornEquipment, type PlannerInput, type PlannerItem, type PlannerTrait } from '@game/rules/derived';
import type { TraitEffect } from '@game/rules/effects';
import type { SharedBuild } from '@game/rules/share-state';
import { TRAIT_CATALOG } from '@game/rules/traits';
import { useMemo } from 'react';
import { getFragmentData, graphql } from '@/gql';
import { itemStatsOf } from '@/components/items/item-stats';
import { EquipmentCostList_item, itemSourcesOf } from '@/components/builds/EquipmentCostList';

export const PlannerItemsQuery = graphql(`
  query PlannerItems {
    itemList {
      id
      name
      category
      slot
      level
      weight
      iconUrl
      classes
      stats {
        ...ItemStats_stats
      }
      ...EquipmentCostList_item
    }
  }
`);

export type CatalogItem = PlannerItem & { category: string; level: number; iconUrl: string; classes: string[]; sources: ItemSources };

/**
 * Every item of the library (admins edit it) in one cached answer, and the class's share of it:
 * the picker offers what the class may wear, and a worn item of another class is named, not
 * taken for an unknown id.
 */
export function usePlannerItems(skip = false) {
  const { data, loading, error } = useQuery(PlannerItemsQuery, { skip });
  const all = useMemo<CatalogItem[]>(
    () =>
      (data?.itemList ?? [])
        .filter((node) => node.slot !== null)
        .map((node) => ({
          id: node.id, name: node.name, category: node.category, level: node.level, weight: node.weight, iconUrl: node.iconUrl, classes: node.classes,
          slot: node.slot as SlotId,
          stats: itemStatsOf(node.stats),
          sources: itemSourcesOf(getFragmentData(EquipmentCostList_item, node)),
        })),
    [data],
  );
  const byId = useMemo(() => new Map(all.map((item) => [item.id, item])), [all]);
  return { all, byId, loading: !skip && loading, error };
}

/** The typed trait effects of a build's points, for the derived numbers. */
export const plannerTraitsOf = (build: SharedBuild): PlannerTrait[] =>
  build.points.flatMap(([number, points]) => {
    const trait = TRAIT_CATALOG.traits.get(number);
    return trait ? [{ name: trait.name, points, effects: trait.effects as TraitEffect[] }] : [];
  });

/** The items worn, by slot, and the slots that hold what cannot be worn (`wornEquipment`). */
export const wornOf = (build: SharedBuild, byId: ReadonlyMap<string, CatalogItem>) => wornEquipment(build.equipment, (id) => byId.get(id), build.characterClass);

/** The items worn, by slot; empty slots and the ones `wornOf` reports are absent. */
export const wornItems = (build: SharedBuild, byId: ReadonlyMap<string, CatalogItem>): Partial<Record<SlotId, CatalogItem>> => wornOf(build, byId).equipment;

/** What the derived-number rules take for a build. */
export const plannerInputOf = (build: SharedBuild, byId: ReadonlyMap<string, CatalogItem>, traits: PlannerTrait[] = plannerTraitsOf(build)): PlannerInput => ({
  characterClass: CLASSES.find((c) => c.id === build.characterClass)!,
  level: build.level,
  stats: build.stats,
  equipment: wornItems(build, byId),
  traits,
  spells: spellsKnown(SPELLS, build.characterClass, build.level),
});

export const formatNumber = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2).replace(/0$/, ''));
export const signed = (value: number) => `${value > 0 ? '+' : value < 0 ? '−' : ''}${formatNumber(Math.abs(value))}`;
