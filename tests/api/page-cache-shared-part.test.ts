import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { graphql, startTestServer, type TestServer } from '../support/app';
import { devSignIn } from '../support/auth';
import { SHARED_PART_STALE, SHARED_PART_STALE_MS } from '../../server/src/http/cache/response-cache';

/**
 * Every page draws the builds bar's top public builds with their like counts. A like changed them, so it evicted
 * every page of the site (under 30 requests a second with likes arriving, /lists/classes went from 2-3 ms to about
 * 100 ms a request). A change to only that shared part now leaves a page in the cache, served for up to 30 s, then
 * drawn again (the browser asks for the top builds itself once the page is idle); a page that shows the liked build
 * itself is no longer a hit at once (served stale while it is drawn again: page-cache-renewal.test.ts), and the
 * GraphQL answers of the top builds are evicted at once.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.stop());
afterEach(() => vi.useRealTimers());

const page = async (path: string) => {
  const response = await fetch(`${server.url}${path}`, { headers: { accept: 'text/html' } });
  return { cache: response.headers.get('x-cache'), timing: response.headers.get('server-timing'), html: await response.text() };
};
const TOP = `/graphql?query=${encodeURIComponent('{ topBuilds { id likeCount } }')}`;
const topAnswer = async () => {
  const response = await fetch(`${server.url}${TOP}`, { headers: { 'apollo-require-preflight': 'true' } });
  return { cache: response.headers.get('x-cache'), body: (await response.json()) as { data: { topBuilds: Array<{ id: string; likeCount: number }> } } };
};

describe('a like and the pages around it', () => {
  it('keeps a page that shows only the builds bar in the cache; evicts the liked build’s page and the top builds at once; draws the page again 30 s later', { timeout: 90_000 }, async () => {
    const top = (await topAnswer()).body.data.topBuilds;
    const liked = top[0]!;
    for (const path of ['/lists/classes', `/builds/${liked.id}`]) {
      await page(path);
      expect(await page(path)).toMatchObject({ cache: 'hit', timing: null });
    }
    expect((await topAnswer()).cache).toBe('hit');

    const cookie = await devSignIn(server.url, 'shared_part_liker');
    const like = await graphql(server.url, 'mutation($id: ID!) { likeBuild(buildId: $id) { likeCount } }', { id: liked.id }, { cookie });
    expect(like.data?.likeBuild.likeCount).toBe(liked.likeCount + 1);

    // The change reaches the cache through the store's change feed: the liked build's page goes first.
    await vi.waitFor(async () => expect((await page(`/builds/${liked.id}`)).cache).not.toBe('hit'), { timeout: 10_000, interval: 50 });
    expect((await topAnswer()).cache).not.toBe('hit');
    // Served from the cache, and saying that its shared part changed since it was drawn (the bar then asks again).
    expect(await page('/lists/classes')).toMatchObject({ cache: 'hit', timing: SHARED_PART_STALE });

    // Past the 30 s a page may show the shared part stale: drawn again, with the new count, and kept again.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + SHARED_PART_STALE_MS + 1_000);
    const again = await page('/lists/classes');
    expect(again.cache).not.toBe('hit');
    expect(await page('/lists/classes')).toMatchObject({ cache: 'hit', timing: null });
  });
});
