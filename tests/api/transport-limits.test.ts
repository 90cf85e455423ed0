import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { graphql, startTestServer, type TestServer } from '../support/app';
import { devSignIn } from '../support/auth';
import { collect, socketClient } from '../support/ws';

/**
 * The security review's transport findings (shared/peers/security-review.md): every limit HTTP
 * has holds on the WebSocket too, and the limits count what they claim to count.
 */

const BIG_QUERY_TOKENS = 3000;
const tokenFlood = `{ ${'a: __typename '.repeat(BIG_QUERY_TOKENS / 3)} }`;

/** Opens a raw graphql-transport-ws socket; resolves once the server acknowledged it. */
async function rawSocket(url: string, headers: Record<string, string> = {}): Promise<WebSocket> {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', { headers });
  await once(ws, 'open');
  ws.send(JSON.stringify({ type: 'connection_init' }));
  const [ack] = (await once(ws, 'message')) as [Buffer];
  expect(JSON.parse(String(ack)).type).toBe('connection_ack');
  return ws;
}

/** The status code of a refused upgrade, or 101 when it was accepted. */
function upgradeStatus(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', { headers });
    ws.on('open', () => {
      ws.close();
      resolve(101);
    });
    ws.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    ws.on('error', reject);
  });
}

/** Runs one operation on a fresh graphql-ws client and resolves with its first result or error. */
async function overSocket(url: string, query: string, cookie?: string): Promise<string> {
  const client = socketClient(url, cookie);
  try {
    return await new Promise<string>((resolve) => {
      client.subscribe({ query }, { next: (value) => resolve(JSON.stringify(value)), error: (error) => resolve(JSON.stringify(error)), complete: () => undefined });
    });
  } finally {
    await client.dispose();
  }
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

describe('WebSocket message and token limits (F1, F18)', () => {
  it('refuses a message over 100 kB as HTTP refuses such a body, and closes a socket whose message is over 1 MB', async () => {
    const ws = await rawSocket(server.url);
    ws.send(JSON.stringify({ id: 'big', type: 'subscribe', payload: { query: `{ ${'__typename '.repeat(20_000)} }` } }));
    const [refusal] = (await once(ws, 'message')) as [Buffer];
    expect(JSON.parse(String(refusal))).toEqual({
      id: 'big',
      type: 'error',
      payload: [{ message: 'The request body is too large: at most 100 kB is accepted.', extensions: { code: 'PAYLOAD_TOO_LARGE' } }],
    });
    // The socket stays usable, as an HTTP connection does after a 413.
    ws.send(JSON.stringify({ id: 'small', type: 'subscribe', payload: { query: '{ __typename }' } }));
    const [next] = (await once(ws, 'message')) as [Buffer];
    expect(JSON.parse(String(next))).toMatchObject({ id: 'small', type: 'next', payload: { data: { __typename: 'Query' } } });
    // Past 1 MB ws refuses the frame by its header, before buffering it.
    const closed = once(ws, 'close');
    ws.send(JSON.stringify({ id: 'huge', type: 'subscribe', payload: { query: `{ ${'__typename '.repeat(100_000)} }` } }));
    const [code] = (await closed) as [number];
    expect(code).toBe(1009);
    const http = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ ${'__typename '.repeat(20_000)} }` }),
    });
    expect(http.status).toBe(413);
  });

  it('refuses a document over the token limit on both transports with the same clear message', async () => {
    const http = await graphql(server.url, tokenFlood);
    expect(http.status).toBe(400);
    expect(http.errors?.[0]?.message).toBe('The query is too long: at most 2000 tokens are allowed.');
    expect(await overSocket(server.url, tokenFlood)).toContain('The query is too long: at most 2000 tokens are allowed.');
  });

  it('never refuses with only "Validation aborted."', async () => {
    const repeated = `{ ${'__typename '.repeat(1000)} }`;
    const http = await graphql(server.url, repeated);
    expect(http.status).toBe(400);
    expect(http.errors?.[0]?.message).toMatch(/too complex to check/);
    expect(await overSocket(server.url, repeated)).not.toContain('"Validation aborted."');
  });

  it('applies the depth limit to WebSocket operations', async () => {
    const nest = (levels: number) => `{ __type(name: "News") { fields { type ${'{ ofType '.repeat(levels - 4)}{ name }${' }'.repeat(levels - 4)} } } }`;
    expect(await overSocket(server.url, nest(8))).toContain('"__type"');
    expect(await overSocket(server.url, nest(9))).toMatch(/depth limit/i);
  });
});

describe('WebSocket origin (F4)', () => {
  it('refuses an upgrade from another origin, even on the same site, and accepts the site itself and tools without Origin', async () => {
    const cookie = await devSignIn(server.url, 'origin-victim');
    const host = new URL(server.url).host;
    expect(await upgradeStatus(server.url, { origin: 'https://evil.example', cookie })).toBe(403);
    // Another port on the same host is the same site (cookies ignore ports) but another origin.
    expect(await upgradeStatus(server.url, { origin: 'http://127.0.0.1:9', cookie })).toBe(403);
    expect(await upgradeStatus(server.url, { origin: 'null', cookie })).toBe(403);
    expect(await upgradeStatus(server.url, { origin: `http://${host}`, cookie })).toBe(101);
    expect(await upgradeStatus(server.url, {})).toBe(101);
  });
});

