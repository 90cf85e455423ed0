import { MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppProcess, type AppProcess } from '../support/app';
import { dropDatabase, findMongo, uniqueDatabaseName, type MongoTarget } from '../support/mongodb';

/**
 * Two app processes on one MongoDB (the server MONGODB_URI names, else the MongoDB wire-protocol
 * test double, not MongoDB) with a small request budget: a client behind a load balancer that
 * spreads its requests over both processes still gets one budget, not one per process.
 */
const BUDGET = 20;
const mongo: MongoTarget = await findMongo();
const database = uniqueDatabaseName();
const env = { MONGODB_URI: mongo.uri, MONGODB_DB: database, SEED_DEMO_DATA: 'false', RATE_LIMIT_PER_MINUTE: String(BUDGET) };
let a: AppProcess;
let b: AppProcess;

beforeAll(async () => {
  // One after the other: both would create the same indexes and seed the same game data at once.
  a = await startAppProcess(env);
  b = await startAppProcess(env);
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await dropDatabase(mongo.uri, database);
  await mongo.stop();
});

describe('two app processes on one MongoDB share their rate limits', () => {
  it(`one budget of ${BUDGET} requests a minute over both processes; the rest are 429 with Retry-After; the counters are in rate_limits`, async () => {
    const answers: Array<{ status: number; retryAfter: string | null }> = [];
    // One after the other, alternating, as a load balancer's round robin would send them.
    for (let i = 0; i < BUDGET * 2; i += 1) {
      const url = i % 2 === 0 ? a.url : b.url;
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
      await response.arrayBuffer();
      answers.push({ status: response.status, retryAfter: response.headers.get('retry-after') });
    }
    const accepted = answers.filter((answer) => answer.status === 200).length;
    const refused = answers.filter((answer) => answer.status === 429);
    expect(accepted).toBe(BUDGET);
    expect(refused).toHaveLength(BUDGET);
    for (const answer of refused) expect(Number(answer.retryAfter)).toBeGreaterThan(0);

    const client = new MongoClient(mongo.uri, { serverSelectionTimeoutMS: 10_000 });
    try {
      await client.connect();
      const counters = await client.db(database).collection('rate_limits').find({}).toArray();
      const requests = counters.filter((counter) => String(counter.key).startsWith('requests:'));
      expect(requests.length).toBeGreaterThan(0);
      expect(requests.reduce((sum, counter) => sum + Number(counter.points), 0)).toBeGreaterThanOrEqual(BUDGET);
    } finally {
      await client.close();
    }
  });
});
