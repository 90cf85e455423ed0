import type { SlotId } from './constants';
import { deriveNumbers, type DerivedResult, type PlannerInput, type PlannerItem, type PlannerTrait } from './derived';
import { planAt, type LevellingPlan } from './levelling-plan';

/**
 * The derived numbers at each level from 1 to the build's level, as the plan grows: the stat and
 * trait points spent by then, and the items worn whose level requirement the level meets.
 */
export function numbersAcrossLevels(
  input: Omit<PlannerInput, 'level' | 'stats' | 'traits'> & { equipment: Partial<Record<SlotId, PlannerItem & { level?: number }>> },
  level: number,
  plan: LevellingPlan,
  traitsOf: (points: ReadonlyMap<number, number>) => PlannerTrait[],
): Array<{ level: number; derived: DerivedResult }> {
  const rows: Array<{ level: number; derived: DerivedResult }> = [];
  for (let at = 1; at <= level; at += 1) {
    const { stats, points } = planAt(plan, at);
    const equipment = Object.fromEntries(Object.entries(input.equipment).filter(([, item]) => item !== undefined && (item.level ?? 1) <= at));
    rows.push({ level: at, derived: deriveNumbers({ ...input, level: at, stats, traits: traitsOf(points), equipment }) });
  }
  return rows;
}
