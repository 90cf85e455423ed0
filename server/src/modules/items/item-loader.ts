import DataLoader from 'dataloader';
import type { GraphQLContext } from '../../context';
import type { ItemDocument } from './items.model';

// One loader per request: the context object is per request, so a WeakMap keyed on it batches the
// item look-ups of one response (loot tables, trade lists, recipes) without caching across requests.
const loaders = new WeakMap<GraphQLContext, DataLoader<string, ItemDocument | null>>();

/** Loads items from the store by id, batched per request; null for an id that names no item. */
export function itemLoader(context: GraphQLContext): DataLoader<string, ItemDocument | null> {
  let loader = loaders.get(context);
  if (!loader) {
    loader = new DataLoader((ids) => context.services.items.byIds(ids));
    loaders.set(context, loader);
  }
  return loader;
}
