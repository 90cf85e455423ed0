import { useMemo, useRef, useState } from 'react';
import { compareNatural, formatAmount } from '@/lib/format';
import { useProgressiveCount } from '@/lib/progressive';
import { NARROW_SCREEN, useMediaQuery } from '@/lib/use-media-query';
import { useUrlState } from '@/lib/url-state';
import type { MapHouse, WorldData } from '../map-data';
import type { Layer, Target } from '../WorldMap';
import { WorldMap } from '../lazy-map';
import { MapFrame } from './InteractiveMapRoute';

const LAYERS: Layer[] = ['labels', 'houses', 'pois'];
type SortKey = 'name' | 'town' | 'size' | 'beds' | 'rent' | 'perTile';
/** Rows of the houses list drawn at first and then at each step. */
const LIST_PIECE = 20;
const COLUMNS: Array<[SortKey, string]> = [['name', 'House'], ['town', 'Town'], ['size', 'Tiles'], ['beds', 'Beds'], ['rent', 'Rent'], ['perTile', 'Rent/tile']];

/** Reads a whole number from a filter field; empty or bad input gives null (and a message). */
const wholeNumber = (value: string): number | null | 'bad' => (value.trim() === '' ? null : /^\d{1,7}$/.test(value.trim()) ? Number(value) : 'bad');

