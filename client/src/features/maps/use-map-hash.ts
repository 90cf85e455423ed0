import L from 'leaflet';
import { useEffect, type RefObject } from 'react';
import { toLatLng } from '@/components/map/world-tiles';
import { tileAfterMove, type TilePosition } from '@game/rules/map-view';
import { formatMapHash, parseMapHash, type MapView } from './deep-link';
import type { WorldData } from './map-data';

const DAMAGED_LINK = 'This map link is damaged; showing the default view.';
const DAMAGED_HASH = 'This map link is damaged; the map stays where it was.';

/** The position the address names, and the ways the page moves it. */
export interface NamedView {
  /** Writes the position the address names (the view's tile, floor and zoom) into the hash. */
  syncHash: () => void;
  /** Shows a position without its move counting as the player's, and names it in the address. */
  jump: (view: MapView) => void;
  /** The tile and zoom the address names now. */
  named: () => TilePosition & { zoom: number };
  stop: () => void;
}

/**
 * Keeps the address's hash on the tile the player moved to. What the address names is the
 * link's tile until the player moves the map, never Leaflet's centre read back from whole pixels
 * (at zoom 0 and below half a pixel is half a tile or more: a link to #700,300,7:0 read back as
 * #701,301 after any resize). `centre` is where the view stays when the map's box resizes.
 * `aim` is the tile the next move the page makes aims at (a search pick, a linked place): kept if
 * the move ends within a pixel of it.
 */
export function trackNamedView(map: L.Map, el: HTMLElement, start: MapView, floor: RefObject<number>, aim: RefObject<TilePosition | null>): NamedView {
  let named = { x: start.x, y: start.y, zoom: map.getZoom(), centre: map.getCenter() };
  const syncHash = () => {
    const hash = formatMapHash({ x: named.x, y: named.y, z: floor.current, zoom: named.zoom });
    // One history entry per page, not per move.
    if (window.location.hash !== hash) window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}${hash}`);
  };
  const showZoom = () => {
    el.dataset.zoom = String(map.getZoom());
  };
  // Only moves that start (a drag, the arrow keys, a zoom, the wheel, a search pick) change the address:
  // Leaflet's own after its box resized and a redraw's moveend have no start. Moves the page makes to
  // keep the view (`settling`) do not count either, nor the pan back inside the world's bounds they may
  // cause; and neither those nor a redraw's moveend (`redraw`) end a move of the player's still under way.
  // A popup's pan to fit in view (a linked or picked place's popup opening near an edge) moves what is shown, not
  // the place the address names: the view keeps it when its box resizes, the address does not change.
  let moving = false;
  let settling = false;
  let fittingPopup = false;
  map.on('autopanstart', () => {
    if (!moving) fittingPopup = true;
  });
  map.on('movestart zoomstart', () => {
    if (!settling && !fittingPopup) moving = true;
  });
  map.on('moveend zoomend', (event: L.LeafletEvent & { redraw?: boolean }) => {
    if (fittingPopup && event.type === 'moveend' && !event.redraw) {
      fittingPopup = false;
      named = { ...named, centre: map.getCenter() };
      return;
    }
    if (!moving || settling || event.redraw) return;
    moving = false;
    const c = map.getCenter();
    const tile = tileAfterMove(aim.current ?? named, { x: c.lng, y: -c.lat }, { before: named.zoom, after: map.getZoom() });
    aim.current = null;
    named = { ...tile, zoom: map.getZoom(), centre: c };
    syncHash();
  });
  map.on('zoomend', showZoom);
  showZoom();
  syncHash();
  const jump = (view: MapView) => {
    if (view.x === named.x && view.y === named.y && view.zoom === named.zoom) return;
    settling = true;
    try {
      map.setView(toLatLng(view.x + 0.5, view.y + 0.5), view.zoom, { animate: false });
    } finally {
      settling = false;
    }
    moving = false;
    named = { x: view.x, y: view.y, zoom: map.getZoom(), centre: map.getCenter() };
    showZoom();
    syncHash();
  };
  // The map's box changes size after the map is made (the embed's frame settling, a list drawn
  // beside or under it, full screen, the window): the view stays on the tile the address names.
  const keepView = () => {
    const size = map.getSize();
    if (el.clientWidth === size.x && el.clientHeight === size.y) return;
    settling = true;
    try {
      // The player is moving it (a pan or zoom animating): Leaflet keeps the centre, and that move's end names the tile.
      if (moving) map.invalidateSize();
      else {
        map.invalidateSize({ pan: false });
        map.setView(named.centre, named.zoom, { animate: false });
      }
    } finally {
      settling = false;
    }
  };
  const boxWatch = new ResizeObserver(keepView);
  boxWatch.observe(el);
  return { syncHash, jump, named: () => named, stop: () => boxWatch.disconnect() };
}

interface HashFollowing {
  world: WorldData;
  /** The position the link opened on; null when it named none or a damaged one. */
  initial: MapView | null;
  map: RefObject<L.Map | null>;
  view: RefObject<NamedView | null>;
  floor: RefObject<number>;
  /** The query string: writing it (layers, filters) drops the hash, which is put back. */
  params: URLSearchParams;
  setFloor: (floor: number) => void;
  say: (status: string) => void;
}

/**
 * The address's hash and the map: a damaged link is said once; a hash typed into the address bar,
 * or Back to the place before a search pick, moves the map; a query string written by the page
 * gets the position back.
 */
export function useMapHash({ world, initial, map, view, floor, params, setFloor, say }: HashFollowing) {
  useEffect(() => view.current?.syncHash(), [params, view]);

  // A link whose position is damaged (`#abc`, a place outside the world) shows the default view: said once, after the map is there.
  useEffect(() => {
    if (!initial && window.location.hash.length > 1) say(DAMAGED_LINK);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initial]);

  useEffect(() => {
    const follow = () => {
      const shown = map.current;
      const next = parseMapHash(window.location.hash, world);
      if (!shown) return;
      if (!next) {
        // A damaged position typed or linked on this page: the map stays, and the address shows where it is.
        if (window.location.hash.length > 1) {
          say(DAMAGED_HASH);
          view.current?.syncHash();
        }
        return;
      }
      // Already there (the hash names the position shown): nothing moves.
      const named = view.current?.named();
      if (named && next.x === named.x && next.y === named.y && next.zoom === named.zoom && next.z === floor.current) return;
      shown.closePopup();
      floor.current = next.z;
      view.current?.jump(next);
      setFloor(next.z);
    };
    window.addEventListener('hashchange', follow);
    window.addEventListener('popstate', follow);
    return () => {
      window.removeEventListener('hashchange', follow);
      window.removeEventListener('popstate', follow);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [world]);
}
