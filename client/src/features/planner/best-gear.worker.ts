/**
 * "Find best gear" off the main thread: runs the shared rule `optimizeGear` on the
 * planner's items so typing never waits, posting its progress as it goes. The page cancels a
 * search by ending this worker.
 */
import type { TargetMonster } from '@game/rules/calculators';
import type { SlotId } from '@game/rules/constants';
import type { ItemSources } from '@game/rules/cost';
import type { PlannerInput } from '@game/rules/derived';
import { optimizeGear, type GearConstraints, type GearGoal, type GearItem, type OptimizeGearResult } from '@game/rules/optimize-gear';

export type BestGearItem = GearItem & { sources: ItemSources };

export interface BestGearRequest {
  base: PlannerInput & { equipment: Partial<Record<SlotId, BestGearItem>> };
  items: BestGearItem[];
  goal: GearGoal;
  constraints: GearConstraints;
  /** The planner's "Against" monster, for the time to kill it; null without one. */
  target: TargetMonster | null;
}

export type BestGearMessage =
  | { kind: 'progress'; fraction: number; explored: number }
  | { kind: 'done'; result: OptimizeGearResult<BestGearItem> }
  | { kind: 'failed'; message: string };

const post = (message: BestGearMessage) => self.postMessage(message);

self.addEventListener('message', (event: MessageEvent<BestGearRequest>) => {
  const { base, items, goal, constraints, target } = event.data;
  const byId = new Map(items.map((item) => [item.id, item]));
  try {
    const result = optimizeGear(base, items, goal, constraints, {
      sources: (id) => byId.get(id)?.sources,
      runnerUps: 3,
      target,
      progressEvery: 250,
      onProgress: (progress) => post({ kind: 'progress', ...progress }),
    });
    post({ kind: 'done', result });
  } catch (error) {
    post({ kind: 'failed', message: error instanceof Error ? error.message : 'The search failed.' });
  }
});
