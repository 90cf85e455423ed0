/**
 * The levelling plan: the order in which a build's stat points and trait points are
 * spent as the character grows. Stat point i (from 0) is spent at the first level that gives it,
 * level ⌈(i + 1) ÷ 2⌉ (`statPointsAtLevel`); trait point j at level 2(j + 1)
 * (`traitPointsAtLevel`). A plan is valid when it spends exactly the build's points and, at every
 * level, keeps the stat-point rule (`statPointsProblem`) and adds each trait point as the tree's
 * rules allow (`checkAdd`). Built on those rules (and `deriveNumbers` for the numbers across
 * levels, in levelling-numbers.ts), so the planner, the trait tree, the share state, the server and the tests share one copy.
 */

import { STAT_IDS, type StatId } from './constants';
import { statPointsAtLevel, traitPointsAtLevel } from './progression';
import { statPointsProblem, type StatPoints } from './stat-points';
import { checkAdd, type TraitBuild, type TraitCatalog } from './traits';

export interface LevellingPlan {
  /** Each stat point, in the order the levels give them; null for a point kept for later (one not spent in the plan). */
  stats: Array<StatId | null>;
  /** Each trait point (a trait number), in the order spent. */
  traits: number[];
}

/** The level at which stat point `index` (from 0) is spent. */
export const statPointLevel = (index: number): number => Math.ceil((index + 1) / 2);
/** The level at which trait point `index` (from 0) is spent. */
export const traitPointLevel = (index: number): number => 2 * (index + 1);

const zeroStats = (): StatPoints => Object.fromEntries(STAT_IDS.map((stat) => [stat, 0])) as StatPoints;

/** The stat points and trait points a plan has spent by `level`. */
export function planAt(plan: LevellingPlan, level: number): { stats: StatPoints; points: Map<number, number> } {
  const stats = zeroStats();
  for (const stat of plan.stats.slice(0, statPointsAtLevel(level))) if (stat) stats[stat] += 1;
  const points = new Map<number, number>();
  for (const trait of plan.traits.slice(0, traitPointsAtLevel(level))) points.set(trait, (points.get(trait) ?? 0) + 1);
  return { stats, points };
}

/** What a plan must match: the build's class, level, stat points and trait points. */
export interface PlannedBuild {
  characterClass: TraitBuild['characterClass'];
  level: number;
  stats: Readonly<StatPoints>;
  points: ReadonlyArray<readonly [number, number]>;
}

/**
 * Why a plan does not fit the build, or null when it does. The message names the level where a
 * rule breaks ("At level 12: …"); a plan that spends other points than the build says so.
 */
export function levellingPlanProblem(catalog: TraitCatalog, build: PlannedBuild, plan: LevellingPlan): string | null {
  if (plan.stats.length > statPointsAtLevel(build.level)) return `The plan has ${plan.stats.length} stat points; level ${build.level} gives ${statPointsAtLevel(build.level)}.`;
  if (plan.traits.length > traitPointsAtLevel(build.level)) return `The plan spends ${plan.traits.length} trait points; level ${build.level} gives ${traitPointsAtLevel(build.level)}.`;
  const final = planAt(plan, build.level);
  for (const stat of STAT_IDS) {
    if (final.stats[stat] !== build.stats[stat]) return `The plan spends ${final.stats[stat]} ${stat} points; the build has ${build.stats[stat]}.`;
  }
  const wanted = new Map(build.points.filter(([, p]) => p > 0));
  for (const trait of new Set([...wanted.keys(), ...final.points.keys()])) {
    if ((final.points.get(trait) ?? 0) !== (wanted.get(trait) ?? 0)) {
      return `The plan spends ${final.points.get(trait) ?? 0} points in ${catalog.traits.get(trait)?.name ?? `trait ${trait}`}; the build has ${wanted.get(trait) ?? 0}.`;
    }
  }
  const stats = zeroStats();
  for (let i = 0; i < plan.stats.length; i += 1) {
    const stat = plan.stats[i];
    if (!stat) continue;
    stats[stat] += 1;
    const level = statPointLevel(i);
    const problem = statPointsProblem(level, stats);
    if (problem) return `At level ${level}: ${problem}`;
  }
  let traits: TraitBuild = { characterClass: build.characterClass, level: 1, points: new Map() };
  for (let j = 0; j < plan.traits.length; j += 1) {
    const level = traitPointLevel(j);
    traits = { ...traits, level };
    const blocked = checkAdd(catalog, traits, plan.traits[j]!);
    if (blocked) return `At level ${level}: ${blocked.reason}`;
    const points = new Map(traits.points);
    points.set(plan.traits[j]!, (points.get(plan.traits[j]!) ?? 0) + 1);
    traits = { ...traits, points };
  }
  return null;
}

