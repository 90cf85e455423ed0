import type { TraitEffect } from '@game/rules/effects';
import type { PlannerTrait } from '@game/rules/derived';
import type { TraitTreeId } from '@game/rules/traits';

/** A build's points in one trait with the trait as the build's own game data version has it (`TraitPoints.details`). */
export interface PointsWithDetails {
  trait: number;
  points: number;
  details: { name: string; class: string | null; tier: number; maxPoints: number; effects: ReadonlyArray<{ target: string; perPoint: number; unit: string }> } | null;
}

/** The traits with effects the planner's rules compute with; numbers the build's version does not have are left out. */
export function plannerTraitsOf(points: readonly PointsWithDetails[]): PlannerTrait[] {
  return points.flatMap(({ points: value, details }) => (details ? [{ name: details.name, points: value, effects: details.effects as ReadonlyArray<Omit<TraitEffect, 'label'>> }] : []));
}

/** The build's traits per tree (in `trees` order), in number order, with the points spent in each tree. */
export function traitsByTree(points: readonly PointsWithDetails[], trees: readonly TraitTreeId[]) {
  return trees.map((tree) => {
    const traits = points
      .flatMap(({ trait, points: value, details }) => (details && (details.class ?? 'shared') === tree ? [{ ...details, number: trait, points: value }] : []))
      .sort((a, b) => a.number - b.number);
    return { tree, traits, spent: traits.reduce((sum, trait) => sum + trait.points, 0) };
  });
}

/** "Quick Study 3, Deep Well 2": the traits with the most points first, at most `max`, by their version's names. */
export function mainTraits(points: readonly PointsWithDetails[], max = 3): string {
  const named = points.flatMap(({ trait, points: value, details }) => (details && value > 0 ? [{ name: details.name, value, number: trait }] : [])).sort((a, b) => b.value - a.value || a.number - b.number);
  return `${named.slice(0, max).map((trait) => `${trait.name} ${trait.value}`).join(', ')}${named.length > max ? `, ${named.length - max} more` : ''}`;
}
