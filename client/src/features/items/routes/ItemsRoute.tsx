import { UrlSearchInput } from '@/components/ui/UrlSearchInput';
import { Suspense, useCallback, useEffect, useMemo, useRef } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { graphql } from '@/gql';
import { useRouteQuery } from '@/lib/use-route-query';
import { useUrlState } from '@/lib/url-state';
import { afterNextPaint } from '@/lib/after-paint';
import { CLASS_IDS, CLASS_NAMES, ITEM_CATEGORY_IDS, ITEM_CATEGORY_NAMES, ITEM_STAT_IDS, MAX_LEVEL, type ItemCategoryId } from '@game/rules/constants';
import { CATEGORY_STATS, filterItems, ITEM_URL_DEFAULTS, readCriteria, sortItems, statName } from '../item-filter';
import { CategoryNav } from '../components/CategoryNav';
import { ItemsTable, readItems } from '../components/ItemsTable';
import '../items.css';
import { Loading } from '@/components/ui/Loading';
import { FilterForm } from '@/components/ui/FilterForm';

/** The whole category in one request (the route's loader, app/router.tsx, starts it with the route's chunk). */
export const ItemsPageQuery = graphql(`
  query ItemsPage($filter: ItemFilter) {
    itemList(filter: $filter) {
      id
      ...ItemsTable_item
    }
  }
`);

const isCategory = (value: string): value is ItemCategoryId | 'all' => value === 'all' || ITEM_CATEGORY_IDS.includes(value as ItemCategoryId);

/** The address's query of the list without its filters: only a sort that is not the default. */
function clearedSearch(sort: string, dir: string): string {
  const search = new URLSearchParams();
  if (sort !== ITEM_URL_DEFAULTS.sort) search.set('sort', sort);
  if (dir !== ITEM_URL_DEFAULTS.dir) search.set('dir', dir);
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** /items and /items/{category}: the full list of a category, filtered and sorted in the browser. */
export function ItemsRoute() {
  const { category = 'all' } = useParams();
  // The route's loader sends an unknown category to /news before this renders (app/router.tsx).
  if (!isCategory(category)) return <Navigate to="/news" replace />;
  // Until the route's query answers (in the browser: the server draws the page answered).
  return (
    <Suspense fallback={<Loading>Loading the items…</Loading>}>
      <ItemsList category={category} />
    </Suspense>
  );
}

function ItemsList({ category }: { category: ItemCategoryId | 'all' }) {
  const title = category === 'all' ? 'All items' : ITEM_CATEGORY_NAMES[category];
  const [url, setUrl] = useUrlState(ITEM_URL_DEFAULTS);
  // The whole category in one answer, so filtering never waits for the network.
  // Read-only here: kept out of the normalized cache (writing and reading back every item with
  // its stats held a throttled phone's main thread for over a second): the route's loader reads it
  // `no-cache`, and a page drawn on the server hands its answer on (lib/route-query.ts).
  const { data, error } = useRouteQuery(ItemsPageQuery);
  const list = data?.itemList;
  useEffect(() => {
    document.title = `${title} · Items · Almanac`;
  }, [title]);

  const items = useMemo(() => readItems(list ?? []), [list]);
  const { criteria, problems } = useMemo(() => readCriteria(url), [url]);
  const activeFilters = [url.q, url.class, url.min, url.max, url.stat].filter((value) => value !== '').length;
  // Sorted once per sort, then filtered (a filter keeps the order, so this is the order sorting the filtered rows gave):
  // a keystroke in the search only filters.
  const sorted = useMemo(() => sortItems(items, criteria.sort, criteria.direction), [items, criteria.sort, criteria.direction]);
  const shown = useMemo(() => filterItems(sorted, criteria), [sorted, criteria]);
  // The search's text shows at once (the box owns it); the address, and with it the filtered list, follow once that
  // keystroke is painted, the latest text only when keys come faster than frames.
  const typed = useRef<string | null>(null);
  const search = useCallback(
    (q: string) => {
      const waiting = typed.current !== null;
      typed.current = q;
      if (waiting) return;
      afterNextPaint(() => {
        const latest = typed.current;
        typed.current = null;
        if (latest !== null) setUrl({ q: latest });
      });
    },
    [setUrl],
  );
  // A list left before its text was written leaves the next page's address alone.
  useEffect(
    () => () => {
      typed.current = null;
    },
    [],
  );

  return (
    <section className="page items-page" aria-labelledby="items-heading">
      <h1 id="items-heading">{title}</h1>
      {/* On a phone the categories and filters fold behind one button, so the first items are above the
          fold; on a wider screen the fold is always open and its button not shown (items.css). */}
      <details className="filters-fold">
        <summary className="button">
          Categories and filters{activeFilters > 0 ? ` (${activeFilters} set)` : ''}
        </summary>
      <CategoryNav />
      <FilterForm label="Filter items">
        <label>
          Search
          <UrlSearchInput name="q" value={url.q} placeholder="Item name" onValueChange={search} />
        </label>
        <label>
          Class
          <select name="class" value={url.class} onChange={(event) => setUrl({ class: event.target.value })}>
            <option value="">Every class</option>
            {CLASS_IDS.map((id) => (
              <option key={id} value={id}>
                {CLASS_NAMES[id]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Level from
          <input name="min" type="number" inputMode="numeric" min={1} max={MAX_LEVEL} value={url.min} onChange={(event) => setUrl({ min: event.target.value })} />
        </label>
        <label>
          to
          <input name="max" type="number" inputMode="numeric" min={1} max={MAX_LEVEL} value={url.max} onChange={(event) => setUrl({ max: event.target.value })} />
        </label>
        <label>
          Stat
          <select name="stat" value={url.stat} onChange={(event) => setUrl({ stat: event.target.value })}>
            <option value="">Any stat</option>
            {ITEM_STAT_IDS.map((id) => (
              <option key={id} value={id}>
                {statName(id)}
              </option>
            ))}
          </select>
        </label>
        <label>
          at least
          <input name="statMin" type="number" inputMode="numeric" min={1} value={url.statMin} disabled={url.stat === ''} onChange={(event) => setUrl({ statMin: event.target.value })} />
        </label>
        {/* A link (the same list, its sort kept), so it works before the page's script has run too. */}
        <Link className="button" to={{ search: clearedSearch(url.sort, url.dir) }} replace preventScrollReset>
          Clear filters
        </Link>
      </FilterForm>
      </details>
      {problems.map((problem) => (
        <p key={problem} className="filter-problem" role="status">
          {problem}
        </p>
      ))}
      {error && !list && <p role="alert">The items could not be loaded. Check your connection and reload the page.</p>}
      {!list && !error && <Loading>Loading the items…</Loading>}
      {list && (
        <>
          <p className="result-count" role="status" aria-live="polite">
            {`${shown.length} of ${items.length} items`}
          </p>
          <ItemsTable
            items={shown}
            stats={CATEGORY_STATS[category]}
            showCategory={category === 'all'}
            sortKey={criteria.sort}
            sortDirection={criteria.direction}
            onSort={(sort, dir) => setUrl({ sort, dir })}
          />
        </>
      )}
      {category !== 'all' && (
        <p>
          <Link to="/items/all">See every item</Link>
        </p>
      )}
    </section>
  );
}
