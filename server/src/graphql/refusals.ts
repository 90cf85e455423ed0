import { GraphQLError, parse, type DocumentNode, type GraphQLFormattedError } from 'graphql';
import { QUERY_LIMITS } from './query-limits';

/**
 * The refusals both transports give, in words a tooling author can act on: the
 * parser's and validator's own words ("Parsing aborted.", "Validation aborted.") say only that
 * something stopped, not what to change.
 */
export const TOKEN_LIMIT_MESSAGE = `The query is too long: at most ${QUERY_LIMITS.maxTokens} tokens are allowed.`;
export const TOO_COMPLEX_MESSAGE = 'The query is too complex to check: it selects the same fields too many times. Select each field once.';

/** Parses with the token limit, so a huge document is refused before it is built (HTTP uses the same via parseOptions). */
export function parseLimited(source: string): DocumentNode {
  return parse(source, { maxTokens: QUERY_LIMITS.maxTokens });
}

/** The message a refusal should carry, or null when the original one is already clear. */
export function explainRefusal(message: string): string | null {
  if (/more than? \d+ tokens|more that \d+ tokens|Token limit/i.test(message)) return TOKEN_LIMIT_MESSAGE;
  if (message === 'Validation aborted.' || /error limit reached\. Validation aborted/.test(message)) return TOO_COMPLEX_MESSAGE;
  return null;
}

/** Rewrites an HTTP error's message where `explainRefusal` has a clearer one. */
export function explainFormatted(formatted: GraphQLFormattedError): GraphQLFormattedError {
  const message = explainRefusal(formatted.message);
  return message ? { ...formatted, message } : formatted;
}

/**
 * The same for errors about to go out over the WebSocket or Server-Sent Events, with the code
 * Apollo gives the same refusal over HTTP: GRAPHQL_PARSE_FAILED for what the
 * parser refused (syntax, the token limit), GRAPHQL_VALIDATION_FAILED for what validation refused
 * (unknown fields, depth, aliases, directives).
 */
export function explainErrors(errors: readonly GraphQLError[], code: 'GRAPHQL_PARSE_FAILED' | 'GRAPHQL_VALIDATION_FAILED'): GraphQLError[] {
  return errors.map(
    (error) =>
      new GraphQLError(explainRefusal(error.message) ?? error.message, {
        nodes: error.nodes,
        source: error.source,
        positions: error.positions,
        extensions: { ...error.extensions, code },
      }),
  );
}
