import type { CatalogItem } from '@game/rules/picker';
import type { LoaderFunctionArgs } from 'react-router';

/**
 * The planner's items: one JSON file (`/data/planner/items.json`, made by the server from the
 * library as admins keep it), not a GraphQL answer normalised into Apollo's cache (normalising
 * its ~156 KB took 666–800 ms of one task at 4× CPU). The browser keeps it in its HTTP cache and
 * revalidates it by its ETag; a page reads it once. This module is small on purpose: the route
 * table imports it for the planner's loader, so it must not pull the planner into the main bundle.
 */
const PLANNER_ITEMS_PATH = '/data/planner/items.json';

export interface PlannerItems {
  all: CatalogItem[];
  byId: ReadonlyMap<string, CatalogItem>;
  /** Set when the file could not be read: the planner says so and works without items. */
  error: Error | null;
}

let cached: Promise<PlannerItems> | null = null;

async function fetchPlannerItems(url: string): Promise<PlannerItems> {
  try {
    const response = await fetch(url, { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`The items could not be loaded (${response.status}).`);
    const { items } = (await response.json()) as { items: CatalogItem[] };
    return { all: items, byId: new Map(items.map((item) => [item.id, item])), error: null };
  } catch (error) {
    return { all: [], byId: new Map(), error: error instanceof Error ? error : new Error(String(error)) };
  }
}

/**
 * The items, fetched once per page load in the browser (again after a failure). On a server
 * (rendering) nothing is kept between requests.
 */
function loadPlannerItems(base: string): Promise<PlannerItems> {
  const url = new URL(PLANNER_ITEMS_PATH, base).href;
  if (typeof window === 'undefined') return fetchPlannerItems(url);
  const current = (cached ??= fetchPlannerItems(url).then((items) => {
    if (items.error) cached = null;
    return items;
  }));
  return current;
}

/** The planner route's loader: its items, read before the route renders (beside the route's chunk). */
export const plannerItemsLoader = ({ request }: LoaderFunctionArgs): Promise<PlannerItems> => loadPlannerItems(request.url);
