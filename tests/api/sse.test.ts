import { createClient as createSseClient } from 'graphql-sse';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, startTestServer, type TestServer } from '../support/app';
import { devSignIn } from '../support/auth';
import { collect } from '../support/ws';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.stop());

/** A graphql-sse client on /graphql/stream (one stream per subscription), signed in with a cookie. */
function sseClient(cookie?: string) {
  return createSseClient({ url: `${server.url}/graphql/stream`, headers: cookie ? { cookie } : {}, retryAttempts: 0 });
}

/** graphql-sse's client subscribes like graphql-ws's: `collect` works with either. */
const asSubscriber = (client: ReturnType<typeof createSseClient>) => client as unknown as Client;

async function call(cookie: string, query: string, variables: Record<string, unknown> = {}) {
  const result = await graphql(server.url, query, variables, { cookie });
  expect(result.errors).toBeUndefined();
  return result.data!;
}

describe('subscriptions over Server-Sent Events', () => {
  it('sends the top builds at once and again when a like changes them', async () => {
    const fan = await devSignIn(server.url, 'sse_fan');
    const client = sseClient();
    const stream = collect(asSubscriber(client), 'subscription { topBuildsChanged { id likes } }');
    try {
      const initial = (await stream.next(10_000)).data.topBuildsChanged as Array<{ id: string; likes: number }>;
      const target = initial[initial.length - 1]!;
      await call(fan, 'mutation($id: ID!) { likeBuild(buildId: $id) { id } }', { id: target.id });
      const liked = (top: Array<{ id: string; likes: number }>) => top.find((b) => b.id === target.id)?.likes === target.likes + 1;
      let next = (await stream.next(10_000)).data.topBuildsChanged;
      while (!liked(next)) next = (await stream.next(10_000)).data.topBuildsChanged;
      expect(liked(next)).toBe(true);
    } finally {
      stream.dispose();
      client.dispose();
    }
  });

  it('knows the session from the cookie: the signed-in profile streams, and signed out it is refused', async () => {
    const cookie = await devSignIn(server.url, 'sse_profile');
    const client = sseClient(cookie);
    const stream = collect(asSubscriber(client), 'subscription { myProfile { username displayName } }');
    try {
      // The stream sends on changes only, and has no acknowledgement: change until one arrives.
      let received: any = null;
      for (let attempt = 1; attempt <= 10 && !received; attempt += 1) {
        await call(cookie, 'mutation($name: String!) { updateProfile(input: { displayName: $name }) { id } }', { name: `Streamer ${attempt}` });
        received = await stream.next(1000).catch(() => null);
      }
      expect(received.data.myProfile.username).toBe('sse_profile');
      expect(received.data.myProfile.displayName).toMatch(/^Streamer \d+$/);
    } finally {
      stream.dispose();
      client.dispose();
    }
    const anonymous = sseClient();
    const refused = collect(asSubscriber(anonymous), 'subscription { myProfile { username } }');
    try {
      const first = await refused.next(10_000).catch(() => null);
      const code = first?.errors?.[0]?.extensions?.code ?? (refused.error as Array<{ extensions?: { code?: string } }> | null)?.[0]?.extensions?.code;
      expect(code).toBe('UNAUTHENTICATED');
    } finally {
      refused.dispose();
      anonymous.dispose();
    }
  });

  it('applies the same limits as the WebSocket: a document over the token budget is refused with the reason', async () => {
    const query = JSON.stringify({ query: `subscription { topBuildsChanged { ${'id '.repeat(2100)} } }` });
    // A stream's client gets the refusal as the stream's one event (query-cost.test.ts: every refusal, every transport).
    const streamed = await fetch(`${server.url}/graphql/stream`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'text/event-stream' }, body: query });
    expect(streamed.status).toBe(200);
    const events = await streamed.text();
    expect(events).toMatch(/event: next\ndata: \{"errors":\[\{"message":"The query is too long[^\n]*"code":"GRAPHQL_PARSE_FAILED"/);
    expect(events).toMatch(/event: complete/);
  });

  it('refuses a body over 100 kB', async () => {
    const response = await fetch(`${server.url}/graphql/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ query: `subscription { topBuildsChanged { id } } #${'x'.repeat(110 * 1024)}` }),
    });
    expect(response.status).toBe(413);
  });
});
