import type { CatalogItem } from '../../../game-data/rules/picker';
import type { MapPoster } from '../../../game-data/rules/map-poster';
import type { ServerEntry, ServerOperation } from '../../../game-data/render-contract';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { HeaderMap, type ApolloServer } from '@apollo/server';
import type { Request } from 'express';
import { Kind, type FormattedExecutionResult } from 'graphql';
import type { GraphQLContext } from '../../context';
import { embedThemeOf, preferencesFromCookies, readPreferences, type Preferences } from '../../../game-data/rules/preferences';
import { isEmbedPage } from '../../serving/embed-pages';
import { classify } from '../../serving/classify';
import { policyOf } from '../../serving/policy';
import { escapeHtml } from '../../../game-data/rules/text';
import type { SharedAnswers } from '../cache/shared-answers';
import { scriptJson } from './script-json';
import { asJsonValue } from '../../serving/fast-paths';

/**
 * Server rendering. The client's server entry (client/src/entry-server.tsx) is built by
 * Vite into `<CLIENT_DIST>/.ssr/entry-server.js` (`npm run dev` loads the source through Vite's
 * `ssrLoadModule`); this file loads it and gives it, per request, an executor that runs the
 * page's GraphQL operations on this server's own schema through Apollo Server's
 * `executeOperation`: the same validation, depth, cost and cache hints as a `GET /graphql`, with
 * the request's own context (its viewer), and no HTTP round trip. No server file imports client
 * source: the contract is server/game-data/render-contract.ts, types imported by both sides.
 */

/** The folder inside the client's build where Vite writes the server entry (client/vite.config.ts's SSR_FOLDER). */
export const SSR_FOLDER = '.ssr';

// The contract with the client's server entry, one type for both sides.
export type { RenderInput, RenderOutput, ServerEntry, ServerOperation } from '../../../game-data/render-contract';

/** A rendered page as the server sends it, with what decides whether it may be cached. */
export type RenderedPage =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** The markup of `#root`. */
      html: string;
      /** The files of the page's lazy route modules: their style sheets (linked in the head, so the first paint is styled) and scripts (preloaded beside the app after the first paint). */
      assets: PageAssets;
      /** The hydration state as JSON text, escaped for a `<script type="application/json">`. */
      stateJson: string | null;
      /** The Apollo cache the page was drawn from (its tags name what the page shows). */
      apolloCache: Record<string, unknown> | null;
      /** Its tags, when the render worker read them already (else client-pages.ts reads them from `apolloCache`). */
      cacheTags?: string[];
      /** Tags of what the page shows beyond its Apollo cache: the root fields of every query it ran (`Query.itemList` of a list read with `no-cache`) and the planner's items (`Query.itemList`, as an item edit evicts). */
      extraTags: string[];
      /** Asked with no session cookie nor credentials, drawn for no viewer, every operation answered without errors and with a max-age: the page is the same for every anonymous visitor. */
      public: boolean;
      /** The shortest max-age of the page's answers (how long it may be kept). */
      maxAgeSeconds: number;
      /** The attributes of `<html>`: the look the page is drawn in (the profile's preferences, or the preferences cookie's). */
      rootAttributes: string;
    };

/**
 * The preferences as attributes of `<html>`, as the shell writes them (lib/preferences.tsx):
 * with them the first paint already has the player's theme. `system` has no `data-scheme` until
 * the browser resolves it; the style sheet follows the device's setting until then.
 */
export function rootAttributesOf(preferences: Preferences): string {
  const attributes: Array<[string, string]> = [
    ['data-theme', preferences.theme],
    ...(preferences.theme === 'system' ? [] : [['data-scheme', preferences.theme] as [string, string]]),
    ['data-density', preferences.density],
    ['data-motion', preferences.motion],
  ];
  return attributes.map(([name, value]) => `${name}="${escapeHtml(value)}"`).join(' ');
}

/**
 * The preferences a page is drawn with: the profile's, or the preferences cookie's; an embed page
 * takes the theme its address asks for (`?theme=light`), as the host site chooses, not the visitor.
 */
function pagePreferences(req: Request, url: string, profile: unknown): Preferences {
  const preferences = profile ? readPreferences(profile) : (preferencesFromCookies(req.headers.cookie) ?? readPreferences({}));
  if (!isEmbedPage(url)) return preferences;
  const theme = embedThemeOf(new URL(url, 'http://localhost').searchParams);
  return theme ? { ...preferences, theme } : preferences;
}

/** A page that takes longer than this to render is sent without server rendering (the browser draws it). */
export const RENDER_TIME_LIMIT_MS = 10_000;

/** Request headers the page may depend on; nothing else reaches the render. */
const FORWARDED_HEADERS = ['cookie', 'accept-language', 'user-agent'];

// Also the render worker's (it writes a page's state itself): in a module of its own, light to import.
export { scriptJson } from './script-json';

