import express, { Router } from 'express';
import { loadGameData } from '../../game-data/pack';
import { loadWorld } from '../../game-data/world/check';
import { ensureTiles, TILES_DIR, type TileManifest } from './tiles';
import type { World } from '../../game-data/world/schemas';
import type { Pack } from '../../game-data/schemas';
import type { Logger } from '../logger';
import { defaultMapStart, mapPoster, type MapPoster } from '../../game-data/rules/map-poster';

export const TILES_PATH = '/map/tiles';
export const WORLD_PATH = '/map/world.json';

/** What `/map/world.json` holds: the entities with the pack's names, and which tiles exist. */
export function worldPayload(pack: Pack, world: World, manifest: TileManifest) {
  const { version, width, height, floors, ...entities } = worldEntities(pack, world);
  return { version, width, height, floors, tiles: { base: `${TILES_PATH}/${manifest.version}`, present: manifest.tiles }, ...entities };
}

/** The world's entities with the pack's names (the map's payload without its tiles; also the data export). */
export function worldEntities(pack: Pack, world: World) {
  const locations = new Map(pack.locations.map((l) => [l.id, l]));
  const npcs = new Map(pack.npcs.map((n) => [n.id, n]));
  const e = world.entities;
  return {
    version: world.meta.version,
    width: world.meta.width,
    height: world.meta.height,
    floors: world.meta.floors,
    provinces: e.provinces,
    places: e.places.map((p) => ({ ...p, name: locations.get(p.id)!.name, kind: locations.get(p.id)!.kind, description: locations.get(p.id)!.description })),
    roads: e.roads,
    rivers: e.rivers,
    houses: e.houses,
    monsters: pack.monsters.map((m) => ({ id: m.id, name: m.name, level: m.level, habitats: m.habitats })),
    spawns: e.spawns,
    npcs: e.npcs.map((p) => ({ id: p.npc, name: npcs.get(p.npc)!.name, profession: npcs.get(p.npc)!.profession, location: npcs.get(p.npc)!.location, x: p.x, y: p.y, z: p.z })),
    pois: e.pois,
    stairs: e.stairs,
  };
}

export interface WorldData {
  pack: Pack;
  world: World;
}

/** The data pack and the checked world (a couple of seconds: load once and hand it to whoever needs it). */
export function loadWorldData(): WorldData {
  const { pack } = loadGameData();
  return { pack, world: loadWorld(pack) };
}

/** The world's tiles, rendered first when they are missing. */
export function worldTiles(logger: Logger, world: World): TileManifest {
  const manifest = ensureTiles(world);
  if (manifest.rendered) logger.info({ ms: manifest.renderMs, version: manifest.version }, 'Rendered the map tiles');
  return manifest;
}

/** The poster of the maps' starting view (see rules/map-poster.ts), drawn in the map pages' frame by the server. */
export function worldPoster({ pack, world }: WorldData, manifest: TileManifest): MapPoster {
  const { width, height, places, floors } = worldEntities(pack, world);
  return mapPoster(defaultMapStart({ width, height, places }), floors, { base: `${TILES_PATH}/${manifest.version}`, present: manifest.tiles });
}

/**
 * The world for the maps: `/map/world.json` (the entities with the pack's names, and which
 * tiles exist) and the rendered tiles under `/map/tiles/<version>/`, cached for a year since
 * the version changes whenever the world does. Renders the tiles first when they are missing.
 */
export function worldRouter(logger: Logger, { pack, world }: WorldData = loadWorldData(), manifest = worldTiles(logger, world)): Router {
  const body = JSON.stringify(worldPayload(pack, world, manifest));
  const router = Router();
  router.get(WORLD_PATH, (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').type('application/json').send(body);
  });
  router.use(
    TILES_PATH,
    express.static(TILES_DIR, { immutable: true, maxAge: '365d', index: false, fallthrough: false }),
  );
  return router;
}