function HousesMap({ world, embed }: { world: WorldData; embed: boolean }) {
  const [url, setUrl] = useUrlState({ town: '', minSize: '', minBeds: '', maxRent: '', guildhall: '', sort: 'rent', dir: 'asc', house: '' });
  // Kept between renders: the list of houses (and so every marker on the map) depends on them.
  const towns = useMemo(() => world.places.filter((p) => p.kind === 'town'), [world]);
  const townName = useMemo(() => new Map(towns.map((t) => [t.id, t.name])), [towns]);
  const numbers = { minSize: wholeNumber(url.minSize), minBeds: wholeNumber(url.minBeds), maxRent: wholeNumber(url.maxRent) };
  const bad = (Object.entries(numbers) as Array<[string, number | null | 'bad']>).filter(([, v]) => v === 'bad').map(([k]) => k);
  const houses = useMemo(() => {
    const n = (v: number | null | 'bad') => (typeof v === 'number' ? v : null);
    const minSize = n(numbers.minSize);
    const minBeds = n(numbers.minBeds);
    const maxRent = n(numbers.maxRent);
    const value = (h: MapHouse, key: SortKey): string | number => (key === 'perTile' ? h.rent / h.size : key === 'town' ? (townName.get(h.town) ?? h.town) : h[key]);
    return world.houses
      .filter((h) => (!url.town || h.town === url.town) && (minSize === null || h.size >= minSize) && (minBeds === null || h.beds >= minBeds) && (maxRent === null || h.rent <= maxRent) && (!url.guildhall || String(h.guildhall) === url.guildhall))
      .sort((a, b) => {
        const [x, y] = [value(a, url.sort as SortKey), value(b, url.sort as SortKey)];
        const order = typeof x === 'number' && typeof y === 'number' ? x - y : compareNatural(String(x), String(y));
        return (url.dir === 'desc' ? -order : order) || a.id.localeCompare(b.id);
      });
    // numbers are derived from url.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [world, url.town, url.minSize, url.minBeds, url.maxRent, url.guildhall, url.sort, url.dir, townName]);

  // Over 300 rows, 20 at a time: each piece stays a short task on a throttled phone (40 at a time,
  // laid out again with every row before them, held its main thread 100-200 ms per piece). Beside
  // the map (a wide screen) the rest come while the browser is idle; under it (a phone) as the
  // reader scrolls toward the end of the rows drawn so far: hundreds of rows nobody has reached
  // were most of the page's blocking time. "Show all" draws every row at once, as does a link to
  // a house further down the list (its row is there, marked).
  const narrow = useMediaQuery(NARROW_SCREEN);
  const more = useRef<HTMLParagraphElement>(null);
  const [all, setAll] = useState(false);
  const linkedRow = url.house ? houses.findIndex((h) => h.id === url.house) + 1 : 0;
  const shown = useProgressiveCount(houses.length, all ? Number.POSITIVE_INFINITY : Math.max(LIST_PIECE, linkedRow), LIST_PIECE, narrow ? more : undefined);

  const aside = (open: (target: Target) => void) => (
    <section className="map-aside" aria-labelledby="houses-list-heading">
      <form className="filters map-filters" onSubmit={(e) => e.preventDefault()} aria-label="House filters">
        <label>
          Town
          <select value={url.town} onChange={(e) => setUrl({ town: e.target.value })}>
            <option value="">Every town</option>
            {towns.map((t) => (
              <option key={t.id} value={t.id}>{t.name}</option>
            ))}
          </select>
        </label>
        <label>
          Min. tiles
          <input inputMode="numeric" value={url.minSize} onChange={(e) => setUrl({ minSize: e.target.value })} aria-invalid={bad.includes('minSize')} />
        </label>
        <label>
          Min. beds
          <input inputMode="numeric" value={url.minBeds} onChange={(e) => setUrl({ minBeds: e.target.value })} aria-invalid={bad.includes('minBeds')} />
        </label>
        <label>
          Max. rent
          <input inputMode="numeric" value={url.maxRent} onChange={(e) => setUrl({ maxRent: e.target.value })} aria-invalid={bad.includes('maxRent')} />
        </label>
        <label>
          Guildhall
          <select value={url.guildhall} onChange={(e) => setUrl({ guildhall: e.target.value })}>
            <option value="">Houses and guildhalls</option>
            <option value="false">Houses only</option>
            <option value="true">Guildhalls only</option>
          </select>
        </label>
      </form>
      {bad.length > 0 && <p role="alert">Filters take whole numbers of 0 or more; the wrong ones are ignored.</p>}
      <h2 id="houses-list-heading" aria-live="polite">
        {houses.length} of {world.houses.length} houses
      </h2>
      <table>
        <thead>
          <tr>
            {COLUMNS.map(([key, label]) => (
              <th key={key} aria-sort={url.sort === key ? (url.dir === 'desc' ? 'descending' : 'ascending') : 'none'} scope="col">
                <button type="button" onClick={() => setUrl((current) => ({ sort: key, dir: current.sort === key && current.dir === 'asc' ? 'desc' : 'asc' }))}>{label}</button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {houses.slice(0, shown).map((h) => (
            <tr key={h.id} aria-current={url.house === h.id ? 'true' : undefined}>
              <td>
                <a
                  href={`?house=${h.id}`}
                  onClick={(e) => {
                    e.preventDefault();
                    setUrl({ house: h.id });
                    open({ kind: 'house', id: h.id });
                  }}
                >
                  {h.name}
                </a>
                {h.guildhall ? ' (guildhall)' : ''}
              </td>
              <td>{townName.get(h.town)}</td>
              <td>{h.size}</td>
              <td>{h.beds}</td>
              <td>{formatAmount(h.rent)}</td>
              <td>{(h.rent / h.size).toFixed(1)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {shown < houses.length && (
        <p className="map-list-more" ref={more}>
          Showing the first {shown} of {houses.length} houses, the rest follow {narrow ? 'as you scroll' : 'in a moment'}.{' '}
          <button type="button" className="button" onClick={() => setAll(true)}>
            Show all {houses.length} houses
          </button>
        </p>
      )}
    </section>
  );
  return <WorldMap mode="houses" world={world} houses={houses} defaultLayers={LAYERS} aside={aside} embed={embed} />;
}

/** /tools/houses-map: houses drawn by their tiles, coloured by rent per tile, with filters and a list in step. */
export function HousesMapRoute() {
  return <MapFrame title="Houses map" aside>{(world, embed) => <HousesMap world={world} embed={embed} />}</MapFrame>;
}
