import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, startTestServer, type TestServer } from '../support/app';
import { devSignIn } from '../support/auth';
import { apolloRunsGet } from '../../server/src/http/cache/graphql-get';

/**
 * A signed-in answer is never `public`, however it
 * is asked, and the next anonymous request for the same URL carries no viewer data.
 */

let server: TestServer;
let owner: string;
let admin: string;
let privateBuildId: string;
let likedBuildId: string;
let draftId: string;

const APOLLO_ACCEPT = 'application/graphql-response+json,application/json;q=0.9';
/** What Apollo Client's HttpLink sends on a GET (also with persisted queries' useGETForHashedQueries): no CSRF header. */
const APOLLO_CLIENT_HEADERS = { accept: APOLLO_ACCEPT, 'content-type': 'application/json' };

async function ok(cookie: string, query: string, variables: Record<string, unknown> = {}) {
  const result = await graphql(server.url, query, variables, { cookie });
  expect(result.errors).toBeUndefined();
  return result.data!;
}

beforeAll(async () => {
  server = await startTestServer();
  owner = await devSignIn(server.url, 'private-owner');
  admin = await devSignIn(server.url, 'private-admin', 'admin');
  privateBuildId = (await ok(owner, 'mutation { createBuild(input: { name: "Secret plan", class: mage, characterLevel: 12 }) { id } }')).createBuild.id;
  likedBuildId = (await ok(owner, '{ publicBuilds(first: 1) { edges { node { id } } } }')).publicBuilds.edges[0].node.id;
  await ok(owner, 'mutation ($id: ID!) { likeBuild(buildId: $id) { id } }', { id: likedBuildId });
  draftId = (await ok(admin, 'mutation { createContent(kind: NEWS, input: { slug: "secret-draft", title: "Secret draft", summary: "Not yet.", body: "Draft body." }) { id } }')).createContent.id;
});
afterAll(async () => server?.stop());

interface PrivateCase {
  name: string;
  actor: () => string;
  query: string;
  variables?: () => Record<string, unknown>;
  /** True when `data` holds what only the signed-in caller may see. */
  viewerData: (data: any) => boolean;
  /** The answer holds nothing of the viewer's (it is private only because a viewer asked). */
  sameForEveryone?: true;
}

const CASES: PrivateCase[] = [
  { name: 'build (the owner\'s private build)', actor: () => owner, query: 'query B($id: ID!) { build(id: $id) { id name isPublic } }', variables: () => ({ id: privateBuildId }), viewerData: (d) => d?.build?.name === 'Secret plan' },
  { name: 'Build.viewerHasLiked through build', actor: () => owner, query: 'query L($id: ID!) { build(id: $id) { id viewerHasLiked } }', variables: () => ({ id: likedBuildId }), viewerData: (d) => d?.build?.viewerHasLiked === true },
  { name: 'Build.viewerHasLiked through publicBuilds', actor: () => owner, query: '{ publicBuilds(first: 1) { edges { node { id viewerHasLiked } } } }', viewerData: (d) => d?.publicBuilds?.edges[0]?.node.viewerHasLiked === true },
  { name: 'Build.viewerIsOwner', actor: () => owner, query: 'query O($id: ID!) { build(id: $id) { id viewerIsOwner } }', variables: () => ({ id: privateBuildId }), viewerData: (d) => d?.build?.viewerIsOwner === true },
  { name: 'me with builds', actor: () => owner, query: '{ me { id username builds { id name } } }', viewerData: (d) => d?.me?.username === 'private-owner' },
  { name: 'likedBuilds', actor: () => owner, query: '{ likedBuilds { id } }', viewerData: (d) => d?.likedBuilds?.length > 0 },
  { name: 'content (an admin\'s draft)', actor: () => admin, query: 'query C($id: String!) { content(kind: NEWS, idOrSlug: $id) { id title status } }', variables: () => ({ id: draftId }), viewerData: (d) => d?.content?.title === 'Secret draft' },
  { name: 'manageContents', actor: () => admin, query: '{ manageContents(kind: NEWS, first: 50) { edges { node { id title } } } }', viewerData: (d) => JSON.stringify(d ?? null).includes('Secret draft') },
  { name: 'previewContent', actor: () => admin, query: '{ previewContent(body: "# Preview only") { html } }', viewerData: (d) => typeof d?.previewContent?.html === 'string' },
  { name: 'auditLog', actor: () => admin, query: '{ auditLog(first: 5) { totalCount edges { node { targetLabel } } } }', viewerData: (d) => d?.auditLog?.totalCount > 0 },
  { name: 'adminOverview', actor: () => admin, query: '{ adminOverview { profileCount adminCount } }', viewerData: (d) => d?.adminOverview?.adminCount > 0 },
  // Fields that do not depend on the viewer at all are still private when a viewer asks.
  { name: 'news (public fields, signed in)', actor: () => owner, query: '{ news(first: 1) { edges { node { id title } } } }', viewerData: () => false, sameForEveryone: true },
];

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function getUrl(query: string | null, variables: Record<string, unknown>, extensions?: Record<string, unknown>): string {
  const params = new URLSearchParams({ variables: JSON.stringify(variables) });
  if (query !== null) params.set('query', query);
  if (extensions) params.set('extensions', JSON.stringify(extensions));
  return `${server.url}/graphql?${params}`;
}

