import type { DocumentNode, FormattedExecutionResult } from 'graphql';
import type { CatalogItem } from './rules/picker';
import type { MapPoster } from './rules/map-poster';

/**
 * The contract between the server and the client's server entry (client/src/entry-server.tsx, built by Vite into
 * `<client output>/.ssr/entry-server.js`): the server (server/src/http/render-page.ts, its render worker) loads that
 * entry and calls `render` for every page request. Types only, imported by both sides, so a change to either side that
 * breaks the other fails the type check: the server never imports client source, and the client never server source.
 */

/** One GraphQL operation, executed by the server against its own schema with the request's context and limits. */
export interface ServerOperation {
  query: DocumentNode;
  variables: Record<string, unknown>;
  operationName: string | undefined;
}

export interface RenderInput {
  /** The page's full URL (origin, path and query). */
  url: string;
  /** The request's headers that matter to the page (its cookies, Accept-Language). */
  headers: Record<string, string>;
  execute(operation: ServerOperation): Promise<FormattedExecutionResult>;
  /** Ends the rendering early (the server's time limit). */
  signal?: AbortSignal;
  /** The planner's items from the server's own library (what the browser reads as /data/planner/items.json). */
  plannerItems?: () => Promise<CatalogItem[]>;
  /** The poster of the maps' starting view, drawn in the map pages' frame (server/src/world/router.ts). */
  mapPoster?: () => MapPoster;
}

/**
 * What the browser hydrates from, written into the page as JSON: the Apollo cache the page was drawn from (a normalized
 * cache: objects by their cache id) and the router's loader and action data, by route id.
 */
export interface PageState {
  apollo: Record<string, unknown>;
  router: { loaderData?: Record<string, unknown>; actionData?: Record<string, unknown> | null };
  /**
   * On a page drawn for no viewer (the shared body the server keeps in its cache), the operations whose answers depend
   * on who asks (PRIVATE): a browser with a session asks them again for its viewer once the page has hydrated. Added
   * by the server to the state's JSON, not by the entry.
   */
  viewerOperations?: string[];
}

export type RenderOutput =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** The markup of `#root`. */
      html: string;
      /** What the browser hydrates from, or null when it is to draw the page afresh (a route failed). */
      state: PageState | null;
      /** The source modules of the pages drawn (client/src paths, as the build's manifest names them): the server links their style sheets. */
      modules?: string[];
      /** Written by the server's render worker in place of `state`: its JSON and its Apollo cache's tags, so the main thread neither copies nor walks it. */
      prepared?: { stateJson: string | null; tags: string[] };
    };

/** The client's server entry: what its module exports. */
export interface ServerEntry {
  render(input: RenderInput): Promise<RenderOutput>;
  /** A page's path and query as it is drawn and kept in the page cache: only the parameters its routes read, sorted. */
  canonicalUrl(url: string): string;
}
