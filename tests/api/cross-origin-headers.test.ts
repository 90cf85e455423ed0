import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/app';
import { devSignIn } from '../support/auth';

/**
 * The headers each kind of response carries for other sites: the API
 * answers any origin without credentials, embeddable resources may be used by another site's
 * `<img>` and `fetch`, embed pages may be framed by any site, every other page refuses framing.
 */

const ORIGIN = 'https://guild-forum.example';
let server: TestServer;
let tilePath: string;

beforeAll(async () => {
  server = await startTestServer();
  const world = (await (await fetch(`${server.url}/map/world.json`)).json()) as { tiles: { base: string; present: Record<string, Record<string, string[]>> } };
  tilePath = `${world.tiles.base}/7/0/${world.tiles.present['7']!['0']![0]}.png`;
});
afterAll(async () => server?.stop());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers: { origin: ORIGIN, ...headers } });

function frameAncestors(response: Response): string | undefined {
  return /frame-ancestors ([^;]+)/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
}

describe('the API answers any origin, never with credentials (part 1)', () => {
  it('answers a preflight of POST /graphql with 204 and the headers a client needs', async () => {
    for (const path of ['/graphql', '/graphql/stream']) {
      const response = await fetch(`${server.url}${path}`, {
        method: 'OPTIONS',
        headers: { origin: ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,apollo-require-preflight' },
      });
      expect({ path, status: response.status }).toEqual({ path, status: 204 });
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
      const allowed = response.headers.get('access-control-allow-headers')!.split(',');
      expect(allowed).toEqual(expect.arrayContaining(['content-type', 'apollo-require-preflight', 'x-apollo-operation-name']));
      expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    }
  });

  it('answers GET and POST with Access-Control-Allow-Origin: * and exposes Retry-After', async () => {
    const query = '{ news(first: 1) { edges { node { title } } } }';
    const viaGet = await get(`/graphql?query=${encodeURIComponent(query)}`, { 'apollo-require-preflight': '1' });
    const viaPost = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { origin: ORIGIN, 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
    for (const response of [viaGet, viaPost]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
      expect(response.headers.get('access-control-expose-headers')).toContain('Retry-After');
      expect(((await response.json()) as { data: { news: unknown } }).data.news).toBeDefined();
    }
    // The second GET comes from the response cache: it carries the same header.
    const cached = await get(`/graphql?query=${encodeURIComponent(query)}`, { 'apollo-require-preflight': '1' });
    expect(cached.headers.get('age')).not.toBeNull();
    expect(cached.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('keeps Apollo\'s CSRF prevention: a simple cross-origin GET is still refused', async () => {
    const response = await get(`/graphql?query=${encodeURIComponent('{ __typename }')}`);
    expect(response.status).toBe(400);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('lets an anonymous stream in from another origin, and still refuses one carrying the session cookie', async () => {
    const query = JSON.stringify({ query: '{ __typename }' });
    const anonymous = await fetch(`${server.url}/graphql/stream`, { method: 'POST', headers: { origin: ORIGIN, 'content-type': 'application/json', accept: 'text/event-stream' }, body: query });
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get('access-control-allow-origin')).toBe('*');
    expect(await anonymous.text()).toContain('"__typename":"Query"');
    const cookie = await devSignIn(server.url, 'cross-origin-streamer');
    const withCookie = await fetch(`${server.url}/graphql/stream`, { method: 'POST', headers: { origin: ORIGIN, cookie, 'content-type': 'application/json', accept: 'text/event-stream' }, body: query });
    expect(withCookie.status).toBe(403);
  });

  it('answers oEmbed requests from any origin', async () => {
    const response = await get(`/oembed?url=${encodeURIComponent(`${server.url}/builds/demo-build-01`)}&format=json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('gives no CORS headers to the site\'s other paths', async () => {
    for (const path of ['/healthz', '/news', '/auth/me']) {
      expect({ path, allow: (await get(path)).headers.get('access-control-allow-origin') }).toEqual({ path, allow: null });
    }
  });
});

describe('embeddable resources (part 2)', () => {
  it('carry Cross-Origin-Resource-Policy: cross-origin and CORS *', async () => {
    const resources = ['/builds/demo-build-01/card.png', '/icons/items/material-1.svg', tilePath, '/map/world.json', '/news/feed.xml', '/patch-notes/feed.xml'];
    for (const path of resources) {
      const response = await get(path);
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      expect({ path, corp: response.headers.get('cross-origin-resource-policy'), cors: response.headers.get('access-control-allow-origin') }).toEqual({ path, corp: 'cross-origin', cors: '*' });
      await response.arrayBuffer();
    }
  });

  it('apply to the whole /data/ prefix and to files under /embed/', async () => {
    for (const path of ['/data/v1/items.json', '/embed/tooltips.js']) {
      const response = await get(path);
      expect({ path, corp: response.headers.get('cross-origin-resource-policy'), cors: response.headers.get('access-control-allow-origin') }).toEqual({ path, corp: 'cross-origin', cors: '*' });
    }
  });

  it('leave the site\'s own pages and assets same-origin', async () => {
    for (const path of ['/news', '/healthz', '/graphql?query=%7B__typename%7D']) {
      expect({ path, corp: (await get(path)).headers.get('cross-origin-resource-policy') }).toEqual({ path, corp: 'same-origin' });
    }
  });
});

describe('framing (part 2)', () => {
  it('lets any site frame the maps and entity pages opened with ?embed=1, and pages under /embed/', async () => {
    const embeds = [
      '/tools/interactive-map?embed=1',
      '/tools/houses-map?embed=1',
      '/tools/monsters-map?embed=1&monster=rat-king',
      '/items/axes/reavers-axe?embed=1',
      '/lists/monsters/rat-king?embed=1',
      '/lists/npc-buy-sell/forgemaster-brann?embed=1',
      '/embed/builds/demo-build-01',
    ];
    for (const path of embeds) {
      const response = await get(path);
      expect({ path, ancestors: frameAncestors(response), xfo: response.headers.get('x-frame-options') }).toEqual({ path, ancestors: '*', xfo: null });
    }
  });

  it('lets any site read pages under /embed/ (CORS * without credentials), but not the site\'s own pages opened with ?embed=1', async () => {
    // An embed page is drawn for no viewer (a private build is "not found" even to its owner), so
    // what another site's fetch() reads is what anyone reads; a cookie never crosses (no credentials).
    const embed = await get('/embed/builds/demo-build-01');
    expect(embed.status).toBe(200);
    expect({
      allow: embed.headers.get('access-control-allow-origin'),
      credentials: embed.headers.get('access-control-allow-credentials'),
      ancestors: frameAncestors(embed),
    }).toEqual({ allow: '*', credentials: null, ancestors: '*' });
    expect(await embed.text()).toContain('<html');
    const preflight = await fetch(`${server.url}/embed/builds/demo-build-01`, { method: 'OPTIONS', headers: { origin: ORIGIN, 'access-control-request-method': 'GET' } });
    expect([preflight.status, preflight.headers.get('access-control-allow-origin')]).toEqual([204, '*']);
    for (const path of ['/tools/interactive-map?embed=1', '/items/axes/reavers-axe?embed=1', '/embed']) {
      expect({ path, allow: (await get(path)).headers.get('access-control-allow-origin') }).toEqual({ path, allow: null });
    }
  });

  it('keeps every other page unframable, with or without ?embed=1', async () => {
    for (const path of ['/news', '/tools/interactive-map', '/tools/planner?embed=1', '/manage?embed=1', '/me?embed=1', '/builds/demo-build-01?embed=1', '/tools/interactive-map?embed=0', '/embed']) {
      const response = await get(path);
      expect({ path, ancestors: frameAncestors(response), xfo: response.headers.get('x-frame-options') }).toEqual({ path, ancestors: "'self'", xfo: 'SAMEORIGIN' });
    }
  });
});
