import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUERY_LIMITS } from '../../server/src/graphql/limits';
import { graphql, startTestServer, type TestServer } from '../support/app';

/**
 * The query limits of DESIGN section 6 at their edges, over HTTP (the transport tests show the
 * WebSocket applies the same rules): cost, directives, and field suggestions only outside production.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO_DATA: 'false' });
});
afterAll(async () => server?.stop());

const BUILD_FIELDS = `id name class characterLevel likeCount commentCount assignedPoints { trait points } equippedItemIds { slot itemId legacyValue }
  comments(first: 5) { totalCount edges { cursor node { id author content timestamp } } pageInfo { hasNextPage endCursor } }
  ratings { totalCount edges { node { userId value updatedAt } } }`;
/** `count` aliased public-build pages; each costs about 729 (8 cost 5,832, 9 cost 6,561). */
const buildPages = (count: number) =>
  `{ ${Array.from({ length: count }, (_, i) => `a${i}: publicBuilds(first: 1) { totalCount edges { cursor node { ${BUILD_FIELDS} } } pageInfo { hasNextPage endCursor } }`).join(' ')} }`;
const directives = (count: number) => `{ ${Array.from({ length: count }, () => '__typename @include(if: true)').join(' ')} }`;

describe('query limits', () => {
  it(`accepts a query costing under ${QUERY_LIMITS.maxCost} and refuses one above, naming its cost`, async () => {
    const under = await graphql(server.url, buildPages(8));
    expect(under.errors).toBeUndefined();
    const over = await graphql(server.url, buildPages(9));
    expect(over.status).toBe(400);
    expect(over.errors?.[0]?.message).toMatch(/^Syntax Error: Query Cost limit of 6000 exceeded, found 65\d\d(\.\d+)?\.$/);
  });

  it(`accepts ${QUERY_LIMITS.maxDirectives} directives and refuses ${QUERY_LIMITS.maxDirectives + 1}`, async () => {
    expect((await graphql(server.url, directives(20))).errors).toBeUndefined();
    const over = await graphql(server.url, directives(21));
    expect(over.status).toBe(400);
    expect(over.errors?.[0]?.message).toBe('Syntax Error: Directives limit of 20 exceeded, found 21.');
  });

  it('suggests a field name in development and never in production', async () => {
    const typo = '{ newz(first: 1) { totalCount } }';
    expect((await graphql(server.url, typo)).errors?.[0]?.message).toBe('Cannot query field "newz" on type "Query". Did you mean "news"?');
    const production = await startTestServer({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), SEED_DEMO_DATA: 'false' });
    try {
      const message = (await graphql(production.url, typo)).errors?.[0]?.message;
      expect(message).toMatch(/^Cannot query field "newz" on type "Query"\./);
      expect(message).not.toMatch(/Did you mean/);
    } finally {
      await production.stop();
    }
  });
});
