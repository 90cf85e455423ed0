import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The codes whose message the server writes for the player: bad input, not allowed, gone, too many requests. */
const PLAYER_CODES = new Set(['BAD_USER_INPUT', 'FORBIDDEN', 'NOT_FOUND', 'TOO_MANY_REQUESTS']);

/**
 * The server's message for a refused change, or `fallback` (network failures, server faults and
 * the like, whose text would tell the player nothing they can act on).
 */
export function refusalMessage(error: unknown, fallback: string): string {
  const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
  const code = first?.extensions?.code;
  return first && typeof code === 'string' && PLAYER_CODES.has(code) ? first.message : fallback;
}
