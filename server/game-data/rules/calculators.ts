import { MAX_LEVEL } from './constants';
import { effectAt, type TraitEffect } from './effects';
import type { Part } from './derived';
import { ATTACK_INTERVAL_SECONDS, damageTaken, type DamageRange } from './formulas';
import { assertLevel, experienceForLevel, experienceToNextLevel } from './progression';

/**
 * The rules behind the experience table and the quick calculators: reading what a
 * player typed, experience between two levels, the time it takes at a given rate, refill
 * times, spell mana costs and what fits in a backpack. Built on progression.ts and
 * formulas.ts; every function checks its input and throws a RangeError with a readable
 * message, so the pages never show a NaN.
 */

/** What one typed number field accepts; `label` starts the messages ("Level must be…"). */
export interface NumberInputRule {
  label: string;
  min: number;
  max?: number;
  /** Only whole numbers (levels, points). */
  whole?: boolean;
  /** Accept the players' shorthands: 250k, 1.5kk, 2m (thousands and millions). */
  shorthand?: boolean;
}

export type ParsedNumber = { ok: true; value: number } | { ok: false; message: string };

const SUFFIXES: Record<string, number> = { '': 1, k: 1_000, kk: 1_000_000, m: 1_000_000 };
const NUMBER_PATTERN = /^([-−]?)(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d+))?(k|kk|m)?$/;

const grouped = (value: number) => value.toLocaleString('en', { maximumFractionDigits: 2 });

/**
 * Reads a number a player typed: digits with an optional sign, decimal point and thousands
 * commas (`1,250,000`), spaces anywhere (`1 250 000`) and, with `shorthand`, `k`, `kk` or `m`.
 * Anything else gets a message saying what the field needs; it never yields NaN.
 */
export function parseNumberInput(text: string, rule: NumberInputRule): ParsedNumber {
  const { label, min, max } = rule;
  // Written only for a message: a number read well needs none (the first toLocaleString a page calls loads the browser's
  // locale data, 65 ms of a phone's main thread at 4x CPU while the experience table hydrated).
  const bounds = () => (max === undefined ? `${grouped(min)} or more` : `from ${grouped(min)} to ${grouped(max)}`);
  const compact = text.replace(/\s+/g, '').toLowerCase();
  if (compact === '') return { ok: false, message: `${label} is empty: enter a number ${bounds()}.` };
  const match = NUMBER_PATTERN.exec(compact);
  if (!match || (match[2] === '' && match[3] === undefined) || (match[4] && !rule.shorthand)) {
    return { ok: false, message: `${label} must be a number${rule.shorthand ? ' (like 1,500 or 250k)' : ''}, not “${text.trim()}”.` };
  }
  const [, sign, integer, fraction, suffix = ''] = match;
  const magnitude = Number(`${integer!.replace(/,/g, '') || '0'}.${fraction ?? '0'}`) * SUFFIXES[suffix]!;
  const value = sign ? -magnitude : magnitude;
  if (!Number.isFinite(value)) return { ok: false, message: `${label} is too large: enter a number ${bounds()}.` };
  if (rule.whole && !Number.isInteger(value)) return { ok: false, message: `${label} must be a whole number ${bounds()}.` };
  if (value < min || (max !== undefined && value > max)) return { ok: false, message: `${label} must be ${bounds()}, not ${grouped(value)}.` };
  return { ok: true, value: value === 0 ? 0 : value };
}

/** The rule for a character level field. */
export const levelInput = (label = 'Level'): NumberInputRule => ({ label, min: 1, max: MAX_LEVEL, whole: true });

/** Experience from the start of level `from` to the start of level `to` (0 when they are equal). */
export function experienceBetween(from: number, to: number): number {
  assertLevel(from);
  assertLevel(to);
  if (to < from) throw new RangeError(`The target level (${to}) must not be below the starting level (${from}).`);
  return experienceForLevel(to) - experienceForLevel(from);
}

/**
 * Experience a character at `level`, `progressPercent` of the way to the next level, still
 * needs to reach `target`. Progress is 0 to below 100 (at the top level only 0).
 */
