import 'leaflet/dist/leaflet.css';
import './maps.css';
import L from 'leaflet';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toLatLng, worldTileLayer } from '@/components/map/world-tiles';
import { monsterPageLink, npcPageLink } from '@/lib/map-links';
import { DEFAULT_ZOOM, formatMapHash, MAX_ZOOM, MIN_ZOOM, parseMapHash, type MapView } from './deep-link';
import { buildMapSearch, searchMap, type Target } from './search-index';
import { FLOOR_NAMES, floorLabel, type MapHouse, type MapNpc, type MapPlace, type MapPoi, type MapSpawn, type WorldData } from './map-data';
import { escapeHtml } from '@game/rules/text';

export type MapMode = 'interactive' | 'houses' | 'monsters';
export type Layer = 'labels' | 'houses' | 'spawns' | 'npcs' | 'pois' | 'stairs' | 'grid';
export const ALL_LAYERS: Layer[] = ['labels', 'houses', 'spawns', 'npcs', 'pois', 'stairs', 'grid'];
const LAYER_NAMES: Record<Layer, string> = { labels: 'Place labels', houses: 'Houses', spawns: 'Spawns', npcs: 'NPCs', pois: 'Temples, depots, boats', stairs: 'Stairs', grid: 'Grid' };

export type { Target };

/** The least width and height of anything on the map that can be clicked or tapped, in CSS pixels (WCAG 2.2 target size). */
export const HIT_PX = 24;
/** The pane of the invisible hit circles: above the tiles, below the drawn shapes (overlayPane is 400). */
const HIT_PANE = 'map-hits';
/** Space between the centres of markers moved apart, so their boxes neither touch nor overlap. */
const SPREAD_PX = HIT_PX + 4;
/** Spots around a marker, nearest first, in steps of SPREAD_PX (up to three steps away). */
const SPREAD_OFFSETS: Array<[number, number]> = [-3, -2, -1, 0, 1, 2, 3]
  .flatMap((dx) => [-3, -2, -1, 0, 1, 2, 3].map((dy): [number, number] => [dx, dy]))
  .sort((a, b) => a[0] ** 2 + a[1] ** 2 - (b[0] ** 2 + b[1] ** 2) || b[0] - a[0] || a[1] - b[1]);

/**
 * Markers whose boxes would overlap at the current zoom are moved apart (in the order given,
 * the first keeps its place) to the nearest free spot around their own position, so every one
 * stays fully visible and fully clickable. The shift is on screen only; positions are unchanged.
 */
export function spreadMarkers(map: L.Map, markers: L.Marker[]): void {
  const placed: L.Point[] = [];
  for (const marker of markers) {
    const at = map.latLngToLayerPoint(marker.getLatLng());
    const free = (p: L.Point) => placed.every((q) => Math.abs(p.x - q.x) >= SPREAD_PX || Math.abs(p.y - q.y) >= SPREAD_PX);
    const offset = SPREAD_OFFSETS.find(([dx, dy]) => free(at.add([dx * SPREAD_PX, dy * SPREAD_PX]))) ?? [0, 0];
    placed.push(at.add([offset[0] * SPREAD_PX, offset[1] * SPREAD_PX]));
    const el = marker.getElement();
    if (el) {
      el.style.marginLeft = `${offset[0] * SPREAD_PX - HIT_PX / 2}px`;
      el.style.marginTop = `${offset[1] * SPREAD_PX - HIT_PX / 2}px`;
      el.dataset.spread = offset[0] === 0 && offset[1] === 0 ? '' : `${offset[0]},${offset[1]}`;
    }
  }
}

const reducedMotion = () => typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Rent per tile as a colour from green (cheap) to red (dear). */
export function rentColor(house: MapHouse, range: [number, number]): string {
  const perTile = house.rent / house.size;
  const t = range[1] > range[0] ? Math.min(1, Math.max(0, (perTile - range[0]) / (range[1] - range[0]))) : 0;
  return `hsl(${Math.round(120 - 120 * t)} 70% 45%)`;
}

interface Props {
  mode: MapMode;
  world: WorldData;
  /** Houses drawn (after the page's filters); all when absent. */
  houses?: MapHouse[];
  /** Spawns drawn (after the page's filters); all when absent. */
  spawns?: MapSpawn[];
  defaultLayers: Layer[];
  /** Extra controls (filters, lists) beside the map. */
  aside?: (open: (target: Target) => void) => ReactNode;
  embed: boolean;
}

