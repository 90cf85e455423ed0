import { Suspense } from 'react';
import { UrlSearchInput } from '@/components/ui/UrlSearchInput';
import { graphql } from '@/gql';
import { useRouteQuery } from '@/lib/use-route-query';
import type { RouteDataLoader } from '@/lib/route-query-types';
import { useUrlState } from '@/lib/url-state';
import { ListsNav } from '../components/ListsNav';
import { Calculator } from '../components/Calculators';
import { useListTitle } from '../use-list-page';
import { Loading } from '@/components/ui/Loading';
import { FilterForm } from '@/components/ui/FilterForm';

export const FormulaePageQuery = graphql(`
  query FormulaePage {
    formulae {
      id
      name
      expression
      explanation
    }
    classes {
      id
      name
      health {
        base
        perLevel
      }
      mana {
        base
        perLevel
      }
      capacity {
        base
        perLevel
      }
      hpRegen
      mpRegen
    }
  }
`);

/** The route's loader: the query the page reads, started with the page's chunk. */
export const FormulaeRouteData: RouteDataLoader = (query) => query(FormulaePageQuery, {});

/** /lists/formulae: every formula of the game explained, each with a small live calculator. */
export function FormulaeRoute() {
  // Until the route's query answers (in the browser: the server draws the page answered).
  return (
    <Suspense fallback={<Loading>Loading the formulae…</Loading>}>
      <FormulaePage />
    </Suspense>
  );
}

function FormulaePage() {
  useListTitle('Formulae');
  const [url, setUrl] = useUrlState({ q: '' });
  const { data, error } = useRouteQuery(FormulaePageQuery);
  const query = url.q.trim().toLowerCase();
  const formulae = (data?.formulae ?? []).filter(
    (f) => query === '' || f.name.toLowerCase().includes(query) || f.explanation.toLowerCase().includes(query),
  );
  return (
    <section className="page list-page" aria-labelledby="formulae-heading">
      <h1 id="formulae-heading">Formulae</h1>
      <ListsNav />
      <FilterForm label="Filter formulae">
        <label>
          Search
          <UrlSearchInput name="q" value={url.q} onValueChange={(q) => setUrl({ q })} />
        </label>
      </FilterForm>
      {error && !data && <p role="alert">The formulae could not be loaded. Check your connection and reload the page.</p>}
      {data && formulae.length === 0 && <p>No formula matches “{url.q}”.</p>}
      <div className="formula-list">
        {data &&
          formulae.map((formula) => (
            <article key={formula.id} id={`formula-${formula.id}`} className="formula-card" aria-labelledby={`formula-${formula.id}-name`}>
              <h2 id={`formula-${formula.id}-name`}>{formula.name}</h2>
              <code>{formula.expression}</code>
              <p>{formula.explanation}</p>
              <Calculator formulaId={formula.id} classes={data.classes} />
            </article>
          ))}
      </div>
    </section>
  );
}
