import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/app';
import { devSignIn } from '../support/auth';
import { print } from 'graphql';
import { NEWS_COLLECTION, type NewsDocument } from '../../server/src/modules/content/content.model';
import { RUNS_BEFORE_COMPILING } from '../../server/src/graphql/compiled-queries';
import { clientOperations } from '../support/client-operations';
import { SESSIONS_COLLECTION } from '../../server/src/auth/session-store';

/**
 * The lean path of JSON POSTs (anonymous or with the session cookie) answers exactly as the full Express
 * stack does. The same request goes both ways: with a Content-Length it takes the lean path; sent
 * chunked (no Content-Length) it takes the full stack. Which path answered shows in Express's
 * ETag: the full stack hashes every answer it sends, the lean path hashes none (a POST is never
 * answered 304).
 */
const HELMET_HEADERS = [
  'content-security-policy', 'cross-origin-opener-policy', 'cross-origin-resource-policy', 'origin-agent-cluster', 'referrer-policy',
  'strict-transport-security', 'x-content-type-options', 'x-dns-prefetch-control', 'x-download-options', 'x-frame-options',
  'x-permitted-cross-domain-policies', 'x-xss-protection',
];
/** Everything an answer says that must be the same on both paths. */
const COMPARED = [...HELMET_HEADERS, 'content-type', 'cache-control', 'vary', 'content-encoding', 'retry-after', 'x-powered-by', 'set-cookie'];

type Path = 'lean' | 'full';

async function post(server: TestServer, path: Path, body: string, headers: Record<string, string> = {}) {
  const bytes = new TextEncoder().encode(body);
  const init: RequestInit & { duplex?: 'half' } =
    path === 'lean'
      ? { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: bytes }
      : {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          // A stream has no length: fetch sends it chunked, which the lean path leaves to Express.
          body: new ReadableStream({ start: (controller) => (controller.enqueue(bytes), controller.close()) }),
          duplex: 'half',
        };
  const response = await fetch(`${server.url}/graphql`, init);
  const text = await response.text();
  return { status: response.status, body: text, headers: Object.fromEntries(COMPARED.map((name) => [name, response.headers.get(name)])), etag: response.headers.get('etag') };
}

/** Sends the request both ways and checks that the answers are the same; resolves with the lean one. */
async function same(server: TestServer, body: string, headers: Record<string, string> = {}, options: { refusedEarly?: boolean } = {}) {
  const lean = await post(server, 'lean', body, headers);
  const full = await post(server, 'full', body, headers);
  expect(lean.etag).toBeNull();
  // Refusals before Apollo are written without Express's send (no ETag on either path).
  expect(full.etag !== null).toBe(!options.refusedEarly);
  expect({ status: lean.status, body: lean.body, headers: lean.headers }).toEqual({ status: full.status, body: full.body, headers: full.headers });
  return lean;
}

const json = (query: string, variables: Record<string, unknown> = {}) => JSON.stringify({ query, variables });

