import { describe, expect, it } from 'vitest';
import type { MapHouse, WorldData } from '@/features/maps/map-data';
import { ALL_LAYERS, featuresOnFloor, HIT_PX, layersOfParam, layersParamOf, linkedTarget, locateTarget, mapPopups, rentColor, rentRange, spreadOffsets, type Layer } from '@/features/maps/map-layers';

const house = (id: string, rent: number, size: number, z = 7): MapHouse => ({ id, name: `House <${id}>`, town: 'town-a', entrance: { x: 10, y: 20, z }, rects: [{ x: 9, y: 19, w: 3, h: 2 }], size, beds: 1, rent, guildhall: false });

const world: WorldData = {
  version: 1,
  width: 100,
  height: 100,
  floors: [6, 7, 8],
  tiles: { base: '/tiles', present: {} },
  provinces: [{ id: 'p', name: 'Province & Co', capital: 'town-a', color: '#000' }],
  places: [
    { id: 'town-a', name: 'Town "A"', kind: 'town', description: 'A <b>town</b>', province: 'p', z: 7, floors: [6, 7], bounds: { x: 0, y: 0, w: 50, h: 50 }, label: { x: 25, y: 25 } },
    { id: 'cave', name: 'Cave', kind: 'dungeon', description: 'Dark', province: 'p', z: 8, floors: [8], bounds: { x: 50, y: 50, w: 10, h: 10 }, label: { x: 55, y: 55 } },
  ],
  houses: [house('cheap', 100, 10), house('dear', 1000, 10), house('upstairs', 500, 10, 6)],
  monsters: [{ id: 'rat', name: 'Rat', level: 2, habitats: [] }],
  spawns: [
    { id: 'rat-1', monster: 'rat', place: 'town-a', x: 30, y: 30, z: 7, count: 3, radius: 2 },
    { id: 'rat-2', monster: 'rat', place: 'cave', x: 55, y: 55, z: 8, count: 5, radius: 3 },
  ],
  npcs: [{ id: 'bob', name: "Bob O'Neil", profession: 'Trader', location: 'town-a', x: 12, y: 13, z: 7 }],
  pois: [
    { id: 'temple', kind: 'temple', name: 'Temple', town: 'town-a', x: 20, y: 20, z: 7, destinations: [] },
    { id: 'boat-a', kind: 'boat', name: 'Boat A', town: 'town-a', x: 1, y: 1, z: 7, destinations: ['boat-b'] },
    { id: 'boat-b', kind: 'boat', name: 'Boat <B>', town: 'town-a', x: 2, y: 2, z: 7, destinations: ['boat-a'] },
  ],
  stairs: [{ id: 's1', kind: 'Ladder', from: { x: 40, y: 40, z: 7 }, to: { x: 40, y: 40, z: 8 } }],
};

