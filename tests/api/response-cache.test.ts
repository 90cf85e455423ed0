import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/app';
import { devSignIn } from '../support/auth';
import { NEWS_COLLECTION, type NewsDocument } from '../../server/src/modules/content/content.model';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.stop());

const NEWS_TITLES = /* GraphQL */ `query NewsTitles($first: Int) { news(first: $first) { edges { node { id title } } } }`;
const ITEM_NAMES = /* GraphQL */ `query ItemNames($first: Int) { items(first: $first) { edges { node { id name } } } }`;
const TOP_BUILDS = /* GraphQL */ `query TopLikes { topBuilds { id likes } }`;
const ME = /* GraphQL */ `query Me { me { id } news(first: 1) { edges { node { id } } } }`;

const ACCEPT = 'application/graphql-response+json,application/json;q=0.9';

/** A persisted-query GET as Apollo Client sends it (hash only, with the CSRF header). */
function persistedUrl(query: string, variables: Record<string, unknown> = {}, withQuery = false): string {
  const sha256Hash = createHash('sha256').update(query).digest('hex');
  const params = new URLSearchParams({
    variables: JSON.stringify(variables),
    extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash } }),
  });
  if (withQuery) params.set('query', query);
  return `${server.url}/graphql?${params}`;
}

function get(url: string, headers: Record<string, string> = {}) {
  return fetch(url, { headers: { accept: ACCEPT, 'apollo-require-preflight': 'true', ...headers } });
}

/** Registers the query's hash (the first GET of a persisted query carries its text). */
async function register(query: string, variables: Record<string, unknown> = {}) {
  const response = await get(persistedUrl(query, variables, true));
  expect(response.status).toBe(200);
  await response.text();
}

describe('the response cache of anonymous public reads', () => {
  it('answers a repeated persisted query from the cache with a strong ETag, and If-None-Match with 304', async () => {
    await register(NEWS_TITLES, { first: 3 });
    const url = persistedUrl(NEWS_TITLES, { first: 3 });
    const first = await get(url);
    const body = await first.text();
    expect(first.status).toBe(200);
    expect(JSON.parse(body).data.news.edges).toHaveLength(3);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(first.headers.get('cache-control')).toBe('public, no-cache');

    const second = await get(url);
    expect(await second.text()).toBe(body);
    expect(second.headers.get('etag')).toBe(etag);
    expect(second.headers.get('age')).toMatch(/^\d+$/);
    // Replayed from the first answer: Apollo's content type and helmet's headers.
    expect(second.headers.get('content-type')).toMatch(/^application\/graphql-response\+json/);
    expect(second.headers.get('x-content-type-options')).toBe('nosniff');

    const notModified = await get(url, { 'if-none-match': etag });
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe('');
  });

  it('varies on Accept: each content type is its own entry, and every answer says so', async () => {
    await register(NEWS_TITLES, { first: 2 });
    const url = persistedUrl(NEWS_TITLES, { first: 2 });
    const modern = await get(url);
    const legacy = await get(url, { accept: 'application/json' });
    expect(modern.headers.get('content-type')).toMatch(/^application\/graphql-response\+json/);
    expect(legacy.headers.get('content-type')).toMatch(/^application\/json/);
    for (const response of [modern, legacy, await get(url, { accept: 'application/json' })]) {
      expect(response.headers.get('vary')).toMatch(/\bAccept\b/);
      await response.text();
    }
  });

  it('sends brotli or gzip copies to clients that accept them', async () => {
    await register(ITEM_NAMES, { first: 100 });
    const url = persistedUrl(ITEM_NAMES, { first: 100 });
    const plain = await (await get(url, { 'accept-encoding': 'identity' })).text();
    await expect.poll(async () => (await get(url, { 'accept-encoding': 'gzip, br' })).headers.get('content-encoding')).toBe('br');
    const gzipped = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('vary')).toBe('Accept, Accept-Encoding, Cookie');
    expect(await gzipped.text()).toBe(plain);
  });

  it('is bypassed by a request carrying the session cookie, whose answer is private', async () => {
    // Signing in writes a profile (and so empties the cache): first, before the reads.
    const cookie = await devSignIn(server.url, 'cache-reader');
    await register(NEWS_TITLES, { first: 4 });
    const url = persistedUrl(NEWS_TITLES, { first: 4 });
    await (await get(url)).text();
    const cached = await get(url);
    expect(cached.headers.get('age')).not.toBeNull();
    await cached.text();
    const signedIn = await get(url, { cookie: `theme=dark; ${cookie}` });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('age')).toBeNull();
    expect(signedIn.headers.get('cache-control')).toBe('private, no-cache');
    await signedIn.text();
    // Another cookie alone does not bypass.
    const otherCookie = await get(url, { cookie: 'theme=dark' });
    expect(otherCookie.headers.get('age')).not.toBeNull();
    await otherCookie.text();
  });

  it('never stores an answer with a PRIVATE field', async () => {
    await register(ME);
    const url = persistedUrl(ME);
    for (let i = 0; i < 2; i += 1) {
      const response = await get(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('age')).toBeNull();
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
      expect((await response.json()).data.me).toBeNull();
    }
  });

  it('never stores an answer with errors', async () => {
    await register(NEWS_TITLES, { first: 1 });
    const url = persistedUrl(NEWS_TITLES, { first: 0 });
    await (await get(persistedUrl(NEWS_TITLES, { first: 0 }, true))).text();
    for (let i = 0; i < 2; i += 1) {
      const response = await get(url);
      expect(response.headers.get('age')).toBeNull();
      expect((await response.json()).errors[0].extensions.code).toBe('BAD_USER_INPUT');
    }
  });

  it('shows a like to the next anonymous read', async () => {
    await register(TOP_BUILDS);
    const url = persistedUrl(TOP_BUILDS);
    const before = (await (await get(url)).json()).data.topBuilds as Array<{ id: string; likes: number }>;
    const cached = await get(url);
    expect(cached.headers.get('age')).not.toBeNull();
    await cached.text();
    const target = before[before.length - 1]!;
    const cookie = await devSignIn(server.url, 'cache-liker');
    const like = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query: 'mutation Like($id: ID!) { likeBuild(buildId: $id) { id likeCount } }', variables: { id: target.id } }),
    });
    expect((await like.json()).data.likeBuild.likeCount).toBe(target.likes + 1);
    const after = (await (await get(url)).json()).data.topBuilds as Array<{ id: string; likes: number }>;
    expect(after.find((b) => b.id === target.id)?.likes).toBe(target.likes + 1);
  });

  it('shows a news change to the next anonymous read, with a new ETag', async () => {
    await register(NEWS_TITLES, { first: 1 });
    const url = persistedUrl(NEWS_TITLES, { first: 1 });
    const first = await get(url);
    const etag = first.headers.get('etag')!;
    const newest = (await first.json()).data.news.edges[0].node as { id: string; title: string };
    await server.store.collection<NewsDocument>(NEWS_COLLECTION).updateOne({ _id: newest.id }, { $set: { title: 'Edited by an admin' } });
    const revalidated = await get(url, { 'if-none-match': etag });
    expect(revalidated.status).toBe(200);
    expect(revalidated.headers.get('etag')).not.toBe(etag);
    expect((await revalidated.json()).data.news.edges[0].node.title).toBe('Edited by an admin');
  });

  it('leaves POST requests to Apollo', async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: NEWS_TITLES, variables: { first: 1 } }),
    });
    expect(response.headers.get('age')).toBeNull();
    expect((await response.json()).data.news.edges).toHaveLength(1);
  });
});