/** The built server entry of a client build folder (`npm run build` writes it). */
export async function loadBuiltEntry(clientDist: string): Promise<ServerEntry> {
  const module = (await import(pathToFileURL(join(clientDist, SSR_FOLDER, 'entry-server.js')).href)) as Partial<ServerEntry>;
  if (typeof module.render !== 'function' || typeof module.canonicalUrl !== 'function') throw new Error(`${join(clientDist, SSR_FOLDER, 'entry-server.js')} has no render or canonicalUrl function`);
  return module as ServerEntry;
}

/** One chunk of the client build's manifest (`.vite/manifest.json`, written with `build.manifest`). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** The files a page's route modules need: `/assets/…` addresses. */
export interface PageAssets {
  styleSheets: string[];
  scripts: string[];
  /** The text of the style sheets that may be written into the page (by address): then the first paint waits for no request. */
  css: Record<string, string>;
}

/**
 * The files of source modules, from the client build's manifest: a lazy route's page module's
 * own and those of the chunks it imports (not the entry's, which index.html links). The page has
 * the style sheets written into it, so it is styled at its first paint (and without JavaScript)
 * with no request to wait for, and names the scripts, which the browser loads before hydrating. Without a manifest (development: Vite's dev
 * server styles pages from their modules) there are none.
 */
export async function loadPageAssets(clientDist: string): Promise<(modules: string[]) => PageAssets> {
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(await readFile(join(clientDist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  } catch {
    return () => ({ styleSheets: [], scripts: [], css: {} });
  }
  // Every route style sheet's text, read once (a few KB each); one that would end a `<style>` element is only linked.
  const css: Record<string, string> = {};
  for (const file of new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []))) {
    const text = (await readFile(join(clientDist, file), 'utf8').catch(() => null))?.trim();
    if (text && !/<\/style/i.test(text)) css[`/${file}`] = text;
  }
  // What index.html loads already: the entries and the chunks they import, and the app its entry loads after the first
  // paint (client/src/boot.ts's one dynamic import, main.tsx) with the chunks that imports.
  const loaded = new Set<string>();
  const load = (key: string) => {
    if (loaded.has(key) || !manifest[key]) return;
    loaded.add(key);
    for (const imported of manifest[key].imports ?? []) load(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) load(key);
  for (const app of manifest['index.html']?.dynamicImports ?? []) load(app);
  return (modules) => {
    const styleSheets = new Set<string>();
    const scripts = new Set<string>();
    const seen = new Set<string>(loaded);
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      scripts.add(`/${chunk.file}`);
      for (const css of chunk.css ?? []) styleSheets.add(`/${css}`);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const module of modules) visit(module);
    return { styleSheets: [...styleSheets], scripts: [...scripts], css: Object.fromEntries([...styleSheets].flatMap((href) => (css[href] ? [[href, css[href]]] : []))) };
  };
}

export interface PageRendererOptions {
  /** An answer as the browser receives it (fast-paths.ts: asJsonValue, or jsonRoundTrip with FAST_PATHS=off). */
  jsonValue?: (value: unknown) => unknown;
  /** The server entry (built, or through Vite in development); called per request, so development picks up edits. */
  entry: () => Promise<ServerEntry>;
  apollo: ApolloServer<GraphQLContext>;
  buildContext: (req: Request) => Promise<GraphQLContext>;
  publicUrl: string;
  /** The planner's items from the library (modules/items/planner-items.ts), as /data/planner/items.json serves them. */
  plannerItems: () => Promise<CatalogItem[]>;
  /** The poster of the maps' starting view (world/router.ts), drawn in the map pages' frame. */
  mapPoster?: () => MapPoster;
  /** Anonymous pages' answers shared between renders (shared-answers.ts); without it each render runs its own. */
  sharedAnswers?: SharedAnswers;
  /** The files of the drawn pages' modules (loadPageAssets); none without it. */
  pageAssets?: () => Promise<(modules: string[]) => PageAssets>;
}

/**
/**
 * The context of a page's operations: the request's own, or with `shared` (the shared body, public-reads.ts
 * classify's sharedPage) no viewer, even for a request with a session: the page every visitor without one gets.
 */
async function pageContext(options: PageRendererOptions, req: Request, shared: boolean): Promise<GraphQLContext> {
  const context = await options.buildContext(req);
  return shared ? { ...context, viewer: null } : context;
}

/**
 * Renders pages: one call per request, every piece of state made for that request alone. `url` is the page's path and
 * query as drawn (the request's, with only the parameters its route reads: client-pages.ts's canonical address). With
 * `shared`, the page drawn for no viewer (the shared body), when the request may be answered with it; else for the
 * request's viewer.
 */
