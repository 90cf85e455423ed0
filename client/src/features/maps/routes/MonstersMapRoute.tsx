import { useMemo } from 'react';
import { Link } from 'react-router';
import { useUrlState } from '@/lib/url-state';
import { monsterPageLink, npcPageLink } from '@/lib/map-links';
import type { WorldData } from '../map-data';
import type { Layer, Target } from '../WorldMap';
import { WorldMap } from '../lazy-map';
import { MapListMore, useMapListPieces } from '../map-list';
import { MapFrame } from './InteractiveMapRoute';

const LAYERS: Layer[] = ['labels', 'spawns', 'npcs', 'stairs'];

function MonstersMap({ world, embed }: { world: WorldData; embed: boolean }) {
  const [url, setUrl] = useUrlState({ q: '', min: '', max: '' });
  const level = (value: string) => (value.trim() === '' ? null : /^\d{1,4}$/.test(value.trim()) ? Number(value) : NaN);
  const min = level(url.min);
  const max = level(url.max);
  const bad = Number.isNaN(min) || Number.isNaN(max);
  const monsters = useMemo(() => {
    const q = url.q.trim().toLowerCase();
    return world.monsters
      .filter((m) => (!q || m.name.toLowerCase().includes(q)) && (min === null || Number.isNaN(min) || m.level >= min) && (max === null || Number.isNaN(max) || m.level <= max))
      .sort((a, b) => a.level - b.level || a.name.localeCompare(b.name));
  }, [world, url.q, min, max]);
  const spawns = useMemo(() => {
    const ids = new Set(monsters.map((m) => m.id));
    return world.spawns.filter((s) => ids.has(s.monster));
  }, [world, monsters]);
  const places = useMemo(() => new Map(world.places.map((p) => [p.id, p.name])), [world]);
  const spawnsOf = useMemo(() => {
    const of = new Map<string, typeof spawns>();
    for (const s of spawns) of.set(s.monster, [...(of.get(s.monster) ?? []), s]);
    return of;
  }, [spawns]);
  // The monsters and their spawns in pieces (map-list.tsx), the NPCs after them.
  const [pieces, listEnd] = useMapListPieces(monsters.length);

  const aside = (open: (target: Target) => void) => (
    <section className="map-aside" aria-labelledby="monsters-list-heading">
      <form className="filters map-filters" onSubmit={(e) => e.preventDefault()} aria-label="Monster filters">
        <label>
          Name
          <input type="search" value={url.q} onChange={(e) => setUrl({ q: e.target.value })} />
        </label>
        <label>
          Min. level
          <input inputMode="numeric" value={url.min} onChange={(e) => setUrl({ min: e.target.value })} aria-invalid={Number.isNaN(min)} />
        </label>
        <label>
          Max. level
          <input inputMode="numeric" value={url.max} onChange={(e) => setUrl({ max: e.target.value })} aria-invalid={Number.isNaN(max)} />
        </label>
      </form>
      {bad && <p role="alert">Levels are whole numbers; the wrong ones are ignored.</p>}
      <h2 id="monsters-list-heading" aria-live="polite">
        {monsters.length} {monsters.length === 1 ? 'monster' : 'monsters'}, {spawns.length} {spawns.length === 1 ? 'spawn' : 'spawns'}
      </h2>
      <ul className="map-monster-list">
        {monsters.slice(0, pieces.shown).map((m) => (
          <li key={m.id}>
            <strong>{m.name}</strong> (level {m.level}) · <Link to={monsterPageLink(m.id)} aria-label={`Loot and stats of ${m.name}`}>loot</Link>
            <ul>
              {(spawnsOf.get(m.id) ?? []).map((s) => (
                <li key={s.id}>
                  <a
                    href={`?spawn=${s.id}`}
                    onClick={(e) => {
                      e.preventDefault();
                      open({ kind: 'spawn', id: s.id });
                    }}
                  >
                    {places.get(s.place)} ({s.count} within {s.radius} tiles, floor {s.z})
                  </a>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <MapListMore pieces={pieces} total={monsters.length} noun="monsters" entries=".map-monster-list > li" ref={listEnd} />
      <h2>NPCs</h2>
      <ul>
        {world.npcs.map((n) => (
          <li key={n.id}>
            <a
              href={`?npc=${n.id}`}
              onClick={(e) => {
                e.preventDefault();
                open({ kind: 'npc', id: n.id });
              }}
            >
              {n.name}
            </a>{' '}
            ({n.profession}, {places.get(n.location)}) · <Link to={npcPageLink(n.id)} aria-label={`Trades of ${n.name}`}>trades</Link>
          </li>
        ))}
      </ul>
    </section>
  );
  return <WorldMap mode="monsters" world={world} spawns={spawns} defaultLayers={LAYERS} aside={aside} embed={embed} />;
}

/** /tools/monsters-map: spawns sized by count and radius, and every NPC; filters by level and name. */
export function MonstersMapRoute() {
  return <MapFrame title="Monsters and NPC map" aside>{(world, embed) => <MonstersMap world={world} embed={embed} />}</MapFrame>;
}
