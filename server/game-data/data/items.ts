import type { ClassId, ItemCategoryId, ItemStatId, SlotId } from '../rules/constants';
import type { PackItem } from '../schemas';
import { ITEM_TABLES as TABLES, type Entry, type Tag } from './items-tables';

/**
 * The items library. Each category is a table of names, levels and descriptions written for
 * players; stats, weight and value follow from the category and the level by the rules below,
 * so items of one level are comparable and prices rise with power.
 *
 * The tables themselves (one line an item) are in items-tables.ts.
 */

const at = (level: number, base: number, perLevel: number) => Math.max(1, Math.round(base + level * perLevel));
const steps = (level: number, every: number) => 1 + Math.floor(level / every);

interface CategoryRule {
  slot: SlotId;
  classes: ClassId[];
  twoHanded?: boolean;
  /** Base weight in oz at level 1. */
  weight: number;
  /** Value multiplier against the common price curve. */
  price: number;
  stats: (level: number, tag: Tag | undefined) => Partial<Record<ItemStatId, number>>;
}

const ARMOR_WEIGHT: Record<string, { factor: number; classes: ClassId[]; heft: number }> = {
  cloth: { factor: 0.6, classes: ['mage'], heft: 0.5 },
  leather: { factor: 0.8, classes: ['squire', 'rogue'], heft: 0.8 },
  mail: { factor: 1, classes: ['squire', 'knight'], heft: 1.2 },
  plate: { factor: 1.25, classes: ['knight'], heft: 1.6 },
  any: { factor: 0.9, classes: [], heft: 1 },
};

function worn(level: number, tag: Tag | undefined, base: number, perLevel: number) {
  const kind = ARMOR_WEIGHT[tag ?? 'any'] ?? ARMOR_WEIGHT.any!;
  const stats: Partial<Record<ItemStatId, number>> = { armor: Math.max(1, Math.round((base + level * perLevel) * kind.factor)) };
  if (tag === 'cloth') stats.mp = at(level, 5, 0.8);
  if (tag === 'leather') stats.ability = steps(level, 40);
  if (tag === 'plate') stats.hp = at(level, 5, 0.8);
  return stats;
}

/** Jewellery tags name the bonuses joined by "+", for example "hp+mpRegen". */
function jewel(level: number, tag: Tag | undefined) {
  const stats: Partial<Record<ItemStatId, number>> = {};
  for (const bonus of (tag ?? 'hp').split('+') as ItemStatId[]) {
    if (bonus === 'hp' || bonus === 'mp') stats[bonus] = at(level, 10, 1.6);
    else if (bonus === 'capacity') stats[bonus] = at(level, 20, 2);
    else if (bonus === 'armor') stats[bonus] = steps(level, 20);
    else if (bonus === 'hpRegen' || bonus === 'mpRegen') stats[bonus] = steps(level, 40);
    else stats[bonus] = steps(level, 25);
  }
  return stats;
}

