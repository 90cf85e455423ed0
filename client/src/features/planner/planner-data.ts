import { useQuery } from '@apollo/client/react';
import { CLASSES } from '@game/data/classes';
import { SPELLS } from '@game/data/spells';
import { SLOT_IDS, type ClassId, type SlotId } from '@game/rules/constants';
import type { ItemSources } from '@game/rules/cost';
import type { PlannerInput, PlannerItem, PlannerTrait } from '@game/rules/derived';
import type { TraitEffect } from '@game/rules/effects';
import type { SharedBuild } from '@game/rules/share-state';
import { TRAIT_CATALOG } from '@game/rules/traits';
import { useEffect, useMemo } from 'react';
import { graphql } from '@/gql';

export const PlannerItemsQuery = graphql(`
  query PlannerItems($filter: ItemFilter, $first: Int!, $after: String) {
    items(filter: $filter, first: $first, after: $after) {
      edges {
        node {
          id
          name
          category
          slot
          level
          weight
          iconUrl
          classes
          stats {
            attack
            defense
            armor
            range
            magic
            ability
            hp
            mp
            hpRegen
            mpRegen
            capacity
          }
          soldBy {
            npc {
              id
              name
              location {
                name
              }
            }
            price
          }
          droppedBy {
            monster {
              id
              name
            }
            chance
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export type CatalogItem = PlannerItem & { category: string; level: number; iconUrl: string; classes: string[]; sources: ItemSources };

/** Every item the class may wear, from the items library (admins edit it), a page of 100 at a time. */
export function useClassItems(characterClass: ClassId, skip = false) {
  const { data, loading, error, fetchMore } = useQuery(PlannerItemsQuery, { variables: { filter: { class: characterClass }, first: 100 }, skip });
  const page = data?.items;
  useEffect(() => {
    if (page?.pageInfo.hasNextPage && !loading) void fetchMore({ variables: { after: page.pageInfo.endCursor } });
  }, [page?.pageInfo.hasNextPage, page?.pageInfo.endCursor, loading, fetchMore]);
  const items = useMemo<CatalogItem[]>(
    () =>
      (page?.edges ?? [])
        .map(({ node }) => node)
        .filter((node) => node.slot !== null)
        .map((node) => ({
          id: node.id, name: node.name, category: node.category, level: node.level, weight: node.weight, iconUrl: node.iconUrl, classes: node.classes,
          slot: node.slot as SlotId,
          stats: Object.fromEntries(Object.entries(node.stats).filter(([key, value]) => key !== '__typename' && typeof value === 'number')),
          sources: {
            sellers: node.soldBy.map((offer) => ({ npcId: offer.npc.id, npcName: offer.npc.name, location: offer.npc.location.name, price: offer.price })),
            drops: node.droppedBy.map((drop) => ({ monsterId: drop.monster.id, monsterName: drop.monster.name, chance: drop.chance })),
          },
        })),
    [page],
  );
  const byId = useMemo(() => new Map(items.map((item) => [item.id, item])), [items]);
  return { items, byId, loading: !skip && (loading || Boolean(page?.pageInfo.hasNextPage)), error };
}

/** The typed trait effects of a build's points, for the derived numbers. */
export const plannerTraitsOf = (build: SharedBuild): PlannerTrait[] =>
  build.points.flatMap(([number, points]) => {
    const trait = TRAIT_CATALOG.traits.get(number);
    return trait ? [{ name: trait.name, points, effects: trait.effects as TraitEffect[] }] : [];
  });

/** The items worn, by slot; empty slots and unknown ids are absent. */
export const wornItems = (build: SharedBuild, byId: ReadonlyMap<string, CatalogItem>): Partial<Record<SlotId, CatalogItem>> =>
  Object.fromEntries(SLOT_IDS.flatMap((slot) => (byId.get(build.equipment[slot]) ? [[slot, byId.get(build.equipment[slot])!]] : [])));

/** What the derived-number rules take for a build. */
export const plannerInputOf = (build: SharedBuild, byId: ReadonlyMap<string, CatalogItem>, traits: PlannerTrait[] = plannerTraitsOf(build)): PlannerInput => ({
  characterClass: CLASSES.find((c) => c.id === build.characterClass)!,
  level: build.level,
  stats: build.stats,
  equipment: wornItems(build, byId),
  traits,
  spells: SPELLS.filter((spell) => spell.classes.includes(build.characterClass)),
});

export const STAT_LABELS = { hp: 'Health', mp: 'Mana', magic: 'Magic', ability: 'Ability', hpRegen: 'Health regen', mpRegen: 'Mana regen', capacity: 'Capacity' } as const;
export const SLOT_LABELS: Record<SlotId, string> = { neck: 'Neck', head: 'Head', bag: 'Bag', 'hand-main': 'Main hand', chest: 'Chest', 'hand-off': 'Off hand', ring: 'Ring', legs: 'Legs', ammo: 'Ammo', boots: 'Boots' };
export const formatNumber = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2).replace(/0$/, ''));
export const signed = (value: number) => `${value > 0 ? '+' : value < 0 ? '−' : ''}${formatNumber(Math.abs(value))}`;