export function experienceStillNeeded(level: number, progressPercent: number, target: number): number {
  assertLevel(level);
  assertLevel(target);
  const step = experienceToNextLevel(level);
  if (!Number.isFinite(progressPercent) || progressPercent < 0 || progressPercent >= 100 || (step === 0 && progressPercent > 0)) {
    throw new RangeError(
      step === 0 ? `At level ${MAX_LEVEL} there is no next level, so progress must be 0.` : `Progress must be from 0 to below 100 per cent, got ${progressPercent}.`,
    );
  }
  if (target <= level) throw new RangeError(`The target level (${target}) must be above the current level (${level}).`);
  return experienceForLevel(target) - experienceForLevel(level) - Math.floor((step * progressPercent) / 100);
}

/** A duration split the way players read it. */
export interface Duration {
  /** Exact hours (may be fractional). */
  hours: number;
  /** Whole minutes, rounded up: the last minute still has to be played. */
  totalMinutes: number;
  days: number;
  hoursPart: number;
  minutesPart: number;
}

/** Time to earn `experience` at `perHour` experience per hour. */
export function timeToGain(experience: number, perHour: number): Duration {
  if (!Number.isFinite(experience) || experience < 0) throw new RangeError(`Experience must be a number of 0 or more, got ${experience}.`);
  if (!Number.isFinite(perHour) || perHour <= 0) throw new RangeError(`Experience per hour must be more than 0, got ${perHour}.`);
  const hours = experience / perHour;
  // A tiny tolerance so 0.1 h is 6 minutes, not 7 after floating point.
  const totalMinutes = Math.max(0, Math.ceil(hours * 60 - 1e-9));
  return { hours, totalMinutes, days: Math.floor(totalMinutes / 1440), hoursPart: Math.floor((totalMinutes % 1440) / 60), minutesPart: totalMinutes % 60 };
}

/** A whole count of 0 or more with its word, grouped as `toLocaleString('en')` writes it (written directly: see parseNumberInput on Intl). */
const plural = (count: number, word: string) => `${String(count).replace(/\B(?=(\d{3})+$)/g, ',')} ${word}${count === 1 ? '' : 's'}`;

/** "2 days 3 hours 5 minutes", "45 minutes", "no time at all". */
export function formatDuration(duration: Pick<Duration, 'totalMinutes' | 'days' | 'hoursPart' | 'minutesPart'>): string {
  if (duration.totalMinutes === 0) return 'no time at all';
  const parts: string[] = [];
  if (duration.days) parts.push(plural(duration.days, 'day'));
  if (duration.hoursPart) parts.push(plural(duration.hoursPart, 'hour'));
  if (duration.minutesPart) parts.push(plural(duration.minutesPart, 'minute'));
  return parts.join(' ');
}

/**
 * Seconds to refill `max` points from empty when `perTick` points come every `tickSeconds`:
 * whole ticks, since regeneration is only paid on a tick.
 */
export function secondsToRefill(max: number, perTick: number, tickSeconds: number): number {
  if (!Number.isFinite(max) || max < 0) throw new RangeError(`The maximum must be a number of 0 or more, got ${max}.`);
  if (!Number.isFinite(perTick) || perTick <= 0) throw new RangeError(`Regeneration per tick must be more than 0, got ${perTick}.`);
  if (!Number.isFinite(tickSeconds) || tickSeconds <= 0) throw new RangeError(`The tick must be more than 0 seconds, got ${tickSeconds}.`);
  return Math.max(0, Math.ceil(max / perTick - 1e-9)) * tickSeconds;
}

/** Mana cost reduction from traits is capped, so no spell is ever free (per cent). */
export const MAX_MANA_COST_REDUCTION = 50;

/**
 * Mana a spell costs after trait reductions: ⌈base × (100 − reduction) ÷ 100⌉, the reduction
 * in per cent (traits give it as a negative `manaCost` effect) capped at 50 %.
 */
