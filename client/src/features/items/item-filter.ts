import {
  CLASS_IDS, ITEM_STAT_IDS, ITEM_STAT_NAMES, MAX_LEVEL, type ClassId, type ItemCategoryId, type ItemStatId,
} from '@game/rules/constants';
import { compareText } from '@/lib/format';

/**
 * Filtering and sorting of the items table, as pure functions over the full category list
 * (held in memory, so each keystroke filters without a request). Measured by
 * tests/bench/items-filter.bench.ts.
 */

export interface ItemRowData {
  id: string;
  name: string;
  category: string;
  level: number;
  classes: readonly string[];
  weight: number;
  value: number;
  stats: Partial<Record<ItemStatId, number | null>>;
}

export type SortDirection = 'asc' | 'desc';

export interface ItemCriteria {
  search: string;
  cls: ClassId | null;
  levelMin: number | null;
  levelMax: number | null;
  stat: ItemStatId | null;
  statMin: number;
  sort: string;
  direction: SortDirection;
}

/** The query-string keys of the items table and their defaults. */
export const ITEM_URL_DEFAULTS = { q: '', class: '', min: '', max: '', stat: '', statMin: '', sort: 'level', dir: 'asc' };
export type ItemUrlState = typeof ITEM_URL_DEFAULTS;

const SORT_KEYS = new Set<string>(['name', 'level', 'category', 'weight', 'value', ...ITEM_STAT_IDS]);

const whole = (value: string, min: number, max: number) => (/^\d+$/.test(value) && Number(value) >= min && Number(value) <= max ? Number(value) : null);

/**
 * Reads the criteria from the URL. Values that make no sense are ignored and reported, so a
 * hand-edited link still shows a table and says what was left out.
 */
export function readCriteria(url: ItemUrlState): { criteria: ItemCriteria; problems: string[] } {
  const problems: string[] = [];
  const cls = url.class === '' ? null : CLASS_IDS.includes(url.class as ClassId) ? (url.class as ClassId) : null;
  if (url.class !== '' && cls === null) problems.push(`"${url.class}" is not a class; showing every class.`);
  const levelMin = url.min === '' ? null : whole(url.min, 1, MAX_LEVEL);
  if (url.min !== '' && levelMin === null) problems.push(`The lowest level must be a whole number from 1 to ${MAX_LEVEL}.`);
  const levelMax = url.max === '' ? null : whole(url.max, 1, MAX_LEVEL);
  if (url.max !== '' && levelMax === null) problems.push(`The highest level must be a whole number from 1 to ${MAX_LEVEL}.`);
  const stat = url.stat === '' ? null : ITEM_STAT_IDS.includes(url.stat as ItemStatId) ? (url.stat as ItemStatId) : null;
  if (url.stat !== '' && stat === null) problems.push(`"${url.stat}" is not an item stat.`);
  const statMin = url.statMin === '' ? 1 : whole(url.statMin, 1, 100_000);
  if (url.statMin !== '' && statMin === null) problems.push('The stat minimum must be a whole number of 1 or more.');
  const sort = SORT_KEYS.has(url.sort) ? url.sort : 'level';
  return {
    criteria: {
      search: url.q.trim().toLowerCase(),
      cls,
      levelMin,
      levelMax,
      stat,
      statMin: statMin ?? 1,
      sort,
      direction: url.dir === 'desc' ? 'desc' : 'asc',
    },
    problems,
  };
}

/** Items that pass every criterion; an empty class list means every class may wear the item. */
export function filterItems<T extends ItemRowData>(items: readonly T[], criteria: ItemCriteria): T[] {
  const { search, cls, levelMin, levelMax, stat, statMin } = criteria;
  return items.filter(
    (item) =>
      (levelMin === null || item.level >= levelMin) &&
      (levelMax === null || item.level <= levelMax) &&
      (cls === null || item.classes.length === 0 || item.classes.includes(cls)) &&
      (stat === null || (item.stats[stat] ?? 0) >= statMin) &&
      (search === '' || item.name.toLowerCase().includes(search)),
  );
}

function sortValue(item: ItemRowData, key: string): string | number | null {
  if (key === 'name' || key === 'category') return item[key];
  if (key === 'level' || key === 'weight' || key === 'value') return item[key];
  return item.stats[key as ItemStatId] ?? null;
}

/** Sorts by one column (items without the stat last), then by level and name so ties stay stable. */
export function sortItems<T extends ItemRowData>(items: readonly T[], key: string, direction: SortDirection): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...items].sort((a, b) => {
    const x = sortValue(a, key);
    const y = sortValue(b, key);
    if (x !== y) {
      if (x === null) return 1;
      if (y === null) return -1;
      const order = typeof x === 'number' && typeof y === 'number' ? x - y : compareText(String(x), String(y));
      if (order !== 0) return order * sign;
    }
    return a.level - b.level || compareText(a.name, b.name);
  });
}

/** The stat columns that matter for a category (all: the main ones). */
export const CATEGORY_STATS: Record<ItemCategoryId | 'all', ItemStatId[]> = {
  all: ['attack', 'defense', 'armor', 'magic'],
  melee: ['attack', 'defense'],
  swords: ['attack', 'defense'],
  axes: ['attack', 'defense'],
  maces: ['attack', 'defense'],
  'large-weapons': ['attack', 'defense'],
  'daggers-knives': ['attack', 'ability'],
  shields: ['defense', 'armor'],
  'bows-crossbows': ['attack', 'range'],
  'staves-wands': ['magic', 'mp', 'attack', 'range'],
  orbs: ['magic', 'mp', 'mpRegen'],
  gloves: ['armor', 'ability', 'magic'],
  'helmets-masks': ['armor', 'hp', 'mp', 'ability'],
  armors: ['armor', 'hp', 'mp', 'ability'],
  legs: ['armor', 'hp', 'mp', 'ability'],
  boots: ['armor', 'hpRegen', 'hp', 'mp', 'ability'],
  necks: ['hp', 'mp', 'magic', 'ability', 'armor', 'hpRegen', 'mpRegen', 'capacity'],
  rings: ['hp', 'mp', 'magic', 'ability', 'armor', 'hpRegen', 'mpRegen', 'capacity'],
};

export const statName = (stat: ItemStatId) => ITEM_STAT_NAMES[stat];
