import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';
import { GraphQLError, Kind, type DocumentNode, type FragmentDefinitionNode, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';
import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { retryAfterSecondsOf, tooManyRequests } from './too-many-requests';

/** What the limit reads of a request's context: who is signed in, and the address. */
interface LimitedCaller {
  viewer: { _id: string } | null;
  clientAddress: string;
}

/**
 * The stricter per-user limit on mutations (MUTATION_LIMIT_PER_MINUTE): a
 * signed-in user is counted by profile id across devices and addresses, anyone else by address.
 */
export class MutationLimiter {
  private readonly limiter: RateLimiterAbstract;

  /** `limiter` (from createRateLimiter) shares the counters across processes on MongoDB. */
  constructor(perMinute: number, limiter?: RateLimiterAbstract) {
    this.limiter = limiter ?? new RateLimiterMemory({ points: perMinute, duration: 60 });
  }

  /**
   * Counts `mutations` mutations (one per mutation field of the operation: 15 aliased
   * `addComment` are 15); resolves with the error to return when the caller is over
   * the limit. A refused operation runs none of its mutations.
   */
  async consume(viewerId: string | null, clientAddress: string, mutations = 1): Promise<GraphQLError | null> {
    const key = viewerId ? `profile:${viewerId}` : `address:${clientAddress}`;
    try {
      await this.limiter.consume(key, mutations);
      return null;
    } catch (rejection) {
      const retry = retryAfterSecondsOf(rejection);
      // Over HTTP, Apollo turns the error's `http` into the 429 status and its Retry-After header.
      return tooManyRequests(retry, `Too many changes in a minute. Try again in ${retry} s.`);
    }
  }

  /** The same limit for HTTP operations, as an Apollo plugin (one listener for every request: it keeps no state). */
  plugin<TContext extends LimitedCaller>(): ApolloServerPlugin<TContext> {
    const listener: GraphQLRequestListener<TContext> = {
      didResolveOperation: async ({ operation, contextValue, document }) => {
        if (operation?.operation !== 'mutation') return;
        const error = await this.consume(contextValue.viewer?._id ?? null, contextValue.clientAddress, mutationFieldCount(document, operation));
        if (error) throw error;
      },
    };
    return { requestDidStart: async () => listener };
  }
}

/** The operation a request runs: the one named, or the only one. */
export function chosenOperation(document: DocumentNode, operationName?: string | null): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  return operationName ? operations.find((o) => o.name?.value === operationName) : operations[0];
}

/**
 * How many mutation fields an operation runs: its top-level fields, through fragments and inline
 * fragments (aliases make each a separate mutation). At least 1 for a mutation operation.
 */
export function mutationFieldCount(document: DocumentNode, operation: OperationDefinitionNode): number {
  const fragments = new Map(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );
  const count = (selectionSet: SelectionSetNode, seen: Set<string>): number =>
    selectionSet.selections.reduce((sum, selection) => {
      if (selection.kind === Kind.FIELD) return sum + (selection.name.value === '__typename' ? 0 : 1);
      if (selection.kind === Kind.INLINE_FRAGMENT) return sum + count(selection.selectionSet, seen);
      const fragment = fragments.get(selection.name.value);
      if (!fragment || seen.has(fragment.name.value)) return sum;
      return sum + count(fragment.selectionSet, new Set([...seen, fragment.name.value]));
    }, 0);
  return Math.max(1, count(operation.selectionSet, new Set()));
}
