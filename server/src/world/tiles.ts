import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PNG } from 'pngjs';
import { WORLD_DIR } from '../../game-data/world/io';
import { CHUNK, TERRAINS } from '../../game-data/world/terrain';
import type { World } from '../../game-data/world/schemas';

/** Where the map tiles are rendered to (beside the built client). */
export const TILES_DIR = resolve('dist/tiles');
/** Native zoom is 0 (one pixel per game tile); lower zooms are halvings of it. */
export const TILE_ZOOMS = [0, -1, -2, -3] as const;
/** Bump when the drawing changes, so old tiles are not reused. */
const RENDERER_VERSION = 1;

export interface TileManifest {
  /** Part of every tile URL, so tiles can be cached for a year. */
  version: string;
  /** Existing tiles by floor and zoom, as `x_y` keys (tiles with nothing on them are not written). */
  tiles: Record<string, Record<string, string[]>>;
  renderMs: number;
}

/** A hash of the committed world files and the renderer, so unchanged data is not rendered again. */
export function worldHash(dir = WORLD_DIR): string {
  const hash = createHash('sha256').update(`renderer:${RENDERER_VERSION}`);
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(path.slice(dir.length)).update(readFileSync(path));
    }
  };
  walk(dir);
  return hash.digest('hex').slice(0, 16);
}

const PALETTE = (() => {
  const rgba = new Uint8Array(256 * 4);
  for (const t of TERRAINS) {
    const n = Number.parseInt(t.color.slice(1), 16);
    rgba.set([(n >> 16) & 255, (n >> 8) & 255, n & 255, t.id === 0 ? 0 : 255], t.id * 4);
  }
  return rgba;
})();

/** Halves an RGBA image (each pixel the mean of four, weighted by alpha). */
function halve(src: Uint8Array, w: number, h: number): { data: Uint8Array; w: number; h: number } {
  const nw = Math.ceil(w / 2);
  const nh = Math.ceil(h / 2);
  const out = new Uint8Array(nw * nh * 4);
  for (let y = 0; y < nh; y++)
    for (let x = 0; x < nw; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let dy = 0; dy < 2; dy++)
        for (let dx = 0; dx < 2; dx++) {
          const sx = Math.min(w - 1, x * 2 + dx);
          const sy = Math.min(h - 1, y * 2 + dy);
          const i = (sy * w + sx) * 4;
          const alpha = src[i + 3]!;
          r += src[i]! * alpha;
          g += src[i + 1]! * alpha;
          b += src[i + 2]! * alpha;
          a += alpha;
        }
      const o = (y * nw + x) * 4;
      if (a > 0) out.set([Math.round(r / a), Math.round(g / a), Math.round(b / a), Math.round(a / 4)], o);
    }
  return { data: out, w: nw, h: nh };
}

/** Folders a rendering is written into before it is moved in place; see `renderTiles`. */
const RENDERING_PREFIX = '.rendering-';

/**
 * Renders the tile pyramid of every floor into `dir/<version>/<z>/<zoom>/<x>_<y>.png`, then
 * writes `manifest-<version>.json`. Several processes may start at once on the same folder
 * (test workers, app processes behind a proxy): each renders into a folder of its own and moves
 * it in place, and the manifest, written last, appears whole. A reader that finds the manifest
 * finds every tile; renderings of one version are identical, so whichever lands last is as good.
 */
export function renderTiles(world: World, version: string, dir = TILES_DIR): TileManifest {
  const started = performance.now();
  mkdirSync(dir, { recursive: true });
  const work = mkdtempSync(join(dir, RENDERING_PREFIX));
  const tiles: TileManifest['tiles'] = {};
  for (const z of world.meta.floors) {
    const layer = world.floors.get(z)!;
    let image: { data: Uint8Array; w: number; h: number } = { data: new Uint8Array(layer.length * 4), w: world.meta.width, h: world.meta.height };
    for (let i = 0; i < layer.length; i++) image.data.set(PALETTE.subarray(layer[i]! * 4, layer[i]! * 4 + 4), i * 4);
    tiles[String(z)] = {};
    for (const zoom of TILE_ZOOMS) {
      if (zoom !== 0) image = halve(image.data, image.w, image.h);
      const keys: string[] = [];
      const folder = join(work, String(z), String(zoom));
      mkdirSync(folder, { recursive: true });
      for (let ty = 0; ty * CHUNK < image.h; ty++)
        for (let tx = 0; tx * CHUNK < image.w; tx++) {
          const png = new PNG({ width: CHUNK, height: CHUNK });
          let any = false;
          for (let y = 0; y < CHUNK; y++) {
            const sy = ty * CHUNK + y;
            if (sy >= image.h) break;
            const from = (sy * image.w + tx * CHUNK) * 4;
            const row = image.data.subarray(from, from + Math.min(CHUNK, image.w - tx * CHUNK) * 4);
            png.data.set(row, y * CHUNK * 4);
            if (!any) for (let i = 3; i < row.length; i += 4) if (row[i]! > 0) { any = true; break; }
          }
          if (!any) continue;
          writeFileSync(join(folder, `${tx}_${ty}.png`), PNG.sync.write(png, { deflateLevel: 6 }));
          keys.push(`${tx}_${ty}`);
        }
      tiles[String(z)]![String(zoom)] = keys;
    }
  }
  moveInPlace(work, join(dir, version));
  const manifest: TileManifest = { version, tiles, renderMs: Math.round(performance.now() - started) };
  const manifestDraft = `${work}.json`;
  writeFileSync(manifestDraft, JSON.stringify(manifest));
  renameSync(manifestDraft, join(dir, `manifest-${version}.json`));
  return manifest;
}

/** Moves a finished rendering to `target`, replacing what is there (an older or a concurrent rendering). */
function moveInPlace(rendering: string, target: string): void {
  for (let attempt = 1; ; attempt += 1) {
    try {
      renameSync(rendering, target);
      return;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if ((code !== 'ENOTEMPTY' && code !== 'EEXIST') || attempt === 3) throw error;
    }
    // Something is there: set it aside and delete it, then try again.
    const aside = `${rendering}-replaced`;
    try {
      renameSync(target, aside);
    } catch {
      // another process moved it first
    }
    rmSync(aside, { recursive: true, force: true });
  }
}

/** The manifest of tiles already rendered from this world, or a fresh rendering when the data changed. */
export function ensureTiles(world: World, dir = TILES_DIR): TileManifest & { rendered: boolean } {
  const version = worldHash();
  const manifestFile = join(dir, `manifest-${version}.json`);
  if (existsSync(manifestFile)) return { ...(JSON.parse(readFileSync(manifestFile, 'utf8')) as TileManifest), rendered: false };
  mkdirSync(dir, { recursive: true });
  // Older renderings are of data that is gone; another process's rendering in progress is left
  // alone unless it is an hour old (a process that died while rendering).
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (entry.startsWith(RENDERING_PREFIX) && Date.now() - (statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? 0) < 3_600_000) continue;
    if (entry === version) continue;
    rmSync(path, { recursive: true, force: true });
  }
  return { ...renderTiles(world, version, dir), rendered: true };
}