const RULES: Record<ItemCategoryId, CategoryRule> = {
  melee: { slot: 'hand-main', classes: ['squire', 'knight', 'rogue'], weight: 35, price: 0.9, stats: (l) => ({ attack: at(l, 7, 0.5), defense: at(l, 3, 0.15) }) },
  swords: { slot: 'hand-main', classes: ['squire', 'knight'], weight: 40, price: 1.1, stats: (l) => ({ attack: at(l, 8, 0.55), defense: at(l, 5, 0.25) }) },
  axes: { slot: 'hand-main', classes: ['squire', 'knight'], weight: 50, price: 1, stats: (l) => ({ attack: at(l, 9, 0.62), defense: at(l, 2, 0.12) }) },
  maces: { slot: 'hand-main', classes: ['squire', 'knight'], weight: 55, price: 1, stats: (l) => ({ attack: at(l, 8, 0.5), defense: at(l, 4, 0.2) }) },
  'large-weapons': { slot: 'hand-main', classes: ['knight'], twoHanded: true, weight: 90, price: 1.3, stats: (l) => ({ attack: at(l, 13, 0.85), defense: at(l, 1, 0.1) }) },
  'daggers-knives': { slot: 'hand-main', classes: ['squire', 'rogue'], weight: 12, price: 1, stats: (l) => ({ attack: at(l, 6, 0.45), ability: steps(l, 30) }) },
  shields: { slot: 'hand-off', classes: ['squire', 'knight'], weight: 60, price: 1, stats: (l) => ({ defense: at(l, 10, 0.45), armor: steps(l, 25) }) },
  'bows-crossbows': { slot: 'hand-main', classes: ['squire', 'rogue'], twoHanded: true, weight: 30, price: 1.1, stats: (l) => ({ attack: at(l, 8, 0.56), range: 5 + (l >= 45 ? 1 : 0) + (l >= 100 ? 1 : 0) }) },
  'staves-wands': { slot: 'hand-main', classes: ['mage'], weight: 20, price: 1.2, stats: (l) => ({ attack: at(l, 4, 0.2), magic: steps(l, 20), mp: at(l, 10, 1.5), range: 4 + (l >= 40 ? 1 : 0) + (l >= 90 ? 1 : 0) }) },
  orbs: { slot: 'hand-off', classes: ['mage'], weight: 15, price: 1.2, stats: (l) => ({ magic: steps(l, 25), mp: at(l, 15, 2), mpRegen: steps(l, 50) }) },
  gloves: { slot: 'hand-off', classes: [], weight: 8, price: 0.8, stats: (l, tag) => ({ armor: at(l, 1, 0.05), ability: steps(l, 35), ...(tag === 'cloth' ? { magic: steps(l, 40) } : {}) }) },
  'helmets-masks': { slot: 'head', classes: [], weight: 25, price: 0.9, stats: (l, tag) => worn(l, tag, 2, 0.12) },
  armors: { slot: 'chest', classes: [], weight: 80, price: 1.3, stats: (l, tag) => worn(l, tag, 4, 0.2) },
  legs: { slot: 'legs', classes: [], weight: 45, price: 1, stats: (l, tag) => worn(l, tag, 3, 0.14) },
  boots: { slot: 'boots', classes: [], weight: 15, price: 0.8, stats: (l, tag) => ({ ...worn(l, tag, 1, 0.08), ...(l >= 30 ? { hpRegen: steps(l, 60) } : {}) }) },
  necks: { slot: 'neck', classes: [], weight: 3, price: 1.4, stats: jewel },
  rings: { slot: 'ring', classes: [], weight: 1, price: 1.5, stats: jewel },
};

export const itemId = (name: string) => name.toLowerCase().replace(/’/g, '').replace(/ä/g, 'a').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** The common price curve: a level-1 item is worth about 10 gold, a level-100 one a few thousand. */
export function itemValue(level: number, factor: number): number {
  return Math.max(5, Math.round(((10 + level ** 1.7 * 1.1) * factor) / 5) * 5);
}

function buildItem(category: ItemCategoryId, [name, level, description, tag]: Entry): PackItem {
  const rule = RULES[category];
  const armorKind = tag && tag in ARMOR_WEIGHT ? ARMOR_WEIGHT[tag]! : null;
  const classes = rule.classes.length > 0 ? rule.classes : (armorKind?.classes ?? []);
  const heft = category === 'gloves' ? 1 : (armorKind?.heft ?? 1);
  return {
    id: itemId(name),
    name,
    category,
    slot: rule.slot,
    level,
    classes: [...classes],
    stats: rule.stats(level, tag),
    twoHanded: rule.twoHanded ?? false,
    weight: Math.round(rule.weight * heft * (1 + level / 150) * 10) / 10,
    value: itemValue(level, rule.price),
    description,
  };
}

/** Every item of the pack, category by category, lowest level first. */
export const ITEMS: PackItem[] = (Object.keys(TABLES) as ItemCategoryId[]).flatMap((category) =>
  [...TABLES[category]].sort((a, b) => a[1] - b[1]).map((entry) => buildItem(category, entry)),
);
