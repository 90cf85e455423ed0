/**
 * Map positions in the URL hash, as tibiamaps writes them: `#x,y,z:zoom` (zoom optional).
 * Floor 7 is the surface; zoom is Leaflet's (2^zoom pixels per game tile).
 */
export interface MapView {
  x: number;
  y: number;
  z: number;
  zoom: number;
}

import { MAX_ZOOM, MIN_ZOOM } from '@/components/map/world-data';
import { DEFAULT_MAP_ZOOM } from '@game/rules/map-poster';

export { MAX_ZOOM, MIN_ZOOM };
/** The zoom a link without one opens at: the maps' own (rules/map-poster.ts). */
export const DEFAULT_ZOOM = DEFAULT_MAP_ZOOM;

/** Reads a hash; anything that is not a position in the world gives null (never throws). */
export function parseMapHash(hash: string, world: { width: number; height: number; floors: number[] }): MapView | null {
  let text: string;
  try {
    text = decodeURIComponent(hash.trim());
  } catch {
    return null;
  }
  const match = /^#?(\d+),(\d+),(\d+)(?::(-?\d+))?$/.exec(text);
  if (!match) return null;
  const [x, y, z] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (x >= world.width || y >= world.height || !world.floors.includes(z)) return null;
  const zoom = match[4] === undefined ? DEFAULT_ZOOM : Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Number(match[4])));
  return { x, y, z, zoom };
}

export const formatMapHash = (view: MapView) => `#${Math.round(view.x)},${Math.round(view.y)},${view.z}:${Math.round(view.zoom)}`;

/** The full page of an embedded map: the same address and view without `embed=1`. */
export function fullMapHref(mode: 'interactive' | 'houses' | 'monsters', search: string, hash: string): string {
  const params = new URLSearchParams(search);
  params.delete('embed');
  const query = params.toString();
  return `/tools/${mode}-map${query ? `?${query}` : ''}${hash}`;
}
