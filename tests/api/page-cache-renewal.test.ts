import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { graphql, startTestServer, type TestServer } from '../support/app';
import { devSignIn } from '../support/auth';

/**
 * A like moves a count on a build's page: the kept page is served once more as it was (`X-Cache: stale`) while the
 * server draws it again in the background, then the new one is served. Under an account's deletion (10,000 likes
 * taken back) every page read otherwise waited for a render. A removal is never served stale: a build made private
 * right after a like is gone from its page at once.
 */
let server: TestServer;
let owner: string;
let liker: string;

beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO_DATA: 'false' });
  owner = await devSignIn(server.url, 'renewed_owner');
  liker = await devSignIn(server.url, 'renewed_liker');
});
afterAll(async () => server?.stop());

const newBuild = async (name: string) => {
  const created = await graphql(server.url, `mutation { createBuild(input: { name: "${name}", class: squire, characterLevel: 12 }) { id } }`, {}, { cookie: owner });
  const id = created.data!.createBuild.id as string;
  await graphql(server.url, 'mutation($id: ID!) { publishBuild(id: $id) { id } }', { id }, { cookie: owner });
  return id;
};
/** The page as an anonymous visitor gets it: its X-Cache, the build's like count as drawn (null when the page does not show the build), its HTML. */
const page = async (id: string) => {
  const response = await fetch(`${server.url}/builds/${id}`, { headers: { accept: 'text/html' } });
  const html = await response.text();
  const state = /<script type="application\/json" id="almanac-state">(.*?)<\/script>/s.exec(html)?.[1];
  const build = state ? (JSON.parse(state) as { apollo: Record<string, { likeCount?: number }> }).apollo[`Build:${id}`] : undefined;
  return { cache: response.headers.get('x-cache'), likes: build?.likeCount ?? null, html };
};
const like = (id: string) => graphql(server.url, 'mutation($id: ID!) { likeBuild(buildId: $id) { likeCount } }', { id }, { cookie: liker });

describe('a kept page whose like count moved', () => {
  it('is served stale at once while it is drawn again, then fresh with the new count', { timeout: 60_000 }, async () => {
    const id = await newBuild('Counted knight');
    await page(id);
    expect(await page(id)).toMatchObject({ cache: 'hit', likes: 0 });

    expect((await like(id)).data?.likeBuild.likeCount).toBe(1);
    // Once the change reached the cache (its feed), the page read is the kept one, stale, and no visitor waits for a render.
    let read = await page(id);
    for (const end = Date.now() + 5_000; read.cache === 'hit' && Date.now() < end; ) read = await page(id);
    expect(read).toMatchObject({ cache: 'stale', likes: 0 });
    // Drawn again in the background and kept: the next reads are hits with the new count.
    await vi.waitFor(async () => expect(await page(id)).toMatchObject({ cache: 'hit', likes: 1 }), { timeout: 20_000, interval: 50 });
  });

  it('is never served stale when the build is made private just after a like: gone from its page at once', { timeout: 60_000 }, async () => {
    const id = await newBuild('Hidden right after a like');
    await page(id);
    expect(await page(id)).toMatchObject({ cache: 'hit', likes: 0 });

    await like(id);
    const hidden = await graphql(server.url, 'mutation($id: ID!) { unpublishBuild(id: $id) { isPublic } }', { id }, { cookie: owner });
    expect(hidden.data!.unpublishBuild.isPublic).toBe(false);
    const reads: Array<Awaited<ReturnType<typeof page>>> = [];
    await vi.waitFor(
      async () => {
        const read = await page(id);
        reads.push(read);
        expect(read.html).not.toContain('Hidden right after a like');
      },
      { timeout: 10_000, interval: 20 },
    );
    // Never the kept page as it was: each read before the change reached the cache was a hit, each after it drew the page.
    expect(reads.map((read) => read.cache).filter((cache) => cache === 'stale')).toEqual([]);
  });
});
