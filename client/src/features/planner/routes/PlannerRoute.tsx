import { useQuery } from '@apollo/client/react';
import { fightAgainst } from '@game/rules/calculators';
import { CLASS_IDS, CLASS_NAMES, MAX_LEVEL, SLOT_IDS, SLOT_NAMES, STAT_IDS, STAT_NAMES, type ClassId, type SlotId, type StatId } from '@game/rules/constants';
import { deriveNumbers, marginalValues, type DerivedId } from '@game/rules/derived';
import { statCapAtLevel, statPointsAtLevel } from '@game/rules/progression';
import { reshapeBuild } from '@game/rules/reshape';
import { mayAddStatPoint, setStatPoint, statPointsLeft } from '@game/rules/stat-points';
import { pointsFromPairs, pointsInTree, pointsSpent, traitPointsAvailable } from '@game/rules/traits';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { BuildEditorBar } from '@/components/build-editor/BuildEditorBar';
import { LevellingPlan } from '@/components/build-editor/LevellingPlan';
import { BuildNotesPanel } from '@/components/build-editor/BuildNotesPanel';
import { BuildTagsChooser } from '@/components/build-editor/BuildTagsChooser';
import { LevelField } from '@/components/build-editor/LevelField';
import { useBuildEditor } from '@/components/build-editor/useBuildEditor';
import { useServedTraits, WithServedTraits } from '@/components/build-editor/served-traits';
import { VariantTabs } from '@/components/build-editor/VariantTabs';
import { PlannerCompare } from '../components/PlannerCompare';
import { PlannerCost } from '../components/PlannerCost';
import { FindBestGear } from '../components/FindBestGear';
import { ItemPicker, type CandidateDelta } from '../components/ItemPicker';
import { formatNumber as format, plannerInputOf, plannerTraitsOf, signed, usePlannerItems, wornItems, wornOf } from '../planner-data';
import '../planner.css';
import { NeedsJavaScript } from '@/components/ui/NeedsJavaScript';
import { PlannerTargetQuery } from '../planner-route-queries';
import { AgainstPanel, targetOf } from '../components/AgainstPanel';

const SHOWN: DerivedId[] = ['health', 'mana', 'capacity', 'weight', 'healthRegen', 'manaRegen', 'attack', 'defense', 'armor', 'hitChance'];

/** /tools/planner: class, level, stats and equipment, and every number they give, explained; its traits are the served version's. */
export function PlannerRoute() {
  return (
    <WithServedTraits waiting="Opening the planner…">
      <Planner />
    </WithServedTraits>
  );
}

