import { z } from 'zod';
import { FLOORS, WORLD_HEIGHT, WORLD_WIDTH } from './terrain';

/**
 * The zod schemas of the world's entity files (`server/game-data/world/*.json`). They check
 * shapes and single values; `checkWorld` (check.ts) checks how the entities agree with each
 * other, with the floors' tiles and with the rest of the data pack.
 */

const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lowercase words joined by "-"');
const floor = z.number().int().refine((z) => (FLOORS as readonly number[]).includes(z), `must be one of the floors ${FLOORS.join(', ')}`);
const x = z.number().int().min(0).max(WORLD_WIDTH - 1);
const y = z.number().int().min(0).max(WORLD_HEIGHT - 1);

export const positionSchema = z.strictObject({ x, y, z: floor });
export const rectSchema = z.strictObject({ x, y, w: z.number().int().min(1), h: z.number().int().min(1) });
const polyline = z.array(z.tuple([x, y])).min(2);

export const worldMetaSchema = z.strictObject({
  version: z.number().int().min(1),
  seed: z.string().min(1),
  width: z.literal(WORLD_WIDTH),
  height: z.literal(WORLD_HEIGHT),
  floors: z.array(floor).min(1),
  chunk: z.number().int().positive(),
  /** The stored chunks per floor, as `cx_cy` (chunks that hold nothing are left out). */
  chunks: z.record(z.string(), z.array(z.string().regex(/^\d+_\d+$/))),
});

export const provinceSchema = z.strictObject({
  id,
  name: z.string().min(2).max(60),
  /** The town that is the province's seat (a place id). */
  capital: id,
  color: z.string().regex(/^#[0-9a-f]{6}$/),
});

export const placeSchema = z.strictObject({
  /** The location id of the data pack (`locations.ts`). */
  id,
  province: id,
  /** The floor its label is shown on. */
  z: floor,
  floors: z.array(floor).min(1),
  bounds: rectSchema,
  label: z.strictObject({ x, y }),
});

export const roadSchema = z.strictObject({ id, from: id, to: id, points: polyline });
export const riverSchema = z.strictObject({ id, name: z.string().min(2).max(60), points: polyline });

export const houseSchema = z.strictObject({
  id,
  name: z.string().min(2).max(80),
  town: id,
  entrance: positionSchema,
  /** The house's tiles as rectangles on the entrance's floor. */
  rects: z.array(rectSchema).min(1),
  size: z.number().int().min(1),
  beds: z.number().int().min(0),
  /** Gold per month. */
  rent: z.number().int().min(1),
  guildhall: z.boolean(),
});

export const spawnSchema = z.strictObject({
  id,
  monster: id,
  place: id,
  x,
  y,
  z: floor,
  count: z.number().int().min(1).max(50),
  radius: z.number().int().min(0).max(30),
});

export const npcPositionSchema = z.strictObject({ npc: id, x, y, z: floor });

export const poiSchema = z.strictObject({
  id,
  kind: z.enum(['temple', 'depot', 'boat']),
  name: z.string().min(2).max(80),
  town: id,
  x,
  y,
  z: floor,
  /** Boats only: the boats it sails to. */
  destinations: z.array(id),
});

export const stairsSchema = z.strictObject({
  id,
  kind: z.enum(['stairs', 'ladder', 'hole']),
  from: positionSchema,
  to: positionSchema,
});

export const worldEntitiesSchema = z.strictObject({
  provinces: z.array(provinceSchema).min(1),
  places: z.array(placeSchema).min(1),
  roads: z.array(roadSchema),
  rivers: z.array(riverSchema),
  houses: z.array(houseSchema),
  spawns: z.array(spawnSchema),
  npcs: z.array(npcPositionSchema),
  pois: z.array(poiSchema),
  stairs: z.array(stairsSchema),
});

export type Position = z.infer<typeof positionSchema>;
export type Rect = z.infer<typeof rectSchema>;
export type WorldMeta = z.infer<typeof worldMetaSchema>;
export type Province = z.infer<typeof provinceSchema>;
export type Place = z.infer<typeof placeSchema>;
export type Road = z.infer<typeof roadSchema>;
export type River = z.infer<typeof riverSchema>;
export type House = z.infer<typeof houseSchema>;
export type Spawn = z.infer<typeof spawnSchema>;
export type Poi = z.infer<typeof poiSchema>;
export type Stairs = z.infer<typeof stairsSchema>;
export type WorldEntities = z.infer<typeof worldEntitiesSchema>;
/** The entity files by name, in the order they are written and checked. */
export const ENTITY_FILES = ['provinces', 'places', 'roads', 'rivers', 'houses', 'spawns', 'npcs', 'pois', 'stairs'] as const satisfies ReadonlyArray<keyof WorldEntities>;

/** A world: its meta data, one byte per tile for every floor, and its entities. */
export interface World {
  meta: WorldMeta;
  floors: Map<number, Uint8Array>;
  entities: WorldEntities;
}
