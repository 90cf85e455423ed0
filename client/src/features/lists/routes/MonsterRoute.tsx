import { Suspense, useMemo, useState } from 'react';
import { EntryHistory, EntryHistoryQuery } from '@/components/patches/EntryHistory';
import { Link, useParams } from 'react-router';
import { graphql } from '@/gql';
import { useRouteQuery } from '@/lib/use-route-query';
import type { RouteDataLoader } from '@/lib/route-query-types';
import { useWorldData } from '@/components/map/world-data';
import { monsterMapLink, spawnMapLink } from '@/lib/map-links';
import '../lists.css';
import { capital, useListTitle  } from '../use-list-page';
import { Loading } from '@/components/ui/Loading';
import { NotFoundStatus } from '@/lib/response-status';
import { formatAmount, formatPercent } from '@/lib/format';
import { useNearAndIdle } from '@/lib/use-near-view';
import { PlaceMap } from '../components/PlaceMap';

export const MonsterPageQuery = graphql(`
  query MonsterPage($id: ID!) {
    monster(id: $id) {
      id
      name
      level
      health
      experience
      armor
      description
      elements {
        element
        modifier
      }
      habitats {
        id
        name
        kind
      }
      loot {
        goodsId
        name
        chance
        minAmount
        maxAmount
        item {
          id
          category
        }
      }
    }
  }
`);

const amount = (min: number, max: number) => (min === max ? (min > 1 ? `${min}× ` : '') : `${min}–${max}× `);

/** The route's loader: the query the page reads, started with the page's chunk. */
// With the monster's history (EntryHistory), drawn in the page.
export const MonsterRouteData: RouteDataLoader = (query, { params }) =>
  query(MonsterPageQuery, { id: params.monsterId ?? '' }, { alongside: [{ document: EntryHistoryQuery, variables: { kind: 'monsters', id: params.monsterId ?? '' } }] });

/** /lists/monsters/{id}: one monster's stats, weaknesses, loot and where it lives, with a small map. */
export function MonsterRoute() {
  // Until the route's query answers (in the browser: the server draws the page answered).
  return (
    <Suspense fallback={<Loading>Loading the monster…</Loading>}>
      <MonsterPage />
    </Suspense>
  );
}

function MonsterPage() {
  const { monsterId = '' } = useParams();
  const { data, error } = useRouteQuery(MonsterPageQuery);
  // The world (its spawns: the map and its links) once the page is idle and "Where it lives" near the view.
  const [where, setWhere] = useState<HTMLElement | null>(null);
  const world = useWorldData(useNearAndIdle(where));
  const monster = data?.monster;
  useListTitle(monster?.name ?? (data ? 'Monster not found' : 'Monster'));
  const spawns = useMemo(() => world.data?.spawns.filter((s) => s.monster === monsterId) ?? [], [world.data, monsterId]);

  const back = (
    <p>
      <Link to="/lists/monsters">Back to the monsters</Link>
    </p>
  );
  if (error && !data) return <p role="alert">The monster could not be loaded. Check your connection and reload the page.</p>;
  if (!monster) {
    return (
      <section className="page list-page" aria-labelledby="monster-heading">
        <NotFoundStatus />
        <h1 id="monster-heading">Monster not found</h1>
        <p role="alert">There is no monster with the id “{monsterId}”. It may have been renamed or removed.</p>
        {back}
      </section>
    );
  }
  const weak = monster.elements.filter((e) => e.modifier > 0);
  const resists = monster.elements.filter((e) => e.modifier < 0);
  const modifier = (e: { element: string; modifier: number }) => `${capital(e.element)} ${e.modifier > 0 ? '+' : ''}${e.modifier}%`;
  return (
    <article className="page list-page entity-page" aria-labelledby="monster-heading">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to="/lists/monsters">Monsters</Link> › {monster.name}
      </nav>
      <h1 id="monster-heading">{monster.name}</h1>
      <p>{monster.description}</p>
      <section aria-labelledby="monster-stats">
        <h2 id="monster-stats">Stats</h2>
        <dl className="entity-stats">
          <dt>Level</dt>
          <dd>{monster.level}</dd>
          <dt>Health</dt>
          <dd>{formatAmount(monster.health)}</dd>
          <dt>Experience</dt>
          <dd>{formatAmount(monster.experience)}</dd>
          <dt>Armor</dt>
          <dd>{monster.armor}</dd>
        </dl>
      </section>
      <section aria-labelledby="monster-elements">
        <h2 id="monster-elements">Weaknesses and resistances</h2>
        {monster.elements.length === 0 ? (
          <p>It takes the same damage from every element.</p>
        ) : (
          <ul className="compact-list">
            {weak.length > 0 && (
              <li>
                Weak to:{' '}
                {weak.map((e) => (
                  <span key={e.element} className="tag weak">
                    {modifier(e)}
                  </span>
                ))}
              </li>
            )}
            {resists.length > 0 && (
              <li>
                Resists:{' '}
                {resists.map((e) => (
                  <span key={e.element} className="tag resist">
                    {modifier(e)}
                  </span>
                ))}
              </li>
            )}
          </ul>
        )}
      </section>
      <section aria-labelledby="monster-loot">
        <h2 id="monster-loot">Loot</h2>
        {monster.loot.length === 0 ? (
          <p>It drops nothing.</p>
        ) : (
          <ul className="entity-list">
            {monster.loot.map((drop) => (
              <li key={drop.goodsId}>
                {drop.item ? <Link to={`/items/${drop.item.category}/${drop.item.id}`}>{drop.name}</Link> : drop.name}{' '}
                <span className="muted">
                  {amount(drop.minAmount, drop.maxAmount)}
                  {formatPercent(drop.chance)} per kill
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section ref={setWhere} aria-labelledby="monster-where">
        <h2 id="monster-where">Where it lives</h2>
        <ul className="entity-list">
          {monster.habitats.map((place) => {
            const spawn = spawns.find((s) => s.place === place.id);
            return (
              <li key={place.id}>
                {place.name} <span className="muted">({place.kind})</span>
                {spawn && (
                  <>
                    {' '}
                    · <Link to={spawnMapLink(spawn.id)} aria-label={`${monster.name} in ${place.name} on the monsters map`}>map</Link>
                  </>
                )}
              </li>
            );
          })}
        </ul>
        {world.error && <p role="alert">{world.error}</p>}
        {!world.error && monster.habitats.length > 0 && <PlaceMap world={world.data} label={`Where ${monster.name} lives: ${monster.habitats.map((h) => h.name).join(', ')}`} marks={spawns} />}
        <p>
          <Link to={monsterMapLink(monster.id)}>{monster.name} on the monsters map</Link>
        </p>
      </section>
      <EntryHistory kind="monsters" id={monster.id} name={monster.name} />
      {back}
    </article>
  );
}
