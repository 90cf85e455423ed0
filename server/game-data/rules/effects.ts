/**
 * Typed trait effects (game data version 2): what an effect changes, by how
 * much per point and in what unit, so the planner can compute with it. Labels alone are not
 * enough. The trait data (`data/traits.ts`) uses these targets; the planner's derived numbers
 * (`derived.ts`) read them.
 */

/**
 * Derived numbers the planner computes. An effect with one of these targets changes that
 * number: `flat` adds `perPoint × points` to it, `percent` multiplies it by
 * `1 + perPoint × points / 100` after every flat bonus.
 */
export const DERIVED_TARGETS = [
  'health',
  'mana',
  'capacity',
  'healthRegen',
  'manaRegen',
  'attack',
  'defense',
  'armor',
  'hitChance',
  'criticalChance',
  'criticalDamage',
  'weaponDamage',
  'spellDamage',
  'physicalDamage',
  'fireDamage',
  'iceDamage',
  'earthDamage',
  'energyDamage',
  'holyDamage',
  'deathDamage',
  'healing',
  'manaCost',
] as const;
export type DerivedTarget = (typeof DERIVED_TARGETS)[number];

/**
 * Effects the planner shows but does not fold into a derived number (they act in play, not
 * on the character sheet): movement speed, experience gained, cooldowns, durations, group buffs.
 */
export const UTILITY_TARGETS = ['movementSpeed', 'experienceGained', 'cooldown', 'duration', 'groupDamage', 'secondTarget'] as const;
export type UtilityTarget = (typeof UTILITY_TARGETS)[number];

export const EFFECT_TARGETS = [...DERIVED_TARGETS, ...UTILITY_TARGETS] as const;
export type EffectTarget = DerivedTarget | UtilityTarget;

/** `flat`: points of the target; `percent`: per cent of the target; `seconds`: a duration or cooldown. */
export const EFFECT_UNITS = ['flat', 'percent', 'seconds'] as const;
export type EffectUnit = (typeof EFFECT_UNITS)[number];

export interface TraitEffect {
  target: EffectTarget;
  /** Change per point spent in the trait, in `unit`; negative for reductions (a lower mana cost). */
  perPoint: number;
  unit: EffectUnit;
  /** How players read it, e.g. "Maximum health". */
  label: string;
}

export const isDerivedTarget = (target: string): target is DerivedTarget => (DERIVED_TARGETS as readonly string[]).includes(target);

/** The total change an effect makes at `points` points, in its unit. */
export const effectAt = (effect: Pick<TraitEffect, 'perPoint'>, points: number): number => effect.perPoint * points;

/** "+6% Maximum health", "-9% Mana cost of spells", "+4 s Taunt duration". */
export function describeEffect(effect: TraitEffect, points: number): string {
  const value = effectAt(effect, points);
  const sign = value > 0 ? '+' : value < 0 ? '−' : '';
  const amount = Math.abs(Math.round(value * 100) / 100);
  const unit = effect.unit === 'percent' ? '%' : effect.unit === 'seconds' ? ' s' : '';
  return `${sign}${amount}${unit} ${effect.label}`;
}
