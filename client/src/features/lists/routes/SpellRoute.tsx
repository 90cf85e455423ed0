import { Suspense } from 'react';
import { useParams } from 'react-router';
import { getFragmentData, graphql } from '@/gql';
import { SpellFacts_spell } from '../reference-fragments';
import { useRouteQuery } from '@/lib/use-route-query';
import type { RouteDataLoader } from '@/lib/route-query-types';
import { Loading } from '@/components/ui/Loading';
import { CLASS_NAMES, type ClassId } from '@game/rules/constants';
import { capital } from '../use-list-page';
import { EntryPage } from '../components/EntryPage';

export const SpellPageQuery = graphql(`
  query SpellPage($id: ID!) {
    spell(id: $id) {
      ...SpellFacts_spell
      history {
        ...EntryHistory_entry
      }
    }
  }
`);

/** The route's loader: the spell and its history, read before the page is drawn (on the server too). */
export const SpellRouteData: RouteDataLoader = (query, { params }) => query(SpellPageQuery, { id: params.spellId ?? '' });

/** /lists/spells/{id}: one spell, who learns it and what it costs, and its values in every version where they changed. */
export function SpellRoute() {
  // Until the route's query answers (in the browser: the server draws the page answered).
  return (
    <Suspense fallback={<Loading>Loading the spell…</Loading>}>
      <SpellPage />
    </Suspense>
  );
}

function SpellPage() {
  const { spellId = '' } = useParams();
  const { data, error } = useRouteQuery(SpellPageQuery);
  const spell = data?.spell ? { ...getFragmentData(SpellFacts_spell, data.spell), history: data.spell.history } : null;
  return (
    <EntryPage noun="spell" asked={spellId} list={{ path: '/lists/spells', name: 'Spells' }} entry={spell} failed={Boolean(error) && !data}>
      {spell && (
        <section aria-labelledby="spell-stats">
          <h2 id="spell-stats">Stats</h2>
          <dl className="entity-stats">
            <dt>Classes</dt>
            <dd>{spell.classes.map((id) => CLASS_NAMES[id as ClassId]).join(', ')}</dd>
            <dt>Level</dt>
            <dd>{spell.level}</dd>
            <dt>Kind</dt>
            <dd>{capital(spell.kind)}</dd>
            <dt>Element</dt>
            <dd>{spell.element ? capital(spell.element) : 'None'}</dd>
            <dt>Mana cost</dt>
            <dd>{spell.manaCost}</dd>
            <dt>Cooldown</dt>
            <dd>{spell.cooldownSeconds} s</dd>
            <dt>Power</dt>
            <dd>{spell.power || '–'}</dd>
            <dt>Premium</dt>
            <dd>{spell.premium ? 'Premium players only' : 'Every player'}</dd>
          </dl>
        </section>
      )}
    </EntryPage>
  );
}
