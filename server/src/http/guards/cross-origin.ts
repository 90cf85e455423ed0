import type { IncomingMessage, ServerResponse } from 'node:http';
import { isEmbedPage } from '../../serving/embed-pages';
import cors from 'cors';
import helmet from 'helmet';
import type { RequestHandler } from 'express';

/**
 * What other sites may use, in one place:
 *
 * - the API (`/graphql`, `/graphql/stream`) and `/oembed` answer any origin with
 *   `Access-Control-Allow-Origin: *` and never with credentials, so a browser never sends or reads
 *   a session cookie across origins: signed-in reads and writes stay same-origin, and Apollo's CSRF
 *   prevention is unchanged (a preflight with `credentials: 'include'` fails against `*`);
 * - embeddable resources (build cards, item icons, map tiles, `world.json`, feeds, the data exports
 *   under `/data/`, and the scripts and files under `/embed/`) carry
 *   `Cross-Origin-Resource-Policy: cross-origin` and the same CORS answer, so another site's `<img>`,
 *   `<script>` and `fetch` can use them; the pages under `/embed/` get the same CORS answer (a site
 *   may `fetch()` a build's embed to show it its own way): they are drawn for no viewer, so what
 *   another origin reads is what anyone reads;
 * - embed pages (any path under `/embed/`, and the pages listed in EMBEDDABLE_PAGES opened with
 *   `?embed=1`) may be framed by any site (`frame-ancestors *`, no `X-Frame-Options`); every other
 *   page keeps `frame-ancestors 'self'` and `X-Frame-Options: SAMEORIGIN`.
 */

/** Paths whose answers any origin may read (CORS `*`, no credentials). */
export const API_PATHS = ['/graphql', '/graphql/stream', '/oembed'];

/** The request headers a cross-origin GraphQL client sends (Apollo Client, graphql-request, graphql-sse). */
export const CORS_ALLOWED_HEADERS = [
  'content-type',
  'accept',
  'apollo-require-preflight',
  'x-apollo-operation-name',
  'apollographql-client-name',
  'apollographql-client-version',
  // Tools revalidating the data exports and feeds by their ETag.
  'if-none-match',
];

/** Response headers a cross-origin script may read besides the safelisted ones. */
export const CORS_EXPOSED_HEADERS = ['Retry-After', 'ETag', 'Age'];

const EMBEDDABLE_RESOURCES: RegExp[] = [
  /^\/builds\/[^/]+\/card\.png$/,
  /^\/icons\//,
  /^\/map\/tiles\//,
  /^\/map\/world\.json$/,
  /^\/data\//,
  /^\/embed\//,
  /\/feed\.xml$/,
];

const pathOf = (url: string | undefined) => new URL(url ?? '/', 'http://localhost');

/** Whether a path is an embeddable resource (CORP cross-origin, CORS `*`). */
export function isEmbeddableResource(path: string): boolean {
  return EMBEDDABLE_RESOURCES.some((pattern) => pattern.test(path));
}

const corsForAnyOrigin = cors({
  origin: '*',
  credentials: false,
  methods: ['GET', 'HEAD', 'POST'],
  allowedHeaders: CORS_ALLOWED_HEADERS,
  exposedHeaders: CORS_EXPOSED_HEADERS,
  maxAge: 600,
  optionsSuccessStatus: 204,
});

/**
 * CORS for anonymous use: the API paths and the embeddable resources answer `*` (preflights with
 * 204); everything else gets no CORS headers. Mount first, before the response cache.
 */
export function crossOriginReads(): RequestHandler {
  return (req, res, next) => {
    const path = req.path;
    if (API_PATHS.includes(path) || isEmbeddableResource(path)) return corsForAnyOrigin(req, res, next);
    next();
  };
}

export interface SecurityHeaderOptions {
  /** Development with Vite's middleware: no Content-Security-Policy (Vite injects inline scripts). */
  viteDev?: boolean;
  production: boolean;
}

/**
 * helmet's headers, in the three variants above: the site's own pages and answers (no framing
 * by others, `Cross-Origin-Resource-Policy: same-origin`), embeddable resources (CORP
 * cross-origin) and embed pages (framable by any site).
 */
export function securityHeaders(options: SecurityHeaderOptions): RequestHandler {
  const directives = (frameAncestors: string[]) => ({
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'frame-ancestors': frameAncestors,
    'upgrade-insecure-requests': options.production ? [] : null,
  });
  const csp = (frameAncestors: string[]) => (options.viteDev ? false : { directives: directives(frameAncestors) });
  const own = helmet({ contentSecurityPolicy: csp(["'self'"]), hsts: options.production });
  const resource = helmet({ contentSecurityPolicy: csp(["'self'"]), hsts: options.production, crossOriginResourcePolicy: { policy: 'cross-origin' } });
  const embed = helmet({ contentSecurityPolicy: csp(['*']), hsts: options.production, xFrameOptions: false });
  return (req: IncomingMessage & { path?: string }, res: ServerResponse, next: (error?: unknown) => void) => {
    const path = pathOf(req.url).pathname;
    if (isEmbedPage(req.url)) return embed(req, res, next);
    if (isEmbeddableResource(path)) return resource(req, res, next);
    return own(req, res, next);
  };
}