export function createPageRenderer(options: PageRendererOptions) {
  return async function renderPage(req: Request, url: string = req.originalUrl, { shared = false }: { shared?: boolean } = {}): Promise<RenderedPage> {
    const entry = await options.entry();
    const forNoViewer = shared && classify(req).sharedPage !== null;
    const contextValue = await pageContext(options, req, forNoViewer);
    // Only the shared body may be kept in the response cache (client-pages.ts), and only when drawn for no viewer: for
    // any other the answers' cache hints decide nothing.
    const mayBeKept = forNoViewer && contextValue.viewer === null;
    let isPublic = mayBeKept;
    let maxAgeSeconds = Number.POSITIVE_INFINITY;
    const extraTags: string[] = [];
    // The operations whose answer depends on who asks (PRIVATE): a browser with a session asks them again for its viewer.
    const viewerOperations = new Set<string>();
    const execute = async ({ query, variables, operationName }: ServerOperation): Promise<FormattedExecutionResult> => {
      // The root fields the page read, as list tags: a read kept out of the page's Apollo cache (a list
      // handed over as the route's loader data, `no-cache`) is named by no entity of that cache.
      for (const definition of query.definitions) {
        if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
        for (const selection of definition.selectionSet.selections) if (selection.kind === Kind.FIELD) extraTags.push(`Query.${selection.name.value}`);
      }
      // An anonymous page's answer read by an earlier render (shared-answers.ts): the same for every anonymous visitor.
      const shared = mayBeKept ? options.sharedAnswers?.get(query, variables) : null;
      if (shared) {
        if (shared.viewerDependent && operationName) viewerOperations.add(operationName);
        maxAgeSeconds = Math.min(maxAgeSeconds, Math.max(1, Math.floor((shared.expires - Date.now()) / 1000)));
        return shared.result;
      }
      const sequence = options.sharedAnswers?.changes() ?? 0;
      // As a GET where the page may be kept: Apollo's cache hints then say whether the answer is public (cache-hints.ts).
      // Otherwise as a POST, without them: they cost a hint for every field of every answer (the items library's ~6,000).
      const http = { method: mayBeKept ? 'GET' : 'POST', headers: new HeaderMap([['apollo-require-preflight', 'true']]), search: '', body: undefined };
      // The page's tags are read from its Apollo cache and the root fields above, not from each answer: its context asks for none (public-reads.ts).
      const response = await options.apollo.executeOperation({ query, variables, operationName, http }, { contextValue });
      if (response.body.kind !== 'single') throw new Error('An incremental answer cannot be rendered on the server');
      // As the browser would receive it: scalars serialized (a DateTime is a Date until it is JSON).
      const result = (options.jsonValue ?? asJsonValue)(response.body.singleResult) as FormattedExecutionResult;
      // PRIVATE marks what depends on who asks (`me`, a build only its owner may see): for a request
      // without a viewer that is the same for every anonymous visitor, whom alone the page cache serves.
      const policy = policyOf(response.http.headers.get('cache-control'));
      if (result.errors?.length || !policy) isPublic = false;
      else {
        maxAgeSeconds = Math.min(maxAgeSeconds, policy.maxAgeSeconds);
        if (mayBeKept) options.sharedAnswers?.put(query, variables, result, policy.maxAgeSeconds, sequence, policy.scope === 'private');
      }
      if (policy?.scope === 'private' && operationName) viewerOperations.add(operationName);
      return result;
    };
    const headers: Record<string, string> = {};
    for (const name of FORWARDED_HEADERS) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const pageUrl = new URL(url, options.publicUrl).href;
    const plannerItems = () => {
      extraTags.push('Query.itemList');
      return options.plannerItems();
    };
    const output = await entry.render({ url: pageUrl, headers, execute, plannerItems, mapPoster: options.mapPoster, signal: AbortSignal.timeout(RENDER_TIME_LIMIT_MS) });
    if (output.kind === 'redirect') return output;
    return {
      kind: 'page',
      status: output.status,
      html: output.html,
      assets: options.pageAssets ? (await options.pageAssets())(output.modules ?? []) : { styleSheets: [], scripts: [], css: {} },
      stateJson: withViewerOperations(output.prepared ? output.prepared.stateJson : output.state ? scriptJson(output.state) : null, mayBeKept ? [...viewerOperations] : []),
      apolloCache: output.state?.apollo ?? null,
      cacheTags: output.prepared?.tags,
      extraTags,
      public: isPublic,
      maxAgeSeconds: Number.isFinite(maxAgeSeconds) ? maxAgeSeconds : 0,
      rootAttributes: rootAttributesOf(pagePreferences(req, url, contextValue.viewer?.preferences)),
    };
  };
}

export type PageRenderFunction = ReturnType<typeof createPageRenderer>;

/**
 * The page's state with the operations a session's browser asks again once hydrated (their answers were PRIVATE: they
 * depend on who asks), added as `viewerOperations` to the state's JSON text (made in the render thread, before the
 * operations' policies were all known here). Operation names are GraphQL names (letters, digits, `_`): nothing to escape.
 */
function withViewerOperations(stateJson: string | null, viewerOperations: string[]): string | null {
  if (stateJson === null || viewerOperations.length === 0 || !stateJson.endsWith('}')) return stateJson;
  return `${stateJson.slice(0, -1)},"viewerOperations":${JSON.stringify(viewerOperations)}}`;
}
