import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rawPack } from '@game/pack';
import { checkWorld, loadWorld, parseWorldEntities, WorldError } from '@game/world/check';
import { generateWorld } from '@game/world/generate';
import { readWorld } from '@game/world/io';
import type { World } from '@game/world/schemas';
import { isWalkable, T } from '@game/world/terrain';
import { formatMapHash, parseMapHash } from '@/features/maps/deep-link';
import { ensureTiles, renderTiles, worldHash } from '../../server/src/world/tiles';
import { tempDir } from '../support/temp';

const pack = rawPack();
const committed = loadWorld(pack);
const clone = (world: World): World => ({ meta: world.meta, floors: new Map([...world.floors].map(([z, layer]) => [z, layer.slice()])), entities: structuredClone(world.entities) });

describe('the committed world', () => {
  it('passes its schemas and every cross-reference check', () => {
    expect(checkWorld(committed, pack)).toEqual([]);
  });

  it('has what the issue asks for', () => {
    const e = committed.entities;
    expect(committed.meta.floors.filter((z) => z > 7).length).toBeGreaterThanOrEqual(3);
    expect(committed.meta.floors.filter((z) => z < 7).length).toBeGreaterThanOrEqual(2);
    expect(e.provinces).toHaveLength(4);
    expect(e.places.map((p) => p.id).sort()).toEqual(pack.locations.map((l) => l.id).sort());
    expect(e.houses.length).toBeGreaterThanOrEqual(150);
    expect(e.houses.some((h) => h.guildhall)).toBe(true);
    expect(e.npcs).toHaveLength(pack.npcs.length);
    for (const kind of ['temple', 'depot', 'boat']) expect(e.pois.some((p) => p.kind === kind)).toBe(true);
    for (const z of committed.meta.floors) expect(e.stairs.some((s) => s.from.z === z || s.to.z === z)).toBe(true);
    expect(e.roads.length).toBeGreaterThan(0);
    expect(e.rivers.length).toBeGreaterThan(0);
  });

  it('is exactly what the generator makes from the seed (deterministic)', () => {
    const again = generateWorld(pack, committed.meta.seed);
    expect(again.entities).toEqual(committed.entities);
    expect(again.meta).toEqual(committed.meta);
    for (const z of committed.meta.floors) expect(Buffer.compare(Buffer.from(again.floors.get(z)!), Buffer.from(committed.floors.get(z)!))).toBe(0);
    // Generating a whole world takes a few seconds of CPU; on a shared machine more.
  }, 60_000);

  it('gives another world for another seed', () => {
    const other = generateWorld(pack, 'another-seed');
    expect(checkWorld(other, pack)).toEqual([]);
    expect(Buffer.compare(Buffer.from(other.floors.get(7)!), Buffer.from(committed.floors.get(7)!))).not.toBe(0);
  }, 60_000);
});

