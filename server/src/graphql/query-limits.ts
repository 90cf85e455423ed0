import { ApolloArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, type ValidationContext, type ValidationRule } from 'graphql';

/** Public endpoint limits. The same rules guard HTTP and WebSocket operations. */
export const QUERY_LIMITS = {
  maxDepth: 8,
  maxAliases: 15,
  maxTokens: 2000,
  // What an operation may return, counted before it runs (cost.ts; docs/api.md, "Query cost"). The
  // planner's items (the largest page query) count about 27,000 with the library's 259 items.
  maxCost: 40_000,
  // Signed in: the development page /debug/builds (every field of a player's 200 builds) counts 74,000.
  maxCostSignedIn: 100_000,
  maxDirectives: 20,
} as const;

/**
 * How graphql-armor's rules refuse: a validation error like any other (GRAPHQL_VALIDATION_FAILED
 * on every transport, as Apollo names validation errors over HTTP), in its own words without the
 * "Syntax Error: " graphql-armor puts first (the document's syntax is fine).
 */
export const armorRefusal = {
  propagateOnRejection: false,
  onReject: [
    (context: ValidationContext | null, error: GraphQLError) =>
      context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, ''), { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } })),
  ],
};

export function createArmor() {
  const armor = new ApolloArmor({
    // Depth counts fields, the nesting of the answer: a fragment (named or inline) is no level of
    // its own, so sharing a selection as a fragment never changes whether a query passes.
    maxDepth: { n: QUERY_LIMITS.maxDepth, flattenFragments: true, ...armorRefusal },
    // `__typename` counts like any other field.
    maxAliases: { n: QUERY_LIMITS.maxAliases, allowList: [], ...armorRefusal },
    // The token limit is the parser's own (parseLimited, and Apollo's parseOptions): a refusal is
    // then a 400 parse failure on HTTP and the same message on WebSocket.
    maxTokens: { enabled: false },
    // Cost counts what is returned (list sizes), not fields: cost.ts, run before execution.
    costLimit: { enabled: false },
    maxDirectives: { n: QUERY_LIMITS.maxDirectives, ...armorRefusal },
    // Suggestions ("Did you mean …?") are hidden in production by Apollo's own
    // `hideSchemaDetailsFromClientErrors` (app.ts) and by graphql-js's `hideSuggestions` on the
    // sockets and streams: the message then ends where graphql-js's sentence ends. graphql-armor's
    // Apollo variant replaced `Did you mean "…"` and left the question mark: `[Suggestion hidden]?`.
    blockFieldSuggestion: { enabled: false },
  });
  return armor.protect();
}

export type ArmorProtection = ReturnType<typeof createArmor>;

export const validationRulesOf = (protection: ArmorProtection): ValidationRule[] =>
  (protection.validationRules ?? []) as ValidationRule[];
