import type { ItemStatId } from '@game/rules/constants';
import { getFragmentData, graphql, type FragmentType } from '@/gql';

/**
 * The eleven item stats: the one selection every item query spreads (`...ItemStats_stats`).
 * It lives beside the helpers that read it rather than in one component, because tooltips,
 * tables, the item page, the editor and the tools each show the stats their own way.
 */
export const ItemStatsFragment = graphql(`
  fragment ItemStats_stats on ItemStats {
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
`);

export type ItemStatsRef = FragmentType<typeof ItemStatsFragment>;

/** Every stat field of an item; a stat the item does not give is null. */
export const itemStatFields = (ref: ItemStatsRef): Record<ItemStatId, number | null> => {
  const { __typename: _, ...fields } = getFragmentData(ItemStatsFragment, ref) as Record<ItemStatId, number | null> & { __typename?: string };
  return fields;
};

/** Only the stats an item gives, as the game rules take them. */
export const itemStatsOf = (ref: ItemStatsRef): Partial<Record<ItemStatId, number>> =>
  Object.fromEntries(Object.entries(itemStatFields(ref)).filter(([, value]) => typeof value === 'number')) as Partial<Record<ItemStatId, number>>;
