import 'leaflet/dist/leaflet.css';
import './small-map.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { floorLabel, type WorldData } from './world-data';
import { toLatLng, worldTileLayer } from './world-tiles';

export interface SmallMapMark {
  x: number;
  y: number;
  z: number;
  /** Radius in tiles (a spawn's area); a dot when absent. */
  radius?: number;
}

interface Props {
  world: WorldData;
  /** What the map shows, read by screen readers (the map itself is a picture). */
  label: string;
  marks: SmallMapMark[];
}

/**
 * A small, still map of the world around some marks (a monster's spawns, an NPC's spot): the
 * floor of the first mark, fitted to the marks on it. Not draggable or zoomable; pages put a
 * link to the full map beside it.
 */
export function SmallMap({ world, label, marks }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const floor = marks[0]?.z ?? 7;
  useEffect(() => {
    const el = container.current;
    if (!el || marks.length === 0) return;
    const map = L.map(el, {
      crs: L.CRS.Simple,
      attributionControl: false,
      zoomControl: false,
      dragging: false,
      scrollWheelZoom: false,
      doubleClickZoom: false,
      boxZoom: false,
      touchZoom: false,
      keyboard: false,
      zoomAnimation: false,
      fadeAnimation: false,
    });
    const here = marks.filter((m) => m.z === floor);
    // Bounds from the marks themselves: a circle knows its own bounds only once drawn, and the
    // map draws nothing before it has a view.
    const bounds = L.latLngBounds(here.flatMap((m) => [toLatLng(m.x - (m.radius ?? 0), m.y - (m.radius ?? 0)), toLatLng(m.x + 1 + (m.radius ?? 0), m.y + 1 + (m.radius ?? 0))]));
    map.fitBounds(bounds.pad(0.6), { maxZoom: 2, animate: false });
    // The tiles and marks in a task of their own: the map, its view and its layers in one held a phone's main thread
    // 65 ms at 4x CPU, past the 50 ms Lighthouse counts as blocking; each half stays short.
    const layer = worldTileLayer(world, floor);
    layer.on('tileload', () => el.setAttribute('data-tiles-loaded', String(floor)));
    const drawing = window.setTimeout(() => {
      layer.addTo(map);
      for (const m of here)
        (m.radius
          ? L.circle(toLatLng(m.x + 0.5, m.y + 0.5), { radius: Math.max(1, m.radius), color: '#d0453a', weight: 2, fillOpacity: 0.3, interactive: false })
          : L.circleMarker(toLatLng(m.x + 0.5, m.y + 0.5), { radius: 6, color: '#1f1f1f', fillColor: '#4ac0e0', fillOpacity: 1, weight: 2, interactive: false })
        ).addTo(map);
    }, 0);
    return () => {
      window.clearTimeout(drawing);
      map.remove();
    };
  }, [world, floor, marks]);
  if (marks.length === 0) return null;
  return (
    <figure className="small-map">
      <div ref={container} className="small-map-canvas" role="img" aria-label={label} />
      <figcaption className="muted">Floor: {floorLabel(floor)}</figcaption>
    </figure>
  );
}
