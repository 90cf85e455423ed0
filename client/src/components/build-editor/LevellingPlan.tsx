import { STAT_NAMES, type SlotId } from '@game/rules/constants';
import { deriveNumbers, type DerivedResult, type PlannerInput, type PlannerTrait } from '@game/rules/derived';
import type { TraitEffect } from '@game/rules/effects';
import { numbersAcrossLevels } from '@game/rules/levelling-numbers';
import { autoLevellingPlan, levellingPlanProblem, planAt } from '@game/rules/levelling-plan';
import { GEAR_GOAL_IDS, GEAR_GOAL_NAMES, goalValue, TARGET_GOAL_IDS, type GearGoalId } from '@game/rules/optimize-gear';
import type { SharedBuild } from '@game/rules/share-state';
import type { TraitCatalog } from '@game/rules/traits';
import { memo, useId, useMemo, useState } from 'react';
import './levelling-plan.css';

/** The main numbers the chart and its table follow across levels. */
const SERIES: Array<{ id: string; label: string; read: (d: DerivedResult) => number; colour: string }> = [
  { id: 'health', label: 'Health', read: (d) => d.numbers.health.value, colour: '#e06c75' },
  { id: 'mana', label: 'Mana', read: (d) => d.numbers.mana.value, colour: '#61afef' },
  { id: 'attack', label: 'Attack', read: (d) => d.numbers.attack.value, colour: '#e5c07b' },
  { id: 'defense', label: 'Defense', read: (d) => d.numbers.defense.value, colour: '#98c379' },
  { id: 'armor', label: 'Armor', read: (d) => d.numbers.armor.value, colour: '#c678dd' },
  { id: 'hit', label: 'Main-hand hit (average)', read: (d) => d.weapon.average, colour: '#56b6c2' },
];

const traitsIn = (catalog: TraitCatalog) => (points: ReadonlyMap<number, number>): PlannerTrait[] =>
  [...points].flatMap(([number, value]) => {
    const trait = catalog.traits.get(number);
    return trait ? [{ name: trait.name, points: value, effects: trait.effects as TraitEffect[] }] : [];
  });

const formatNumber = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2).replace(/0$/, ''));

const W = 600;
const H = 220;
const PAD = 28;

interface Props {
  build: SharedBuild;
  /** The trait tree the build's points are in: the served version's in the tools, the build's own on its page. */
  catalog: TraitCatalog;
  /** The build's numbers input; worn items carry their level requirement (none are worn below it). */
  input: PlannerInput & { equipment: Partial<Record<SlotId, PlannerInput['equipment'][SlotId] & { level: number }>> };
  /** Changes the build's plan; without it the plan is shown read-only (a saved build's page). */
  change?: (next: (current: SharedBuild) => SharedBuild) => void;
  /** A line under the heading (the trait tree says its numbers leave out equipment). */
  note?: string;
}

/**
 * "Levelling plan": the order the build's stat and trait points are spent as the
 * character levels (the shared rules in levelling-plan.ts), filled from the final build with the
 * chosen goal's points first; a chart of the main numbers from level 1 to the build's level in
 * SVG with the same data as a table, and a marker at the level shown. The plan travels in the
 * link (the share state's seventh element). Memoised: a parent's draw that changes none of its props (a trait pointed
 * at) does not draw it again.
 */