interface Asked {
  response: Response;
  body: any;
  /** The anonymous request that follows, with the same method, URL and headers minus the cookie. */
  anonymous: () => Promise<{ response: Response; body: any }>;
}

/** The ways a client can ask: each resolves with the signed-in answer and a way to ask the same anonymously. */
const GET_VARY = 'Accept, Accept-Encoding, Cookie';
const VARIANTS: Array<{ name: string; cacheControl: string; vary: string | null; ask: (test: PrivateCase, cookie: string) => Promise<Asked> }> = [
  {
    name: 'GET with Apollo Client\'s default headers (content-type: application/json)',
    cacheControl: 'private, no-cache',
    vary: GET_VARY,
    ask: async (test, cookie) => getBoth(getUrl(test.query, test.variables?.() ?? {}), APOLLO_CLIENT_HEADERS, cookie),
  },
  {
    name: 'GET with apollo-require-preflight',
    cacheControl: 'private, no-cache',
    vary: GET_VARY,
    ask: async (test, cookie) => getBoth(getUrl(test.query, test.variables?.() ?? {}), { accept: APOLLO_ACCEPT, 'apollo-require-preflight': 'true' }, cookie),
  },
  {
    name: 'persisted-query hash GET',
    cacheControl: 'private, no-cache',
    vary: GET_VARY,
    ask: async (test, cookie) => {
      const extensions = { persistedQuery: { version: 1, sha256Hash: sha256(test.query) } };
      // The first GET carries the text and registers the hash, as Apollo Client does after PERSISTED_QUERY_NOT_FOUND.
      const registered = await fetch(getUrl(test.query, test.variables?.() ?? {}, extensions), { headers: { ...APOLLO_CLIENT_HEADERS, cookie } });
      expect(registered.headers.get('cache-control') ?? '').not.toMatch(/public/);
      await registered.text();
      return getBoth(getUrl(null, test.variables?.() ?? {}, extensions), APOLLO_CLIENT_HEADERS, cookie);
    },
  },
  {
    name: 'POST',
    // Never stored by anyone, so it varies on nothing but its encoding.
    cacheControl: 'no-store',
    vary: 'Accept-Encoding',
    ask: async (test, cookie) => {
      const post = (headers: Record<string, string>) =>
        fetch(`${server.url}/graphql`, { method: 'POST', headers: { ...APOLLO_CLIENT_HEADERS, ...headers }, body: JSON.stringify({ query: test.query, variables: test.variables?.() ?? {} }) });
      const response = await post({ cookie });
      return { response, body: await response.json(), anonymous: async () => { const r = await post({}); return { response: r, body: await r.json() }; } };
    },
  },
  {
    name: 'GET revalidated with If-None-Match',
    cacheControl: 'private, no-cache',
    vary: GET_VARY,
    ask: async (test, cookie) => {
      const url = getUrl(test.query, test.variables?.() ?? {});
      const first = await fetch(url, { headers: { ...APOLLO_CLIENT_HEADERS, cookie } });
      const body = await first.json();
      const etag = first.headers.get('etag');
      expect(etag).not.toBeNull();
      // fetch adds `Cache-Control: no-cache` to a conditional request unless one is given, and then nothing is fresh.
      const revalidated = await fetch(url, { headers: { ...APOLLO_CLIENT_HEADERS, cookie, 'if-none-match': etag!, 'cache-control': 'max-age=0' } });
      expect(revalidated.status).toBe(304);
      await revalidated.text();
      return {
        response: revalidated,
        body,
        anonymous: async () => {
          const r = await fetch(url, { headers: { ...APOLLO_CLIENT_HEADERS, 'if-none-match': etag!, 'cache-control': 'max-age=0' } });
          // A 304 tells the anonymous caller to keep the signed-in body: only right when that body holds nothing of the viewer's.
          if (r.status === 304) return { response: r, body };
          return { response: r, body: await r.json() };
        },
      };
    },
  },
];

