import { lazy } from 'react';

/**
 * The world map's module, loaded in the browser only: Leaflet reads `window` as it is imported,
 * and the map is drawn after the world's data arrived (an effect), so the server never needs it.
 * The maps' route loader starts this download beside the route's chunk (app/router.tsx).
 */
export const loadWorldMap = () => import('./WorldMap');

export const WorldMap = lazy(async () => ({ default: (await loadWorldMap()).WorldMap }));