/**
 * A plan filled automatically from the final build: the points that matter most to the goal
 * first, within the rules at every level. `worth(stat)` and `traitWorth(trait)` rank them
 * (higher first; ties keep share-state order and trait number order). Stat points are laid out
 * from the last one back, so a stat that must be high early (the per-stat cap is the level)
 * always fits; each trait point is the most wanted one the tree allows at that moment.
 */
export function autoLevellingPlan(catalog: TraitCatalog, build: PlannedBuild, worth: (stat: StatId) => number = () => 0, traitWorth: (trait: number) => number = () => 0): LevellingPlan {
  const rank = [...STAT_IDS].sort((a, b) => worth(b) - worth(a) || STAT_IDS.indexOf(a) - STAT_IDS.indexOf(b));
  const counts = { ...build.stats };
  let spent = STAT_IDS.reduce((sum, stat) => sum + counts[stat], 0);
  const stats: Array<StatId | null> = [];
  // Backwards from the last point the level gives: a point goes to a stat that is above what the
  // level before allows, or, when every point left must be spent, to the least wanted stat;
  // otherwise it is kept, so points are spent as early as the rules allow.
  for (let position = statPointsAtLevel(build.level) - 1; position >= 0; position -= 1) {
    const limit = position === 0 ? 0 : statPointLevel(position - 1);
    const forced = rank.filter((stat) => counts[stat] > limit).sort((a, b) => counts[b] - counts[a]);
    const stat = forced[0] ?? (spent === position + 1 ? [...rank].reverse().find((s) => counts[s] > 0)! : null);
    stats[position] = stat;
    if (stat) {
      counts[stat] -= 1;
      spent -= 1;
    }
  }
  while (stats.length > 0 && stats.at(-1) === null) stats.pop();
  const remaining = new Map(build.points.filter(([, p]) => p > 0));
  const order = [...remaining.keys()].sort((a, b) => traitWorth(b) - traitWorth(a) || a - b);
  const traits: number[] = [];
  let current: TraitBuild = { characterClass: build.characterClass, level: 200, points: new Map() };
  while (remaining.size > 0) {
    const next = order.find((trait) => remaining.has(trait) && checkAdd(catalog, current, trait, { budget: false }) === null);
    // A valid build always has a point the rules allow; an invalid one ends the plan here.
    if (next === undefined) break;
    traits.push(next);
    const points = new Map(current.points);
    points.set(next, (points.get(next) ?? 0) + 1);
    current = { ...current, points };
    const left = remaining.get(next)! - 1;
    if (left === 0) remaining.delete(next);
    else remaining.set(next, left);
  }
  return { stats, traits };
}

/** The share state's form of a plan: `[1, "<stat index per point, - for a point kept>", [[trait, run length], ...]]` (version 1). */
export function packLevellingPlan(plan: LevellingPlan): [number, string, Array<[number, number]>] {
  const runs: Array<[number, number]> = [];
  for (const trait of plan.traits) {
    const last = runs.at(-1);
    if (last && last[0] === trait) last[1] += 1;
    else runs.push([trait, 1]);
  }
  return [1, plan.stats.map((stat) => (stat ? STAT_IDS.indexOf(stat) : '-')).join(''), runs];
}

/** Reads the share state's form of a plan; null for anything else (an unknown version included). */
export function unpackLevellingPlan(raw: unknown): LevellingPlan | null {
  if (!Array.isArray(raw) || raw[0] !== 1 || typeof raw[1] !== 'string' || !Array.isArray(raw[2])) return null;
  if (!/^[0-6-]*$/.test(raw[1]) || raw[1].length > 400) return null;
  const stats = [...raw[1]].map((digit) => (digit === '-' ? null : STAT_IDS[Number(digit)]!));
  const traits: number[] = [];
  for (const run of raw[2] as unknown[]) {
    if (!Array.isArray(run) || run.length !== 2) return null;
    const [trait, count] = run as unknown[];
    if (!Number.isInteger(trait) || (trait as number) < 1 || !Number.isInteger(count) || (count as number) < 1 || traits.length + (count as number) > 100) return null;
    for (let i = 0; i < (count as number); i += 1) traits.push(trait as number);
  }
  return { stats, traits };
}

/** A saved plan (`Build.levellingPlan`, the share state's form as JSON); null for none or one it cannot read. */
export function readLevellingPlanJson(text: string | null | undefined): LevellingPlan | null {
  if (!text) return null;
  try {
    return unpackLevellingPlan(JSON.parse(text));
  } catch {
    return null;
  }
}
