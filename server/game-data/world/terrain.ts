/**
 * The world's tile kinds. A floor is stored as one byte per tile (the terrain id below), so a
 * floor of the map is an 8-bit image; the map tiles are drawn from it with these colours.
 */
export interface Terrain {
  id: number;
  name: string;
  /** Drawn colour, `#rrggbb`. */
  color: string;
  walkable: boolean;
}

export const TERRAINS = [
  { id: 0, name: 'nothing', color: '#101012', walkable: false },
  { id: 1, name: 'deep water', color: '#1d4f8c', walkable: false },
  { id: 2, name: 'shallow water', color: '#3a78b8', walkable: false },
  { id: 3, name: 'sand', color: '#d9c58b', walkable: true },
  { id: 4, name: 'grass', color: '#5f9a3e', walkable: true },
  { id: 5, name: 'forest', color: '#2f6b2a', walkable: true },
  { id: 6, name: 'marsh', color: '#6f8a4f', walkable: true },
  { id: 7, name: 'snow', color: '#e6edf2', walkable: true },
  { id: 8, name: 'ice', color: '#a9d3e6', walkable: true },
  { id: 9, name: 'mountain', color: '#6d655c', walkable: false },
  { id: 10, name: 'ash', color: '#4b4543', walkable: true },
  { id: 11, name: 'lava', color: '#d2491d', walkable: false },
  { id: 12, name: 'road', color: '#b59a6a', walkable: true },
  { id: 13, name: 'cobblestone', color: '#9a958c', walkable: true },
  { id: 14, name: 'wall', color: '#3b3430', walkable: false },
  { id: 15, name: 'house floor', color: '#a0703f', walkable: true },
  { id: 16, name: 'cave floor', color: '#7a6a58', walkable: true },
  { id: 17, name: 'rock', color: '#2a2623', walkable: false },
  { id: 18, name: 'stairs', color: '#f2d027', walkable: true },
  { id: 19, name: 'river', color: '#4a8bd0', walkable: false },
  { id: 20, name: 'wooden floor', color: '#8b5a2b', walkable: true },
  { id: 21, name: 'temple floor', color: '#d8d2c4', walkable: true },
  { id: 22, name: 'farmland', color: '#a8a04a', walkable: true },
  { id: 23, name: 'bridge', color: '#7b5530', walkable: true },
  { id: 24, name: 'ice floor', color: '#bfe4f0', walkable: true },
  { id: 25, name: 'obsidian floor', color: '#3c2f44', walkable: true },
  { id: 26, name: 'flooded floor', color: '#4f6d6a', walkable: true },
] as const satisfies readonly Terrain[];

export type TerrainName = (typeof TERRAINS)[number]['name'];

/** Terrain id by name. */
export const T = Object.fromEntries(TERRAINS.map((t) => [t.name, t.id])) as Record<TerrainName, number>;

const WALKABLE = new Uint8Array(256);
for (const terrain of TERRAINS) WALKABLE[terrain.id] = terrain.walkable ? 1 : 0;

/** Whether a terrain id can be stood on. Unknown ids cannot. */
export const isWalkable = (id: number) => WALKABLE[id] === 1;

/** World size in tiles and its floors: 7 is the surface (as on tibiamaps), lower numbers are above, higher below. */
export const WORLD_WIDTH = 1536;
export const WORLD_HEIGHT = 1024;
export const SURFACE = 7;
export const FLOORS = [5, 6, 7, 8, 9, 10] as const;
/** Side of a stored chunk and of a rendered map tile, in pixels. */
export const CHUNK = 256;
