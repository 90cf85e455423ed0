import { ApolloClient, ApolloLink, type NormalizedCacheObject } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import type { RenderInput, RenderOutput } from '@game/render-contract';
import { createStaticHandler, matchRoutes, NavigationType, StaticRouter } from 'react-router';
import { Observable } from 'rxjs';
import { createCache } from './app/cache';
import { shareDocumentWork, typenames } from './app/shared-document-work';
import { RouteTree } from './app/route-tree';
import { createRoutes, routes, type PageHandle } from './app/router';
import type { HydrationState } from './app/hydration';
import { RequestCookiesContext } from './lib/preferences';
import { ResponseStatusContext } from './lib/response-status';
import { createRouteQuery, serializeRouteData } from './lib/route-preloader';
import { loadShellData } from './shell/shell-data';
import { RenderWatch } from './server-render-watch';

/**
 * The server entry: Vite builds it for the server (`vite build --ssr`, into
 * `<client output>/.ssr/entry-server.js`; `npm run dev` loads it with `ssrLoadModule`) and the
 * server calls `render` for every page request. Its exports are the whole contract, typed once for
 * both sides in server/game-data/render-contract.ts.
 *
 * Everything here is made per request: the Apollo client (its cache holds only this visitor's
 * answers), the route table around it, and the router's static handler.
 */

/**
 * The address a page is drawn from and kept under in the page cache: its path, and of its query only the parameters
 * the routes it matches read (their handles' `query`), each once (its first value: what `get` reads), sorted by name.
 * So `/lists/npc-buy-sell?nc=1` is `/lists/npc-buy-sell`, and `?b=2&a=1` is `?a=1&b=2`: a parameter no route reads
 * never reaches the renderer, nor makes a page of its own. A route that hands its query on (a redirect) keeps it whole.
 */
export function canonicalUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const path = url.slice(0, mark);
  const read = parametersOf(path);
  if (read === 'any') return url;
  const query = new URLSearchParams(url.slice(mark + 1));
  const kept = new Map<string, string>();
  for (const [name, value] of query) if (read.has(name) && !kept.has(name)) kept.set(name, value);
  const search = new URLSearchParams([...kept].sort(([a], [b]) => (a < b ? -1 : 1))).toString();
  return search ? `${path}?${search}` : path;
}

/** The parameters the routes of a path read, by path: matching ranks the whole table each time (milliseconds), and a cache hit asks. */
const parametersByPath = new Map<string, ReadonlySet<string> | 'any'>();
const MAX_PATHS = 2048;

function parametersOf(path: string): ReadonlySet<string> | 'any' {
  let read = parametersByPath.get(path);
  if (read !== undefined) return read;
  const names = new Set<string>();
  read = names;
  for (const { route } of matchRoutes(routes, new URL(path, 'http://almanac.invalid').pathname) ?? []) {
    const query = (route.handle as PageHandle | undefined)?.query;
    if (query === 'any') {
      read = 'any';
      break;
    }
    for (const name of query ?? []) names.add(name);
  }
  // Paths are the visitors' to choose: the map starts again rather than grow.
  if (parametersByPath.size >= MAX_PATHS) parametersByPath.clear();
  parametersByPath.set(path, read);
  return read;
}

/** A link that hands every operation to the server's executor (no HTTP round trip). */
function executorLink(execute: RenderInput['execute']): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute({ query: operation.query, variables: operation.variables, operationName: operation.operationName }).then(
          (result) => {
            observer.next(result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );
}

/** A rendered pass's markup as text (one copy of the stream's bytes, decoded once). */
async function streamText(stream: AsyncIterable<Uint8Array | string>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
  return Buffer.concat(chunks).toString('utf8');
}

export async function render(input: RenderInput): Promise<RenderOutput> {
  // Every operation the page asks of the server goes through here: the loaders' and the shell's before the render, and
  // (a page's mistake, see `askedDuringRender`) any asked while the page is drawn.
  const watch = new RenderWatch();
  const execute: RenderInput['execute'] = (operation) => {
    watch.asked(operation.query, operation.variables);
    return input.execute(operation);
  };
  const client = new ApolloClient({ ssrMode: true, link: executorLink(execute), cache: createCache(typenames) });
  shareDocumentWork(client);
  watch.follow(client);
  // The routes' loaders wait here for their queries' answers (lib/route-query.ts).
  const { routeQuery, release } = createRouteQuery(client, true);
  try {
    const handler = createStaticHandler(createRoutes({ client, server: true, routeQuery, plannerItems: input.plannerItems, mapPoster: input.mapPoster }));
    const context = await handler.query(new Request(input.url, { headers: input.headers, signal: input.signal }));
    if (context instanceof Response) {
      const location = context.headers.get('Location');
      if (location && context.status >= 300 && context.status < 400) return { kind: 'redirect', status: context.status, location };
      throw new Error(`The router answered ${context.status} without a redirect`);
    }
    // The shell's own queries, answered before the page is drawn (shell/shell-data.ts).
    if (!context.errors) await loadShellData(client, new URL(input.url));
    // What the drawn page asks of the answer (a "not found" page: 404).
    let pageStatus: number | null = null;
    const setPageStatus = (status: number) => {
      pageStatus = status;
    };
    // The same tree as the browser's (main.tsx): the routes the static handler matched, drawn by the same RouteTree.
    const tree = (
      <StrictMode>
        <ApolloProvider client={client}>
          <RequestCookiesContext.Provider value={input.headers.cookie ?? ''}>
            <ResponseStatusContext.Provider value={setPageStatus}>
              <StaticRouter location={context.location}>
                <RouteTree state={{ location: context.location, action: NavigationType.Pop, matches: context.matches, loaderData: context.loaderData, errors: context.errors }} />
              </StaticRouter>
            </ResponseStatusContext.Provider>
          </RequestCookiesContext.Provider>
        </ApolloProvider>
      </StrictMode>
    );
    // One pass: the loaders and the shell have read everything the page draws into the request's Apollo cache (or
    // their route queries' references), so each component's query is answered from there as it renders.
    // One piece: no boundary is outlined to be revealed by inline script (the CSP forbids it, and pages must read without JavaScript).
    watch.rendering = true;
    const { prelude } = await prerenderToNodeStream(tree, { signal: input.signal, progressiveChunkSize: Number.POSITIVE_INFINITY });
    const html = await streamText(prelude);
    watch.rendering = false;
    if (input.signal?.aborted) throw new Error('Rendering the page took too long');
    watch.check(input.url);
    const state: HydrationState | null = context.errors
      ? null
      : { apollo: client.cache.extract() as NormalizedCacheObject, router: { loaderData: serializeRouteData(context.loaderData), actionData: context.actionData } };
    const modules = context.matches.flatMap(({ route }) => {
      const module = (route.handle as PageHandle | undefined)?.module;
      return module ? [module] : [];
    });
    return { kind: 'page', status: pageStatus ?? context.statusCode, html, state, modules };
  } finally {
    release();
    client.stop();
  }
}
