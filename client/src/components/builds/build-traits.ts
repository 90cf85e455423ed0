import type { TraitEffect } from '@game/rules/effects';
import type { PlannerTrait } from '@game/rules/derived';
import { createTraitCatalog, type TraitCatalog, type TraitTreeId } from '@game/rules/traits';
import type { Trait } from '@game/schemas';
import { getFragmentData, graphql, type FragmentType } from '@/gql';

/** What a build's page, preview and embed show of a trait, as the build's own game data version has it (`TraitPoints.details`). */
export const TraitDetails_trait = graphql(`
  fragment TraitDetails_trait on Trait {
    name
    class
    tier
    maxPoints
    effects {
      target
      perPoint
      unit
    }
  }
`);

/** A build's points in one trait, with `details { ...TraitDetails_trait }`. */
export interface PointsWithDetails {
  trait: number;
  points: number;
  details: FragmentType<typeof TraitDetails_trait> | null;
}

/** The points with their trait's details read: null details (a number the build's version does not have) are left out. */
function readPoints(points: readonly PointsWithDetails[]) {
  return points.flatMap(({ trait, points: value, details }) => (details ? [{ trait, points: value, details: getFragmentData(TraitDetails_trait, details) }] : []));
}

/** The traits with effects the planner's rules compute with; numbers the build's version does not have are left out. */
export function plannerTraitsOf(points: readonly PointsWithDetails[]): PlannerTrait[] {
  return readPoints(points).map(({ points: value, details }) => ({ name: details.name, points: value, effects: details.effects as ReadonlyArray<Omit<TraitEffect, 'label'>> }));
}

/** The build's traits per tree (in `trees` order), in number order, with the points spent in each tree. */
export function traitsByTree(points: readonly PointsWithDetails[], trees: readonly TraitTreeId[]) {
  return trees.map((tree) => {
    const traits = readPoints(points)
      .flatMap(({ trait, points: value, details }) => ((details.class ?? 'shared') === tree ? [{ ...details, number: trait, points: value }] : []))
      .sort((a, b) => a.number - b.number);
    return { tree, traits, spent: traits.reduce((sum, trait) => sum + trait.points, 0) };
  });
}

/** "Quick Study 3, Deep Well 2": the traits with the most points first, at most `max`, by their version's names. */
export function mainTraits(points: readonly PointsWithDetails[], max = 3): string {
  const named = readPoints(points).flatMap(({ trait, points: value, details }) => (value > 0 ? [{ name: details.name, value, number: trait }] : [])).sort((a, b) => b.value - a.value || a.number - b.number);
  return `${named.slice(0, max).map((trait) => `${trait.name} ${trait.value}`).join(', ')}${named.length > max ? `, ${named.length - max} more` : ''}`;
}

/**
 * The trait tree of the build's own version as far as its points reach (the traits it has points in, by their
 * version's names, tiers, maxima and effects): what its saved levelling plan is read with. `tierPoints` is the tier
 * rule every version shares.
 */
export function catalogOfPoints(points: readonly PointsWithDetails[], tierPoints: readonly number[]): TraitCatalog {
  const traits: Trait[] = readPoints(points).map(({ trait, details }) => ({
    number: trait,
    name: details.name,
    class: (details.class ?? null) as Trait['class'],
    branch: null,
    tier: details.tier,
    maxPoints: details.maxPoints,
    prerequisite: null,
    description: '',
    effects: details.effects.map((effect) => ({ ...effect, label: '' })) as Trait['effects'],
  }));
  return createTraitCatalog(traits, tierPoints);
}
