import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCardSvg, CARD_HEIGHT, CARD_WIDTH } from '../../server/src/modules/builds/build-card';
import { graphql, startTestServer, type TestServer } from '../support/app';
import { devSignIn } from '../support/auth';

let server: TestServer;
let owner: string;
let other: string;

beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO_DATA: 'false' });
  owner = await devSignIn(server.url, 'carder');
  other = await devSignIn(server.url, 'liker');
});
afterAll(async () => server?.stop());

async function call(cookie: string, query: string, variables: Record<string, unknown> = {}) {
  const result = await graphql(server.url, query, variables, { cookie });
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!;
}
const EQUIPMENT = [{ slot: 'hand-main', itemId: 'steel-longsword' }, { slot: 'chest', itemId: 'padded-vest' }];
async function card(id: string) {
  const response = await fetch(`${server.url}/builds/${encodeURIComponent(id)}/card.png`);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('GET /builds/{id}/card.png (the Open Graph image)', () => {
  it('draws a public build as a valid 1200×630 PNG, and redraws it when the build changes', async () => {
    const created = await call(owner, `mutation($input: BuildInput!) { createBuild(input: $input) { id } }`, {
      input: { name: 'Card knight', class: 'knight', characterLevel: 30, isPlannerBuild: true, equippedItemIds: EQUIPMENT },
    });
    const id = created.createBuild.id as string;
    // Private: no card (nothing leaks).
    expect((await card(id)).response.status).toBe(404);
    await call(owner, `mutation($id: ID!) { publishBuild(id: $id) { id } }`, { id });

    // The page's head names the card, with its version and size.
    const pageImage = async () => /<meta property="og:image" content="([^"]+)" \/>/.exec(await (await fetch(`${server.url}/builds/${id}`)).text())?.[1];
    const html = await (await fetch(`${server.url}/builds/${id}`)).text();
    expect(html).toContain('<meta property="og:image:width" content="1200" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    const firstImage = await pageImage();
    expect(firstImage).toMatch(new RegExp(`/builds/${id}/card\\.png\\?v=`));

    const first = await card(id);
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get('content-type')).toBe('image/png');
    const png = PNG.sync.read(first.bytes);
    expect([png.width, png.height]).toEqual([CARD_WIDTH, CARD_HEIGHT]);
    // The same version is served from the cache, byte for byte.
    expect((await card(id)).bytes.equals(first.bytes)).toBe(true);

    // A like and a rename each give a different picture.
    await call(other, `mutation($id: ID!) { likeBuild(buildId: $id) { id } }`, { id });
    const liked = await card(id);
    expect(await pageImage()).not.toBe(firstImage);
    expect(liked.bytes.equals(first.bytes)).toBe(false);
    await call(owner, `mutation($id: ID!, $input: BuildInput!) { updateBuild(id: $id, input: $input) { id } }`, { id, input: { name: 'Renamed knight' } });
    const renamed = await card(id);
    expect(renamed.bytes.equals(liked.bytes)).toBe(false);
    expect(PNG.sync.read(renamed.bytes).width).toBe(CARD_WIDTH);
  });

  it('answers 404 for an unknown build', async () => {
    expect((await card('no-such-build')).response.status).toBe(404);
  });
});

describe('buildCardSvg', () => {
  it('escapes the name, shortens a long one, and says when nothing is worn', () => {
    const svg = buildCardSvg({ name: '<Tom & "Jerry">'.padEnd(48, 'x'), className: 'Knight', level: 200, likes: 1, owner: null, kind: 'planner', icons: [] });
    expect(svg).toContain('&lt;Tom &amp; &quot;Jerry&quot;&gt;');
    expect(svg).toContain('…</text>');
    expect(svg).toContain('Knight · level 200 · 1 like');
    expect(svg).toContain('No equipment');
    expect(svg).not.toContain('by ');
  });
});
