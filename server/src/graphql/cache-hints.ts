import type { ApolloServerPlugin, BaseContext, GraphQLRequestListener } from '@apollo/server';
import { ApolloServerPluginCacheControl } from '@apollo/server/plugin/cacheControl';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import type { GraphQLResolveInfo } from 'graphql';

/**
 * A resolver's dynamic hint: this answer is the caller's own (Apollo's `info.cacheControl`,
 * present on GET requests only, where cache control runs; elsewhere nothing is cached anyway).
 */
export function privateAnswer(info: GraphQLResolveInfo): void {
  (info as GraphQLResolveInfo & { cacheControl?: { setCacheHint(hint: { scope: 'PRIVATE' }): void } }).cacheControl?.setCacheHint({ scope: 'PRIVATE' });
}

/**
 * Apollo's cache control, for GET requests only: the response cache in front of Apollo stores
 * only GET answers, and cache hints cost a wrapper around every resolver.
 * Other requests (POST, and every mutation) skip that work and are answered
 * `Cache-Control: no-store`. Whatever the schema's hints say, the answer to a request for which
 * `isPrivate(context)` holds (a request with a signed-in viewer) is at most PRIVATE: who asks is
 * known here, not in the schema, so a field someone forgot to mark cannot make a signed-in
 * answer public. Returns the plugins to install: the disabled marker keeps Apollo from
 * installing its own cache control for every request.
 */
export function cacheHintsOnGet<TContext extends BaseContext>(options: { defaultMaxAge: number; isPrivate: (context: TContext) => boolean }): ApolloServerPlugin<TContext>[] {
  const cacheControl = ApolloServerPluginCacheControl({ defaultMaxAge: options.defaultMaxAge }) as ApolloServerPlugin<TContext>;
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
      requestDidStart: async (requestContext) => {
        if (requestContext.request.http?.method !== 'GET') return uncacheable;
        const hints = await cacheControl.requestDidStart?.(requestContext);
        if (!hints || !options.isPrivate(requestContext.contextValue)) return hints;
        return {
          ...hints,
          // Restricted just before Apollo writes the header (earlier would make it skip the fields' max-age).
          willSendResponse: async (context) => {
            context.overallCachePolicy.restrict({ scope: 'PRIVATE' });
            await hints.willSendResponse?.(context);
          },
        };
      },
    },
  ];
}
