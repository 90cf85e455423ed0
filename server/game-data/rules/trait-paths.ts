/**
 * Trait paths: the player marks the traits they want, and "Plan path" adds the fewest
 * points that make every wanted trait reachable and maxed, in an order where each point is one
 * the tree's rules allow (`checkAdd`: tier gating and prerequisites), never taking a point away.
 * When the level's budget cannot pay for all of them, it says which wanted traits are out of
 * reach and by how many points.
 *
 * Why the path is the shortest: the points of the wanted traits and of their prerequisites must
 * be spent anyway, and are spent as soon as the rules allow. Any other point only opens tiers;
 * a point counts toward opening every tier above its own, so the lowest open tier is always the
 * best place for it, and one is added only while a needed point is blocked.
 * tests/unit/trait-paths.test.ts checks this against brute force on small trees.
 */

import { checkAdd, pointsSpent, traitPointsAvailable, treeOfTrait, type TraitBuild, type TraitCatalog } from './traits';

export interface TraitPathStep {
  trait: number;
  /** Points in the trait after this step. */
  points: number;
  /** True for a point spent only to open a tier (not a wanted trait or one of its prerequisites). */
  filler: boolean;
}

export interface UnreachedTrait {
  trait: number;
  name: string;
  /** Why: another class's tree, a tier no points can open, or the budget. */
  reason: string;
  /** With the budget as the reason: points past the budget this trait would need, beside those reached. */
  short: number | null;
}

export interface TraitPath {
  /** The points to add, in order; each is allowed on the build as it stands after the ones before. */
  steps: TraitPathStep[];
  /** The build with the steps applied. */
  build: TraitBuild;
  /** Wanted traits the steps max (already maxed ones included). */
  reached: number[];
  unreached: UnreachedTrait[];
  /** Points all wanted traits need together, and how many the level leaves; `short` is what is missing (0 when they fit). */
  needed: number;
  left: number;
  short: number;
}

/**
 * The fewest points that max every trait of `wanted` from `build` (ignoring the budget), in a
 * valid order; null when the tree's rules cannot reach them at all. Wanted traits of another
 * class are the caller's to leave out.
 */
export function shortestTraitPath(catalog: TraitCatalog, build: TraitBuild, wanted: readonly number[]): TraitPathStep[] | null {
  // Every wanted trait and the chain of prerequisites before it must be maxed.
  const target = new Map<number, number>();
  for (const number of wanted) {
    let trait = catalog.traits.get(number);
    while (trait && !target.has(trait.number)) {
      target.set(trait.number, trait.maxPoints);
      trait = trait.prerequisite === null ? undefined : catalog.traits.get(trait.prerequisite);
    }
  }
  const points = new Map(build.points);
  const steps: TraitPathStep[] = [];
  const byTier = [...catalog.traits.values()].sort((a, b) => a.tier - b.tier || a.number - b.number);
  const add = (number: number, filler: boolean) => {
    const value = (points.get(number) ?? 0) + 1;
    points.set(number, value);
    steps.push({ trait: number, points: value, filler });
  };
  const allowed = (number: number) => checkAdd(catalog, { ...build, points }, number, { budget: false }) === null;
  for (;;) {
    const missing = byTier.filter((trait) => (points.get(trait.number) ?? 0) < (target.get(trait.number) ?? 0));
    if (missing.length === 0) return steps;
    // A needed point the rules allow now, lowest tier first.
    const next = missing.find((trait) => allowed(trait.number));
    if (next) {
      add(next.number, false);
      continue;
    }
    // Every needed point waits for a tier: one point in the lowest open tier of a tree that has to open one.
    const trees = new Set(missing.map((trait) => treeOfTrait(trait)));
    const filler = byTier.find((trait) => trees.has(treeOfTrait(trait)) && !target.has(trait.number) && allowed(trait.number)) ?? byTier.find((trait) => trees.has(treeOfTrait(trait)) && allowed(trait.number));
    if (!filler) return null;
    add(filler.number, !target.has(filler.number));
  }
}

/**
 * "Plan path": the shortest path to every wanted trait within the level's budget. When the
 * budget cannot pay for all of them, the wanted traits are taken in the order given (the order
 * the player marked them) while they fit, and each one left out says how many points it lacks.
 */
export function planTraitPath(catalog: TraitCatalog, build: TraitBuild, wanted: readonly number[]): TraitPath {
  const left = Math.max(0, traitPointsAvailable(build.level) - pointsSpent(build.points));
  const unreached: UnreachedTrait[] = [];
  const possible: number[] = [];
  for (const number of new Set(wanted)) {
    const trait = catalog.traits.get(number);
    if (!trait) {
      unreached.push({ trait: number, name: `Trait ${number}`, reason: 'There is no such trait.', short: null });
      continue;
    }
    const tree = treeOfTrait(trait);
    if (tree !== 'shared' && tree !== build.characterClass) {
      unreached.push({ trait: number, name: trait.name, reason: `${trait.name} is not a trait of this class.`, short: null });
      continue;
    }
    if (!shortestTraitPath(catalog, build, [number])) {
      unreached.push({ trait: number, name: trait.name, reason: `No points can open tier ${trait.tier} for ${trait.name}.`, short: null });
      continue;
    }
    possible.push(number);
  }
  const all = shortestTraitPath(catalog, build, possible) ?? [];
  const needed = all.length;
  let reached: number[] = possible;
  let steps = all;
  if (needed > left) {
    reached = [];
    steps = [];
    for (const number of possible) {
      const trial = shortestTraitPath(catalog, build, [...reached, number]) ?? [];
      if (trial.length <= left) {
        reached.push(number);
        steps = trial;
      } else {
        const trait = catalog.traits.get(number)!;
        const short = trial.length - left;
        unreached.push({ trait: number, name: trait.name, reason: `${trait.name} needs ${short} more point${short === 1 ? '' : 's'} than level ${build.level} leaves.`, short });
      }
    }
  }
  const points = new Map(build.points);
  for (const step of steps) points.set(step.trait, step.points);
  return { steps, build: { ...build, points }, reached, unreached, needed, left, short: Math.max(0, needed - left) };
}
