import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createResponseCache, type ResponseCache } from '../../server/src/http/cache/response-cache';
import { softTag } from '../../server/src/modules/change-tags';

/**
 * A count that moves on a kept page (a like given or taken back) leaves it served as it was while its keeper draws it
 * again in the background: under an account's deletion (10,000 likes taken back) every page read waited for a render
 * (build pages' p99 about 1 s). A removal is never soft: such a page is evicted at once, never served stale.
 */
let server: Server;
let url = '';
/** What the server does with each request: the test's cache and key. */
let handle: (req: IncomingMessage, res: ServerResponse) => void = () => undefined;
beforeAll(async () => {
  server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const newCache = () => createResponseCache({ path: '/graphql', maxBytes: 1_000_000, maxAgeSeconds: 300 });
const page = (body: string, startedAt: number, renewable = true) => ({ headers: { 'content-type': 'text/html' }, body, tags: ['Build:x', 'Query.build'], maxAgeSeconds: 60, startedAt, renewable });
/** Serves `key` from the cache (404 when it has nothing), as the page middleware does. */
const serveFrom = (cache: ResponseCache, key = 'page') => {
  handle = (req, res) => {
    if (!cache.answerFrom(key, req, res, () => res.writeHead(404).end('drawn by this request'))) res.writeHead(404).end('miss');
  };
};
const read = async () => {
  const response = await fetch(`${url}/builds/x`);
  return { cache: response.headers.get('x-cache'), body: await response.text() };
};

describe('a page whose count moved', () => {
  it('is served stale once while it is drawn again, then fresh', async () => {
    const cache = newCache();
    const renewals: string[] = [];
    cache.renewer = (key) => renewals.push(key);
    serveFrom(cache);
    cache.put('page', page('one like', cache.sequence));
    expect(await read()).toEqual({ cache: 'hit', body: 'one like' });

    cache.evict([softTag('Build:x'), 'Rating:x:user']);
    expect(await read()).toEqual({ cache: 'stale', body: 'one like' });
    // Asked to draw it again once, however many read it meanwhile.
    expect(await read()).toEqual({ cache: 'stale', body: 'one like' });
    expect(renewals).toEqual(['page']);

    const startedAt = cache.sequence;
    cache.put('page', { ...page('two likes', startedAt), headers: cache.headersOf('page')! });
    expect(await read()).toEqual({ cache: 'hit', body: 'two likes' });
  });

  it('is never served stale after a removal, nor after a change both soft and hard', async () => {
    const cache = newCache();
    cache.renewer = () => undefined;
    serveFrom(cache);
    cache.put('page', page('the build', cache.sequence));
    cache.evict(['Build:x']);
    expect(await read()).toEqual({ cache: null, body: 'miss' });

    cache.put('page', page('the build', cache.sequence));
    cache.evict([softTag('Build:x'), 'Build:x']);
    expect(await read()).toEqual({ cache: null, body: 'miss' });
  });

  it('is evicted when nobody draws it again: an answer not renewable, or no renewer', async () => {
    const cache = newCache();
    serveFrom(cache);
    cache.put('page', page('kept', cache.sequence, false));
    cache.evict([softTag('Build:x')]);
    expect(await read()).toEqual({ cache: null, body: 'miss' });

    cache.put('page', page('kept', cache.sequence));
    cache.evict([softTag('Build:x')]);
    expect(await read()).toEqual({ cache: null, body: 'miss' });
  });

  it('drawn while a count moved is kept stale (and drawn again); drawn while it was removed is not kept', async () => {
    const cache = newCache();
    const renewals: string[] = [];
    cache.renewer = (key) => renewals.push(key);
    serveFrom(cache);
    let startedAt = cache.sequence;
    cache.evict([softTag('Build:x')]);
    expect(cache.put('page', page('drawn meanwhile', startedAt))).not.toBeNull();
    expect(await read()).toEqual({ cache: 'stale', body: 'drawn meanwhile' });
    expect(renewals).toEqual(['page']);
    // Not renewable: kept out, as before.
    startedAt = cache.sequence;
    cache.evict([softTag('Build:x')]);
    expect(cache.put('other', page('drawn meanwhile', startedAt, false))).toBeNull();

    startedAt = cache.sequence;
    cache.evict(['Build:x']);
    expect(cache.put('page', page('drawn meanwhile', startedAt))).toBeNull();
  });
});

describe('requests for a page another request is drawing', () => {
  it('wait for that render and are answered from it', async () => {
    const cache = newCache();
    let drawn = 0;
    let finishDrawing: () => void = () => undefined;
    handle = (req, res) => {
      if (cache.answerFrom('page', req, res, () => res.writeHead(500).end('drew it again'))) return;
      // The first request draws the page: the others meanwhile wait for it.
      drawn += 1;
      cache.draws('page', res);
      const startedAt = cache.sequence;
      finishDrawing = () => {
        cache.put('page', page('drawn once', startedAt));
        res.writeHead(200, { 'x-cache': 'miss' }).end('drawn once');
      };
    };
    const first = read();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const others = [read(), read(), read()];
    await new Promise((resolve) => setTimeout(resolve, 50));
    finishDrawing();
    expect(await first).toEqual({ cache: 'miss', body: 'drawn once' });
    expect(await Promise.all(others)).toEqual([1, 2, 3].map(() => ({ cache: 'hit', body: 'drawn once' })));
    expect(drawn).toBe(1);
  });
});
