import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { RenderGate } from './guards/render-gate';
import type { ResponseCache } from './cache/response-cache';
import { classify } from '../serving/classify';
import { upgradesOf } from './live/upgrades';
import type { Metrics } from '../metrics/metrics';

const GRAPHQL_PATH = '/graphql';
const STREAM_PATH = '/graphql/stream';

/**
 * A request's route kind, from its path alone (a short fixed list, so the series stay few):
 * what an operator tells apart when the site is slow or failing.
 */
export function routeKindOf(path: string): string {
  if (path === GRAPHQL_PATH) return 'graphql';
  if (path === STREAM_PATH) return 'sse';
  if (path === '/healthz' || path === '/readyz' || path === '/metrics') return 'health';
  if (path.startsWith('/auth/')) return 'auth';
  if (path.startsWith('/icons/')) return 'icon';
  if (path.startsWith('/world') || path.startsWith('/map-tiles')) return 'map';
  if (path.endsWith('/card.png')) return 'card';
  if (path.startsWith('/data/') || path === '/data') return 'export';
  // A player's own data (its download and imports): long answers that would skew the pages' times.
  if (path.startsWith('/account/')) return 'account';
  if (path === '/oembed' || path.startsWith('/oembed')) return 'oembed';
  if (path === '/robots.txt' || path.startsWith('/sitemap')) return 'sitemap';
  if (path.endsWith('.xml') || path.endsWith('.rss') || path.endsWith('.atom')) return 'feed';
  // Built files (scripts, styles, images, fonts) have an extension; pages do not.
  if (/\.[A-Za-z0-9]{1,8}$/.test(path)) return 'asset';
  return 'page';
}

const pathOf = (url: string | undefined) => {
  const raw = url ?? '/';
  const query = raw.indexOf('?');
  return query === -1 ? raw : raw.slice(0, query);
};

/**
 * Counts every request the HTTP server takes (the cached, the lean and Express's paths alike: it
 * listens on the server itself, before them), its status and time, the response cache's hits
 * and misses (its `X-Cache` header, and for pages whether a shared body could have answered),
 * and the open live connections: WebSockets upgraded on /graphql and Server-Sent Events streams
 * (requests on /graphql/stream still open).
 */
export function observeHttp(server: Server, metrics: Metrics): void {
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const route = routeKindOf(pathOf(req.url));
    const end = metrics.requestSeconds.startTimer({ route });
    const streaming = route === 'sse' && (req.headers.accept ?? '').includes('text/event-stream');
    if (streaming) metrics.connections.inc({ transport: 'sse' });
    // A cache hit's headers go straight to writeHead (getHeader never sees them): read them there.
    let written: Record<string, unknown> = {};
    const writeHead = res.writeHead;
    res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
      const headers = args.find((arg) => typeof arg === 'object' && arg !== null && !Array.isArray(arg)) as Record<string, unknown> | undefined;
      if (headers) written = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
      return (writeHead as (...all: unknown[]) => ServerResponse).apply(this, args);
    } as ServerResponse['writeHead'];
    res.once('close', () => {
      if (streaming) metrics.connections.dec({ transport: 'sse' });
      if (!res.writableFinished && !streaming) {
        metrics.aborted.inc({ route });
        return;
      }
      end();
      metrics.requests.inc({ route, status: String(res.statusCode) });
      if (req.method !== 'GET' || (route !== 'graphql' && route !== 'page')) return;
      // Only what the cache could have answered: anonymous reads (a signed-in GraphQL read always runs).
      const shared = classify(req).sharedPage;
      const header = (name: string) => written[name] ?? res.getHeader(name);
      if (route === 'graphql' ? shared !== 'public' : shared === null || !String(header('content-type') ?? '').startsWith('text/html')) return;
      metrics.cacheLookups.inc({ kind: route, result: header('x-cache') === 'hit' ? 'hit' : 'miss' });
    });
  });
  upgradesOf(server).watch((req: IncomingMessage, socket: Duplex) => {
    if (pathOf(req.url) !== GRAPHQL_PATH) return;
    metrics.connections.inc({ transport: 'websocket' });
    socket.once('close', () => metrics.connections.dec({ transport: 'websocket' }));
  });
  metrics.connections.set({ transport: 'websocket' }, 0);
  metrics.connections.set({ transport: 'sse' }, 0);
}

/** Counts the entries a change evicts from the response cache (one cache for GraphQL answers and pages) and its size. */
export function observeResponseCache(cache: ResponseCache, metrics: Metrics | undefined): void {
  if (!metrics) return;
  const evict = cache.evict.bind(cache);
  cache.evict = (tags) => {
    const before = cache.size;
    evict(tags);
    const evicted = before - cache.size;
    if (evicted > 0) metrics.cacheEvictions.inc(evicted);
  };
  metrics.cacheSize.read = () => cache.size;
}

/** The render gate, counting renders (run, failed, refused), their time, and how many run and wait. */
export function observeRenders(gate: RenderGate, metrics: Metrics | undefined): RenderGate {
  if (!metrics) return gate;
  return async (address, render) => {
    let started = false;
    metrics.renderQueued.inc();
    try {
      const result = await gate(address, async () => {
        started = true;
        metrics.renderQueued.dec();
        metrics.renderRunning.inc();
        const end = metrics.renderSeconds.startTimer();
        try {
          return await render();
        } finally {
          end();
          metrics.renderRunning.dec();
        }
      });
      metrics.renders.inc({ result: result === null && !started ? 'refused' : 'rendered' });
      return result;
    } catch (error) {
      metrics.renders.inc({ result: 'failed' });
      throw error;
    } finally {
      if (!started) metrics.renderQueued.dec();
    }
  };
}