export const LevellingPlan = memo(function LevellingPlan({ build, catalog, input, change, note }: Props) {
  const traitsOf = useMemo(() => traitsIn(catalog), [catalog]);
  const [goal, setGoal] = useState<GearGoalId>('health');
  const [shown, setShown] = useState<number | null>(null);
  const goalId = useId();
  const shownId = useId();
  const plan = build.plan ?? null;
  const problem = useMemo(() => (plan ? levellingPlanProblem(catalog, build, plan) : null), [catalog, plan, build]);
  const rows = useMemo(() => (plan && !problem ? numbersAcrossLevels(input, build.level, plan, traitsOf) : []), [plan, problem, input, build.level, traitsOf]);
  const level = Math.min(shown ?? build.level, build.level);

  const fill = () => {
    const base = deriveNumbers(input);
    const score = (d: DerivedResult) => goalValue(d, { [goal]: 1 });
    const worth = (stat: keyof SharedBuild['stats']) => score(deriveNumbers({ ...input, stats: { ...input.stats, [stat]: input.stats[stat] + 1 } })) - score(base);
    const traitWorth = (trait: number) => score(base) - score(deriveNumbers({ ...input, traits: traitsOf(new Map(build.points.filter(([n]) => n !== trait))) }));
    change?.((current) => ({ ...current, plan: autoLevellingPlan(catalog, current, worth, traitWorth) }));
  };
  const clear = () => change?.((current) => ({ ...current, plan: null }));

  const at = plan && !problem ? planAt(plan, level) : null;
  const maxima = SERIES.map((s) => Math.max(1, ...rows.map((r) => s.read(r.derived))));
  const x = (lvl: number) => PAD + ((lvl - 1) / Math.max(1, build.level - 1)) * (W - 2 * PAD);
  const y = (value: number, max: number) => H - PAD - (value / max) * (H - 2 * PAD);

  return (
    <section aria-labelledby="levelling-heading" className="planner-panel levelling-plan" data-testid="levelling-plan">
      <h2 id="levelling-heading">Levelling plan</h2>
      <p className="muted">The order the points are spent in as the character levels: two stat points a level, a trait point every second level.{note ? ` ${note}` : ''}</p>
      {change && (
        <div className="levelling-plan__controls">
          <label htmlFor={goalId}>Put first</label>
          <select id={goalId} value={goal} onChange={(event) => setGoal(event.target.value as GearGoalId)}>
            {/* Stat and trait points are planned for the build's own numbers, not for one target. */}
            {GEAR_GOAL_IDS.filter((id) => !TARGET_GOAL_IDS.includes(id)).map((id) => (
              <option key={id} value={id}>
                {GEAR_GOAL_NAMES[id]}
              </option>
            ))}
          </select>
          <button type="button" className="button" onClick={fill}>
            {plan ? 'Refill the plan from the build' : 'Fill the plan from the build'}
          </button>
          {plan && (
            <button type="button" className="button" onClick={clear}>
              Clear the plan
            </button>
          )}
        </div>
      )}
      {!plan && <p className="muted">No plan yet.</p>}
      {problem && (
        <p className="planner-warning" role="status">
          The plan no longer fits the build: {problem}{change ? ' Refill it from the build.' : ''}
        </p>
      )}
      {at && rows.length > 0 && (
        <>
          <p>
            <label htmlFor={shownId}>Level shown</label>{' '}
            <input id={shownId} type="range" min={1} max={build.level} value={level} onChange={(event) => setShown(Number(event.target.value))} /> <strong data-testid="levelling-shown">{level}</strong>
          </p>
          <p data-testid="levelling-at">
            At level {level}: {Object.entries(at.stats).filter(([, v]) => v > 0).map(([stat, v]) => `${STAT_NAMES[stat as keyof typeof STAT_NAMES]} ${v}`).join(', ') || 'no stat points'}; {at.points.size === 0 ? 'no trait points' : [...at.points].map(([n, v]) => `${catalog.traits.get(n)?.name} ${v}`).join(', ')}.
          </p>
          <svg className="levelling-plan__chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`Chart of the main numbers from level 1 to ${build.level}, each line scaled to its highest value; the table below has the numbers`} data-testid="levelling-chart">
            <line x1={PAD} y1={H - PAD} x2={W - PAD} y2={H - PAD} className="levelling-plan__axis" />
            <text x={PAD} y={H - 8} className="levelling-plan__tick">1</text>
            <text x={W - PAD} y={H - 8} textAnchor="end" className="levelling-plan__tick">{build.level}</text>
            {SERIES.map((s, i) => (
              <polyline key={s.id} fill="none" stroke={s.colour} strokeWidth={2} points={rows.map((r) => `${x(r.level).toFixed(1)},${y(s.read(r.derived), maxima[i]!).toFixed(1)}`).join(' ')} />
            ))}
            <line x1={x(level)} y1={PAD / 2} x2={x(level)} y2={H - PAD} className="levelling-plan__marker" data-testid="levelling-marker" />
          </svg>
          <ul className="levelling-plan__legend" aria-hidden="true">
            {SERIES.map((s) => (
              <li key={s.id}>
                <span style={{ background: s.colour }} /> {s.label}
              </li>
            ))}
          </ul>
          <details>
            <summary>The numbers level by level</summary>
            <div className="levelling-plan__table">
              <table data-testid="levelling-table">
                <caption className="visually-hidden">The main numbers at each level as the plan grows</caption>
                <thead>
                  <tr>
                    <th scope="col">Level</th>
                    {SERIES.map((s) => (
                      <th key={s.id} scope="col">
                        {s.label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => (
                    <tr key={r.level} aria-current={r.level === level ? 'true' : undefined}>
                      <th scope="row">{r.level}</th>
                      {SERIES.map((s) => (
                        <td key={s.id}>{formatNumber(s.read(r.derived))}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      )}
    </section>
  );
});
