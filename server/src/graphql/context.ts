import type { IncomingMessage } from 'node:http';
import type { Config } from '../config';
import type { Logger } from '../logger';
import type { Store } from '../store/port';
import type { Services } from '../services';

/** What every resolver receives, for HTTP requests and WebSocket operations alike. */
export interface GraphQLContext {
  config: Config;
  logger: Logger;
  services: Services;
  /** Address the request came from (behind a proxy only when TRUST_PROXY is true). */
  clientAddress: string;
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
    return {
      config: deps.config,
      logger: deps.logger,
      services: deps.services,
      clientAddress: request.ip ?? request.socket.remoteAddress ?? 'unknown',
    };
  };
}
