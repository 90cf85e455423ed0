import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestServer, type TestServer } from '../support/app';
import { collect, socketClient } from '../support/ws';

/**
 * Every 429 on every transport says when to come back,
 * with `Retry-After` where there is an HTTP response and `extensions.retryAfterSeconds` in the
 * GraphQL error (WebSocket included). Servers run with tiny limits so one call spends them.
 */

const QUIET = { SEED_DEMO_DATA: 'false' };
const ANONYMOUS_MUTATION = 'mutation { likeBuild(buildId: "nothing-here") { id } }';

interface Refusal {
  status: number;
  retryAfterHeader: string | null;
  extensions: Record<string, unknown>;
}

async function overHttp(url: string, query: string, method: 'GET' | 'POST' = 'POST'): Promise<Refusal> {
  const response =
    method === 'POST'
      ? await fetch(`${url}/graphql`, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) })
      : await fetch(`${url}/graphql?query=${encodeURIComponent(query)}`, { headers: { 'apollo-require-preflight': 'true' } });
  const body = (await response.json()) as { errors?: Array<{ extensions: Record<string, unknown> }> };
  return { status: response.status, retryAfterHeader: response.headers.get('retry-after'), extensions: body.errors?.[0]?.extensions ?? {} };
}

/** One operation over graphql-sse (distinct connections mode): the refusal before any stream starts. */
async function overSse(url: string, query: string): Promise<Refusal> {
  const response = await fetch(`${url}/graphql/stream`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify({ query }),
  });
  const text = await response.text();
  const extensions = response.headers.get('content-type')?.startsWith('application/json') ? (JSON.parse(text) as { errors: Array<{ extensions: Record<string, unknown> }> }).errors[0]!.extensions : {};
  return { status: response.status, retryAfterHeader: response.headers.get('retry-after'), extensions };
}

/** One operation over a fresh graphql-ws client: the error's extensions. */
async function overSocket(url: string, query: string): Promise<Record<string, unknown>> {
  const client = socketClient(url);
  try {
    const result = collect(client, query);
    await expect.poll(() => result.error).not.toBeNull();
    return (result.error as Array<{ extensions: Record<string, unknown> }>)[0]!.extensions;
  } finally {
    await client.dispose();
  }
}

/** The parts of a refusal the rule is about (development answers also carry a stack trace). */
const summary = (refusal: Refusal) => ({
  status: refusal.status,
  retryAfterHeader: refusal.retryAfterHeader,
  code: refusal.extensions.code,
  retryAfterSeconds: refusal.extensions.retryAfterSeconds,
  headerAndErrorAgree: refusal.retryAfterHeader === String(refusal.extensions.retryAfterSeconds),
});
/** What a refusal must look like: 429, a Retry-After of whole seconds, and the same number in the error. */
const HONEST = { status: 429, retryAfterHeader: expect.stringMatching(/^[1-9]\d*$/), code: 'TOO_MANY_REQUESTS', retryAfterSeconds: expect.any(Number), headerAndErrorAgree: true };

describe('the per-address request budget', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ...QUIET, RATE_LIMIT_PER_MINUTE: '1' });
  });
  afterAll(async () => server?.stop());

  it('refuses over HTTP POST and GET with Retry-After and retryAfterSeconds', async () => {
    expect((await overHttp(server.url, '{ __typename }')).status).toBe(200);
    expect(summary(await overHttp(server.url, '{ __typename }'))).toEqual(HONEST);
    expect(summary(await overHttp(server.url, '{ __typename }', 'GET'))).toEqual(HONEST);
  });

  it('refuses over SSE with a 429, Retry-After and retryAfterSeconds', async () => {
    expect(summary(await overSse(server.url, '{ __typename }'))).toEqual(HONEST);
  });

  it('refuses over the WebSocket with retryAfterSeconds', async () => {
    const extensions = await overSocket(server.url, '{ __typename }');
    expect(extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfterSeconds: expect.any(Number) });
    expect(extensions.retryAfterSeconds).toBeGreaterThan(0);
  });
});

describe('the mutation limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ...QUIET, MUTATION_LIMIT_PER_MINUTE: '1' });
  });
  afterAll(async () => server?.stop());

  it('refuses over HTTP with Retry-After and retryAfterSeconds', async () => {
    // An anonymous mutation is counted by address before it is refused as UNAUTHENTICATED.
    expect((await overHttp(server.url, ANONYMOUS_MUTATION)).extensions.code).toBe('UNAUTHENTICATED');
    expect(summary(await overHttp(server.url, ANONYMOUS_MUTATION))).toEqual(HONEST);
  });

  it('refuses over SSE with a 429, Retry-After and retryAfterSeconds (T5)', async () => {
    expect(summary(await overSse(server.url, ANONYMOUS_MUTATION))).toEqual(HONEST);
  });

  it('refuses over the WebSocket with retryAfterSeconds and nothing of Apollo\'s http extension', async () => {
    const extensions = await overSocket(server.url, ANONYMOUS_MUTATION);
    expect(extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfterSeconds: expect.any(Number) });
    expect(extensions).not.toHaveProperty('http');
  });
});

describe('connection quotas', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ...QUIET, SOCKETS_PER_ADDRESS: '1', SUBSCRIPTIONS_PER_SOCKET: '1' });
  });
  afterAll(async () => server?.stop());

  it('refuses a second socket with 429 and Retry-After, and a second subscription on a socket with retryAfterSeconds', async () => {
    const client = socketClient(server.url);
    const first = collect(client, 'subscription { newsChanged { id } }');
    const second = collect(client, 'subscription { topBuildsChanged { id } }');
    await expect.poll(() => second.error).not.toBeNull();
    expect((second.error as Array<{ extensions: unknown }>)[0]!.extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 30 });

    const refused = new WebSocket(`${server.url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
    const [, response] = (await once(refused, 'unexpected-response')) as [unknown, { statusCode: number; headers: Record<string, string> }];
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('30');
    // Ending a refused handshake reports an error: expected here.
    refused.on('error', () => undefined);
    refused.terminate();
    first.dispose();
    await client.dispose();
  });

  it('refuses a stream over the per-address quota with 429, Retry-After and retryAfterSeconds', async () => {
    const open = new AbortController();
    const stream = await fetch(`${server.url}/graphql/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ query: 'subscription { newsChanged { id } }' }),
      signal: open.signal,
    });
    expect(stream.status).toBe(200);
    try {
      expect(summary(await overSse(server.url, 'subscription { topBuildsChanged { id } }'))).toEqual({ ...HONEST, retryAfterHeader: '30', retryAfterSeconds: 30 });
    } finally {
      open.abort();
    }
  });
});
