import L from 'leaflet';
import { toLatLng } from '@/components/map/world-tiles';
import { escapeHtml } from '@game/rules/text';
import { idle } from '@/lib/progressive';
import { HIT_PX, rentColor, spreadOffsets, type FloorFeatures, type MapMode, type MapPopups } from './map-layers';

/** Moves markers that would cover each other apart at the current zoom (see spreadOffsets). */
export function spreadMarkers(map: L.Map, markers: L.Marker[]): void {
  const offsets = spreadOffsets(markers.map((marker) => map.latLngToLayerPoint(marker.getLatLng())));
  markers.forEach((marker, i) => {
    const [dx, dy] = offsets[i]!;
    const el = marker.getElement();
    if (!el) return;
    el.style.marginLeft = `${dx - HIT_PX / 2}px`;
    el.style.marginTop = `${dy - HIT_PX / 2}px`;
    el.dataset.spread = dx === 0 && dy === 0 ? '' : `${dx / (HIT_PX + 4)},${dy / (HIT_PX + 4)}`;
  });
}

/** The grid: a line around every game tile when zoomed in, every 32 tiles when zoomed out. */
export function gridLayer(): L.GridLayer {
  const Grid = L.GridLayer.extend({
    createTile(this: L.GridLayer, coords: L.Coords) {
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 256;
      const ctx = canvas.getContext('2d')!;
      const scale = 2 ** coords.z;
      const step = scale >= 8 ? scale : 32 * scale;
      ctx.strokeStyle = 'rgba(255,255,255,0.35)';
      ctx.beginPath();
      for (let i = 0; i <= 256; i += step) {
        ctx.moveTo(i + 0.5, 0);
        ctx.lineTo(i + 0.5, 256);
        ctx.moveTo(0, i + 0.5);
        ctx.lineTo(256, i + 0.5);
      }
      ctx.stroke();
      return canvas;
    },
  }) as unknown as new (options: L.GridLayerOptions) => L.GridLayer;
  return new Grid({ tileSize: 256, className: 'map-grid' });
}

interface DrawOptions {
  mode: MapMode;
  labels: boolean;
  rentRange: [number, number];
  popups: MapPopups;
  monsterName: (id: string) => string;
  /** Stairs were clicked: show the floor they lead to. */
  onStairs: (floor: number) => void;
  /** Every DOM marker (labels, temples, depots, boats, stairs) is on the map: time to move apart those that would cover each other. */
  onMarkersPlaced: () => void;
  /** Every shape is on the map: how many (house rooms, spawn circles, NPC dots; hit circles not counted). */
  onDrawn: (shapes: number) => void;
}

/** What drawFeatures drew, and draws still while the browser is idle. */
export interface DrawnFloor {
  /** The layer with the popup of `kind:id`, drawn at once if its turn had not come; undefined when it is not shown (another floor, a layer off, a filter). */
  layerOf(key: string): L.Layer | undefined;
  /** The markers to move apart where they would cover each other (temples and depots first, then stairs); all there once onMarkersPlaced was called. */
  spreadOut: L.Marker[];
  /** Stops drawing what is left (the floor, the layers or the filters changed). */
  stop(): void;
}

/** Work left to the browser's idle time: this long per slice where idle callbacks are missing (or came late). */
const SLICE_MS = 8;
/**
 * At most this long per idle slice (then one more feature), whatever idle time the browser offers
 * (up to 50 ms): a feature can take 20 ms on a throttled phone (the first shape makes the canvas),
 * and slices of 50 ms, then 30 ms, still made tasks over 50 ms there.
 */
const IDLE_SLICE_MS = 16;

/**
 * Draws a floor's features into `group`. Houses, spawns and NPCs are paths on the map's canvas
 * (the map is made with `preferCanvas`), made a few milliseconds at a time while the browser is
 * idle, so the map's first tiles paint without waiting for a thousand shapes and their listeners;
 * a popup asked for before its shape's turn draws that shape at once. Everything that can be
 * clicked takes at least HIT_PX by HIT_PX pixels (WCAG 2.2 target size): markers are that big,
 * and paths smaller than that on screen (a house or a spawn zoomed out, an NPC dot) get an
 * invisible hit circle of that size drawn under every shape, so a neighbour's visible shape still
 * wins where it is drawn (the canvas gives a click to the topmost shape under it). Temples,
 * depots, stairs and place labels are DOM markers (a few dozen, focusable), drawn first in those
 * slices. A popup's content is written when it opens.
 */
