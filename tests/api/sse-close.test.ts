import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryLogger, startTestServer, type TestServer } from '../support/app';
import { devSignIn } from '../support/auth';

/**
 * How a Server-Sent Events stream ends is the ordinary life of the endpoint: a signed-in stream
 * that its client closes must leave no error in the log (graphql-sse ends its answer with
 * `res.end(callback)`, which a session middleware's `res.end` wrapper wrote as a body chunk), and
 * a client closing its stream is not a warning either.
 */
let server: TestServer;
const logger = memoryLogger();

beforeAll(async () => {
  server = await startTestServer({}, { logger });
});
afterAll(async () => server?.stop());

/** Opens `POST /graphql/stream` with a subscription, reads its first event, closes it. */
async function openAndClose(cookie?: string): Promise<string> {
  const aborted = new AbortController();
  const response = await fetch(`${server.url}/graphql/stream`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query: 'subscription { topBuildsChanged { id } }' }),
    signal: aborted.signal,
  });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  let text = '';
  while (!text.includes('event: next')) {
    const { value, done } = await reader.read();
    if (done) break;
    text += new TextDecoder().decode(value);
  }
  aborted.abort();
  await reader.cancel().catch(() => undefined);
  return text;
}

/** Waits until the server's access log has a line for `count` stream requests (the server saw the closes). */
async function streamLines(count: number): Promise<Array<Record<string, unknown>>> {
  const lines = () => logger.entries.filter((entry) => (entry.req as { url?: string } | undefined)?.url === '/graphql/stream');
  for (let waited = 0; lines().length < count && waited < 5000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
  // The handler's own end runs after the close: give it a moment to fail, as it did.
  await new Promise((resolve) => setTimeout(resolve, 200));
  return lines();
}

describe('closing a Server-Sent Events stream', () => {
  it('signed in: the stream sends, closes, and nothing is logged at error or warning level', async () => {
    const cookie = await devSignIn(server.url, 'sse_closer');
    const before = logger.entries.length;
    const text = await openAndClose(cookie);
    expect(text).toContain('topBuildsChanged');
    const lines = await streamLines(1);
    expect(lines).toHaveLength(1);
    const logged = logger.entries.slice(before);
    expect(logged.filter((entry) => Number(entry.level) >= 40).map((entry) => entry.msg)).toEqual([]);
    expect(lines[0]!.msg).toBe('stream closed');
  });

  it('anonymous: the same', async () => {
    const before = logger.entries.length;
    await openAndClose();
    await streamLines(2);
    expect(logger.entries.slice(before).filter((entry) => Number(entry.level) >= 40).map((entry) => entry.msg)).toEqual([]);
  });
});
