import type { CatalogItem } from '@game/rules/picker';
import type { LoaderFunctionArgs } from 'react-router';

/**
 * The planner's items: one JSON file (`/data/planner/items.json`, made by the server from the
 * library as admins keep it), not a GraphQL answer normalised into Apollo's cache (normalising
 * its ~156 KB took 666–800 ms of one task at 4× CPU). The browser keeps it in its HTTP cache and
 * revalidates it by its ETag; a page reads it once and keeps it here, in the browser only.
 *
 * The planner route's loader reads it before a navigation draws the planner. A planner drawn on
 * the server is drawn without items (its first browser drawing too, so hydration matches), and
 * the items are read once the page has hydrated (`subscribePlannerItems`).
 *
 * This module is small on purpose: the route table imports it for the loader, so it must not
 * pull the planner into the main bundle.
 */
const PLANNER_ITEMS_PATH = '/data/planner/items.json';

export interface PlannerItems {
  all: CatalogItem[];
  byId: ReadonlyMap<string, CatalogItem>;
  /** Set when the file could not be read: the planner says so and works without items. */
  error: Error | null;
}

let loaded: PlannerItems | null = null;
let loading: Promise<PlannerItems> | null = null;
const listeners = new Set<() => void>();

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

/** Reads the file once per page load (again after a failure) and tells the planner when it has it. Browser only. */
function loadPlannerItems(base: string): Promise<PlannerItems> {
  loading ??= fetchPlannerItems(new URL(PLANNER_ITEMS_PATH, base).href).then((items) => {
    loaded = items;
    if (items.error) loading = null;
    for (const listener of listeners) listener();
    return items;
  });
  return loading;
}

/** The planner route's loader (in the browser): the items, read before the route draws, beside its chunk. */
export async function plannerItemsLoader({ request }: LoaderFunctionArgs): Promise<null> {
  await loadPlannerItems(request.url);
  return null;
}

/** The items as read so far; null until the file arrived (and always on the server, and while hydrating). */
export const plannerItemsSnapshot = (): PlannerItems | null => loaded;
export const plannerItemsOnServer = (): PlannerItems | null => null;

/**
 * For `useSyncExternalStore`: a planner that was drawn without its loader (hydrating a page drawn
 * on the server) starts the read here, after it is on screen.
 */
export function subscribePlannerItems(listener: () => void): () => void {
  listeners.add(listener);
  if (!loaded) void loadPlannerItems(window.location.href);
  return () => listeners.delete(listener);
}