export function drawFeatures(group: L.LayerGroup, features: FloorFeatures, options: DrawOptions): DrawnFloor {
  const { popups } = options;
  const withPopups = new Map<string, L.Layer>();
  const spreadOut: L.Marker[] = [];
  let shapes = 0;
  const add = (key: string, layer: L.Layer, html: () => string, label: string) => {
    layer.bindPopup(html, { autoPanPadding: [20, 20] });
    (layer as L.Path).bindTooltip?.(label);
    withPopups.set(key, layer);
    group.addLayer(layer);
    return layer;
  };
  /** An invisible circle of HIT_PX under every shape, added to the map by its group. */
  const hit = (x: number, y: number) => L.circleMarker(toLatLng(x, y), { radius: HIT_PX / 2, stroke: false, fill: true, fillOpacity: 0 });
  /** Adds a shape with its hit circle, the circle put under every shape drawn so far. */
  const addWithHit = (key: string, hitCircle: L.CircleMarker, drawn: L.Path[], html: () => string, label: string) => {
    shapes += drawn.length;
    const layer = add(key, L.featureGroup([hitCircle, ...drawn]), html, label);
    hitCircle.bringToBack();
    return layer;
  };

  // The shapes, by key, in drawing order; each made once, in its turn or when its popup is asked for.
  const shapesQueued = new Map<string, () => L.Layer>();
  for (const h of features.houses)
    shapesQueued.set(`house:${h.id}`, () => {
      const color = options.mode === 'houses' ? rentColor(h, options.rentRange) : '#e0a84a';
      const rooms = h.rects.map((r) => L.rectangle([toLatLng(r.x, r.y), toLatLng(r.x + r.w, r.y + r.h)], { color, weight: 1, fillOpacity: 0.45 }));
      const [left, top] = [Math.min(...h.rects.map((r) => r.x)), Math.min(...h.rects.map((r) => r.y))];
      const [right, bottom] = [Math.max(...h.rects.map((r) => r.x + r.w)), Math.max(...h.rects.map((r) => r.y + r.h))];
      return addWithHit(`house:${h.id}`, hit((left + right) / 2, (top + bottom) / 2), rooms, () => popups.house(h), h.name);
    });
  for (const s of features.spawns)
    shapesQueued.set(`spawn:${s.id}`, () => {
      const circle = L.circle(toLatLng(s.x + 0.5, s.y + 0.5), { radius: Math.max(1, s.radius), color: '#d0453a', weight: Math.min(6, 1 + s.count / 2), fillOpacity: 0.15 + Math.min(0.45, s.count * 0.05) });
      return addWithHit(`spawn:${s.id}`, hit(s.x + 0.5, s.y + 0.5), [circle], () => popups.spawn(s), options.monsterName(s.monster));
    });
  for (const n of features.npcs)
    shapesQueued.set(`npc:${n.id}`, () => {
      const dot = L.circleMarker(toLatLng(n.x + 0.5, n.y + 0.5), { radius: 6, color: '#1f1f1f', fillColor: '#4ac0e0', fillOpacity: 1, weight: 2 });
      return addWithHit(`npc:${n.id}`, hit(n.x + 0.5, n.y + 0.5), [dot], () => popups.npc(n), `${n.name} (${n.profession})`);
    });

  // Place labels, temples, depots, boats and stairs: DOM markers (a few dozen), first in the queue.
  // Each costs a few milliseconds on a phone (an element, its classes, its position), so they too
  // come in the idle slices, not in the task that makes the map (it held a throttled phone 200-300 ms).
  // Place popups open from links and search whether or not the labels are shown.
  const markers = new Map<string, () => void>();
  for (const p of features.places)
    markers.set(`place:${p.id}`, () => {
      const marker = options.labels
        ? L.marker(toLatLng(p.label.x, p.label.y), { icon: L.divIcon({ className: `map-label map-label-${p.kind}`, html: `<span>${escapeHtml(p.name)}</span>`, iconSize: [160, HIT_PX] }), keyboard: false, interactive: true, zIndexOffset: -1000 })
        : L.marker(toLatLng(p.label.x, p.label.y), { opacity: 0, keyboard: false, interactive: false });
      marker.bindPopup(() => popups.place(p));
      withPopups.set(`place:${p.id}`, marker);
      group.addLayer(marker);
    });
  for (const p of features.pois)
    markers.set(`poi:${p.id}`, () => {
      const marker = L.marker(toLatLng(p.x + 0.5, p.y + 0.5), { icon: L.divIcon({ className: `map-poi map-poi-${p.kind}`, html: `<span aria-hidden="true">${{ temple: '✚', depot: '▣', boat: '⚓' }[p.kind]}</span>`, iconSize: [HIT_PX, HIT_PX] }), title: p.name, alt: p.name });
      add(`poi:${p.id}`, marker, () => popups.poi(p), p.name);
      spreadOut.push(marker);
    });
  features.stairs.forEach((s, i) =>
    markers.set(`stairs:${i}`, () => {
      const label = `${s.stairs.kind} to floor ${s.to.z}`;
      const marker = L.marker(toLatLng(s.at.x + 0.5, s.at.y + 0.5), { icon: L.divIcon({ className: 'map-stairs', html: `<span aria-hidden="true">${s.to.z < s.at.z ? '▲' : '▼'}</span>`, iconSize: [HIT_PX, HIT_PX] }), title: label, alt: label, keyboard: false });
      marker.on('click', () => options.onStairs(s.to.z));
      group.addLayer(marker);
      spreadOut.push(marker);
    }),
  );
  // The markers before the shapes, in that order (the spreading keeps temples and depots in place first).
  const queued = new Map<string, () => unknown>([...markers, ...shapesQueued]);
  let markersLeft = markers.size;

  const drawNow = (key: string) => {
    const make = queued.get(key);
    if (!make) return;
    queued.delete(key);
    make();
    if (markers.has(key)) {
      markersLeft -= 1;
      if (markersLeft === 0) options.onMarkersPlaced();
    }
  };
  let cancel: (() => void) | null = null;
  const slice = (deadline?: IdleDeadline) => {
    const started = performance.now();
    const more = () => (deadline && !deadline.didTimeout ? deadline.timeRemaining() > 1 && performance.now() - started < IDLE_SLICE_MS : performance.now() - started < SLICE_MS);
    do {
      const next = queued.keys().next();
      if (next.done) break;
      drawNow(next.value);
    } while (more());
    if (queued.size > 0) cancel = idle(slice);
    else {
      cancel = null;
      options.onDrawn(shapes);
    }
  };
  if (queued.size > 0) cancel = idle(slice);
  else {
    options.onMarkersPlaced();
    options.onDrawn(0);
  }

  return {
    layerOf: (key) => {
      drawNow(key);
      return withPopups.get(key);
    },
    spreadOut,
    stop: () => {
      cancel?.();
      cancel = null;
      queued.clear();
    },
  };
}