/** One Leaflet map of the world with floors, deep links, layers, search, grid and copyable positions. */
export function WorldMap({ mode, world, houses = world.houses, spawns = world.spawns, defaultLayers, aside, embed }: Props) {
  const [params, setParams] = useSearchParams();
  const layersParam = params.get('layers');
  const layersOfUrl = useMemo(() => new Set<Layer>(layersParam === null ? defaultLayers : (layersParam.split(',').filter((l) => (ALL_LAYERS as string[]).includes(l)) as Layer[])), [layersParam, defaultLayers]);
  // Shown at once when toggled; the URL follows (a router navigation that can take a moment).
  const [layers, setLayers] = useState(layersOfUrl);
  useEffect(() => setLayers(layersOfUrl), [layersOfUrl]);
  const initial = useMemo(() => parseMapHash(window.location.hash, world), [world]);
  const [floor, setFloor] = useState(initial?.z ?? 7);
  const [pointer, setPointer] = useState<string>('');
  const [status, setStatus] = useState('');
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [awake, setAwake] = useState(!embed);
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const floorRef = useRef(floor);
  floorRef.current = floor;
  const overlay = useRef<L.LayerGroup | null>(null);
  const tileLayers = useRef(new Map<number, L.TileLayer>());
  const grid = useRef<L.GridLayer | null>(null);
  const popups = useRef(new Map<string, L.Layer>());
  const pendingOpen = useRef<Target | null>(null);
  const syncHashRef = useRef<(() => void) | null>(null);
  // Writing the query string (layers, filters) drops the hash; put the position back.
  useEffect(() => syncHashRef.current?.(), [params]);

  const monsterNames = useMemo(() => new Map(world.monsters.map((m) => [m.id, m])), [world]);
  const placeNames = useMemo(() => new Map(world.places.map((p) => [p.id, p])), [world]);
  const rentRange = useMemo<[number, number]>(() => {
    const perTile = world.houses.map((h) => h.rent / h.size);
    return [Math.min(...perTile), Math.max(...perTile)];
  }, [world]);

  const popupHtml = useMemo(() => {
    const town = (id: string) => escapeHtml(placeNames.get(id)?.name ?? id);
    const pos = (p: { x: number; y: number; z: number }) => `<span class="map-pos">${p.x},${p.y},${p.z}</span>`;
    return {
      place: (p: MapPlace) => `<h2>${escapeHtml(p.name)}</h2><p>${escapeHtml(p.kind)} · ${escapeHtml(world.provinces.find((v) => v.id === p.province)?.name ?? '')}</p><p>${escapeHtml(p.description)}</p><p>Floors ${p.floors.join(', ')}</p>`,
      house: (h: MapHouse) =>
        `<h2>${escapeHtml(h.name)}</h2><dl><dt>Town</dt><dd>${town(h.town)}</dd><dt>Size</dt><dd>${h.size} tiles</dd><dt>Beds</dt><dd>${h.beds}</dd><dt>Rent</dt><dd>${h.rent.toLocaleString('en')} gold / month</dd>${h.guildhall ? '<dt>Kind</dt><dd>Guildhall</dd>' : ''}<dt>Entrance</dt><dd>${pos(h.entrance)}</dd></dl><p><a href="/tools/houses-map?house=${h.id}${formatMapHash({ ...h.entrance, zoom: 3 })}">Open in the houses map</a></p>`,
      npc: (n: MapNpc) => `<h2>${escapeHtml(n.name)}</h2><p>${escapeHtml(n.profession)} in ${town(n.location)} · ${pos(n)}</p><p><a href="${npcPageLink(n.id)}">What ${escapeHtml(n.name)} buys and sells</a></p>`,
      spawn: (s: MapSpawn) => {
        const m = monsterNames.get(s.monster);
        return `<h2>${escapeHtml(m?.name ?? s.monster)}</h2><p>Level ${m?.level ?? '?'} · ${s.count} within ${s.radius} tiles · ${town(s.place)} · ${pos(s)}</p><p><a href="${monsterPageLink(s.monster)}">Loot and stats of ${escapeHtml(m?.name ?? s.monster)}</a></p>`;
      },
      poi: (p: MapPoi) => `<h2>${escapeHtml(p.name)}</h2><p>${p.kind === 'boat' ? `Sails to ${p.destinations.map((d) => escapeHtml(world.pois.find((b) => b.id === d)?.name ?? d)).join(', ')}` : escapeHtml(p.kind)} · ${town(p.town)}</p>`,
    };
  }, [world, monsterNames, placeNames]);

  // The map itself, made once.
  useEffect(() => {
    const el = container.current!;
    const bounds = L.latLngBounds(toLatLng(0, world.height), toLatLng(world.width, 0));
    const map = L.map(el, {
      crs: L.CRS.Simple,
      minZoom: MIN_ZOOM,
      maxZoom: MAX_ZOOM,
      maxBounds: bounds.pad(0.2),
      zoomSnap: 1,
      attributionControl: false,
      scrollWheelZoom: !embed,
      zoomAnimation: !reducedMotion(),
      keyboard: true,
    });
    mapRef.current = map;
    const floorLayers = tileLayers.current;
    const start: MapView = initial ?? { x: placeNames.get('brackenford')?.label.x ?? world.width / 2, y: placeNames.get('brackenford')?.label.y ?? world.height / 2, z: 7, zoom: DEFAULT_ZOOM };
    map.setView(toLatLng(start.x + 0.5, start.y + 0.5), start.zoom, { animate: false });
    map.createPane(HIT_PANE).style.zIndex = '390';
    overlay.current = L.layerGroup().addTo(map);
    map.on('mousemove', (e: L.LeafletMouseEvent) => setPointer(`${Math.floor(e.latlng.lng)},${Math.floor(-e.latlng.lat)},${floorRef.current}`));
    map.on('mouseout', () => setPointer(''));
    map.on('click', (e: L.LeafletMouseEvent) => {
      const text = `${Math.floor(e.latlng.lng)},${Math.floor(-e.latlng.lat)},${floorRef.current}`;
      if (!navigator.clipboard) setStatus(`Position ${text}`);
      else
        navigator.clipboard.writeText(text).then(
          () => setStatus(`Copied ${text}`),
          () => setStatus(`Position ${text}`),
        );
    });
    const syncHash = () => {
      const c = map.getCenter();
      const hash = formatMapHash({ x: Math.floor(c.lng), y: Math.floor(-c.lat), z: floorRef.current, zoom: map.getZoom() });
      // One history entry per page, not per move.
      if (window.location.hash !== hash) window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}${hash}`);
      el.dataset.zoom = String(map.getZoom());
    };
    map.on('moveend zoomend', syncHash);
    syncHash();
    syncHashRef.current = syncHash;
    return () => {
      syncHashRef.current = null;
      map.remove();
      mapRef.current = null;
      floorLayers.clear();
      grid.current = null;
    };
  }, [world, embed, initial, placeNames]);

  // A hash typed into the address bar, or Back to the place before a search pick, moves the map.
  useEffect(() => {
    const follow = () => {
      const map = mapRef.current;
      const view = parseMapHash(window.location.hash, world);
      if (!map || !view) return;
      const c = map.getCenter();
      if (Math.floor(c.lng) === view.x && Math.floor(-c.lat) === view.y && map.getZoom() === view.zoom && view.z === floorRef.current) return;
      map.closePopup();
      map.setView(toLatLng(view.x + 0.5, view.y + 0.5), view.zoom, { animate: false });
      setFloor(view.z);
    };
    window.addEventListener('hashchange', follow);
    window.addEventListener('popstate', follow);
    return () => {
      window.removeEventListener('hashchange', follow);
      window.removeEventListener('popstate', follow);
    };
  }, [world]);

  // Scroll zoom in embeds only once the map was clicked.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !embed) return;
    if (awake) map.scrollWheelZoom.enable();
  }, [awake, embed]);

  // One tile layer per floor; switching floors swaps them.
  useEffect(() => {
    const map = mapRef.current!;
    for (const [z, layer] of tileLayers.current) if (z !== floor) layer.remove();
    let layer = tileLayers.current.get(floor);
    if (!layer) {
      layer = worldTileLayer(world, floor);
      layer.on('tileload', () => {
        container.current?.setAttribute('data-tiles-loaded', String(floor));
        // The bench reads the time from navigation to the first tile drawn.
        if (performance.getEntriesByName('map-first-tile').length === 0) performance.mark('map-first-tile');
      });
      tileLayers.current.set(floor, layer);
    }
    layer.addTo(map);
    layer.bringToBack();
    map.fire('moveend');
  }, [floor, world]);

  // The grid: a line around every game tile when zoomed in, every 32 tiles when zoomed out.
  useEffect(() => {
    const map = mapRef.current!;
    if (!layers.has('grid')) {
      grid.current?.remove();
      return;
    }
    if (!grid.current) {
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
      grid.current = new Grid({ tileSize: 256, className: 'map-grid' });
    }
    grid.current.addTo(map);
    const el = container.current;
    el?.setAttribute('data-grid', 'on');
    return () => {
      el?.removeAttribute('data-grid');
    };
  }, [layers]);

  // Markers of the floor shown. Everything that can be clicked takes at least HIT_PX by HIT_PX
  // pixels (WCAG 2.2 target size): markers are that big, and paths smaller than that on screen
  // (a house or a spawn zoomed out, an NPC dot) get an invisible hit circle of that size in a
  // pane below the drawn shapes, so a neighbour's visible shape still wins where it is drawn.
  useEffect(() => {
    const map = mapRef.current!;
    const group = overlay.current!;
    group.clearLayers();
    popups.current.clear();
    // A popup's content is written when it opens, not for every marker up front.
    const add = (key: string, layer: L.Layer, html: () => string, label: string) => {
      layer.bindPopup(html, { autoPanPadding: [20, 20] });
      (layer as L.Path).bindTooltip?.(label);
      popups.current.set(key, layer);
      group.addLayer(layer);
    };
    const hit = (x: number, y: number) => L.circleMarker(toLatLng(x, y), { pane: HIT_PANE, radius: HIT_PX / 2, stroke: false, fill: true, fillOpacity: 0, className: 'map-hit' });
    const onFloor = (z: number) => z === floor;
    if (layers.has('houses'))
      for (const h of houses.filter((h) => onFloor(h.entrance.z))) {
        const color = mode === 'houses' ? rentColor(h, rentRange) : '#e0a84a';
        const shapes = h.rects.map((r) => L.rectangle([toLatLng(r.x, r.y), toLatLng(r.x + r.w, r.y + r.h)], { color, weight: 1, fillOpacity: 0.45 }));
        const [left, top] = [Math.min(...h.rects.map((r) => r.x)), Math.min(...h.rects.map((r) => r.y))];
        const [right, bottom] = [Math.max(...h.rects.map((r) => r.x + r.w)), Math.max(...h.rects.map((r) => r.y + r.h))];
        add(`house:${h.id}`, L.featureGroup([hit((left + right) / 2, (top + bottom) / 2), ...shapes]), () => popupHtml.house(h), h.name);
      }
    if (layers.has('spawns'))
      for (const s of spawns.filter((s) => onFloor(s.z))) {
        const circle = L.circle(toLatLng(s.x + 0.5, s.y + 0.5), { radius: Math.max(1, s.radius), color: '#d0453a', weight: Math.min(6, 1 + s.count / 2), fillOpacity: 0.15 + Math.min(0.45, s.count * 0.05) });
        add(`spawn:${s.id}`, L.featureGroup([hit(s.x + 0.5, s.y + 0.5), circle]), () => popupHtml.spawn(s), monsterNames.get(s.monster)?.name ?? s.monster);
      }
    if (layers.has('npcs'))
      for (const n of world.npcs.filter((n) => onFloor(n.z))) {
        const dot = L.circleMarker(toLatLng(n.x + 0.5, n.y + 0.5), { radius: 6, color: '#1f1f1f', fillColor: '#4ac0e0', fillOpacity: 1, weight: 2 });
        add(`npc:${n.id}`, L.featureGroup([hit(n.x + 0.5, n.y + 0.5), dot]), () => popupHtml.npc(n), `${n.name} (${n.profession})`);
      }
    // Markers moved apart where they would cover each other (temples and depots first, then stairs).
    const spreadOut: L.Marker[] = [];
    if (layers.has('pois'))
      for (const p of world.pois.filter((p) => onFloor(p.z))) {
        const marker = L.marker(toLatLng(p.x + 0.5, p.y + 0.5), { icon: L.divIcon({ className: `map-poi map-poi-${p.kind}`, html: `<span aria-hidden="true">${{ temple: '✚', depot: '▣', boat: '⚓' }[p.kind]}</span>`, iconSize: [HIT_PX, HIT_PX] }), title: p.name, alt: p.name });
        add(`poi:${p.id}`, marker, () => popupHtml.poi(p), p.name);
        spreadOut.push(marker);
      }
    if (layers.has('stairs'))
      for (const s of world.stairs.flatMap((s) => [{ s, at: s.from, to: s.to }, { s, at: s.to, to: s.from }]).filter((e) => onFloor(e.at.z))) {
        const marker = L.marker(toLatLng(s.at.x + 0.5, s.at.y + 0.5), { icon: L.divIcon({ className: 'map-stairs', html: `<span aria-hidden="true">${s.to.z < s.at.z ? '▲' : '▼'}</span>`, iconSize: [HIT_PX, HIT_PX] }), title: `${s.s.kind} to floor ${s.to.z}`, alt: `${s.s.kind} to floor ${s.to.z}`, keyboard: false });
        marker.on('click', () => setFloor(s.to.z));
        group.addLayer(marker);
        spreadOut.push(marker);
      }
    if (layers.has('labels'))
      for (const p of world.places.filter((p) => p.floors.includes(floor))) {
        const marker = L.marker(toLatLng(p.label.x, p.label.y), { icon: L.divIcon({ className: `map-label map-label-${p.kind}`, html: `<span>${escapeHtml(p.name)}</span>`, iconSize: [160, HIT_PX] }), keyboard: false, interactive: true, zIndexOffset: -1000 });
        marker.bindPopup(() => popupHtml.place(p));
        popups.current.set(`place:${p.id}`, marker);
        group.addLayer(marker);
      }
    if (!layers.has('labels'))
      for (const p of world.places.filter((p) => p.floors.includes(floor))) {
        const hidden = L.marker(toLatLng(p.label.x, p.label.y), { opacity: 0, keyboard: false, interactive: false });
        hidden.bindPopup(() => popupHtml.place(p));
        popups.current.set(`place:${p.id}`, hidden);
        group.addLayer(hidden);
      }
    // A temple, a depot and stairs a few tiles apart would cover each other when zoomed out: they sit side by side instead.
    const spread = () => spreadMarkers(map, spreadOut);
    spread();
    map.on('zoomend', spread);
    const pending = pendingOpen.current;
    if (pending) {
      pendingOpen.current = null;
      openTarget(pending);
    }
    return () => {
      map.off('zoomend', spread);
    };
    // openTarget only reads refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [floor, layers, houses, spawns, world, mode, rentRange, popupHtml, monsterNames]);

  /** Where a target is, or null when it does not exist. */
  const locate = (target: Target): { x: number; y: number; z: number; zoom: number } | null => {
    if (target.kind === 'place') {
      const p = placeNames.get(target.id);
      return p ? { x: p.label.x, y: p.label.y, z: p.z, zoom: 1 } : null;
    }
    if (target.kind === 'house') {
      const h = world.houses.find((h) => h.id === target.id);
      return h ? { ...h.entrance, zoom: 3 } : null;
    }
    if (target.kind === 'npc') {
      const n = world.npcs.find((n) => n.id === target.id);
      return n ? { x: n.x, y: n.y, z: n.z, zoom: 3 } : null;
    }
    const s = world.spawns.find((s) => s.id === target.id);
    return s ? { x: s.x, y: s.y, z: s.z, zoom: 2 } : null;
  };

  /** The popup of a target that exists (locate() said so). */
  const contentOf = (target: Target): string => {
    if (target.kind === 'place') return popupHtml.place(placeNames.get(target.id)!);
    if (target.kind === 'house') return popupHtml.house(world.houses.find((h) => h.id === target.id)!);
    if (target.kind === 'npc') return popupHtml.npc(world.npcs.find((n) => n.id === target.id)!);
    return popupHtml.spawn(world.spawns.find((s) => s.id === target.id)!);
  };

  /** Switches floor, moves there and opens the popup. */
  function openTarget(target: Target) {
    const map = mapRef.current;
    const at = locate(target);
    if (!map || !at) {
      setStatus(`Not found on the map: ${target.kind} "${target.id}".`);
      return;
    }
    const key = `${target.kind}:${target.id}`;
    const view = () => map.setView(toLatLng(at.x + 0.5, at.y + 0.5), Math.max(map.getZoom(), at.zoom), { animate: !reducedMotion() });
    if (at.z !== floorRef.current) {
      view();
      pendingOpen.current = target;
      setFloor(at.z);
      return;
    }
    // The popup opens once the map is there (opened during the move, it pans by the wrong amount).
    map.once('moveend', () => {
      const layer = popups.current.get(key);
      if (!layer) {
        // Hidden by a layer toggle or a filter: its popup still opens there, saying so.
        L.popup({ autoPanPadding: [20, 20] })
          .setLatLng(toLatLng(at.x + 0.5, at.y + 0.5))
          .setContent(`${contentOf(target)}<p class="map-note">Hidden on the map by the current layers or filters.</p>`)
          .openOn(map);
      } else if (layer instanceof L.FeatureGroup) layer.openPopup(toLatLng(at.x + 0.5, at.y + 0.5));
      else layer.openPopup();
    });
    view();
  }

  // Links: ?place= ?house= ?npc= ?spawn= open their popup; ?monster= opens its first spawn.
  // Keyed by its text, so changing a filter beside it does not open the popup again.
  const linkedKey = (['house', 'npc', 'spawn', 'place', 'monster'] as const).map((kind) => (params.get(kind) ? `${kind}:${params.get(kind)}` : '')).find(Boolean) ?? '';
  const linked = useMemo<Target | null>(() => {
    if (!linkedKey) return null;
    const [kind, id] = [linkedKey.slice(0, linkedKey.indexOf(':')), linkedKey.slice(linkedKey.indexOf(':') + 1)];
    if (kind === 'monster') return { kind: 'spawn', id: world.spawns.find((s) => s.monster === id)?.id ?? id };
    return { kind: kind as Target['kind'], id };
  }, [linkedKey, world]);
  useEffect(() => {
    if (!linked) return;
    // The hash, when the link has one, keeps its zoom and centre.
    const at = locate(linked);
    if (at && initial && initial.z === at.z) {
      pendingOpen.current = null;
      const layer = popups.current.get(`${linked.kind}:${linked.id}`);
      if (layer instanceof L.FeatureGroup) layer.openPopup(toLatLng(at.x + 0.5, at.y + 0.5));
      else if (layer) layer.openPopup();
      else openTarget(linked);
    } else openTarget(linked);
    // Once per link.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linked]);

  // Floor keys: PageUp/PageDown (and K/J as on tibiamaps) change floor, G toggles the grid.
  const changeFloor = (delta: number) => {
    const next = floor + delta;
    if (world.floors.includes(next)) setFloor(next);
  };
  const toggleLayer = (layer: Layer) => {
    const next = new Set(layers);
    if (next.has(layer)) next.delete(layer);
    else next.add(layer);
    setLayers(next);
    const value = ALL_LAYERS.filter((l) => next.has(l)).join(',');
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        if (value === defaultLayers.join(',')) p.delete('layers');
        else p.set('layers', value);
        return p;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      if (target.closest('input, textarea, select, [contenteditable="true"]') || event.ctrlKey || event.metaKey || event.altKey) return;
      if (!container.current?.closest('.map-page')?.contains(target) && target !== document.body) return;
      if (event.key === 'PageUp' || event.key === 'k') changeFloor(-1);
      else if (event.key === 'PageDown' || event.key === 'j') changeFloor(1);
      else if (event.key === 'g') toggleLayer('grid');
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  // Search over places, houses, NPCs and monsters.
  // The index is built when the first search is typed, not while the map loads.
  const index = useRef<{ world: WorldData; search: ReturnType<typeof buildMapSearch> } | null>(null);
  const results = useMemo(() => {
    if (query.trim().length < 2) return [];
    if (index.current?.world !== world) index.current = { world, search: buildMapSearch(world) };
    return searchMap(index.current.search, query);
  }, [world, query]);
  const pick = (i: number) => {
    const r = results[i];
    if (!r) return;
    setQuery('');
    openTarget(r.target);
    window.history.pushState(window.history.state, '', `${window.location.pathname}${window.location.search}${window.location.hash}`);
  };

  const title = { interactive: 'Interactive map', houses: 'Houses map', monsters: 'Monsters and NPC map' }[mode];
  return (
    <div className={`map-page${embed ? ' map-embed' : ''}`}>
      {!embed && <h1 className="map-title">{title}</h1>}
      <div className="map-toolbar">
        <div className="map-floors" role="group" aria-label="Floor">
          <button type="button" className="button" onClick={() => changeFloor(-1)} disabled={!world.floors.includes(floor - 1)} aria-label="Floor up (PageUp or K)">▲</button>
          {world.floors.map((z) => (
            <button key={z} type="button" className="button map-floor" aria-pressed={z === floor} aria-label={`Floor ${z}: ${floorLabel(z)}`} onClick={() => setFloor(z)}>
              {FLOOR_NAMES[z] ?? z}
            </button>
          ))}
          <button type="button" className="button" onClick={() => changeFloor(1)} disabled={!world.floors.includes(floor + 1)} aria-label="Floor down (PageDown or J)">▼</button>
        </div>
        <div className="map-search" role="search" aria-label="Map search">
          <label htmlFor={`map-search-${mode}`} className="visually-hidden">Search the map</label>
          <input
            id={`map-search-${mode}`}
            type="search"
            placeholder="Search places, houses, NPCs, monsters"
            value={query}
            role="combobox"
            aria-expanded={results.length > 0}
            aria-controls={`map-results-${mode}`}
            aria-activedescendant={results.length > 0 ? `map-result-${active}` : undefined}
            autoComplete="off"
            onChange={(e) => {
              setQuery(e.target.value);
              setActive(0);
            }}
            onKeyDown={(e) => {
              if (e.key === 'ArrowDown') setActive((a) => Math.min(results.length - 1, a + 1));
              else if (e.key === 'ArrowUp') setActive((a) => Math.max(0, a - 1));
              else if (e.key === 'Enter') pick(active);
              else if (e.key === 'Escape') setQuery('');
              else return;
              e.preventDefault();
            }}
          />
          {results.length > 0 && (
            <ul id={`map-results-${mode}`} role="listbox" className="map-results" aria-label="Search results">
              {results.map((r, i) => (
                <li key={r.id} id={`map-result-${i}`} role="option" aria-selected={i === active} onMouseDown={(e) => e.preventDefault()} onClick={() => pick(i)}>
                  <strong>{r.name}</strong> <span>{r.kind} · {r.detail}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <details className="map-layers">
          <summary>Layers</summary>
          {ALL_LAYERS.map((layer) => (
            <label key={layer}>
              <input type="checkbox" checked={layers.has(layer)} onChange={() => toggleLayer(layer)} /> {LAYER_NAMES[layer]}
            </label>
          ))}
        </details>
        {embed && (
          <a
            className="button"
            href={fullMapHref(mode, params.toString(), typeof window === 'undefined' ? '' : window.location.hash)}
            target="_top"
            rel="noopener"
            // The view (the address's hash) changes as the map moves: the link follows it when used.
            onClick={(event) => {
              event.currentTarget.href = fullMapHref(mode, window.location.search, window.location.hash);
            }}
          >
            Open the full map
          </a>
        )}
      </div>
      <div className="map-body">
        <div
          ref={container}
          className="map-canvas"
          data-floor={floor}
          role="application"
          aria-label={`${title}, ${floorLabel(floor)}. Drag or use the arrow keys to move, plus and minus to zoom, PageUp and PageDown to change floor.`}
          onClick={() => setAwake(true)}
        />
        {aside?.(openTarget)}
      </div>
      <p className="map-status" aria-live="polite">
        <span className="map-pointer">{pointer || 'Point at the map to read a position; click to copy it.'}</span> <span>{status}</span>
      </p>
      {embed && !awake && <p className="map-hint">Click the map to zoom with the mouse wheel.</p>}
      {!embed && (
        <nav className="map-links" aria-label="Other maps">
          <Link to="/tools/interactive-map">Interactive map</Link> · <Link to="/tools/houses-map">Houses map</Link> · <Link to="/tools/monsters-map">Monsters and NPC map</Link>
        </nav>
      )}
    </div>
  );
}

/** The full page of an embedded map: the same address and view without `embed=1`. */
function fullMapHref(mode: MapMode, search: string, hash: string): string {
  const params = new URLSearchParams(search);
  params.delete('embed');
  const query = params.toString();
  return `/tools/${mode}-map${query ? `?${query}` : ''}${hash}`;
}
