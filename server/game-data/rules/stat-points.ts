import { STAT_IDS, STAT_NAMES, type StatId } from './constants';
import { statCapAtLevel, statPointsAtLevel } from './progression';

/**
 * The stat-point rule, written once: a level gives `statPointsAtLevel` points in all
 * and one stat holds at most `statCapAtLevel`. The server's build check, the planner's
 * buttons and typed values, the share-state repair and the class/level reshape all use it.
 */

export type StatPoints = Record<StatId, number>;

/** Points spent on every stat together. */
export const statPointsSpent = (stats: Readonly<StatPoints>): number => STAT_IDS.reduce((sum, stat) => sum + stats[stat], 0);

/** Points the level still leaves to spend (never below 0 for a build within the rules). */
export const statPointsLeft = (level: number, stats: Readonly<StatPoints>): number => statPointsAtLevel(level) - statPointsSpent(stats);

/** Most points `stat` may hold at `level` with the other stats as they are. */
export function statPointMax(level: number, stats: Readonly<StatPoints>, stat: StatId): number {
  const others = statPointsSpent(stats) - stats[stat];
  return Math.max(0, Math.min(statCapAtLevel(level), statPointsAtLevel(level) - others));
}

/** True when one more point may go into `stat` (the planner's + and Max buttons). */
export const mayAddStatPoint = (level: number, stats: Readonly<StatPoints>, stat: StatId): boolean => stats[stat] < statPointMax(level, stats, stat);

/**
 * Why these stats break the rules at `level`, or null when they keep them: each stat a whole
 * number from 0 to the cap, and no more in all than the level gives.
 */
export function statPointsProblem(level: number, stats: Readonly<Partial<Record<StatId, number | null>>>): string | null {
  const cap = statCapAtLevel(level);
  let total = 0;
  for (const stat of STAT_IDS) {
    const value = stats[stat] ?? 0;
    if (!Number.isInteger(value) || value < 0 || value > cap) return `Each stat takes a whole number from 0 to ${cap} at level ${level} (${stat}).`;
    total += value;
  }
  const budget = statPointsAtLevel(level);
  return total > budget ? `Level ${level} gives ${budget} stat points; this build spends ${total}.` : null;
}

/**
 * Sets `stat` to the `wanted` number of points as far as the rules allow: a fraction is rounded
 * down, below 0 becomes 0, past the cap or the points left becomes the most it may hold. The
 * note says why a typed value was not kept (null when it was).
 */
export function setStatPoint(level: number, stats: Readonly<StatPoints>, stat: StatId, wanted: number): { stats: StatPoints; value: number; note: string | null } {
  const max = statPointMax(level, stats, stat);
  const whole = Number.isFinite(wanted) ? Math.floor(wanted) : stats[stat];
  const value = Math.max(0, Math.min(whole, max));
  const cap = statCapAtLevel(level);
  const budget = statPointsAtLevel(level);
  const name = STAT_NAMES[stat];
  let note: string | null = null;
  if (whole > value) {
    note = `${name} stays at ${value}: ${value === cap ? `one stat takes at most the level (${cap})` : `${max} of the level’s ${budget} points are free for it`}.`;
  } else if (whole < 0) {
    note = `${name} cannot go below 0.`;
  }
  return { stats: { ...stats, [stat]: value }, value, note };
}

/**
 * Keeps stat points within a level: none above the cap, and no more in all than the level
 * gives; the first stats in share-state order keep theirs. Says what was refunded.
 */
export function repairStatPoints(level: number, stats: Readonly<StatPoints>): { stats: StatPoints; changes: string[] } {
  const changes: string[] = [];
  const cap = statCapAtLevel(level);
  const total = statPointsAtLevel(level);
  let budget = total;
  const kept = { ...stats };
  for (const stat of STAT_IDS) {
    const value = Math.max(0, Math.min(Number.isInteger(stats[stat]) ? stats[stat] : 0, budget, cap));
    const refunded = stats[stat] - value;
    if (refunded > 0) changes.push(`${refunded} ${stat} stat point${refunded === 1 ? '' : 's'} refunded (level ${level} gives ${total} stat points, at most ${cap} in one stat).`);
    kept[stat] = value;
    budget -= value;
  }
  return { stats: kept, changes };
}
