import type { Response } from 'express';
import { GraphQLError } from 'graphql';

/** The code of every rate-limit refusal, on every transport. */
export const TOO_MANY_REQUESTS = 'TOO_MANY_REQUESTS';

/**
 * How long to wait after a refusal for too many open connections (sockets, streams, subscriptions):
 * unlike a rate window, nothing says when one closes, so clients are told a fixed, modest wait.
 */
export const CONNECTION_RETRY_AFTER_SECONDS = 30;

/** Whole seconds until a rate-limiter-flexible rejection's window frees a point (at least 1). */
export function retryAfterSecondsOf(rejection: unknown): number {
  const ms = (rejection as { msBeforeNext?: number } | null)?.msBeforeNext;
  return Math.max(1, Math.ceil((typeof ms === 'number' && Number.isFinite(ms) ? ms : 60_000) / 1000));
}

/** "Too many requests. Try again in N s.": the address budget's message, the same on every transport. */
export const tooManyRequestsMessage = (retryAfterSeconds: number) => `Too many requests. Try again in ${retryAfterSeconds} s.`;

/**
 * The one rate-limit refusal: a GraphQL error with code
 * TOO_MANY_REQUESTS and `extensions.retryAfterSeconds`, and, for Apollo over HTTP, the 429 status
 * with its `Retry-After` header. Every transport sends this error (WebSocket and SSE strip `http`
 * from what they send: see `refusalExtensions`).
 */
export function tooManyRequests(retryAfterSeconds: number, message = tooManyRequestsMessage(retryAfterSeconds)): GraphQLError {
  return new GraphQLError(message, {
    extensions: {
      code: TOO_MANY_REQUESTS,
      retryAfterSeconds,
      http: { status: 429, headers: new Map([['retry-after', String(retryAfterSeconds)]]) },
    },
  });
}

/** The same error without Apollo's `http` extension, for transports that are not Apollo's (WebSocket, SSE bodies). */
export function withoutHttp(error: GraphQLError): GraphQLError {
  if (!error.extensions || !('http' in error.extensions)) return error;
  const { http: _http, ...extensions } = error.extensions;
  return new GraphQLError(error.message, { extensions, nodes: error.nodes, source: error.source, positions: error.positions, path: error.path, originalError: error.originalError });
}

/** The Retry-After of a set of errors: the longest wait any TOO_MANY_REQUESTS among them asks, or null. */
export function retryAfterOf(errors: readonly GraphQLError[]): number | null {
  const waits = errors
    .filter((error) => error.extensions?.code === TOO_MANY_REQUESTS)
    .map((error) => Number(error.extensions?.retryAfterSeconds))
    .filter((seconds) => Number.isFinite(seconds) && seconds > 0);
  return waits.length > 0 ? Math.max(...waits) : null;
}

/** Sends a refusal as an HTTP 429 with `Retry-After` and a GraphQL-shaped JSON body (Express routes outside Apollo). */
export function sendTooManyRequests(res: Response, error: GraphQLError): void {
  const retryAfterSeconds = Number(error.extensions.retryAfterSeconds);
  res.set('Retry-After', String(retryAfterSeconds)).status(429).json({ errors: [withoutHttp(error).toJSON()] });
}
