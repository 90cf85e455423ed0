import { SLOT_IDS, SLOT_NAMES, type SlotId } from '@game/rules/constants';
import type { PlannerInput } from '@game/rules/derived';
import type { TargetMonster } from '@game/rules/calculators';
import { GEAR_GOAL_IDS, GEAR_GOAL_NAMES, goalProblem, TARGET_GOAL_IDS, type GearConstraints, type GearGoal, type GearGoalId, type GearSet, type OptimizeGearResult } from '@game/rules/optimize-gear';
import { encodeShareState, type SharedBuild } from '@game/rules/share-state';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { BestGearItem, BestGearMessage, BestGearRequest } from '../best-gear.worker';
import { formatNumber, signed, type CatalogItem } from '../planner-data';

/** Progress shows once a search has run this long (most searches end well before). */
const PROGRESS_AFTER_MS = 400;

type Search =
  | { status: 'idle' }
  | { status: 'running'; fraction: number; slow: boolean }
  | { status: 'done'; result: OptimizeGearResult<BestGearItem>; goalName: string; seconds: boolean; targetName: string | null }
  | { status: 'cancelled' }
  | { status: 'failed'; message: string };

interface Props {
  build: SharedBuild;
  input: PlannerInput & { equipment: Partial<Record<SlotId, CatalogItem>> };
  items: readonly CatalogItem[];
  /** The "Against" monster: the goal "time to kill" needs it. */
  target: (TargetMonster & { id: string }) | null;
  change: (next: (current: SharedBuild) => SharedBuild) => void;
  undo: () => void;
  canUndo: boolean;
  /** False until the items have loaded: a search before would find nothing. */
  ready: boolean;
}

/** The build with a set's items in their slots (the other slots as they are). */
const withSet = (build: SharedBuild, set: GearSet<BestGearItem>): SharedBuild => ({
  ...build,
  equipment: Object.fromEntries(SLOT_IDS.map((slot) => [slot, set.equipment[slot]?.id ?? ''])) as SharedBuild['equipment'],
});

const changesText = (set: GearSet<BestGearItem>) =>
  set.changes.length === 0 ? 'no change' : set.changes.map((c) => `${SLOT_NAMES[c.slot]}: ${c.from?.name ?? 'empty'} → ${c.to?.name ?? 'empty'}`).join('; ');

/**
 * "Find best gear": the player picks a goal (one number or a weighted mix) and the
 * constraints; the shared rule `optimizeGear` finds the exact best set in a Web Worker (started
 * only from the Search button, so nothing runs while rendering), cancellable, with its progress
 * when it takes longer than a moment. The best set opens in the compare view beside the build;
 * Apply puts it on, and Undo takes it off.
 */
/** A goal's name, the target's goals with the monster's name. */
const goalNameOf = (id: GearGoalId, target: Props['target']) => (id === 'timeToKill' ? (target ? `Time to kill ${target.name}` : 'Time to kill (choose a monster under Against)') : GEAR_GOAL_NAMES[id]);

/** A value of the goal: seconds for the time to kill alone (the rule counts it as −seconds), else the number. */
const shown = (value: number, seconds: boolean) => (seconds ? (Number.isFinite(value) ? `${formatNumber(-value)} s` : 'never') : formatNumber(value));

