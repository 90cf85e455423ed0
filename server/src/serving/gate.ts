import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestHandler } from 'express';
import type { ExecutionArgs, GraphQLError, GraphQLSchema, ValidationRule } from 'graphql';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { createArmor, QUERY_LIMITS, validationRulesOf, type ArmorProtection } from '../graphql/query-limits';
import { validatedDocuments, type ValidatedDocuments } from '../graphql/validated-documents';
import { chosenOperation, mutationFieldCount, type MutationLimiter } from '../graphql/mutation-limit';
import { checkCost, costPlugin, type LiveListSizes } from '../graphql/cost';
import { retryAfterSecondsOf, sendTooManyRequests, tooManyRequests, withoutHttp } from '../graphql/too-many-requests';
import { mutationFieldsOf } from './classify';

/**
 * The gate: every protection an operation passes, in one place, for every transport, with the same codes.
 *
 * - Rate: each request (HTTP GET and POST, the lean path) and each WebSocket or Server-Sent Events operation spends
 *   one point of its address's budget ({@link spendRequestBudget}); past it, TOO_MANY_REQUESTS with Retry-After.
 *   A store that cannot count is a failure (500), never "too many requests". Server rendering spends the render
 *   budget instead (http/guards/render-gate.ts), measured in milliseconds.
 * - Tokens, depth, aliases, directives: the parser's limit and graphql-armor's rules (graphql/query-limits.ts),
 *   checked once per query text (graphql/validated-documents.ts).
 * - Cost: what the operation may return with these variables (graphql/cost.ts).
 * - Mutations: the per-user limit (graphql/mutation-limit.ts), one point per mutation field.
 * - Writes by a signed-in caller: whether the account may write them ({@link WriteCheck}: a suspended account's posts,
 *   comments, likes and publishing are FORBIDDEN with the suspension's end; a day-old account's are limited tighter).
 *
 * Apollo (HTTP, the lean path's hand-over, server rendering) applies them through {@link Gate.apollo}; the streams
 * through {@link Gate.check}, which runs the same functions.
 */
export interface Gate {
  /** The options and plugins Apollo Server runs the checks with. */
  apollo: { validationRules: ValidationRule[]; parseOptions: { maxTokens: number }; plugins: ApolloServerPlugin<GatedContext>[] };
  /** The streams' check of one operation: the execution arguments, or the errors to answer with. */
  check: OperationCheck;
  /** The documents that passed validation, by their text (the lean path reads them). */
  validated: ValidatedDocuments;
  armor: ArmorProtection;
}

/** What the gate reads of a request's context: who is signed in, and the address. */
interface GatedContext {
  viewer: { _id: string } | null;
  clientAddress: string;
}

/** An operation that passed every limit: what to execute, and which kind it is. */
export interface AdmittedOperation {
  args: ExecutionArgs;
  operation: ReturnType<typeof chosenOperation>;
}

export type OperationCheck = (
  profileId: string | null,
  clientAddress: string,
  payload: { query: string; variables?: Record<string, unknown> | null; operationName?: string | null },
) => Promise<AdmittedOperation | readonly GraphQLError[]>;

export interface GateDependencies {
  schema: GraphQLSchema;
  /** Production hides field suggestions in refusals. */
  production: boolean;
  mutationLimiter: MutationLimiter;
  /** The per-address request budget every transport spends. */
  addressLimiter: RateLimiterAbstract;
  /** The lists the cost check may count with their current size (cost.ts). */
  liveListSizes?: LiveListSizes;
  /** graphql-armor's rules (one set per server); made here without it. */
  armor?: ArmorProtection;
  /** Whether a signed-in caller may run these mutation fields (moderation's guard); none: every write is admitted. */
  writeCheck?: WriteCheck;
}

/** The refusal of a signed-in caller's writes (root mutation field names), or null to admit them. */
export type WriteCheck = (profileId: string, fields: readonly string[]) => Promise<GraphQLError | null>;

/** Apollo's side of {@link WriteCheck}: refuses the operation before any of its fields runs. */
function writeCheckPlugin<TContext extends GatedContext>(writeCheck: WriteCheck): ApolloServerPlugin<TContext> {
  return {
    requestDidStart: async () => ({
      didResolveOperation: async ({ operation, document, contextValue }) => {
        const fields = mutationFieldsOf(document, operation ?? undefined);
        if (fields.length === 0 || !contextValue.viewer) return;
        const refusal = await writeCheck(contextValue.viewer._id, fields);
        if (refusal) throw refusal;
      },
    }),
  };
}

/**
 * Spends one point of the address's request budget: null when admitted, the refusal past it. A failure of the
 * counters' store is thrown (the request fails as any failure does), never answered as too many requests.
 */
export async function spendRequestBudget(limiter: RateLimiterAbstract, address: string): Promise<GraphQLError | null> {
  try {
    await limiter.consume(address);
    return null;
  } catch (rejection) {
    if (rejection instanceof Error) throw rejection;
    return tooManyRequests(retryAfterSecondsOf(rejection));
  }
}

/** {@link spendRequestBudget} for Express routes: past the budget, the project's one 429 (Retry-After, TOO_MANY_REQUESTS). */
export function limitByAddress(limiter: RateLimiterAbstract): RequestHandler {
  return (req, res, next) => {
    spendRequestBudget(limiter, req.ip ?? 'unknown').then((refusal) => (refusal ? sendTooManyRequests(res, refusal) : next()), next);
  };
}

export function createGate(deps: GateDependencies): Gate {
  const { schema } = deps;
  const armor = deps.armor ?? createArmor();
  // Documents that passed validation, by their text, shared by every transport of this schema (validated-documents.ts).
  const validated = validatedDocuments(schema, armor);
  const check: OperationCheck = async (profileId, clientAddress, payload) => {
    const limited = await spendRequestBudget(deps.addressLimiter, clientAddress);
    if (limited) return [withoutHttp(limited)];
    const document = validated.check(payload.query, { hideSuggestions: deps.production });
    if (!('kind' in document)) return document;
    // Variables that do not fit (BAD_USER_INPUT), then the cost: the same check as Apollo's plugin.
    const refusal = await checkCost(schema, document, {
      operationName: payload.operationName,
      variables: payload.variables,
      signedIn: profileId !== null,
      live: deps.liveListSizes,
    });
    if (refusal) return refusal.errors;
    const operation = chosenOperation(document, payload.operationName);
    if (operation?.operation === 'mutation') {
      const tooMany = await deps.mutationLimiter.consume(profileId, clientAddress, mutationFieldCount(document, operation));
      if (tooMany) return [withoutHttp(tooMany)];
      const fields = profileId && deps.writeCheck ? mutationFieldsOf(document, operation) : [];
      const refusal = fields.length > 0 ? await deps.writeCheck!(profileId!, fields) : null;
      if (refusal) return [withoutHttp(refusal)];
    }
    // A validated document is executed as is (no second parse); the transport builds its context.
    return { args: { schema, document, variableValues: payload.variables, operationName: payload.operationName }, operation };
  };
  return {
    apollo: {
      validationRules: validationRulesOf(armor),
      parseOptions: { maxTokens: QUERY_LIMITS.maxTokens },
      plugins: [
        ...(armor.plugins as ApolloServerPlugin<GatedContext>[]),
        costPlugin<GatedContext>((context) => context.viewer !== null, deps.liveListSizes),
        deps.mutationLimiter.plugin<GatedContext>(),
        validated.plugin<GatedContext>(),
        ...(deps.writeCheck ? [writeCheckPlugin<GatedContext>(deps.writeCheck)] : []),
      ],
    },
    check,
    validated,
    armor,
  };
}