async function getBoth(url: string, headers: Record<string, string>, cookie: string): Promise<Asked> {
  const response = await fetch(url, { headers: { ...headers, cookie } });
  return {
    response,
    body: await response.json(),
    anonymous: async () => {
      const r = await fetch(url, { headers });
      return { response: r, body: await r.json() };
    },
  };
}

describe('a signed-in answer is never public (T1)', () => {
  describe.each(VARIANTS)('$name', (variant) => {
    it.each(CASES)('$name', async (test) => {
      const asked = await variant.ask(test, test.actor());
      expect([200, 304]).toContain(asked.response.status);
      expect(asked.body.errors).toBeUndefined();
      // The signed-in answer does hold the viewer's data (else this would test nothing).
      expect(test.sameForEveryone ?? test.viewerData(asked.body.data)).toBe(true);
      const cacheControl = asked.response.headers.get('cache-control') ?? '';
      expect(cacheControl).not.toMatch(/public/);
      expect(cacheControl).toBe(variant.cacheControl);
      expect(asked.response.headers.get('vary')).toBe(variant.vary);

      const anonymous = await asked.anonymous();
      expect(test.viewerData(anonymous.body.data)).toBe(false);
    });
  });
});

describe('signInOptions never enters the shared cache (N4)', () => {
  it('answers each address its own development value, whichever asked first', async () => {
    const proxied = await startTestServer({ TRUST_PROXY: 'true', SEED_DEMO_DATA: 'false' });
    try {
      const url = `${proxied.url}/graphql?query=${encodeURIComponent('{ signInOptions { development } }')}`;
      const ask = async (headers: Record<string, string>) => {
        const response = await fetch(url, { headers: { 'apollo-require-preflight': 'true', ...headers } });
        return { cacheControl: response.headers.get('cache-control'), age: response.headers.get('age'), development: (await response.json()).data.signInOptions.development };
      };
      expect(await ask({ 'x-forwarded-for': '8.8.8.8' })).toEqual({ cacheControl: 'private, no-cache', age: null, development: false });
      expect(await ask({})).toEqual({ cacheControl: 'private, no-cache', age: null, development: true });
      expect(await ask({ 'x-forwarded-for': '8.8.8.8' })).toEqual({ cacheControl: 'private, no-cache', age: null, development: false });
    } finally {
      await proxied.stop();
    }
  });
});

