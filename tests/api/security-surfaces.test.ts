import { once } from 'node:events';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { SESSIONS_COLLECTION } from '../../server/src/auth/session-store';
import { SESSION_SWEEP_MS } from '../../server/src/http/live/websocket';
import { graphql, startTestServer, type TestServer } from '../support/app';
import { freePort, providerEnv, startOAuthServer } from '../support/oauth';
import { devSignIn, sessionCookieOf } from '../support/auth';

/**
 * What the security re-test (shared/peers/security-retest.md) found on the
 * surfaces around the GraphQL core, and what a look beyond it found. Each test names its finding.
 */

/** The site's public address, as an operator behind a proxy would set it. */
const PUBLIC_URL = 'https://almanac.example';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL });
});
afterAll(async () => server?.stop());

/** Opens a stream on /graphql/stream and resolves with its status and content type; the body is dropped. */
async function streamStatus(init: { method?: 'GET' | 'POST'; query: string; headers?: Record<string, string> }, base = server.url): Promise<{ status: number; type: string | null; body: string }> {
  const { stream, ...answer } = await openStream(init, base);
  stream.abort();
  return answer;
}

/** Opens a stream and keeps it open until `stream.abort()`. */
async function openStream(init: { method?: 'GET' | 'POST'; query: string; headers?: Record<string, string> }, base = server.url) {
  const controller = new AbortController();
  const url = init.method === 'GET' ? `${base}/graphql/stream?query=${encodeURIComponent(init.query)}` : `${base}/graphql/stream`;
  const response = await fetch(url, {
    method: init.method ?? 'POST',
    headers: { accept: 'text/event-stream', ...(init.method === 'GET' ? {} : { 'content-type': 'application/json' }), ...init.headers },
    body: init.method === 'GET' ? undefined : JSON.stringify({ query: init.query }),
    signal: controller.signal,
  });
  const type = response.headers.get('content-type');
  // A stream never ends by itself: read only refusals, then hang up.
  let body = '';
  let ended = false;
  if (type?.startsWith('text/event-stream')) {
    // Read on in the background, to see when the server ends the stream.
    response.body!.pipeTo(new WritableStream()).then(
      () => (ended = true),
      () => (ended = true),
    );
  } else {
    body = await response.text();
    ended = true;
  }
  return { status: response.status, type, body, stream: controller, closed: () => ended };
}

describe('the SSE endpoint takes the WebSocket origin rule (N7)', () => {
  it('refuses a foreign origin with 403 and the shared message, and writes nothing', async () => {
    const cookie = await devSignIn(server.url, 'sse-origin-victim');
    const mutation = 'mutation { createBuild(input: { name: "Planted over SSE", class: squire, characterLevel: 5 }) { id } }';
    for (const origin of ['https://evil.example', 'http://127.0.0.1:9', 'null']) {
      const refused = await streamStatus({ query: mutation, headers: { origin, cookie } });
      expect({ origin, status: refused.status }).toEqual({ origin, status: 403 });
      expect(JSON.parse(refused.body)).toEqual({
        errors: [{ message: 'Live connections (WebSocket and Server-Sent Events) are only accepted from this site.', extensions: { code: 'FORBIDDEN' } }],
      });
    }
    const reading = await streamStatus({ method: 'GET', query: '{ me { username } }', headers: { origin: 'https://evil.example', cookie } });
    expect(reading.status).toBe(403);
    // Anonymous from another origin is let in (CORS without credentials): it acts as nobody.
    expect((await streamStatus({ query: 'subscription { topBuildsChanged { id } }', headers: { origin: 'https://evil.example' } })).status).toBe(200);
    const mine = await graphql(server.url, '{ me { builds { name } } }', {}, { cookie });
    expect(mine.data!.me.builds).toEqual([]);
  });

  it('accepts the site itself (its address or the Host the browser used) and tools without Origin', async () => {
    const cookie = await devSignIn(server.url, 'sse-origin-owner');
    const host = new URL(server.url).host;
    const query = 'subscription { topBuildsChanged { id } }';
    expect((await streamStatus({ query, headers: { origin: `http://${host}`, cookie } })).status).toBe(200);
    expect((await streamStatus({ query, headers: { origin: PUBLIC_URL } })).status).toBe(200);
    expect((await streamStatus({ query, headers: { cookie } })).status).toBe(200);
  });
});

