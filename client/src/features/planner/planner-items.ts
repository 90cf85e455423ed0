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

/**
 * The planner route's loader data: plain JSON, because a page rendered on the server hands it to
 * the browser inside the page (the router's hydration data), so the browser asks for nothing.
 */
export interface PlannerItems {
  all: CatalogItem[];
  /** Set when the file could not be read: the planner says so and works without items. */
  error: string | null;
}

let cached: Promise<PlannerItems> | null = null;

async function fetchPlannerItems(url: string): Promise<PlannerItems> {
  try {
    const response = await fetch(url, { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`The items could not be loaded (${response.status}).`);
    const { items } = (await response.json()) as { items: CatalogItem[] };
    return { all: items, error: null };
  } catch (error) {
    return { all: [], error: error instanceof Error ? error.message : String(error) };
  }
}

/** The items, fetched once per page load in the browser (again after a failure). */
function loadPlannerItems(base: string): Promise<PlannerItems> {
  const url = new URL(PLANNER_ITEMS_PATH, base).href;
  const current = (cached ??= fetchPlannerItems(url).then((items) => {
    if (items.error) cached = null;
    return items;
  }));
  return current;
}

/** The planner route's loader in the browser: its items, read before the route renders (beside the route's chunk). */
export const plannerItemsLoader = ({ request }: LoaderFunctionArgs): Promise<PlannerItems> => loadPlannerItems(request.url);

/** The planner route's loader on the server: the same items from the server's own library (no request to itself). */
export const serverPlannerItemsLoader =
  (read: () => Promise<CatalogItem[]>) =>
  async (): Promise<PlannerItems> => {
    try {
      return { all: await read(), error: null };
    } catch (error) {
      return { all: [], error: error instanceof Error ? error.message : String(error) };
    }
  };
