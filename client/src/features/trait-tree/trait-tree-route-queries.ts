import { SLOT_IDS } from '@game/rules/constants';
import type { LoaderFunctionArgs } from 'react-router';
import { openingBuild } from '@/components/build-editor/editor-route-queries';
import { graphql } from '@/gql';
import type { RouteQuery } from '@/lib/route-query-types';

/** What a class change needs to know of worn items (`reshapeBuild` takes off what the new class may not wear). */
export const TraitTreeWornItems = graphql(`
  query TraitTreeWornItems {
    itemList {
      id
      name
      slot
      classes
    }
  }
`);

/** True when a variant of the build wears something: only then does the trait tree need the worn items. */
export const wearsSomething = (variants: ReadonlyArray<{ build: { equipment: Record<string, string> } }>) => variants.some((variant) => SLOT_IDS.some((slot) => variant.build.equipment[slot] !== ''));

/**
 * The trait tree route's loader (app/router.tsx): its queries, read by the page from the cache: the
 * saved build of `?build=` and, when the build wears something, the worn items. On the server they are answered
 * before the page is drawn.
 */
export async function traitTreeLoader({ request }: LoaderFunctionArgs, query: RouteQuery | null): Promise<null> {
  if (!query) return null;
  const { variants } = await openingBuild(query, new URL(request.url));
  if (wearsSomething(variants)) await query(TraitTreeWornItems, {});
  return null;
}
