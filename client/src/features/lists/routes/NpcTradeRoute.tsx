import { ListResults } from '../components/ListResults';
import { UrlSearchInput } from '@/components/ui/UrlSearchInput';
import { Suspense, useMemo } from 'react';
import { Link } from 'react-router';
import { graphql } from '@/gql';
import { useRouteQuery } from '@/lib/use-route-query';
import type { RouteDataLoader } from '@/lib/route-query-types';
import { Loading } from '@/components/ui/Loading';
import type { Column } from '@/components/ui/DataTable';
import { useUrlState } from '@/lib/url-state';
import { npcMapLink, npcPageLink } from '@/lib/map-links';
import { ListsNav } from '../components/ListsNav';
import { useListTitle  } from '../use-list-page';
import { formatAmount } from '@/lib/format';
import { FilterForm } from '@/components/ui/FilterForm';

export const NpcTradePageQuery = graphql(`
  query NpcTradePage {
    npcs {
      id
      name
      profession
      location {
        id
        name
      }
      trades {
        goodsId
        name
        buys
        sells
        value
        item {
          id
          category
        }
      }
    }
  }
`);

/** The route's loader: the query the page reads, started with the page's chunk. */
export const NpcTradeRouteData: RouteDataLoader = (query) => query(NpcTradePageQuery, {});

/** /lists/npc-buy-sell: one row per NPC and goods, to find where to buy cheapest and sell dearest. */
export function NpcTradeRoute() {
  // Until the route's query answers (in the browser: the server draws the page answered).
  return (
    <Suspense fallback={<Loading>Loading the NPCs…</Loading>}>
      <NpcTradePage />
    </Suspense>
  );
}

function NpcTradePage() {
  useListTitle('NPC buy & sell');
  const [url, setUrl] = useUrlState({ q: '', npc: '', where: '', mode: '', sort: 'goods', dir: 'asc' });
  const { data, error } = useRouteQuery(NpcTradePageQuery);

  const rows = useMemo(() => {
    const all = (data?.npcs ?? []).flatMap((npc) => npc.trades.map((trade) => ({ ...trade, npc, key: `${npc.id}:${trade.goodsId}` })));
    const bestBuy = new Map<string, number>();
    for (const row of all) if (row.buys !== null && row.buys > (bestBuy.get(row.goodsId) ?? 0)) bestBuy.set(row.goodsId, row.buys);
    return all.map((row) => ({ ...row, best: row.buys !== null && row.buys === bestBuy.get(row.goodsId) }));
  }, [data]);
  type Row = (typeof rows)[number];

  const columns: Array<Column<Row>> = [
    {
      key: 'goods',
      label: 'Item',
      sortValue: (r) => r.name,
      render: (r) => (r.item ? <Link to={`/items/${r.item.category}/${r.item.id}`}>{r.name}</Link> : r.name),
    },
    {
      key: 'npc',
      label: 'NPC',
      sortValue: (r) => r.npc.name,
      render: (r) => (
        <>
          <Link to={npcPageLink(r.npc.id)}>{r.npc.name}</Link> <span className="muted">({r.npc.profession})</span>
        </>
      ),
    },
    {
      key: 'buys',
      label: 'Buys at',
      numeric: true,
      sortValue: (r) => r.buys,
      render: (r) =>
        r.buys === null ? (
          '–'
        ) : (
          <>
            {formatAmount(r.buys)} gp{r.best && <span className="tag best">Best price</span>}
          </>
        ),
    },
    { key: 'sells', label: 'Sells at', numeric: true, sortValue: (r) => r.sells, render: (r) => (r.sells === null ? '–' : `${formatAmount(r.sells)} gp`) },
    {
      key: 'where',
      label: 'Where',
      sortValue: (r) => r.npc.location.name,
      render: (r) => (
        <>
          {r.npc.location.name}{' '}
          <Link to={npcMapLink(r.npc.id)} aria-label={`${r.npc.name} on the map`}>
            (map)
          </Link>
        </>
      ),
    },
  ];

  const npcs = useMemo(() => (data?.npcs ?? []).map((npc) => [npc.id, npc.name] as const), [data]);
  const places = useMemo(() => [...new Map((data?.npcs ?? []).map((npc) => [npc.location.id, npc.location.name] as const)).entries()], [data]);
  const query = url.q.trim().toLowerCase();
  const shown = rows.filter(
    (r) =>
      (url.npc === '' || r.npc.id === url.npc) &&
      (url.where === '' || r.npc.location.id === url.where) &&
      (url.mode === '' || (url.mode === 'buys' ? r.buys !== null : r.sells !== null)) &&
      (query === '' || r.name.toLowerCase().includes(query) || r.npc.name.toLowerCase().includes(query)),
  );
  const unknownNpc = url.npc !== '' && data !== undefined && !npcs.some(([id]) => id === url.npc);

  return (
    <section className="page list-page" aria-labelledby="trade-heading">
      <h1 id="trade-heading">NPC buy &amp; sell</h1>
      <ListsNav />
      <p>
        Every trader, what they buy and sell and where they stand. To find the best place to sell something, search for it and sort by “Buys at”;
        the best offer is marked.
      </p>
      <FilterForm label="Filter trades">
        <label>
          Search item or NPC
          <UrlSearchInput name="q" value={url.q} onValueChange={(q) => setUrl({ q })} />
        </label>
        <label>
          NPC
          <select name="npc" value={url.npc} onChange={(e) => setUrl({ npc: e.target.value })}>
            <option value="">Every NPC</option>
            {npcs.map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Where
          <select name="where" value={url.where} onChange={(e) => setUrl({ where: e.target.value })}>
            <option value="">Every town</option>
            {places.map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Show
          <select name="mode" value={url.mode} onChange={(e) => setUrl({ mode: e.target.value })}>
            <option value="">Buying and selling</option>
            <option value="buys">Where NPCs buy (sell yours)</option>
            <option value="sells">Where NPCs sell (buy yours)</option>
          </select>
        </label>
      </FilterForm>
      {unknownNpc && (
        <p className="filter-problem" role="status">
          There is no NPC “{url.npc}”.
        </p>
      )}
      <ListResults
        what="the trade list"
        noun="trades"
        loaded={Boolean(data)}
        failed={Boolean(error)}
        caption="NPC trades"
        columns={columns}
        rows={shown}
        total={data ? rows.length : 0}
        rowKey={(r) => r.key}
        empty="No trade matches these filters."
        progressive
        sort={url.sort}
        dir={url.dir}
        onSort={(sort, dir) => setUrl({ sort, dir })}
      />
    </section>
  );
}
