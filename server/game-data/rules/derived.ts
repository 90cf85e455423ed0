/**
 * The planner's derived numbers: what a build actually does, each
 * number with its breakdown (class base, level, stat points, each item, each trait). Pure
 * functions over plain data, built on the formulae in formulas.ts, so the planner, the build
 * pages, the calculators and the tests share one copy.
 */

import type { ItemStatId, SlotId, StatId } from './constants';
import { SLOT_IDS } from './constants';
import { mayWear } from './wearing';
import { isDerivedTarget, type DerivedTarget, type TraitEffect } from './effects';
import {
  CAPACITY_PER_POINT,
  HP_PER_POINT,
  HP_REGEN_PER_POINT,
  MP_PER_POINT,
  MP_REGEN_PER_POINT,
  spellDamage,
  weaponDamage,
  type DamageRange,
  type Growth,
} from './formulas';
import { assertLevel } from './progression';

/** What the planner needs of a class (the pack's class record fits). */
export interface PlannerClass {
  id: string;
  name: string;
  health: Growth;
  mana: Growth;
  capacity: Growth;
  hpRegen: number;
  mpRegen: number;
}

/** What the planner needs of an item (the pack's item record fits). */
export interface PlannerItem {
  id: string;
  name: string;
  slot: SlotId;
  stats: Partial<Record<ItemStatId, number>>;
  weight: number;
}

/** A trait with the points a build spent in it. */
export interface PlannerTrait {
  name: string;
  points: number;
  /** What the numbers read of its effects (the words players read, `label`, are not needed). */
  effects: ReadonlyArray<Omit<TraitEffect, 'label'>>;
}

/** What the planner needs of a spell (the pack's spell record fits). */
export interface PlannerSpell {
  id: string;
  name: string;
  element: string | null;
  kind: string;
  power: number;
  manaCost: number;
}

export interface PlannerInput {
  characterClass: PlannerClass;
  level: number;
  stats: Record<StatId, number>;
  /** The item in each slot; a slot that is empty or holds an unknown id is absent. */
  equipment: Partial<Record<SlotId, PlannerItem>>;
  traits: readonly PlannerTrait[];
  /** The spells the class knows at the level (`spellsKnown`), for damage by element. */
  spells?: readonly PlannerSpell[];
}

/** The spells a class knows at a level: its own, from the spell's level on. */
export function spellsKnown<T extends { classes: readonly string[]; level: number }>(spells: readonly T[], characterClass: string, level: number): T[] {
  return spells.filter((spell) => spell.classes.includes(characterClass) && spell.level <= level);
}

/** A slot whose id the planner cannot wear: no such item, an item of another slot, or one the class may not use. */
export interface SlotProblem {
  slot: SlotId;
  id: string;
  /** `unknown`: no item has this id (a legacy value); `misplaced`: it goes in another slot; `class`: the class may not wear it. */
  reason: 'unknown' | 'misplaced' | 'class';
}

/**
 * The items a build's slots hold, for `deriveNumbers`: each id looked up. Empty slots are left
 * out; an id the lookup does not know, an item of another slot (a hand-written link) or, when a
 * class is given, an item that class may not wear (`mayWear`) is left out too and reported, so
 * the page can say so and the numbers never count it.
 */
export function wornEquipment<T extends PlannerItem & { classes?: readonly string[] }>(
  ids: Readonly<Partial<Record<SlotId, string>>>,
  lookup: (id: string) => T | undefined,
  characterClass?: string,
): { equipment: Partial<Record<SlotId, T>>; problems: SlotProblem[] } {
  const equipment: Partial<Record<SlotId, T>> = {};
  const problems: SlotProblem[] = [];
  for (const slot of SLOT_IDS) {
    const id = ids[slot];
    if (!id) continue;
    const item = lookup(id);
    if (!item) problems.push({ slot, id, reason: 'unknown' });
    else if (item.slot !== slot) problems.push({ slot, id, reason: 'misplaced' });
    else if (characterClass !== undefined && !mayWear({ classes: item.classes ?? [] }, characterClass)) problems.push({ slot, id, reason: 'class' });
    else equipment[slot] = item;
  }
  return { equipment, problems };
}

