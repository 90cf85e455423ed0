import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, startTestServer, type TestServer } from '../support/app';
import { devSignIn } from '../support/auth';

/**
 * oEmbed: a `rich` answer framing the embed page for each kind of page (build,
 * item, monster, NPC, map position), the discovery link in those pages, 404 for unknown and
 * private URLs, a clear 400 for bad input.
 */
let server: TestServer;
let privateBuild: string;

beforeAll(async () => {
  server = await startTestServer();
  const cookie = await devSignIn(server.url, 'oembed-owner');
  const created = await graphql(server.url, 'mutation { createBuild(input: { name: "Secret plan", class: squire, characterLevel: 5 }) { id } }', {}, { cookie });
  privateBuild = created.data!.createBuild.id as string;
});
afterAll(async () => server?.stop());

interface OEmbed {
  version: string;
  type: string;
  title: string;
  author_name?: string;
  author_url?: string;
  provider_name: string;
  provider_url: string;
  thumbnail_url?: string;
  thumbnail_width?: number;
  thumbnail_height?: number;
  html: string;
  width: number;
  height: number;
  error?: string;
}

async function oembed(url: string, extra = ''): Promise<{ status: number; type: string | null; body: OEmbed }> {
  const response = await fetch(`${server.url}/oembed?url=${encodeURIComponent(url)}&format=json${extra}`);
  return { status: response.status, type: response.headers.get('content-type'), body: (await response.json()) as OEmbed };
}

/** The iframe's address in an answer's html, as a path with its query and hash. */
function framed(html: string): string {
  const src = /^<iframe src="([^"]+)" width="(\d+)" height="(\d+)" title="[^"]+" loading="lazy" style="border:0"><\/iframe>$/.exec(html)?.[1];
  expect({ html, found: src !== undefined }).toEqual({ html, found: true });
  const url = new URL(src!.replace(/&amp;/g, '&'));
  return `${url.pathname}${url.search}${url.hash}`;
}

describe('oEmbed answers for each kind of page', () => {
  it('describes a public build: its embed page, its card as thumbnail, its author', async () => {
    const { status, type, body } = await oembed(`${server.url}/builds/demo-build-01`);
    expect(status).toBe(200);
    expect(type).toMatch(/^application\/json/);
    expect(body).toMatchObject({ version: '1.0', type: 'rich', provider_name: 'Almanac', width: 480, height: 360, thumbnail_width: 1200, thumbnail_height: 630 });
    expect(framed(body.html)).toBe('/embed/builds/demo-build-01');
    expect(body.thumbnail_url).toMatch(/\/builds\/demo-build-01\/card\.png\?v=/);
    const build = await graphql(server.url, '{ build(id: "demo-build-01") { name ownerUsername } }');
    expect(body.title).toContain(build.data!.build.name);
    expect(body.author_name).toBe(build.data!.build.ownerUsername);
    expect(body.author_url).toMatch(new RegExp(`/players/${build.data!.build.ownerUsername}$`));
    // The thumbnail is the card the server draws.
    const card = await fetch(`${server.url}${new URL(body.thumbnail_url!).pathname}`);
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('image/png');
  });

  it('describes an item with its page in embed mode and its icon', async () => {
    const { status, body } = await oembed(`${server.url}/items/axes/reavers-axe`);
    expect(status).toBe(200);
    expect(body.title).toMatch(/^Reaver.s Axe · /);
    expect(framed(body.html)).toBe('/items/axes/reavers-axe?embed=1');
    expect(body.thumbnail_url).toMatch(/\/icons\/items\/axes-[1-5]\.svg$/);
    expect((await fetch(`${server.url}${new URL(body.thumbnail_url!).pathname}`)).status).toBe(200);
  });

  it('frames the monsters map at a monster and the interactive map at an NPC', async () => {
    const monster = await oembed(`${server.url}/lists/monsters/rat-king`);
    expect(monster.status).toBe(200);
    expect(monster.body.title).toMatch(/^Rat King · level \d+ monster$/);
    expect(framed(monster.body.html)).toBe('/tools/monsters-map?embed=1&monster=rat-king');
    const npc = await oembed(`${server.url}/lists/npc-buy-sell/forgemaster-brann`);
    expect(npc.status).toBe(200);
    expect(npc.body.title).toMatch(/^Forgemaster Brann · /);
    expect(framed(npc.body.html)).toBe('/tools/interactive-map?embed=1&npc=forgemaster-brann');
  });

  it('frames a map position, keeping the view and the map\'s own parameters', async () => {
    const position = await oembed(`${server.url}/tools/interactive-map#415,388,7:1`);
    expect(position.status).toBe(200);
    expect(position.body.title).toBe('Interactive map · 415, 388, floor 7');
    expect(framed(position.body.html)).toBe('/tools/interactive-map?embed=1#415,388,7:1');
    expect(position.body).toMatchObject({ width: 640, height: 480 });
    const houses = await oembed(`${server.url}/tools/houses-map?town=brackenford&embed=1#400,380,7:0`);
    expect(houses.status).toBe(200);
    expect(framed(houses.body.html)).toBe('/tools/houses-map?town=brackenford&embed=1#400,380,7:0');
    const npcOnMap = await oembed(`${server.url}/tools/interactive-map?npc=forgemaster-brann`);
    expect(npcOnMap.body.title).toMatch(/^Interactive map · Forgemaster Brann$/);
  });

  it('fits maxwidth and maxheight, keeping the proportions', async () => {
    const { body } = await oembed(`${server.url}/tools/interactive-map#415,388,7:1`, '&maxwidth=320&maxheight=400');
    expect({ width: body.width, height: body.height }).toEqual({ width: 320, height: 240 });
    expect(body.html).toContain('width="320" height="240"');
  });
});

