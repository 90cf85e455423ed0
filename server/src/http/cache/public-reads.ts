import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import type { RequestHandler } from 'express';
import type { Store } from '../../store/port';
import { observeStore } from '../../store/observed';
import { classify } from '../../serving/classify';
import { createResponseCache, type ResponseCache } from './response-cache';
import { tagsOfExecution } from './cache-tags';
import { createChangeMemory, evictedByChange, PRIVATE_COLLECTIONS } from './change-tags';
import { gatheredEvictions } from './gathered-evictions';
import type { BackgroundChanges } from '../../outbox/background-changes';

/** Max-age of a field without a cache hint (schema.graphql says which fields are PRIVATE). */
export const PUBLIC_MAX_AGE_SECONDS = 60;
/** Bodies the response cache keeps at most (identity, gzip and brotli copies together). */
export const RESPONSE_CACHE_BYTES = 32 * 1024 * 1024;
/** No entry outlives this, whatever its max-age (the change feed normally empties it sooner). */
export const RESPONSE_CACHE_MAX_AGE_SECONDS = 300;

/**
 * The response cache of anonymous public reads. Each change of the store (any process's, through
 * the change feeds) evicts the entries with its tags (change-tags.ts evictedByChange): a like on a
 * build evicts that build's answers and the build lists, not the items library. The changes a background job
 * marked (`background`: an account's purge) are evicted together, a window at a time (gathered-evictions.ts).
 * Returns the cache and a stop function.
 */
export function publicReadCache(store: Store, path: string, background?: BackgroundChanges): { cache: ResponseCache; stop: () => void } {
  const cache = createResponseCache({
    path,
    maxBytes: RESPONSE_CACHE_BYTES,
    maxAgeSeconds: RESPONSE_CACHE_MAX_AGE_SECONDS,
  });
  const memory = createChangeMemory();
  // Through `cache.evict` at each call: the metrics wrap it after this.
  const gathered = gatheredEvictions((tags) => cache.evict(tags));
  const stopFollowing = observeStore(store).onAnyChange(
    (change) => {
      // Tags in the order of the changes, marked or not: the rules' memory of each document follows every change.
      const tags = evictedByChange(change, memory);
      if (background?.take(change.collection, change.id)) gathered.add(tags);
      else cache.evict(tags);
    },
    { exclude: [...PRIVATE_COLLECTIONS] },
  );
  return {
    cache,
    stop: () => {
      stopFollowing();
      gathered.stop();
    },
  };
}

/**
 * express-session only where a session can exist: requests carrying the session cookie, and
 * `/auth/*` (where one is created). Anonymous requests skip its id generation and response hooks.
 */
export function sessionWhereNeeded(session: RequestHandler): RequestHandler {
  return (req, res, next) => {
    if (req.path.startsWith('/auth/') || classify(req).sessionCookie) return session(req, res, next);
    next();
  };
}

/** The attribute of `<html>` on the shared body served to a session, `data-session="pending"` (client/src/app/hydration.ts reads it). */
export const SESSION_PENDING_ATTRIBUTE = 'data-session="pending"';

/** A context that asks for its answer's tags (the GraphQL GET entry of the response cache gives one; a page's renders do not). */
export interface TagsWanted {
  answerTags?: (tags: readonly string[]) => void;
}

/**
 * Apollo's side of the tags: on a GET whose context asks for them (the response cache's entry: app.ts), the tags of
 * what the answer holds, read along the executed document (tagsOfExecution). A page's renders ask for none: a page
 * takes its tags from its Apollo cache (reading them along each of its answers, the items library's ~260 items, was
 * wasted work on every render).
 */
export function cacheTagsOnGet<TContext extends BaseContext & TagsWanted>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart({ request, contextValue }) {
      const answerTags = contextValue.answerTags;
      if (request.http?.method !== 'GET' || !answerTags) return;
      return {
        async willSendResponse({ response, document, operationName, schema }) {
          if (response.body.kind !== 'single' || !document || !response.body.singleResult.data) return;
          answerTags(tagsOfExecution(schema, document, operationName, response.body.singleResult.data));
        },
      };
    },
  };
}
