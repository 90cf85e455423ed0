import { useQuery } from '@apollo/client/react';
import type { TraitEffect } from '@game/rules/effects';
import { GAME_DATA_VERSION } from '@game/rules/migrations';
import { createTraitCatalog, type TraitCatalog } from '@game/rules/traits';
import type { ClassId } from '@game/rules/constants';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { graphql } from '@/gql';
import type { ServedTraitsQuery as ServedTraitsData } from '@/gql/graphql';
import type { RouteQuery, RouteQueryRef } from '@/lib/route-query-types';
import { answerOf } from '@/lib/route-preloader';

/**
 * The trait tree of the game data version the site serves (the newest an admin published), as the
 * planner and the trait tree draw and compute with it: names, tiers, effects, maximum points and
 * prerequisites come from the server, not from the pack the client was built with.
 */
export const ServedTraitsQuery = graphql(`
  query ServedTraits {
    gameData {
      version
      traitTierPoints
    }
    traits {
      number
      name
      class
      branch
      tier
      maxPoints
      description
      prerequisite {
        number
      }
      effects {
        label
        target
        perPoint
        unit
      }
    }
  }
`);

/** A version's trait tree and the version's number (links and builds made with it carry the number). */
export interface ServedTraits {
  version: number;
  catalog: TraitCatalog;
}

/** The catalog the rules take, from the query's answer. */
export function servedTraitsOf(data: ServedTraitsData): ServedTraits {
  const traits = data.traits.map((trait) => ({
    number: trait.number,
    name: trait.name,
    class: (trait.class ?? null) as ClassId | null,
    branch: trait.branch ?? null,
    tier: trait.tier,
    maxPoints: trait.maxPoints,
    prerequisite: trait.prerequisite?.number ?? null,
    description: trait.description,
    effects: trait.effects.map((effect) => ({ ...effect })) as TraitEffect[],
  }));
  return { version: data.gameData.version, catalog: createTraitCatalog(traits as never, data.gameData.traitTierPoints) };
}

/** On the server, a route query's answer (awaited there); in the browser, where `routeQuery` does not wait, none. */
const answered = <TData, TVariables extends Record<string, unknown>>(ref: RouteQueryRef<TData, TVariables>): TData | undefined => (import.meta.env.SSR ? answerOf(ref) : undefined);

/** A long link's state moved to the served version by the server (`currentShareState`). */
const CurrentShareStateQuery = graphql(`
  query CurrentShareState($state: String!) {
    currentShareState(state: $state)
  }
`);

/**
 * For a tool's route loader: starts the served version's trait tree and, on the server, answers it with the URL to
 * go to instead when the link's `?state=` was made under an older version than a published one (the server moves
 * it, by the step saved builds take, so the link opens with the traits it was made with: an HTTP redirect); null to
 * stay. In the browser the loader does not wait: the tool reads the trait tree as it arrives (WithServedTraits).
 */
export async function servedTraitsAndLink(query: RouteQuery, url: URL, made: number | null): Promise<{ served: ServedTraits | null; movedTo: string | null }> {
  const ref = await query(ServedTraitsQuery, {});
  const data = answered(ref);
  const served = data ? servedTraitsOf(data) : null;
  const state = url.searchParams.get('state');
  // The committed pack's versions are the client's own to migrate (and to say what changed); a published one's step is the server's.
  if (!served || !state || made === null || made >= served.version || served.version <= GAME_DATA_VERSION) return { served, movedTo: null };
  const moved = answered(await query(CurrentShareStateQuery, { state }))?.currentShareState;
  if (!moved || moved === state) return { served, movedTo: null };
  const next = new URL(url);
  next.searchParams.set('state', moved);
  return { served, movedTo: `${next.pathname}${next.search}` };
}

const ServedTraitsContext = createContext<ServedTraits | null>(null);

/** The served trait tree, inside a tool drawn by {@link WithServedTraits}. */
export function useServedTraits(): ServedTraits {
  const served = useContext(ServedTraitsContext);
  if (!served) throw new Error('useServedTraits: no trait tree read (draw the tool inside WithServedTraits).');
  return served;
}

/** Provides a trait tree read elsewhere (a saved build's own version). */
export function ServedTraitsProvider({ value, children }: { value: ServedTraits; children: ReactNode }) {
  return <ServedTraitsContext.Provider value={value}>{children}</ServedTraitsContext.Provider>;
}

/**
 * Draws `children` once the served trait tree is read (from the cache the route's loader filled: at once on a page
 * the server drew); until then, what `waiting` says; a failed read says so.
 */
export function WithServedTraits({ waiting, children }: { waiting: string; children: ReactNode }) {
  const { data, error } = useQuery(ServedTraitsQuery);
  const served = useMemo(() => (data ? servedTraitsOf(data) : null), [data]);
  if (served) return <ServedTraitsProvider value={served}>{children}</ServedTraitsProvider>;
  return (
    <section className="page" aria-busy={!error}>
      {error ? <p role="alert">The trait tree could not be loaded. Check your connection and reload the page.</p> : <p className="muted">{waiting}</p>}
    </section>
  );
}