/** One line of a breakdown: where a part of the number comes from. */
export interface Part {
  source: string;
  amount: number;
}

export interface DerivedNumber {
  id: DerivedId;
  label: string;
  value: number;
  unit: string;
  parts: Part[];
}

export const DERIVED_IDS = ['health', 'mana', 'capacity', 'weight', 'healthRegen', 'manaRegen', 'attack', 'defense', 'armor', 'hitChance'] as const;
export type DerivedId = (typeof DERIVED_IDS)[number];

/**
 * The item stats each number reads, besides the class, level, stat points and traits: an item
 * changes a number only through these (and `weight` only through the item's weight). `weapon`
 * is the main-hand hit. Every number is non-decreasing in each stat it reads, which is what the
 * gear optimizer (optimize-gear.ts) relies on; tests/unit/optimize-gear.test.ts checks both.
 */
export const ITEM_STATS_READ: Record<DerivedId | 'weapon', readonly ItemStatId[]> = {
  health: ['hp'],
  mana: ['mp'],
  capacity: ['capacity'],
  weight: [],
  healthRegen: ['hpRegen'],
  manaRegen: ['mpRegen'],
  attack: ['attack'],
  defense: ['defense'],
  armor: ['armor'],
  hitChance: ['ability'],
  weapon: ['attack', 'ability'],
};

export interface DerivedResult {
  numbers: Record<DerivedId, DerivedNumber>;
  /** True when the items weigh more than the character can carry. */
  overCapacity: boolean;
  /** The main-hand hit (fists when the hand is empty), with its breakdown. */
  weapon: DamageRange & { parts: Part[] };
  /** Each attack spell's hit, by element, with its breakdown. */
  spells: Array<{ id: string; name: string; element: string; damage: DamageRange; parts: Part[] }>;
}

/** Base hit chance in per cent, and what each ability point adds; at most 99 %. */
export const BASE_HIT_CHANCE = 75;
export const HIT_CHANCE_PER_ABILITY = 0.25;
export const MAX_HIT_CHANCE = 99;

const round2 = (value: number) => Math.round(value * 100) / 100;

function itemParts(equipment: PlannerInput['equipment'], stat: ItemStatId): Part[] {
  return SLOT_IDS.flatMap((slot) => {
    const item = equipment[slot];
    const amount = item?.stats[stat] ?? 0;
    return amount ? [{ source: item!.name, amount }] : [];
  });
}

/** The flat and percent trait effects on one target. */
function traitParts(traits: readonly PlannerTrait[], target: DerivedTarget) {
  const flat: Part[] = [];
  const percent: Part[] = [];
  for (const trait of traits) {
    if (trait.points <= 0) continue;
    for (const effect of trait.effects) {
      if (effect.target !== target || !isDerivedTarget(effect.target)) continue;
      const amount = effect.perPoint * trait.points;
      if (effect.unit === 'flat') flat.push({ source: `${trait.name} (${trait.points})`, amount });
      if (effect.unit === 'percent') percent.push({ source: `${trait.name} (${trait.points})`, amount });
    }
  }
  return { flat, percent };
}

/** Adds flat parts, then each percent part of that sum, into one number with its breakdown. */
function combine(id: DerivedId, label: string, unit: string, flat: Part[], traits: readonly PlannerTrait[], target: DerivedTarget | null): DerivedNumber {
  const fromTraits = target ? traitParts(traits, target) : { flat: [], percent: [] };
  const parts = [...flat.filter((p) => p.amount !== 0), ...fromTraits.flat];
  const subtotal = parts.reduce((sum, p) => sum + p.amount, 0);
  const percentParts = fromTraits.percent.map((p) => ({ source: `${p.source} ${p.amount > 0 ? '+' : ''}${round2(p.amount)}%`, amount: round2((subtotal * p.amount) / 100) }));
  const value = round2(subtotal + percentParts.reduce((sum, p) => sum + p.amount, 0));
  return { id, label, unit, value, parts: [...parts.map((p) => ({ ...p, amount: round2(p.amount) })), ...percentParts] };
}

