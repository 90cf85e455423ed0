import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import { MIMEType } from 'node:util';
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
/**
 * What every GET answer of the endpoint varies on: its content type (Accept), its encoding, and
 * whether the caller is signed in (Cookie): the same on a hit, a 304, a miss and a signed-in answer.
 */
export const GRAPHQL_GET_VARY = 'Accept, Accept-Encoding, Cookie';
/** The query parameters Apollo reads on a GET; any other parameter changes nothing in the answer. */
const KNOWN_PARAMETERS = ['query', 'operationName', 'variables', 'extensions'] as const;
/** Apollo's two content types for a single answer, in Apollo's order (its chooseContentTypeForSingleResultResponse). */
const ANSWER_TYPES = ['application/json', 'application/graphql-response+json'];

// Apollo's CSRF prevention (@apollo/server src/preventCsrf.ts, not exported): the CORS-safelisted
// content types, and the headers that only a page's own script can add.
const NON_PREFLIGHTED_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];
const CSRF_PREVENTION_HEADERS = ['x-apollo-operation-name', 'apollo-require-preflight'];

/** A header's value as Apollo's HeaderMap holds it (repeated values joined). */
const headerValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : value);

/** The essence (`type/subtype`, lower case) of a Content-Type, or null when it does not parse (WHATWG MIME parsing, as Apollo's whatwg-mimetype). */
function mimeEssence(contentType: string): string | null {
  try {
    return new MIMEType(contentType).essence;
  } catch {
    return null;
  }
}

/**
 * Apollo's CSRF prevention rule, exactly (preventCsrf): a request passes when its Content-Type is
 * present and either does not parse or is not one of the three CORS-safelisted types (a browser
 * preflights it), or when it carries a non-empty `x-apollo-operation-name` or
 * `apollo-require-preflight`.
 */
export function passesCsrfPrevention(headers: IncomingHttpHeaders): boolean {
  const contentType = headerValue(headers['content-type']);
  if (contentType !== undefined) {
    const essence = mimeEssence(contentType);
    if (essence === null || !NON_PREFLIGHTED_CONTENT_TYPES.includes(essence)) return true;
  }
  return CSRF_PREVENTION_HEADERS.some((name) => {
    const value = headerValue(headers[name]);
    return value !== undefined && value.length > 0;
  });
}

/**
 * Whether Apollo executes a GET with these headers: it passes CSRF prevention, and its
 * Content-Type, if any, is application/json (Apollo answers any other 415, runHttpQuery). Only
 * such a request may be answered from the cache.
 */
export function apolloRunsGet(headers: IncomingHttpHeaders): boolean {
  if (!passesCsrfPrevention(headers)) return false;
  const contentType = headerValue(headers['content-type']);
  return contentType === undefined || mimeEssence(contentType) === 'application/json';
}

/** JSON with every object's keys in sorted order, so `{"b":1,"a":2}` and `{"a":2,"b":1}` are one text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/**
 * The cache key of a GET: the answer's content type and Apollo's four parameters, variables and
 * extensions as canonical JSON. Other parameters (`&z=1`) and the order of parameters or of
 * variables cannot make a new entry. Null when Apollo would refuse the request (a parameter given
 * twice, JSON that is not an object, no query and no persisted query): it then goes to Apollo.
 */
export function cacheKeyOf(url: string, answerType: string): string | null {
  const search = url.indexOf('?');
  if (search < 0) return null;
  const params = new URLSearchParams(url.slice(search + 1));
  const parts: Array<string | null> = [];
  for (const name of KNOWN_PARAMETERS) {
    const values = params.getAll(name);
    if (values.length > 1) return null;
    const value = values[0];
    if (value === undefined) {
      parts.push(null);
    } else if (name === 'variables' || name === 'extensions') {
      let parsed: unknown;
      try {
        parsed = JSON.parse(value);
      } catch {
        return null;
      }
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
      parts.push(canonicalJson(parsed));
    } else {
      parts.push(value);
    }
  }
  const [query, , , extensions] = parts;
  if (query === null && extensions === null) return null;
  return JSON.stringify([answerType, ...parts]);
}

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
  /** What the answer varies on; GRAPHQL_GET_VARY unless given (a rendered page's differs). */
  vary?: string;
  /** Cache tags of what the answer shows (HELPERS' shared scheme), for eviction by tag. */
  tags?: readonly string[];
  etag: string;
  storedAt: number;
  identity: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}

/** Another public answer kept beside the GraphQL reads (a rendered page, render-page.ts), keyed by its owner. */
export interface OtherAnswer {
  body: string;
  headers: Array<[string, string]>;
  vary: string;
  tags: readonly string[];
  maxAgeSeconds: number;
}

