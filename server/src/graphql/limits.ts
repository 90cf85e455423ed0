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
    maxTokens: { n: QUERY_LIMITS.maxTokens },
    costLimit: { maxCost: QUERY_LIMITS.maxCost },
    maxDirectives: { n: QUERY_LIMITS.maxDirectives },
    blockFieldSuggestion: { enabled: production },
  });
  return armor.protect();
}

export type ArmorProtection = ReturnType<typeof createArmor>;

export const validationRulesOf = (protection: ArmorProtection): ValidationRule[] =>
  (protection.validationRules ?? []) as ValidationRule[];
