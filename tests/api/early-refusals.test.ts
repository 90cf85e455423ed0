import { once } from 'node:events';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, memoryLogger, startTestServer, type TestServer } from '../support/app';
import { devSignIn } from '../support/auth';
import { socketClient } from '../support/ws';

/**
 * Abuse is refused cheaply (soak): an oversized body by its Content-Length before it is
 * read, a too-deep document before the full validation, with the same statuses and messages on
 * every transport; and the per-request work anonymous requests do not need is gone.
 */

const logger = memoryLogger();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { logger });
});
afterAll(async () => server?.stop());

const DEPTH_64 = 'Query depth limit of 8 exceeded, found 64.';
const deepQuery = `{ publicBuilds(first: 1) { edges { node { owner ${'a { '.repeat(60)}b${' }'.repeat(60)} } } } }`;

/** Sends only the head of a request whose Content-Length announces `length` bytes, and resolves with the answer's first line. */
async function headOnly(path: string, length: number): Promise<string> {
  const { port } = new URL(server.url);
  const socket = connect(Number(port), '127.0.0.1');
  await once(socket, 'connect');
  socket.write(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`);
  try {
    const [chunk] = (await once(socket, 'data')) as [Buffer];
    return String(chunk).split('\r\n')[0]!;
  } finally {
    socket.destroy();
  }
}

describe('oversized bodies', () => {
  it('are refused by their Content-Length with a 413 before the body is sent, on /graphql and /graphql/stream', async () => {
    // The body never comes: an answer proves the server did not wait to read it.
    expect(await headOnly('/graphql', 200 * 1024)).toBe('HTTP/1.1 413 Payload Too Large');
    expect(await headOnly('/graphql/stream', 200 * 1024)).toBe('HTTP/1.1 413 Payload Too Large');
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ ${'__typename '.repeat(30_000)}}` }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ errors: [{ message: 'The request body is too large: at most 100 kB is accepted.', extensions: { code: 'PAYLOAD_TOO_LARGE' } }] });
    // The connection that carried it still answers.
    expect((await graphql(server.url, '{ __typename }')).data).toEqual({ __typename: 'Query' });
  });
});

describe('too-deep documents', () => {
  it('are refused over HTTP with a 400 naming the depth, before the full validation', async () => {
    const response = await graphql(server.url, deepQuery);
    expect(response.status).toBe(400);
    // Only the depth: the full validation would also have costed and checked every field.
    expect(response.errors).toEqual([{ message: DEPTH_64, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }]);
  });

  it('are refused over the WebSocket and Server-Sent Events with the same message', async () => {
    const client = socketClient(server.url);
    try {
      const error = await new Promise<unknown>((resolve) => {
        client.subscribe({ query: deepQuery }, { next: resolve, error: resolve, complete: () => undefined });
      });
      expect(error).toEqual([expect.objectContaining({ message: DEPTH_64 })]);
    } finally {
      await client.dispose();
    }
    const sse = await fetch(`${server.url}/graphql/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ query: `subscription ${deepQuery}` }),
    });
    // The stream's one event is the refusal (the same code as HTTP's: query-cost.test.ts).
    expect(sse.status).toBe(200);
    const event = /event: next\ndata: (.*)\n/.exec(await sse.text())![1]!;
    expect((JSON.parse(event) as { errors: Array<{ message: string }> }).errors.map((e) => e.message)).toEqual([DEPTH_64]);
  });

  it('through fragments are still refused by the full validation', async () => {
    const query = `{ publicBuilds(first: 1) { ...Deep } } fragment Deep on BuildConnection { edges { node { owner ${'a { '.repeat(10)}b${' }'.repeat(10)} } } }`;
    const response = await graphql(server.url, query);
    expect(response.status).toBe(400);
    expect(response.errors?.some((error) => /depth limit of 8 exceeded/.test(error.message))).toBe(true);
  });
});

describe('per-request work', () => {
  it('logs one short line per request: id, method, URL, status and time, never headers or cookies', async () => {
    const cookie = await devSignIn(server.url, 'log_reader');
    await graphql(server.url, '{ __typename }', {}, { cookie, 'x-marker': 'log-line' });
    await expect.poll(() => logger.entries.filter((entry) => entry.msg === 'request completed' && (entry.req as { method?: string })?.method === 'POST').length).toBeGreaterThanOrEqual(2);
    const lines = logger.entries.filter((entry) => entry.msg === 'request completed');
    const line = lines.at(-1)!;
    expect(line).toMatchObject({ req: { method: 'POST', url: '/graphql' }, res: { statusCode: 200 }, level: 30 });
    expect(typeof line.responseTime).toBe('number');
    expect(Object.keys(line.req as object).sort()).toEqual(['id', 'method', 'url']);
    expect(JSON.stringify(lines)).not.toContain('almanac.sid');
    expect(JSON.stringify(lines)).not.toContain('log-line');
  });

  it('answers POSTed operations as uncacheable without computing cache hints; GET reads keep theirs', async () => {
    const post = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ news(first: 1) { totalCount } }' }),
    });
    expect(post.status).toBe(200);
    expect(post.headers.get('cache-control')).toBe('no-store');
    const get = await fetch(`${server.url}/graphql?${new URLSearchParams({ query: '{ news(first: 1) { totalCount } }' })}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(get.status).toBe(200);
    expect(get.headers.get('cache-control')).toBe('public, no-cache');
  });
});