describe('oEmbed refusals', () => {
  it('answers 404 for unknown and private pages, other sites and pages it does not describe', async () => {
    const urls = [
      `${server.url}/builds/${privateBuild}`,
      `${server.url}/builds/no-such-build`,
      `${server.url}/items/axes/no-such-axe`,
      `${server.url}/items/swords/reavers-axe`,
      `${server.url}/lists/monsters/no-such-monster`,
      `${server.url}/lists/npc-buy-sell/no-such-npc`,
      `${server.url}/tools/interactive-map#99999,1,7:0`,
      `${server.url}/tools/interactive-map#415,388,42:0`,
      `${server.url}/tools/interactive-map?npc=nobody`,
      `${server.url}/news`,
      `${server.url}/tools/planner`,
      'https://elsewhere.example/builds/demo-build-01',
    ];
    for (const url of urls) {
      const { status, body } = await oembed(url);
      expect({ url, status }).toEqual({ url, status: 404 });
      expect(body.error).toBe('No embeddable public page of this site at that URL.');
    }
  });

  it('answers bad input with a 400 saying what to send, and another format with 501', async () => {
    const cases: Array<[string, number, RegExp]> = [
      ['/oembed?format=json', 400, /^Give the page to embed/],
      ['/oembed?url=not-a-url&format=json', 400, /^url must be an absolute http\(s\) address/],
      ['/oembed?url=ftp%3A%2F%2Fexample.com%2F&format=json', 400, /^url must be an absolute http\(s\) address/],
      [`/oembed?url=${encodeURIComponent(`${server.url}/builds/demo-build-01`)}&maxwidth=wide`, 400, /^maxwidth must be a positive whole number/],
      [`/oembed?url=${encodeURIComponent(`${server.url}/builds/demo-build-01`)}&maxheight=0`, 400, /^maxheight must be a positive whole number/],
      [`/oembed?url=a&url=b`, 400, /^Give url once/],
      [`/oembed?url=${encodeURIComponent(`${server.url}/builds/demo-build-01`)}&format=xml`, 501, /^Only format=json/],
    ];
    for (const [path, status, message] of cases) {
      const response = await fetch(`${server.url}${path}`);
      expect({ path, status: response.status }).toEqual({ path, status });
      expect(((await response.json()) as { error: string }).error).toMatch(message);
    }
  });
});

describe('oEmbed discovery', () => {
  it('links the oEmbed answer from the pages it describes, and from no other', async () => {
    for (const path of ['/builds/demo-build-01', '/items/axes/reavers-axe', '/lists/monsters/rat-king', '/lists/npc-buy-sell/forgemaster-brann', '/tools/interactive-map']) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      const href = /<link rel="alternate" type="application\/json\+oembed" href="([^"]+)"/.exec(html)?.[1];
      expect({ path, found: href !== undefined }).toEqual({ path, found: true });
      const link = new URL(href!.replace(/&amp;/g, '&'));
      expect(link.pathname).toBe('/oembed');
      expect(new URL(link.searchParams.get('url')!).pathname).toBe(path);
      // The link names this site's public address; asked on the server's own address, it answers.
      const answer = await fetch(`${server.url}/oembed${link.search}`);
      expect({ path, status: answer.status }).toEqual({ path, status: 200 });
    }
    expect(await (await fetch(`${server.url}/news`)).text()).not.toContain('application/json+oembed');
  });
});
