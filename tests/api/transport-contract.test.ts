import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUERY_TOO_COSTLY } from '../../server/src/graphql/cost';
import { QUERY_LIMITS } from '../../server/src/graphql/query-limits';
import { TOKEN_LIMIT_MESSAGE } from '../../server/src/graphql/refusals';
import { TOO_LARGE_MESSAGE } from '../../server/src/serving/early-refusals';
import { COSTLY_DOCUMENTS } from '../bench/costly-documents';
import { startTestServer, type TestServer } from '../support/app';
import { refusalOverHttp, refusalOverSocket, refusalOverSse, type Refusal } from '../support/refusals';

/**
 * One refusal contract on every transport (review N1/T4, N6): each refusal a
 * client can meet gives the same `extensions.code` and message over HTTP (POST /graphql), the
 * WebSocket (graphql-ws's client) and Server-Sent Events (graphql-sse's client, which reads a
 * refusal either as the stream's one result or, for a refused request, from the JSON body of the
 * response its NetworkError carries).
 */
let server: TestServer;
let limited: TestServer;
beforeAll(async () => {
  [server, limited] = await Promise.all([startTestServer(), startTestServer({ RATE_LIMIT_PER_MINUTE: '1' })]);
});
afterAll(async () => Promise.all([server?.stop(), limited?.stop()]));

/** A pattern matching exactly this text. */
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

const nestedDepth9 = '{ itemList { droppedBy { monster { loot { item { droppedBy { monster { loot { name } } } } } } } } }';
const typenames = (count: number) => `{ ${Array.from({ length: count }, (_, i) => `t${i}: __typename`).join(' ')} }`;

interface Case {
  name: string;
  query: string;
  variables?: Record<string, unknown>;
  code: string;
  message: string | RegExp;
  /** The HTTP status over HTTP. */
  status: number;
  /** The status of the SSE request when the request itself is refused (a JSON body); a refused operation is the stream's one result instead. */
  sseStatus?: number;
  /** Whether the server with a budget of one request a minute is the one to ask. */
  limited?: boolean;
}

const REFUSALS: Case[] = [
  { name: 'syntax', query: '{ news(first: 1) { totalCount }', code: 'GRAPHQL_PARSE_FAILED', message: 'Syntax Error: Expected Name, found <EOF>.', status: 400 },
  { name: 'validation', query: '{ qqqq }', code: 'GRAPHQL_VALIDATION_FAILED', message: 'Cannot query field "qqqq" on type "Query".', status: 400 },
  {
    name: 'variables',
    query: 'query($n: Int!) { news(first: $n) { totalCount } }',
    variables: { n: 'ten' },
    code: 'BAD_USER_INPUT',
    message: 'Variable "$n" got invalid value "ten"; Int cannot represent non-integer value: "ten"',
    status: 400,
  },
  { name: 'depth', query: nestedDepth9, code: 'GRAPHQL_VALIDATION_FAILED', message: `Query depth limit of ${QUERY_LIMITS.maxDepth} exceeded, found 9.`, status: 400 },
  { name: 'aliases', query: typenames(16), code: 'GRAPHQL_VALIDATION_FAILED', message: `Aliases limit of ${QUERY_LIMITS.maxAliases} exceeded, found 16.`, status: 400 },
  {
    name: 'directives',
    query: `{ ${Array.from({ length: 21 }, () => '__typename @include(if: true)').join(' ')} }`,
    code: 'GRAPHQL_VALIDATION_FAILED',
    message: `Directives limit of ${QUERY_LIMITS.maxDirectives} exceeded, found 21.`,
    status: 400,
  },
  { name: 'tokens', query: `{ ${'__typename '.repeat(2100)} }`, code: 'GRAPHQL_PARSE_FAILED', message: TOKEN_LIMIT_MESSAGE, status: 400 },
  { name: 'cost', query: COSTLY_DOCUMENTS[0]!.query, code: QUERY_TOO_COSTLY, message: /^The query costs too much: it could return about 627,039 values, more than the 40,000 allowed\./, status: 400 },
  { name: 'body size', query: `{ ${'__typename '.repeat(12_000)}}`, code: 'PAYLOAD_TOO_LARGE', message: TOO_LARGE_MESSAGE, status: 413, sseStatus: 413 },
  { name: 'rate', query: '{ __typename }', code: 'TOO_MANY_REQUESTS', message: /^Too many requests\. Try again in \d+ s\.$/, status: 429, sseStatus: 429, limited: true },
];

/** Code and message, with the seconds of a rate refusal left out (they count down between transports). */
const contract = (refusal: Refusal) => ({ code: refusal.code, message: refusal.message.replace(/\d+ s\.$/, 'N s.') });

describe('each refusal has the same code and message on HTTP, WebSocket and SSE', () => {
  it.each(REFUSALS.map((refusal) => [refusal.name, refusal] as const))('%s', async (_name, refusal) => {
    const url = refusal.limited ? limited.url : server.url;
    // The budget of one request a minute: spent here, so each transport's next request is over it.
    if (refusal.limited) await refusalOverHttp(url, '{ __typename }');
    const http = await refusalOverHttp(url, refusal.query, refusal.variables);
    const socket = await refusalOverSocket(url, refusal.query, refusal.variables);
    const sse = await refusalOverSse(url, refusal.query, refusal.variables);
    expect(http.status).toBe(refusal.status);
    for (const [transport, answer] of Object.entries({ http, socket, sse })) {
      expect({ transport, code: answer.code }).toEqual({ transport, code: refusal.code });
      expect(answer.message).toMatch(typeof refusal.message === 'string' ? exactly(refusal.message) : refusal.message);
      expect(answer.message).not.toMatch(/^Syntax Error: (Query depth|Directives|Aliases)/);
    }
    expect(contract(socket)).toEqual(contract(http));
    expect(contract(sse)).toEqual(contract(http));
    // Asked again on a new socket, the same refusal: a document the sockets parsed and validated
    // before is kept by its text, and the checks after validation (variables,
    // cost, limits) still run for every operation.
    expect(contract(await refusalOverSocket(url, refusal.query, refusal.variables))).toEqual(contract(socket));
    // A refused SSE request (not a stream) answers with the HTTP status and a JSON body; a rate limit says when to come back.
    expect(sse.status).toBe(refusal.sseStatus);
    const waits = (answer: Refusal) => Number(answer.retryAfter ?? 0) > 0;
    expect({ http: waits(http), sse: waits(sse) }).toEqual({ http: refusal.status === 429, sse: refusal.status === 429 });
  });
});
