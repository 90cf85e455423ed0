import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';
import { CHUNK } from './terrain';
import { ENTITY_FILES, worldMetaSchema, type World, type WorldEntities } from './schemas';

/** Where the committed world lives. */
export const WORLD_DIR = fileURLToPath(new URL('./data', import.meta.url));

/** One entity per line: small diffs when the world is generated again. */
const jsonLines = (rows: unknown[]) => `[\n${rows.map((row) => JSON.stringify(row)).join(',\n')}\n]\n`;

/** Writes a world as 8-bit grayscale PNG chunks per floor plus one JSON file per entity kind. */
export function writeWorld(world: World, dir = WORLD_DIR): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'world.json'), `${JSON.stringify(world.meta, null, 2)}\n`);
  for (const name of ENTITY_FILES) writeFileSync(join(dir, `${name}.json`), jsonLines(world.entities[name]));
  for (const z of world.meta.floors) {
    const layer = world.floors.get(z)!;
    mkdirSync(join(dir, 'floors', String(z)), { recursive: true });
    for (const key of world.meta.chunks[String(z)] ?? []) {
      const [cx, cy] = key.split('_').map(Number) as [number, number];
      const png = new PNG({ width: CHUNK, height: CHUNK, colorType: 0, inputColorType: 0, bitDepth: 8, inputHasAlpha: false });
      const data = Buffer.alloc(CHUNK * CHUNK);
      for (let y = 0; y < CHUNK; y++) data.set(layer.subarray((cy * CHUNK + y) * world.meta.width + cx * CHUNK, (cy * CHUNK + y) * world.meta.width + (cx + 1) * CHUNK), y * CHUNK);
      png.data = data;
      writeFileSync(join(dir, 'floors', String(z), `${key}.png`), PNG.sync.write(png, { colorType: 0, inputColorType: 0, inputHasAlpha: false, deflateLevel: 9 }));
    }
  }
}

/**
 * Reads a world from its folder. The entities are returned as read (unchecked: `checkWorld`
 * checks them); a missing or unreadable file throws an error naming it.
 */
export function readWorld(dir = WORLD_DIR): { meta: World['meta']; floors: World['floors']; entities: Record<keyof WorldEntities, unknown> } {
  const read = (file: string) => {
    try {
      return JSON.parse(readFileSync(join(dir, file), 'utf8')) as unknown;
    } catch (error) {
      throw new Error(`The world file ${file} cannot be read: ${(error as Error).message}`);
    }
  };
  const meta = worldMetaSchema.parse(read('world.json'));
  const floors = new Map<number, Uint8Array>();
  for (const z of meta.floors) {
    const layer = new Uint8Array(meta.width * meta.height);
    for (const key of meta.chunks[String(z)] ?? []) {
      const [cx, cy] = key.split('_').map(Number) as [number, number];
      const file = join(dir, 'floors', String(z), `${key}.png`);
      const png = PNG.sync.read(readFileSync(file));
      // pngjs gives RGBA; the grey value is the terrain id. The sizes are read once: an imported binding read per pixel
      // (a getter where the sources run through tsx or vitest) cost more than the decoding.
      const size = CHUNK;
      const width = meta.width;
      const pixels = png.data;
      for (let y = 0; y < size; y++) {
        const row = (cy * size + y) * width + cx * size;
        for (let x = 0; x < size; x++) layer[row + x] = pixels[(y * size + x) * 4]!;
      }
    }
    floors.set(z, layer);
  }
  const entities = Object.fromEntries(ENTITY_FILES.map((name) => [name, read(`${name}.json`)])) as Record<keyof WorldEntities, unknown>;
  return { meta, floors, entities };
}
