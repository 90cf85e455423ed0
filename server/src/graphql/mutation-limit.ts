import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { GraphQLContext } from './context';

/**
 * The stricter per-user limit on mutations (DESIGN section 6, MUTATION_LIMIT_PER_MINUTE): a
 * signed-in user is counted by profile id across devices and addresses, anyone else by address.
 */
export class MutationLimiter {
  private readonly limiter: RateLimiterMemory;

  constructor(perMinute: number) {
    this.limiter = new RateLimiterMemory({ points: perMinute, duration: 60 });
  }

  /** Counts one mutation; resolves with the error to return when the caller is over the limit. */
  async consume(viewerId: string | null, clientAddress: string): Promise<GraphQLError | null> {
    try {
      await this.limiter.consume(viewerId ? `profile:${viewerId}` : `address:${clientAddress}`);
      return null;
    } catch (rejection) {
      const retry = Math.ceil(((rejection as { msBeforeNext?: number }).msBeforeNext ?? 60_000) / 1000);
      return new GraphQLError(`Too many changes in a minute. Try again in ${retry} s.`, {
        extensions: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: retry, http: { status: 429 } },
      });
    }
  }

  /** The same limit for HTTP operations, as an Apollo plugin. */
  plugin(): ApolloServerPlugin<GraphQLContext> {
    return {
      requestDidStart: async () => ({
        didResolveOperation: async ({ operation, contextValue }) => {
          if (operation?.operation !== 'mutation') return;
          const error = await this.consume(contextValue.viewer?._id ?? null, contextValue.clientAddress);
          if (error) throw error;
        },
      }),
    };
  }
}

/** True when the document's operation (by name, or the only one) is a mutation. */
export function isMutation(document: DocumentNode, operationName?: string | null): boolean {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition');
  const chosen = operationName ? operations.find((o) => o.name?.value === operationName) : operations[0];
  return chosen?.operation === 'mutation';
}
