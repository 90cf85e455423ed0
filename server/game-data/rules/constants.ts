/**
 * The fixed vocabulary of the game: classes, stats, equipment slots, item categories and
 * elements. Orders matter: class and stat order are the share-state order,
 * slot order is the specification's (section 3).
 */

export const CLASS_IDS = ['squire', 'knight', 'rogue', 'mage'] as const;
export type ClassId = (typeof CLASS_IDS)[number];

/** How a class is written in sentences and titles. */
export const CLASS_NAMES: Record<ClassId, string> = { squire: 'Squire', knight: 'Knight', rogue: 'Rogue', mage: 'Mage' };

export const STAT_IDS = ['hp', 'mp', 'magic', 'ability', 'hpRegen', 'mpRegen', 'capacity'] as const;
export type StatId = (typeof STAT_IDS)[number];

export const SLOT_IDS = ['neck', 'head', 'bag', 'hand-main', 'chest', 'hand-off', 'ring', 'legs', 'ammo', 'boots'] as const;
export type SlotId = (typeof SLOT_IDS)[number];

export const ITEM_CATEGORY_IDS = [
  'melee', 'swords', 'axes', 'maces', 'large-weapons', 'daggers-knives', 'shields', 'bows-crossbows',
  'staves-wands', 'orbs', 'gloves', 'helmets-masks', 'armors', 'legs', 'boots', 'necks', 'rings',
] as const;
export type ItemCategoryId = (typeof ITEM_CATEGORY_IDS)[number];

/** The slot the items of each category are worn in (gloves are worn on the off hand, instead of a shield or orb). */
export const ITEM_CATEGORY_SLOT: Record<ItemCategoryId, SlotId> = {
  melee: 'hand-main', swords: 'hand-main', axes: 'hand-main', maces: 'hand-main', 'large-weapons': 'hand-main',
  'daggers-knives': 'hand-main', shields: 'hand-off', 'bows-crossbows': 'hand-main', 'staves-wands': 'hand-main',
  orbs: 'hand-off', gloves: 'hand-off', 'helmets-masks': 'head', armors: 'chest', legs: 'legs', boots: 'boots',
  necks: 'neck', rings: 'ring',
};

/** Names of the categories as players read them, in menu order. */
export const ITEM_CATEGORY_NAMES: Record<ItemCategoryId, string> = {
  melee: 'Melee', swords: 'Swords', axes: 'Axes', maces: 'Maces', 'large-weapons': 'Large weapons',
  'daggers-knives': 'Daggers & knives', shields: 'Shields', 'bows-crossbows': 'Bows & crossbows',
  'staves-wands': 'Staves & wands', orbs: 'Orbs', gloves: 'Gloves', 'helmets-masks': 'Helmets & masks',
  armors: 'Armors', legs: 'Legs', boots: 'Boots', necks: 'Necks', rings: 'Rings',
};

/** Names of the item stats as players read them. */
export const ITEM_STAT_NAMES: Record<ItemStatId, string> = {
  attack: 'Attack', defense: 'Defense', armor: 'Armor', range: 'Range', magic: 'Magic', ability: 'Ability',
  hp: 'Health', mp: 'Mana', hpRegen: 'Health regen', mpRegen: 'Mana regen', capacity: 'Capacity',
};

/** Names of the seven allocatable stats as players read them (the item stats' names). */
export const STAT_NAMES: Record<StatId, string> = Object.fromEntries(STAT_IDS.map((stat) => [stat, ITEM_STAT_NAMES[stat]])) as Record<StatId, string>;

/** Names of the equipment slots as players read them. */
export const SLOT_NAMES: Record<SlotId, string> = {
  neck: 'Neck', head: 'Head', bag: 'Bag', 'hand-main': 'Main hand', chest: 'Chest', 'hand-off': 'Off hand', ring: 'Ring', legs: 'Legs', ammo: 'Ammo', boots: 'Boots',
};

/** Least number of items each category must hold. */
export const MIN_ITEMS_PER_CATEGORY = 10;

/** What an item can add to a character; `range` is in tiles, the rest in points. */
export const ITEM_STAT_IDS = [
  'attack', 'defense', 'armor', 'range', 'magic', 'ability', 'hp', 'mp', 'hpRegen', 'mpRegen', 'capacity',
] as const;
export type ItemStatId = (typeof ITEM_STAT_IDS)[number];

export const ELEMENT_IDS = ['physical', 'fire', 'ice', 'earth', 'energy', 'holy', 'death'] as const;
export type ElementId = (typeof ELEMENT_IDS)[number];

/** Highest character level the rules are defined for. */
export const MAX_LEVEL = 200;

/** Item tiers group item levels for icons and colours: 1 (levels 1-19) to 5 (level 100 and up). */
export const TIER_LEVELS = [1, 20, 45, 70, 100] as const;

export function itemTier(level: number): 1 | 2 | 3 | 4 | 5 {
  let tier = 1;
  for (let i = 0; i < TIER_LEVELS.length; i += 1) if (level >= TIER_LEVELS[i]!) tier = i + 1;
  return tier as 1 | 2 | 3 | 4 | 5;
}


/**
 * A build's page title, in the head the server writes and in the browser's document.title alike
 * (one copy, so the tab does not change at hydration): its name, class and level.
 */
export function buildPageTitle(name: string, characterClass: ClassId, level: number): string {
  return `${name} · ${CLASS_NAMES[characterClass]} level ${level} · Almanac`;
}
