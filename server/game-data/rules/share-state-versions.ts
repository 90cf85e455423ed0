/**
 * A shared build (a link's state) moved from the published version it was made with to a later
 * one, by the step builds take (version-migration.ts): a renumbered trait keeps its points under
 * its new number, a removed trait or item is refunded or emptied, and the newer version's trait
 * rules refund what they refuse. The levelling plan follows its traits; a plan the newer version
 * refuses is left out. Every change is listed as players read it.
 */
import { SLOT_IDS, type SlotId } from './constants';
import { levellingPlanProblem } from './levelling-plan';
import type { SharedBuild } from './share-state';
import { pointsFromPairs, type TraitCatalog } from './traits';
import { migrateVariant, type VersionStep } from './version-migration';

export interface MovedSharedBuild {
  build: SharedBuild;
  /** What the move changed; empty when the build opens as it was. */
  changes: string[];
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Moves `build` (in the version `before` is) across `step` into version `to`, whose trait tree is `after`. */
export function moveSharedBuild(build: SharedBuild, to: number, step: VersionStep, before: TraitCatalog, after: TraitCatalog): MovedSharedBuild {
  const items: Partial<Record<SlotId, string>> = {};
  for (const slot of SLOT_IDS) if (build.equipment[slot]) items[slot] = build.equipment[slot];
  const moved = migrateVariant(build.characterClass, { level: build.level, points: pointsFromPairs(build.points), items }, step, after);
  const changes: string[] = [];
  const nameBefore = (number: number) => before.traits.get(number)?.name ?? `Trait ${number}`;
  for (const [number, points] of moved.removedTraits) changes.push(`${nameBefore(number)} was removed: ${plural(points, 'point')} refunded.`);
  for (const item of moved.items) changes.push(item.to === null ? `The item “${item.from}” was removed: its slot is empty.` : `The item “${item.from}” was replaced by “${item.to}”.`);
  for (const refund of moved.refunds) changes.push(`${refund.name}: ${plural(refund.points, 'point')} refunded (${refund.reason}).`);
  const equipment = Object.fromEntries(SLOT_IDS.map((slot) => [slot, moved.variant.items[slot] ?? ''])) as SharedBuild['equipment'];
  const next: SharedBuild = { ...build, points: [...moved.variant.points], equipment, dataVersion: to };
  if (build.plan) {
    // Each planned point follows its trait; a point of a removed trait leaves the plan unfit, said below.
    const follow = (number: number) => (step.traits.has(number) ? step.traits.get(number)! : number);
    const traits = build.plan.traits.map(follow);
    const plan = traits.some((number) => number === null) ? null : { ...build.plan, traits: traits as number[] };
    const problem = plan ? levellingPlanProblem(after, next, plan) : 'it spends points on a trait that was removed.';
    next.plan = problem ? null : plan;
    if (problem) changes.push(`The levelling plan was left out: ${problem}`);
  }
  return { build: next, changes };
}
