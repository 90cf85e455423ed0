import { useQuery } from '@apollo/client/react';
import { CLASSES } from '@game/data/classes';
import { SPELLS } from '@game/data/spells';
import { CLASS_IDS, CLASS_NAMES, ITEM_STAT_IDS, ITEM_STAT_NAMES, MAX_LEVEL, SLOT_IDS, STAT_IDS, type ClassId, type SlotId, type StatId } from '@game/rules/constants';
import { deriveNumbers, marginalValues, type DerivedId, type PlannerItem, type PlannerTrait } from '@game/rules/derived';
import type { TraitEffect } from '@game/rules/effects';
import { statPointsAtLevel } from '@game/rules/progression';
import { repairStatPoints, type SharedBuild } from '@game/rules/share-state';
import { pointsFromPairs, pointsInTree, pointsSpent, repairTraitPoints, TRAIT_CATALOG, traitPointsAvailable } from '@game/rules/traits';
import { useEffect, useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { BuildEditorBar } from '@/components/build-editor/BuildEditorBar';
import { useBuildEditor } from '@/components/build-editor/useBuildEditor';
import { graphql } from '@/gql';
import '../planner.css';

export const PlannerItemsQuery = graphql(`
  query PlannerItems($filter: ItemFilter, $first: Int!, $after: String) {
    items(filter: $filter, first: $first, after: $after) {
      edges {
        node {
          id
          name
          category
          slot
          level
          weight
          iconUrl
          classes
          stats {
            attack
            defense
            armor
            range
            magic
            ability
            hp
            mp
            hpRegen
            mpRegen
            capacity
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

const STAT_LABELS: Record<StatId, string> = { hp: 'Health', mp: 'Mana', magic: 'Magic', ability: 'Ability', hpRegen: 'Health regen', mpRegen: 'Mana regen', capacity: 'Capacity' };
const SLOT_LABELS: Record<SlotId, string> = { neck: 'Neck', head: 'Head', bag: 'Bag', 'hand-main': 'Main hand', chest: 'Chest', 'hand-off': 'Off hand', ring: 'Ring', legs: 'Legs', ammo: 'Ammo', boots: 'Boots' };
const SHOWN: DerivedId[] = ['health', 'mana', 'capacity', 'weight', 'healthRegen', 'manaRegen', 'attack', 'defense', 'armor', 'hitChance'];

type CatalogItem = PlannerItem & { category: string; level: number; iconUrl: string; classes: string[] };

/** Every item the class may wear, from the items library (admins edit it), a page of 100 at a time. */
function useClassItems(characterClass: ClassId) {
  const { data, loading, error, fetchMore } = useQuery(PlannerItemsQuery, { variables: { filter: { class: characterClass }, first: 100 } });
  const page = data?.items;
  useEffect(() => {
    if (page?.pageInfo.hasNextPage && !loading) void fetchMore({ variables: { after: page.pageInfo.endCursor } });
  }, [page?.pageInfo.hasNextPage, page?.pageInfo.endCursor, loading, fetchMore]);
  const items = useMemo<CatalogItem[]>(
    () =>
      (page?.edges ?? [])
        .map(({ node }) => node)
        .filter((node) => node.slot !== null)
        .map((node) => ({
          id: node.id, name: node.name, category: node.category, level: node.level, weight: node.weight, iconUrl: node.iconUrl, classes: node.classes,
          slot: node.slot as SlotId,
          stats: Object.fromEntries(Object.entries(node.stats).filter(([key, value]) => key !== '__typename' && typeof value === 'number')),
        })),
    [page],
  );
  return { items, loading: loading || Boolean(page?.pageInfo.hasNextPage), error };
}

const format = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2).replace(/0$/, ''));
const signed = (value: number) => `${value > 0 ? '+' : value < 0 ? '−' : ''}${format(Math.abs(value))}`;

/** /tools/planner: class, level, stats and equipment, and every number they give, explained. */
export function PlannerRoute() {
  const editor = useBuildEditor('planner');
  const { build, change } = editor;
  const { items, loading, error } = useClassItems(build.characterClass);
  const [picking, setPicking] = useState<SlotId | null>(null);
  const [search, setSearch] = useState('');
  const [sortBy, setSortBy] = useState<'level' | 'name' | (typeof ITEM_STAT_IDS)[number]>('level');
  const [note, setNote] = useState<string | null>(null);
  const classId = useId();
  const levelId = useId();
  const searchId = useId();
  const sortId = useId();

  useEffect(() => {
    document.title = 'Character planner · Tools · Almanac';
  }, []);

  const byId = useMemo(() => new Map(items.map((item) => [item.id, item])), [items]);
  const plannerTraits = useMemo<PlannerTrait[]>(
    () => build.points.flatMap(([number, points]) => {
      const trait = TRAIT_CATALOG.traits.get(number);
      return trait ? [{ name: trait.name, points, effects: trait.effects as TraitEffect[] }] : [];
    }),
    [build.points],
  );
  const inputOf = (shared: SharedBuild) => ({
    characterClass: CLASSES.find((c) => c.id === shared.characterClass)!,
    level: shared.level,
    stats: shared.stats,
    equipment: Object.fromEntries(SLOT_IDS.flatMap((slot) => (byId.get(shared.equipment[slot]) ? [[slot, byId.get(shared.equipment[slot])!]] : []))),
    traits: plannerTraits,
    spells: SPELLS.filter((spell) => spell.classes.includes(shared.characterClass)),
  });
  const derived = useMemo(() => deriveNumbers(inputOf(build)), [build, byId, plannerTraits]); // eslint-disable-line react-hooks/exhaustive-deps
  const marginal = useMemo(() => marginalValues(inputOf(build)), [build, byId, plannerTraits]); // eslint-disable-line react-hooks/exhaustive-deps

  const statBudget = statPointsAtLevel(build.level);
  const statsLeft = statBudget - STAT_IDS.reduce((sum, stat) => sum + build.stats[stat], 0);

  const reshape = (characterClass: ClassId, level: number) => {
    const traits = repairTraitPoints(TRAIT_CATALOG, { characterClass, level, points: pointsFromPairs(build.points) });
    const stats = repairStatPoints(level, build.stats);
    const refunds = [...traits.refunds.map((r) => `${r.name} ${r.points} (${r.reason})`), ...stats.changes];
    change((current) => ({ ...current, characterClass, level, points: [...traits.build.points], stats: stats.stats }));
    setNote(refunds.length > 0 ? `Refunded: ${refunds.join('; ')}` : null);
  };
  const setStat = (stat: StatId, value: number) => {
    const others = STAT_IDS.reduce((sum, s) => sum + (s === stat ? 0 : build.stats[s]), 0);
    const capped = Math.max(0, Math.min(Math.floor(value), build.level, statBudget - others));
    change((current) => ({ ...current, stats: { ...current.stats, [stat]: capped } }));
  };
  const equip = (slot: SlotId, itemId: string) => {
    change((current) => ({ ...current, equipment: { ...current.equipment, [slot]: itemId } }));
    setPicking(null);
  };

  const candidates = useMemo(() => {
    if (!picking) return [];
    const query = search.trim().toLowerCase();
    const list = items.filter((item) => item.slot === picking && (query === '' || item.name.toLowerCase().includes(query)));
    return list.sort((a, b) =>
      sortBy === 'name' ? a.name.localeCompare(b.name) : sortBy === 'level' ? a.level - b.level || a.name.localeCompare(b.name) : (b.stats[sortBy] ?? 0) - (a.stats[sortBy] ?? 0) || a.name.localeCompare(b.name),
    );
  }, [items, picking, search, sortBy]);
  const deltaOf = (slot: SlotId, itemId: string) => {
    const after = deriveNumbers(inputOf({ ...build, equipment: { ...build.equipment, [slot]: itemId } }));
    return SHOWN.flatMap((id) => {
      const delta = Math.round((after.numbers[id].value - derived.numbers[id].value) * 100) / 100;
      return delta === 0 ? [] : [{ id, label: derived.numbers[id].label, delta }];
    }).concat(after.weapon.max !== derived.weapon.max ? [{ id: 'weapon' as DerivedId, label: 'Hit', delta: after.weapon.max - derived.weapon.max }] : []);
  };

  const points = pointsFromPairs(build.points);
  const traitLink = `/tools/trait-tree?state=${encodeURIComponent(editor.encoded)}${editor.saved ? `&build=${encodeURIComponent(editor.saved.id)}` : ''}`;

  return (
    <section className="page planner-page" aria-labelledby="planner-heading">
      <h1 id="planner-heading">Character planner</h1>
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
        <input id={levelId} type="number" min={1} max={MAX_LEVEL} value={build.level} onChange={(event) => {
          const level = Number(event.target.value);
          if (Number.isInteger(level) && level >= 1 && level <= MAX_LEVEL) reshape(build.characterClass, level);
        }} />
        <input type="range" aria-label="Level slider" min={1} max={MAX_LEVEL} value={build.level} onChange={(event) => reshape(build.characterClass, Number(event.target.value))} />
      </div>
      <BuildEditorBar editor={editor} />
      {note && <p className="muted" role="status">{note}</p>}
      <div className="planner-layout">
        <div className="planner-main">
          <section aria-labelledby="stats-heading" className="planner-panel">
            <h2 id="stats-heading">Stats</h2>
            <p data-testid="stat-points-left">
              <strong>{statsLeft}</strong> of {statBudget} stat points left (2 per level, at most {build.level} in one stat)
            </p>
            <table className="planner-stats">
              <tbody>
                {STAT_IDS.map((stat) => (
                  <tr key={stat}>
                    <th scope="row">{STAT_LABELS[stat]}</th>
                    <td>
                      <button type="button" className="button button-small" aria-label={`One less ${STAT_LABELS[stat]}`} disabled={build.stats[stat] === 0} onClick={() => setStat(stat, build.stats[stat] - 1)}>
                        −
                      </button>
                      <input
                        type="number"
                        aria-label={`${STAT_LABELS[stat]} points`}
                        min={0}
                        max={build.level}
                        value={build.stats[stat]}
                        onChange={(event) => {
                          const value = Number(event.target.value);
                          if (Number.isFinite(value)) setStat(stat, value);
                        }}
                      />
                      <button type="button" className="button button-small" aria-label={`One more ${STAT_LABELS[stat]}`} disabled={statsLeft === 0 || build.stats[stat] >= build.level} onClick={() => setStat(stat, build.stats[stat] + 1)}>
                        +
                      </button>
                      <button type="button" className="button button-small" aria-label={`Max ${STAT_LABELS[stat]}`} disabled={statsLeft === 0 || build.stats[stat] >= build.level} onClick={() => setStat(stat, build.level)}>
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
                const item = id ? byId.get(id) : undefined;
                return (
                  <li key={slot}>
                    <span className="planner-slot__name">{SLOT_LABELS[slot]}</span>
                    <span className="planner-slot__item">
                      {item ? (
                        <Link to={`/items/${item.category}/${item.id}`}>
                          <img src={item.iconUrl} alt="" width={20} height={20} /> {item.name}
                        </Link>
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
                    <button type="button" className="button button-small" aria-expanded={picking === slot} onClick={() => setPicking(picking === slot ? null : slot)}>
                      {picking === slot ? 'Close' : `Choose ${SLOT_LABELS[slot].toLowerCase()}`}
                    </button>
                    {id && (
                      <button type="button" className="button button-small" onClick={() => equip(slot, '')}>
                        Empty
                      </button>
                    )}
                    {picking === slot && (
                      <div className="planner-picker" role="group" aria-label={`Items for the ${SLOT_LABELS[slot].toLowerCase()} slot`}>
                        <div className="planner-picker__filters">
                          <label htmlFor={searchId}>Search</label>
                          <input id={searchId} type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
                          <label htmlFor={sortId}>Sort by</label>
                          <select id={sortId} value={sortBy} onChange={(event) => setSortBy(event.target.value as typeof sortBy)}>
                            <option value="level">Level</option>
                            <option value="name">Name</option>
                            {ITEM_STAT_IDS.map((stat) => (
                              <option key={stat} value={stat}>
                                {ITEM_STAT_NAMES[stat]}
                              </option>
                            ))}
                          </select>
                        </div>
                        {candidates.length === 0 ? (
                          <p className="muted">{loading ? 'Loading the items…' : 'No item fits this slot and search.'}</p>
                        ) : (
                          <ul className="planner-picker__list">
                            {candidates.map((candidate) => {
                              const deltas = deltaOf(slot, candidate.id);
                              return (
                                <li key={candidate.id}>
                                  <button type="button" className="planner-candidate" onClick={() => equip(slot, candidate.id)}>
                                    <img src={candidate.iconUrl} alt="" width={24} height={24} />
                                    <span className="planner-candidate__name">{candidate.name}</span>
                                    <span className={candidate.level > build.level ? 'planner-warning' : 'muted'}>level {candidate.level}</span>
                                    <span className="planner-candidate__deltas">
                                      {deltas.length === 0 ? (
                                        <span className="muted">no change</span>
                                      ) : (
                                        deltas.map((d) => (
                                          <span key={d.id} className={d.delta > 0 === (d.id !== 'weight') ? 'gain' : 'loss'}>
                                            {d.label} {signed(d.delta)}
                                          </span>
                                        ))
                                      )}
                                    </span>
                                  </button>
                                </li>
                              );
                            })}
                          </ul>
                        )}
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
          <section aria-labelledby="traits-heading" className="planner-panel">
            <h2 id="traits-heading">Traits</h2>
            <p>
              {pointsSpent(points)} of {traitPointsAvailable(build.level)} trait points spent: {CLASS_NAMES[build.characterClass]} tree {pointsInTree(TRAIT_CATALOG, points, build.characterClass)}, shared tree {pointsInTree(TRAIT_CATALOG, points, 'shared')}.
            </p>
            <p>
              <Link to={traitLink}>Edit the traits in the trait tree</Link> (the whole build goes with you).
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
            <details>
              <summary>Spells by element</summary>
              <ul>
                {derived.spells.map((spell) => (
                  <li key={spell.id}>
                    {spell.name} ({spell.element}): {spell.damage.min}–{spell.damage.max}
                  </li>
                ))}
              </ul>
            </details>
          )}
          <h3>One more point in…</h3>
          <table className="planner-marginal">
            <tbody>
              {STAT_IDS.map((stat) => (
                <tr key={stat}>
                  <th scope="row">{STAT_LABELS[stat]}</th>
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
    </section>
  );
}
