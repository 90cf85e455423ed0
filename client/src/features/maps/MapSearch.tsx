import { useMemo, useState } from 'react';
import type { WorldData } from './map-data';
import type { MapMode } from './map-layers';
import { buildMapSearch, searchMap, type Target } from './search-index';

/** Each world's search index, built on the first search typed, not while the map loads. */
const indexes = new WeakMap<WorldData, ReturnType<typeof buildMapSearch>>();
function searchIndexOf(world: WorldData): ReturnType<typeof buildMapSearch> {
  let index = indexes.get(world);
  if (!index) indexes.set(world, (index = buildMapSearch(world)));
  return index;
}

/**
 * The map's search over places, houses, NPCs and monsters: a combobox with its listbox of
 * results, by mouse and by keyboard (arrows, Enter, Escape).
 */
export function MapSearch({ world, mode, onPick }: { world: WorldData; mode: MapMode; onPick: (target: Target) => void }) {
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const results = useMemo(() => (query.trim().length < 2 ? [] : searchMap(searchIndexOf(world), query)), [world, query]);
  const none = query.trim().length >= 2 && results.length === 0;
  const pick = (i: number) => {
    const r = results[i];
    if (!r) return;
    setQuery('');
    onPick(r.target);
  };

  return (
    <div className="map-search" role="search" aria-label="Map search">
      <label htmlFor={`map-search-${mode}`} className="visually-hidden">Search the map</label>
      <input
        id={`map-search-${mode}`}
        className="search-input"
        type="search"
        placeholder="Search places, houses, NPCs, monsters"
        value={query}
        role="combobox"
        aria-expanded={results.length > 0}
        aria-controls={`map-results-${mode}`}
        aria-activedescendant={results.length > 0 ? `map-result-${active}` : undefined}
        autoComplete="off"
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') setActive((a) => Math.min(results.length - 1, a + 1));
          else if (e.key === 'ArrowUp') setActive((a) => Math.max(0, a - 1));
          else if (e.key === 'Enter') pick(active);
          else if (e.key === 'Escape') setQuery('');
          else return;
          e.preventDefault();
        }}
      />
      {results.length > 0 && (
        <ul id={`map-results-${mode}`} role="listbox" className="map-results" aria-label="Search results">
          {results.map((r, i) => (
            <li key={r.id} id={`map-result-${i}`} role="option" aria-selected={i === active} onMouseDown={(e) => e.preventDefault()} onClick={() => pick(i)}>
              <strong>{r.name}</strong> <span>{r.kind} · {r.detail}</span>
            </li>
          ))}
        </ul>
      )}
      {/* Always in the page, so the words are announced when they appear. */}
      <p role="status" className="map-search-note">{none ? 'No results' : ''}</p>
    </div>
  );
}
