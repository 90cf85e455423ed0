import { CLASS_NAMES, SLOT_IDS, type ClassId, type SlotId } from './constants';
import { mayWear } from './wearing';
import type { SharedBuild } from './share-state';
import { repairStatPoints } from './stat-points';
import { pointsFromPairs, repairTraitPoints, type TraitCatalog } from './traits';

/** What a reshape needs to know of an equipped item; undefined when the item is not known (yet). */
export type ReshapeItemLookup = (id: string) => { slot: SlotId | null; classes: readonly string[]; name: string } | undefined;

export interface Reshaped {
  build: SharedBuild;
  /** Trait and stat points given back, one line each ("Fireball 2 (a Mage trait)"). */
  refunds: string[];
  /** Items taken off because the new class may not wear them. */
  takenOff: Array<{ slot: SlotId; name: string }>;
  /** The sentence the tools show and announce, or null when nothing changed but class and level. */
  note: string | null;
}

/**
 * A class or level change, the same in the planner and the trait tree: the traits
 * and stat points that still fit stay, the rest is refunded (`repairTraitPoints`,
 * `repairStatPoints`), and items the new class may not wear are taken off. Nothing else
 * changes, so the tools' Undo brings back the build as it was. Items the lookup does not know
 * stay where they are.
 */
export function reshapeBuild(build: SharedBuild, characterClass: ClassId, level: number, catalog: TraitCatalog, itemOf: ReshapeItemLookup): Reshaped {
  const traits = repairTraitPoints(catalog, { characterClass, level, points: pointsFromPairs(build.points) });
  const stats = repairStatPoints(level, build.stats);
  const refunds = [...traits.refunds.map((r) => `${r.name} ${r.points} (${r.reason})`), ...stats.changes];
  const equipment = { ...build.equipment };
  const takenOff: Reshaped['takenOff'] = [];
  for (const slot of SLOT_IDS) {
    const item = build.equipment[slot] ? itemOf(build.equipment[slot]) : undefined;
    if (item && item.slot === slot && !mayWear(item, characterClass)) {
      takenOff.push({ slot, name: item.name });
      equipment[slot] = '';
    }
  }
  const notes = [
    refunds.length > 0 ? `Refunded: ${refunds.join('; ')}.` : '',
    takenOff.length > 0 ? `Taken off (a ${CLASS_NAMES[characterClass].toLowerCase()} cannot use it): ${takenOff.map(({ name }) => name).join(', ')}.` : '',
  ].filter(Boolean);
  return {
    build: { ...build, characterClass, level, points: [...traits.build.points], stats: stats.stats, equipment },
    refunds,
    takenOff,
    note: notes.length > 0 ? notes.join(' ') : null,
  };
}