function Planner() {
  const { catalog } = useServedTraits();
  const { all, byId, loading, error } = usePlannerItems();
  // A class change reshapes every variant; what each wears is looked up in the planner's items.
  const itemOf = useCallback((id: string) => byId.get(id), [byId]);
  const editor = useBuildEditor('planner', itemOf);
  const { build, change } = editor;
  const [picking, setPicking] = useState<SlotId | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const classId = useId();
  const levelId = useId();

  useEffect(() => {
    document.title = 'Character planner · Tools · Almanac';
  }, []);

  const plannerTraits = useMemo(() => plannerTraitsOf(build, catalog), [build, catalog]);
  const input = useMemo(() => plannerInputOf(build, byId, plannerTraits), [build, byId, plannerTraits]);
  const derived = useMemo(() => deriveNumbers(input), [input]);
  const marginal = useMemo(() => marginalValues(input), [input]);
  const mine = useMemo(() => ({ build, derived }), [build, derived]);
  const problems = useMemo(() => new Map(wornOf(build, byId).problems.map((problem) => [problem.slot, problem])), [build, byId]);
  const targetId = build.target ?? null;
  const targetQuery = useQuery(PlannerTargetQuery, { variables: { id: targetId ?? '' }, skip: !targetId });
  const target = useMemo(() => (targetId && targetQuery.data?.monster?.id === targetId ? targetOf(targetQuery.data.monster) : null), [targetId, targetQuery.data]);
  const fight = useMemo(() => (target ? fightAgainst(derived.weapon, derived.numbers.hitChance.value, target) : null), [target, derived]);
  const setTarget = (id: string | null) => change((current) => ({ ...current, target: id }));

  const statBudget = statPointsAtLevel(build.level);
  const statCap = statCapAtLevel(build.level);
  const statsLeft = statPointsLeft(build.level, build.stats);

  /** Class and level changes: the shared rule (`reshapeBuild`) keeps what fits and says what went; Undo brings it back. */
  const reshape = (characterClass: ClassId, level: number) => {
    const reshaped = reshapeBuild(build, characterClass, level, catalog, (id) => byId.get(id));
    change(reshaped.build);
    setNote(reshaped.note);
  };
  /** A typed or clicked value, kept within the stat-point rule (`setStatPoint`); the page says why when it was not kept. */
  const setStat = (stat: StatId, value: number) => {
    const result = setStatPoint(build.level, build.stats, stat, value);
    change((current) => ({ ...current, stats: result.stats }));
    setNote(result.note);
  };
  const equip = (slot: SlotId, itemId: string) => {
    change((current) => ({ ...current, equipment: { ...current.equipment, [slot]: itemId } }));
    closePicker(slot);
  };
  /** Closes the picker and gives the focus back to the slot's button (keyboard users stay where they were). */
  const closePicker = (slot: SlotId) => {
    openPicker(null);
    chooseButtons.current.get(slot)?.focus();
  };

  const chooseButtons = useRef(new Map<SlotId, HTMLButtonElement>());
  /** Opens a slot's picker (each opens clean: ItemPicker is made anew per slot) or closes it. */
  const openPicker = (slot: SlotId | null) => setPicking(slot);
  const deltaOf = (slot: SlotId, itemId: string): CandidateDelta[] => {
    const after = deriveNumbers({ ...input, equipment: { ...input.equipment, [slot]: byId.get(itemId) } });
    const deltas: CandidateDelta[] = SHOWN.flatMap((id): CandidateDelta[] => {
      const delta = Math.round((after.numbers[id].value - derived.numbers[id].value) * 100) / 100;
      return delta === 0 ? [] : [{ id, label: derived.numbers[id].label, delta, lowerIsBetter: id === 'weight' }];
    });
    if (after.weapon.max !== derived.weapon.max) deltas.push({ id: 'weapon', label: 'Hit', delta: after.weapon.max - derived.weapon.max });
    if (!target || !fight) return deltas;
    // Against the target: the time to kill it and the damage per second, by the same rule as the section.
    const then = fightAgainst(after.weapon, after.numbers.hitChance.value, target);
    if (Number.isFinite(then.seconds) !== Number.isFinite(fight.seconds)) {
      deltas.push({ id: 'timeToKill', label: `Time to kill ${target.name}`, delta: Number.isFinite(then.seconds) ? -1 : 1, lowerIsBetter: true, text: Number.isFinite(then.seconds) ? `Kills ${target.name} in ${format(then.seconds)} s (could not hurt it)` : `Cannot hurt ${target.name}` });
    } else if (Number.isFinite(then.seconds) && then.seconds !== fight.seconds) {
      deltas.push({ id: 'timeToKill', label: `Time to kill ${target.name}`, delta: Math.round((then.seconds - fight.seconds) * 100) / 100, unit: ' s', lowerIsBetter: true });
    }
    const dps = Math.round((then.numbers.damagePerSecond.value - fight.numbers.damagePerSecond.value) * 100) / 100;
    if (dps !== 0) deltas.push({ id: 'damagePerSecond', label: 'Damage per second', delta: dps });
    return deltas;
  };

  const points = pointsFromPairs(build.points);
  // The variants not shown, for "Compare with…" (two variants of the same build).
  const otherVariants = editor.variants.flatMap((variant, index) => (index === editor.active ? [] : [variant]));

  return (
    <section className="page planner-page" aria-labelledby="planner-heading">
      <h1 id="planner-heading">Character planner</h1>
      <NeedsJavaScript tool="character planner" />
      <VariantTabs editor={editor}>
      <div className="planner-controls">
        <label htmlFor={classId}>Class</label>
        <select id={classId} value={build.characterClass} onChange={(event) => reshape(event.target.value as ClassId, build.level)}>
          {CLASS_IDS.map((id) => (
            <option key={id} value={id}>
              {CLASS_NAMES[id]}
            </option>
          ))}
        </select>
        <label htmlFor={levelId}>Level</label>
        <LevelField id={levelId} level={build.level} onLevel={(level) => reshape(build.characterClass, level)} />
        <input type="range" aria-label="Level slider" min={1} max={MAX_LEVEL} value={build.level} onChange={(event) => reshape(build.characterClass, Number(event.target.value))} />
      </div>
      <BuildEditorBar editor={editor} />
      {note && <p className="muted" role="status">{note}</p>}
      <PlannerCompare mine={mine} items={byId} target={target} variants={otherVariants} variantName={editor.variants.length > 1 ? editor.variantName : null} />
      <FindBestGear build={build} input={{ ...input, equipment: wornItems(build, byId) }} items={all} target={target} change={change} undo={editor.undo} canUndo={editor.canUndo} ready={!loading && !error && all.length > 0} />
      <div className="planner-layout">
        <div className="planner-main">
          <section aria-labelledby="stats-heading" className="planner-panel">
            <h2 id="stats-heading">Stats</h2>
            <p data-testid="stat-points-left">
              <strong>{statsLeft}</strong> of {statBudget} stat points left (2 per level, at most {statCap} in one stat)
            </p>
            <table className="planner-stats">
              <tbody>
                {STAT_IDS.map((stat) => (
                  <tr key={stat}>
                    <th scope="row">{STAT_NAMES[stat]}</th>
                    <td>
                      <button type="button" className="button button-small" aria-label={`One less ${STAT_NAMES[stat]}`} disabled={build.stats[stat] === 0} onClick={() => setStat(stat, build.stats[stat] - 1)}>
                        −
                      </button>
                      <input
                        type="number"
                        aria-label={`${STAT_NAMES[stat]} points`}
                        min={0}
                        max={statCap}
                        value={build.stats[stat]}
                        onChange={(event) => {
                          const value = Number(event.target.value);
                          if (Number.isFinite(value)) setStat(stat, value);
                        }}
                      />
                      <button type="button" className="button button-small" aria-label={`One more ${STAT_NAMES[stat]}`} disabled={!mayAddStatPoint(build.level, build.stats, stat)} onClick={() => setStat(stat, build.stats[stat] + 1)}>
                        +
                      </button>
                      <button type="button" className="button button-small" aria-label={`Max ${STAT_NAMES[stat]}`} disabled={!mayAddStatPoint(build.level, build.stats, stat)} onClick={() => setStat(stat, statCap)}>
                        Max
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <section aria-labelledby="equipment-heading" className="planner-panel">
            <h2 id="equipment-heading">Equipment</h2>
            {error && <p role="alert">The items could not be loaded. Check your connection and reload the page.</p>}
            <ul className="planner-slots">
              {SLOT_IDS.map((slot) => {
                const id = build.equipment[slot];
                const problem = problems.get(slot);
                const item = id && !problem ? byId.get(id) : undefined;
                const named = problem ? byId.get(problem.id) : undefined;
                return (
                  <li key={slot}>
                    <span className="planner-slot__name">{SLOT_NAMES[slot]}</span>
                    <span className="planner-slot__item">
                      {item ? (
                        <Link to={`/items/${item.category}/${item.id}`}>
                          <img src={item.iconUrl} alt="" width={20} height={20} /> {item.name}
                        </Link>
                      ) : named && problem?.reason === 'class' ? (
                        <span className="planner-warning">
                          {named.name}: a {CLASS_NAMES[build.characterClass].toLowerCase()} cannot use it (not counted)
                        </span>
                      ) : named ? (
                        <span className="planner-warning">{named.name} does not go in this slot (not counted)</span>
                      ) : id && !loading ? (
                        <span>
                          Unknown item <code>{id}</code>
                        </span>
                      ) : id ? (
                        <span className="muted">Loading…</span>
                      ) : (
                        <span className="muted">Empty</span>
                      )}
                      {item && item.level > build.level && <span className="planner-warning"> (needs level {item.level})</span>}
                    </span>
                    <button
                      type="button"
                      className="button button-small"
                      aria-expanded={picking === slot}
                      ref={(element) => {
                        if (element) chooseButtons.current.set(slot, element);
                        else chooseButtons.current.delete(slot);
                      }}
                      onClick={() => (picking === slot ? closePicker(slot) : openPicker(slot))}
                    >
                      {picking === slot ? 'Close' : `Choose ${SLOT_NAMES[slot].toLowerCase()}`}
                    </button>
                    {id && (
                      <button type="button" className="button button-small" onClick={() => equip(slot, '')}>
                        Empty
                      </button>
                    )}
                    {picking === slot && (
                      <ItemPicker
                        key={slot}
                        slot={slot}
                        items={all}
                        loading={loading}
                        characterClass={build.characterClass}
                        level={build.level}
                        deltaOf={(itemId) => deltaOf(slot, itemId)}
                        onEquip={(itemId) => equip(slot, itemId)}
                        onClose={() => closePicker(slot)}
                      />
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
          <AgainstPanel targetId={targetId} monster={target} loading={targetQuery.loading} fight={fight} onTarget={setTarget} />
          <PlannerCost build={build} byId={byId} />
          <LevellingPlan build={build} catalog={catalog} input={{ ...input, equipment: wornItems(build, byId) }} change={change} />
          <section aria-labelledby="traits-heading" className="planner-panel">
            <h2 id="traits-heading">Traits</h2>
            <p>
              {pointsSpent(points)} of {traitPointsAvailable(build.level)} trait points spent: {CLASS_NAMES[build.characterClass]} tree {pointsInTree(catalog, points, build.characterClass)}, shared tree {pointsInTree(catalog, points, 'shared')}.
            </p>
            <p>
              <Link to={editor.otherToolLink.to} onClick={editor.otherToolLink.onClick}>Edit the traits in the trait tree</Link> (the whole build goes with you).
            </p>
          </section>
        </div>
        <aside className="planner-panel planner-numbers" aria-labelledby="numbers-heading">
          <h2 id="numbers-heading">What it does</h2>
          {derived.overCapacity && (
            <p className="planner-warning" role="status">
              Over capacity: the equipment weighs {format(derived.numbers.weight.value)} oz, {format(derived.numbers.capacity.value)} oz can be carried.
            </p>
          )}
          {SHOWN.map((id) => {
            const number = derived.numbers[id];
            return (
              <details key={id} data-testid={`number-${id}`}>
                <summary>
                  <span>{number.label}</span> <strong>{format(number.value)}</strong> <span className="muted">{number.unit}</span>
                </summary>
                <ul>
                  {number.parts.length === 0 ? <li className="muted">Nothing adds to it yet.</li> : number.parts.map((part, index) => (
                    <li key={`${part.source}-${index}`}>
                      {part.source}: {signed(part.amount)}
                    </li>
                  ))}
                </ul>
              </details>
            );
          })}
          <details data-testid="number-weapon">
            <summary>
              <span>Main-hand hit</span> <strong>{derived.weapon.min}–{derived.weapon.max}</strong>
            </summary>
            <ul>
              {derived.weapon.parts.map((part) => (
                <li key={part.source}>
                  {part.source}: {signed(part.amount)}
                </li>
              ))}
            </ul>
          </details>
          {derived.spells.length > 0 && (
            <>
              <h3>Spells by element</h3>
              {derived.spells.map((spell) => (
                <details key={spell.id} data-testid={`spell-${spell.id}`}>
                  <summary>
                    <span>
                      {spell.name} <span className="muted">({spell.element})</span>
                    </span>{' '}
                    <strong>
                      {spell.damage.min}–{spell.damage.max}
                    </strong>
                  </summary>
                  <ul>
                    {spell.parts.map((part) => (
                      <li key={part.source}>
                        {part.source}: {signed(part.amount)}
                      </li>
                    ))}
                  </ul>
                </details>
              ))}
            </>
          )}
          <h3>One more point in…</h3>
          <table className="planner-marginal">
            <tbody>
              {STAT_IDS.map((stat) => (
                <tr key={stat}>
                  <th scope="row">{STAT_NAMES[stat]}</th>
                  <td>
                    {Object.entries(marginal[stat]).length === 0
                      ? 'nothing yet'
                      : Object.entries(marginal[stat]).map(([id, delta]) => `${id === 'weaponMax' ? 'Hit' : derived.numbers[id as DerivedId].label} ${signed(delta!)}`).join(', ')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </aside>
      </div>
      </VariantTabs>
      <BuildTagsChooser editor={editor} />
      <BuildNotesPanel editor={editor} />
    </section>
  );
}