describe('body refusals on the GraphQL endpoints are GraphQL errors (F20, still open from s3)', () => {
  type Refusal = { status: number; type: string | null; json: { errors: Array<{ message: string; extensions: { code: string } }> } };
  async function post(path: string, body: BodyInit, headers: Record<string, string> = {}): Promise<Refusal> {
    const response = await fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'text/event-stream, application/json', ...headers }, body, duplex: 'half' } as RequestInit);
    return { status: response.status, type: response.headers.get('content-type'), json: (await response.json()) as Refusal['json'] };
  }

  it('answers a body that is not JSON with a 400 BAD_REQUEST saying what to send, on /graphql and /graphql/stream', async () => {
    for (const path of ['/graphql', '/graphql/stream']) {
      for (const body of ['{"query": "{ __typename }"', 'not json', '"just a string"']) {
        const refused = await post(path, body);
        expect({ path, body, status: refused.status }).toEqual({ path, body, status: 400 });
        expect(refused.type).toMatch(/^application\/json/);
        expect(refused.json.errors).toEqual([{ message: expect.stringMatching(/^The request body is not valid JSON\./), extensions: { code: 'BAD_REQUEST' } }]);
      }
    }
  });

  it('answers a body over 100 kB with a 413 PAYLOAD_TOO_LARGE, whether its length is announced or not', async () => {
    const big = JSON.stringify({ query: `{ ${'__typename '.repeat(12_000)}}` });
    const expected = [{ message: 'The request body is too large: at most 100 kB is accepted.', extensions: { code: 'PAYLOAD_TOO_LARGE' } }];
    for (const path of ['/graphql', '/graphql/stream']) {
      const announced = await post(path, big);
      expect(announced.status).toBe(413);
      expect(announced.type).toMatch(/^application\/json/);
      expect(announced.json.errors).toEqual(expected);
      // A chunked body has no Content-Length: the parser stops it at the limit.
      const chunked = await post(path, new Blob([big]).stream());
      expect(chunked.status).toBe(413);
      expect(chunked.json.errors).toEqual(expected);
    }
  });

  it('answers an encoding it cannot read with a 415 BAD_REQUEST', async () => {
    const refused = await post('/graphql', '{"query":"{ __typename }"}', { 'content-encoding': 'x-unknown' });
    expect(refused.status).toBe(415);
    expect(refused.json.errors[0]!.extensions.code).toBe('BAD_REQUEST');
  });
});

describe('the build card endpoint has a drawing budget per address (re-test: Open Graph card cost)', () => {
  it('draws a tenth of RATE_LIMIT_PER_MINUTE cold cards per address, then answers 429 with Retry-After; cached and shared drawings are free', async () => {
    // 30 requests a minute: 3 drawings.
    const limited = await startTestServer({ RATE_LIMIT_PER_MINUTE: '30', SEED_DEMO_DATA: 'false' });
    try {
      const cookie = await devSignIn(limited.url, 'card-thrasher');
      const ids: string[] = [];
      for (let i = 0; i < 4; i += 1) {
        const created = await graphql(limited.url, `mutation { createBuild(input: { name: "Card ${i}", class: knight, characterLevel: ${10 + i} }) { id } }`, {}, { cookie });
        const id = created.data!.createBuild.id as string;
        await graphql(limited.url, 'mutation($id: ID!) { publishBuild(id: $id) { id } }', { id }, { cookie });
        ids.push(id);
      }
      const card = (id: string) => fetch(`${limited.url}/builds/${id}/card.png`);
      // Ten requests at once for one cold card share one drawing: one point spent.
      const together = await Promise.all(Array.from({ length: 10 }, () => card(ids[0]!)));
      expect(together.map((response) => response.status)).toEqual(Array(10).fill(200));
      expect((await card(ids[1]!)).status).toBe(200);
      expect((await card(ids[2]!)).status).toBe(200);
      const refused = await card(ids[3]!);
      expect(refused.status).toBe(429);
      const retry = Number(refused.headers.get('retry-after'));
      expect(retry).toBeGreaterThan(0);
      expect(retry).toBeLessThanOrEqual(60);
      expect(await refused.json()).toEqual({
        errors: [{ message: `Too many requests. Try again in ${retry} s.`, extensions: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: retry } }],
      });
      // Cards already drawn are still served.
      const cached = await card(ids[0]!);
      expect(cached.status).toBe(200);
      expect(cached.headers.get('content-type')).toBe('image/png');
    } finally {
      await limited.stop();
    }
  });
});

