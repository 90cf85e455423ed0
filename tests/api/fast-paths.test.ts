import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../support/app';

/**
 * FAST_PATHS (serving/fast-paths.ts): `on` answers cached GETs before Express and anonymous POSTs on the lean path;
 * `off` serves both through Express and Apollo Server. The answers are the same either way; what differs is only
 * which path took them (Express's own ETag marks its POST answers; the lean path computes none).
 */
const NEWS = 'query FastNews { news(first: 2) { edges { node { id title } } } }';
const HEADERS = { accept: 'application/json', 'apollo-require-preflight': 'true' };

async function serve(fastPaths: 'on' | 'off') {
  const server = await startTestServer({ FAST_PATHS: fastPaths });
  const getUrl = `${server.url}/graphql?${new URLSearchParams({ query: NEWS })}`;
  const get = async () => {
    const response = await fetch(getUrl, { headers: HEADERS });
    return { status: response.status, cache: response.headers.get('x-cache'), body: await response.text() };
  };
  const post = async () => {
    const response = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { ...HEADERS, 'content-type': 'application/json' }, body: JSON.stringify({ query: NEWS }) });
    return { status: response.status, etag: response.headers.get('etag'), body: await response.text() };
  };
  return { server, get, post };
}

describe('FAST_PATHS', () => {
  let on: Awaited<ReturnType<typeof serve>>;
  let off: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    on = await serve('on');
    off = await serve('off');
  });
  afterAll(async () => {
    await on?.server.stop();
    await off?.server.stop();
  });

  it('gives the same answers on both settings', async () => {
    const [getOn, getOff] = [await on.get(), await off.get()];
    expect(getOn).toEqual({ status: 200, cache: 'miss', body: getOff.body });
    expect(getOff.status).toBe(200);
    const [postOn, postOff] = [await on.post(), await off.post()];
    expect(postOn.body).toBe(postOff.body);
    expect(JSON.parse(postOn.body).data.news.edges).toHaveLength(2);
  });

  it('on: a repeated GET is a cache hit, an anonymous POST takes the lean path (no ETag)', async () => {
    await on.get();
    expect((await on.get()).cache).toBe('hit');
    expect((await on.post()).etag).toBeNull();
  });

  it('off: the same GET is a hit from the cache inside Express, the POST is answered by Express and Apollo (ETag)', async () => {
    await off.get();
    expect((await off.get()).cache).toBe('hit');
    expect((await off.post()).etag).not.toBeNull();
  });
});