describe('the lean path and the full path', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) });
  });
  afterAll(async () => server?.stop());

  it('answer a query with the same status, body and security headers', async () => {
    const answer = await same(server, json('{ __typename }'));
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ data: { __typename: 'Query' } });
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
    expect(answer.headers['strict-transport-security']).not.toBeNull();
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('compress a large answer only for a client that asks, and a small one never', async () => {
    const news = json('query { news(first: 10) { edges { node { id title summary bodyHtml } } } }');
    expect((await same(server, news, { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
    expect((await same(server, news, { 'accept-encoding': 'gzip, deflate, br' })).headers['content-encoding']).toBe('br');
    expect((await same(server, news, { 'accept-encoding': 'identity' })).headers['content-encoding']).toBeNull();
    expect((await same(server, json('{ __typename }'), { 'accept-encoding': 'gzip, br' })).headers['content-encoding']).toBeNull();
  });

  it('refuse a body that is not JSON, a too-deep document and a bad argument alike', async () => {
    expect((await same(server, '{"query": ', {}, { refusedEarly: true })).status).toBe(400);
    expect((await same(server, '"just a string"', {}, { refusedEarly: true })).status).toBe(400);
    const tooDeep = `{ publicBuilds(first: 1) { edges { node { owner ${'a { '.repeat(60)}b${' }'.repeat(60)} } } } }`;
    const refused = await same(server, json(tooDeep), {}, { refusedEarly: true });
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body).errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect((await same(server, json(tooDeep), { accept: 'application/graphql-response+json' }, { refusedEarly: true })).headers['content-type']).toMatch(/^application\/graphql-response\+json/);
    const badArgument = await same(server, json('{ news(first: 0) { edges { node { id } } } }'));
    expect(JSON.parse(badArgument.body).errors[0].extensions.code).toBe('BAD_USER_INPUT');
    // Production: no field suggestions on either path.
    const typo = await same(server, json('{ newz { id } }'));
    expect(JSON.parse(typo.body).errors[0].message).not.toMatch(/Did you mean/);
  });

  it('mask an unexpected error the same way', async () => {
    await server.store.collection<NewsDocument>(NEWS_COLLECTION).insertOne({
      _id: 'news-broken-lean', slug: 'broken-lean', title: null as unknown as string, summary: 's', author: 'a', body: 'b',
      publishedAt: '2026-11-21T00:00:00.000Z', updatedAt: '2026-11-21T00:00:00.000Z',
    });
    const answer = await same(server, json('{ newsPost(idOrSlug: "broken-lean") { id title } }'));
    expect(JSON.parse(answer.body).errors[0]).toMatchObject({ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } });
  });

  it('leave what is not a plain JSON POST to Express, which refuses it as before (CSRF, size)', async () => {
    const csrf = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: json('{ __typename }') });
    expect(csrf.status).toBe(400);
    expect(await csrf.text()).toMatch(/CSRF/);
    const large = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: json(`{ __typename } # ${'x'.repeat(101 * 1024)}`) });
    expect(large.status).toBe(413);
    expect((await large.json()).errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

/** Every trader's stock (28,840) and 13 experience tables (10,400): 39,240 of the 40,000 allowed, so the cost of the news asked for decides (query-limits.test.ts). */
const NEARLY_TOO_COSTLY = `query NearlyTooCostly($first: Int!) {
  npcs { trades { goodsId name buys sells value item { id name } } }
  ${Array.from({ length: 13 }, (_, i) => `x${i}: experienceTable { level total toNext }`).join(' ')}
  news(first: $first) { totalCount edges { cursor node { id slug title summary publishedAt } } pageInfo { hasNextPage endCursor } }
}`;

describe('documents that passed validation before (validated-documents.ts)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) });
  });
  afterAll(async () => server?.stop());

  it('a refused document is refused every time, on both paths', async () => {
    const tooDeep = json(`{ publicBuilds(first: 1) { edges { node { owner ${'a { '.repeat(60)}b${' }'.repeat(60)} } } } }`);
    // Through a fragment the early look cannot tell: Apollo's full validation refuses it, every time.
    const tooDeepThroughFragment = json(`{ publicBuilds(first: 1) { ...Deep } } fragment Deep on BuildConnection { edges { node { owner ${'a { '.repeat(60)}b${' }'.repeat(60)} } } }`);
    for (let round = 0; round < 3; round += 1) {
      const refused = await same(server, tooDeep, {}, { refusedEarly: true });
      expect(refused.status).toBe(400);
      expect(JSON.parse(refused.body).errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
      const typo = await same(server, json('{ newz { id } }'));
      expect(typo.status).toBe(400);
      expect(JSON.parse(typo.body).errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
      const deepFragment = await same(server, tooDeepThroughFragment);
      expect(deepFragment.status).toBe(400);
      expect(JSON.parse(deepFragment.body).errors.map((error: { message: string }) => error.message).join('\n')).toMatch(/^Query depth limit of 8 exceeded, found \d+\.$/m);
    }
  });

  it('a document that passed is still priced by its variables on every request', async () => {
    for (let round = 0; round < 3; round += 1) {
      const cheap = await same(server, json(NEARLY_TOO_COSTLY, { first: 1 }));
      expect(cheap.status).toBe(200);
      expect(JSON.parse(cheap.body).errors).toBeUndefined();
      const costly = await same(server, json(NEARLY_TOO_COSTLY, { first: 100 }));
      expect(costly.status).toBe(400);
      expect(JSON.parse(costly.body).errors[0].extensions.code).toBe('QUERY_TOO_COSTLY');
      const badVariable = await same(server, json(NEARLY_TOO_COSTLY, { first: 'ten' }));
      expect(badVariable.status).toBe(400);
      expect(JSON.parse(badVariable.body).errors[0].extensions.code).toBe('BAD_USER_INPUT');
    }
  });

  it('keeps documents, never answers: a change of data shows on the next request of a known document', async () => {
    const query = json('query Latest { news(first: 1) { edges { node { id title } } } }');
    const before = JSON.parse((await same(server, query)).body);
    await server.store.collection<NewsDocument>(NEWS_COLLECTION).insertOne({
      _id: 'news-after-validation', slug: 'after-validation', title: 'Posted after the document was validated', summary: 's', author: 'a', body: 'b',
      publishedAt: '2099-01-01T00:00:00.000Z', updatedAt: '2099-01-01T00:00:00.000Z',
    });
    const after = JSON.parse((await same(server, query)).body);
    expect(before.data.news.edges[0].node.id).not.toBe('news-after-validation');
    expect(after.data.news.edges[0].node).toEqual({ id: 'news-after-validation', title: 'Posted after the document was validated' });
  });
});