export function FindBestGear({ build, input, items, target, change, undo, canUndo, ready }: Props) {
  const [open, setOpen] = useState(false);
  const [goalId, setGoalId] = useState<GearGoalId | 'mix'>('armor');
  const [weights, setWeights] = useState<GearGoal>({ armor: 1 });
  const [keep, setKeep] = useState<SlotId[]>([]);
  const [withinCapacity, setWithinCapacity] = useState(true);
  const [soldOnly, setSoldOnly] = useState(false);
  const [priceCap, setPriceCap] = useState('');
  const [search, setSearch] = useState<Search>({ status: 'idle' });
  const [applied, setApplied] = useState<string | null>(null);
  const worker = useRef<Worker | null>(null);
  const slowTimer = useRef<number | null>(null);
  const [params, setParams] = useSearchParams();
  const panelId = useId();
  const goalSelectId = useId();
  const capId = useId();

  const stopWorker = () => {
    worker.current?.terminate();
    worker.current = null;
    if (slowTimer.current !== null) window.clearTimeout(slowTimer.current);
    slowTimer.current = null;
  };
  // The worker ends with the page.
  useEffect(() => stopWorker, []);

  // Without a target the goals that need one are left out of the mix.
  const goal: GearGoal = goalId === 'mix' ? Object.fromEntries(Object.entries(weights).filter(([id]) => target !== null || !TARGET_GOAL_IDS.includes(id as GearGoalId))) : { [goalId]: 1 };
  const goalName = goalId === 'mix' ? 'the weighted mix' : goalNameOf(goalId, target);
  const cap = priceCap.trim() === '' ? null : Number(priceCap);
  const capProblem = cap !== null && (!Number.isFinite(cap) || cap < 0) ? 'The most gold to spend must be a number of 0 or more.' : null;
  const problem = goalProblem(goal, target) ?? capProblem;

  const compareWith = (state: string | null) => {
    const next = new URLSearchParams(params);
    next.delete('compareBuild');
    if (state) next.set('compare', state);
    else next.delete('compare');
    setParams(next, { replace: true, preventScrollReset: true });
  };

  const start = (event: FormEvent) => {
    event.preventDefault();
    if (problem || !ready) return;
    stopWorker();
    setApplied(null);
    const constraints: GearConstraints = { keep, withinCapacity, soldOnly, priceCap: cap };
    const request: BestGearRequest = { base: input, items: [...items], goal, constraints, target: target ? { name: target.name, health: target.health, armor: target.armor, elements: target.elements } : null };
    const seconds = goalId === 'timeToKill';
    const targetName = target?.name ?? null;
    const searching = new Worker(new URL('../best-gear.worker.ts', import.meta.url), { type: 'module' });
    worker.current = searching;
    setSearch({ status: 'running', fraction: 0, slow: false });
    slowTimer.current = window.setTimeout(() => setSearch((s) => (s.status === 'running' ? { ...s, slow: true } : s)), PROGRESS_AFTER_MS);
    const name = goalName;
    searching.addEventListener('message', (message: MessageEvent<BestGearMessage>) => {
      if (worker.current !== searching) return;
      const data = message.data;
      if (data.kind === 'progress') {
        setSearch((s) => (s.status === 'running' ? { ...s, fraction: data.fraction } : s));
        return;
      }
      stopWorker();
      if (data.kind === 'failed') {
        setSearch({ status: 'failed', message: data.message });
        return;
      }
      setSearch({ status: 'done', result: data.result, goalName: name, seconds, targetName });
      if (data.result.best) compareWith(encodeShareState(withSet(build, data.result.best)));
    });
    searching.addEventListener('error', () => {
      if (worker.current !== searching) return;
      stopWorker();
      setSearch({ status: 'failed', message: 'The search stopped unexpectedly. Try again.' });
    });
    searching.postMessage(request);
  };

  const cancel = () => {
    stopWorker();
    setSearch({ status: 'cancelled' });
  };

  // After Apply the comparison ends, once the editor has written the new build into the URL (its
  // own effect writes `state` from the address it last saw, which would bring `compare` back).
  const endCompare = useRef(false);
  const encoded = encodeShareState(build);
  useEffect(() => {
    if (!endCompare.current || params.get('state') !== encoded) return;
    endCompare.current = false;
    if (!params.has('compare')) return;
    const next = new URLSearchParams(params);
    next.delete('compare');
    setParams(next, { replace: true, preventScrollReset: true });
  }, [params, encoded, setParams]);

  const apply = (set: GearSet<BestGearItem>) => {
    change((current) => withSet(current, set));
    endCompare.current = true;
    setSearch({ status: 'idle' });
    setApplied(set.changes.length === 1 ? 'Applied: 1 slot changed.' : `Applied: ${set.changes.length} slots changed.`);
  };

  const worn = SLOT_IDS.filter((slot) => build.equipment[slot]);
  const result = search.status === 'done' ? search.result : null;

  return (
    <section className="planner-panel best-gear" aria-labelledby={`${panelId}-heading`}>
      <h2 id={`${panelId}-heading`} className="visually-hidden">
        Best gear for a goal
      </h2>
      <button type="button" className="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        Find best gear
      </button>
      {applied && (
        <p role="status" className="best-gear__applied">
          {applied}{' '}
          <button type="button" className="button button-small" disabled={!canUndo} onClick={() => { undo(); setApplied(null); }}>
            Undo
          </button>
        </p>
      )}
      <div id={panelId} hidden={!open}>
        <form className="best-gear__form" onSubmit={start} aria-label="Find best gear">
          <p className="muted">Only items up to level {build.level} that the class may wear; the search is exact, not a guess.</p>
          <p>
            <label htmlFor={goalSelectId}>Maximise</label>{' '}
            <select id={goalSelectId} value={goalId} onChange={(event) => setGoalId(event.target.value as GearGoalId | 'mix')}>
              {GEAR_GOAL_IDS.map((id) => (
                <option key={id} value={id} disabled={!target && TARGET_GOAL_IDS.includes(id)}>
                  {goalNameOf(id, target)}
                </option>
              ))}
              <option value="mix">A weighted mix…</option>
            </select>
          </p>
          {goalId === 'mix' && (
            <fieldset className="best-gear__weights">
              <legend>Weight of each number</legend>
              {GEAR_GOAL_IDS.filter((id) => target !== null || !TARGET_GOAL_IDS.includes(id)).map((id) => (
                <label key={id}>
                  {id === 'timeToKill' ? `${goalNameOf(id, target)} (each second counts −1)` : GEAR_GOAL_NAMES[id]}{' '}
                  <input
                    type="number"
                    min={0}
                    step="any"
                    value={weights[id] ?? 0}
                    onChange={(event) => {
                      const value = Number(event.target.value);
                      setWeights((w) => ({ ...w, [id]: Number.isFinite(value) ? value : 0 }));
                    }}
                  />
                </label>
              ))}
            </fieldset>
          )}
          {worn.length > 0 && (
            <fieldset className="best-gear__keep">
              <legend>Keep what these slots hold</legend>
              {worn.map((slot) => (
                <label key={slot}>
                  <input type="checkbox" checked={keep.includes(slot)} onChange={(event) => setKeep((k) => (event.target.checked ? [...k, slot] : k.filter((s) => s !== slot)))} /> {SLOT_NAMES[slot]}
                </label>
              ))}
            </fieldset>
          )}
          <p className="best-gear__checks">
            <label>
              <input type="checkbox" checked={withinCapacity} onChange={(event) => setWithinCapacity(event.target.checked)} /> Stay within capacity
            </label>
            <label>
              <input type="checkbox" checked={soldOnly} onChange={(event) => setSoldOnly(event.target.checked)} /> Only items NPCs sell
            </label>
          </p>
          {soldOnly && (
            <p>
              <label htmlFor={capId}>Most gold to spend (blank for no limit)</label>{' '}
              <input id={capId} type="number" min={0} value={priceCap} onChange={(event) => setPriceCap(event.target.value)} aria-describedby={capProblem ? `${capId}-problem` : undefined} />
            </p>
          )}
          {problem && (
            <p id={`${capId}-problem`} className="planner-warning" role="alert">
              {problem}
            </p>
          )}
          <p className="best-gear__actions">
            <button type="submit" className="button" disabled={search.status === 'running' || problem !== null || !ready}>
              Search
            </button>
            {!ready && <span className="muted">Loading the items…</span>}
            {search.status === 'running' && (
              <button type="button" className="button" onClick={cancel}>
                Cancel
              </button>
            )}
          </p>
        </form>
        <div aria-live="polite" className="best-gear__status">
          {search.status === 'running' && search.slow && (
            <p>
              <label>
                Searching… <progress max={1} value={search.fraction} aria-label="Search progress" /> {Math.round(search.fraction * 100)}%
              </label>
            </p>
          )}
          {search.status === 'cancelled' && <p>Search cancelled; the build is unchanged.</p>}
          {search.status === 'failed' && <p role="alert">{search.message}</p>}
        </div>
        {result && search.status === 'done' && (
          <div className="best-gear__result" data-testid="best-gear-result">
            {result.best && result.best.value === Number.NEGATIVE_INFINITY ? (
              <p role="alert">No set of the allowed items can hurt {search.targetName ?? 'the target'}: every hit is stopped by its armor or resistance.</p>
            ) : result.best ? (
              <>
                <h3>
                  Best for {search.goalName}: {shown(result.best.value, search.seconds)}{' '}
                  <span className="muted">
                    (now {shown(result.current.value, search.seconds)},{' '}
                    {result.best.value === result.current.value
                      ? 'no gain'
                      : !Number.isFinite(result.current.value)
                        ? 'could not hurt it before'
                        : `${signed(Math.round((search.seconds ? result.current.value - result.best.value : result.best.value - result.current.value) * 100) / 100)}${search.seconds ? ' s' : ''}`}
                    )
                  </span>
                </h3>
                <p data-testid="best-gear-changes">{changesText(result.best)}</p>
                {soldOnly && <p>New items cost {result.best.price.toLocaleString('en')} gold at their cheapest NPCs.</p>}
                <p className="muted">The comparison above shows every number with this set.</p>
                <button type="button" className="button" onClick={() => apply(result.best!)} disabled={result.best.changes.length === 0}>
                  Apply best gear
                </button>
                {result.runnerUps.length > 0 && (
                  <>
                    <h4>Runner-ups</h4>
                    <ol className="best-gear__runners">
                      {result.runnerUps.map((set, index) => (
                        <li key={index}>
                          <strong>{shown(set.value, search.seconds)}</strong> without {result.best!.changes.find((c) => c.slot === set.instead)?.to?.name ?? `the best ${SLOT_NAMES[set.instead!].toLowerCase()}`}: {changesText(set)}{' '}
                          <button type="button" className="button button-small" onClick={() => compareWith(encodeShareState(withSet(build, set)))}>
                            Compare runner-up {index + 1}
                          </button>{' '}
                          <button type="button" className="button button-small" onClick={() => apply(set)} disabled={set.changes.length === 0}>
                            Apply runner-up {index + 1}
                          </button>
                        </li>
                      ))}
                    </ol>
                  </>
                )}
              </>
            ) : (
              <p role="alert">{result.problem}</p>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
