import MiniSearch from 'minisearch';
import type { WorldData } from './map-data';

/** What a link or a search result can open. */
export type Target = { kind: 'place'; id: string } | { kind: 'house'; id: string } | { kind: 'npc'; id: string } | { kind: 'spawn'; id: string };

export interface MapSearchResult {
  id: string;
  name: string;
  kind: string;
  detail: string;
  target: Target;
}

type Doc = MapSearchResult;

/**
 * The map search over places, houses, NPCs and monsters (a monster opens its first spawn),
 * prefix and typo tolerant. Built once per world in the browser; the bench measures it too.
 */
export function buildMapSearch(world: Pick<WorldData, 'places' | 'houses' | 'npcs' | 'monsters' | 'spawns'>): MiniSearch<Doc> {
  const placeName = new Map(world.places.map((p) => [p.id, p.name]));
  const search = new MiniSearch<Doc>({
    fields: ['name', 'detail'],
    storeFields: ['name', 'kind', 'detail', 'target'],
    searchOptions: { prefix: true, fuzzy: 0.2, boost: { name: 3 } },
  });
  search.addAll([
    ...world.places.map((p) => ({ id: `place:${p.id}`, name: p.name, kind: 'Place', detail: p.kind, target: { kind: 'place', id: p.id } as Target })),
    ...world.houses.map((h) => ({ id: `house:${h.id}`, name: h.name, kind: h.guildhall ? 'Guildhall' : 'House', detail: placeName.get(h.town) ?? '', target: { kind: 'house', id: h.id } as Target })),
    ...world.npcs.map((n) => ({ id: `npc:${n.id}`, name: n.name, kind: 'NPC', detail: `${n.profession} ${placeName.get(n.location) ?? ''}`, target: { kind: 'npc', id: n.id } as Target })),
    ...world.monsters.flatMap((m) => {
      const first = world.spawns.find((s) => s.monster === m.id);
      return first ? [{ id: `monster:${m.id}`, name: m.name, kind: 'Monster', detail: `level ${m.level}`, target: { kind: 'spawn', id: first.id } as Target }] : [];
    }),
  ]);
  return search;
}

/** The best matches for what was typed (nothing under two letters). */
export function searchMap(index: MiniSearch<Doc>, query: string, limit = 8): MapSearchResult[] {
  const text = query.trim();
  if (text.length < 2) return [];
  return index
    .search(text)
    .slice(0, limit)
    .map((r) => ({ id: r.id as string, name: r.name as string, kind: r.kind as string, detail: r.detail as string, target: r.target as Target }));
}