/** Characters XML 1.0 cannot hold: one of them makes a whole feed unreadable. */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

describe('admin content and items follow the shared text rule (look beyond the re-test)', () => {
  const createNews = (cookie: string, input: Record<string, unknown>) =>
    graphql(server.url, 'mutation($i: ContentInput!) { createContent(kind: NEWS, input: $i) { id title summary author body } }', { i: input }, { cookie });

  it('refuses control, direction and invisible text in a title, summary or author, and writes nothing', async () => {
    const admin = await devSignIn(server.url, 'text-rule-admin', 'admin');
    const before = (await graphql(server.url, '{ manageContents(kind: NEWS, first: 100) { totalCount } }', {}, { cookie: admin })).data!.manageContents.totalCount;
    const cases: Array<[string, Record<string, string>]> = [
      ['title', { title: 'Festival\u0007 news', summary: 'A summary', body: 'Body' }],
      ['title', { title: 'exe\u202Egnp.news', summary: 'A summary', body: 'Body' }],
      ['title', { title: '\u200B\u200B', summary: 'A summary', body: 'Body' }],
      ['summary', { title: 'Fine title', summary: 'x\u0000\u001b[31m', body: 'Body' }],
      ['author', { title: 'Fine title', summary: 'A summary', body: 'Body', author: '\u202Eadmin' }],
    ];
    for (const [field, input] of cases) {
      const refused = await createNews(admin, input);
      expect({ input, error: refused.errors?.[0]?.extensions }).toEqual({ input, error: expect.objectContaining({ code: 'BAD_USER_INPUT', field: `input.${field}` }) });
    }
    const after = (await graphql(server.url, '{ manageContents(kind: NEWS, first: 100) { totalCount } }', {}, { cookie: admin })).data!.manageContents.totalCount;
    expect(after).toBe(before);
    // A body keeps its lines and tabs; control characters are removed, as from comments.
    const created = await createNews(admin, { title: 'Clean body', summary: 'A summary', body: 'Line one\u0007\n\tLine\u0000 two' });
    expect(created.data!.createContent.body).toBe('Line one\n\tLine two');
  });

  it('refuses control and direction characters in an item name or description', async () => {
    const admin = await devSignIn(server.url, 'item-text-admin', 'admin');
    const item = { name: 'Probe Blade', description: 'A probe description', category: 'swords', level: 10, classes: [], stats: { attack: 5 }, weight: 10, value: 5 };
    for (const [field, change] of [['name', { name: 'Blade\u0000\u202E' }], ['description', { description: 'A probe\u0007 description' }]] as const) {
      const refused = await graphql(server.url, 'mutation($i: ItemInput!) { createItem(input: $i) { id } }', { i: { ...item, ...change } }, { cookie: admin });
      expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: `input.${field}` });
    }
    const search = await graphql(server.url, '{ search(query: "blade", perKind: 50) { groups { hits { title } } } }');
    const titles = (search.data!.search.groups as Array<{ hits: Array<{ title: string }> }>).flatMap((group) => group.hits.map((hit) => hit.title));
    expect(titles.filter((title) => title.includes('\u0000') || title.includes('\u202E'))).toEqual([]);
  });

  it('keeps the Atom feed readable XML when a stored title holds a character XML cannot', async () => {
    const news = server.store.collection<{ _id: string } & Record<string, unknown>>('news');
    const published = (await news.findOne({ status: { $ne: 'draft' } }))!;
    await news.insertOne({ ...published, _id: 'news-old-bell', slug: 'old-bell', title: 'Old\u0007 bell\u0000 title', publishedAt: new Date(Date.now() + 60_000).toISOString() });
    const feed = await (await fetch(`${server.url}/news/feed.xml`)).text();
    expect(feed).toContain('<title>Old bell title</title>');
    expect(feed).not.toMatch(NOT_XML);
  });
});

