import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASSES } from '../../server/game-data/data/classes';
import { ITEMS } from '../../server/game-data/data/items';
import { MONSTERS } from '../../server/game-data/data/monsters';
import { fightAgainst } from '../../server/game-data/rules/calculators';
import { deriveNumbers, type PlannerItem } from '../../server/game-data/rules/derived';
import { defaultSharedBuild, encodeShareState } from '../../server/game-data/rules/share-state';
import { TRAIT_CATALOG } from '../../server/game-data/rules/traits';
import { buildCardSvg, CARD_HEIGHT, CARD_WIDTH, targetLine } from '../../server/src/modules/builds/build-card';
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
    // A like alone may serve the page once as it was while it is drawn again (stale while revalidating: a count change).
    await expect.poll(pageImage, { timeout: 10_000 }).not.toBe(firstImage);
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

  it('names the planner target with the time to kill it by the planner rules, on the card and in a short link\'s description', async () => {
    const sword = ITEMS.find((item) => item.id === 'steel-longsword')! as unknown as PlannerItem;
    const stats = { hp: 0, mp: 0, magic: 0, ability: 10, hpRegen: 0, mpRegen: 0, capacity: 0 };
    const build = { class: 'knight' as const, characterLevel: 30, assignedPoints: {}, statAllocations: stats, targetMonsterId: 'skeleton-guard' };
    const derived = deriveNumbers({ characterClass: CLASSES.find((c) => c.id === 'knight')!, level: 30, stats, equipment: { 'hand-main': sword }, traits: [] });
    const fight = fightAgainst(derived.weapon, derived.numbers.hitChance.value, MONSTERS.find((m) => m.id === 'skeleton-guard')!);
    // The committed pack is the version the test server serves.
    const data = { traits: TRAIT_CATALOG, monsters: MONSTERS };
    const line = targetLine(build, [sword], data);
    expect(line).toBe(`Against Skeleton Guard (level 33): ${fight.seconds.toLocaleString('en-US')} s to kill, ${fight.hits} hits`);
    expect(targetLine({ ...build, targetMonsterId: null }, [sword], data)).toBeNull();
    expect(targetLine(build, [], data)).toMatch(/^Against Skeleton Guard \(level 33\): /);
    expect(buildCardSvg({ name: 'K', className: 'Knight', level: 30, likes: null, owner: null, kind: 'planner', icons: [], target: line })).toContain(`>${line}</text>`);

    const state = encodeShareState({ ...defaultSharedBuild(), characterClass: 'knight', level: 30, stats, equipment: { ...defaultSharedBuild().equipment, 'hand-main': 'steel-longsword' }, target: 'skeleton-guard' });
    const made = await call(owner, `mutation($state: String!) { createShareLink(tool: PLANNER, state: $state, name: "Guard hunter") { code } }`, { state });
    const code = made.createShareLink.code as string;
    const page = await (await fetch(`${server.url}/s/${code}`)).text();
    expect(page).toContain(`${line}.`);
    const png = await fetch(`${server.url}/s/${code}/card.png`);
    expect(png.status).toBe(200);
    expect(PNG.sync.read(Buffer.from(await png.arrayBuffer())).width).toBe(CARD_WIDTH);
  });
});
