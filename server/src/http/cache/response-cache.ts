import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import accepts from 'accepts';
import { ALL } from './cache-tags';
import { RecentChanges } from './recent-changes';
import { servingOf, SHARED_PART_STALE, splitSoftTags, STALE } from './stale-entries';
import type { HeaderValue, ResponseCache, ResponseCacheOptions } from './response-cache-api';
import { ANSWER_TYPES, apolloRunsGet, cacheKeyOf, GRAPHQL_GET_VARY, mimeEssence } from './graphql-get';
import { pickEncoding } from '../../serving/encoding';
import { makeMissingCopies, type BodyEncoding } from './body-copies';
import { classify } from '../../serving/classify';
import { policyOf } from '../../serving/policy';

export type { ResponseCache, ResponseCacheOptions } from './response-cache-api';
export { SHARED_PART_STALE, SHARED_PART_STALE_MS } from './stale-entries';

/*
 * The response cache of public reads (docs/api.md, "Caching"): the hit path before Express, the
 * miss path in it, waiters of a computation, entries by tag and their eviction. The cache key and
 * Apollo's CSRF and content-type rules a hit must match are in graphql-get.ts; what makes an
 * answer private is policy.ts, its tags cache-tags.ts.
 */

/** Headers of the first answer that are not replayed: per response, or recomputed on each hit. */
const NOT_REPLAYED = new Set(['etag', 'content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding', 'set-cookie', 'age', 'content-encoding']);
const MAX_URL_LENGTH = 8 * 1024;

interface Entry {
  /** Every header of a hit but Age, Content-Length and Content-Encoding, prepared when the entry is stored. */
  head: Record<string, HeaderValue>;
  etag: string;
  storedAt: number;
  identity: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  /** What the answer holds (cache-tags.ts); `*` alone when that is not known. */
  tags: readonly string[];
  /** Those of {@link tags} that name a part every page shares ({@link TaggedAnswer.shared}). */
  shared?: ReadonlySet<string>;
  /** When a change first touched only its shared part (stale-entries.ts). */
  staleSince?: number;
  /** When a soft change first touched its own content: served while it is drawn again (stale-entries.ts). */
  outdatedSince?: number;
  /** Drawn again in the background by {@link ResponseCache.renewer} when served stale. */
  renewable: boolean;
  /** The renewer was asked to draw it again. */
  renewing?: boolean;
  /** The answer's status: 200, or a rendered page's 404 (a lookup that found nothing, tagged `Query.<field>:null`). */
  status: number;
  /** The key it is kept under; its missing compressed copies are being made (on the first hit that would take one). */
  key: string;
  compressing?: boolean;
}

/**
 * Where Apollo's tag plugin leaves an answer's tags for the cache (public-reads.ts cacheTagsOnGet, through the
 * request's context): Express's own per-response storage, never a header.
 */
export const ANSWER_TAGS = 'almanacAnswerTags';

const LOOKUP = Symbol('response cache lookup');
/** Where the middleware leaves a GET's miss for {@link ResponseCache.answered} (Express's per-response storage). */
const MISS = 'almanacCacheMiss';

/** A GET of the endpoint that the cache did not answer: what keeping its answer needs. */
type Miss =
  | { key: null; signedIn: boolean }
  | { key: string; answerType: string; startedAt: number; waiters: Array<(entry: Entry | undefined) => void> | null; signedIn: boolean };

interface Lookup {
  key: string | null;
  answerType: string | false;
  signedIn: boolean;
}


/**
 * The HTTP response cache in front of Apollo. Anonymous `GET /graphql`
 * requests (persisted query ids or query text) are keyed by their GraphQL parameters and the
 * content type Apollo answers with (cacheKeyOf). A miss goes through the normal stack; its answer is stored when it is
 * a 200 whose cache policy is PUBLIC with max-age > 0, without errors or cookies, with the tags
 * Apollo's plugin computed from what it holds (cache-tags.ts). A hit is answered before Express
 * ({@link ResponseCache.answer}, mounted as the HTTP server's first step) with the headers
 * prepared when the entry was stored: the prebuilt body (brotli or gzip when accepted,
 * compressed once at store time), a strong ETag, a 304 for `If-None-Match`; it skips sessions,
 * logging, rate limits and Apollo. Every answer of the path says `X-Cache: hit` or `miss`. A
 * request with the session cookie always goes to Apollo. A change of the store evicts only the
 * entries with its tags ({@link ResponseCache.evict}); an answer computed while a change touching
 * its tags happened is not stored.
 */
