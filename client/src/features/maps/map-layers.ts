import { monsterPageLink, npcPageLink } from '@/lib/map-links';
import { escapeHtml } from '@game/rules/text';
import { formatMapHash } from './deep-link';
import type { MapHouse, MapNpc, MapPlace, MapPoi, MapSpawn, MapStairs, WorldData } from './map-data';
import type { Target } from './search-index';

/**
 * What the three maps draw, worked out without Leaflet: the layers, what each layer shows on a
 * floor, the houses' rent colours, the popups' HTML, where a link or a search result points,
 * and how markers that would cover each other move apart. `map-leaflet.ts` turns these into
 * Leaflet layers; the unit tests read them directly (tests/unit/map-layers.test.ts).
 */

export type MapMode = 'interactive' | 'houses' | 'monsters';
export type Layer = 'labels' | 'houses' | 'spawns' | 'npcs' | 'pois' | 'stairs' | 'grid';
export const ALL_LAYERS: Layer[] = ['labels', 'houses', 'spawns', 'npcs', 'pois', 'stairs', 'grid'];
export const LAYER_NAMES: Record<Layer, string> = { labels: 'Place labels', houses: 'Houses', spawns: 'Spawns', npcs: 'NPCs', pois: 'Temples, depots, boats', stairs: 'Stairs', grid: 'Grid' };

/** The least width and height of anything on the map that can be clicked or tapped, in CSS pixels (WCAG 2.2 target size). */
export const HIT_PX = 24;
/** Space between the centres of markers moved apart, so their boxes neither touch nor overlap. */
const SPREAD_PX = HIT_PX + 4;
/** Spots around a marker, nearest first, in steps of SPREAD_PX (up to three steps away). */
const SPREAD_OFFSETS: Array<[number, number]> = [-3, -2, -1, 0, 1, 2, 3]
  .flatMap((dx) => [-3, -2, -1, 0, 1, 2, 3].map((dy): [number, number] => [dx, dy]))
  .sort((a, b) => a[0] ** 2 + a[1] ** 2 - (b[0] ** 2 + b[1] ** 2) || b[0] - a[0] || a[1] - b[1]);

/**
 * Markers whose boxes would overlap on screen are moved apart (in the order given, the first
 * keeps its place) to the nearest free spot around their own position, so every one stays fully
 * visible and clickable. Takes the markers' screen points; gives each one's shift in pixels.
 */
export function spreadOffsets(points: Array<{ x: number; y: number }>): Array<[number, number]> {
  const placed: Array<{ x: number; y: number }> = [];
  return points.map((at) => {
    const free = (p: { x: number; y: number }) => placed.every((q) => Math.abs(p.x - q.x) >= SPREAD_PX || Math.abs(p.y - q.y) >= SPREAD_PX);
    const [dx, dy] = SPREAD_OFFSETS.find(([ox, oy]) => free({ x: at.x + ox * SPREAD_PX, y: at.y + oy * SPREAD_PX })) ?? [0, 0];
    placed.push({ x: at.x + dx * SPREAD_PX, y: at.y + dy * SPREAD_PX });
    return [dx * SPREAD_PX, dy * SPREAD_PX];
  });
}

/** The layers a `?layers=` value turns on (unknown names ignored); the defaults when absent. */
export function layersOfParam(param: string | null, defaults: Layer[]): Set<Layer> {
  return new Set<Layer>(param === null ? defaults : (param.split(',').filter((l) => (ALL_LAYERS as string[]).includes(l)) as Layer[]));
}

/** The `?layers=` value for a set of layers, or null when it is the page's default (the parameter is left out). */
export function layersParamOf(layers: ReadonlySet<Layer>, defaults: Layer[]): string | null {
  const value = ALL_LAYERS.filter((l) => layers.has(l)).join(',');
  return value === defaults.join(',') ? null : value;
}

/** The cheapest and dearest rent per tile of the world's houses. */
export function rentRange(world: Pick<WorldData, 'houses'>): [number, number] {
  const perTile = world.houses.map((h) => h.rent / h.size);
  return [Math.min(...perTile), Math.max(...perTile)];
}

/** Rent per tile as a colour from green (cheap) to red (dear). */
export function rentColor(house: MapHouse, range: [number, number]): string {
  const perTile = house.rent / house.size;
  const t = range[1] > range[0] ? Math.min(1, Math.max(0, (perTile - range[0]) / (range[1] - range[0]))) : 0;
  return `hsl(${Math.round(120 - 120 * t)} 70% 45%)`;
}

/** One end of a staircase: where it stands and the floor it leads to. */
export interface StairsEnd {
  stairs: MapStairs;
  at: { x: number; y: number; z: number };
  to: { x: number; y: number; z: number };
}

/** What the map draws on one floor with the layers turned on (the grid is drawn apart). */
export interface FloorFeatures {
  houses: MapHouse[];
  spawns: MapSpawn[];
  npcs: MapNpc[];
  pois: MapPoi[];
  stairs: StairsEnd[];
  /** Places on this floor; their labels show with the labels layer, their popups open either way. */
  places: MapPlace[];
}

