import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { MongoClient } from 'mongodb';
import { RateLimiterMemory, RateLimiterMongo, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { afterAll, describe, expect, it } from 'vitest';
import { limitByAddress, spendRequestBudget } from '../../server/src/serving/gate';

/**
 * The gate's request budget (serving/gate.ts), the one every HTTP route and transport spends: past the budget a
 * 429 with Retry-After; a counters' store that cannot answer is a failure (500), never "too many requests" (the
 * GraphQL endpoint had a copy of its own that answered an outage as 429).
 */
const unreachable = new MongoClient('mongodb://127.0.0.1:9/', { serverSelectionTimeoutMS: 200, connectTimeoutMS: 200 });
afterAll(async () => unreachable.close());

async function serve(limiter: RateLimiterAbstract) {
  const app = express();
  app.use(limitByAddress(limiter));
  app.get('/', (_req, res) => void res.send('ok'));
  app.use((_error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => void res.status(500).send('failed'));
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('the request budget', () => {
  it('admits within the budget, then refuses with 429, Retry-After and TOO_MANY_REQUESTS', async () => {
    const { url, close } = await serve(new RateLimiterMemory({ points: 1, duration: 60 }));
    try {
      expect((await fetch(url)).status).toBe(200);
      const refused = await fetch(url);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await refused.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0]!.extensions.code).toBe('TOO_MANY_REQUESTS');
    } finally {
      await close();
    }
  });

  it('a store that cannot count fails the request (500), it is not too many requests', async () => {
    const limiter = new RateLimiterMongo({ storeClient: unreachable, dbName: 'almanac', tableName: 'rate_limits', points: 10, duration: 60, disableIndexesCreation: true });
    await expect(spendRequestBudget(limiter, '203.0.113.9')).rejects.toBeInstanceOf(Error);
    const { url, close } = await serve(limiter);
    try {
      expect((await fetch(url)).status).toBe(500);
    } finally {
      await close();
    }
  });
});
