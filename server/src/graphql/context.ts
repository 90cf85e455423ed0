import type { IncomingMessage } from 'node:http';
import type { Config } from '../config';
import type { Logger } from '../logger';
import type { Store } from '../store/port';
import type { Services } from '../services';
import type { ProfileDocument } from '../modules/profiles/profile.model';
import { sessionProfileId } from '../auth';

/** What every resolver receives, for HTTP requests and WebSocket operations alike. */
export interface GraphQLContext {
  config: Config;
  logger: Logger;
  services: Services;
  /** Address the request came from (behind a proxy only when TRUST_PROXY is true). */
  clientAddress: string;
  /** The signed-in profile, read from the session; null when signed out. */
  viewer: ProfileDocument | null;
}

export interface ContextDependencies {
  config: Config;
  logger: Logger;
  store: Store;
  services: Services;
}

/**
 * One builder for both transports: HTTP passes the Express request, graphql-ws the upgrade
 * request of the socket, so a caller is identified the same way in both.
 */
export function createContextBuilder(deps: ContextDependencies) {
  return async function buildContext(request: IncomingMessage & { ip?: string }): Promise<GraphQLContext> {
    const profileId = sessionProfileId(request);
    return {
      viewer: profileId ? await deps.services.profiles.byId(profileId) : null,
      config: deps.config,
      logger: deps.logger,
      services: deps.services,
      clientAddress: request.ip ?? request.socket.remoteAddress ?? 'unknown',
    };
  };
}
