import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { SESSION_COOKIE } from '../auth';
import { SESSIONS_COLLECTION } from '../auth/session-store';
import type { Store } from '../store/port';
import { observeStore } from '../store/observed';
import { createResponseCache, hasCookie, sessionCookiePattern, type ResponseCache } from './response-cache';

/** Max-age of a field without a cache hint (schema.graphql says which fields are PRIVATE). */
export const PUBLIC_MAX_AGE_SECONDS = 60;
/** Bodies the response cache keeps at most (identity, gzip and brotli copies together). */
export const RESPONSE_CACHE_BYTES = 32 * 1024 * 1024;
/** No entry outlives this, whatever its max-age (the change feed normally empties it sooner). */
export const RESPONSE_CACHE_MAX_AGE_SECONDS = 300;
/** Collections whose changes never reach a public response. */
const PRIVATE_COLLECTIONS = [SESSIONS_COLLECTION, 'seed_markers'];

/**
 * The response cache of anonymous public reads, emptied by every change of the store (any
 * process's, through the change feeds) except sessions. Returns the cache and a stop function.
 */
export function publicReadCache(store: Store, path: string): { cache: ResponseCache; stop: () => void } {
  const cache = createResponseCache({
    path,
    sessionCookie: SESSION_COOKIE,
    maxBytes: RESPONSE_CACHE_BYTES,
    maxAgeSeconds: RESPONSE_CACHE_MAX_AGE_SECONDS,
  });
  const stop = observeStore(store).onAnyChange(() => cache.invalidate(), { exclude: PRIVATE_COLLECTIONS });
  return { cache, stop };
}

/**
 * express-session only where a session can exist: requests carrying the session cookie, and
 * `/auth/*` (where one is created). Anonymous requests skip its id generation and response hooks.
 */
export function sessionWhereNeeded(session: RequestHandler): RequestHandler {
  return (req, res, next) => {
    if (req.path.startsWith('/auth/') || carriesSessionCookie(req)) return session(req, res, next);
    next();
  };
}

const sessionCookie = sessionCookiePattern(SESSION_COOKIE);

/** Whether a request (HTTP, or a WebSocket upgrade) carries the session cookie: only then can it have a session. */
export const carriesSessionCookie = (request: IncomingMessage): boolean => hasCookie(request, sessionCookie);