describe('map layers', () => {
  it('reads ?layers= leniently and writes nothing for the default', () => {
    const defaults: Layer[] = ['labels', 'houses'];
    expect([...layersOfParam(null, defaults)]).toEqual(defaults);
    expect([...layersOfParam('grid,nonsense,npcs', defaults)]).toEqual(['grid', 'npcs']);
    expect([...layersOfParam('', defaults)]).toEqual([]);
    expect(layersParamOf(new Set<Layer>(['houses', 'labels']), defaults)).toBeNull();
    expect(layersParamOf(new Set<Layer>(['grid', 'labels']), defaults)).toBe('labels,grid');
    expect(layersParamOf(new Set<Layer>(), defaults)).toBe('');
  });

  it('draws on a floor only what its layers turn on, stairs at both ends', () => {
    const all = new Set(ALL_LAYERS);
    const surface = featuresOnFloor(world, { floor: 7, layers: all, houses: world.houses, spawns: world.spawns });
    expect(surface.houses.map((h) => h.id)).toEqual(['cheap', 'dear']);
    expect(surface.spawns.map((s) => s.id)).toEqual(['rat-1']);
    expect(surface.npcs.map((n) => n.id)).toEqual(['bob']);
    expect(surface.pois).toHaveLength(3);
    expect(surface.stairs.map((s) => s.to.z)).toEqual([8]);
    expect(featuresOnFloor(world, { floor: 8, layers: all, houses: world.houses, spawns: world.spawns }).stairs.map((s) => s.to.z)).toEqual([7]);
    expect(surface.places.map((p) => p.id)).toEqual(['town-a']);
    expect(featuresOnFloor(world, { floor: 6, layers: all, houses: world.houses, spawns: world.spawns }).places.map((p) => p.id)).toEqual(['town-a']);

    const none = featuresOnFloor(world, { floor: 7, layers: new Set(), houses: world.houses, spawns: world.spawns });
    expect([none.houses, none.spawns, none.npcs, none.pois, none.stairs].every((list) => list.length === 0)).toBe(true);
    // Place popups still open from links and search with the labels hidden.
    expect(none.places).toHaveLength(1);
    // A page's filters pass fewer houses.
    expect(featuresOnFloor(world, { floor: 7, layers: all, houses: [world.houses[1]!], spawns: [] }).houses.map((h) => h.id)).toEqual(['dear']);
  });

  it('colours rent per tile from green to red, and one rent green', () => {
    const range = rentRange(world);
    expect(range).toEqual([10, 100]);
    expect(rentColor(world.houses[0]!, range)).toBe('hsl(120 70% 45%)');
    expect(rentColor(world.houses[1]!, range)).toBe('hsl(0 70% 45%)');
    expect(rentColor(world.houses[2]!, range)).toBe('hsl(67 70% 45%)');
    expect(rentColor(world.houses[0]!, [10, 10])).toBe('hsl(120 70% 45%)');
    expect(rentColor(house('x', 5000, 1), range)).toBe('hsl(0 70% 45%)');
  });

  it('locates every kind of target, and nothing for an unknown one', () => {
    expect(locateTarget(world, { kind: 'place', id: 'cave' })).toEqual({ x: 55, y: 55, z: 8, zoom: 1 });
    expect(locateTarget(world, { kind: 'house', id: 'upstairs' })).toEqual({ x: 10, y: 20, z: 6, zoom: 3 });
    expect(locateTarget(world, { kind: 'npc', id: 'bob' })).toEqual({ x: 12, y: 13, z: 7, zoom: 3 });
    expect(locateTarget(world, { kind: 'spawn', id: 'rat-2' })).toEqual({ x: 55, y: 55, z: 8, zoom: 2 });
    expect(locateTarget(world, { kind: 'spawn', id: 'nope' })).toBeNull();
  });

  it('reads the target of a link, a monster opening its first spawn', () => {
    expect(linkedTarget(world, new URLSearchParams('house=cheap'))).toEqual({ kind: 'house', id: 'cheap' });
    expect(linkedTarget(world, new URLSearchParams('monster=rat'))).toEqual({ kind: 'spawn', id: 'rat-1' });
    expect(linkedTarget(world, new URLSearchParams('monster=dragon'))).toEqual({ kind: 'spawn', id: 'dragon' });
    expect(linkedTarget(world, new URLSearchParams('layers=grid'))).toBeNull();
  });

  it('escapes every name in the popups and links to the pages', () => {
    const popups = mapPopups(world);
    expect(popups.place(world.places[0]!)).toContain('Town &quot;A&quot;');
    expect(popups.place(world.places[0]!)).toContain('A &lt;b&gt;town&lt;/b&gt;');
    expect(popups.place(world.places[0]!)).toContain('Province &amp; Co');
    expect(popups.house(world.houses[0]!)).toContain('House &lt;cheap&gt;');
    expect(popups.house(world.houses[0]!)).toContain('href="/tools/houses-map?house=cheap#10,20,7:3"');
    expect(popups.npc(world.npcs[0]!)).toContain('href="/lists/npc-buy-sell/bob"');
    expect(popups.npc(world.npcs[0]!)).not.toContain("O'Neil");
    expect(popups.spawn(world.spawns[0]!)).toContain('Level 2 · 3 within 2 tiles');
    expect(popups.poi(world.pois[1]!)).toContain('Sails to Boat &lt;B&gt;');
    expect(popups.of({ kind: 'npc', id: 'bob' })).toBe(popups.npc(world.npcs[0]!));
  });

  it('moves markers apart so no two boxes overlap, the first keeping its place', () => {
    const step = HIT_PX + 4;
    expect(spreadOffsets([{ x: 0, y: 0 }])).toEqual([[0, 0]]);
    // Far apart: nobody moves.
    expect(spreadOffsets([{ x: 0, y: 0 }, { x: 100, y: 0 }])).toEqual([[0, 0], [0, 0]]);
    const points = Array.from({ length: 9 }, () => ({ x: 50, y: 50 }));
    const offsets = spreadOffsets(points);
    expect(offsets[0]).toEqual([0, 0]);
    const placed = offsets.map(([dx, dy]) => ({ x: 50 + dx, y: 50 + dy }));
    for (let i = 0; i < placed.length; i++)
      for (let j = i + 1; j < placed.length; j++) expect(Math.abs(placed[i]!.x - placed[j]!.x) >= step || Math.abs(placed[i]!.y - placed[j]!.y) >= step).toBe(true);
    // Nearest spots first: the second marker moves one step.
    expect(Math.max(Math.abs(offsets[1]![0]), Math.abs(offsets[1]![1]))).toBe(step);
  });
});
