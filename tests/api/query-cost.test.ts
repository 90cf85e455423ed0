import { print, type DocumentNode } from 'graphql';
import { createClient as createSseClient } from 'graphql-sse';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ItemPageDocument, ItemsPageDocument, MonsterPageDocument, NpcPageDocument, NpcTradePageDocument, QuickCalcsPageDocument } from '../../client/src/gql/graphql';
import { QUERY_TOO_COSTLY } from '../../server/src/graphql/cost';
import { QUERY_LIMITS } from '../../server/src/graphql/query-limits';
import { COSTLY_DOCUMENTS } from '../bench/costly-documents';
import { graphql, startTestServer, type TestServer } from '../support/app';
import { refusalOverSocket, refusalOverSse } from '../support/refusals';
import { collect, socketClient } from '../support/ws';

/**
 * Query cost: what the cost limit refuses before it runs, what it lets
 * through and how big that is, on every transport, and the site's own pages.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.stop());

const ONE_MB = 1024 * 1024;

const typenames = (count: number) => `{ ${Array.from({ length: count }, (_, i) => `t${i}: __typename`).join(' ')} }`;

// Each refusal's code and message on every transport: tests/api/transport-contract.test.ts.
describe('aliases of __typename', () => {
  it(`counts aliases of __typename: ${QUERY_LIMITS.maxAliases} pass on every transport`, async () => {
    const query = typenames(QUERY_LIMITS.maxAliases);
    expect((await graphql(server.url, query)).errors).toBeUndefined();
    for (const client of [socketClient(server.url), createSseClient({ url: `${server.url}/graphql/stream`, retryAttempts: 0 }) as unknown as Client]) {
      const stream = collect(client, query);
      try {
        expect((await stream.next(10_000)).data.t14).toBe('Query');
      } finally {
        stream.dispose();
        await client.dispose();
      }
    }
  });
});

describe('the cost limit on the worst documents found', () => {
  const refused = COSTLY_DOCUMENTS.filter((document) => document.refused);
  const answered = COSTLY_DOCUMENTS.filter((document) => !document.refused);

  it('has documents under 2 KB only', () => {
    const over = COSTLY_DOCUMENTS.filter((document) => Buffer.byteLength(JSON.stringify({ query: document.query })) >= 2048).map((document) => document.name);
    expect(over).toEqual([]);
    expect(refused.length).toBeGreaterThanOrEqual(4);
  });

  it.each(refused.map((document) => [document.name, document] as const))('refuses before running: %s', async (_name, document) => {
    const response = await graphql(server.url, document.query);
    expect(response.status).toBe(400);
    expect(response.data).toBeUndefined();
    expect(response.errors?.map((error) => error.extensions?.code)).toEqual([QUERY_TOO_COSTLY]);
  });

  it.each(answered.map((document) => [document.name, document] as const))('answers under 1 MB: %s', async (_name, document) => {
    const response = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: document.query }) });
    const text = await response.text();
    expect({ status: response.status, errors: JSON.parse(text).errors }).toEqual({ status: 200, errors: undefined });
    expect(text.length).toBeLessThan(ONE_MB);
  });

  it('refuses the re-test`s five aliases on the WebSocket and SSE too', async () => {
    const fiveAliases = COSTLY_DOCUMENTS.find((document) => document.name.startsWith('T3: five aliases'))!.query;
    expect((await refusalOverSocket(server.url, fiveAliases)).code).toBe(QUERY_TOO_COSTLY);
    expect((await refusalOverSse(server.url, fiveAliases)).code).toBe(QUERY_TOO_COSTLY);
  });
});

describe("the site's pages still load", () => {
  const pages: Array<[string, DocumentNode, Record<string, unknown>]> = [
    ['items library', ItemsPageDocument, {}],
    ['an item page', ItemPageDocument, { id: 'apprentice-wand' }],
    ['a monster page', MonsterPageDocument, { id: 'cellar-rat' }],
    ['an NPC page', NpcPageDocument, { id: 'hilda-ashgrove' }],
    ['the NPC trade list', NpcTradePageDocument, {}],
    ['quick calculators', QuickCalcsPageDocument, {}],
  ];
  it.each(pages)('%s', async (_name, document, variables) => {
    const response = await graphql(server.url, print(document), variables);
    expect(response.errors).toBeUndefined();
    expect(response.status).toBe(200);
    expect(Object.values(response.data!).every((value) => value !== null)).toBe(true);
  });
});
