import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';

/** Apollo's cache-control header for a cacheable response (its cache control plugin writes exactly this). */
const CACHEABLE = /^max-age=(\d+), public$/;
/** Headers of the first answer that are not replayed: per response, or recomputed on each hit. */
const NOT_REPLAYED = new Set(['etag', 'content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding', 'set-cookie', 'vary', 'age', 'content-encoding']);
/** Bodies smaller than this are not worth compressing (a header costs about as much). */
const COMPRESS_MIN_BYTES = 1024;
const MAX_URL_LENGTH = 8 * 1024;
const MAX_ACCEPT_LENGTH = 256;

export interface ResponseCacheOptions {
  /** The endpoint whose anonymous GET requests are cached (`/graphql`). */
  path: string;
  /** A request carrying this cookie (a signed-in or signing-in browser) bypasses the cache. */
  sessionCookie: string;
  /** Upper bound of the bodies kept, in bytes (identity plus compressed copies). */
  maxBytes: number;
  /** Upper bound of one entry's age in seconds, whatever the response's max-age says. */
  maxAgeSeconds: number;
}

interface Entry {
  headers: Array<[string, string | number | readonly string[]]>;
  etag: string;
  storedAt: number;
  identity: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}

export interface ResponseCache {
  /** Mount first: answers hits, and stores the cacheable answers of misses. */
  middleware: RequestHandler;
  /** Forgets every entry (a public change happened). */
  invalidate(): void;
  readonly size: number;
}

/** Matches a Cookie header that carries the cookie `name` (the one cookie test; public-reads uses it too). */
export const sessionCookiePattern = (name: string) => new RegExp(`(?:^|;)\\s*${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}=`);

/** Whether the request carries the named cookie (by name only: other cookies do not matter). */
export function hasCookie(request: IncomingMessage, pattern: RegExp): boolean {
  const cookie = request.headers.cookie;
  return typeof cookie === 'string' && pattern.test(cookie);
}

/**
 * Which of the available encodings the client takes, by its `Accept-Encoding`: brotli first,
 * then gzip, else null (identity). `q=0` refuses an encoding; `*` accepts any.
 */
export function pickEncoding(acceptEncoding: string | undefined, available: { br: boolean; gzip: boolean }): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  const refused = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (!name) continue;
    if (q && !(Number(q.slice(2)) > 0)) refused.add(name);
    else accepted.add(name);
  }
  const takes = (name: string) => !refused.has(name) && (accepted.has(name) || accepted.has('*'));
  if (available.br && takes('br')) return 'br';
  if (available.gzip && takes('gzip')) return 'gzip';
  return null;
}

/**
 * The HTTP response cache in front of Apollo (DESIGN section 6). Anonymous `GET /graphql`
 * requests (persisted query ids or query text) are keyed by URL and `Accept` (Apollo picks the
 * content type from it). A miss goes through the normal stack; its answer is stored when it is
 * a 200 whose cache policy is PUBLIC with max-age > 0, without errors or cookies. A hit sends
 * the prebuilt body (brotli or gzip when accepted, compressed once at store time) with a strong
 * ETag, answers `If-None-Match` with 304, and skips sessions, logging, rate limits and Apollo.
 * A request with the session cookie always goes to Apollo. `invalidate()` empties it; the
 * server calls it on every change of the store, and a generation counter keeps a miss that
 * started before a change from storing what it read.
 */
