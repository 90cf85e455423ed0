import { Suspense } from 'react';
import { UrlSearchInput } from '@/components/ui/UrlSearchInput';
import { graphql } from '@/gql';
import { useRouteQuery } from '@/lib/use-route-query';
import type { RouteDataLoader } from '@/lib/route-query-types';
import { DataTable, sortRows, type Column } from '@/components/ui/DataTable';
import { useUrlState } from '@/lib/url-state';
import { ListsNav } from '../components/ListsNav';
import { capital, directionOf, useListTitle } from '../use-list-page';
import { Loading } from '@/components/ui/Loading';
import { formatEuro } from '@/lib/format';
import { FilterForm } from '@/components/ui/FilterForm';

export const PremiumPageQuery = graphql(`
  query PremiumPage {
    premiumOffers {
      id
      name
      kind
      days
      points
      priceCents
      description
    }
  }
`);


/** The route's loader: the query the page reads, started with the page's chunk. */
export const PremiumRouteData: RouteDataLoader = (query) => query(PremiumPageQuery, {});

/** /lists/premium: premium time and points packs with the price per day or per 100 points. */
export function PremiumRoute() {
  // Until the route's query answers (in the browser: the server draws the page answered).
  return (
    <Suspense fallback={<Loading>Loading the premium prices…</Loading>}>
      <PremiumPage />
    </Suspense>
  );
}

function PremiumPage() {
  useListTitle('Premium prices');
  const [url, setUrl] = useUrlState({ q: '', kind: '', sort: 'price', dir: 'asc' });
  const { data, error } = useRouteQuery(PremiumPageQuery);
  type Offer = NonNullable<typeof data>['premiumOffers'][number];
  const unitPrice = (offer: Offer) => (offer.days ? offer.priceCents / offer.days : offer.priceCents / (offer.points! / 100));
  const columns: Array<Column<Offer>> = [
    { key: 'name', label: 'Offer', sortValue: (o) => o.name, render: (o) => o.name },
    { key: 'kind', label: 'Kind', sortValue: (o) => o.kind, render: (o) => capital(o.kind) },
    { key: 'amount', label: 'Days or points', numeric: true, sortValue: (o) => o.days ?? o.points ?? 0, render: (o) => (o.days ? `${o.days} days` : `${o.points} points`) },
    { key: 'price', label: 'Price', numeric: true, sortValue: (o) => o.priceCents, render: (o) => formatEuro(o.priceCents / 100) },
    {
      key: 'unit',
      label: 'Per day or per 100 points',
      numeric: true,
      sortValue: unitPrice,
      render: (o) => `${formatEuro(unitPrice(o) / 100)} ${o.days ? 'a day' : 'per 100'}`,
    },
    { key: 'description', label: 'What you get', render: (o) => o.description },
  ];
  const query = url.q.trim().toLowerCase();
  const rows = (data?.premiumOffers ?? []).filter(
    (o) => (url.kind === '' || o.kind === url.kind) && (query === '' || o.name.toLowerCase().includes(query) || o.description.toLowerCase().includes(query)),
  );
  return (
    <section className="page list-page" aria-labelledby="premium-heading">
      <h1 id="premium-heading">Premium prices</h1>
      <ListsNav />
      <p>Premium time unlocks premium spells and places; premium points buy outfits, mounts and name changes. Longer subscriptions and bigger packs cost less per day or per point.</p>
      <FilterForm label="Filter premium offers">
        <label>
          Search
          <UrlSearchInput name="q" value={url.q} onValueChange={(q) => setUrl({ q })} />
        </label>
        <label>
          Kind
          <select name="kind" value={url.kind} onChange={(e) => setUrl({ kind: e.target.value })}>
            <option value="">Both</option>
            <option value="subscription">Subscriptions</option>
            <option value="points">Points packs</option>
          </select>
        </label>
      </FilterForm>
      {error && !data && <p role="alert">The premium prices could not be loaded. Check your connection and reload the page.</p>}
      {data && (
        <DataTable
          caption="Premium offers"
          columns={columns}
          rows={sortRows(rows, columns, url.sort, directionOf(url.dir))}
          rowKey={(o) => o.id}
          sortKey={url.sort}
          sortDirection={directionOf(url.dir)}
          onSort={(sort, dir) => setUrl({ sort, dir })}
          empty="No offer matches these filters."
        />
      )}
    </section>
  );
}
