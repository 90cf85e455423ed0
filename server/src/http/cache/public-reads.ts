import type { IncomingMessage } from 'node:http';
import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import type { RequestHandler } from 'express';
import { SESSION_COOKIE } from '../../auth';
import { PREFERENCES_COOKIE } from '../../../game-data/rules/preferences';
import { SESSIONS_COLLECTION } from '../../auth/session-store';
import type { Store } from '../../store/port';
import { observeStore } from '../../store/observed';
import { CACHE_TAGS_HEADER, createResponseCache, encodeTags, hasCookie, sessionCookiePattern, type ResponseCache } from './response-cache';
import { tagsOfChange, tagsOfExecution } from './cache-tags';
import { isEmbedPage } from '../guards/cross-origin';

/** Max-age of a field without a cache hint (schema.graphql says which fields are PRIVATE). */
export const PUBLIC_MAX_AGE_SECONDS = 60;
/** Bodies the response cache keeps at most (identity, gzip and brotli copies together). */
export const RESPONSE_CACHE_BYTES = 32 * 1024 * 1024;
/** No entry outlives this, whatever its max-age (the change feed normally empties it sooner). */
export const RESPONSE_CACHE_MAX_AGE_SECONDS = 300;
/** Collections whose changes never reach a public response (not even followed). */
const PRIVATE_COLLECTIONS = [SESSIONS_COLLECTION, 'seed_markers'];

/**
 * The response cache of anonymous public reads. Each change of the store (any process's, through
 * the change feeds) evicts the entries with its tags (cache-tags.ts tagsOfChange): a like on a
 * build evicts that build's answers and the build lists, not the items library. Returns the
 * cache and a stop function.
 */
export function publicReadCache(store: Store, path: string): { cache: ResponseCache; stop: () => void } {
  const cache = createResponseCache({
    path,
    sessionCookie: SESSION_COOKIE,
    maxBytes: RESPONSE_CACHE_BYTES,
    maxAgeSeconds: RESPONSE_CACHE_MAX_AGE_SECONDS,
  });
  const stop = observeStore(store).onAnyChange((change) => cache.evict(tagsOfChange(change)), { exclude: PRIVATE_COLLECTIONS });
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
const preferencesCookie = sessionCookiePattern(PREFERENCES_COOKIE);

/** Whether a request (HTTP, or a WebSocket upgrade) carries the session cookie: only then can it have a session. */
export const carriesSessionCookie = (request: IncomingMessage): boolean => hasCookie(request, sessionCookie);

/**
 * Pages that are the signed-in player's own (their profile, the admin pages, the sign-in page): drawn for the viewer,
 * never from the anonymous page, whose "sign in" version of them would be the wrong page until the browser redrew it.
 */
const VIEWER_PAGES = /^\/(?:me|manage|login)(?:[/?#]|$)/i;

/**
 * Whether a page request is answered with the shared body (the page drawn for no viewer, kept in the response cache),
 * the one test of it (the page cache's hit path, the page handler and the renderer read it):
 * - `'public'`: no session cookie and no credentials: the shared body as it is, `public, no-cache`;
 * - `'pending'`: a session cookie (a browser that may be signed in) and the preferences cookie, on a page that is not
 *   the viewer's own: the same body marked "session pending" ({@link SESSION_PENDING_ATTRIBUTE}), `private, no-cache`,
 *   when that body is public (else the page is drawn for its viewer); the browser fills in the viewer's own parts
 *   after hydrating;
 * - null: drawn for its viewer, never kept (credentials; a session on the viewer's own pages, an embed page, or
 *   without the preferences cookie).
 */
export function sharedPageBody(req: IncomingMessage): 'public' | 'pending' | null {
  if (req.headers.authorization !== undefined) return null;
  if (!carriesSessionCookie(req)) return 'public';
  // The page's look (theme, density) is the preferences cookie's, the browser's copy of the profile's, which the shell
  // writes on the first signed-in page: a session without it (a new device) gets that first page drawn for its viewer.
  // An embed page has no shell to ask who the viewer is: drawn for it, as before.
  return VIEWER_PAGES.test(req.url ?? '') || isEmbedPage(req.url) || !hasCookie(req, preferencesCookie) ? null : 'pending';
}

/** The attribute of `<html>` on the shared body served to a session, `data-session="pending"` (client/src/app/hydration.ts reads it). */
export const SESSION_PENDING_ATTRIBUTE = 'data-session="pending"';

/**
 * The requests of operations whose answer never reaches the response cache as such: the server's
 * own executions for a page it renders (render-page.ts), which are GETs only for Apollo's cache
 * hints. A page takes its tags from its Apollo cache; reading tags along each of its answers (the
 * items library's ~260 items) was wasted work on every render. Only server code can add to it.
 */
export const untaggedRequests = new WeakSet<object>();

/**
 * Apollo's side of the tags: on a GET (the only answers the response cache stores), the tags of
 * what the answer holds, read along the executed document (tagsOfExecution), handed to the
 * response cache in {@link CACHE_TAGS_HEADER} (which removes it before the answer leaves).
 */
export function cacheTagsOnGet<TContext extends BaseContext>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart(requestContext) {
      if (requestContext.request.http?.method !== 'GET' || untaggedRequests.has(requestContext.request.http)) return;
      return {
        async willSendResponse({ response, document, operationName, schema }) {
          if (response.body.kind !== 'single' || !document || !response.body.singleResult.data) return;
          response.http.headers.set(CACHE_TAGS_HEADER, encodeTags(tagsOfExecution(schema, document, operationName, response.body.singleResult.data)));
        },
      };
    },
  };
}