/** The status of a WebSocket upgrade (101 when accepted), and the socket when it opened. */
function upgrade(base: string, headers: Record<string, string>): Promise<{ status: number; ws?: WebSocket }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', { headers });
    ws.on('open', () => resolve({ status: 101, ws }));
    ws.on('unexpected-response', (_request, response) => resolve({ status: response.statusCode ?? 0 }));
    ws.on('error', reject);
  });
}

describe('every per-address limit holds behind a made-up X-Forwarded-For, with TRUST_PROXY unset and set', () => {
  // Unset: the header is not believed at all. Set (one proxy): only the entry the proxy appended is.
  const modes = [
    { trustProxy: undefined, spoof: (n: number) => `10.0.${n}.1` },
    { trustProxy: 'true', spoof: (n: number) => `10.0.${n}.1, 127.0.0.9` },
  ];
  for (const { trustProxy, spoof } of modes) {
    it(`keeps one address on HTTP, WebSocket, SSE and cards (TRUST_PROXY=${trustProxy ?? 'unset'})`, async () => {
      const limited = await startTestServer({ RATE_LIMIT_PER_MINUTE: '40', SOCKETS_PER_ADDRESS: '2', ...(trustProxy ? { TRUST_PROXY: trustProxy } : {}) });
      const open: Array<{ close(): void }> = [];
      let n = 0;
      const spoofed = () => ({ 'x-forwarded-for': spoof((n += 1)) });
      try {
        // Sockets: two per address.
        for (let i = 0; i < 2; i += 1) {
          const { status, ws } = await upgrade(limited.url, spoofed());
          expect(status).toBe(101);
          open.push(ws!);
          // Acknowledged now: graphql-ws closes a socket not initialised within 3 s, which the steps below can take on a busy machine.
          ws!.send(JSON.stringify({ type: 'connection_init' }));
          await once(ws!, 'message');
        }
        expect((await upgrade(limited.url, spoofed())).status).toBe(429);

        // Streams: as many as sockets (each opens with one operation of the budget).
        for (let i = 0; i < 2; i += 1) {
          const opened = await openStream({ query: 'subscription { topBuildsChanged { id } }', headers: spoofed() }, limited.url);
          expect(opened.status).toBe(200);
          open.push({ close: () => opened.stream.abort() });
        }
        const third = await streamStatus({ query: 'subscription { topBuildsChanged { id } }', headers: spoofed() }, limited.url);
        expect(third.status).toBe(429);

        // Cards: four drawings (a tenth of 40).
        const builds = await limited.store.collection<{ _id: string }>('builds').find({ isPublic: true }, { limit: 5 });
        const cards: number[] = [];
        for (const build of builds) cards.push((await fetch(`${limited.url}/builds/${build._id}/card.png`, { headers: spoofed() })).status);
        expect(cards).toEqual([200, 200, 200, 200, 429]);

        // Requests: the budget of 40 (2 spent by the streams) runs out over HTTP, then WebSocket and SSE are refused too.
        const statuses: number[] = [];
        for (let i = 0; i < 40; i += 1) statuses.push((await graphql(limited.url, '{ __typename }', {}, spoofed())).status);
        expect(statuses.filter((status) => status === 200)).toHaveLength(38);
        expect(statuses.at(-1)).toBe(429);
        const ws = open[0] as WebSocket;
        ws.send(JSON.stringify({ id: 'q', type: 'subscribe', payload: { query: '{ __typename }' } }));
        const [refusal] = (await once(ws, 'message')) as [Buffer];
        expect(String(refusal)).toContain('TOO_MANY_REQUESTS');
        open.pop()!.close();
        const overSse = await streamStatus({ query: 'subscription { topBuildsChanged { id } }', headers: spoofed() }, limited.url);
        expect(overSse.status).toBe(429);
      } finally {
        for (const connection of open) connection.close();
        await limited.stop();
      }
    });
  }
});