describe('known anonymous queries executed without Apollo\'s pipeline (lean-graphql.ts)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) });
  });
  afterAll(async () => server?.stop());

  // The first time a text and an Accept are seen, Apollo answers (and the text is validated, its
  // headers learned); from the second time on the lean path answers itself. Every time, the answer
  // is the full path's.
  const rounds = async (body: string, headers: Record<string, string> = {}) => {
    const answers = [];
    for (let round = 0; round < 3; round += 1) answers.push(await same(server, body, headers));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    return answers[2]!;
  };

  it('answer as Apollo does: body, status, content type and headers, for each Accept', async () => {
    const news = json('query NewsPage($first: Int!) { news(first: $first) { totalCount edges { cursor node { id slug title summary publishedAt } } } }', { first: 3 });
    const plain = await rounds(news);
    expect(plain.status).toBe(200);
    expect(plain.body.endsWith('}\n')).toBe(true);
    expect(JSON.parse(plain.body).data.news.edges).toHaveLength(3);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers['cache-control']).toBe('no-store');
    const spec = await rounds(news, { accept: 'application/graphql-response+json' });
    expect(spec.headers['content-type']).toBe('application/graphql-response+json; charset=utf-8');
    expect((await rounds(news, { accept: 'application/graphql-response+json, application/json;q=0.9', 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
    // An Accept Apollo refuses (406) is never learned: refused every time.
    expect((await rounds(news, { accept: 'text/csv' })).status).toBe(406);
  });

  it('leave to Apollo what it answers otherwise, every time: errors, operation names, extensions, mutations', async () => {
    await server.store.collection<NewsDocument>(NEWS_COLLECTION).insertOne({
      _id: 'news-broken-direct', slug: 'broken-direct', title: null as unknown as string, summary: 's', author: 'a', body: 'b',
      publishedAt: '2026-11-21T00:00:00.000Z', updatedAt: '2026-11-21T00:00:00.000Z',
    });
    const masked = await rounds(json('{ newsPost(idOrSlug: "broken-direct") { id title } }'));
    expect(JSON.parse(masked.body).errors[0]).toMatchObject({ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } });
    const two = 'query A { __typename } query B { news(first: 1) { totalCount } }';
    expect(JSON.parse((await rounds(JSON.stringify({ query: two, operationName: 'B' }))).body).data.news.totalCount).toBeGreaterThan(0);
    expect((await rounds(JSON.stringify({ query: two }))).status).toBe(400);
    expect((await rounds(JSON.stringify({ query: two, operationName: 'C' }))).status).toBe(400);
    expect((await rounds(JSON.stringify({ query: '{ __typename }', variables: null, operationName: null }))).status).toBe(200);
    expect((await rounds(JSON.stringify({ query: '{ __typename }', variables: [] }))).status).toBe(400);
    expect((await rounds(JSON.stringify({ query: '{ __typename }', extensions: { persistedQuery: { version: 1, sha256Hash: 'nope' } } }))).status).toBe(400);
    const variables = 'query Page($first: Int!) { news(first: $first) { totalCount } }';
    expect(JSON.parse((await rounds(json(variables, { first: 1 }))).body).errors).toBeUndefined();
    expect(JSON.parse((await rounds(json(variables, {}))).body).errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(JSON.parse((await rounds(json(variables, { first: 0 }))).body).errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const mutation = await rounds(json('mutation { likeBuild(buildId: "demo-build-01") { id } }'));
    expect(JSON.parse(mutation.body).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

/** Variables for the client's queries on the seeded demo data (an operation not named here runs without any). */
const CLIENT_VARIABLES: Record<string, Record<string, unknown>> = {
  AuditLog: { first: 5 },
  BuildCommentsOlder: { id: 'demo-build-07', after: 'x' },
  BuildContentsWorked: { id: 'demo-build-07' },
  BuildEditorLoad: { id: 'demo-build-07' },
  BuildEmbed: { id: 'demo-build-07' },
  BuildVariantContents: { id: 'demo-build-07' },
  BuildsPage: { first: 20 },
  ContentList: { kind: 'NEWS', first: 10 },
  ContentPage: { kind: 'NEWS', idOrSlug: 'welcome' },
  EditContent: { kind: 'NEWS', id: 'news-welcome' },
  EditItem: { id: 'steel-sword' },
  ItemPage: { id: 'steel-sword' },
  ItemTooltip: { id: 'steel-sword' },
  ItemsPage: {},
  LiveBuild: { id: 'demo-build-07' },
  ManageContents: { kind: 'NEWS' },
  MonsterPage: { id: 'cellar-rat' },
  MonsterTooltip: { id: 'cellar-rat' },
  MonstersPage: { first: 20 },
  NewsPage: { first: 10 },
  NewsPost: { idOrSlug: 'welcome' },
  NpcPage: { id: 'hilda-ashgrove' },
  NpcTooltip: { id: 'hilda-ashgrove' },
  PatchNotes: {},
  PlannerTarget: { id: 'steel-sword' },
  PlannerTargetSearch: { query: 'steel' },
  PlayerPage: { username: 'aldric' },
  PreviewBuildNotes: { description: 'A **bold** build with [[steel-sword]].' },
  PreviewContent: { body: '# Title\n\nText.' },
  ShareLinkPage: { code: 'nope' },
  SiteSearch: { query: 'steel', perKind: 5 },
  SpellTooltip: { id: 'bandage' },
  SpellsPage: { first: 20 },
  TraitTooltip: { number: 1 },
};

describe('known queries compiled with graphql-jit (compiled-queries.ts)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) });
  });
  afterAll(async () => server?.stop());

  it('answer every query the client sends as graphql-js does, before and after compiling', async () => {
    const queries = clientOperations().filter((operation) => operation.kind === 'query');
    expect(queries.length).toBeGreaterThan(40);
    let withData = 0;
    for (const operation of queries) {
      const body = JSON.stringify({ query: print(operation.document), variables: CLIENT_VARIABLES[operation.name] ?? {}, operationName: operation.name });
      // The first answer is Apollo's; then graphql-js runs it directly, then the compiled query does.
      const answers = [];
      for (let round = 0; round < RUNS_BEFORE_COMPILING + 3; round += 1) answers.push(await post(server, 'lean', body));
      const full = await post(server, 'full', body);
      for (const answer of answers) {
        expect({ operation: operation.name, status: answer.status, body: answer.body, headers: answer.headers }).toEqual({ operation: operation.name, status: full.status, body: full.body, headers: full.headers });
      }
      const parsed = JSON.parse(full.body) as { data?: Record<string, unknown> | null; errors?: unknown[] };
      if (!parsed.errors && parsed.data && Object.values(parsed.data).some((value) => value !== null)) withData += 1;
    }
    // Most of them answer something on the seeded data (not only nulls and errors), so the comparison has something to compare.
    expect(withData).toBeGreaterThan(30);
  });
});

describe('a signed-in request', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.stop());

  it('takes the lean path too, answered for its viewer as the full stack answers it, never cacheable', async () => {
    const cookie = await devSignIn(server.url, 'lean_reader');
    const query = json('{ me { username } build(id: "nope") { id } }');
    // Twice: the second time the document is known and runs without Apollo's pipeline.
    for (let i = 0; i < 2; i += 1) {
      const signedIn = await same(server, query, { cookie });
      expect(JSON.parse(signedIn.body).data.me.username).toBe('lean_reader');
      expect(signedIn.headers['cache-control']).toBe('no-store');
    }
    const anonymous = await same(server, query);
    expect(JSON.parse(anonymous.body).data.me).toBeNull();
  });

  it('runs the viewer\'s mutations, and a session that ended is signed out on both paths', async () => {
    const cookie = await devSignIn(server.url, 'lean_writer');
    const save = json('mutation { updatePreferences(input: { density: compact }) { username preferences { density } } }');
    const saved = await same(server, save, { cookie });
    expect(JSON.parse(saved.body).data.updatePreferences).toEqual({ username: 'lean_writer', preferences: { density: 'compact' } });
    const signedOut = await fetch(`${server.url}/auth/logout`, { method: 'POST', headers: { 'content-type': 'application/json', cookie } });
    expect(signedOut.status).toBe(204);
    expect(JSON.parse((await same(server, json('{ me { username } }'), { cookie })).body).data.me).toBeNull();
    expect(JSON.parse((await same(server, save, { cookie })).body).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('reads a known query\'s session as express-session does: its viewer, its rolling expiry, a bad or ended one signed out at once', async () => {
    const cookie = await devSignIn(server.url, 'lean_known');
    const known = json('{ me { username } }');
    await same(server, known, { cookie });
    // Known now: it takes the lean path's direct execution, with its session loaded, and the same answer.
    expect(JSON.parse((await same(server, known, { cookie })).body).data.me.username).toBe('lean_known');
    // The rolling expiry: a stored expiry far behind is written forward, as express-session's touch does.
    const sessions = server.store.collection<{ _id: string; expiresAt: string }>(SESSIONS_COLLECTION);
    const id = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1)).slice(2).split('.')[0]!;
    const behind = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
    await sessions.updateOne({ _id: id }, { $set: { expiresAt: behind } });
    await post(server, 'lean', known, { cookie });
    await expect.poll(async () => (await sessions.findOne({ _id: id }))!.expiresAt > new Date(Date.now() + 29 * 24 * 60 * 60 * 1000).toISOString()).toBe(true);
    // A cookie whose signature does not match is no session.
    const forged = cookie.replace(/.(;|$)/, (last, end: string) => `${last[0] === 'A' ? 'B' : 'A'}${end}`);
    expect(JSON.parse((await same(server, known, { cookie: forged })).body).data.me).toBeNull();
    // Deleted in the store (another process's sign-out): signed out on the very next request.
    expect(await sessions.deleteOne({ _id: id })).toBe(true);
    expect(JSON.parse((await post(server, 'lean', known, { cookie })).body).data.me).toBeNull();
  });
});


describe('the rate limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_PER_MINUTE: '6' });
  });
  afterAll(async () => server?.stop());

  it('is one budget per address on both paths, refused with the same 429', async () => {
    for (const path of ['lean', 'full', 'lean', 'full', 'lean', 'full'] as const) expect((await post(server, path, json('{ __typename }'))).status).toBe(200);
    const lean = await post(server, 'lean', json('{ __typename }'));
    const full = await post(server, 'full', json('{ __typename }'));
    expect(lean.status).toBe(429);
    expect(lean.headers['retry-after']).toMatch(/^\d+$/);
    expect(JSON.parse(lean.body).errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    const comparable = (answer: typeof lean) => ({
      status: answer.status,
      body: answer.body.replace(/\d+ s\./, 'N s.').replace(/"retryAfterSeconds":\d+/, ''),
      headers: { ...answer.headers, 'retry-after': null },
    });
    expect(comparable(lean)).toEqual(comparable(full));
  });
});
