import { Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { getFragmentData, graphql } from '@/gql';
import { TraitFacts_trait } from '../reference-fragments';
import { useRouteQuery } from '@/lib/use-route-query';
import type { RouteDataLoader } from '@/lib/route-query-types';
import { Loading } from '@/components/ui/Loading';
import { CLASS_NAMES, type ClassId } from '@game/rules/constants';
import { describeEffect, type TraitEffect } from '@game/rules/effects';
import { EntryPage } from '../components/EntryPage';

export const TraitPageQuery = graphql(`
  query TraitPage($number: Int!) {
    trait(number: $number) {
      ...TraitFacts_trait
      history {
        ...EntryHistory_entry
      }
    }
  }
`);

/** A trait number from the address: a whole number from 1, else 0 (which no trait has: the page says not found). */
const traitNumberOf = (text: string | undefined) => (text !== undefined && /^[1-9]\d{0,5}$/.test(text) ? Number(text) : 0);

/** The route's loader: the trait and its history, read before the page is drawn (on the server too). */
export const TraitRouteData: RouteDataLoader = (query, { params }) => query(TraitPageQuery, { number: traitNumberOf(params.traitNumber) });

/** /lists/traits/{number}: one trait, where it sits in its tree, what a point gives, and its values in every version where they changed. */
export function TraitRoute() {
  // Until the route's query answers (in the browser: the server draws the page answered).
  return (
    <Suspense fallback={<Loading>Loading the trait…</Loading>}>
      <TraitPage />
    </Suspense>
  );
}

function TraitPage() {
  const { traitNumber = '' } = useParams();
  const { data, error } = useRouteQuery(TraitPageQuery);
  const trait = data?.trait ? { ...getFragmentData(TraitFacts_trait, data.trait), history: data.trait.history } : null;
  return (
    <EntryPage noun="trait" asked={traitNumber} list={{ path: '/lists/classes', name: 'Classes' }} entry={trait} failed={Boolean(error) && !data}>
      {trait && (
        <>
          <section aria-labelledby="trait-place">
            <h2 id="trait-place">Place in the tree</h2>
            <dl className="entity-stats">
              <dt>Number</dt>
              <dd>{trait.number}</dd>
              <dt>Class</dt>
              <dd>{trait.class ? CLASS_NAMES[trait.class as ClassId] : 'Shared (every class)'}</dd>
              <dt>Branch</dt>
              <dd>{trait.branch ?? '–'}</dd>
              <dt>Tier</dt>
              <dd>{trait.tier}</dd>
              <dt>Most points</dt>
              <dd>{trait.maxPoints}</dd>
              <dt>Needs</dt>
              <dd>
                {trait.prerequisite ? (
                  <Link to={`/lists/traits/${trait.prerequisite.number}`}>
                    {trait.prerequisite.number}. {trait.prerequisite.name}
                  </Link>
                ) : (
                  'Nothing'
                )}
              </dd>
            </dl>
          </section>
          <section aria-labelledby="trait-effects">
            <h2 id="trait-effects">Per point</h2>
            <ul className="entity-list">
              {trait.effects.map((effect) => (
                <li key={effect.label}>{describeEffect(effect as TraitEffect, 1)}</li>
              ))}
            </ul>
          </section>
        </>
      )}
    </EntryPage>
  );
}
