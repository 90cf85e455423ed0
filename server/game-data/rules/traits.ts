/**
 * The trait tree rules: budgets, tier gating, prerequisites, what a
 * player may add or remove and why not, removing with dependents, resets and the check the
 * server runs on every saved build. Pure functions over a catalog of traits, so the server, the
 * client and the tests share one copy.
 */

import { CLASS_NAMES, type ClassId } from './constants';
import { traitPointsAtLevel } from './progression';
// The one import of game data in rules/: the pack's catalog, the default every caller shares.
// The functions below take the catalog as a parameter; lint forbids any other data import here.
// oxlint-disable-next-line no-restricted-imports
import { TRAITS, TRAIT_TIER_POINTS } from '../data/traits';
import type { Trait } from '../schemas';

/** A tree: one class's, or the shared one every class has. */
export type TraitTreeId = ClassId | 'shared';

export interface TraitCatalog {
  readonly traits: ReadonlyMap<number, Trait>;
  /** Points spent in a tree that open tier k (index k - 1). */
  readonly tierPoints: readonly number[];
}

export const createTraitCatalog = (traits: readonly Trait[], tierPoints: readonly number[]): TraitCatalog => ({
  traits: new Map(traits.map((trait) => [trait.number, trait])),
  tierPoints,
});

/** The pack's traits (game data version 2). */
export const TRAIT_CATALOG: TraitCatalog = createTraitCatalog(TRAITS, TRAIT_TIER_POINTS);

/** Points per trait number; traits without points are absent. */
export type TraitPoints = ReadonlyMap<number, number>;

export interface TraitBuild {
  characterClass: ClassId;
  level: number;
  points: TraitPoints;
}

export const treeOfTrait = (trait: Pick<Trait, 'class'>): TraitTreeId => trait.class ?? 'shared';
export const treeName = (tree: TraitTreeId): string => (tree === 'shared' ? 'shared tree' : `${CLASS_NAMES[tree]} tree`);

/** The traits of one tree, in number order. */
export function treeTraits(catalog: TraitCatalog, tree: TraitTreeId): Trait[] {
  return [...catalog.traits.values()].filter((trait) => treeOfTrait(trait) === tree);
}

/** Points a character of `level` can spend on traits. */
export const traitPointsAvailable = (level: number): number => traitPointsAtLevel(level);

/** Points spent in all trees. */
export function pointsSpent(points: TraitPoints): number {
  let total = 0;
  for (const value of points.values()) total += value;
  return total;
}

/** Points spent in one tree (optionally only in tiers below `belowTier`). */
export function pointsInTree(catalog: TraitCatalog, points: TraitPoints, tree: TraitTreeId, belowTier = Number.POSITIVE_INFINITY): number {
  let total = 0;
  for (const [number, value] of points) {
    const trait = catalog.traits.get(number);
    if (trait && treeOfTrait(trait) === tree && trait.tier < belowTier) total += value;
  }
  return total;
}

/** Points needed in a tree to open `tier`. */
export const pointsToOpenTier = (catalog: TraitCatalog, tier: number): number => catalog.tierPoints[tier - 1] ?? Number.POSITIVE_INFINITY;

/** True when the points spent in the tiers below `tier` of `tree` open it. */
export function tierOpen(catalog: TraitCatalog, points: TraitPoints, tree: TraitTreeId, tier: number): boolean {
  return pointsInTree(catalog, points, tree, tier) >= pointsToOpenTier(catalog, tier);
}

/** "Tier 4 opens at 15 points in this tree" for a closed tier, null for an open one. */
export function tierHint(catalog: TraitCatalog, points: TraitPoints, tree: TraitTreeId, tier: number): string | null {
  if (tierOpen(catalog, points, tree, tier)) return null;
  return `Tier ${tier} opens at ${pointsToOpenTier(catalog, tier)} points in this tree`;
}

/** Why an action cannot be taken; `dependents` lists the traits "remove with the traits that need it" would also clear. */
export interface TraitBlock {
  reason: string;
  dependents: number[];
}

const block = (reason: string, dependents: number[] = []): TraitBlock => ({ reason, dependents });

/**
 * Why a point cannot be added to trait `number`, or null when it can. With `budget: false` the
 * level's budget is not checked, only the tree's rules (trait paths plan past the budget to say
 * by how much it falls short).
 */
