import { MAX_LEVEL } from './constants';

/**
 * Levels, experience and the points a character earns. Every function checks its input and
 * throws a RangeError with a readable message, so a caller never gets a silent NaN.
 */

export function assertLevel(level: number): void {
  if (!Number.isInteger(level) || level < 1 || level > MAX_LEVEL) {
    throw new RangeError(`Level must be a whole number from 1 to ${MAX_LEVEL}, got ${level}.`);
  }
}

function assertPoints(name: string, value: number): void {
  if (!Number.isInteger(value) || value < 0) throw new RangeError(`${name} must be a whole number of 0 or more, got ${value}.`);
}

/**
 * Total experience needed to reach `level` from a fresh level 1 character:
 * 10 × (level − 1) × level × (level + 7). Level 1 needs 0, level 2 needs 180.
 */
export function experienceForLevel(level: number): number {
  assertLevel(level);
  return 10 * (level - 1) * level * (level + 7);
}

/** Experience still needed to go from the start of `level` to the next level; 0 at the top level. */
export function experienceToNextLevel(level: number): number {
  assertLevel(level);
  if (level === MAX_LEVEL) return 0;
  return experienceForLevel(level + 1) - experienceForLevel(level);
}

/** The level a character with `experience` total points has reached (capped at the top level). */
export function levelForExperience(experience: number): number {
  if (!Number.isFinite(experience) || experience < 0) {
    throw new RangeError(`Experience must be a number of 0 or more, got ${experience}.`);
  }
  let low = 1;
  let high = MAX_LEVEL;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (experienceForLevel(middle) <= experience) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** One row of the experience table: the level, the total to reach it and the step to the next. */
export interface ExperienceRow {
  level: number;
  total: number;
  toNext: number;
}

/** The experience table from level `from` to level `to`, both included. */
export function experienceTable(from = 1, to = MAX_LEVEL): ExperienceRow[] {
  assertLevel(from);
  assertLevel(to);
  if (from > to) throw new RangeError(`The first level (${from}) must not be above the last (${to}).`);
  const rows: ExperienceRow[] = [];
  for (let level = from; level <= to; level += 1) {
    rows.push({ level, total: experienceForLevel(level), toNext: experienceToNextLevel(level) });
  }
  return rows;
}

/** Stat points earned per level; level 1 already has its two. */
export const STAT_POINTS_PER_LEVEL = 2;

/** Stat points a character of `level` can allocate in all: 2 per level, 2 at level 1. */
export function statPointsAtLevel(level: number): number {
  assertLevel(level);
  return STAT_POINTS_PER_LEVEL * level;
}

/** Trait points a character of `level` can spend: one every second level (the first at level 2). */
export function traitPointsAtLevel(level: number): number {
  assertLevel(level);
  return Math.floor(level / 2);
}

/** Highest number of points one stat may hold at `level` (share-state rule). */
export function statCapAtLevel(level: number): number {
  assertLevel(level);
  return level;
}

export { assertPoints };
