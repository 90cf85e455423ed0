import type { CatalogItem } from '@game/rules/picker';
import type { LoaderFunctionArgs } from 'react-router';
import { openingBuild } from '@/components/build-editor/editor-route-queries';
import { BuildEditorLoad } from '@/components/build-editor/saved-build';
import { graphql } from '@/gql';
import type { RouteQuery } from '@/lib/route-query-types';
import { plannerItemsLoader, serverPlannerItemsLoader, type PlannerItems } from './planner-items';

/** The build's target ("Against"), read by the planner (PlannerRoute.tsx) from the cache its route's loader filled. */
export const PlannerTargetQuery = graphql(`
  query PlannerTarget($id: ID!) {
    monster(id: $id) {
      id
      ...AgainstPanel_monster
    }
  }
`);

/** "Compare with…"'s choices: the viewer's builds and the most liked public ones (PlannerCompare.tsx). */
export const CompareChoices = graphql(`
  query PlannerCompareChoices {
    me {
      id
      builds {
        id
        name
        class
        characterLevel
      }
    }
    publicBuilds(first: 20, sort: MOST_LIKED) {
      edges {
        node {
          id
          name
          class
          characterLevel
          ownerUsername
        }
      }
    }
  }
`);

/**
 * The planner route's queries, started by its loader beside its items (app/router.tsx) and read by the page's parts
 * from the cache: the saved build of `?build=`, the shown build's target, "Compare with…"'s choices and the build of
 * `?compareBuild=`. On the server they are all answered before the page is drawn.
 */
async function startPlannerQueries(query: RouteQuery, { request }: LoaderFunctionArgs): Promise<void> {
  const url = new URL(request.url);
  const params = url.searchParams;
  // Comparing (PlannerCompare.tsx): the other build of `?compareBuild=` is read; else the chooser is drawn, with its choices.
  const comparing = params.has('compare') || params.has('compareBuild') || params.has('compareVariant');
  const compareBuild = params.get('compare') ? null : params.get('compareBuild');
  const started: Array<Promise<unknown>> = [
    comparing ? null : Promise.resolve(query(CompareChoices, {})),
    compareBuild ? Promise.resolve(query(BuildEditorLoad, { id: compareBuild })) : null,
    openingBuild(query, url).then(({ shown }) => (shown.build.target ? query(PlannerTargetQuery, { id: shown.build.target }) : null)),
  ].filter((started) => started !== null);
  await Promise.all(started);
}

/**
 * The planner route's loader (app/router.tsx): its items, one browser-cached JSON file (planner-items.ts), or on the
 * server the library itself (`libraryItems`), handed to the browser in the page's hydration data; and its queries,
 * started beside them. The items are its loader data.
 */
export async function plannerLoader(args: LoaderFunctionArgs, query: RouteQuery | null, server: boolean, libraryItems: (() => Promise<CatalogItem[]>) | undefined): Promise<PlannerItems> {
  const items = server ? serverPlannerItemsLoader(libraryItems ?? (async () => []))() : plannerItemsLoader(args);
  await Promise.all([items, query ? startPlannerQueries(query, args) : null]);
  return items;
}
