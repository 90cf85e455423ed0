import { GraphQLError, Lexer, parse, Source, TokenKind } from 'graphql';
import { QUERY_LIMITS } from './query-limits';

/** The depth refusal in the words of the full validation (graphql-armor's max-depth rule, without its "Syntax Error: "). */
export const depthLimitMessage = (found: number) => `Query depth limit of ${QUERY_LIMITS.maxDepth} exceeded, found ${found}.`;

/**
 * A cheap look at a document before the full validation, so a too-deep document is refused for
 * the price of reading its tokens instead of running every validation rule over it (and building
 * an error for each). Every transport calls it first: HTTP, WebSocket and Server-Sent Events.
 *
 * Returns the depth errors the full validation would give (one per too-deep operation, the same
 * message and code graphql-armor reports), or null when this look cannot tell: the document is
 * within the depth limit, or has fragment spreads (the depth then runs through fragments), or
 * selects `__schema` (whose subtree the depth rule ignores), or is over the token limit, or is not
 * a syntactically valid document. The full parse and validation then answer as before.
 *
 * Without fragment spreads, an operation's depth as graphql-armor counts it (with
 * `flattenFragments`: fields only, an inline fragment is no level of its own) is exactly how many
 * selection-set braces other than inline fragments' are open around its deepest selection; braces
 * inside parentheses are input objects (arguments, defaults), not selections.
 */
export function precheckDepth(source: string): GraphQLError[] | null {
  const found = tooDeepOperations(source);
  return found && found.map((depth) => new GraphQLError(depthLimitMessage(depth), { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }));
}

/** The depth of every too-deep operation as precheckDepth finds them (no error objects: HTTP answers with their messages), or null. */
export function tooDeepOperations(source: string): number[] | null {
  const found: number[] = [];
  let hasSpread = false;
  try {
    const lexer = new Lexer(new Source(source));
    let tokens = 0;
    // Each open selection set, and whether it is a level (an inline fragment's is not).
    const open: boolean[] = [];
    let depth = 0;
    let parens = 0;
    let deepest = 0;
    let inFragment = false;
    let afterSpread = false;
    // Between `...` of an inline fragment (`... on T`, `... @d`, `... {`) and its brace.
    let inlineHead = false;
    for (let token = lexer.advance(); token.kind !== TokenKind.EOF; token = lexer.advance()) {
      tokens += 1;
      if (tokens > QUERY_LIMITS.maxTokens) return null;
      const spread = afterSpread;
      afterSpread = false;
      if (spread && (token.kind === TokenKind.AT || token.kind === TokenKind.BRACE_L || (token.kind === TokenKind.NAME && token.value === 'on'))) inlineHead = true;
      switch (token.kind) {
        case TokenKind.BRACE_L:
          if (parens === 0) {
            const level = !inlineHead;
            inlineHead = false;
            open.push(level);
            if (level) depth += 1;
            if (depth > deepest) deepest = depth;
          }
          break;
        case TokenKind.BRACE_R:
          if (parens === 0) {
            if (open.length === 0) return null;
            if (open.pop()) depth -= 1;
            if (open.length === 0) {
              if (!inFragment && deepest > QUERY_LIMITS.maxDepth) found.push(deepest);
              inFragment = false;
              deepest = 0;
            }
          }
          break;
        case TokenKind.PAREN_L:
          parens += 1;
          break;
        case TokenKind.PAREN_R:
          parens -= 1;
          if (parens < 0) return null;
          break;
        case TokenKind.SPREAD:
          afterSpread = true;
          break;
        case TokenKind.NAME:
          if (token.value === '__schema') return null;
          if (spread && token.value !== 'on') hasSpread = true;
          if (open.length === 0 && parens === 0 && token.value === 'fragment') inFragment = true;
          break;
        default:
          break;
      }
    }
    if (open.length !== 0 || parens !== 0) return null;
  } catch {
    // Not even tokens: the parser gives its own syntax error.
    return null;
  }
  if (found.length === 0 || hasSpread) return null;
  try {
    // Only a document the parser accepts is refused here; a syntax error keeps its own message.
    parse(source, { maxTokens: QUERY_LIMITS.maxTokens, noLocation: true });
  } catch {
    return null;
  }
  return found;
}
