import { get as httpGet } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, startTestServer, type TestServer } from '../support/app';
import { devSignIn } from '../support/auth';

/**
 * A build's card image and oEmbed answer are public but revalidated on every use
 * (`public, no-cache` with an ETag, as pages): a CDN or browser asks again each time, gets a 304
 * while nothing changed, and the 404 as soon as the owner makes the build private. With the
 * former `public, max-age=300` a CDN kept showing the card of an unpublished build for 5 minutes.
 */
let server: TestServer;
let owner: string;
let id: string;

beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO_DATA: 'false' });
  owner = await devSignIn(server.url, 'revalidated-owner');
  const created = await graphql(server.url, 'mutation { createBuild(input: { name: "Soon hidden", class: squire, characterLevel: 12 }) { id } }', {}, { cookie: owner });
  id = created.data!.createBuild.id as string;
  await graphql(server.url, 'mutation($id: ID!) { publishBuild(id: $id) { id } }', { id }, { cookie: owner });
});
afterAll(async () => server?.stop());

const cardPath = () => `/builds/${id}/card.png`;
const oembedPath = () => `/oembed?url=${encodeURIComponent(`${server.url}/builds/${id}`)}&format=json`;
const get = (path: string) => fetch(`${server.url}${path}`);

/**
 * A conditional GET as a CDN sends it to revalidate what it holds: `If-None-Match` alone (fetch()
 * would add `Cache-Control: no-cache`, which asks the origin never to answer 304).
 */
function revalidate(path: string, etag: string): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    httpGet(`${server.url}${path}`, { headers: { 'if-none-match': etag } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
    }).on('error', reject);
  });
}

describe('the card and oEmbed of a build are revalidated on every use', () => {
  it('are public, no-cache, with an ETag, and a 304 while the build is unchanged', async () => {
    for (const path of [cardPath(), oembedPath()]) {
      const first = await get(path);
      expect({ path, status: first.status, cacheControl: first.headers.get('cache-control') }).toEqual({ path, status: 200, cacheControl: 'public, no-cache' });
      await first.arrayBuffer();
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^(W\/)?".+"$/);
      expect({ path, ...(await revalidate(path, etag!)) }).toEqual({ path, status: 304, bytes: 0 });
    }
    // The oEmbed answer no longer suggests keeping it for minutes either.
    expect(await (await get(oembedPath())).json()).not.toHaveProperty('cache_age');
  });

  it('answers 404 at the next revalidation once the build is private, and the card again once it is public', async () => {
    const card = await get(cardPath());
    const oembed = await get(oembedPath());
    await Promise.all([card.arrayBuffer(), oembed.arrayBuffer()]);
    const tags = { card: card.headers.get('etag')!, oembed: oembed.headers.get('etag')! };

    const hidden = await graphql(server.url, 'mutation($id: ID!) { unpublishBuild(id: $id) { isPublic } }', { id }, { cookie: owner });
    expect(hidden.data!.unpublishBuild.isPublic).toBe(false);
    // What a CDN holding the earlier answers sends: its ETag. Not a 304: the build is gone at once.
    expect([(await revalidate(cardPath(), tags.card)).status, (await revalidate(oembedPath(), tags.oembed)).status]).toEqual([404, 404]);
    // Nor is the refusal kept.
    for (const path of [cardPath(), oembedPath()]) expect({ path, cacheControl: (await get(path)).headers.get('cache-control') }).toEqual({ path, cacheControl: 'no-store' });

    await graphql(server.url, 'mutation($id: ID!) { publishBuild(id: $id) { id } }', { id }, { cookie: owner });
    const back = await get(cardPath());
    expect(back.status).toBe(200);
    expect(back.headers.get('content-type')).toBe('image/png');
  });
});