export function spellManaCost(baseCost: number, reductionPercent: number): number {
  if (!Number.isInteger(baseCost) || baseCost < 0) throw new RangeError(`The mana cost must be a whole number of 0 or more, got ${baseCost}.`);
  if (!Number.isFinite(reductionPercent) || reductionPercent < 0) throw new RangeError(`The reduction must be 0 per cent or more, got ${reductionPercent}.`);
  const reduction = Math.min(reductionPercent, MAX_MANA_COST_REDUCTION);
  // Rounded to a millionth first, so 100 × 0.93 is 93 and not 93.00000000000001 rounded up to 94.
  return Math.ceil(Math.round(baseCost * (100 - reduction) * 10_000) / 1_000_000);
}

/**
 * The mana cost reduction, in per cent, that traits with points give: the sum of their
 * `manaCost` percent effects (negative per point in the data), before the 50 % cap.
 */
export function manaCostReduction(traits: ReadonlyArray<{ points: number; effects: readonly Pick<TraitEffect, 'target' | 'perPoint' | 'unit'>[] }>): number {
  let total = 0;
  for (const trait of traits) {
    if (!Number.isInteger(trait.points) || trait.points < 0) throw new RangeError(`Trait points must be a whole number of 0 or more, got ${trait.points}.`);
    for (const effect of trait.effects) if (effect.target === 'manaCost' && effect.unit === 'percent') total -= effectAt(effect, trait.points);
  }
  return Math.round(total * 100) / 100;
}

/** How a spell can be cast from a full mana bar and kept up with regeneration. */
export interface SpellCasting {
  /** Casts in a row from full mana (unbounded for a spell that costs nothing). */
  castsFromFull: number;
  /** Casts per minute the cooldown allows (unbounded without a cooldown). */
  cooldownLimit: number;
  /** Casts per minute regeneration alone pays for (unbounded for a free spell). */
  regenerationLimit: number;
  /** Casts per minute that can be kept up for ever: the lower of the two limits. */
  sustainedPerMinute: number;
  /** True when mana, not the cooldown, is what holds the caster back. */
  manaBound: boolean;
}

/** Casting a spell of `cost` mana with `maxMana` mana, `manaPerSecond` regeneration and a cooldown (0 for none). */
export function spellCasting(cost: number, maxMana: number, manaPerSecond: number, cooldownSeconds: number): SpellCasting {
  if (!Number.isFinite(cost) || cost < 0) throw new RangeError(`The mana cost must be 0 or more, got ${cost}.`);
  if (!Number.isFinite(maxMana) || maxMana < 0) throw new RangeError(`Maximum mana must be 0 or more, got ${maxMana}.`);
  if (!Number.isFinite(manaPerSecond) || manaPerSecond < 0) throw new RangeError(`Mana regeneration must be 0 or more, got ${manaPerSecond}.`);
  if (!Number.isFinite(cooldownSeconds) || cooldownSeconds < 0) throw new RangeError(`The cooldown must be 0 seconds or more, got ${cooldownSeconds}.`);
  const cooldownLimit = cooldownSeconds === 0 ? Number.POSITIVE_INFINITY : Math.round((60 / cooldownSeconds) * 100) / 100;
  const regenerationLimit = cost === 0 ? Number.POSITIVE_INFINITY : Math.round(((manaPerSecond * 60) / cost) * 100) / 100;
  return {
    castsFromFull: cost === 0 ? Number.POSITIVE_INFINITY : Math.floor(maxMana / cost),
    cooldownLimit,
    regenerationLimit,
    sustainedPerMinute: Math.min(cooldownLimit, regenerationLimit),
    manaBound: regenerationLimit < cooldownLimit,
  };
}

/** What fits in a character's capacity. */
export interface CarryResult {
  /** Ounces left (negative when already over capacity). */
  free: number;
  /** How many more of the item fit (0 when over capacity). */
  count: number;
}