describe('world checks report a broken entity by name', () => {
  it('a house outside its town', () => {
    const world = clone(committed);
    const house = world.entities.houses[0]!;
    house.town = 'frostmere';
    expect(checkWorld(world, pack)).toContainEqual(expect.stringMatching(new RegExp(`^houses\\[0\\] \\(${house.id}\\): tile \\d+,\\d+,7 lies outside its town "frostmere"$`)));
  });

  it('a house whose size does not match its tiles', () => {
    const world = clone(committed);
    world.entities.houses[3]!.size += 1;
    expect(checkWorld(world, pack)).toContainEqual(expect.stringContaining(`houses[3] (${world.entities.houses[3]!.id}): size`));
  });

  it('a spawn of a monster in a place it does not live in, and on a wall', () => {
    const world = clone(committed);
    const spawn = world.entities.spawns.find((s) => s.monster === 'cellar-rat')!;
    spawn.monster = 'frost-giant';
    const problems = checkWorld(world, pack);
    expect(problems).toContainEqual(expect.stringContaining(`(${spawn.id}): monster "frost-giant" does not live in "${spawn.place}"`));
    const wall = clone(committed);
    const s = wall.entities.spawns[0]!;
    wall.floors.get(s.z)![s.y * wall.meta.width + s.x] = T.wall;
    expect(checkWorld(wall, pack)).toContainEqual(`spawns[0] (${s.id}): ${s.x},${s.y},${s.z} is not walkable`);
  });

  it('a monster without a spawn in a place it lives in', () => {
    const world = clone(committed);
    world.entities.spawns = world.entities.spawns.filter((s) => s.monster !== 'yeti' || s.place !== 'rimeglass-caves');
    expect(checkWorld(world, pack)).toContain('spawns: monster "yeti" has no spawn in "rimeglass-caves"');
  });

  it('an NPC away from its town or where the pack does not put it', () => {
    const world = clone(committed);
    const npc = world.entities.npcs[0]!;
    npc.x = 5;
    expect(checkWorld(world, pack)).toContainEqual(expect.stringContaining(`npcs[0] (${npc.npc}): stands at 5,`));
    expect(checkWorld(world, pack)).toContainEqual(expect.stringContaining(`lies outside its town "${pack.npcs[0]!.location}"`));
  });

  it('stairs that end on a wall or skip a floor', () => {
    const world = clone(committed);
    const stairs = world.entities.stairs[0]!;
    world.floors.get(stairs.to.z)![stairs.to.y * world.meta.width + stairs.to.x] = T.wall;
    expect(checkWorld(world, pack)).toContainEqual(`stairs[0] (${stairs.id}): end ${stairs.to.x},${stairs.to.y},${stairs.to.z} is not walkable`);
    stairs.to.z = stairs.from.z + 2 > 10 ? stairs.from.z - 2 : stairs.from.z + 2;
    expect(checkWorld(world, pack)).toContainEqual(expect.stringContaining(`stairs[0] (${stairs.id}): joins floors`));
  });

  it('a schema error names the file, the entity and the field', () => {
    const raw = readWorld();
    const houses = structuredClone(raw.entities.houses) as Array<{ id: string; rent: unknown }>;
    houses[2]!.rent = -5;
    const error = (() => {
      try {
        parseWorldEntities({ ...raw.entities, houses });
        return null;
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(WorldError);
    expect((error as WorldError).problems).toEqual([expect.stringMatching(new RegExp(`^houses\\[2\\] \\(${houses[2]!.id}\\)\\.rent: `))]);
    // Reading the committed chunks takes a few seconds on a shared machine.
  }, 30_000);
});

describe('terrain', () => {
  it('knows what can be walked on', () => {
    expect(isWalkable(T.grass)).toBe(true);
    expect(isWalkable(T.wall)).toBe(false);
    expect(isWalkable(T.nothing)).toBe(false);
    expect(isWalkable(255)).toBe(false);
  });
});

describe('map deep links (#x,y,z:zoom as on tibiamaps)', () => {
  const world = { width: 1536, height: 1024, floors: [5, 6, 7, 8, 9, 10] };
  it('reads positions with and without zoom', () => {
    expect(parseMapHash('#412,388,7:2', world)).toEqual({ x: 412, y: 388, z: 7, zoom: 2 });
    expect(parseMapHash('412,388,8', world)).toEqual({ x: 412, y: 388, z: 8, zoom: 1 });
    expect(parseMapHash('#412,388,7:-3', world)?.zoom).toBe(-3);
  });
  it('clamps the zoom and refuses what is not in the world', () => {
    expect(parseMapHash('#1,1,7:99', world)?.zoom).toBe(5);
    expect(parseMapHash('#1,1,7:-9', world)?.zoom).toBe(-3);
    expect(parseMapHash('#1536,1,7', world)).toBeNull();
    expect(parseMapHash('#1,1024,7', world)).toBeNull();
    expect(parseMapHash('#1,1,4', world)).toBeNull();
    expect(parseMapHash('#1,1,11', world)).toBeNull();
    expect(parseMapHash('#a,b,c', world)).toBeNull();
    expect(parseMapHash('', world)).toBeNull();
    expect(parseMapHash('#%E0%A4%A', world)).toBeNull();
  });
  it('writes what it reads', () => {
    expect(formatMapHash({ x: 412.4, y: 388.6, z: 7, zoom: 2 })).toBe('#412,389,7:2');
    expect(parseMapHash(formatMapHash({ x: 10, y: 20, z: 9, zoom: -2 }), world)).toEqual({ x: 10, y: 20, z: 9, zoom: -2 });
  });
});

describe('tile rendering', () => {
  it('replaces a rendering left without its manifest, and writes the manifest last, whole', async () => {
    const { path: dir, remove } = await tempDir('almanac-tiles-');
    try {
      const version = worldHash();
      // What a process that died mid-rendering leaves: a version folder with one stray file and
      // no manifest, and an old version's folder.
      mkdirSync(join(dir, version, '0', '0'), { recursive: true });
      writeFileSync(join(dir, version, '0', '0', 'stray.png'), 'not a tile');
      mkdirSync(join(dir, 'old-version'));
      const first = ensureTiles(committed, dir);
      expect(first.rendered).toBe(true);
      expect(existsSync(join(dir, version, '0', '0', 'stray.png'))).toBe(false);
      expect(existsSync(join(dir, 'old-version'))).toBe(false);
      const [floor, zooms] = Object.entries(first.tiles)[0]!;
      const [zoom, keys] = Object.entries(zooms)[0]!;
      expect(keys.length).toBeGreaterThan(0);
      for (const key of keys) expect(existsSync(join(dir, version, floor, zoom, `${key}.png`))).toBe(true);
      // Rendering again over a finished rendering (what a second process does) leaves one whole rendering.
      renderTiles(committed, version, dir);
      expect(readdirSync(dir).sort()).toEqual([version, `manifest-${version}.json`].sort());
      expect(JSON.parse(readFileSync(join(dir, `manifest-${version}.json`), 'utf8')).tiles).toEqual(first.tiles);
      expect(ensureTiles(committed, dir).rendered).toBe(false);
    } finally {
      await remove();
    }
    // It renders every tile twice: 2-4 s on a quiet machine, 9 s seen on a busy one.
  }, 60_000);
});