describe('the response cache key', () => {
  const NEWS = 'query CacheKeyNews($first: Int, $after: String) { news(first: $first, after: $after) { edges { node { id title } } } }';
  const anonymousGet = (url: string, headers: Record<string, string> = {}) => fetch(url, { headers: { ...APOLLO_CLIENT_HEADERS, ...headers } });

  it('ignores unknown query parameters, the order of parameters and the order of variables', async () => {
    const base = `${server.url}/graphql?query=${encodeURIComponent(NEWS)}&variables=${encodeURIComponent('{"first":2,"after":null}')}`;
    const first = await anonymousGet(base);
    expect(first.headers.get('age')).toBeNull();
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    const body = await first.text();
    const sameAnswer = [
      `${base}&z=1`,
      `${base}&z=2&utm_source=x`,
      `${server.url}/graphql?variables=${encodeURIComponent('{"after":null,"first":2}')}&query=${encodeURIComponent(NEWS)}`,
      `${server.url}/graphql?junk=${'a'.repeat(100)}&query=${encodeURIComponent(NEWS)}&variables=${encodeURIComponent('{ "after": null, "first": 2 }')}`,
    ];
    const answers = [];
    for (const url of sameAnswer) {
      const hit = await anonymousGet(url);
      answers.push({ url, hit: /^\d+$/.test(hit.headers.get('age') ?? ''), same: (await hit.text()) === body });
    }
    expect(answers).toEqual(sameAnswer.map((url) => ({ url, hit: true, same: true })));
    // Different variables are a different answer.
    const other = await anonymousGet(`${server.url}/graphql?query=${encodeURIComponent(NEWS)}&variables=${encodeURIComponent('{"first":1}')}`);
    expect(other.headers.get('age')).toBeNull();
    expect((await other.json()).data.news.edges).toHaveLength(1);
  });

  it('leaves a parameter given twice to Apollo, which refuses it', async () => {
    const url = `${server.url}/graphql?query=${encodeURIComponent(NEWS)}&variables=${encodeURIComponent('{"first":2}')}`;
    await (await anonymousGet(url)).text();
    const twice = await anonymousGet(`${url}&query=${encodeURIComponent('{ __typename }')}`);
    expect(twice.status).toBe(400);
    expect(twice.headers.get('age')).toBeNull();
    await twice.text();
  });

  it('does not depend on Host or forwarded-host headers', async () => {
    const url = `${server.url}/graphql?query=${encodeURIComponent(NEWS)}&variables=${encodeURIComponent('{"first":3}')}`;
    const body = await (await anonymousGet(url)).text();
    const poisoners: Array<Record<string, string>> = [{ 'x-forwarded-host': 'evil.example' }, { host: 'evil.example' }, { 'x-forwarded-proto': 'https' }];
    for (const headers of poisoners) {
      const response = await anonymousGet(url, headers);
      expect(await response.text()).toBe(body);
    }
  });

  it('says the same Vary on a miss, a hit and a 304', async () => {
    const url = `${server.url}/graphql?query=${encodeURIComponent(NEWS)}&variables=${encodeURIComponent('{"first":4}')}`;
    const miss = await anonymousGet(url);
    await miss.text();
    const hit = await anonymousGet(url, { 'accept-encoding': 'gzip' });
    await hit.text();
    const notModified = await anonymousGet(url, { 'if-none-match': hit.headers.get('etag')! });
    expect(hit.headers.get('age')).not.toBeNull();
    expect(notModified.status).toBe(304);
    for (const response of [miss, hit, notModified]) expect(response.headers.get('vary')).toBe('Accept, Accept-Encoding, Cookie');
  });

  it('answers from the cache exactly the GETs Apollo itself runs (its CSRF and content-type rules)', async () => {
    const cached = `${server.url}/graphql?query=${encodeURIComponent(NEWS)}&variables=${encodeURIComponent('{"first":5}')}`;
    // Never cached (a PRIVATE field): Apollo's own verdict on the headers.
    const uncached = `${server.url}/graphql?query=${encodeURIComponent('{ me { id } }')}`;
    await (await fetch(cached, { headers: { 'apollo-require-preflight': 'true' } })).text();
    const headerSets: Array<Record<string, string>> = [
      {},
      { 'content-type': 'application/json' },
      { 'content-type': 'Application/JSON; charset=utf-8' },
      { 'content-type': 'text/plain' },
      { 'content-type': 'TEXT/PLAIN;charset=utf-8' },
      { 'content-type': 'application/x-www-form-urlencoded' },
      { 'content-type': 'multipart/form-data; boundary=x', 'apollo-require-preflight': 'true' },
      { 'content-type': 'text/plain', 'x-apollo-operation-name': 'CacheKeyNews' },
      { 'content-type': 'application/xml' },
      { 'content-type': 'not a type' },
      { 'apollo-require-preflight': '' },
      { 'apollo-require-preflight': 'x' },
      { 'x-apollo-operation-name': 'Anything' },
    ];
    const verdicts = [];
    for (const headers of headerSets) {
      const apollo = await fetch(uncached, { headers });
      await apollo.text();
      const fromCache = await fetch(cached, { headers });
      await fromCache.text();
      verdicts.push({ headers, apolloStatus: apollo.status, ours: apolloRunsGet(headers), status: fromCache.status, hit: fromCache.headers.get('age') !== null });
    }
    // Ours says "runs" exactly where Apollo answered 200; the cached URL answers as Apollo does, and is a hit only then.
    expect(verdicts).toEqual(verdicts.map((v) => ({ ...v, ours: v.apolloStatus === 200, status: v.apolloStatus, hit: v.apolloStatus === 200 })));
    expect(verdicts.filter((v) => v.apolloStatus === 200).length).toBeGreaterThan(3);
    expect(verdicts.filter((v) => v.apolloStatus !== 200).length).toBeGreaterThan(3);
  });
});
