import type { ApolloClient, DocumentNode } from '@apollo/client';
import { combineQueries, type QueryAsk } from './combined-query';

/** What session.tsx knows to ask: the session's query, the pages' smaller viewer queries, the shell's signed-in queries. */
export interface ViewerQueries {
  session: DocumentNode;
  viewerParts: ReadonlyMap<string, DocumentNode>;
  signedInShellQueries: ReadonlySet<DocumentNode>;
}

/**
 * The viewer's own parts of a page drawn for no viewer: the session, the page's operations whose answers depend on
 * who asks, and the shell's signed-in queries, asked as one operation (one private request per page view, never
 * cached) and written into the cache, each under its own query, in one batch, so the page changes to the viewer's in
 * one render (the greeting, "Liked", the owner's buttons, the bar's private builds at once). The shell's queries are
 * written only for a signed-in viewer (signed out, `me` is null and they are never asked). A failed request leaves
 * the page as drawn (logged).
 */
export async function fillInViewer(client: ApolloClient, viewerOperations: readonly string[], { session, viewerParts, signedInShellQueries }: ViewerQueries): Promise<void> {
  await untilMounted(client, viewerOperations);
  const asks = new Map<string, QueryAsk>();
  asks.set('SessionViewer', { query: session, variables: {} });
  for (const observable of client.getObservableQueries('active')) {
    if (!observable.queryName || !viewerOperations.includes(observable.queryName)) continue;
    asks.set(`${observable.queryName} ${JSON.stringify(observable.variables)}`, { query: viewerParts.get(observable.queryName) ?? observable.query, variables: observable.variables });
  }
  const shell = [...signedInShellQueries].map((query) => ({ query, variables: {} }));
  const parts = [...asks.values()];
  const combined = combineQueries('ViewerParts', [...parts, ...shell]);
  try {
    // A part that failed (its fields answered with an error) is left as drawn; the others are written.
    const { data, error } = await client.query({ query: combined.query, variables: combined.variables, fetchPolicy: 'no-cache', errorPolicy: 'all' });
    if (error) console.error('Reading the signed-in view of the page failed in part', error);
    if (!data) return;
    const failed = combined.failed(error);
    const answers = combined.split(data as Record<string, unknown>);
    const signedIn = !failed.has(0) && (answers[0] as { me?: unknown }).me != null;
    client.cache.batch({
      update(cache) {
        answers.forEach((answer, index) => {
          const ask = index < parts.length ? parts[index]! : signedIn ? shell[index - parts.length]! : null;
          if (ask && !failed.has(index)) cache.writeQuery({ ...ask, data: answer });
        });
      },
    });
  } catch (error) {
    console.error('Reading the signed-in view of the page failed', error);
  }
  // Apollo hands a cache change to the page's queries in a task of its own (ObservableQuery's scheduleNotify, a zero
  // timeout): the page has drawn the viewer's parts once a task queued after it runs, and only then may the mark go.
  await new Promise((resolve) => setTimeout(resolve, 0));
}


/** How long the viewer's parts wait for the page's own Suspense boundaries to hydrate before they ask without them. */
const MOUNT_WAIT_MS = 5_000;

/**
 * Resolves once a query of every operation the server drew the page with is live in the browser, or after
 * MOUNT_WAIT_MS. The page's mark (data-hydrated) comes when its outer boundary has hydrated; a Suspense boundary inside
 * it (a build page's card) hydrates in a pass of its own, later, and only then does its route query exist to be asked
 * for the viewer: asked before, the owner's own build kept "Save a copy" and never showed "yours".
 */
function untilMounted(client: ApolloClient, operations: readonly string[]): Promise<void> {
  const missing = () => {
    const live = new Set<string>();
    for (const observable of client.getObservableQueries('active')) if (observable.queryName) live.add(observable.queryName);
    return operations.some((name) => !live.has(name));
  };
  const deadline = Date.now() + MOUNT_WAIT_MS;
  return new Promise((resolve) => {
    const check = () => {
      if (!missing()) return resolve();
      if (Date.now() < deadline) return void setTimeout(check, 16);
      console.warn('The page drew operations the browser never asked', operations);
      resolve();
    };
    check();
  });
}