export function featuresOnFloor(world: WorldData, view: { floor: number; layers: ReadonlySet<Layer>; houses: MapHouse[]; spawns: MapSpawn[] }): FloorFeatures {
  const { floor, layers } = view;
  const on = (layer: Layer) => layers.has(layer);
  return {
    houses: on('houses') ? view.houses.filter((h) => h.entrance.z === floor) : [],
    spawns: on('spawns') ? view.spawns.filter((s) => s.z === floor) : [],
    npcs: on('npcs') ? world.npcs.filter((n) => n.z === floor) : [],
    pois: on('pois') ? world.pois.filter((p) => p.z === floor) : [],
    stairs: on('stairs') ? world.stairs.flatMap((s) => [{ stairs: s, at: s.from, to: s.to }, { stairs: s, at: s.to, to: s.from }]).filter((e) => e.at.z === floor) : [],
    places: world.places.filter((p) => p.floors.includes(floor)),
  };
}

/** Where a link's or a search result's target is (its zoom included), or null when it does not exist. */
export function locateTarget(world: WorldData, target: Target): { x: number; y: number; z: number; zoom: number } | null {
  if (target.kind === 'place') {
    const p = world.places.find((p) => p.id === target.id);
    return p ? { x: p.label.x, y: p.label.y, z: p.z, zoom: 1 } : null;
  }
  if (target.kind === 'house') {
    const h = world.houses.find((h) => h.id === target.id);
    return h ? { ...h.entrance, zoom: 3 } : null;
  }
  if (target.kind === 'npc') {
    const n = world.npcs.find((n) => n.id === target.id);
    return n ? { x: n.x, y: n.y, z: n.z, zoom: 3 } : null;
  }
  const s = world.spawns.find((s) => s.id === target.id);
  return s ? { x: s.x, y: s.y, z: s.z, zoom: 2 } : null;
}

/** The popups' HTML, written when a popup opens; every name from the data is escaped. */
export interface MapPopups {
  place(p: MapPlace): string;
  house(h: MapHouse): string;
  npc(n: MapNpc): string;
  spawn(s: MapSpawn): string;
  poi(p: MapPoi): string;
  /** The popup of a target that exists (locateTarget said so). */
  of(target: Target): string;
}

export function mapPopups(world: WorldData): MapPopups {
  const places = new Map(world.places.map((p) => [p.id, p]));
  const monsters = new Map(world.monsters.map((m) => [m.id, m]));
  const town = (id: string) => escapeHtml(places.get(id)?.name ?? id);
  const pos = (p: { x: number; y: number; z: number }) => `<span class="map-pos">${p.x},${p.y},${p.z}</span>`;
  const popups: MapPopups = {
    place: (p) => `<h2>${escapeHtml(p.name)}</h2><p>${escapeHtml(p.kind)} · ${escapeHtml(world.provinces.find((v) => v.id === p.province)?.name ?? '')}</p><p>${escapeHtml(p.description)}</p><p>Floors ${p.floors.join(', ')}</p>`,
    house: (h) =>
      `<h2>${escapeHtml(h.name)}</h2><dl><dt>Town</dt><dd>${town(h.town)}</dd><dt>Size</dt><dd>${h.size} tiles</dd><dt>Beds</dt><dd>${h.beds}</dd><dt>Rent</dt><dd>${h.rent.toLocaleString('en')} gold / month</dd>${h.guildhall ? '<dt>Kind</dt><dd>Guildhall</dd>' : ''}<dt>Entrance</dt><dd>${pos(h.entrance)}</dd></dl><p><a href="/tools/houses-map?house=${h.id}${formatMapHash({ ...h.entrance, zoom: 3 })}">Open in the houses map</a></p>`,
    npc: (n) => `<h2>${escapeHtml(n.name)}</h2><p>${escapeHtml(n.profession)} in ${town(n.location)} · ${pos(n)}</p><p><a href="${npcPageLink(n.id)}">What ${escapeHtml(n.name)} buys and sells</a></p>`,
    spawn: (s) => {
      const m = monsters.get(s.monster);
      return `<h2>${escapeHtml(m?.name ?? s.monster)}</h2><p>Level ${m?.level ?? '?'} · ${s.count} within ${s.radius} tiles · ${town(s.place)} · ${pos(s)}</p><p><a href="${monsterPageLink(s.monster)}">Loot and stats of ${escapeHtml(m?.name ?? s.monster)}</a></p>`;
    },
    poi: (p) => `<h2>${escapeHtml(p.name)}</h2><p>${p.kind === 'boat' ? `Sails to ${p.destinations.map((d) => escapeHtml(world.pois.find((b) => b.id === d)?.name ?? d)).join(', ')}` : escapeHtml(p.kind)} · ${town(p.town)}</p>`,
    of: (target) => {
      if (target.kind === 'place') return popups.place(places.get(target.id)!);
      if (target.kind === 'house') return popups.house(world.houses.find((h) => h.id === target.id)!);
      if (target.kind === 'npc') return popups.npc(world.npcs.find((n) => n.id === target.id)!);
      return popups.spawn(world.spawns.find((s) => s.id === target.id)!);
    },
  };
  return popups;
}

/** The target a link's query names: ?house= ?npc= ?spawn= ?place=, or ?monster= (its first spawn). */
export function linkedTarget(world: WorldData, params: URLSearchParams): Target | null {
  for (const kind of ['house', 'npc', 'spawn', 'place', 'monster'] as const) {
    const id = params.get(kind);
    if (!id) continue;
    if (kind === 'monster') return { kind: 'spawn', id: world.spawns.find((s) => s.monster === id)?.id ?? id };
    return { kind, id };
  }
  return null;
}
