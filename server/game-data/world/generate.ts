import Alea from 'alea';
import { createNoise2D } from 'simplex-noise';
import type { Pack } from '../schemas';
import { CHUNK, FLOORS, SURFACE, T, WORLD_HEIGHT as H, WORLD_WIDTH as W, isWalkable } from './terrain';
import type { House, Place, Poi, Position, Province, Rect, River, Road, Spawn, Stairs, World } from './schemas';
import { Floors, inRect, dist, int, wiggle, trace, nearestWalkable, tunnel, caves, largestRegion, type Rng } from './grid';

/**
 * The seeded world generator. The same seed and pack always give the same world, byte for
 * byte; its output is committed (`npm run world:generate`) and never made at start.
 *
 * Every step (provinces, towns, roads, rivers, houses, spawns, NPCs, stairs) draws from one random
 * sequence in a fixed order, and the committed world is checked byte for byte against it: the steps
 * stay here, in that order; the tile layers and the drawing and carving tools are in grid.ts.
 */

export const WORLD_SEED = 'almanac-1';
export const WORLD_VERSION = 1;


const PROVINCES: Array<Omit<Province, 'capital'> & { town: string }> = [
  { id: 'the-greenmarch', name: 'The Greenmarch', town: 'brackenford', color: '#4f8a3a' },
  { id: 'the-reedcoast', name: 'The Reedcoast', town: 'saltmarsh-haven', color: '#3d8a86' },
  { id: 'the-pale-reach', name: 'The Pale Reach', town: 'frostmere', color: '#9db8cc' },
  { id: 'the-ashlands', name: 'The Ashlands', town: 'cinderholt', color: '#a8452a' },
];

/** Where the wilds and dungeons lie (towns are placed around their NPCs). */
const LAYOUT: Record<string, { bounds: Rect; floors: number[]; floorTerrain?: number }> = {
  'willowmere-fields': { bounds: { x: 330, y: 480, w: 200, h: 120 }, floors: [7] },
  thornwood: { bounds: { x: 90, y: 200, w: 200, h: 250 }, floors: [7] },
  'drowned-reeds': { bounds: { x: 930, y: 560, w: 190, h: 170 }, floors: [7] },
  'northern-pass': { bounds: { x: 790, y: 60, w: 230, h: 150 }, floors: [7] },
  'cinder-steps': { bounds: { x: 1090, y: 470, w: 230, h: 170 }, floors: [7] },
  'brackenford-cellars': { bounds: { x: 360, y: 340, w: 110, h: 90 }, floors: [8], floorTerrain: T['cave floor'] },
  'sunken-chapel': { bounds: { x: 940, y: 760, w: 140, h: 110 }, floors: [8, 9], floorTerrain: T['flooded floor'] },
  'rimeglass-caves': { bounds: { x: 690, y: 200, w: 160, h: 110 }, floors: [8, 9], floorTerrain: T['ice floor'] },
  'obsidian-deep': { bounds: { x: 1120, y: 690, w: 150, h: 130 }, floors: [8, 9, 10], floorTerrain: T['obsidian floor'] },
};

const STREETS: Record<string, string[]> = {
  brackenford: ['Millstone Lane', 'Granary Row', 'Oath Street', 'Willow Walk', 'Tanner Yard', 'Mill Bridge Road'],
  'saltmarsh-haven': ['Stilt Row', 'Netmakers Lane', 'Pearl Quay', 'Tide Street', 'Smugglers Alley', 'Harbour Steps'],
  frostmere: ['Lantern Way', 'Icefall Lane', 'Frost Row', 'Sledge Street', 'Winterfest Square', 'Lake Walk'],
  cinderholt: ['Anvil Street', 'Ember Row', 'Slag Lane', 'Forge Walk', 'Basalt Street', 'Bellows Yard'],
};
const RENT_PER_TILE: Record<string, number> = { brackenford: 6, 'saltmarsh-haven': 8, frostmere: 9, cinderholt: 12 };

const TOWN_W = 150;
const TOWN_H = 130;