export function createResponseCache(options: ResponseCacheOptions): ResponseCache {
  /** Tag to the keys of the entries carrying it. */
  const byTag = new Map<string, Set<string>>();
  const unindex = (key: string, entry: Entry) => {
    for (const tag of entry.tags) {
      const keys = byTag.get(tag);
      if (!keys) continue;
      keys.delete(key);
      if (keys.size === 0) byTag.delete(tag);
    }
  };
  const entries = new LRUCache<string, Entry>({
    maxSize: options.maxBytes,
    sizeCalculation: (entry) => Math.max(1, entry.identity.length + (entry.gzip?.length ?? 0) + (entry.br?.length ?? 0) + 512),
    ttl: options.maxAgeSeconds * 1000,
    ttlAutopurge: false,
    dispose: (entry, key) => unindex(key, entry),
  });
  const keep = (key: string, entry: Entry, ttl: number) => {
    entries.set(key, entry, { ttl });
    if (entries.peek(key) !== entry) return;
    for (const tag of entry.tags) {
      let keys = byTag.get(tag);
      if (!keys) byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
  };
  const changes = new RecentChanges();

  const send = (req: IncomingMessage, res: ServerResponse, entry: Entry) => {
    const age = {
      Age: String(Math.floor((Date.now() - entry.storedAt) / 1000)),
      ...(entry.staleSince === undefined ? {} : { 'Server-Timing': SHARED_PART_STALE }),
      ...(entry.outdatedSince === undefined ? {} : { 'x-cache': STALE }),
    };
    // Conditions apply to a 2xx answer only (RFC 9110 13.2.1): a kept 404 is sent whole. Compared as the origin's own
    // (RFC 9110 13.1.2): `Cache-Control: no-cache` (fetch adds it to every conditional request) asks for exactly this.
    if (entry.status === 200 && req.headers['if-none-match'] === entry.etag) {
      res.writeHead(304, { ...entry.head, ...age });
      res.end();
      return;
    }
    fillCopies(req, entry);
    const encoding = entry.br || entry.gzip ? pickEncoding(req.headers['accept-encoding'], { br: !!entry.br, gzip: !!entry.gzip }) : null;
    const body = encoding ? entry[encoding]! : entry.identity;
    res.writeHead(entry.status, encoding ? { ...entry.head, ...age, 'Content-Encoding': encoding, 'Content-Length': body.length } : { ...entry.head, ...age, 'Content-Length': body.length });
    res.end(body);
  };

  // Stored again once its copies exist, so the LRU counts their bytes, while the entry is still the one under its key.
  const fillCopies = (req: IncomingMessage, entry: Entry) =>
    makeMissingCopies(entry, req.headers['accept-encoding'], () => {
      if (entries.peek(entry.key) === entry) keep(entry.key, entry, Math.max(1, entries.getRemainingTTL(entry.key)));
    });

  const remember = (key: string, headers: Array<[string, HeaderValue]>, body: Buffer, tags: readonly string[], maxAgeSeconds: number, startedAt: number, status = 200, isShared?: (tag: string) => boolean, renewable = false, encoded?: { encoding: BodyEncoding; body: Buffer }): Entry | null => {
    const shared = isShared ? new Set(tags.filter((tag) => tag !== ALL && isShared(tag))) : undefined;
    const own = shared?.size ? tags.filter((tag) => !shared.has(tag)) : tags;
    const ownChange = changes.changeSince(startedAt, own);
    // A soft change while it was drawn: kept stale (and drawn again) when it can be; otherwise as any change.
    if (ownChange === 'hard' || (ownChange === 'soft' && !renewable)) return null;
    const now = Date.now();
    // A change to the shared part while the page was drawn: kept, and stale from now.
    const staleSince = shared?.size && changes.changedSince(startedAt, [...shared]) ? now : undefined;
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
    const head: Record<string, HeaderValue> = {};
    for (const [name, value] of headers) if (!NOT_REPLAYED.has(name.toLowerCase())) head[name.toLowerCase()] = value;
    // A validator only on a 200 (a kept 404 is never answered with a 304).
    if (status === 200) head.etag = etag;
    head['x-cache'] = 'hit';
    const entry: Entry = {
      key, head, etag, storedAt: now, identity: body, tags: tags.length > 0 ? [...tags] : [ALL], status, renewable,
      ...(shared?.size ? { shared } : {}), ...(staleSince ? { staleSince } : {}), ...(ownChange === 'soft' ? { outdatedSince: now } : {}),
      // The copy the answer that computed it was sent in: kept as it is, not made again.
      ...(encoded ? { [encoded.encoding]: encoded.body } : {}),
    };
    keep(key, entry, Math.min(maxAgeSeconds, options.maxAgeSeconds) * 1000);
    return entry;
  };

  const store = (key: string, answerType: string, startedAt: number, res: Response, body: string, tags: readonly string[]): Entry | null => {
    if (res.statusCode !== 200 || res.getHeader('set-cookie') !== undefined) return null;
    // The entry of a content type holds only an answer of that type.
    const contentType = res.getHeader('content-type');
    if (typeof contentType !== 'string' || mimeEssence(contentType) !== answerType) return null;
    const policy = policyOf(res.getHeader('cache-control'));
    if (policy?.scope !== 'public') return null;
    let parsed: { errors?: unknown; data?: unknown };
    try {
      parsed = JSON.parse(body) as typeof parsed;
    } catch {
      return null;
    }
    if (parsed.errors !== undefined || parsed.data == null) return null;
    const headers = Object.entries(res.getHeaders() as OutgoingHttpHeaders)
      .filter((pair): pair is [string, HeaderValue] => pair[1] !== undefined)
      .map(([name, value]) => [name, name === 'cache-control' ? 'public, no-cache' : value] as [string, HeaderValue]);
    return remember(key, headers, Buffer.from(body), tags, policy.maxAgeSeconds, startedAt);
  };

  /**
   * Browsers and proxies revalidate (the ETag makes that a 304): only this cache knows when a
   * change happens. A signed-in request's answer is never public, whatever Apollo computed.
   */
  const revalidateOnly = (res: Response, signedIn: boolean) => {
    const cacheControl = res.getHeader('cache-control');
    const policy = policyOf(cacheControl);
    if (policy) res.setHeader('Cache-Control', `${signedIn ? 'private' : policy.scope}, no-cache`);
    else if (signedIn && typeof cacheControl === 'string' && /\bpublic\b/.test(cacheControl)) res.setHeader('Cache-Control', 'private, no-cache');
  };

  const isPath = (url: string) => {
    const search = url.indexOf('?');
    return (search < 0 ? url : url.slice(0, search)) === options.path;
  };

  /** Whether and under which key a GET of the path may be answered from here (computed once per request). */
  const lookupOf = (req: IncomingMessage): Lookup => {
    const known = (req as IncomingMessage & { [LOOKUP]?: Lookup })[LOOKUP];
    if (known) return known;
    const signedIn = classify(req).mayBeSignedIn;
    const answerType = signedIn ? false : (accepts(req).type(ANSWER_TYPES) as string | false);
    const url = req.url ?? '';
    // Only what Apollo would execute as asked can be answered from here (its CSRF and content-type rules).
    const key = !signedIn && typeof answerType === 'string' && url.length <= MAX_URL_LENGTH && apolloRunsGet(req.headers) ? cacheKeyOf(url, answerType) : null;
    const lookup = { key, answerType, signedIn };
    (req as IncomingMessage & { [LOOKUP]?: Lookup })[LOOKUP] = lookup;
    return lookup;
  };

  /**
   * Misses under way, by key, with the requests for the same key that arrived meanwhile: they wait
   * for its answer instead of computing it again (after an eviction, every reader of a popular
   * answer would otherwise miss at once). Each is answered from the new entry, or sent on to
   * Express when the miss stored nothing.
   */
  const pending = new Map<string, Array<(entry: Entry | undefined) => void>>();
  /** The same for rendered pages, whose drawing is not Apollo's: by key, the requests waiting for the one drawing it. */
  const drawing = new Map<string, Array<(entry: Entry | undefined) => void>>();
  const MAX_WAITING = 10_000;
  let waiting = 0;

  const answer = (req: IncomingMessage, res: ServerResponse, fallback?: () => void): boolean => {
    if (req.method !== 'GET' || !isPath(req.url ?? '')) return false;
    const { key } = lookupOf(req);
    if (key === null) return false;
    const entry = entries.get(key);
    if (entry) {
      send(req, res, entry);
      return true;
    }
    const waiters = fallback ? pending.get(key) : undefined;
    if (!waiters || waiting >= MAX_WAITING) return false;
    waiting += 1;
    waiters.push((stored) => {
      waiting -= 1;
      if (res.destroyed) return;
      if (stored) send(req, res, stored);
      // Nothing stored (a change came while it was computed): the first waiter computes it again, the others wait for that.
      else if (!answer(req, res, fallback)) fallback!();
    });
    return true;
  };

  /** Ends a miss: its waiters get the entry it stored, if any. */
  const settle = (key: string, waiters: Array<(entry: Entry | undefined) => void>) => {
    if (pending.get(key) !== waiters) return;
    pending.delete(key);
    const entry = entries.peek(key);
    for (const waiter of waiters) waiter(entry);
  };

  const middleware: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || req.path !== options.path) return next();
    // Every GET answer of the endpoint says what it varies on and is revalidated, whether or not it can come from here.
    res.setHeader('Vary', GRAPHQL_GET_VARY);
    res.setHeader('X-Cache', 'miss');
    const { key, answerType, signedIn } = lookupOf(req);
    if (key === null) {
      res.locals[MISS] = { key: null, signedIn } satisfies Miss;
      return next();
    }
    const entry = entries.get(key);
    if (entry) {
      send(req, res, entry);
      return;
    }
    const waiters = pending.has(key) ? null : ([] as Array<(entry: Entry | undefined) => void>);
    if (waiters) {
      pending.set(key, waiters);
      // Whatever happens to this request (an error, a client gone, an answer not Apollo's), its waiters go on.
      res.once('close', () => settle(key, waiters));
    }
    res.locals[MISS] = { key, answerType: answerType as string, startedAt: changes.sequence, waiters, signedIn } satisfies Miss;
    next();
  };

  const answered = (res: Response, body: string) => {
    const miss = res.locals[MISS] as Miss | undefined;
    if (!miss) return;
    delete res.locals[MISS];
    if (miss.key !== null) {
      const tags = (res.locals[ANSWER_TAGS] as readonly string[] | undefined) ?? [ALL];
      const stored = store(miss.key, miss.answerType, miss.startedAt, res, body, tags);
      // The same strong ETag as later hits, so Express's own 304 check matches them.
      if (stored) res.setHeader('ETag', stored.etag);
    }
    revalidateOnly(res, miss.signedIn);
    if (miss.key !== null && miss.waiters) settle(miss.key, miss.waiters);
  };

  const evict = (tags: Iterable<string>) => {
    const { hard: changed, soft } = splitSoftTags(tags);
    if (changed.size === 0 && soft.size === 0) return;
    changes.add(changed, soft);
    if (changed.has(ALL)) {
      entries.clear();
      byTag.clear();
      return;
    }
    const now = Date.now();
    // Entries of unknown content go with any change (not added to `changed`, which `changes` keeps: with `*` in every
    // recorded change, any change at all during a render kept its page out of the cache). A soft change (a count moved)
    // leaves a page its keeper draws again, served meanwhile (stale-entries.ts); any other answer goes.
    for (const [tag, isSoft] of [...[...changed, ALL].map((tag) => [tag, false] as const), ...[...soft].map((tag) => [tag, true] as const)]) {
      for (const key of [...(byTag.get(tag) ?? [])]) {
        const entry = entries.peek(key);
        // A change to only the part every page shares: the page stays, stale from now.
        if (entry?.shared?.has(tag)) entry.staleSince ??= now;
        else if (isSoft && entry?.renewable) entry.outdatedSince ??= now;
        else entries.delete(key);
      }
    }
  };

  let renewer: ResponseCache['renewer'] = null;

  const answerFrom = (key: string, req: IncomingMessage, res: ServerResponse, fallback?: () => void): boolean => {
    const entry = entries.get(key);
    const serving = entry ? servingOf(entry, entry.renewable && renewer !== null, Date.now()) : 'drop';
    if (entry && serving !== 'drop') {
      if (serving === 'renew' && !entry.renewing) {
        entry.renewing = true;
        renewer!(key, req);
      }
      send(req, res, entry);
      return true;
    }
    if (entry) entries.delete(key);
    const waiters = fallback ? drawing.get(key) : undefined;
    if (!waiters || waiting >= MAX_WAITING) return false;
    waiting += 1;
    waiters.push((drawn) => {
      waiting -= 1;
      if (res.destroyed) return;
      // Nothing kept (a change came while it was drawn, or it may not be kept): each draws its own, as without waiting.
      if (drawn && servingOf(drawn, drawn.renewable && renewer !== null, Date.now()) !== 'drop') send(req, res, drawn);
      else fallback!();
    });
    return true;
  };

  const draws = (key: string, res: ServerResponse) => {
    if (drawing.has(key)) return;
    const waiters: Array<(entry: Entry | undefined) => void> = [];
    drawing.set(key, waiters);
    // Whatever happens to this response (kept, not keepable, failed, the client gone), its waiters go on.
    res.once('close', () => {
      if (drawing.get(key) === waiters) drawing.delete(key);
      const drawn = entries.peek(key);
      for (const waiter of waiters) waiter(drawn);
    });
  };

  return {
    middleware,
    answered,
    answer,
    answerFrom,
    draws,
    get renewer() {
      return renewer;
    },
    set renewer(renew) {
      renewer = renew;
    },
    headersOf: (key) => {
      const entry = entries.peek(key);
      return entry ? { ...entry.head } : null;
    },
    put: (key, tagged) => {
      const body = typeof tagged.body === 'string' ? Buffer.from(tagged.body) : tagged.body;
      return remember(key, Object.entries(tagged.headers), body, tagged.tags, tagged.maxAgeSeconds, tagged.startedAt, tagged.status, tagged.shared, tagged.renewable, tagged.encoded)?.etag ?? null;
    },
    evict,
    invalidate: () => evict([ALL]),
    get sequence() {
      return changes.sequence;
    },
    get size() {
      return entries.size;
    },
  };
}
