import { useQuery } from '@apollo/client/react';
import { FIGHT_IDS, type Fight } from '@game/rules/calculators';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { SEARCH_MAX_LENGTH } from '@/components/search/search-limits';
import { graphql, type FragmentType, getFragmentData } from '@/gql';
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

const DEBOUNCE_MS = 120;

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
 * "Against" (issue 27 part 4): a monster picked with the site's search, and the build's hit chance,
 * damage per hit, damage per second, hits and time to kill against it, each explained as the
 * planner's other numbers are (the shared rule `fightAgainst`). The monster is part of the build.
 */
export function AgainstPanel({ targetId, monster, loading, fight, onTarget }: Props) {
  const id = useId();
  const listId = `${id}-monsters`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const trimmed = text.trim().slice(0, SEARCH_MAX_LENGTH);
    const timer = setTimeout(() => setQuery(trimmed), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const search = useQuery(TargetSearchQuery, { variables: { query }, skip: query === '' });
  const results = search.data?.search.query === query ? search.data.search : null;
  const hits = (results?.groups ?? []).flatMap((group) => group.hits);
  const expanded = open && query !== '' && text.trim() !== '';
  const optionId = (index: number) => `${id}-option-${index}`;

  const choose = (monsterId: string) => {
    onTarget(monsterId);
    setText('');
    setQuery('');
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (hits.length === 0) return;
      const down = event.key === 'ArrowDown';
      setActive((current) => (down ? (current + 1) % hits.length : current <= 0 ? hits.length - 1 : current - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = expanded ? (hits[active] ?? (hits.length === 1 ? hits[0] : undefined)) : undefined;
      if (chosen) choose(chosen.id);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="planner-panel planner-against" data-testid="against">
      <h2 id={`${id}-heading`}>Against</h2>
      <p className="muted">Pick a monster: the numbers below are your main-hand hit against it, with its weakness or resistance and its armor.</p>
      <div className="planner-against__search">
        <label htmlFor={`${id}-input`}>Monster</label>
        <div className="planner-against__combo">
          <input
            ref={inputRef}
            id={`${id}-input`}
            type="search"
            placeholder="Search monsters"
            autoComplete="off"
            spellCheck={false}
            maxLength={SEARCH_MAX_LENGTH}
            role="combobox"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={expanded && active >= 0 && active < hits.length ? optionId(active) : undefined}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
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
                  onMouseEnter={() => setActive(index)}
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
