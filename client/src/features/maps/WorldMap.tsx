import 'leaflet/dist/leaflet.css';
import './maps.css';
import L from 'leaflet';
import { startTransition, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toLatLng, worldTileLayer } from '@/components/map/world-tiles';
import { fullMapHref, MAX_ZOOM, MIN_ZOOM, parseMapHash, type MapView } from './deep-link';
import type { Target } from './search-index';
import { FLOOR_NAMES, floorLabel, type MapHouse, type MapSpawn, type WorldData } from './map-data';
import { ALL_LAYERS, featuresOnFloor, LAYER_NAMES, layersOfParam, layersParamOf, linkedTarget, locateTarget, mapPopups, rentRange as rentRangeOf, type Layer, type MapMode } from './map-layers';
import { drawFeatures, gridLayer, spreadMarkers, type DrawnFloor } from './map-leaflet';
import { MapSearch } from './MapSearch';
import { MapPosterTiles, otherView, usePoster } from './MapPoster';
import { defaultMapStart } from '@game/rules/map-poster';
import type { TilePosition } from '@game/rules/map-view';
import { useFullScreen } from './use-full-screen';
import { trackNamedView, useMapHash, type NamedView } from './use-map-hash';

export type { Layer, Target };

/** Leaflet fades its tiles in over 0.2 s: the poster under them goes once they are opaque. */
const POSTER_FADE_MS = 300;

