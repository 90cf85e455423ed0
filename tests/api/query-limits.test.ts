import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUERY_LIMITS } from '../../server/src/graphql/query-limits';
import { graphql, startTestServer, type TestServer } from '../support/app';

/**
 * The query limits (docs/api.md) at their edges, over HTTP (the transport tests show the
 * WebSocket applies the same rules): cost, directives, and field suggestions only outside production.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO_DATA: 'false' });
});
afterAll(async () => server?.stop());

/** Every trader's stock: 40 traders at most × (1 + 80 trades at most × 9) = 28,840. */
const STOCK = 'npcs { trades { goodsId name buys sells value item { id name } } }';
/** `count` aliased experience tables; each costs 800 (200 rows of a row and three fields). */
const experienceTables = (count: number) => Array.from({ length: count }, (_, i) => `x${i}: experienceTable { level total toNext }`).join(' ');
const directives = (count: number) => `{ ${Array.from({ length: count }, () => '__typename @include(if: true)').join(' ')} }`;

describe('query limits', () => {
  it(`accepts a query costing under ${QUERY_LIMITS.maxCost} and refuses one above, naming its cost (query-cost.test.ts has the rest)`, async () => {
    const under = await graphql(server.url, `{ ${STOCK} ${experienceTables(13)} }`);
    expect(under.errors).toBeUndefined();
    const over = await graphql(server.url, `{ ${STOCK} ${experienceTables(14)} }`);
    expect(over.status).toBe(400);
    expect(over.data).toBeUndefined();
    expect(over.errors?.[0]?.extensions).toMatchObject({ code: 'QUERY_TOO_COSTLY', cost: 40_040, maxCost: QUERY_LIMITS.maxCost });
    expect(over.errors?.[0]?.message).toMatch(/^The query costs too much: it could return about 40,040 values, more than the 40,000 allowed\./);
  });

  it(`accepts ${QUERY_LIMITS.maxDirectives} directives and refuses ${QUERY_LIMITS.maxDirectives + 1}`, async () => {
    expect((await graphql(server.url, directives(20))).errors).toBeUndefined();
    const over = await graphql(server.url, directives(21));
    expect(over.status).toBe(400);
    expect(over.errors?.[0]?.message).toBe('Directives limit of 20 exceeded, found 21.');
  });

  it('suggests a field name in development and never in production', async () => {
    const typo = '{ newz(first: 1) { totalCount } }';
    expect((await graphql(server.url, typo)).errors?.[0]?.message).toBe('Cannot query field "newz" on type "Query". Did you mean "news"?');
    const production = await startTestServer({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), SEED_DEMO_DATA: 'false' });
    try {
      // Each message is graphql-js's sentence without its suggestion: no mask, no stray question mark.
      const sentences: Array<[string, string]> = [
        [typo, 'Cannot query field "newz" on type "Query".'],
        ['{ itemz }', 'Cannot query field "itemz" on type "Query".'],
        ['{ news(firs: 1) { totalCount } }', 'Unknown argument "firs" on field "Query.news".'],
        ['query($k: ContentKnd!) { contents(kind: $k) { totalCount } }', 'Unknown type "ContentKnd".'],
      ];
      for (const [query, sentence] of sentences) {
        const viaPost = await graphql(production.url, query);
        const viaGet = await fetch(`${production.url}/graphql?query=${encodeURIComponent(query)}`, { headers: { 'apollo-require-preflight': '1' } });
        const getMessages = ((await viaGet.json()) as { errors: Array<{ message: string }> }).errors.map((error) => error.message);
        expect({ query, post: viaPost.errors?.map((error) => error.message), get: getMessages }).toEqual({ query, post: [sentence], get: [sentence] });
      }
    } finally {
      await production.stop();
    }
  });
});
