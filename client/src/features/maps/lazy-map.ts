import { createElement, lazy, useEffect, useState, type ComponentProps } from 'react';

type WorldMapComponent = typeof import('./WorldMap').WorldMap;

/** The map's component once its module has loaded: drawn at once from then on, without a pass through Suspense. */
let loaded: WorldMapComponent | null = null;

/**
 * The world map's module, loaded in the browser only: Leaflet reads `window` as it is imported,
 * and the map is drawn after the world's data arrived (an effect), so the server never needs it.
 * The maps' route loader starts this download beside the route's chunk (app/router.tsx).
 */
export const loadWorldMap = () =>
  import('./WorldMap').then(({ WorldMap: component }) => {
    loaded = component;
    return component;
  });

const LazyWorldMap = lazy(async () => ({ default: await loadWorldMap() }));

/** The world map: drawn at once when its module is there, through Suspense (React.lazy) before. */
export function WorldMap(props: ComponentProps<WorldMapComponent>) {
  return loaded ? createElement(loaded, props) : createElement(LazyWorldMap, props);
}

/**
 * Whether the map's module has loaded (false on the server and until then; it starts loading).
 * The maps' frame (MapFrame) waits for it with the world's data, so the page goes from its frame
 * to the map in one commit, not through a Suspense fallback that would draw the frame again.
 */
export function useWorldMapLoaded(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    loadWorldMap().then(
      () => live && setReady(true),
      // A failed download: the lazy component tries again when drawn, and its error shows there.
      () => live && setReady(true),
    );
    return () => {
      live = false;
    };
  }, []);
  return ready;
}
