import { print, type DocumentNode } from 'graphql';
import { createClient as createSseClient } from 'graphql-sse';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ItemPageDocument, ItemsPageDocument, MonsterPageDocument, NpcPageDocument, NpcTradePageDocument, QuickCalcsPageDocument } from '../../client/src/gql/graphql';
import { QUERY_TOO_COSTLY } from '../../server/src/graphql/cost';
import { QUERY_LIMITS } from '../../server/src/graphql/limits';
import { TOKEN_LIMIT_MESSAGE } from '../../server/src/graphql/refusals';
import { COSTLY_DOCUMENTS } from '../bench/costly-documents';
import { graphql, startTestServer, type TestServer } from '../support/app';
import { collect, socketClient } from '../support/ws';

/**
 * Query cost (issue 28, review T3) and one answer per refusal on every transport (review N1/T4,
 * N6): what the cost limit refuses before it runs, what it lets through and how big that is, the
 * site's own pages, and each refusal's code and message over HTTP, WebSocket and SSE.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.stop());

const ONE_MB = 1024 * 1024;

interface Refusal {
  code: unknown;
  message: string;
}

async function overHttp(query: string, variables: Record<string, unknown> = {}): Promise<Refusal> {
  const response = await graphql(server.url, query, variables);
  expect(response.status).toBe(400);
  return { code: response.errors?.[0]?.extensions?.code, message: response.errors![0]!.message };
}

/** The first thing a streaming client hears: a result's first error, or the error it was refused with. */
async function firstError(client: Client, query: string, variables: Record<string, unknown>): Promise<Refusal> {
  const stream = collect(client, query, variables);
  try {
    const result = await Promise.race([
      stream.next(10_000),
      new Promise((resolve) => {
        const poll = setInterval(() => stream.error && (clearInterval(poll), resolve(null)), 10);
      }),
    ]);
    const errors = ((result as { errors?: unknown[] } | null)?.errors ?? stream.error) as Array<{ message: string; extensions?: { code?: unknown } }>;
    if (!Array.isArray(errors)) throw new Error(`Expected a GraphQL error, got ${String(stream.error)}`);
    return { code: errors[0]!.extensions?.code, message: errors[0]!.message };
  } finally {
    stream.dispose();
  }
}

async function overSocket(query: string, variables: Record<string, unknown> = {}): Promise<Refusal> {
  const client = socketClient(server.url);
  try {
    return await firstError(client, query, variables);
  } finally {
    await client.dispose();
  }
}

/** graphql-sse's own client, as a page using the SSE transport has it. */
async function overSse(query: string, variables: Record<string, unknown> = {}): Promise<Refusal> {
  const client = createSseClient({ url: `${server.url}/graphql/stream`, retryAttempts: 0 });
  try {
    return await firstError(client as unknown as Client, query, variables);
  } finally {
    client.dispose();
  }
}

/** A pattern matching exactly this text. */
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

const nestedDepth9 = '{ itemList { droppedBy { monster { loot { item { droppedBy { monster { loot { name } } } } } } } } }';
const typenames = (count: number) => `{ ${Array.from({ length: count }, (_, i) => `t${i}: __typename`).join(' ')} }`;

const REFUSALS: Array<{ name: string; query: string; variables?: Record<string, unknown>; code: string; message: string | RegExp }> = [
  { name: 'unknown field', query: '{ qqqq }', code: 'GRAPHQL_VALIDATION_FAILED', message: 'Cannot query field "qqqq" on type "Query".' },
  { name: 'syntax error', query: '{ news(first: 1) { totalCount }', code: 'GRAPHQL_PARSE_FAILED', message: 'Syntax Error: Expected Name, found <EOF>.' },
  {
    name: 'variable coercion',
    query: 'query($n: Int!) { news(first: $n) { totalCount } }',
    variables: { n: 'ten' },
    code: 'BAD_USER_INPUT',
    message: 'Variable "$n" got invalid value "ten"; Int cannot represent non-integer value: "ten"',
  },
  { name: 'depth', query: nestedDepth9, code: 'GRAPHQL_VALIDATION_FAILED', message: `Query depth limit of ${QUERY_LIMITS.maxDepth} exceeded, found 9.` },
  { name: 'aliases of __typename', query: typenames(16), code: 'GRAPHQL_VALIDATION_FAILED', message: `Aliases limit of ${QUERY_LIMITS.maxAliases} exceeded, found 16.` },
  {
    name: 'directives',
    query: `{ ${Array.from({ length: 21 }, () => '__typename @include(if: true)').join(' ')} }`,
    code: 'GRAPHQL_VALIDATION_FAILED',
    message: `Directives limit of ${QUERY_LIMITS.maxDirectives} exceeded, found 21.`,
  },
  { name: 'tokens', query: `{ ${'__typename '.repeat(2100)} }`, code: 'GRAPHQL_PARSE_FAILED', message: TOKEN_LIMIT_MESSAGE },
  { name: 'cost', query: COSTLY_DOCUMENTS[0]!.query, code: QUERY_TOO_COSTLY, message: /^The query costs too much: it could return about 627,039 values, more than the 40,000 allowed\./ },
];

describe('the same refusal, the same code and message, on HTTP, WebSocket and SSE', () => {
  it.each(REFUSALS.map((refusal) => [refusal.name, refusal] as const))('%s', async (_name, refusal) => {
    const answers = { http: await overHttp(refusal.query, refusal.variables), socket: await overSocket(refusal.query, refusal.variables), sse: await overSse(refusal.query, refusal.variables) };
    for (const answer of Object.values(answers)) {
      expect(answer.code).toBe(refusal.code);
      expect(answer.message).toMatch(typeof refusal.message === 'string' ? exactly(refusal.message) : refusal.message);
      expect(answer.message).not.toMatch(/^Syntax Error: (Query depth|Directives|Aliases)/);
    }
    expect(answers.socket).toEqual(answers.http);
    expect(answers.sse).toEqual(answers.http);
  });

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
    expect(response.status).toBe(200);
    expect(JSON.parse(text).errors).toBeUndefined();
    expect(text.length).toBeLessThan(ONE_MB);
  });

  it('refuses the re-test`s five aliases on the WebSocket and SSE too', async () => {
    const fiveAliases = COSTLY_DOCUMENTS.find((document) => document.name.startsWith('T3: five aliases'))!.query;
    expect((await overSocket(fiveAliases)).code).toBe(QUERY_TOO_COSTLY);
    expect((await overSse(fiveAliases)).code).toBe(QUERY_TOO_COSTLY);
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