/** How many items of `itemWeight` oz fit beside `carried` oz when the character can carry `capacityOz`. */
export function carryCount(capacityOz: number, carried: number, itemWeight: number): CarryResult {
  if (!Number.isFinite(capacityOz) || capacityOz < 0) throw new RangeError(`Capacity must be 0 oz or more, got ${capacityOz}.`);
  if (!Number.isFinite(carried) || carried < 0) throw new RangeError(`The weight carried must be 0 oz or more, got ${carried}.`);
  if (!Number.isFinite(itemWeight) || itemWeight <= 0) throw new RangeError(`The item's weight must be more than 0 oz, got ${itemWeight}.`);
  const free = Math.round((capacityOz - carried) * 100) / 100;
  // A tiny tolerance so 0.3 oz holds three items of 0.1 oz despite floating point.
  const count = free <= 0 ? 0 : Math.floor(free / itemWeight + 1e-9);
  return { free, count };
}

/**
 * A hit range against a target: each end through the damage taken formula (element modifier,
 * then half the armor), and the average over every whole roll between them, since armor that
 * stops the weakest rolls entirely lifts the average above the middle of the two ends.
 */
export function hitAgainst(range: DamageRange, armor: number, elementModifier: number): DamageRange {
  if (!Number.isInteger(range.min) || !Number.isInteger(range.max) || range.min < 0 || range.max < range.min) {
    throw new RangeError(`A hit must run from a whole number of 0 or more up to a larger one, got ${range.min} to ${range.max}.`);
  }
  let sum = 0;
  for (let roll = range.min; roll <= range.max; roll += 1) sum += damageTaken(roll, armor, elementModifier);
  return {
    min: damageTaken(range.min, armor, elementModifier),
    max: damageTaken(range.max, armor, elementModifier),
    average: Math.round((sum / (range.max - range.min + 1)) * 100) / 100,
  };
}

/** Hits of `averageDamage` needed to bring `health` to 0; unbounded when the hits do nothing. */
export function hitsToDefeat(health: number, averageDamage: number): number {
  if (!Number.isFinite(health) || health <= 0) throw new RangeError(`Health must be more than 0, got ${health}.`);
  if (!Number.isFinite(averageDamage) || averageDamage < 0) throw new RangeError(`Damage must be 0 or more, got ${averageDamage}.`);
  return averageDamage === 0 ? Number.POSITIVE_INFINITY : Math.ceil(health / averageDamage - 1e-9);
}

/** Kills of a monster worth `perKill` experience needed to earn `experience`; the last kill counts in full. */
export function killsNeeded(experience: number, perKill: number): number {
  if (!Number.isFinite(experience) || experience < 0) throw new RangeError(`Experience must be a number of 0 or more, got ${experience}.`);
  if (!Number.isFinite(perKill) || perKill <= 0) throw new RangeError(`Experience per kill must be more than 0, got ${perKill}.`);
  return Math.max(0, Math.ceil(experience / perKill - 1e-9));
}

/** What a fight needs of a monster (the pack's monster record fits). */
export interface TargetMonster {
  name: string;
  health: number;
  armor: number;
  elements: ReadonlyArray<{ element: string; modifier: number }>;
}

export const FIGHT_IDS = ['hitChance', 'damagePerHit', 'damagePerSecond', 'hits', 'timeToKill'] as const;
export type FightId = (typeof FIGHT_IDS)[number];

/**
 * One number of a fight, explained like the planner's derived numbers. `parts` of a `sum` add up
 * to the value; the parts of `steps` are the steps of the sum, each with the number it gives.
 */
export interface FightNumber {
  id: FightId;
  label: string;
  value: number;
  unit: string;
  explained: 'sum' | 'steps';
  parts: Part[];
}

