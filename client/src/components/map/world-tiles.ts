import L from 'leaflet';
import { MAX_ZOOM, MIN_ZOOM, type WorldData } from './world-data';

/** A game position (x right, y down) as Leaflet's simple coordinates. */
export const toLatLng = (x: number, y: number): L.LatLngTuple => [-y, x];

const EMPTY_TILE = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';

/**
 * The tile layer of one floor: the rendered pyramid where tiles exist, an empty image where
 * the world has nothing (no request for tiles that were never drawn).
 */
export function worldTileLayer(world: WorldData, floor: number): L.TileLayer {
  const present = world.tiles.present[String(floor)] ?? {};
  const sets = new Map(Object.entries(present).map(([zoom, keys]) => [zoom, new Set(keys)]));
  const Tiles = L.TileLayer.extend({
    getTileUrl(this: L.TileLayer, coords: L.Coords) {
      const zoom = String(coords.z);
      return sets.get(zoom)?.has(`${coords.x}_${coords.y}`) ? `${world.tiles.base}/${floor}/${zoom}/${coords.x}_${coords.y}.png` : EMPTY_TILE;
    },
  }) as unknown as new (url: string, options: L.TileLayerOptions) => L.TileLayer;
  return new Tiles('', { minZoom: MIN_ZOOM, maxZoom: MAX_ZOOM, maxNativeZoom: 0, minNativeZoom: -3, tileSize: 256, noWrap: true, className: 'map-tiles' });
}