export function checkAdd(catalog: TraitCatalog, build: TraitBuild, number: number, options: { budget?: boolean } = {}): TraitBlock | null {
  const trait = catalog.traits.get(number);
  if (!trait) return block(`There is no trait number ${number}.`);
  const tree = treeOfTrait(trait);
  if (tree !== 'shared' && tree !== build.characterClass) return block(`${trait.name} is a ${CLASS_NAMES[tree]} trait.`);
  const current = build.points.get(number) ?? 0;
  if (current >= trait.maxPoints) return block(`${trait.name} is at its maximum (${trait.maxPoints}/${trait.maxPoints}).`);
  const available = traitPointsAvailable(build.level);
  if ((options.budget ?? true) && pointsSpent(build.points) >= available) {
    return block(`Level ${build.level} gives ${available} point${available === 1 ? '' : 's'}; all are spent.`);
  }
  if (!tierOpen(catalog, build.points, tree, trait.tier)) {
    const needed = pointsToOpenTier(catalog, trait.tier);
    const spent = pointsInTree(catalog, build.points, tree, trait.tier);
    return block(`${trait.name} is in tier ${trait.tier}, which opens at ${needed} points in this tree (${spent} spent).`);
  }
  if (trait.prerequisite !== null) {
    const required = catalog.traits.get(trait.prerequisite)!;
    if ((build.points.get(required.number) ?? 0) < required.maxPoints) {
      return block(`${trait.name} needs ${required.maxPoints} point${required.maxPoints === 1 ? '' : 's'} in ${required.name}.`);
    }
  }
  return null;
}

/** Every trait with points that breaks a rule of the tree (tier closed, prerequisite not at its maximum). */
function brokenTraits(catalog: TraitCatalog, points: TraitPoints): Trait[] {
  const broken: Trait[] = [];
  for (const [number, value] of points) {
    const trait = catalog.traits.get(number);
    if (!trait || value <= 0) continue;
    const prerequisiteShort = trait.prerequisite !== null && (points.get(trait.prerequisite) ?? 0) < catalog.traits.get(trait.prerequisite)!.maxPoints;
    if (prerequisiteShort || !tierOpen(catalog, points, treeOfTrait(trait), trait.tier)) broken.push(trait);
  }
  return broken;
}

const names = (traits: Trait[]) =>
  traits.length <= 2 ? traits.map((t) => t.name).join(' and ') : `${traits.slice(0, -1).map((t) => t.name).join(', ')} and ${traits.at(-1)!.name}`;

/** Why a point cannot be taken from trait `number`, or null when it can. */
export function checkRemove(catalog: TraitCatalog, build: TraitBuild, number: number): TraitBlock | null {
  const trait = catalog.traits.get(number);
  if (!trait) return block(`There is no trait number ${number}.`);
  if ((build.points.get(number) ?? 0) === 0) return block(`${trait.name} has no points to remove.`);
  const after = new Map(build.points);
  after.set(number, after.get(number)! - 1);
  if (after.get(number) === 0) after.delete(number);
  const dependents = brokenTraits(catalog, after);
  if (dependents.length === 0) return null;
  const cascade = removeWithDependents(catalog, build, number).removed.filter((n) => n !== number);
  const needing = dependents.filter((t) => t.prerequisite === number);
  if (needing.length > 0) return block(`${trait.name} is needed by ${names(needing)}.`, cascade);
  const closing = [...new Set(dependents.map((t) => t.tier))].sort((a, b) => a - b);
  return block(`Removing a point from ${trait.name} would close tier ${closing[0]}, where ${names(dependents)} ${dependents.length === 1 ? 'has' : 'have'} points.`, cascade);
}

/** Adds one point, or returns the build unchanged with the reason. */
export function addPoint(catalog: TraitCatalog, build: TraitBuild, number: number): { build: TraitBuild; blocked: TraitBlock | null } {
  const blocked = checkAdd(catalog, build, number);
  if (blocked) return { build, blocked };
  const points = new Map(build.points);
  points.set(number, (points.get(number) ?? 0) + 1);
  return { build: { ...build, points }, blocked: null };
}

/** Removes one point, or returns the build unchanged with the reason. */
export function removePoint(catalog: TraitCatalog, build: TraitBuild, number: number): { build: TraitBuild; blocked: TraitBlock | null } {
  const blocked = checkRemove(catalog, build, number);
  if (blocked) return { build, blocked };
  const points = new Map(build.points);
  const left = points.get(number)! - 1;
  if (left === 0) points.delete(number);
  else points.set(number, left);
  return { build: { ...build, points }, blocked: null };
}

/** Clears every trait that breaks a rule, until none does; returns what went, in the order it went. */
function clearBroken(catalog: TraitCatalog, points: Map<number, number>): number[] {
  const removed: number[] = [];
  for (;;) {
    const broken = brokenTraits(catalog, points);
    if (broken.length === 0) return removed;
    for (const trait of broken) {
      points.delete(trait.number);
      removed.push(trait.number);
    }
  }
}

/** Removes one point of `number` and every point that then breaks a rule (the traits that need it, tiers that close). */
export function removeWithDependents(catalog: TraitCatalog, build: TraitBuild, number: number): { build: TraitBuild; removed: number[] } {
  const current = build.points.get(number) ?? 0;
  if (current === 0) return { build, removed: [] };
  const points = new Map(build.points);
  if (current === 1) points.delete(number);
  else points.set(number, current - 1);
  const removed = [number, ...clearBroken(catalog, points)];
  return { build: { ...build, points }, removed };
}

/** Takes every point out of one tree. */
export function resetTree(catalog: TraitCatalog, build: TraitBuild, tree: TraitTreeId): TraitBuild {
  const points = new Map([...build.points].filter(([number]) => {
    const trait = catalog.traits.get(number);
    return !trait || treeOfTrait(trait) !== tree;
  }));
  return { ...build, points };
}

