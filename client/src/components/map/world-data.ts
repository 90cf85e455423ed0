import { useEffect, useState } from 'react';

export interface Rect { x: number; y: number; w: number; h: number }
export interface MapPlace { id: string; name: string; kind: 'town' | 'wilds' | 'dungeon'; description: string; province: string; z: number; floors: number[]; bounds: Rect; label: { x: number; y: number } }
export interface MapHouse { id: string; name: string; town: string; entrance: { x: number; y: number; z: number }; rects: Rect[]; size: number; beds: number; rent: number; guildhall: boolean }
export interface MapSpawn { id: string; monster: string; place: string; x: number; y: number; z: number; count: number; radius: number }
export interface MapNpc { id: string; name: string; profession: string; location: string; x: number; y: number; z: number }
export interface MapMonster { id: string; name: string; level: number; habitats: string[] }
export interface MapPoi { id: string; kind: 'temple' | 'depot' | 'boat'; name: string; town: string; x: number; y: number; z: number; destinations: string[] }
export interface MapStairs { id: string; kind: string; from: { x: number; y: number; z: number }; to: { x: number; y: number; z: number } }
export interface WorldData {
  version: number;
  width: number;
  height: number;
  floors: number[];
  tiles: { base: string; present: Record<string, Record<string, string[]>> };
  provinces: Array<{ id: string; name: string; capital: string; color: string }>;
  places: MapPlace[];
  houses: MapHouse[];
  monsters: MapMonster[];
  spawns: MapSpawn[];
  npcs: MapNpc[];
  pois: MapPoi[];
  stairs: MapStairs[];
}

/** Leaflet zoom range of the world maps (2^zoom pixels per game tile). */
export const MIN_ZOOM = -3;
export const MAX_ZOOM = 5;

let cached: Promise<WorldData> | null = null;

/**
 * Starts fetching the world (once per page load; again after a failure) and gives the promise.
 * The map routes' loaders call it, so the data downloads beside the route's chunk.
 */
export function loadWorldData(): Promise<WorldData> {
  cached ??= fetch('/map/world.json').then(async (res) => {
    if (!res.ok) throw new Error(`The map data could not be loaded (${res.status}).`);
    return (await res.json()) as WorldData;
  });
  return cached;
}

/** The world as the server serves it (`/map/world.json`), fetched once per page load, once `needed`. */
export function useWorldData(needed = true): { data: WorldData | null; error: string | null } {
  const [state, setState] = useState<{ data: WorldData | null; error: string | null }>({ data: null, error: null });
  useEffect(() => {
    if (!needed) return;
    let live = true;
    loadWorldData().then(
      (data) => live && setState({ data, error: null }),
      (error: Error) => {
        cached = null;
        if (live) setState({ data: null, error: error.message });
      },
    );
    return () => {
      live = false;
    };
  }, [needed]);
  return state;
}

export const FLOOR_NAMES: Record<number, string> = { 5: '+2', 6: '+1', 7: 'Surface', 8: '−1', 9: '−2', 10: '−3' };
export const floorLabel = (z: number) => (z === 7 ? 'surface (floor 7)' : z < 7 ? `${7 - z} above the surface (floor ${z})` : `${z - 7} below the surface (floor ${z})`);
