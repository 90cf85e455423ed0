/**
 * The maps' starting view and its poster: the server draws the tiles of the view the
 * map opens on as plain images in the map's frame, so the first paint already shows the map and
 * its largest image is one the browser finds in the HTML. The browser's map (Leaflet, CRS.Simple,
 * 2^zoom pixels per game tile, 256-pixel tiles rendered at zooms -3..0 and scaled above 0) then
 * draws the same tiles at the same places and the poster goes.
 */

/** Leaflet's zoom the maps open at. */
export const DEFAULT_MAP_ZOOM = 1;
/** The place the maps open on, on the surface. */
export const START_PLACE = 'brackenford';
/** Zooms the tiles are rendered at (others are these scaled). */
const NATIVE_ZOOMS = { min: -3, max: 0 } as const;
const TILE_PX = 256;

export interface MapStart {
  x: number;
  y: number;
  z: number;
  zoom: number;
}

/** Where the maps open without a position in the link: the start place's label, else the world's middle. */
export function defaultMapStart(world: { width: number; height: number; places: Array<{ id: string; label: { x: number; y: number } }> }): MapStart {
  const place = world.places.find((p) => p.id === START_PLACE);
  return { x: place?.label.x ?? world.width / 2, y: place?.label.y ?? world.height / 2, z: 7, zoom: DEFAULT_MAP_ZOOM };
}

/** One image of the poster: its URL and its square's place in pixels from the frame's centre. */
export interface PosterTile {
  src: string;
  left: number;
  top: number;
  size: number;
  /** The tile under the frame's centre (the one to fetch first). */
  centre: boolean;
}

export interface MapPoster {
  start: MapStart;
  tiles: PosterTile[];
  /** The world's floors (the frame's toolbar shows one button each, as the map's does). */
  floors: number[];
}

/**
 * The tiles of a view that cover a frame of up to `cover` pixels centred on it: the grid Leaflet
 * lays (the view's centre is the middle of the start's game tile, at the frame's centre), the
 * centre tile first. Tiles the world has nothing on (not in `present`) are left out, as Leaflet
 * draws them empty.
 */
export function mapPoster(start: MapStart, floors: number[], tiles: { base: string; present: Record<string, Record<string, string[]>> }, cover = { width: 1600, height: 1100 }): MapPoster {
  const tileZoom = Math.min(NATIVE_ZOOMS.max, Math.max(NATIVE_ZOOMS.min, start.zoom));
  const size = TILE_PX * 2 ** (start.zoom - tileZoom);
  const scale = 2 ** start.zoom;
  // The view's centre in pixels of the zoom shown.
  const [cx, cy] = [(start.x + 0.5) * scale, (start.y + 0.5) * scale];
  const present = new Set(tiles.present[String(start.z)]?.[String(tileZoom)] ?? []);
  const [centreI, centreJ] = [Math.floor(cx / size), Math.floor(cy / size)];
  const out: PosterTile[] = [];
  for (let j = Math.floor((cy - cover.height / 2) / size); j * size < cy + cover.height / 2; j++)
    for (let i = Math.floor((cx - cover.width / 2) / size); i * size < cx + cover.width / 2; i++) {
      if (!present.has(`${i}_${j}`)) continue;
      const centre = i === centreI && j === centreJ;
      const tile = { src: `${tiles.base}/${start.z}/${tileZoom}/${i}_${j}.png`, left: i * size - cx, top: j * size - cy, size, centre };
      if (centre) out.unshift(tile);
      else out.push(tile);
    }
  return { start, tiles: out, floors };
}
