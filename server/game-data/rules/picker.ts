/**
 * The planner's item picker: the candidates for one slot that the class may wear, searchable, filterable by
 * any item stat (at least some amount of it) and by the level requirement against the
 * character level, sorted by level, name or any stat. A pure function, so the planner and the
 * bench (tests/bench/planner.bench.ts) run the same code.
 */

import { CLASS_IDS, MAX_LEVEL, type ClassId, type ItemStatId, type SlotId } from './constants';
import { defaultSharedBuild, type SharedBuild } from './share-state';
import type { ItemSources } from './cost';
import type { PlannerItem } from './derived';
import { mayWear } from './wearing';

export interface PickerItem {
  id: string;
  name: string;
  slot: SlotId | null;
  level: number;
  stats: Partial<Record<ItemStatId, number>>;
  /** The classes that may wear it; empty for every class. */
  classes: readonly string[];
}

/**
 * An item as the planner reads it (the file `/data/planner/items.json`): what the picker, the
 * derived numbers (`PlannerItem`) and the cost rule (`ItemSources`) take, and its icon.
 */
export type CatalogItem = PlannerItem & PickerItem & { slot: SlotId; category: string; iconUrl: string; sources: ItemSources };

export type PickerSort = 'level' | 'name' | ItemStatId;

export interface PickerCriteria {
  slot: SlotId;
  /** Only items this class may wear (`mayWear`); omitted for every item. */
  characterClass?: string | null;
  /** Part of the name, case-insensitive; blank for every name. */
  search?: string;
  /** Only items that give this stat, at least `statMin` (default 1) of it. */
  stat?: ItemStatId | null;
  statMin?: number;
  /** Only items whose level requirement is at most this (the character level). */
  maxLevel?: number | null;
  sort?: PickerSort;
  /** Default: ascending for level and name, descending (best first) for a stat. */
  direction?: 'asc' | 'desc';
}

/** The candidates for a slot by the criteria; ties in the sort go by name, then id. */
export function pickerCandidates<T extends PickerItem>(items: readonly T[], criteria: PickerCriteria): T[] {
  const query = (criteria.search ?? '').trim().toLowerCase();
  const stat = criteria.stat ?? null;
  const statMin = Number.isFinite(criteria.statMin) && criteria.statMin! > 0 ? criteria.statMin! : 1;
  const maxLevel = criteria.maxLevel ?? null;
  const characterClass = criteria.characterClass ?? null;
  const list = items.filter(
    (item) =>
      item.slot === criteria.slot &&
      (characterClass === null || mayWear(item, characterClass)) &&
      (maxLevel === null || item.level <= maxLevel) &&
      (stat === null || (item.stats[stat] ?? 0) >= statMin) &&
      (query === '' || item.name.toLowerCase().includes(query)),
  );
  const sort = criteria.sort ?? 'level';
  const direction = criteria.direction ?? (sort === 'level' || sort === 'name' ? 'asc' : 'desc');
  const sign = direction === 'asc' ? 1 : -1;
  const byName = (a: T, b: T) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const key = (item: T) => (sort === 'level' ? item.level : (item.stats[sort as ItemStatId] ?? 0));
  return list.sort(sort === 'name' ? (a, b) => sign * byName(a, b) : (a, b) => sign * (key(a) - key(b)) || byName(a, b));
}

/** The picker shows this many candidates at first, and this many more at each "Show more". */
export const PICKER_PAGE = 40;

/**
 * The build "Try in the planner" opens from an item's page: the first class (in share-state
 * order) that may wear it, at the item's level, with the item in its slot and nothing else.
 * Null for something that is not worn (no slot) or that no class may wear.
 */
export function buildForItem(item: { id: string; slot: SlotId | null; level: number; classes: readonly ClassId[] }): SharedBuild | null {
  if (item.slot === null) return null;
  const characterClass = CLASS_IDS.find((id) => mayWear(item, id));
  if (!characterClass) return null;
  const build = defaultSharedBuild();
  return { ...build, characterClass, level: Math.min(MAX_LEVEL, Math.max(1, Math.floor(item.level) || 1)), equipment: { ...build.equipment, [item.slot]: item.id } };
}