const reducedMotion = () => typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

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
  const layersOfUrl = useMemo(() => layersOfParam(layersParam, defaultLayers), [layersParam, defaultLayers]);
  // Shown at once when toggled; the URL follows (a router navigation that can take a moment).
  const [layers, setLayers] = useState(layersOfUrl);
  useEffect(() => setLayers(layersOfUrl), [layersOfUrl]);
  const initial = useMemo(() => parseMapHash(window.location.hash, world), [world]);
  const [floor, setFloor] = useState(initial?.z ?? 7);
  const [pointer, setPointer] = useState<string>('');
  const [status, setStatus] = useState('');
  const page = useRef<HTMLDivElement>(null);
  const { full, enterFull, leaveFull } = useFullScreen(page, setStatus);
  const [awake, setAwake] = useState(!embed);
  // The server's poster of the starting view stays under Leaflet's first tiles until they are all drawn (and faded in).
  const serverPoster = usePoster();
  const [poster, setPoster] = useState(() => (serverPoster && !otherView(window.location.hash, serverPoster.start) ? serverPoster : null));
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const floorRef = useRef(floor);
  floorRef.current = floor;
  const overlay = useRef<L.LayerGroup | null>(null);
  const tileLayers = useRef(new Map<number, L.TileLayer>());
  const grid = useRef<L.GridLayer | null>(null);
  const layerOf = useRef<DrawnFloor['layerOf']>(() => undefined);
  // The list beside the map (houses, monsters) comes in a render after the map's own: the page went
  // from its frame to the map and its list in one task, held a throttled phone for 150-200 ms.
  const [asideShown, setAsideShown] = useState(false);
  const hasAside = aside !== undefined;
  useEffect(() => {
    if (hasAside) startTransition(() => setAsideShown(true));
  }, [hasAside]);
  const pendingOpen = useRef<Target | null>(null);
  /** The tile the next move the page makes aims at (a search pick, a linked place): kept if the move ends within a pixel of it. */
  const aimRef = useRef<TilePosition | null>(null);
  /** The position the address names (use-map-hash.ts), while the map is there. */
  const viewRef = useRef<NamedView | null>(null);

  const monsterNames = useMemo(() => new Map(world.monsters.map((m) => [m.id, m])), [world]);
  const rentRange = useMemo(() => rentRangeOf(world), [world]);
  const popupHtml = useMemo(() => mapPopups(world), [world]);

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
      // The map's box is watched instead (below): it changes size without the window too.
      trackResize: false,
      // Houses, spawns and NPCs on one canvas, not a thousand SVG elements each with its listeners.
      preferCanvas: true,
    });
    mapRef.current = map;
    const floorLayers = tileLayers.current;
    const start: MapView = initial ?? defaultMapStart(world);
    map.setView(toLatLng(start.x + 0.5, start.y + 0.5), start.zoom, { animate: false });
    overlay.current = L.layerGroup().addTo(map);
    map.on('mousemove', (e: L.LeafletMouseEvent) => setPointer(`${Math.floor(e.latlng.lng)},${Math.floor(-e.latlng.lat)},${floorRef.current}`));
    map.on('mouseout', () => setPointer(''));
    // A popup closed by keyboard (its close button, Escape) gives the focus back to the map, not to the page's top.
    map.on('popupclose', (e: L.PopupEvent) => {
      const focused = document.activeElement;
      if (focused === document.body || (focused && e.popup.getElement()?.contains(focused))) el.focus({ preventScroll: true });
    });
    map.on('click', (e: L.LeafletMouseEvent) => {
      const text = `${Math.floor(e.latlng.lng)},${Math.floor(-e.latlng.lat)},${floorRef.current}`;
      // The clipboard exists in secure contexts only (https, localhost), whatever the DOM types say.
      const clipboard = navigator.clipboard as Clipboard | undefined;
      if (!clipboard) setStatus(`Position ${text}`);
      else
        clipboard.writeText(text).then(
          () => setStatus(`Copied ${text}`),
          () => setStatus(`Position ${text}`),
        );
    });
    const view = trackNamedView(map, el, start, floorRef, aimRef);
    viewRef.current = view;
    return () => {
      view.stop();
      viewRef.current = null;
      map.remove();
      mapRef.current = null;
      floorLayers.clear();
      grid.current = null;
    };
  }, [world, embed, initial]);

  useMapHash({ world, initial, map: mapRef, view: viewRef, floor: floorRef, params, setFloor, say: setStatus });

  // Scroll zoom in embeds only once the map was clicked.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !embed) return;
    if (awake) map.scrollWheelZoom.enable();
  }, [awake, embed]);

  // One tile layer per floor; switching floors swaps them. The tiles are made in a task of their
  // own: with the map's making (its first layout) they held a throttled phone over 150 ms at once.
  useEffect(() => {
    const map = mapRef.current!;
    // The address names the floor shown.
    viewRef.current?.syncHash();
    for (const [z, layer] of tileLayers.current) if (z !== floor) layer.remove();
    const later = window.setTimeout(() => {
      let layer = tileLayers.current.get(floor);
      if (!layer) {
        layer = worldTileLayer(world, floor);
        layer.on('tileload', () => {
          container.current?.setAttribute('data-tiles-loaded', String(floor));
          // The bench reads the time from navigation to the first tile drawn.
          if (performance.getEntriesByName('map-first-tile').length === 0) performance.mark('map-first-tile');
        });
        tileLayers.current.set(floor, layer);
        layer.once('load', () => window.setTimeout(() => setPoster(null), POSTER_FADE_MS));
      }
      layer.addTo(map);
      layer.bringToBack();
      // The layers' own redraw; not the end of a move (the address names the floor above).
      map.fire('moveend', { redraw: true });
    }, 0);
    return () => window.clearTimeout(later);
  }, [floor, world]);

  // The grid: a line around every game tile when zoomed in, every 32 tiles when zoomed out.
  useEffect(() => {
    const map = mapRef.current!;
    if (!layers.has('grid')) {
      grid.current?.remove();
      return;
    }
    grid.current ??= gridLayer();
    grid.current.addTo(map);
    const el = container.current;
    el?.setAttribute('data-grid', 'on');
    return () => {
      el?.removeAttribute('data-grid');
    };
  }, [layers]);

  // Markers of the floor shown (map-leaflet.ts draws them, map-layers.ts says which).
  useEffect(() => {
    const map = mapRef.current!;
    const group = overlay.current!;
    group.clearLayers();
    const features = featuresOnFloor(world, { floor, layers, houses, spawns });
    const el = container.current!;
    el.dataset.markers = 'drawing';
    let drawn: DrawnFloor | null = null;
    // A temple, a depot and stairs a few tiles apart would cover each other when zoomed out: they sit side by side instead.
    const spread = () => spreadMarkers(map, drawn?.spreadOut ?? []);
    drawn = drawFeatures(group, features, {
      mode,
      labels: layers.has('labels'),
      rentRange,
      popups: popupHtml,
      monsterName: (id) => monsterNames.get(id)?.name ?? id,
      onStairs: setFloor,
      onMarkersPlaced: spread,
      // Said on the map's element: the bench waits for it, and the tests count the shapes drawn.
      onDrawn: (shapes) => {
        el.dataset.markers = 'drawn';
        el.dataset.shapes = String(shapes);
      },
    });
    layerOf.current = drawn.layerOf;
    map.on('zoomend', spread);
    const pending = pendingOpen.current;
    if (pending) {
      pendingOpen.current = null;
      openTarget(pending);
    }
    return () => {
      drawn.stop();
      map.off('zoomend', spread);
    };
    // openTarget only reads refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [floor, layers, houses, spawns, world, mode, rentRange, popupHtml, monsterNames]);

  const locate = (target: Target) => locateTarget(world, target);

  /** Switches floor, moves there and opens the popup. */
  function openTarget(target: Target) {
    const map = mapRef.current;
    const at = locate(target);
    if (!map || !at) {
      setStatus(`Not found on the map: ${target.kind} "${target.id}".`);
      return;
    }
    const key = `${target.kind}:${target.id}`;
    // The address names the target's tile, not the one under the centre Leaflet reads back from whole pixels.
    aimRef.current = { x: at.x, y: at.y };
    const view = () => map.setView(toLatLng(at.x + 0.5, at.y + 0.5), Math.max(map.getZoom(), at.zoom), { animate: !reducedMotion() });
    if (at.z !== floorRef.current) {
      view();
      pendingOpen.current = target;
      setFloor(at.z);
      return;
    }
    // The popup opens once the map is there (opened during the move, it pans by the wrong amount).
    map.once('moveend', () => {
      const layer = layerOf.current(key);
      if (!layer) {
        // Hidden by a layer toggle or a filter: its popup still opens there, saying so.
        L.popup({ autoPanPadding: [20, 20] })
          .setLatLng(toLatLng(at.x + 0.5, at.y + 0.5))
          .setContent(`${popupHtml.of(target)}<p class="map-note">Hidden on the map by the current layers or filters.</p>`)
          .openOn(map);
      } else if (layer instanceof L.FeatureGroup) layer.openPopup(toLatLng(at.x + 0.5, at.y + 0.5));
      else layer.openPopup();
    });
    view();
  }

  // Links: ?place= ?house= ?npc= ?spawn= open their popup; ?monster= opens its first spawn.
  // Keyed by its text, so changing a filter beside it does not open the popup again.
  const linkedNow = linkedTarget(world, params);
  const linkedKey = linkedNow ? `${linkedNow.kind}:${linkedNow.id}` : '';
  const linked = useMemo<Target | null>(() => {
    if (!linkedKey) return null;
    const colon = linkedKey.indexOf(':');
    return { kind: linkedKey.slice(0, colon) as Target['kind'], id: linkedKey.slice(colon + 1) };
  }, [linkedKey]);
  useEffect(() => {
    if (!linked) return;
    // The hash, when the link has one, keeps its zoom and centre.
    const at = locate(linked);
    if (at && initial && initial.z === at.z) {
      pendingOpen.current = null;
      const layer = layerOf.current(`${linked.kind}:${linked.id}`);
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
    const value = layersParamOf(next, defaultLayers);
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        if (value === null) p.delete('layers');
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

  const pickSearchResult = (target: Target) => {
    openTarget(target);
    window.history.pushState(window.history.state, '', `${window.location.pathname}${window.location.search}${window.location.hash}`);
  };

  const title = { interactive: 'Interactive map', houses: 'Houses map', monsters: 'Monsters and NPC map' }[mode];
  return (
    <div ref={page} className={`map-page${embed ? ' map-embed' : ''}${full ? ' map-full' : ''}`}>
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
        <MapSearch world={world} mode={mode} onPick={pickSearchResult} />
        <details className="map-layers">
          <summary>Layers</summary>
          {ALL_LAYERS.map((layer) => (
            <label key={layer}>
              <input type="checkbox" checked={layers.has(layer)} onChange={() => toggleLayer(layer)} /> {LAYER_NAMES[layer]}
            </label>
          ))}
        </details>
        {!embed && (
          <button type="button" className="button map-full-button" aria-pressed={full !== null} onClick={() => (full ? leaveFull() : enterFull())}>
            Full screen
          </button>
        )}
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
        >
          {poster && <MapPosterTiles poster={poster} />}
        </div>
        {/* Over the top of the map itself, not over a list beside or below it. */}
        {embed && !awake && <p className="map-hint">Click the map to zoom with the mouse wheel.</p>}
        {aside && (asideShown ? aside(openTarget) : <div className="map-aside" />)}
      </div>
      <p className="map-status" aria-live="polite">
        <span className="map-pointer">{pointer || 'Point at the map to read a position; click to copy it.'}</span> <span>{status}</span>
      </p>
      {!embed && (
        <nav className="map-links" aria-label="Other maps">
          <Link to="/tools/interactive-map">Interactive map</Link> · <Link to="/tools/houses-map">Houses map</Link> · <Link to="/tools/monsters-map">Monsters and NPC map</Link>
        </nav>
      )}
    </div>
  );
}
