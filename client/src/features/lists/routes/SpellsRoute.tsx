import { ListResults } from '../components/ListResults';
import { UrlSearchInput } from '@/components/ui/UrlSearchInput';
import { startTransition, Suspense, useEffect, useMemo } from 'react';
import { Link } from 'react-router';
import { getFragmentData, graphql } from '@/gql';
import { SpellFacts_spell } from '../reference-fragments';
import { useRouteQuery } from '@/lib/use-route-query';
import type { RouteDataLoader } from '@/lib/route-query-types';
import { Loading } from '@/components/ui/Loading';
import type { Column } from '@/components/ui/DataTable';
import { useUrlState } from '@/lib/url-state';
import { CLASS_IDS, ELEMENT_IDS } from '@game/rules/constants';
import { ListsNav } from '../components/ListsNav';
import { capital, levelOf, useListTitle } from '../use-list-page';
import { FilterForm } from '@/components/ui/FilterForm';

export const SpellsPageQuery = graphql(`
  query SpellsPage($first: Int!, $after: String) {
    spells(first: $first, after: $after) {
      totalCount
      edges {
        node {
          ...SpellFacts_spell
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** The first hundred spells; the page reads on. */
export const SpellsRouteData: RouteDataLoader = (query) => query(SpellsPageQuery, { first: 100 });

/** /lists/spells: every spell with who learns it, when and what it costs. */
export function SpellsRoute() {
  // Until the route's query answers (in the browser: the server draws the page answered).
  return (
    <Suspense fallback={<Loading>Loading the spells…</Loading>}>
      <SpellsPage />
    </Suspense>
  );
}

function SpellsPage() {
  useListTitle('Spells');
  const [url, setUrl] = useUrlState({ q: '', class: '', kind: '', element: '', min: '', max: '', sort: 'level', dir: 'asc' });
  const { data, error, fetchMore } = useRouteQuery(SpellsPageQuery);
  const page = data?.spells;
  // The next page once the last has arrived (the connection's pages append in the cache), in a transition: the spells
  // read stay drawn meanwhile. The server draws the first page.
  const after = page?.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
  useEffect(() => {
    if (after) startTransition(() => void fetchMore({ variables: { after } }).catch(() => undefined));
  }, [after, fetchMore]);
  const spells = useMemo(() => page?.edges.map((edge) => getFragmentData(SpellFacts_spell, edge.node)) ?? [], [page]);
  type Spell = (typeof spells)[number];

  const columns: Array<Column<Spell>> = [
    {
      key: 'name',
      label: 'Spell',
      sortValue: (s) => s.name,
      render: (s) => (
        <>
          <strong>
            <Link to={`/lists/spells/${s.id}`}>{s.name}</Link>
          </strong>
          {s.premium && <span className="tag best">Premium</span>}
          <br />
          <span className="muted">{s.description}</span>
        </>
      ),
    },
    { key: 'classes', label: 'Classes', sortValue: (s) => s.classes.join(' '), render: (s) => (s.classes.length === 4 ? 'Every class' : s.classes.map(capital).join(', ')) },
    { key: 'level', label: 'Level', numeric: true, sortValue: (s) => s.level, render: (s) => s.level },
    { key: 'mana', label: 'Mana', numeric: true, sortValue: (s) => s.manaCost, render: (s) => s.manaCost },
    { key: 'cooldown', label: 'Cooldown', numeric: true, sortValue: (s) => s.cooldownSeconds, render: (s) => `${s.cooldownSeconds} s` },
    { key: 'kind', label: 'Kind', sortValue: (s) => s.kind, render: (s) => capital(s.kind) },
    { key: 'element', label: 'Element', sortValue: (s) => s.element ?? '', render: (s) => (s.element ? capital(s.element) : '–') },
    { key: 'power', label: 'Power', numeric: true, sortValue: (s) => s.power, render: (s) => s.power || '–' },
  ];
  const query = url.q.trim().toLowerCase();
  const min = levelOf(url.min);
  const max = levelOf(url.max);
  const rows = spells.filter(
    (s) =>
      (url.class === '' || s.classes.includes(url.class as Spell['classes'][number])) &&
      (url.kind === '' || s.kind === url.kind) &&
      (url.element === '' || s.element === url.element) &&
      (min === null || s.level >= min) &&
      (max === null || s.level <= max) &&
      (query === '' || s.name.toLowerCase().includes(query)),
  );

  return (
    <section className="page list-page" aria-labelledby="spells-heading">
      <h1 id="spells-heading">Spells</h1>
      <ListsNav />
      <FilterForm label="Filter spells">
        <label>
          Search
          <UrlSearchInput name="q" value={url.q} onValueChange={(q) => setUrl({ q })} />
        </label>
        <label>
          Class
          <select name="class" value={url.class} onChange={(e) => setUrl({ class: e.target.value })}>
            <option value="">Every class</option>
            {CLASS_IDS.map((id) => (
              <option key={id} value={id}>
                {capital(id)}
              </option>
            ))}
          </select>
        </label>
        <label>
          Kind
          <select name="kind" value={url.kind} onChange={(e) => setUrl({ kind: e.target.value })}>
            <option value="">Any kind</option>
            <option value="attack">Attack</option>
            <option value="healing">Healing</option>
            <option value="support">Support</option>
          </select>
        </label>
        <label>
          Element
          <select name="element" value={url.element} onChange={(e) => setUrl({ element: e.target.value })}>
            <option value="">Any element</option>
            {ELEMENT_IDS.map((id) => (
              <option key={id} value={id}>
                {capital(id)}
              </option>
            ))}
          </select>
        </label>
        <label>
          Level from
          <input name="min" type="number" inputMode="numeric" min={1} max={200} value={url.min} onChange={(e) => setUrl({ min: e.target.value })} />
        </label>
        <label>
          to
          <input name="max" type="number" inputMode="numeric" min={1} max={200} value={url.max} onChange={(e) => setUrl({ max: e.target.value })} />
        </label>
      </FilterForm>
      <ListResults
        what="the spells"
        noun="spells"
        loaded={Boolean(data)}
        failed={Boolean(error)}
        caption="Spells"
        columns={columns}
        rows={rows}
        total={data ? page!.totalCount : 0}
        rowKey={(s) => s.id}
        rowId={(s) => `spell-${s.id}`}
        empty="No spell matches these filters."
        sort={url.sort}
        dir={url.dir}
        onSort={(sort, dir) => setUrl({ sort, dir })}
      />
    </section>
  );
}
