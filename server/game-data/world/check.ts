import type { Pack } from '../schemas';
import { isWalkable } from './terrain';
import { readWorld, WORLD_DIR } from './io';
import { ENTITY_FILES, worldEntitiesSchema, type Position, type Rect, type World, type WorldEntities } from './schemas';

/** Thrown when the world fails its schemas or checks; `problems` lists every failure. */
export class WorldError extends Error {
  constructor(readonly problems: string[]) {
    super(`The world is broken (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n- ${problems.join('\n- ')}`);
    this.name = 'WorldError';
  }
}

/** Runs the zod schemas over the entity files; the messages name the file, the entity (by id) and the field. */
export function parseWorldEntities(input: Record<keyof WorldEntities, unknown>): WorldEntities {
  const parsed = worldEntitiesSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw new WorldError(
    parsed.error.issues.map((issue) => {
      const [file, index, ...rest] = issue.path;
      const rows = input[file as keyof WorldEntities];
      const row = typeof index === 'number' && Array.isArray(rows) ? (rows[index] as { id?: unknown; npc?: unknown } | undefined) : undefined;
      const id = row && typeof row === 'object' ? (row.id ?? row.npc) : undefined;
      const entry = typeof index === 'number' ? `[${index}]${id !== undefined ? ` (${String(id)})` : ''}` : '';
      return `${String(file ?? 'world')}${entry}${rest.length > 0 ? `.${rest.join('.')}` : ''}: ${issue.message}`;
    }),
  );
}

const inRect = (r: Rect, x: number, y: number) => x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h;
export const rectTiles = (rects: Rect[]) => rects.reduce((sum, r) => sum + r.w * r.h, 0);

/**
 * Checks how the world agrees with itself and with the pack: every location has its place,
 * every monster spawns in each place it lives in, every NPC stands in its town where the pack
 * says, every house lies in its town, stairs join walkable tiles. Returns every problem, each
 * naming the file and the entity.
 */
