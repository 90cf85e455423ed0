import type { RequestHandler } from 'express';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { retryAfterSecondsOf, sendTooManyRequests, tooManyRequests } from '../../graphql/too-many-requests';

/** Spends one point of the client address's budget per request; past it, the project's one 429 (Retry-After, TOO_MANY_REQUESTS). */
export function limitByAddress(limiter: RateLimiterAbstract): RequestHandler {
  return (req, res, next) => {
    limiter.consume(req.ip ?? 'unknown').then(
      () => next(),
      (rejection: unknown) => {
        if (rejection instanceof Error) return next(rejection);
        sendTooManyRequests(res, tooManyRequests(retryAfterSecondsOf(rejection)));
      },
    );
  };
}
