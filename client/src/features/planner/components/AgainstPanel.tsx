import { useQuery } from '@apollo/client/react';
import { FIGHT_IDS, type Fight } from '@game/rules/calculators';
import { Link } from 'react-router';
import { SEARCH_MAX_LENGTH } from '@/components/search/search-limits';
import { graphql, type FragmentType, getFragmentData } from '@/gql';
import { useCombobox } from '@/lib/use-combobox';
import { formatNumber, signed } from '../planner-data';

/** What the "Against" section shows of its monster; the planner's route query spreads it. */
export const AgainstPanel_monster = graphql(`
  fragment AgainstPanel_monster on Monster {
    id
    name
    level
    health
    armor
    elements {
      element
      modifier
    }
  }
`);

/** The site's search (the header's), monsters only. */
const TargetSearchQuery = graphql(`
  query PlannerTargetSearch($query: String!) {
    search(query: $query, perKind: 8, kinds: [MONSTER]) {
      query
      groups {
        kind
        hits {
          id
          title
          detail
        }
      }
    }
  }
`);

/** A monster as the planner reads it (the fragment's fields). */
export const targetOf = (ref: FragmentType<typeof AgainstPanel_monster> | null | undefined) => (ref ? getFragmentData(AgainstPanel_monster, ref) : null);
export type PlannerTarget = NonNullable<ReturnType<typeof targetOf>>;

const valueText = (value: number, unit: string) => (Number.isFinite(value) ? `${formatNumber(value)} ${unit}` : 'never: no hit gets through');
const elementsText = (elements: PlannerTarget['elements']) =>
  elements.length === 0 ? 'no weakness or resistance' : elements.map((e) => `${e.element} ${e.modifier > 0 ? '+' : '−'}${Math.abs(e.modifier)}%`).join(', ');

interface Props {
  /** The target the build names (its id), or null. */
  targetId: string | null;
  monster: PlannerTarget | null;
  /** The monster's numbers are on their way. */
  loading: boolean;
  /** The fight with the build's main-hand hit (`fightAgainst`), or null without a monster. */
  fight: Fight | null;
  onTarget: (id: string | null) => void;
}

/**
 * "Against": a monster picked with the site's search, and the build's hit chance,
 * damage per hit, damage per second, hits and time to kill against it, each explained as the
 * planner's other numbers are (the shared rule `fightAgainst`). The monster is part of the build.
 */
export function AgainstPanel({ targetId, monster, loading, fight, onTarget }: Props) {
  const combobox = useCombobox(SEARCH_MAX_LENGTH);
  const { id, listId, optionId, query, expanded, active } = combobox;

  const search = useQuery(TargetSearchQuery, { variables: { query }, skip: query === '' });
  const results = search.data?.search.query === query ? search.data.search : null;
  const hits = (results?.groups ?? []).flatMap((group) => group.hits);

  const choose = (monsterId: string) => {
    onTarget(monsterId);
    combobox.reset();
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="planner-panel planner-against" data-testid="against">
      <h2 id={`${id}-heading`}>Against</h2>
      <p className="muted">Pick a monster: the numbers below are your main-hand hit against it, with its weakness or resistance and its armor.</p>
      <div className="planner-against__search">
        <label htmlFor={`${id}-input`}>Monster</label>
        <div className="planner-against__combo">
          <input
            {...combobox.inputProps({
              count: hits.length,
              // Enter picks the active monster, or the only one found.
              onEnter: (chosen, expanded) => {
                const hit = expanded ? (hits[chosen] ?? (hits.length === 1 ? hits[0] : undefined)) : undefined;
                if (hit) choose(hit.id);
              },
            })}
            type="search"
            placeholder="Search monsters"
          />
          <div id={listId} role="listbox" aria-label="Monsters found" className="planner-against__results" hidden={!expanded}>
            {expanded && !results && <p className="muted" role="status">Searching…</p>}
            {expanded && results && hits.length === 0 && <p className="muted" role="status">No monster found for “{query}”.</p>}
            {expanded &&
              hits.map((hit, index) => (
                <div
                  key={hit.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={active === index}
                  className="planner-against__option"
                  // Keep the focus in the input: a click must not blur it before the choice counts.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(hit.id)}
                  onMouseEnter={() => combobox.setActive(index)}
                >
                  <span>{hit.title}</span> <span className="muted">{hit.detail}</span>
                </div>
              ))}
          </div>
        </div>
        {targetId && (
          <button type="button" className="button button-small" onClick={() => onTarget(null)}>
            Clear the monster
          </button>
        )}
      </div>
      <p aria-live="polite" data-testid="against-monster">
        {monster ? (
          <>
            Against <Link to={`/lists/monsters/${monster.id}`}>{monster.name}</Link> (level {monster.level}): {monster.health} health, armor {monster.armor}, {elementsText(monster.elements)}.
          </>
        ) : targetId && loading ? (
          <span className="muted">Loading the monster…</span>
        ) : targetId ? (
          <span className="planner-warning">The monster in this build ({targetId}) is not in the list any more: pick another.</span>
        ) : (
          <span className="muted">No monster chosen.</span>
        )}
      </p>
      {fight && (
        <div className="planner-against__numbers">
          {FIGHT_IDS.map((fightId) => {
            const number = fight.numbers[fightId];
            return (
              <details key={fightId} data-testid={`against-${fightId}`}>
                <summary>
                  <span>{number.label}</span> <strong>{Number.isFinite(number.value) ? formatNumber(number.value) : 'never'}</strong> <span className="muted">{Number.isFinite(number.value) ? number.unit : 'no hit gets through'}</span>
                </summary>
                <ul>
                  {number.parts.map((part, index) => (
                    <li key={`${part.source}-${index}`}>
                      {part.source}: {number.explained === 'sum' ? signed(part.amount) : valueText(part.amount, '').trim()}
                    </li>
                  ))}
                </ul>
              </details>
            );
          })}
        </div>
      )}
    </section>
  );
}
