import { Suspense } from 'react';
import { SmallMap } from '@/components/map/lazy-small-map';
import type { SmallMapMark } from '@/components/map/SmallMap';
import type { WorldData } from '@/components/map/world-data';
import '@/components/map/small-map.css';

/** The small map's box, drawn by the server and kept until the map is there: the text under it never moves (CLS). */
const mapBox = (
  <figure className="small-map" aria-hidden="true">
    <div className="small-map-canvas" />
    <figcaption className="muted">{'\u00a0'}</figcaption>
  </figure>
);

/**
 * The small map of a monster's or an NPC's page in a box of its own size from the first paint:
 * the page (useNearAndIdle) hands it the world once it is idle and the map near the reader's view,
 * and the map's code then loads. A page whose world has no marks for it shows none.
 */
export function PlaceMap({ world, label, marks }: { world: WorldData | null; label: string; marks: SmallMapMark[] }) {
  if (!world) return mapBox;
  return (
    <Suspense fallback={mapBox}>
      <SmallMap world={world} label={label} marks={marks} />
    </Suspense>
  );
}