describe('signing out ends the sockets of that session (F5)', () => {
  it('closes an open signed-in socket at sign-out, so it can neither read as the user nor write', async () => {
    const cookie = await devSignIn(server.url, 'leaving-user');
    const ws = await rawSocket(server.url, { cookie });
    const closed = once(ws, 'close');
    const other = await devSignIn(server.url, 'staying-user');
    const stays = await rawSocket(server.url, { cookie: other });

    const logout = await fetch(`${server.url}/auth/logout`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: '{}' });
    expect(logout.status).toBe(204);
    const [code] = (await closed) as [number];
    expect(code).toBe(4403);
    // Another player's socket is untouched.
    expect(stays.readyState).toBe(WebSocket.OPEN);
    stays.close();
  });
});

describe('mutation limit counts mutation fields (F3, F18)', () => {
  it('counts 15 aliased addComment as 15 mutations and answers the 429 with Retry-After', async () => {
    const limited = await startTestServer({ MUTATION_LIMIT_PER_MINUTE: '20' });
    try {
      const cookie = await devSignIn(limited.url, 'alias-commenter');
      const created = await graphql(limited.url, 'mutation { createBuild(input: { name: "Aliased", class: squire, characterLevel: 10 }) { id } }', {}, { cookie });
      const id = created.data!.createBuild.id as string;
      await graphql(limited.url, 'mutation($id: ID!) { publishBuild(id: $id) { id } }', { id }, { cookie });
      const fifteen = `mutation($id: ID!) { ${Array.from({ length: 15 }, (_, i) => `c${i}: addComment(buildId: $id, content: "comment ${i}") { commentCount }`).join(' ')} }`;
      const first = await graphql(limited.url, fifteen, { id }, { cookie });
      expect(first.errors).toBeUndefined();
      const response = await fetch(`${limited.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ query: fifteen, variables: { id } }),
      });
      expect(response.status).toBe(429);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      const body = (await response.json()) as { errors: Array<{ extensions: { code: string } }> };
      expect(body.errors[0]!.extensions.code).toBe('TOO_MANY_REQUESTS');
      const after = await graphql(limited.url, 'query($id: ID!) { build(id: $id) { commentCount } }', { id }, { cookie });
      expect(after.data!.build.commentCount).toBe(15);
    } finally {
      await limited.stop();
    }
  });
});

describe('WebSocket quotas (F8)', () => {
  it('spends the same per-address budget as HTTP, limits sockets per address and subscriptions per socket', async () => {
    const limited = await startTestServer({ RATE_LIMIT_PER_MINUTE: '4', SOCKETS_PER_ADDRESS: '2', SUBSCRIPTIONS_PER_SOCKET: '1' });
    try {
      const client = socketClient(limited.url);
      const first = collect(client, 'subscription { topBuildsChanged { id } }');
      await first.next();
      const second = collect(client, 'subscription { newsChanged { id } }');
      await expect.poll(() => JSON.stringify(second.error)).toMatch(/Too many subscriptions on one connection \(at most 1\)/);

      const another = await rawSocket(limited.url);
      expect(await upgradeStatus(limited.url, {})).toBe(429);
      another.close();
      await once(another, 'close');

      // Two operations spent on the socket above; two more over HTTP; the fifth is refused on either transport.
      expect((await graphql(limited.url, '{ __typename }')).status).toBe(200);
      expect((await graphql(limited.url, '{ __typename }')).status).toBe(200);
      expect((await graphql(limited.url, '{ __typename }')).status).toBe(429);
      const refused = collect(client, '{ __typename }');
      await expect.poll(() => JSON.stringify(refused.error)).toMatch(/Too many requests/);
      first.dispose();
      await client.dispose();
    } finally {
      await limited.stop();
    }
  });
});

describe('production WebSocket errors (F13)', () => {
  it('gives no field suggestions over WebSocket in production', async () => {
    const production = await startTestServer({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), SEED_DEMO_DATA: 'false' });
    try {
      const outcome = await overSocket(production.url, '{ buidl(id: "1") { id } }');
      expect(outcome).toContain('Cannot query field \\"buidl\\" on type \\"Query\\".');
      expect(outcome).not.toMatch(/Did you mean|Suggestion|\?/);
    } finally {
      await production.stop();
    }
  });
});

describe('TRUST_PROXY (F9)', () => {
  it('does not let a client choose its rate-limit key with X-Forwarded-For behind one proxy', async () => {
    const proxied = await startTestServer({ TRUST_PROXY: 'true', RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const statuses: number[] = [];
      for (let i = 1; i <= 4; i += 1) {
        // The proxy appends the address it saw (127.0.0.9); the client made up the first entry.
        const { status } = await graphql(proxied.url, '{ __typename }', {}, { 'x-forwarded-for': `10.0.0.${i}, 127.0.0.9` });
        statuses.push(status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await proxied.stop();
    }
  });
});