export function generateWorld(pack: Pack, seed = WORLD_SEED): World {
  const rng: Rng = Alea(seed);
  const noise = createNoise2D(Alea(`${seed}:terrain`));
  const detail = createNoise2D(Alea(`${seed}:detail`));
  const floors = new Floors();
  const surface = floors.layer(SURFACE);

  // Towns: a rectangle centred on the town's NPCs.
  const towns = pack.locations.filter((l) => l.kind === 'town');
  const townRect = new Map<string, Rect>();
  for (const town of towns) {
    const npcs = pack.npcs.filter((n) => n.location === town.id);
    const cx = Math.round(npcs.reduce((s, n) => s + n.position.x, 0) / Math.max(1, npcs.length));
    const cy = Math.round(npcs.reduce((s, n) => s + n.position.y, 0) / Math.max(1, npcs.length));
    townRect.set(town.id, { x: Math.max(4, cx - TOWN_W / 2), y: Math.max(4, cy - TOWN_H / 2), w: TOWN_W, h: TOWN_H });
  }
  const capitals = PROVINCES.map((p) => {
    const r = townRect.get(p.town)!;
    return { ...p, cx: r.x + r.w / 2, cy: r.y + r.h / 2 };
  });
  const anchors = [...capitals.map((c) => [c.cx, c.cy, 1]), ...Object.values(LAYOUT).filter((l) => l.floors[0] === SURFACE).map((l) => [l.bounds.x + l.bounds.w / 2, l.bounds.y + l.bounds.h / 2, 0.8])];
  const provinceAt = new Uint8Array(W * H);

  // Terrain: fractal noise, land pulled up around the places and down at the edges and the bay.
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      let e = 0;
      let amp = 1;
      let freq = 1 / 320;
      for (let o = 0; o < 4; o++) {
        e += amp * noise(x * freq, y * freq);
        amp *= 0.5;
        freq *= 2;
      }
      e = e * 0.45 + 0.1;
      for (const [ax, ay, w] of anchors) e += w! * 0.5 * Math.max(0, 1 - dist(x, y, ax!, ay!) / 260);
      const edge = Math.min(x, W - 1 - x, y, H - 1 - y) / 110;
      if (edge < 1) e -= (1 - edge) * 1.1;
      e -= 0.9 * Math.max(0, 1 - dist(x, y, 860, 900) / 190);
      let best = 0;
      let bestD = Infinity;
      const wx = x + detail(x / 90, y / 90) * 40;
      const wy = y + detail(y / 90 + 50, x / 90) * 40;
      capitals.forEach((c, i) => {
        const d = dist(wx, wy, c.cx, c.cy);
        if (d < bestD) {
          bestD = d;
          best = i;
        }
      });
      provinceAt[y * W + x] = best;
      const d2 = detail(x / 40, y / 40);
      let t: number;
      if (e < -0.12) t = T['deep water'];
      else if (e < 0) t = T['shallow water'];
      else if (e < 0.04) t = best === 2 ? T.ice : T.sand;
      else if (e > 0.78) t = T.mountain;
      else if (best === 0) t = d2 > 0.45 ? T.forest : T.grass;
      else if (best === 1) t = d2 > 0.1 ? T.marsh : T.grass;
      else if (best === 2) t = e > 0.62 && d2 > 0 ? T.mountain : T.snow;
      else t = d2 > 0.62 ? T.lava : T.ash;
      surface[y * W + x] = t;
    }
  }
  // The wilds' character.
  const wild = (id: string, paint: (x: number, y: number, n: number) => number | null) => {
    const b = LAYOUT[id]!.bounds;
    for (let y = b.y; y < b.y + b.h; y++)
      for (let x = b.x; x < b.x + b.w; x++) {
        const t = paint(x, y, detail(x / 18, y / 18));
        if (t !== null) floors.set(x, y, SURFACE, t);
      }
  };
  wild('thornwood', (_x, _y, n) => (n > -0.2 ? T.forest : T.grass));
  wild('willowmere-fields', (x, y, n) => ((Math.floor(x / 14) + Math.floor(y / 10)) % 3 === 0 ? T.farmland : n > 0.5 ? T.forest : T.grass));
  wild('drowned-reeds', (_x, _y, n) => (n > 0.55 ? T['shallow water'] : T.marsh));
  wild('northern-pass', (_x, _y, n) => (n > 0.6 ? T.mountain : T.snow));
  wild('cinder-steps', (_x, _y, n) => (n > 0.55 ? T.lava : n < -0.5 ? T.mountain : T.ash));
  // A frozen lake beside Frostmere.
  const frost = townRect.get('frostmere')!;
  for (let y = frost.y; y < frost.y + frost.h; y++)
    for (let x = frost.x + frost.w; x < frost.x + frost.w + 70; x++) if (dist(x, y, frost.x + frost.w + 30, frost.y + frost.h / 2) < 45) floors.set(x, y, SURFACE, T.ice);

  // Rivers run to the sea; roads join the towns and their wilds.
  const center = (id: string): [number, number] => {
    const r = townRect.get(id) ?? LAYOUT[id]!.bounds;
    return [Math.round(r.x + r.w / 2), Math.round(r.y + r.h / 2)];
  };
  const brack = townRect.get('brackenford')!;
  const rivers: River[] = [
    { id: 'bracken-river', name: 'Bracken River', points: wiggle(rng, [[560, 30], [brack.x + brack.w + 22, brack.y + 10], [brack.x + brack.w + 22, brack.y + brack.h], [700, 640], [840, 940]], 4, 0.12) },
    { id: 'thorn-brook', name: 'Thorn Brook', points: wiggle(rng, [[300, 60], [200, 330], [260, 620], [180, 960]]) },
    { id: 'reed-water', name: 'Reed Water', points: wiggle(rng, [[1060, 300], [1000, 520], [1020, 700], [960, 960]]) },
  ];
  for (const river of rivers) {
    trace(river.points, 3, (x, y) => {
      if (![...townRect.values()].some((r) => inRect(r, x, y, 2))) floors.set(x, y, SURFACE, T.river);
    });
  }
  const roadPairs: Array<[string, string]> = [
    ['brackenford', 'saltmarsh-haven'], ['brackenford', 'frostmere'], ['saltmarsh-haven', 'cinderholt'], ['frostmere', 'cinderholt'],
    ['brackenford', 'willowmere-fields'], ['brackenford', 'thornwood'], ['saltmarsh-haven', 'drowned-reeds'], ['frostmere', 'northern-pass'], ['cinderholt', 'cinder-steps'],
  ];
  const roads: Road[] = roadPairs.map(([from, to]) => ({ id: `${from}-to-${to}`, from, to, points: wiggle(rng, [center(from), center(to)], 3, 0.2) }));
  for (const road of roads) {
    trace(road.points, 3, (x, y) => {
      const t = floors.get(x, y, SURFACE);
      if (t === T['deep water'] || t === T['shallow water'] || t === T.river || t === T.lava) floors.set(x, y, SURFACE, T.bridge);
      else if (t !== T.nothing) floors.set(x, y, SURFACE, T.road);
    });
  }

  // Towns: streets, market squares around the NPCs, houses, temple, depot and towers.
  const houses: House[] = [];
  const pois: Poi[] = [];
  const stairs: Stairs[] = [];
  const stair = (kind: Stairs['kind'], from: Position, to: Position) => {
    stairs.push({ id: `stairs-${stairs.length + 1}`, kind, from, to });
    floors.set(from.x, from.y, from.z, T.stairs);
  };
  for (const town of towns) {
    const r = townRect.get(town.id)!;
    floors.fill(r, SURFACE, T.cobblestone);
    const npcs = pack.npcs.filter((n) => n.location === town.id);
    const [tcx, tcy] = center(town.id);
    const lots: Array<Rect & { street: string; side: 'top' | 'bottom'; d: number }> = [];
    const streets = STREETS[town.id] ?? ['Main Street'];
    let row = 0;
    for (let by = r.y + 3; by + 16 <= r.y + r.h - 3; by += 19, row++) {
      for (let bx = r.x + 3; bx + 22 <= r.x + r.w - 3; bx += 25) {
        const block: Rect = { x: bx, y: by, w: 22, h: 16 };
        if (npcs.some((n) => inRect(block, n.position.x, n.position.y, 2))) continue;
        for (const side of ['top', 'bottom'] as const) {
          let x = bx;
          while (x < bx + 22) {
            let w = int(rng, 6, 11);
            if (bx + 22 - (x + w) < 6) w = bx + 22 - x;
            const lot = { x, y: side === 'top' ? by : by + 8, w, h: 8 };
            lots.push({ ...lot, street: streets[(side === 'top' ? row : row + 1) % streets.length]!, side, d: dist(x + w / 2, lot.y + 4, tcx, tcy) });
            x += w;
          }
        }
      }
    }
    lots.sort((a, b) => a.d - b.d || a.y - b.y || a.x - b.x);
    const door = (lot: Rect & { side: 'top' | 'bottom' }) => {
      const dx = lot.x + Math.floor(lot.w / 2);
      return lot.side === 'top' ? { door: { x: dx, y: lot.y }, entrance: { x: dx, y: lot.y - 1 } } : { door: { x: dx, y: lot.y + lot.h - 1 }, entrance: { x: dx, y: lot.y + lot.h } };
    };
    const building = (lot: (typeof lots)[number], inside: number) => {
      floors.building(lot, SURFACE, inside);
      const { door: d, entrance } = door(lot);
      floors.set(d.x, d.y, SURFACE, inside);
      return { x: lot.x + Math.floor(lot.w / 2), y: lot.y + Math.floor(lot.h / 2), entrance };
    };
    const name = town.name;
    const temple = building(lots.shift()!, T['temple floor']);
    pois.push({ id: `${town.id}-temple`, kind: 'temple', name: `Temple of ${name}`, town: town.id, x: temple.x, y: temple.y, z: SURFACE, destinations: [] });
    const depot = building(lots.shift()!, T['wooden floor']);
    pois.push({ id: `${town.id}-depot`, kind: 'depot', name: `${name} Depot`, town: town.id, x: depot.x, y: depot.y, z: SURFACE, destinations: [] });
    // Two towers: the first reaches two floors up.
    for (const height of [2, 1]) {
      const lot = lots.shift()!;
      building(lot, T['wooden floor']);
      for (let level = 1; level <= height; level++) {
        const z = SURFACE - level;
        floors.building(lot, z, T['wooden floor']);
        const x = lot.x + level * 2;
        stair('stairs', { x, y: lot.y + 2, z: z + 1 }, { x, y: lot.y + 2, z });
      }
    }
    // One guildhall of two lots side by side, then houses.
    const numbers = new Map<string, number>();
    lots.forEach((lot, index) => {
      const isGuildhall = index === 4;
      if (!isGuildhall && rng() < 0.25) return; // a garden
      const inner: Rect = { x: lot.x + 1, y: lot.y + 1, w: lot.w - 2, h: lot.h - 2 };
      const b = building(lot, T['house floor']);
      const { door: d } = door(lot);
      const rects = [inner, { x: d.x, y: d.y, w: 1, h: 1 }];
      const size = inner.w * inner.h + 1;
      const n = (numbers.get(lot.street) ?? 0) + 1;
      numbers.set(lot.street, n);
      const closeness = Math.max(0, 1 - lot.d / 90);
      houses.push({
        id: `${town.id}-house-${houses.filter((h) => h.town === town.id).length + 1}`,
        name: isGuildhall ? `${name} Guildhall` : `${lot.street} ${n}`,
        town: town.id,
        entrance: { ...b.entrance, z: SURFACE },
        rects,
        size,
        beds: isGuildhall ? Math.max(4, Math.floor(size / 8)) : Math.max(1, Math.floor(size / 14)),
        rent: Math.round((size * RENT_PER_TILE[town.id]! * (1 + closeness) * (isGuildhall ? 1.5 : 1)) / 5) * 5,
        guildhall: isGuildhall,
      });
    });
    for (const npc of npcs) floors.set(npc.position.x, npc.position.y, SURFACE, T.cobblestone);
  }
  // Boats: a pier from Brackenford to the river and from Saltmarsh Haven to the sea.
  const pier = (town: string, x: number, y: number, dx: number, dy: number) => {
    for (let i = 0; i < 300; i++, x += dx, y += dy) {
      const next = floors.get(x + dx, y + dy, SURFACE);
      floors.set(x, y, SURFACE, inRect(townRect.get(town)!, x, y) ? T.cobblestone : T.bridge);
      floors.set(x - dy, y - dx, SURFACE, floors.get(x - dy, y - dx, SURFACE) === T.wall ? T.wall : floors.get(x, y, SURFACE));
      if (next === T.river || next === T['shallow water'] || next === T['deep water']) return { x, y };
    }
    throw new Error(`No water found for the boat of ${town}`);
  };
  const sm = townRect.get('saltmarsh-haven')!;
  const boatB = pier('brackenford', brack.x + brack.w - 1, brack.y + Math.floor(brack.h / 2) + 1, 1, 0);
  const boatS = pier('saltmarsh-haven', sm.x + Math.floor(sm.w / 2) + 1, sm.y + sm.h - 1, 0, 1);
  pois.push({ id: 'brackenford-boat', kind: 'boat', name: 'Brackenford River Boat', town: 'brackenford', ...boatB, z: SURFACE, destinations: ['saltmarsh-haven-boat'] });
  pois.push({ id: 'saltmarsh-haven-boat', kind: 'boat', name: 'Saltmarsh Haven Harbour', town: 'saltmarsh-haven', ...boatS, z: SURFACE, destinations: ['brackenford-boat'] });
  // The boat POIs sit at the pier's end, which must be inside the town for the checks: clamp them to it.
  for (const boat of pois.filter((p) => p.kind === 'boat')) {
    const r = townRect.get(boat.town)!;
    const x = Math.min(r.x + r.w - 1, Math.max(r.x, boat.x));
    const y = Math.min(r.y + r.h - 1, Math.max(r.y, boat.y));
    Object.assign(boat, { x, y });
  }

  // Dungeons: caves grown by a cellular automaton, their largest cave kept, stairs between floors.
  const placeFloorTiles = new Map<string, number[]>();
  for (const [id, layout] of Object.entries(LAYOUT)) {
    if (layout.floors[0] === SURFACE) continue;
    const b = layout.bounds;
    let above: Position = nearestWalkable(floors, b.x + b.w / 2, b.y + b.h / 2, SURFACE, (x, y) => !houses.some((h) => h.rects.some((hr) => inRect(hr, x, y, 1))) && !pois.some((p) => dist(p.x, p.y, x, y) < 3));
    for (const z of layout.floors) {
      const cells = caves(rng, b);
      // Keep the largest cave.
      const keep = largestRegion(cells, b.w, b.h);
      for (let y = 0; y < b.h; y++)
        for (let x = 0; x < b.w; x++) {
          const open = keep[y * b.w + x] === 1;
          if (open) floors.set(b.x + x, b.y + y, z, layout.floorTerrain!);
        }
      // Rock around the open tiles.
      for (let y = b.y - 1; y <= b.y + b.h; y++)
        for (let x = b.x - 1; x <= b.x + b.w; x++) {
          if (floors.get(x, y, z) !== T.nothing) continue;
          let near = false;
          for (let dy = -1; dy <= 1 && !near; dy++) for (let dx = -1; dx <= 1 && !near; dx++) near = isWalkable(floors.get(x + dx, y + dy, z));
          if (near) floors.set(x, y, z, T.rock);
        }
      // Join the tile under the stairs to the cave with a tunnel.
      const target = nearestWalkable(floors, above.x, above.y, z);
      tunnel(floors, { x: above.x, y: above.y }, target, z, layout.floorTerrain!);
      stair(z === SURFACE + 1 ? 'stairs' : 'ladder', above, { x: above.x, y: above.y, z });
      const open: number[] = [];
      for (let y = b.y; y < b.y + b.h; y++) for (let x = b.x; x < b.x + b.w; x++) if (isWalkable(floors.get(x, y, z))) open.push(y * W + x);
      placeFloorTiles.set(`${id}@${z}`, open);
      // The next floor down starts from a tile of this one, away from the way in.
      const pick = open[Math.floor(rng() * open.length)]!;
      above = { x: pick % W, y: Math.floor(pick / W), z };
    }
  }

  // Places.
  const places: Place[] = pack.locations.map((location) => {
    const province = PROVINCES.find((p) => p.name === location.province)!;
    const layout = LAYOUT[location.id];
    const bounds = townRect.get(location.id) ?? layout!.bounds;
    const floorsOf = layout?.floors ?? [SURFACE];
    return { id: location.id, province: province.id, z: floorsOf[0]!, floors: floorsOf, bounds, label: { x: Math.round(bounds.x + bounds.w / 2), y: Math.round(bounds.y + bounds.h / 2) } };
  });

  // Spawns: every monster in every place it lives; in a deep place, stronger monsters deeper.
  const spawns: Spawn[] = [];
  for (const place of places) {
    const monsters = pack.monsters.filter((m) => m.habitats.includes(place.id)).sort((a, b) => a.level - b.level || a.id.localeCompare(b.id));
    monsters.forEach((monster, index) => {
      const z = place.floors[Math.min(place.floors.length - 1, Math.floor((index * place.floors.length) / monsters.length))]!;
      const boss = monster.health > (25 + monster.level * 18) * 2.5;
      const tiles = placeFloorTiles.get(`${place.id}@${z}`);
      for (let k = 0; k < (boss ? 1 : 2); k++) {
        let at: { x: number; y: number } | null = null;
        for (let tries = 0; tries < 5000 && !at; tries++) {
          const b = place.bounds;
          const p = tiles ? tiles[Math.floor(rng() * tiles.length)]! : -1;
          const x = tiles ? p % W : int(rng, b.x + 3, b.x + b.w - 4);
          const y = tiles ? Math.floor(p / W) : int(rng, b.y + 3, b.y + b.h - 4);
          const t = floors.get(x, y, z);
          if (isWalkable(t) && t !== T.stairs && (z !== SURFACE || (t !== T['house floor'] && t !== T['temple floor'] && t !== T['wooden floor']))) at = { x, y };
        }
        if (!at) throw new Error(`No room for a spawn of ${monster.id} in ${place.id}`);
        spawns.push({
          id: `${monster.id}-${place.id}-${k + 1}`,
          monster: monster.id,
          place: place.id,
          ...at,
          z,
          count: boss ? 1 : int(rng, 3, 8),
          radius: boss ? 2 : int(rng, 3, 7),
        });
      }
    });
  }

  const chunks: Record<string, string[]> = {};
  for (const z of FLOORS) {
    const layer = floors.layer(z);
    const list: string[] = [];
    for (let cy = 0; cy < H / CHUNK; cy++)
      for (let cx = 0; cx < W / CHUNK; cx++) {
        let any = false;
        for (let y = cy * CHUNK; y < (cy + 1) * CHUNK && !any; y++) for (let x = cx * CHUNK; x < (cx + 1) * CHUNK && !any; x++) any = layer[y * W + x] !== T.nothing;
        if (any) list.push(`${cx}_${cy}`);
      }
    chunks[String(z)] = list;
  }

  return {
    meta: { version: WORLD_VERSION, seed, width: W, height: H, floors: [...FLOORS], chunk: CHUNK, chunks },
    floors: floors.layers,
    entities: {
      provinces: PROVINCES.map(({ town, ...p }) => ({ ...p, capital: town })),
      places,
      roads,
      rivers,
      houses,
      spawns,
      npcs: pack.npcs.map((n) => ({ npc: n.id, x: n.position.x, y: n.position.y, z: SURFACE })),
      pois,
      stairs,
    },
  };
}