/** Takes every point out of every tree. */
export const resetAll = (build: TraitBuild): TraitBuild => ({ ...build, points: new Map() });

/**
 * The first problem of a build's trait points as a player reads it, or null when they are valid:
 * known traits of the class or the shared tree, 1 to the maximum each, open tiers, prerequisites
 * at their maximum, and no more points than the level gives. The server's build validation.
 */
export function traitPointsProblem(catalog: TraitCatalog, build: TraitBuild): string | null {
  for (const [number, value] of build.points) {
    const trait = catalog.traits.get(number);
    if (!trait) return `There is no trait number ${number}.`;
    const tree = treeOfTrait(trait);
    if (tree !== 'shared' && tree !== build.characterClass) return `${trait.name} is not a ${build.characterClass} trait.`;
    if (!Number.isInteger(value) || value < 1 || value > trait.maxPoints) return `${trait.name} takes 1 to ${trait.maxPoints} points.`;
  }
  for (const trait of brokenTraits(catalog, build.points)) {
    if (trait.prerequisite !== null && (build.points.get(trait.prerequisite) ?? 0) < catalog.traits.get(trait.prerequisite)!.maxPoints) {
      const required = catalog.traits.get(trait.prerequisite)!;
      return `${trait.name} needs ${required.maxPoints} point${required.maxPoints === 1 ? '' : 's'} in ${required.name}.`;
    }
    return `${trait.name} is in tier ${trait.tier}, which opens at ${pointsToOpenTier(catalog, trait.tier)} points in this tree.`;
  }
  const available = traitPointsAvailable(build.level);
  const spent = pointsSpent(build.points);
  if (spent > available) return `Level ${build.level} gives ${available} trait points; this build spends ${spent}.`;
  return null;
}

/** What `repairTraitPoints` took away, trait by trait, as players read it. */
export interface TraitRefund {
  trait: number;
  name: string;
  points: number;
  reason: string;
}

/**
 * Makes any set of points valid for a class and level, refunding what breaks a rule: unknown
 * traits and other classes' traits, points above a maximum, points in closed tiers or without
 * their prerequisite, and the most recently listed points past the level's budget. Used when an
 * old or hand-made link is opened; nothing is dropped without a refund line.
 */
export function repairTraitPoints(catalog: TraitCatalog, build: TraitBuild): { build: TraitBuild; refunds: TraitRefund[] } {
  const refunds: TraitRefund[] = [];
  const points = new Map<number, number>();
  for (const [number, value] of build.points) {
    const trait = catalog.traits.get(number);
    if (!trait) {
      refunds.push({ trait: number, name: `Trait ${number}`, points: value, reason: 'no such trait' });
      continue;
    }
    const tree = treeOfTrait(trait);
    if (tree !== 'shared' && tree !== build.characterClass) {
      refunds.push({ trait: number, name: trait.name, points: value, reason: `a ${CLASS_NAMES[tree]} trait` });
      continue;
    }
    if (value > trait.maxPoints) refunds.push({ trait: number, name: trait.name, points: value - trait.maxPoints, reason: `at most ${trait.maxPoints} points` });
    points.set(number, Math.min(value, trait.maxPoints));
  }
  const before = new Map(points);
  for (const number of clearBroken(catalog, points)) {
    const trait = catalog.traits.get(number)!;
    const required = trait.prerequisite === null ? null : catalog.traits.get(trait.prerequisite)!;
    const reason =
      required && (points.get(required.number) ?? 0) < required.maxPoints
        ? `needs ${required.maxPoints} point${required.maxPoints === 1 ? '' : 's'} in ${required.name}`
        : `tier ${trait.tier} opens at ${pointsToOpenTier(catalog, trait.tier)} points in this tree`;
    refunds.push({ trait: number, name: trait.name, points: before.get(number)!, reason });
  }
  // Over budget: take points back from the last listed traits that can lose them without breaking others.
  const available = traitPointsAvailable(build.level);
  let over = pointsSpent(points) - available;
  const order = [...points.keys()].reverse();
  while (over > 0) {
    let taken = false;
    for (const number of order) {
      // As many points as possible from the last listed trait before the one listed before it.
      while (over > 0 && points.has(number)) {
        const trial = new Map(points);
        const left = trial.get(number)! - 1;
        if (left === 0) trial.delete(number);
        else trial.set(number, left);
        if (brokenTraits(catalog, trial).length > 0) break;
        points.clear();
        for (const [n, v] of trial) points.set(n, v);
        over -= 1;
        taken = true;
        const refund = refunds.find((r) => r.trait === number && r.reason.startsWith('level'));
        if (refund) refund.points += 1;
        else refunds.push({ trait: number, name: catalog.traits.get(number)!.name, points: 1, reason: `level ${build.level} gives ${available} points` });
      }
    }
    if (!taken) break;
  }
  return { build: { ...build, points }, refunds };
}

/** Turns the share state's ordered pairs into points. */
export const pointsFromPairs = (pairs: ReadonlyArray<readonly [number, number]>): Map<number, number> => new Map(pairs.map(([n, p]) => [n, p]));
