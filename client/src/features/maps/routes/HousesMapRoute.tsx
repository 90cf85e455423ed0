import { useMemo } from 'react';
import { compareNatural, formatAmount } from '@/lib/format';
import { useUrlState } from '@/lib/url-state';
import type { MapHouse, WorldData } from '../map-data';
import type { Layer, Target } from '../WorldMap';
import { WorldMap } from '../lazy-map';
import { MapListMore, useMapListPieces } from '../map-list';
import { MapFrame } from './InteractiveMapRoute';

const LAYERS: Layer[] = ['labels', 'houses', 'pois'];
type SortKey = 'name' | 'town' | 'size' | 'beds' | 'rent' | 'perTile';
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
    const key = url.sort as SortKey;
    const value = (h: MapHouse): string | number => (key === 'perTile' ? h.rent / h.size : key === 'town' ? (townName.get(h.town) ?? h.town) : h[key]);
    const sign = url.dir === 'desc' ? -1 : 1;
    // Each house's sort value read once, not twice per comparison.
    return world.houses
      .filter((h) => (!url.town || h.town === url.town) && (minSize === null || h.size >= minSize) && (minBeds === null || h.beds >= minBeds) && (maxRent === null || h.rent <= maxRent) && (!url.guildhall || String(h.guildhall) === url.guildhall))
      .map((h) => ({ h, v: value(h) }))
      .sort((a, b) => {
        const order = typeof a.v === 'number' && typeof b.v === 'number' ? a.v - b.v : compareNatural(String(a.v), String(b.v));
        return sign * order || (a.h.id < b.h.id ? -1 : a.h.id > b.h.id ? 1 : 0);
      })
      .map(({ h }) => h);
    // numbers are derived from url.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [world, url.town, url.minSize, url.minBeds, url.maxRent, url.guildhall, url.sort, url.dir, townName]);

  // Over 300 rows, in pieces (map-list.tsx); a link to a house further down draws its row at once, marked.
  const [pieces, listEnd] = useMapListPieces(houses.length, url.house ? houses.findIndex((h) => h.id === url.house) + 1 : 0);

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
          {houses.slice(0, pieces.shown).map((h) => (
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
      <MapListMore pieces={pieces} total={houses.length} noun="houses" entries="tbody tr" ref={listEnd} />
    </section>
  );
  return <WorldMap mode="houses" world={world} houses={houses} defaultLayers={LAYERS} aside={aside} embed={embed} />;
}

/** /tools/houses-map: houses drawn by their tiles, coloured by rent per tile, with filters and a list in step. */
export function HousesMapRoute() {
  return <MapFrame title="Houses map" aside>{(world, embed) => <HousesMap world={world} embed={embed} />}</MapFrame>;
}
