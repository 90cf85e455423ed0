import { Suspense } from 'react';
import { ListResults } from '../components/ListResults';
import { UrlSearchInput } from '@/components/ui/UrlSearchInput';
import { Link } from 'react-router';
import { graphql } from '@/gql';
import { useRouteQuery } from '@/lib/use-route-query';
import type { RouteDataLoader } from '@/lib/route-query-types';
import { Loading } from '@/components/ui/Loading';
import type { Column } from '@/components/ui/DataTable';
import { useUrlState } from '@/lib/url-state';
import { npcPageLink } from '@/lib/map-links';
import { ListsNav } from '../components/ListsNav';
import { useListTitle, useScrollToHash  } from '../use-list-page';
import { compareText, formatAmount } from '@/lib/format';
import { FilterForm } from '@/components/ui/FilterForm';

export const RecipesPageQuery = graphql(`
  query RecipesPage {
    recipes {
      id
      outputName
      amount
      fee
      level
      outputItem {
        id
        category
      }
      npc {
        id
        name
        location {
          name
        }
      }
      ingredients {
        goodsId
        name
        amount
        item {
          id
          category
        }
      }
    }
  }
`);

/** The route's loader: the query the page reads, started with the page's chunk. */
export const RecipesRouteData: RouteDataLoader = (query) => query(RecipesPageQuery, {});

/** /lists/recipes: what can be crafted, from what, by whom and for how much. */
export function RecipesRoute() {
  // Until the route's query answers (in the browser: the server draws the page answered).
  return (
    <Suspense fallback={<Loading>Loading the recipes…</Loading>}>
      <RecipesPage />
    </Suspense>
  );
}

function RecipesPage() {
  useListTitle('Recipes');
  const [url, setUrl] = useUrlState({ q: '', npc: '', sort: 'level', dir: 'asc' });
  const { data, error } = useRouteQuery(RecipesPageQuery);
  useScrollToHash(data !== undefined);
  type Recipe = NonNullable<typeof data>['recipes'][number];
  const link = (name: string, item: { id: string; category: string } | null) => (item ? <Link to={`/items/${item.category}/${item.id}`}>{name}</Link> : name);

  const columns: Array<Column<Recipe>> = [
    { key: 'output', label: 'Makes', sortValue: (r) => r.outputName, render: (r) => <>{r.amount > 1 ? `${r.amount} × ` : ''}{link(r.outputName, r.outputItem)}</> },
    {
      key: 'ingredients',
      label: 'Ingredients',
      render: (r) => (
        <ul className="compact-list">
          {r.ingredients.map((i) => (
            <li key={i.goodsId}>
              {i.amount} × {link(i.name, i.item)}
            </li>
          ))}
        </ul>
      ),
    },
    { key: 'npc', label: 'Crafter', sortValue: (r) => r.npc.name, render: (r) => <Link to={npcPageLink(r.npc.id)}>{r.npc.name}</Link> },
    { key: 'where', label: 'Where', sortValue: (r) => r.npc.location.name, render: (r) => r.npc.location.name },
    { key: 'fee', label: 'Fee', numeric: true, sortValue: (r) => r.fee, render: (r) => (r.fee === 0 ? 'Free' : `${formatAmount(r.fee)} gp`) },
    { key: 'level', label: 'Level', numeric: true, sortValue: (r) => r.level, render: (r) => r.level },
  ];
  const query = url.q.trim().toLowerCase();
  const recipes = data?.recipes ?? [];
  const npcs = [...new Map(recipes.map((r) => [r.npc.id, r.npc.name] as const)).entries()].sort((a, b) => compareText(a[1], b[1]));
  const rows = recipes.filter(
    (r) =>
      (url.npc === '' || r.npc.id === url.npc) &&
      (query === '' || r.outputName.toLowerCase().includes(query) || r.ingredients.some((i) => i.name.toLowerCase().includes(query))),
  );

  return (
    <section className="page list-page" aria-labelledby="recipes-heading">
      <h1 id="recipes-heading">Recipes</h1>
      <ListsNav />
      <FilterForm label="Filter recipes">
        <label>
          Search product or ingredient
          <UrlSearchInput name="q" value={url.q} onValueChange={(q) => setUrl({ q })} />
        </label>
        <label>
          Crafter
          <select name="npc" value={url.npc} onChange={(e) => setUrl({ npc: e.target.value })}>
            <option value="">Every crafter</option>
            {npcs.map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </select>
        </label>
      </FilterForm>
      <ListResults
        what="the recipes"
        noun="recipes"
        loaded={Boolean(data)}
        failed={Boolean(error)}
        caption="Recipes"
        columns={columns}
        rows={rows}
        total={data ? recipes.length : 0}
        rowKey={(r) => r.id}
        rowId={(r) => `recipe-${r.id}`}
        empty="No recipe matches these filters."
        sort={url.sort}
        dir={url.dir}
        onSort={(sort, dir) => setUrl({ sort, dir })}
      />
    </section>
  );
}
