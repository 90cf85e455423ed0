import { assertLevel, assertPoints } from './progression';

/**
 * The combat and character formulae. Inputs are plain numbers (a class's base values come
 * from the data pack), so the server, the calculators and the tests all share one copy.
 */

/** Maximum health gained per point put into the `hp` stat. */
export const HP_PER_POINT = 12;
/** Maximum mana gained per point put into the `mp` stat. */
export const MP_PER_POINT = 12;
/** Ounces of capacity gained per point put into the `capacity` stat. */
export const CAPACITY_PER_POINT = 6;
/** Health per second gained per point put into `hpRegen`. */
export const HP_REGEN_PER_POINT = 0.25;
/** Mana per second gained per point put into `mpRegen`. */
export const MP_REGEN_PER_POINT = 0.25;
/** Weapon damage bonus per point of ability, as a fraction (4 %). */
export const ABILITY_DAMAGE_BONUS = 0.04;
/** Spell damage bonus per point of magic, as a fraction (5 %). */
export const MAGIC_DAMAGE_BONUS = 0.05;
/** Seconds between two health regeneration ticks. */
export const HEALTH_TICK_SECONDS = 6;
/** Seconds between two mana regeneration ticks (patch 1.4 moved it from 6 to 2 for the same total). */
export const MANA_TICK_SECONDS = 2;
/** Seconds between two main-hand attacks: every character swings once per combat round. */
export const ATTACK_INTERVAL_SECONDS = 2;

function assertNonNegative(name: string, value: number): void {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`${name} must be a number of 0 or more, got ${value}.`);
}

/** A class's starting value and what it gains each level after the first. */
export interface Growth {
  base: number;
  perLevel: number;
}

function grown(growth: Growth, level: number): number {
  assertLevel(level);
  assertNonNegative('The base value', growth.base);
  assertNonNegative('The gain per level', growth.perLevel);
  return growth.base + growth.perLevel * (level - 1);
}

/** Maximum health: class base + gain per level × (level − 1) + 12 per `hp` point + item bonus. */
export function maxHealth(growth: Growth, level: number, hpPoints = 0, itemBonus = 0): number {
  assertPoints('Health points', hpPoints);
  assertNonNegative('The item bonus', itemBonus);
  return grown(growth, level) + hpPoints * HP_PER_POINT + itemBonus;
}

/** Maximum mana: class base + gain per level × (level − 1) + 12 per `mp` point + item bonus. */
export function maxMana(growth: Growth, level: number, mpPoints = 0, itemBonus = 0): number {
  assertPoints('Mana points', mpPoints);
  assertNonNegative('The item bonus', itemBonus);
  return grown(growth, level) + mpPoints * MP_PER_POINT + itemBonus;
}

/** Carrying capacity in ounces: class base + gain per level × (level − 1) + 6 per `capacity` point + item bonus. */
export function capacity(growth: Growth, level: number, capacityPoints = 0, itemBonus = 0): number {
  assertPoints('Capacity points', capacityPoints);
  assertNonNegative('The item bonus', itemBonus);
  return grown(growth, level) + capacityPoints * CAPACITY_PER_POINT + itemBonus;
}

/** Regeneration of one resource, per second and per tick. */
export interface Regeneration {
  perSecond: number;
  perTick: number;
  tickSeconds: number;
  perMinute: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Regeneration per second: class base + level ÷ 50 + 0.25 per regeneration point. It is paid
 * out in ticks (health every 6 s, mana every 2 s).
 */
export function regeneration(base: number, level: number, points: number, tickSeconds: number, perPoint = HP_REGEN_PER_POINT): Regeneration {
  assertNonNegative('The base regeneration', base);
  assertLevel(level);
  assertPoints('Regeneration points', points);
  if (!Number.isFinite(tickSeconds) || tickSeconds <= 0) throw new RangeError(`The tick must be more than 0 seconds, got ${tickSeconds}.`);
  const perSecond = base + level / 50 + points * perPoint;
  return { perSecond: round2(perSecond), perTick: round2(perSecond * tickSeconds), tickSeconds, perMinute: round2(perSecond * 60) };
}

export const healthRegeneration = (base: number, level: number, points: number) => regeneration(base, level, points, HEALTH_TICK_SECONDS);
export const manaRegeneration = (base: number, level: number, points: number) => regeneration(base, level, points, MANA_TICK_SECONDS, MP_REGEN_PER_POINT);

/** A damage range; `average` is the mean of an even roll between the two. */
export interface DamageRange {
  min: number;
  max: number;
  average: number;
}

function range(min: number, max: number): DamageRange {
  return { min, max, average: round2((min + max) / 2) };
}

/**
 * Weapon hit: maximum = ⌊attack × (1 + 4 % per ability point) + level ÷ 5⌋, minimum = half
 * of it rounded down. Bows and crossbows use the same rule with their attack.
 */
export function weaponDamage(attack: number, ability: number, level: number): DamageRange {
  assertNonNegative('Attack', attack);
  assertPoints('Ability', ability);
  assertLevel(level);
  const max = Math.floor(attack * (1 + ability * ABILITY_DAMAGE_BONUS) + level / 5);
  return range(Math.floor(max / 2), max);
}

/**
 * Spell hit: maximum = ⌊power × (1 + 5 % per magic point) + level ÷ 3⌋, minimum = 70 % of it
 * rounded down (spells are steadier than weapons).
 */
export function spellDamage(power: number, magic: number, level: number): DamageRange {
  assertNonNegative('Spell power', power);
  assertPoints('Magic', magic);
  assertLevel(level);
  const max = Math.floor(power * (1 + magic * MAGIC_DAMAGE_BONUS) + level / 3);
  return range(Math.floor(max * 0.7), max);
}

/**
 * Damage that gets through: the element modifier first (+25 means 25 % more, −100 immune),
 * then armor takes away half its value, never below 0.
 */
export function damageTaken(raw: number, armor: number, elementModifier = 0): number {
  assertNonNegative('Damage', raw);
  assertNonNegative('Armor', armor);
  if (!Number.isFinite(elementModifier) || elementModifier < -100 || elementModifier > 100) {
    throw new RangeError(`The element modifier must be from -100 to 100 percent, got ${elementModifier}.`);
  }
  const afterElement = Math.round((raw * (100 + elementModifier)) / 100);
  return Math.max(0, afterElement - Math.floor(armor / 2));
}
