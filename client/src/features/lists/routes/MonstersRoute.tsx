import { ListResults } from '../components/ListResults';
import { UrlSearchInput } from '@/components/ui/UrlSearchInput';
import { Suspense, useMemo } from 'react';
import { Link } from 'react-router';
import { graphql } from '@/gql';
import { useRouteQuery } from '@/lib/use-route-query';
import { everyMonsterPage } from '../monster-pages';
import { Loading } from '@/components/ui/Loading';
import type { Column } from '@/components/ui/DataTable';
import { useUrlState } from '@/lib/url-state';
import { monsterMapLink, monsterPageLink } from '@/lib/map-links';
import { ELEMENT_IDS } from '@game/rules/constants';
import { ListsNav } from '../components/ListsNav';
import { capital, levelOf, useListTitle, useScrollToHash  } from '../use-list-page';
import { compareText, formatAmount, formatPercent } from '@/lib/format';
import { FilterForm } from '@/components/ui/FilterForm';

export const MonstersPageQuery = graphql(`
  query MonstersPage($first: Int!, $after: String) {
    monsters(first: $first, after: $after) {
      totalCount
      edges {
        node {
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
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** /lists/monsters: every monster with its weaknesses, places and full loot table. */
export function MonstersRoute() {
  // Until the route's query answers (in the browser: the server draws the page answered).
  return (
    <Suspense fallback={<Loading>Loading the monsters…</Loading>}>
      <MonstersList />
    </Suspense>
  );
}

function MonstersList() {
  useListTitle('Monsters');
  const [url, setUrl] = useUrlState({ q: '', min: '', max: '', where: '', weak: '', sort: 'level', dir: 'asc' });
  // Read `no-cache` by the route's loader (hydrating 100 monsters with their loot from the normalized cache held a
  // throttled phone's main thread): every page on the server, the rest after the first in the browser.
  const { data, error } = useRouteQuery(MonstersPageQuery, { everyPage: everyMonsterPage });
  const page = data?.monsters;
  const monsters = useMemo(() => page?.edges.map((edge) => edge.node) ?? [], [page]);
  const complete = page !== undefined && !page.pageInfo.hasNextPage;
  useScrollToHash(complete);
  type Monster = (typeof monsters)[number];

  const places = useMemo(() => [...new Map(monsters.flatMap((m) => m.habitats.map((h) => [h.id, h.name] as const))).entries()].sort((a, b) => compareText(a[1], b[1])), [monsters]);
  const columns: Array<Column<Monster>> = [
    {
      key: 'name',
      label: 'Monster',
      sortValue: (m) => m.name,
      render: (m) => (
        <>
          <strong>
            <Link to={monsterPageLink(m.id)}>{m.name}</Link>
          </strong>
          <br />
          <span className="muted">{m.description}</span>
        </>
      ),
    },
    { key: 'level', label: 'Level', numeric: true, sortValue: (m) => m.level, render: (m) => m.level },
    { key: 'health', label: 'Health', numeric: true, sortValue: (m) => m.health, render: (m) => formatAmount(m.health) },
    { key: 'experience', label: 'Experience', numeric: true, sortValue: (m) => m.experience, render: (m) => formatAmount(m.experience) },
    { key: 'armor', label: 'Armor', numeric: true, sortValue: (m) => m.armor, render: (m) => m.armor },
    {
      key: 'elements',
      label: 'Weak to / resists',
      render: (m) =>
        m.elements.length === 0 ? (
          '–'
        ) : (
          <>
            {m.elements.map((e) => (
              <span key={e.element} className={`tag ${e.modifier > 0 ? 'weak' : 'resist'}`}>
                {capital(e.element)} {e.modifier > 0 ? '+' : ''}
                {e.modifier}%
              </span>
            ))}
          </>
        ),
    },
    { key: 'where', label: 'Where', sortValue: (m) => m.habitats[0]?.name ?? '', render: (m) => m.habitats.map((h) => h.name).join(', ') },
    {
      key: 'loot',
      label: 'Loot',
      render: (m) => (
        <ul className="compact-list">
          {m.loot.map((drop) => (
            <li key={drop.goodsId}>
              {drop.item ? <Link to={`/items/${drop.item.category}/${drop.item.id}`}>{drop.name}</Link> : drop.name}{' '}
              <span className="muted">
                {drop.minAmount === drop.maxAmount ? (drop.minAmount > 1 ? `${drop.minAmount}× ` : '') : `${drop.minAmount}–${drop.maxAmount}× `}
                {formatPercent(drop.chance)}
              </span>
            </li>
          ))}
        </ul>
      ),
    },
    {
      key: 'map',
      label: 'Map',
      render: (m) => (
        <Link to={monsterMapLink(m.id)} aria-label={`Spawns of ${m.name} on the map`}>
          Spawns
        </Link>
      ),
    },
  ];

  const query = url.q.trim().toLowerCase();
  const min = levelOf(url.min);
  const max = levelOf(url.max);
  const rows = monsters.filter(
    (m) =>
      (min === null || m.level >= min) &&
      (max === null || m.level <= max) &&
      (url.where === '' || m.habitats.some((h) => h.id === url.where)) &&
      (url.weak === '' || m.elements.some((e) => e.element === url.weak && e.modifier > 0)) &&
      (query === '' || m.name.toLowerCase().includes(query) || m.loot.some((drop) => drop.name.toLowerCase().includes(query))),
  );
  const problems = [
    ...(url.min !== '' && min === null ? ['The lowest level must be a whole number from 1 to 200.'] : []),
    ...(url.max !== '' && max === null ? ['The highest level must be a whole number from 1 to 200.'] : []),
  ];

  return (
    <section className="page list-page" aria-labelledby="monsters-heading">
      <h1 id="monsters-heading">Monsters</h1>
      <ListsNav />
      <FilterForm label="Filter monsters">
        <label>
          Search monster or loot
          <UrlSearchInput name="q" value={url.q} onValueChange={(q) => setUrl({ q })} />
        </label>
        <label>
          Level from
          <input name="min" type="number" inputMode="numeric" min={1} max={200} value={url.min} onChange={(e) => setUrl({ min: e.target.value })} />
        </label>
        <label>
          to
          <input name="max" type="number" inputMode="numeric" min={1} max={200} value={url.max} onChange={(e) => setUrl({ max: e.target.value })} />
        </label>
        <label>
          Where
          <select name="where" value={url.where} onChange={(e) => setUrl({ where: e.target.value })}>
            <option value="">Anywhere</option>
            {places.map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Weak to
          <select name="weak" value={url.weak} onChange={(e) => setUrl({ weak: e.target.value })}>
            <option value="">Any element</option>
            {ELEMENT_IDS.map((id) => (
              <option key={id} value={id}>
                {capital(id)}
              </option>
            ))}
          </select>
        </label>
      </FilterForm>
      {problems.map((problem) => (
        <p key={problem} className="filter-problem" role="status">
          {problem}
        </p>
      ))}
      <ListResults
        what="the monsters"
        noun="monsters"
        loaded={Boolean(data)}
        failed={Boolean(error)}
        caption="Monsters"
        columns={columns}
        rows={rows}
        total={data ? page!.totalCount : 0}
        rowKey={(m) => m.id}
        rowId={(m) => `monster-${m.id}`}
        empty="No monster matches these filters."
        progressive
        sort={url.sort}
        dir={url.dir}
        onSort={(sort, dir) => setUrl({ sort, dir })}
      />
    </section>
  );
}
