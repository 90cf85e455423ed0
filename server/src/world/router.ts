import express, { Router } from 'express';
import { ensureTiles, TILES_DIR, type TileManifest } from './tiles';
import type { World } from '../../game-data/world/schemas';
import type { Pack } from '../../game-data/schemas';
import type { Logger } from '../logger';
import { defaultMapStart, mapPoster, type MapPoster } from '../../game-data/rules/map-poster';

export const TILES_PATH = '/map/tiles';
export const WORLD_PATH = '/map/world.json';
/** One published version's world: `/map/v<number>/world.json`, never changing. */
const VERSIONED_WORLD_PATH = /^\/map\/v([1-9][0-9]{0,8})\/world\.json$/;

/** What `/map/world.json` holds: the entities with the pack's names, and which tiles exist. */
export function worldPayload(pack: Pack, world: World, manifest: TileManifest) {
  const { version, width, height, floors, ...entities } = worldEntities(pack, world);
  return { version, width, height, floors, tiles: { base: `${TILES_PATH}/${manifest.version}`, present: manifest.tiles }, ...entities };
}

/**
 * The world's entities with the names of a game data version's pack (the map's payload without
 * its tiles; also the data export). The world's shapes are drawn once; what the pack says wins
 * where the two meet: places, NPCs and monsters take the version's names, an NPC stands where the
 * version puts it (on the floor the world gives it, the surface for one the world does not place),
 * and a place, NPC or spawn whose entry the version removed is left off.
 */
export function worldEntities(pack: Pack, world: World) {
  const locations = new Map(pack.locations.map((l) => [l.id, l]));
  const monsters = new Set(pack.monsters.map((m) => m.id));
  const e = world.entities;
  const floorOf = new Map(e.npcs.map((placed) => [placed.npc, placed.z]));
  return {
    version: world.meta.version,
    width: world.meta.width,
    height: world.meta.height,
    floors: world.meta.floors,
    provinces: e.provinces,
    places: e.places.flatMap((p) => {
      const location = locations.get(p.id);
      return location ? [{ ...p, name: location.name, kind: location.kind, description: location.description }] : [];
    }),
    roads: e.roads,
    rivers: e.rivers,
    houses: e.houses,
    monsters: pack.monsters.map((m) => ({ id: m.id, name: m.name, level: m.level, habitats: m.habitats })),
    spawns: e.spawns.filter((spawn) => monsters.has(spawn.monster)),
    npcs: pack.npcs.map((npc) => ({ id: npc.id, name: npc.name, profession: npc.profession, location: npc.location, x: npc.position.x, y: npc.position.y, z: floorOf.get(npc.id) ?? SURFACE })),
    pois: e.pois,
    stairs: e.stairs,
  };
}

/** The surface floor, where an NPC the world does not place stands. */
const SURFACE = 7;

export interface WorldData {
  pack: Pack;
  world: World;
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

/** The game data versions the maps' names come from (the served one, and any published one by number). */
export interface WorldVersions {
  /** The version served now and its pack. */
  served(): { number: number; pack: Pack };
  /** A published version's pack; null for a version there is none of. */
  pack(number: number): Promise<Pack | null>;
}

/** `/map/world.json` is the served version's: revalidated on every use, so a page never keeps a version's names past the next. */
export const WORLD_CACHE = 'public, no-cache';
/** `/map/v<number>/world.json` never changes: a published version and the tiles it names are immutable. */
const VERSIONED_WORLD_CACHE = 'public, max-age=31536000, immutable';

/**
 * The world for the maps: `/map/world.json` (the entities with the served game data version's
 * names, and which tiles exist; its ETag names the version and the tiles, so a browser or cache
 * revalidates it into the next version's at once), `/map/v<number>/world.json` (a published
 * version's, immutable) and the rendered tiles under `/map/tiles/<version>/`, cached for a year
 * since the version changes whenever the world does. Renders the tiles first when they are missing.
 */
export function worldRouter(logger: Logger, world: World, versions: WorldVersions, manifest = worldTiles(logger, world)): Router {
  const bodies = new Map<number, string>();
  const bodyOf = (number: number, pack: Pack) => {
    let body = bodies.get(number);
    if (body === undefined) {
      body = JSON.stringify({ ...worldPayload(pack, world, manifest), dataVersion: number });
      bodies.set(number, body);
    }
    return body;
  };
  const router = Router();
  router.get(WORLD_PATH, (req, res) => {
    const { number, pack } = versions.served();
    res.set('Cache-Control', WORLD_CACHE).set('ETag', `"world-v${number}-${manifest.version}"`).type('application/json');
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.send(bodyOf(number, pack));
  });
  router.get(VERSIONED_WORLD_PATH, async (req, res, next) => {
    try {
      const number = Number(VERSIONED_WORLD_PATH.exec(req.path)![1]);
      const pack = await versions.pack(number);
      if (!pack) {
        res.status(404).set('Cache-Control', 'no-store').type('text/plain').send(`There is no game data version ${number}.`);
        return;
      }
      res.set('Cache-Control', VERSIONED_WORLD_CACHE).type('application/json').send(bodyOf(number, pack));
    } catch (error) {
      next(error);
    }
  });
  router.use(
    TILES_PATH,
    express.static(TILES_DIR, { immutable: true, maxAge: '365d', index: false, fallthrough: false }),
  );
  return router;
}
