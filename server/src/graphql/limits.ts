import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { ValidationRule } from 'graphql';

/** Public endpoint limits (DESIGN section 6). The same rules guard HTTP and WebSocket operations. */
export const QUERY_LIMITS = {
  maxDepth: 8,
  maxAliases: 15,
  maxTokens: 2000,
  maxCost: 5000,
  maxDirectives: 20,
} as const;

export function createArmor(production: boolean) {
  const armor = new ApolloArmor({
    maxDepth: { n: QUERY_LIMITS.maxDepth },
    maxAliases: { n: QUERY_LIMITS.maxAliases },
    // The token limit is the parser's own (parseLimited, and Apollo's parseOptions): a refusal is
    // then a 400 parse failure on HTTP and the same message on WebSocket (review F18).
    maxTokens: { enabled: false },
    costLimit: { maxCost: QUERY_LIMITS.maxCost },
    maxDirectives: { n: QUERY_LIMITS.maxDirectives },
    blockFieldSuggestion: { enabled: production },
  });
  return armor.protect();
}

export type ArmorProtection = ReturnType<typeof createArmor>;

export const validationRulesOf = (protection: ArmorProtection): ValidationRule[] =>
  (protection.validationRules ?? []) as ValidationRule[];
