import type { ApolloServerPlugin, BaseContext, GraphQLRequestListener } from '@apollo/server';
import { ApolloServerPluginCacheControl } from '@apollo/server/plugin/cacheControl';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';

/**
 * Apollo's cache control, for GET requests only: the response cache in front of Apollo stores
 * only GET answers (DESIGN section 6), and cache hints cost a wrapper around every resolver.
 * Other requests (POST, the signed-in reads and every mutation) skip that work and are answered
 * `Cache-Control: no-store`. Returns the plugins to install: the disabled marker keeps Apollo from
 * installing its own cache control for every request.
 */
export function cacheHintsOnGet<TContext extends BaseContext>(options: { defaultMaxAge: number }): ApolloServerPlugin<TContext>[] {
  const cacheControl = ApolloServerPluginCacheControl(options) as ApolloServerPlugin<TContext>;
  const uncacheable: GraphQLRequestListener<TContext> = {
    async willSendResponse({ response }) {
      response.http.headers.set('cache-control', 'no-store');
    },
  };
  return [
    ApolloServerPluginCacheControlDisabled(),
    {
      serverWillStart: async (service) => {
        await cacheControl.serverWillStart?.(service);
      },
      requestDidStart: async (requestContext) =>
        requestContext.request.http?.method === 'GET' ? cacheControl.requestDidStart?.(requestContext) : uncacheable,
    },
  ];
}