describe('an SSE stream does not outlive its session (look beyond the re-test: F5 for SSE)', () => {
  it('ends a signed-in stream within a sweep once its session expired or ended elsewhere, as a socket is closed', async () => {
    // Only intervals run on a fake clock (the sweeps); everything else is real.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const own = await startTestServer({ SEED_DEMO_DATA: 'false' });
    try {
      const cookie = await devSignIn(own.url, 'sse-lapsing');
      const stays = await devSignIn(own.url, 'sse-staying');
      const open = (who: string) => openStream({ query: 'subscription { myProfile { username } }', headers: { cookie: who } }, own.url);
      const lapsing = await open(cookie);
      const staying = await open(stays);
      expect([lapsing.status, staying.status]).toEqual([200, 200]);
      // Another process signed it out (or it expired): the session is gone from the store, no event here.
      const id = /^s:([^.]+)\./.exec(decodeURIComponent(cookie.split('=')[1]!))![1]!;
      await own.store.collection(SESSIONS_COLLECTION).deleteOne({ _id: id });
      await vi.advanceTimersByTimeAsync(SESSION_SWEEP_MS);
      await expect.poll(() => lapsing.closed(), { timeout: 5000 }).toBe(true);
      expect(staying.closed()).toBe(false);
      staying.stream.abort();
    } finally {
      vi.useRealTimers();
      await own.stop();
    }
  });
});

describe('admin item numbers are bounded (look beyond the re-test)', () => {
  it('refuses a stat, weight or value no item could have, and writes nothing', async () => {
    const admin = await devSignIn(server.url, 'item-number-admin', 'admin');
    const item = { name: 'Heavy Probe', description: 'A probe description', category: 'swords', level: 10, classes: [], stats: { attack: 5 }, weight: 10, value: 5 };
    const cases = [
      ['input.stats.attack', { stats: { attack: 2_147_483_647 } }],
      ['input.weight', { weight: 1e308 }],
      ['input.value', { value: 2_147_483_647 }],
    ] as const;
    for (const [field, change] of cases) {
      const refused = await graphql(server.url, 'mutation($i: ItemInput!) { createItem(input: $i) { id } }', { i: { ...item, ...change } }, { cookie: admin });
      expect({ field, error: refused.errors?.[0]?.extensions }).toEqual({ field, error: expect.objectContaining({ code: 'BAD_USER_INPUT', field }) });
    }
    // The id comes from the name: had a refused attempt been stored, this one would be refused as a duplicate.
    const made = await graphql(server.url, 'mutation($i: ItemInput!) { createItem(input: $i) { id weight } }', { i: { ...item, weight: 250.5 } }, { cookie: admin });
    expect(made.data!.createItem).toEqual({ id: 'heavy-probe', weight: 250.5 });
  });
});

