import type { IncomingMessage } from 'node:http';
import type { Config } from './config';
import type { Logger } from './logger';
import type { Store } from './store/port';
import type { Services } from './services';
import type { ProfileDocument } from './modules/profiles/profile.model';
import { sessionProfileId } from './auth';

/** What every resolver receives, for HTTP requests and WebSocket operations alike. */
export interface GraphQLContext {
  config: Config;
  logger: Logger;
  services: Services;
  /** Address the request came from (behind a proxy only when TRUST_PROXY is true). */
  clientAddress: string;
  /** The signed-in profile, read from the session; null when signed out. */
  viewer: ProfileDocument | null;
  /** The signed-in caller's session id (to list and end the player's sessions); null when signed out. */
  sessionId: string | null;
  /** Given by the response cache's GraphQL GET entry only: receives the tags of what the answer holds (public-reads.ts cacheTagsOnGet). */
  answerTags?: (tags: readonly string[]) => void;
}

export interface ContextDependencies {
  config: Config;
  logger: Logger;
  store: Store;
  services: Services;
}

/** Who a request or a socket acts for: all a context needs of it, without the request itself. */
export interface Caller {
  /** The signed-in profile's id, from the session; null when signed out. */
  profileId: string | null;
  /** What the context says as `clientAddress`. */
  clientAddress: string;
  /** The session of a signed-in caller; null when signed out. */
  sessionId: string | null;
}

/** The caller of an HTTP request or a WebSocket's upgrade request (whose session is loaded). */
export function callerOf(request: IncomingMessage & { ip?: string }): Caller {
  const profileId = sessionProfileId(request);
  const sessionId = profileId ? ((request as { sessionID?: string }).sessionID ?? null) : null;
  return { profileId, clientAddress: request.ip ?? request.socket.remoteAddress ?? 'unknown', sessionId };
}

/**
 * One builder for both transports: HTTP passes the Express request, graphql-ws the upgrade
 * request of the socket, so a caller is identified the same way in both. A socket keeps only
 * its {@link Caller} (not the upgrade request) and builds its contexts with
 * `forCaller`.
 */
export function createContextBuilder(deps: ContextDependencies) {
  const forCaller = async (caller: Caller): Promise<GraphQLContext> => ({
    viewer: caller.profileId ? await deps.services.profiles.byId(caller.profileId) : null,
    config: deps.config,
    logger: deps.logger,
    services: deps.services,
    clientAddress: caller.clientAddress,
    sessionId: caller.sessionId ?? null,
  });
  const buildContext = (request: IncomingMessage & { ip?: string }): Promise<GraphQLContext> => forCaller(callerOf(request));
  return Object.assign(buildContext, { forCaller });
}