export function checkWorld(world: World, pack: Pack): string[] {
  const problems: string[] = [];
  const report = (where: string, message: string) => problems.push(`${where}: ${message}`);
  const { entities } = world;
  const tile = (p: Position) => world.floors.get(p.z)?.[p.y * world.meta.width + p.x] ?? 0;
  const walkable = (p: Position) => isWalkable(tile(p));
  const at = (p: Position) => `${p.x},${p.y},${p.z}`;

  for (const name of ENTITY_FILES) {
    const seen = new Set<string>();
    (entities[name] as Array<{ id?: string; npc?: string }>).forEach((row, index) => {
      const id = row.id ?? row.npc ?? '';
      if (seen.has(id)) report(`${name}[${index}] (${id})`, 'duplicate id');
      seen.add(id);
    });
  }
  const locations = new Map(pack.locations.map((l) => [l.id, l]));
  const provinces = new Map(entities.provinces.map((p) => [p.id, p]));
  const places = new Map(entities.places.map((p) => [p.id, p]));
  const monsters = new Map(pack.monsters.map((m) => [m.id, m]));

  entities.provinces.forEach((province, index) => {
    const where = `provinces[${index}] (${province.id})`;
    const capital = locations.get(province.capital);
    if (!capital || capital.kind !== 'town') report(where, `capital "${province.capital}" is not a town`);
    else if (capital.province !== province.name) report(where, `capital "${province.capital}" lies in "${capital.province}", not in "${province.name}"`);
  });
  for (const location of pack.locations) if (!places.has(location.id)) report('places', `location "${location.id}" has no place in the world`);
  entities.places.forEach((place, index) => {
    const where = `places[${index}] (${place.id})`;
    const location = locations.get(place.id);
    if (!location) return report(where, 'is not a location of the pack');
    const province = provinces.get(place.province);
    if (!province) report(where, `province "${place.province}" does not exist`);
    else if (province.name !== location.province) report(where, `lies in province "${province.name}" but the pack says "${location.province}"`);
    if (!place.floors.includes(place.z)) report(where, `label floor ${place.z} is not one of its floors`);
    if (!inRect(place.bounds, place.label.x, place.label.y)) report(where, 'label lies outside its bounds');
  });
  const town = (where: string, id: string) => {
    const place = places.get(id);
    if (!place || locations.get(id)?.kind !== 'town') {
      report(where, `town "${id}" is not a town`);
      return null;
    }
    return place;
  };

  entities.houses.forEach((house, index) => {
    const where = `houses[${index}] (${house.id})`;
    const place = town(where, house.town);
    const z = house.entrance.z;
    if (rectTiles(house.rects) !== house.size) report(where, `size ${house.size} does not match its ${rectTiles(house.rects)} tiles`);
    if (!walkable(house.entrance)) report(where, `entrance ${at(house.entrance)} is not walkable`);
    const adjacent = house.rects.some((r) => inRect({ x: r.x - 1, y: r.y - 1, w: r.w + 2, h: r.h + 2 }, house.entrance.x, house.entrance.y) && !inRect(r, house.entrance.x, house.entrance.y));
    if (!adjacent) report(where, `entrance ${at(house.entrance)} is not next to the house`);
    for (const r of house.rects) {
      for (let y = r.y; y < r.y + r.h; y++)
        for (let x = r.x; x < r.x + r.w; x++) {
          if (place && !inRect(place.bounds, x, y)) return report(where, `tile ${x},${y},${z} lies outside its town "${house.town}"`);
          if (!walkable({ x, y, z })) return report(where, `tile ${x},${y},${z} is not walkable`);
        }
    }
  });

  const spawned = new Set<string>();
  entities.spawns.forEach((spawn, index) => {
    const where = `spawns[${index}] (${spawn.id})`;
    const monster = monsters.get(spawn.monster);
    const place = places.get(spawn.place);
    if (!monster) return report(where, `monster "${spawn.monster}" does not exist`);
    if (!place) return report(where, `place "${spawn.place}" does not exist`);
    if (!monster.habitats.includes(spawn.place)) report(where, `monster "${spawn.monster}" does not live in "${spawn.place}" (it lives in ${monster.habitats.join(', ')})`);
    if (!place.floors.includes(spawn.z) || !inRect(place.bounds, spawn.x, spawn.y)) report(where, `${at(spawn)} lies outside its place "${spawn.place}"`);
    if (!walkable(spawn)) report(where, `${at(spawn)} is not walkable`);
    spawned.add(`${spawn.monster}@${spawn.place}`);
  });
  for (const monster of pack.monsters)
    for (const habitat of monster.habitats) if (!spawned.has(`${monster.id}@${habitat}`)) report('spawns', `monster "${monster.id}" has no spawn in "${habitat}"`);

  const positions = new Map(entities.npcs.map((n) => [n.npc, n]));
  for (const npc of pack.npcs) if (!positions.has(npc.id)) report('npcs', `NPC "${npc.id}" has no position in the world`);
  entities.npcs.forEach((position, index) => {
    const where = `npcs[${index}] (${position.npc})`;
    const npc = pack.npcs.find((n) => n.id === position.npc);
    if (!npc) return report(where, 'is not an NPC of the pack');
    if (npc.position.x !== position.x || npc.position.y !== position.y) report(where, `stands at ${position.x},${position.y} but the pack says ${npc.position.x},${npc.position.y}`);
    const place = places.get(npc.location);
    if (place && (!inRect(place.bounds, position.x, position.y) || !place.floors.includes(position.z))) report(where, `${at(position)} lies outside its town "${npc.location}"`);
    if (!walkable(position)) report(where, `${at(position)} is not walkable`);
  });

  const pois = new Map(entities.pois.map((p) => [p.id, p]));
  entities.pois.forEach((poi, index) => {
    const where = `pois[${index}] (${poi.id})`;
    const place = town(where, poi.town);
    if (place && !inRect(place.bounds, poi.x, poi.y)) report(where, `${at(poi)} lies outside its town "${poi.town}"`);
    if (!walkable(poi)) report(where, `${at(poi)} is not walkable`);
    for (const destination of poi.destinations) if (pois.get(destination)?.kind !== 'boat') report(where, `destination "${destination}" is not a boat`);
    if (poi.kind !== 'boat' && poi.destinations.length > 0) report(where, 'only boats have destinations');
  });
  for (const kind of ['temple', 'depot'] as const)
    for (const location of pack.locations) if (location.kind === 'town' && !entities.pois.some((p) => p.kind === kind && p.town === location.id)) report('pois', `town "${location.id}" has no ${kind}`);

  entities.stairs.forEach((stairs, index) => {
    const where = `stairs[${index}] (${stairs.id})`;
    if (Math.abs(stairs.from.z - stairs.to.z) !== 1) report(where, `joins floors ${stairs.from.z} and ${stairs.to.z}, which are not next to each other`);
    for (const end of [stairs.from, stairs.to]) if (!walkable(end)) report(where, `end ${at(end)} is not walkable`);
  });
  for (const place of entities.places)
    for (const z of place.floors) {
      if (z === 7) continue;
      if (!entities.stairs.some((s) => (s.to.z === z || s.from.z === z) && inRect(place.bounds, s.to.x, s.to.y))) report(`places (${place.id})`, `floor ${z} has no stairs`);
    }
  entities.roads.forEach((road, index) => {
    for (const end of [road.from, road.to]) if (!places.has(end)) report(`roads[${index}] (${road.id})`, `place "${end}" does not exist`);
  });
  return problems;
}

/** Reads the committed world, checks it against the pack and returns it; throws a WorldError listing every problem. */
export function loadWorld(pack: Pack, dir = WORLD_DIR): World {
  const raw = readWorld(dir);
  const world: World = { meta: raw.meta, floors: raw.floors, entities: parseWorldEntities(raw.entities) };
  const problems = checkWorld(world, pack);
  if (problems.length > 0) throw new WorldError(problems);
  return world;
}