describe('starting a sign-in is bounded (look beyond the re-test: /auth had no limit)', () => {
  it('keeps a pending sign-in for minutes, not 30 days, and refuses an address past its sign-in budget with 429', async () => {
    const oauth = await startOAuthServer();
    const port = await freePort();
    // 100 requests a minute: 10 sign-in steps.
    const own = await startTestServer({ ...providerEnv(oauth.baseUrl), PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, RATE_LIMIT_PER_MINUTE: '100', SEED_DEMO_DATA: 'false' });
    try {
      // A whole sign-in (start and callback: two steps) ends in a session of 30 days.
      const start = await fetch(`${own.url}/auth/google`, { redirect: 'manual' });
      const startCookie = sessionCookieOf(start)!;
      const authorize = await fetch(start.headers.get('location')!, { redirect: 'manual' });
      const callback = await fetch(authorize.headers.get('location')!, { redirect: 'manual', headers: { cookie: startCookie } });
      const signedIn = sessionCookieOf(callback)!;
      expect((await graphql(own.url, '{ me { id } }', {}, { cookie: signedIn })).data!.me).not.toBeNull();
      const sessions = own.store.collection<{ _id: string; expiresAt: string }>(SESSIONS_COLLECTION);
      const [kept] = await sessions.find({});
      expect(Date.parse(kept!.expiresAt)).toBeGreaterThan(Date.now() + 29 * 24 * 3600_000);

      const statuses: number[] = [];
      let refused: Response | null = null;
      for (let i = 0; i < 10; i += 1) {
        // Each start is anonymous and stores a session for the OAuth state.
        const start = await fetch(`${own.url}/auth/${i % 2 ? 'google' : 'discord'}`, { redirect: 'manual' });
        statuses.push(start.status);
        if (start.status === 429) refused = start;
      }
      expect(statuses).toEqual([...Array(8).fill(302), 429, 429]);
      expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await refused!.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0]!.extensions.code).toBe('TOO_MANY_REQUESTS');
      const pending = (await sessions.find({})).filter((session) => session._id !== kept!._id);
      expect(pending).toHaveLength(8);
      const latest = Date.now() + 15 * 60_000;
      expect(pending.filter((session) => Date.parse(session.expiresAt) > latest)).toEqual([]);
    } finally {
      await own.stop();
      await oauth.stop();
    }
  });
});

describe('the SSE endpoint serves one stream per subscription only (look beyond the re-test)', () => {
  it('refuses reservations (PUT) and stream tokens, which graphql-sse kept in memory without limit', async () => {
    const refusal = { errors: [{ message: expect.stringMatching(/^Send each subscription as its own stream/), extensions: { code: 'BAD_REQUEST' } }] };
    for (let i = 0; i < 3; i += 1) {
      const reserve = await fetch(`${server.url}/graphql/stream`, { method: 'PUT' });
      expect(reserve.status).toBe(406);
      expect(await reserve.json()).toEqual(refusal);
    }
    const withToken = await fetch(`${server.url}/graphql/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-event-stream-token': 'made-up' },
      body: JSON.stringify({ query: 'subscription { topBuildsChanged { id } }' }),
    });
    expect(withToken.status).toBe(406);
    expect(await withToken.json()).toEqual(refusal);
    // The distinct connections mode the site uses still streams.
    expect((await streamStatus({ query: 'subscription { topBuildsChanged { id } }' })).status).toBe(200);
  });
});

describe('WebSocket upgrades to other paths (look beyond the re-test)', () => {
  it('answers them with 404 instead of leaving the connection open and uncounted', async () => {
    const { port } = new URL(server.url);
    const socket = connect(Number(port), '127.0.0.1');
    await once(socket, 'connect');
    socket.write(`GET /not-graphql HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`);
    let bound: NodeJS.Timeout | undefined;
    try {
      // Before, no answer ever came: the bound only ends a failing wait.
      const answer = await Promise.race([
        once(socket, 'data').then(([chunk]) => String(chunk).split('\r\n')[0]),
        new Promise<string>((resolve) => (bound = setTimeout(() => resolve('no answer within 5 s'), 5000))),
      ]);
      expect(answer).toBe('HTTP/1.1 404 Not found');
    } finally {
      clearTimeout(bound);
      socket.destroy();
    }
  });
});
