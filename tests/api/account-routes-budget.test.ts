import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, startTestServer, type TestServer } from '../support/app';

/**
 * The account's own HTTP routes (the data file, its import, a linked profile's merge) are not GraphQL, but they read or
 * write a whole account: each spends the address's request budget, the same budget the API spends.
 */
let limited: TestServer;
beforeAll(async () => {
  limited = await startTestServer({ SEED_DEMO_DATA: 'false', RATE_LIMIT_PER_MINUTE: '5' });
});
afterAll(async () => limited?.stop());

describe("the account routes and the address's request budget", () => {
  it('counts the data file, the import and the merge page against the budget, then refuses them and the API alike', async () => {
    const statuses: number[] = [];
    const ask = async (path: string, init?: RequestInit) => {
      const response = await fetch(`${limited.url}${path}`, { redirect: 'manual', ...init });
      statuses.push(response.status);
      await response.arrayBuffer();
    };
    await ask('/account/export');
    await ask('/account/import', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    await ask('/auth/link/merge');
    await ask('/account/export');
    await ask('/account/export');
    await ask('/account/export');
    // Signed out: refused for that (401, or the merge page's redirect) until the budget of 5 is spent.
    expect(statuses.slice(0, 5).every((status) => status !== 429)).toBe(true);
    expect(statuses[5]).toBe(429);
    const api = await graphql(limited.url, '{ __typename }');
    expect(api.errors![0]!.extensions!.code).toBe('TOO_MANY_REQUESTS');
  });
});
