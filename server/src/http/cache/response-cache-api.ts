import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler, Response } from 'express';

/** The response cache's interface (response-cache.ts makes it): what its users call. */

export interface ResponseCacheOptions {
  /** The endpoint whose anonymous GET requests are cached (`/graphql`). */
  path: string;
  /** Upper bound of the bodies kept, in bytes (identity plus compressed copies). */
  maxBytes: number;
  /** Upper bound of one entry's age in seconds, whatever the response's max-age says. */
  maxAgeSeconds: number;
}

export type HeaderValue = string | number | string[];

/** An answer to keep under a key of the caller's choosing (a rendered page), with the tags of what it shows. */
export interface TaggedAnswer {
  /** The answer's headers (content type, security headers, Cache-Control...), replayed on each hit. */
  headers: Record<string, HeaderValue>;
  body: string | Buffer;
  /** cache-tags.ts: entity, list and type tags (`tagsOfApolloCache` for a page). */
  tags: readonly string[];
  maxAgeSeconds: number;
  /** The answer's status, 200 unless given (a rendered "not found" page: 404). */
  status?: number;
  /** {@link ResponseCache.sequence} read before the answer's data was read: a change since then that touches its tags keeps it out. */
  startedAt: number;
  /**
   * Which of its tags name a part every page shares (the builds bar's top builds, with their like counts): a change
   * to only those does not evict the page at once; it is served for a while after the change (stale-entries.ts),
   * then drawn again (the browser refreshes that part itself). Otherwise every like would evict every page.
   */
  shared?: (tag: string) => boolean;
  /** Its keeper draws it again in the background when it is served stale ({@link ResponseCache.renewer}): a soft change then leaves it served meanwhile. */
  renewable?: boolean;
  /** The body as already compressed for the answer that computed it (body-copies.ts): kept as the entry's copy of that encoding. */
  encoded?: { encoding: 'br' | 'gzip'; body: Buffer };
}


export interface ResponseCache {
  /**
   * Mount in Express: sets `Vary` and `X-Cache: miss` on every GET answer of the path, answers
   * hits {@link answer} did not see, and marks misses, whose answers {@link answered} keeps.
   */
  middleware: RequestHandler;
  /**
   * The GraphQL GET entry's answer, just before it is sent (serving/apollo-http.ts): kept when it may be (a miss the
   * middleware marked, public, without errors), with its ETag; its Cache-Control set to revalidate (private for a
   * request that may be signed in); the requests waiting for it answered.
   */
  answered(res: Response, body: string): void;
  /**
   * Before Express (the HTTP server's first step): answers a hit of the GraphQL path and returns
   * true, else false. With `fallback` (how to hand the request to Express later), a request whose
   * answer is being computed by another waits for it and returns true.
   */
  answer(req: IncomingMessage, res: ServerResponse, fallback?: () => void): boolean;
  /**
   * Answers from the entry stored under `key` (a hit, a stale page while it is drawn again, or a 304) and returns
   * true; false when there is none. With `fallback` (how to go on to draw it), a request for a key another request
   * {@link draws} waits for that one's answer (one render, many waiters) and returns true.
   */
  answerFrom(key: string, req: IncomingMessage, res: ServerResponse, fallback?: () => void): boolean;
  /** This response draws the page kept under `key`: the requests {@link answerFrom} finds missing it meanwhile wait for it (until it closes). */
  draws(key: string, res: ServerResponse): void;
  /** Draws a renewable entry again in the background and keeps it with {@link put} (client-pages.ts sets it): called once per staleness, with the request served stale. */
  renewer: ((key: string, req: IncomingMessage) => void) | null;
  /** The headers the entry under `key` replays (for its renewal), or null when there is none. */
  headersOf(key: string): Record<string, HeaderValue> | null;
  /** Stores an answer under `key` with its tags (for rendered pages) and returns its ETag; null (nothing stored) when a change since `startedAt` touched them. */
  put(key: string, answer: TaggedAnswer): string | null;
  /** Forgets the entries carrying any of these tags (and those of unknown content); `*` forgets all. */
  evict(tags: Iterable<string>): void;
  /** Forgets every entry. */
  invalidate(): void;
  /** A counter of changes seen, read before reading data to be stored ({@link TaggedAnswer.startedAt}). */
  readonly sequence: number;
  readonly size: number;
}