/** Sum of percent effects of traits on the targets given, in per cent. */
function percentOf(traits: readonly PlannerTrait[], ...targets: DerivedTarget[]): number {
  return targets.reduce((sum, target) => sum + traitParts(traits, target).percent.reduce((s, p) => s + p.amount, 0), 0);
}

/**
 * Every derived number of a build. Throws a RangeError for a level outside 1 to 200 (the
 * planner never passes one); stat points come in already checked by the share state.
 */
export function deriveNumbers(input: PlannerInput): DerivedResult {
  const { characterClass: cls, level, stats, equipment, traits } = input;
  assertLevel(level);
  const levelsGained = level - 1;
  const numbers = {} as Record<DerivedId, DerivedNumber>;

  numbers.health = combine('health', 'Health', 'points', [
    { source: `${cls.name} base`, amount: cls.health.base },
    { source: `Level ${level} (${cls.health.perLevel} per level)`, amount: cls.health.perLevel * levelsGained },
    { source: `Health stat (${stats.hp} × ${HP_PER_POINT})`, amount: stats.hp * HP_PER_POINT },
    ...itemParts(equipment, 'hp'),
  ], traits, 'health');
  numbers.mana = combine('mana', 'Mana', 'points', [
    { source: `${cls.name} base`, amount: cls.mana.base },
    { source: `Level ${level} (${cls.mana.perLevel} per level)`, amount: cls.mana.perLevel * levelsGained },
    { source: `Mana stat (${stats.mp} × ${MP_PER_POINT})`, amount: stats.mp * MP_PER_POINT },
    ...itemParts(equipment, 'mp'),
  ], traits, 'mana');
  numbers.capacity = combine('capacity', 'Capacity', 'oz', [
    { source: `${cls.name} base`, amount: cls.capacity.base },
    { source: `Level ${level} (${cls.capacity.perLevel} per level)`, amount: cls.capacity.perLevel * levelsGained },
    { source: `Capacity stat (${stats.capacity} × ${CAPACITY_PER_POINT})`, amount: stats.capacity * CAPACITY_PER_POINT },
    ...itemParts(equipment, 'capacity'),
  ], traits, 'capacity');
  numbers.weight = combine('weight', 'Weight carried', 'oz', SLOT_IDS.flatMap((slot) => (equipment[slot] ? [{ source: equipment[slot]!.name, amount: equipment[slot]!.weight }] : [])), traits, null);
  numbers.healthRegen = combine('healthRegen', 'Health regeneration', 'per second', [
    { source: `${cls.name} base`, amount: cls.hpRegen },
    { source: `Level ${level} (level ÷ 50)`, amount: level / 50 },
    { source: `Health regen stat (${stats.hpRegen} × ${HP_REGEN_PER_POINT})`, amount: stats.hpRegen * HP_REGEN_PER_POINT },
    ...itemParts(equipment, 'hpRegen'),
  ], traits, 'healthRegen');
  numbers.manaRegen = combine('manaRegen', 'Mana regeneration', 'per second', [
    { source: `${cls.name} base`, amount: cls.mpRegen },
    { source: `Level ${level} (level ÷ 50)`, amount: level / 50 },
    { source: `Mana regen stat (${stats.mpRegen} × ${MP_REGEN_PER_POINT})`, amount: stats.mpRegen * MP_REGEN_PER_POINT },
    ...itemParts(equipment, 'mpRegen'),
  ], traits, 'manaRegen');
  numbers.attack = combine('attack', 'Attack', 'points', itemParts(equipment, 'attack'), traits, 'attack');
  numbers.defense = combine('defense', 'Defense', 'points', itemParts(equipment, 'defense'), traits, 'defense');
  numbers.armor = combine('armor', 'Armor', 'points', itemParts(equipment, 'armor'), traits, 'armor');

  const ability = stats.ability + itemParts(equipment, 'ability').reduce((sum, p) => sum + p.amount, 0);
  const magic = stats.magic + itemParts(equipment, 'magic').reduce((sum, p) => sum + p.amount, 0);
  const hit = combine('hitChance', 'Hit chance', '%', [
    { source: 'Base', amount: BASE_HIT_CHANCE },
    { source: `Ability (${ability} × ${HIT_CHANCE_PER_ABILITY})`, amount: ability * HIT_CHANCE_PER_ABILITY },
  ], traits, 'hitChance');
  if (hit.value > MAX_HIT_CHANCE) {
    hit.parts.push({ source: `Cap of ${MAX_HIT_CHANCE}%`, amount: round2(MAX_HIT_CHANCE - hit.value) });
    hit.value = MAX_HIT_CHANCE;
  }
  numbers.hitChance = hit;

  const base = weaponDamage(numbers.attack.value, Math.round(ability), level);
  const weaponBonus = percentOf(traits, 'weaponDamage', 'physicalDamage');
  const scale = (range: DamageRange, bonus: number): DamageRange => {
    const min = Math.floor(range.min * (1 + bonus / 100));
    const max = Math.floor(range.max * (1 + bonus / 100));
    return { min, max, average: round2((min + max) / 2) };
  };
  const weapon = scale(base, weaponBonus);
  const weaponParts: Part[] = [
    { source: `Attack ${numbers.attack.value}, ability ${ability}, level ${level}`, amount: base.max },
    ...(weaponBonus ? [{ source: `Traits +${round2(weaponBonus)}% weapon damage`, amount: weapon.max - base.max }] : []),
  ];

  const spells = (input.spells ?? [])
    .filter((spell) => spell.kind === 'attack' && spell.power > 0)
    .map((spell) => {
      const element = spell.element ?? 'physical';
      const bonus = percentOf(traits, 'spellDamage', `${element}Damage` as DerivedTarget);
      const plain = spellDamage(spell.power, Math.round(magic), level);
      const damage = scale(plain, bonus);
      const parts: Part[] = [
        { source: `Power ${spell.power}, magic ${Math.round(magic)}, level ${level}`, amount: plain.max },
        ...(bonus ? [{ source: `Traits +${round2(bonus)}% ${element} damage`, amount: damage.max - plain.max }] : []),
      ];
      return { id: spell.id, name: spell.name, element, damage, parts };
    });

  return { numbers, overCapacity: numbers.weight.value > numbers.capacity.value, weapon: { ...weapon, parts: weaponParts }, spells };
}

/** What one more point in each stat would add to each number (the planner's marginal table). */
export function marginalValues(input: PlannerInput): Record<StatId, Partial<Record<DerivedId | 'weaponMax', number>>> {
  const before = deriveNumbers(input);
  const result = {} as Record<StatId, Partial<Record<DerivedId | 'weaponMax', number>>>;
  for (const stat of Object.keys(input.stats) as StatId[]) {
    const after = deriveNumbers({ ...input, stats: { ...input.stats, [stat]: input.stats[stat] + 1 } });
    const changes: Partial<Record<DerivedId | 'weaponMax', number>> = {};
    for (const id of DERIVED_IDS) {
      const delta = round2(after.numbers[id].value - before.numbers[id].value);
      if (delta !== 0) changes[id] = delta;
    }
    const weaponDelta = after.weapon.max - before.weapon.max;
    if (weaponDelta !== 0) changes.weaponMax = weaponDelta;
    result[stat] = changes;
  }
  return result;
}
