import type { RequestHandler, Response } from 'express';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';

/** Whole seconds until a refused client may try again (rate-limiter-flexible's rejection). */
export const retryAfterOf = (rejection: unknown): number => Math.ceil(((rejection as { msBeforeNext?: number }).msBeforeNext ?? 60_000) / 1000);

/** The project's 429: `Retry-After`, and a GraphQL-style error with the code and `retryAfterSeconds`. */
export function refuseTooManyRequests(res: Response, retryAfterSeconds: number): void {
  res.set('Retry-After', String(retryAfterSeconds)).status(429).json({
    errors: [{ message: `Too many requests. Try again in ${retryAfterSeconds} s.`, extensions: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds } }],
  });
}

/** Spends one point of the client address's budget per request; past it, the 429 above. */
export function limitByAddress(limiter: RateLimiterAbstract): RequestHandler {
  return (req, res, next) => {
    limiter.consume(req.ip ?? 'unknown').then(
      () => next(),
      (rejection: unknown) => {
        if (rejection instanceof Error) return next(rejection);
        refuseTooManyRequests(res, retryAfterOf(rejection));
      },
    );
  };
}
