import { Suspense, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { graphql } from '@/gql';
import { useRouteQuery } from '@/lib/use-route-query';
import type { RouteDataLoader } from '@/lib/route-query-types';
import { floorLabel, useWorldData } from '@/components/map/world-data';
import { npcMapLink } from '@/lib/map-links';
import '../lists.css';
import { useListTitle  } from '../use-list-page';
import { Loading } from '@/components/ui/Loading';
import { NotFoundStatus } from '@/lib/response-status';
import { formatAmount } from '@/lib/format';
import { useNearAndIdle } from '@/lib/use-near-view';
import { PlaceMap } from '../components/PlaceMap';

export const NpcPageQuery = graphql(`
  query NpcPage($id: ID!) {
    npc(id: $id) {
      id
      name
      profession
      description
      x
      y
      location {
        id
        name
      }
      trades {
        goodsId
        name
        buys
        sells
        item {
          id
          category
        }
      }
    }
  }
`);

/** The route's loader: the query the page reads, started with the page's chunk. */
export const NpcRouteData: RouteDataLoader = (query, { params }) => query(NpcPageQuery, { id: params.npcId ?? '' });

/** /lists/npc-buy-sell/{id}: one NPC's trades and where they stand, with a small map. */
export function NpcRoute() {
  // Until the route's query answers (in the browser: the server draws the page answered).
  return (
    <Suspense fallback={<Loading>Loading the NPC…</Loading>}>
      <NpcPage />
    </Suspense>
  );
}

function NpcPage() {
  const { npcId = '' } = useParams();
  const { data, error } = useRouteQuery(NpcPageQuery);
  // The world (the NPC's spot: the map and its line) once the page is idle and "Where" near the view.
  const [where, setWhere] = useState<HTMLElement | null>(null);
  const world = useWorldData(useNearAndIdle(where));
  const npc = data?.npc;
  useListTitle(npc?.name ?? (data ? 'NPC not found' : 'NPC'));
  const spot = world.data?.npcs.find((n) => n.id === npcId);
  const marks = useMemo(() => (spot ? [spot] : []), [spot]);

  const back = (
    <p>
      <Link to="/lists/npc-buy-sell">Back to NPC buy &amp; sell</Link>
    </p>
  );
  if (error && !data) return <p role="alert">The NPC could not be loaded. Check your connection and reload the page.</p>;
  if (!npc) {
    return (
      <section className="page list-page" aria-labelledby="npc-heading">
        <NotFoundStatus />
        <h1 id="npc-heading">NPC not found</h1>
        <p role="alert">There is no NPC with the id “{npcId}”. They may have been renamed or removed.</p>
        {back}
      </section>
    );
  }
  const goods = (trade: (typeof npc.trades)[number]) => (trade.item ? <Link to={`/items/${trade.item.category}/${trade.item.id}`}>{trade.name}</Link> : trade.name);
  const sells = npc.trades.filter((t) => t.sells !== null);
  const buys = npc.trades.filter((t) => t.buys !== null);
  return (
    <article className="page list-page entity-page" aria-labelledby="npc-heading">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to="/lists/npc-buy-sell">NPC buy &amp; sell</Link> › {npc.name}
      </nav>
      <h1 id="npc-heading">{npc.name}</h1>
      <p>{npc.description}</p>
      <dl className="entity-stats">
        <dt>Profession</dt>
        <dd>{npc.profession}</dd>
        <dt>Town</dt>
        <dd>{npc.location.name}</dd>
      </dl>
      <section aria-labelledby="npc-sells">
        <h2 id="npc-sells">Sells</h2>
        {sells.length === 0 ? (
          <p>{npc.name} sells nothing.</p>
        ) : (
          <ul className="entity-list">
            {sells.map((t) => (
              <li key={t.goodsId}>
                {goods(t)} <span className="muted">for {formatAmount(t.sells!)} gp</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="npc-buys">
        <h2 id="npc-buys">Buys</h2>
        {buys.length === 0 ? (
          <p>{npc.name} buys nothing.</p>
        ) : (
          <ul className="entity-list">
            {buys.map((t) => (
              <li key={t.goodsId}>
                {goods(t)} <span className="muted">for {formatAmount(t.buys!)} gp</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section ref={setWhere} aria-labelledby="npc-where">
        <h2 id="npc-where">Where to find {npc.name}</h2>
        <p>
          In {npc.location.name}
          {spot && (
            <>
              {' '}
              at <span className="map-pos">{`${spot.x},${spot.y},${spot.z}`}</span> ({floorLabel(spot.z)})
            </>
          )}
          . <Link to={npcMapLink(npc.id)}>{npc.name} on the map</Link>
        </p>
        {world.error && <p role="alert">{world.error}</p>}
        {!world.error && <PlaceMap world={world.data} label={`Where ${npc.name} stands in ${npc.location.name}`} marks={marks} />}
      </section>
      {back}
    </article>
  );
}
