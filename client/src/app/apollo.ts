import { ApolloClient, ApolloLink, HttpLink } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';
import { createCache } from './cache';

/**
 * Queries and mutations go over HTTP, subscriptions over one WebSocket on the same path.
 * The socket connects lazily (on the first subscription) and retries after network drops.
 */
export function createApolloClient(origin = window.location.origin): ApolloClient {
  const httpLink = new HttpLink({ uri: `${origin}/graphql`, credentials: 'same-origin' });
  const wsLink = new GraphQLWsLink(
    createClient({ url: `${origin.replace(/^http/, 'ws')}/graphql`, lazy: true, retryAttempts: Infinity }),
  );
  const link = ApolloLink.split(
    ({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION,
    wsLink,
    httpLink,
  );
  return new ApolloClient({ link, cache: createCache() });
}