export interface ResponseCache {
  /** Mount first: answers hits, and stores the cacheable answers of misses. */
  middleware: RequestHandler;
  /** The current generation: read it before the work whose answer `keep` stores, so a change in between keeps it out. */
  readonly generation: number;
  /** Sends the answer stored under `key` (with its ETag, 304 on a match); false when there is none. */
  answer(req: Request, res: Response, key: string): boolean;
  /** Stores an answer under `key` unless the store changed since `startedAt` (a generation); returns its ETag, or null. */
  keep(key: string, answer: OtherAnswer, startedAt: number): string | null;
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
 * requests (persisted query ids or query text) are keyed by their GraphQL parameters and the
 * content type Apollo answers with (cacheKeyOf). A miss goes through the normal stack; its answer is stored when it is
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
    res.setHeader('Vary', entry.vary ?? GRAPHQL_GET_VARY);
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

  /** Compressed once, off the request path; hits send identity until both copies exist. */
  const compressLater = (key: string, entry: Entry, ttl: number, startedAt: number) => {
    const { identity } = entry;
    if (identity.length < COMPRESS_MIN_BYTES) return;
    let pending = 2;
    const done = (name: 'gzip' | 'br') => (error: Error | null, result: Buffer) => {
      if (!error) entry[name] = result;
      pending -= 1;
      if (pending === 0 && entries.get(key) === entry && startedAt === generation) entries.set(key, entry, { ttl: Math.max(1, ttl - (Date.now() - entry.storedAt)) });
    };
    gzip(identity, { level: 9 }, done('gzip'));
    brotliCompress(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length } }, done('br'));
  };

  const store = (key: string, answerType: string, startedAt: number, res: Response, body: string) => {
    if (startedAt !== generation || res.statusCode !== 200 || res.getHeader('set-cookie') !== undefined) return;
    // The entry of a content type holds only an answer of that type.
    const contentType = res.getHeader('content-type');
    if (typeof contentType !== 'string' || mimeEssence(contentType) !== answerType) return;
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
    compressLater(key, entry, ttl, startedAt);
  };

  /**
   * Browsers and proxies revalidate (the ETag makes that a 304): only this cache knows when a
   * change happens. A signed-in request's answer is never public, whatever Apollo computed.
   */
  const revalidateOnly = (res: Response, signedIn: boolean) => {
    const cacheControl = res.getHeader('cache-control');
    const match = typeof cacheControl === 'string' ? /^max-age=\d+, (public|private)$/.exec(cacheControl) : null;
    if (match) res.setHeader('Cache-Control', `${signedIn ? 'private' : match[1]}, no-cache`);
    else if (signedIn && typeof cacheControl === 'string' && /\bpublic\b/.test(cacheControl)) res.setHeader('Cache-Control', 'private, no-cache');
  };

  const middleware: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || req.path !== options.path) return next();
    // Every GET answer of the endpoint says what it varies on and is revalidated, whether or not it can come from here.
    res.setHeader('Vary', GRAPHQL_GET_VARY);
    const signedIn = hasCookie(req, cookie) || req.headers.authorization !== undefined;
    const originalSend = res.send.bind(res);
    const answerType = req.accepts(ANSWER_TYPES);
    // Only what Apollo would execute as asked can be answered from here (its CSRF and content-type rules).
    const key = !signedIn && typeof answerType === 'string' && req.url.length <= MAX_URL_LENGTH && apolloRunsGet(req.headers) ? cacheKeyOf(req.url, answerType) : null;
    if (key === null) {
      res.send = (body?: unknown) => {
        res.send = originalSend;
        revalidateOnly(res, signedIn);
        return originalSend(body);
      };
      return next();
    }
    const entry = entries.get(key);
    if (entry) {
      send(req, res, entry);
      return;
    }
    const startedAt = generation;
    res.send = (body?: unknown) => {
      res.send = originalSend;
      if (typeof body === 'string') {
        store(key, answerType as string, startedAt, res, body);
        const stored = entries.peek(key);
        // The same strong ETag as later hits, so Express's own 304 check matches them.
        if (stored && startedAt === generation) res.setHeader('ETag', stored.etag);
      }
      revalidateOnly(res, false);
      return originalSend(body);
    };
    next();
  };

  const keep = (key: string, answer: OtherAnswer, startedAt: number): string | null => {
    if (startedAt !== generation || answer.maxAgeSeconds <= 0) return null;
    const identity = Buffer.from(answer.body);
    const entry: Entry = {
      headers: answer.headers,
      vary: answer.vary,
      tags: answer.tags,
      etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 32)}"`,
      storedAt: Date.now(),
      identity,
    };
    const ttl = Math.min(answer.maxAgeSeconds, options.maxAgeSeconds) * 1000;
    entries.set(key, entry, { ttl });
    compressLater(key, entry, ttl, startedAt);
    return entry.etag;
  };

  return {
    middleware,
    get generation() {
      return generation;
    },
    answer: (req, res, key) => {
      const entry = entries.get(key);
      if (!entry) return false;
      send(req, res, entry);
      return true;
    },
    keep,
    invalidate: () => {
      generation += 1;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
