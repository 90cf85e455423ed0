// The maps' styles come with the route's own module (the server links them in the head), not with Leaflet's chunk: the frame is laid out at the first paint.
import './maps.css';
import { useLoaderData } from '@/lib/route-data';
import { useHydrated } from '@/lib/use-hydrated';
import { formatMapHash } from './deep-link';
import { FLOOR_NAMES } from './map-data';
import type { MapPoster as Poster, MapStart } from '@game/rules/map-poster';

/** What the maps' route loader gives: the server's poster of the starting view (null in a page the browser drew itself). */
export interface MapLoaderData {
  poster: Poster;
}

/** The poster the server drew for this page, if any. */
export function usePoster(): Poster | null {
  return (useLoaderData() as MapLoaderData | null | undefined)?.poster ?? null;
}

/** The tiles' own size in pixels (rules/map-poster.ts draws them larger above zoom 0). */
const TILE_PX = 256;

/** Whether the address names a view other than the poster's (a `#x,y,z:zoom` deep link the server could not see). */
export const otherView = (hash: string, start: MapStart) => hash.length > 1 && hash !== formatMapHash(start);

/**
 * The map's starting view as plain images (rules/map-poster.ts), laid under Leaflet's tiles at
 * the same places: the first paint shows the map, with JavaScript off too. Decoration: the frame
 * around it carries the name; nothing in it can be focused or clicked.
 */
export function MapPosterTiles({ poster }: { poster: Poster }) {
  // A deep link to another view: the poster would show the wrong place until the map comes (the server never sees the hash).
  const hidden = useHydrated() && otherView(window.location.hash, poster.start);
  return (
    <div className="map-poster" aria-hidden="true" hidden={hidden} data-start={formatMapHash(poster.start)}>
      {poster.tiles.map((tile) => (
        <img
          key={tile.src}
          src={tile.src}
          alt=""
          width={TILE_PX}
          height={TILE_PX}
          draggable={false}
          decoding="async"
          {...(tile.centre ? { fetchPriority: 'high' as const, 'data-centre': '' } : { loading: 'lazy' as const })}
          // Scaled as Leaflet scales its tiles (a transform, not a larger box): the browser counts the image at the size it is seen,
          // the same as Leaflet's tile over it, so that tile, the same size, is not a later largest paint.
          style={{ left: `calc(50% + ${tile.left}px)`, top: `calc(50% + ${tile.top}px)`, ...(tile.size === TILE_PX ? {} : { transform: `scale(${tile.size / TILE_PX})` }) }}
        />
      ))}
    </div>
  );
}

/**
 * The map's toolbar as it will be (WorldMap), its controls not usable yet: it takes the same
 * room at every width, so the frame below it is where the map's will be (no jump when the map comes).
 */
export function WaitingToolbar({ poster, embed }: { poster: Poster; embed: boolean }) {
  const { floors, start } = poster;
  // Every control disabled (and the whole out of reach): nothing here answers before the map comes.
  return (
    <div className="map-toolbar" aria-hidden="true" inert>
      <div className="map-floors">
        <button type="button" className="button" disabled>▲</button>
        {floors.map((z) => (
          <button key={z} type="button" className="button map-floor" aria-pressed={z === start.z} disabled>
            {FLOOR_NAMES[z] ?? z}
          </button>
        ))}
        <button type="button" className="button" disabled>▼</button>
      </div>
      <div className="map-search">
        <input className="search-input" type="search" placeholder="Search places, houses, NPCs, monsters" disabled />
      </div>
      <details className="map-layers">
        <summary tabIndex={-1}>Layers</summary>
      </details>
      {embed ? <span className="button">Open the full map</span> : <button type="button" className="button map-full-button" disabled>Full screen</button>}
    </div>
  );
}
