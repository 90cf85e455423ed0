import type { StatId } from '@game/rules/constants';
import { getFragmentData, graphql, type FragmentType } from '@/gql';

/** A build's (or variant's) stat points: spread wherever a build's stats are read. */
export const StatAllocations_stats = graphql(`
  fragment StatAllocations_stats on StatAllocations {
    hp
    mp
    magic
    ability
    hpRegen
    mpRegen
    capacity
  }
`);

/** The stat points a build's `statAllocations` holds, one number a stat. */
export const readStatAllocations = (ref: FragmentType<typeof StatAllocations_stats>): Record<StatId, number> => ({ ...getFragmentData(StatAllocations_stats, ref) });
