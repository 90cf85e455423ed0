import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_ZOOM, defaultMapStart, mapPoster } from '../../server/game-data/rules/map-poster';

const every = (columns: number, rows: number) => Array.from({ length: columns * rows }, (_, k) => `${k % columns}_${Math.floor(k / columns)}`);
const tiles = (zoom: number, keys: string[]) => ({ base: '/map/tiles/v1', present: { '7': { [String(zoom)]: keys } } });

describe('the maps’ starting view', () => {
  it('opens on the start place’s label at the default zoom, or the world’s middle without it', () => {
    expect(defaultMapStart({ width: 1000, height: 800, places: [{ id: 'brackenford', label: { x: 415, y: 388 } }] })).toEqual({ x: 415, y: 388, z: 7, zoom: DEFAULT_MAP_ZOOM });
    expect(defaultMapStart({ width: 1000, height: 800, places: [{ id: 'elsewhere', label: { x: 1, y: 2 } }] })).toEqual({ x: 500, y: 400, z: 7, zoom: DEFAULT_MAP_ZOOM });
  });
});

describe('the poster of a view', () => {
  it('above zoom 0 shows the zoom-0 tiles scaled, the centre one (under the middle of the start’s game tile) first', () => {
    const poster = mapPoster({ x: 415, y: 388, z: 7, zoom: 1 }, [7], tiles(0, every(4, 4)), { width: 400, height: 400 });
    // The centre in pixels at zoom 1: (831, 777); tile 1_1 spans 512..1024 on both axes.
    expect(poster.tiles[0]).toEqual({ src: '/map/tiles/v1/7/0/1_1.png', left: 512 - 831, top: 512 - 777, size: 512, centre: true });
    expect(poster.tiles.filter((t) => t.centre)).toHaveLength(1);
    // 400 × 400 around (831, 777): x 631..1031 → columns 1 and 2, y 577..977 → row 1 only.
    expect(poster.tiles.map((t) => t.src).sort()).toEqual(['/map/tiles/v1/7/0/1_1.png', '/map/tiles/v1/7/0/2_1.png']);
    expect(poster.floors).toEqual([7]);
  });

  it('at zoom 0 and below uses the tiles of that zoom at their own size', () => {
    const poster = mapPoster({ x: 300, y: 10, z: 7, zoom: -1 }, [7], tiles(-1, every(2, 2)), { width: 100, height: 100 });
    // The centre in pixels at zoom -1: (150.25, 5.25); a 100-pixel frame spans 100.25..200.25, inside column 0.
    expect(poster.tiles).toEqual([{ src: '/map/tiles/v1/7/-1/0_0.png', left: -150.25, top: -5.25, size: 256, centre: true }]);
  });

  it('leaves out tiles the world has nothing on, the centre one too, and tiles of other floors', () => {
    const poster = mapPoster({ x: 415, y: 388, z: 7, zoom: 1 }, [7, 8], tiles(0, ['2_1']), { width: 400, height: 400 });
    expect(poster.tiles).toEqual([{ src: '/map/tiles/v1/7/0/2_1.png', left: 1024 - 831, top: 512 - 777, size: 512, centre: false }]);
    expect(mapPoster({ x: 415, y: 388, z: 8, zoom: 1 }, [7, 8], tiles(0, every(4, 4))).tiles).toEqual([]);
  });

  it('covers a frame of the given size exactly: a tile only touching its edge is left out', () => {
    // Centre (256.5 * 2 = 513, 513): a 2-pixel-wide frame spans 512..514, inside column 1 only.
    const poster = mapPoster({ x: 256, y: 256, z: 7, zoom: 1 }, [7], tiles(0, every(3, 3)), { width: 2, height: 2 });
    expect(poster.tiles.map((t) => t.src)).toEqual(['/map/tiles/v1/7/0/1_1.png']);
  });
});
