import type { ApolloClient } from '@apollo/client';
import { addTypenameToDocument, DocumentTransform } from '@apollo/client/utilities';

/**
 * What Apollo Client works out from a document depends on the document alone, and the documents are the client's own
 * (a bounded set, the same objects in every render): its `__typename` fields, then which directives it has, its server
 * part and its variables' defaults. Each render has a client and a cache of its own, whose caches of that work start
 * empty, so every page walked its documents again (graphql's `visit`: the render thread's largest single cost). Every
 * render's cache and client share these two instead. The second is the query manager's own cache of that work, a field
 * Apollo's types keep private: set where it exists, so a client without it only loses the saving.
 */
export const typenames = new DocumentTransform(addTypenameToDocument);
const documentInfo = new WeakMap<object, unknown>();

export function shareDocumentWork(client: ApolloClient): void {
  const manager = (client as unknown as { queryManager?: { transformCache?: unknown } }).queryManager;
  if (manager && manager.transformCache instanceof Object && 'has' in manager.transformCache) manager.transformCache = documentInfo;
}