export function createResponseCache(options: ResponseCacheOptions): ResponseCache {
  const cookie = sessionCookiePattern(options.sessionCookie);
  const entries = new LRUCache<string, Entry>({
    maxSize: options.maxBytes,
    sizeCalculation: (entry) => Math.max(1, entry.identity.length + (entry.gzip?.length ?? 0) + (entry.br?.length ?? 0) + 512),
    ttl: options.maxAgeSeconds * 1000,
    ttlAutopurge: false,
  });
  let generation = 0;

  const send = (req: Request, res: Response, entry: Entry) => {
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader('ETag', entry.etag);
    res.setHeader('Age', String(Math.floor((Date.now() - entry.storedAt) / 1000)));
    const encoding = entry.br || entry.gzip ? pickEncoding(req.headers['accept-encoding'], { br: !!entry.br, gzip: !!entry.gzip }) : null;
    res.setHeader('Vary', entry.br || entry.gzip ? 'Accept, Accept-Encoding' : 'Accept');
    if (req.headers['if-none-match'] === entry.etag) {
      res.statusCode = 304;
      res.end();
      return;
    }
    const body = encoding ? entry[encoding]! : entry.identity;
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body.length);
    res.statusCode = 200;
    res.end(body);
  };

  const store = (key: string, startedAt: number, res: Response, body: string) => {
    if (startedAt !== generation || res.statusCode !== 200 || res.getHeader('set-cookie') !== undefined) return;
    const cacheControl = res.getHeader('cache-control');
    const match = typeof cacheControl === 'string' ? CACHEABLE.exec(cacheControl) : null;
    const maxAge = match ? Number(match[1]) : 0;
    if (maxAge <= 0) return;
    let parsed: { errors?: unknown; data?: unknown };
    try {
      parsed = JSON.parse(body) as typeof parsed;
    } catch {
      return;
    }
    if (parsed.errors !== undefined || parsed.data == null) return;
    const identity = Buffer.from(body);
    const headers = Object.entries(res.getHeaders() as OutgoingHttpHeaders)
      .filter(([name, value]) => value !== undefined && !NOT_REPLAYED.has(name))
      .map(([name, value]) => [name, name === 'cache-control' ? 'public, no-cache' : value] as [string, string | number | readonly string[]]);
    const entry: Entry = {
      headers,
      etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 32)}"`,
      storedAt: Date.now(),
      identity,
    };
    const ttl = Math.min(maxAge, options.maxAgeSeconds) * 1000;
    entries.set(key, entry, { ttl });
    if (identity.length >= COMPRESS_MIN_BYTES) {
      // Compressed once, off the request path; hits send identity until both copies exist.
      let pending = 2;
      const done = (name: 'gzip' | 'br') => (error: Error | null, result: Buffer) => {
        if (!error) entry[name] = result;
        pending -= 1;
        if (pending === 0 && entries.get(key) === entry && startedAt === generation) entries.set(key, entry, { ttl: Math.max(1, ttl - (Date.now() - entry.storedAt)) });
      };
      gzip(identity, { level: 9 }, done('gzip'));
      brotliCompress(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length } }, done('br'));
    }
  };

  /** Browsers and proxies revalidate (the ETag makes that a 304): only this cache knows when a change happens. */
  const revalidateOnly = (res: Response, scope: 'public' | 'private') => {
    const cacheControl = res.getHeader('cache-control');
    if (typeof cacheControl === 'string' && /^max-age=\d+, (public|private)$/.test(cacheControl)) {
      res.setHeader('Cache-Control', `${cacheControl.endsWith('public') ? scope : 'private'}, no-cache`);
    }
  };

  const middleware: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || req.path !== options.path) return next();
    // Apollo's CSRF prevention needs one of these on a GET; without it Apollo answers (and refuses).
    const preflighted = req.headers['apollo-require-preflight'] !== undefined || req.headers['x-apollo-operation-name'] !== undefined;
    const accept = req.headers.accept ?? '';
    if (!preflighted || !req.url.includes('?') || req.url.length > MAX_URL_LENGTH || accept.length > MAX_ACCEPT_LENGTH) return next();
    res.setHeader('Vary', 'Accept');
    const originalSend = res.send.bind(res);
    if (hasCookie(req, cookie) || req.headers.authorization !== undefined) {
      res.send = (body?: unknown) => {
        res.send = originalSend;
        revalidateOnly(res, 'private');
        return originalSend(body);
      };
      return next();
    }
    const key = `${accept}\n${req.url}`;
    const entry = entries.get(key);
    if (entry) {
      send(req, res, entry);
      return;
    }
    const startedAt = generation;
    res.send = (body?: unknown) => {
      res.send = originalSend;
      if (typeof body === 'string') {
        store(key, startedAt, res, body);
        const stored = entries.peek(key);
        // The same strong ETag as later hits, so Express's own 304 check matches them.
        if (stored && startedAt === generation) res.setHeader('ETag', stored.etag);
      }
      revalidateOnly(res, 'public');
      return originalSend(body);
    };
    next();
  };

  return {
    middleware,
    invalidate: () => {
      generation += 1;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