export interface Fight {
  numbers: Record<FightId, FightNumber>;
  /** The hit that lands, after the monster's element modifier and armor (`hitAgainst`). */
  landed: DamageRange;
  /** Hits landed to defeat it; unbounded when the hits do nothing. */
  hits: number;
  /** Seconds the fight takes on average (misses included); unbounded when the hits do nothing. */
  seconds: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * A fight against a monster with the main-hand hit (the quick calculators' "Against" and the
 * planner's): every attack lands at the attacker's hit chance (monsters do not dodge), each hit
 * through `hitAgainst` (the monster's modifier for `element`, then half its armor), one swing every
 * `ATTACK_INTERVAL_SECONDS`. Hits to defeat it are `hitsToDefeat` of the landed average; the time
 * is those hits at the hit chance, swing by swing: hits ÷ chance × interval. A hit that lands for
 * nothing (immune, or all stopped by armor) never kills: hits and time are unbounded.
 */
export function fightAgainst(hit: DamageRange, hitChancePercent: number, monster: TargetMonster, element = 'physical'): Fight {
  if (!Number.isFinite(hitChancePercent) || hitChancePercent < 0 || hitChancePercent > 100) {
    throw new RangeError(`The hit chance must be from 0 to 100 per cent, got ${hitChancePercent}.`);
  }
  if (!Number.isFinite(monster.armor) || monster.armor < 0) throw new RangeError(`Armor must be a number of 0 or more, got ${monster.armor}.`);
  const modifier = monster.elements.find((e) => e.element === element)?.modifier ?? 0;
  const afterElement = hitAgainst(hit, 0, modifier);
  const landed = hitAgainst(hit, monster.armor, modifier);
  const hits = hitsToDefeat(monster.health, landed.average);
  const chance = hitChancePercent / 100;
  const perSwing = round2(landed.average * chance);
  const perSecond = round2((landed.average * chance) / ATTACK_INTERVAL_SECONDS);
  const swings = chance === 0 || !Number.isFinite(hits) ? Number.POSITIVE_INFINITY : round2(hits / chance);
  const seconds = Number.isFinite(swings) ? round2((hits / chance) * ATTACK_INTERVAL_SECONDS) : Number.POSITIVE_INFINITY;
  const stopped = Math.floor(monster.armor / 2);
  const modifierText = modifier === 0 ? `no ${element} weakness or resistance` : `${element} ${modifier > 0 ? 'weakness' : 'resistance'} ${modifier > 0 ? '+' : ''}${modifier}%`;
  const numbers: Record<FightId, FightNumber> = {
    hitChance: {
      id: 'hitChance', label: 'Hit chance', value: hitChancePercent, unit: '%', explained: 'sum',
      parts: [{ source: 'Your hit chance (monsters do not dodge)', amount: hitChancePercent }],
    },
    damagePerHit: {
      id: 'damagePerHit', label: 'Damage per hit', value: landed.average, unit: `average, ${landed.min}–${landed.max}`, explained: 'sum',
      parts: [
        { source: `Your hit ${hit.min}–${hit.max}, average of every roll`, amount: round2((hit.min + hit.max) / 2) },
        { source: `${monster.name}: ${modifierText}`, amount: round2(afterElement.average - (hit.min + hit.max) / 2) },
        { source: `Armor ${monster.armor} stops ${stopped} of each hit (never below 0)`, amount: round2(landed.average - afterElement.average) },
      ],
    },
    damagePerSecond: {
      id: 'damagePerSecond', label: 'Damage per second', value: perSecond, unit: 'per second', explained: 'steps',
      parts: [
        { source: `${landed.average} per hit × ${hitChancePercent}% hit chance, per swing`, amount: perSwing },
        { source: `÷ ${ATTACK_INTERVAL_SECONDS} s between swings`, amount: perSecond },
      ],
    },
    hits: {
      id: 'hits', label: 'Hits to kill', value: hits, unit: 'hits landed', explained: 'steps',
      parts: [{ source: landed.average === 0 ? `${monster.health} health, and no hit gets through` : `${monster.health} health ÷ ${landed.average} per hit, rounded up`, amount: hits }],
    },
    timeToKill: {
      id: 'timeToKill', label: 'Time to kill', value: seconds, unit: 'seconds', explained: 'steps',
      parts: [
        { source: `${Number.isFinite(hits) ? hits : 'Endless'} hits ÷ ${hitChancePercent}% hit chance: swings on average`, amount: swings },
        { source: `× ${ATTACK_INTERVAL_SECONDS} s between swings`, amount: seconds },
      ],
    },
  };
  return { numbers, landed, hits, seconds };
}
