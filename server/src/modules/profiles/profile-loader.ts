import DataLoader from 'dataloader';
import type { GraphQLContext } from '../../context';
import type { ProfileDocument } from './profile.model';

// One loader per request, like the item loader: a page of comments looks its authors up at once.
const loaders = new WeakMap<GraphQLContext, DataLoader<string, ProfileDocument | null>>();

/** Loads profiles from the store by id, batched per request; null for an id that names no profile. */
export function profileLoader(context: GraphQLContext): DataLoader<string, ProfileDocument | null> {
  let loader = loaders.get(context);
  if (!loader) {
    loader = new DataLoader((ids) => context.services.profiles.byIds(ids));
    loaders.set(context, loader);
  }
  return loader;
}
