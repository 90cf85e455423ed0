import type { ApolloServerPlugin, BaseContext, GraphQLRequestListener } from '@apollo/server';
import { specifiedRules, validate, type DocumentNode, type GraphQLError, type GraphQLSchema, type ValidationRule } from 'graphql';
import { LRUCache } from 'lru-cache';
import { validationRulesOf, type ArmorProtection } from './query-limits';
import { precheckDepth } from './precheck';
import { explainErrors, parseLimited } from './refusals';

/**
 * How many bytes of query text the kept documents may come from in all (a document takes roughly
 * 20 times its text): 10,000 sockets subscribed with one query share one parsed document instead
 * of holding 10,000 copies with their tokens (about 4 KB a socket).
 */
const VALIDATED_DOCUMENTS_MAX_TEXT = 1024 * 1024;

/**
 * The documents that parsed and passed validation (tokens, depth, aliases, directives and
 * graphql-js's rules) for one schema and one set of limits, by their text: the same text always
 * gets the same verdict, and graphql-js never changes a document it executes. Only documents
 * that passed are kept; a refused text is checked, and refused, every time. What a document asks
 * for is still checked per request by whoever uses it: the per-address budget, the variables, the
 * cost (which depends on the variables) and the mutation limit. Nothing here holds results, so a
 * change of data never meets a stale answer.
 */
export interface ValidatedDocuments {
  /** The document of a text that passed before, or undefined. */
  get(query: string): DocumentNode | undefined;
  /** A text's document once it passes (kept), or the refusal (not kept): depth first, for the price of its tokens, then the parse and validation. */
  check(query: string, options: { hideSuggestions: boolean }): DocumentNode | readonly GraphQLError[];
  /** Apollo's plugin that keeps what passed Apollo's own validation (the same rules), so the lean HTTP path knows it too. */
  plugin<TContext extends BaseContext>(): ApolloServerPlugin<TContext>;
}

/** One cache per schema and limits (a new or changed schema starts empty), shared by every transport that uses them. */
const caches = new WeakMap<GraphQLSchema, WeakMap<ArmorProtection, ValidatedDocuments>>();

export function validatedDocuments(schema: GraphQLSchema, armor: ArmorProtection): ValidatedDocuments {
  let forSchema = caches.get(schema);
  if (!forSchema) caches.set(schema, (forSchema = new WeakMap()));
  let documents = forSchema.get(armor);
  if (!documents) forSchema.set(armor, (documents = createValidatedDocuments(schema, [...specifiedRules, ...validationRulesOf(armor)])));
  return documents;
}

function createValidatedDocuments(schema: GraphQLSchema, rules: readonly ValidationRule[]): ValidatedDocuments {
  const kept = new LRUCache<string, DocumentNode>({ max: 1000, maxSize: VALIDATED_DOCUMENTS_MAX_TEXT, sizeCalculation: (_document, query) => Math.max(1, query.length) });
  const keep = (query: string, document: DocumentNode) => {
    if (query.length <= VALIDATED_DOCUMENTS_MAX_TEXT) kept.set(query, document);
  };
  // One listener for every request Apollo runs: a document whose operation Apollo resolves passed
  // its validation (now, or when Apollo's own document store kept it), so one evicted here comes back.
  const listener: GraphQLRequestListener<BaseContext> = {
    async didResolveOperation({ source, document }) {
      if (!kept.has(source)) keep(source, document);
    },
  };
  return {
    get: (query) => kept.get(query),
    check(query, { hideSuggestions }) {
      const known = kept.get(query);
      if (known) return known;
      // A too-deep document is refused for the price of reading its tokens, as over HTTP.
      const tooDeep = precheckDepth(query);
      if (tooDeep) return tooDeep;
      let document: DocumentNode;
      try {
        document = parseLimited(query);
      } catch (error) {
        return explainErrors([error as GraphQLError], 'GRAPHQL_PARSE_FAILED');
      }
      const errors = validate(schema, document, rules, { hideSuggestions });
      if (errors.length > 0) return explainErrors(errors, 'GRAPHQL_VALIDATION_FAILED');
      keep(query, document);
      return document;
    },
    plugin: <TContext extends BaseContext>() => ({ requestDidStart: async () => listener as GraphQLRequestListener<TContext> }),
  };
}
