import { lazy } from 'react';

/**
 * The small map of a monster's or an NPC's page, loaded in the browser only: Leaflet reads
 * `window` as it is imported, and the map is drawn once the world's data arrived (an effect),
 * so a page rendered on the server never needs it.
 */
export const SmallMap = lazy(async () => ({ default: (await import('./SmallMap')).SmallMap }));
