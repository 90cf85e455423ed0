import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, startTestServer, type TestServer } from '../support/app';
import { loadGameData } from '../../server/game-data/pack';

let server: TestServer;
const { pack } = loadGameData();

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.stop());

const decode = (text: string) => text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** What a search engine reads in a page's head. */
function headOf(html: string) {
  const attribute = (pattern: RegExp) => {
    const match = pattern.exec(html);
    return match ? decode(match[1]!) : null;
  };
  return {
    title: attribute(/<title>([^<]*)<\/title>/),
    canonical: attribute(/<link rel="canonical" href="([^"]*)" \/>/),
    description: attribute(/<meta name="description" content="([^"]*)" \/>/),
    robots: attribute(/<meta name="robots" content="([^"]*)" \/>/),
    canonicalCount: html.match(/rel="canonical"/g)?.length ?? 0,
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]!) as Record<string, any>),
  };
}

async function page(path: string) {
  const response = await fetch(`${server.url}${path}`, { redirect: 'manual' });
  return { status: response.status, head: headOf(await response.text()) };
}

/** The path of a sitemap URL (the test server's public address has another port than it listens on). */
const pathOf = (loc: string) => {
  const url = new URL(loc);
  return `${url.pathname}${url.search}`;
};

async function sitemapLocs(): Promise<string[]> {
  const response = await fetch(`${server.url}/sitemap.xml`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/xml');
  const xml = await response.text();
  expect(XMLValidator.validate(xml)).toBe(true);
  const parsed = new XMLParser({ isArray: (name) => name === 'url' }).parse(xml);
  expect(parsed.urlset['@_xmlns'] ?? 'http://www.sitemaps.org/schemas/sitemap/0.9').toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return parsed.urlset.url.map((url: { loc: string }) => url.loc);
}

const breadcrumbNames = (jsonLd: Array<Record<string, any>>) =>
  jsonLd.find((node) => node['@type'] === 'BreadcrumbList')?.itemListElement.map((step: { name: string; position: number }) => step.name);

describe('robots.txt', () => {
  it('keeps crawlers out of /manage, /me, /debug, /auth and /graphql and names the sitemap', async () => {
    const response = await fetch(`${server.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const robots = await response.text();
    expect(robots).toMatch(/^User-agent: \*$/m);
    for (const path of ['/manage', '/me', '/debug', '/auth', '/graphql']) expect(robots).toMatch(new RegExp(`^Disallow: ${path}$`, 'm'));
    const sitemap = /^Sitemap: (.+)$/m.exec(robots)?.[1];
    expect(sitemap).toMatch(/^https?:\/\/[^/]+\/sitemap\.xml$/);
    expect((await fetch(`${server.url}${pathOf(sitemap!)}`)).status).toBe(200);
  });
});

describe('sitemap.xml', () => {
  it('lists every public content page, item, monster, NPC, spell, trait, public build and player, and no private page', async () => {
    const paths = new Set((await sitemapLocs()).map(pathOf));
    for (const path of ['/news', '/news/welcome', '/articles/bell-warden', '/guides/squire-to-knight', '/credits', '/boletus', '/builds', '/items/all', '/items/swords', '/lists/monsters', '/tools/planner']) {
      expect(paths.has(path)).toBe(true);
    }
    for (const monster of pack.monsters) expect(paths.has(`/lists/monsters/${monster.id}`)).toBe(true);
    for (const npc of pack.npcs) expect(paths.has(`/lists/npc-buy-sell/${npc.id}`)).toBe(true);
    for (const spell of pack.spells) expect(paths.has(`/lists/spells/${spell.id}`)).toBe(true);
    for (const trait of pack.traits) expect(paths.has(`/lists/traits/${trait.number}`)).toBe(true);
    const { data } = await graphql(server.url, '{ itemList { id category } publicBuilds(first: 100) { totalCount edges { node { id ownerUsername } } } }');
    for (const item of data!.itemList) expect(paths.has(`/items/${item.category}/${item.id}`)).toBe(true);
    expect(data!.publicBuilds.totalCount).toBeGreaterThan(0);
    expect(data!.publicBuilds.totalCount).toBeLessThanOrEqual(100);
    for (const { node: build } of data!.publicBuilds.edges) {
      expect(paths.has(`/builds/${build.id}`)).toBe(true);
      expect(paths.has(`/players/${build.ownerUsername}`)).toBe(true);
    }
    const builds = [...paths].filter((path) => path.startsWith('/builds/'));
    expect(builds).toHaveLength(data!.publicBuilds.totalCount);
    for (const path of paths) expect(path).not.toMatch(/^\/(me|manage|debug|auth|graphql|login)(\/|$)/);
    expect(paths.size).toBe((await sitemapLocs()).length);
  });

  it('every URL in it answers 200 with its own address as the canonical link and a description', async () => {
    const locs = await sitemapLocs();
    const kinds = new Set(locs.map((loc) => pathOf(loc).split('/')[1]));
    expect([...kinds]).toEqual(expect.arrayContaining(['news', 'articles', 'guides', 'items', 'lists', 'builds', 'players', 'tools']));
    const failures: string[] = [];
    const queue = [...locs];
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        for (let loc = queue.shift(); loc; loc = queue.shift()) {
          const { status, head } = await page(pathOf(loc));
          if (status !== 200) failures.push(`${loc}: ${status}`);
          else if (head.canonical !== loc) failures.push(`${loc}: canonical ${head.canonical}`);
          else if (!head.description || head.description.length < 20 || head.title === 'Almanac') failures.push(`${loc}: default head tags`);
        }
      }),
    );
    expect(failures).toEqual([]);
    expect(locs.length).toBeGreaterThan(pack.monsters.length + pack.npcs.length);
    // Every page is drawn on the server (no page cache is warm yet): several hundred renders.
  }, 240_000);
});

describe('head tags for search engines', () => {
  it('a post: canonical, its summary as the description, a NewsArticle and a breadcrumb', async () => {
    const { data } = await graphql(server.url, '{ newsPost: content(kind: NEWS, idOrSlug: "welcome") { title summary author publishedAt } }');
    const post = data!.newsPost;
    const { status, head } = await page('/news/welcome');
    expect(status).toBe(200);
    expect(head.canonical).toMatch(/\/news\/welcome$/);
    expect(head.canonicalCount).toBe(1);
    expect(post.summary.startsWith(head.description!.replace(/…$/, ''))).toBe(true);
    const article = head.jsonLd.find((node) => node['@type'] === 'NewsArticle')!;
    expect(article).toMatchObject({ '@context': 'https://schema.org', headline: post.title, datePublished: post.publishedAt, author: { '@type': 'Person', name: post.author }, url: head.canonical });
    expect(article.publisher.name).toBe('Almanac');
    expect(breadcrumbNames(head.jsonLd)).toEqual(['News', post.title]);
    // An article is an Article.
    expect((await page('/articles/bell-warden')).head.jsonLd.map((node) => node['@type'])).toContain('Article');
  });

  it('an item: canonical under its own category, a description with its numbers, a breadcrumb Items > category > item', async () => {
    const { data } = await graphql(server.url, '{ item(id: "reavers-axe") { name level weight value stats { attack } } }');
    const item = data!.item;
    const { head } = await page('/items/axes/reavers-axe');
    expect(head.canonical).toMatch(/\/items\/axes\/reavers-axe$/);
    expect(head.description).toContain(item.name);
    expect(head.description).toContain(`level ${item.level}`);
    expect(head.description).toContain(`Attack ${item.stats.attack}`);
    expect(breadcrumbNames(head.jsonLd)).toEqual(['Items', 'Axes', item.name]);
    const trail = head.jsonLd.find((node) => node['@type'] === 'BreadcrumbList')!.itemListElement;
    expect(trail.map((step: { position: number }) => step.position)).toEqual([1, 2, 3]);
    expect(trail[2].item).toBe(head.canonical);
    // The same item under another category's path names its one address.
    expect((await page('/items/swords/reavers-axe')).head.canonical).toBe(head.canonical);
  });

  it('a list and a monster: canonical, a description from what they list, a breadcrumb', async () => {
    const list = (await page('/lists/monsters/')).head;
    expect(list.canonical).toMatch(/\/lists\/monsters$/);
    expect(list.description).toContain(`All ${pack.monsters.length} monsters`);
    expect(breadcrumbNames(list.jsonLd)).toEqual(['Lists', 'Monsters']);
    const scarecrow = pack.monsters.find((monster) => monster.id === 'scarecrow')!;
    const monster = (await page('/lists/monsters/scarecrow')).head;
    expect(monster.canonical).toMatch(/\/lists\/monsters\/scarecrow$/);
    expect(monster.description).toContain(`${scarecrow.name}: level ${scarecrow.level}, ${scarecrow.health} health, ${scarecrow.experience} experience`);
    expect(breadcrumbNames(monster.jsonLd)).toEqual(['Lists', 'Monsters', scarecrow.name]);
    const items = (await page('/items/swords')).head;
    expect(breadcrumbNames(items.jsonLd)).toEqual(['Items', 'Swords']);
  });

  it('a build: canonical, a description of its class and level, a CreativeWork with its likes and a breadcrumb', async () => {
    const { data } = await graphql(server.url, '{ build(id: "demo-build-01") { name class characterLevel likeCount ownerUsername } }');
    const build = data!.build;
    const { head } = await page('/builds/demo-build-01');
    expect(head.canonical).toMatch(/\/builds\/demo-build-01$/);
    expect(head.description).toContain(`level ${build.characterLevel}`);
    expect(head.description).toContain(build.ownerUsername);
    const work = head.jsonLd.find((node) => node['@type'] === 'CreativeWork')!;
    expect(work.name).toBe(build.name);
    expect(work.author.name).toBe(build.ownerUsername);
    expect(work.interactionStatistic[0].userInteractionCount).toBe(build.likeCount);
    expect(breadcrumbNames(head.jsonLd)).toEqual(['Builds', build.name]);
  });

  it('a player, a tool and the pages for one visitor', async () => {
    const player = (await page('/players/kael_ember')).head;
    expect(player.canonical).toMatch(/\/players\/kael_ember$/);
    expect(player.description).toMatch(/public builds?, \d+ likes? received/);
    expect(player.jsonLd[0]!['@type']).toBe('ProfilePage');
    // A shared planner link names the planner as its canonical page.
    expect((await page('/tools/planner?state=abc')).head.canonical).toMatch(/\/tools\/planner$/);
    for (const path of ['/me', '/login']) expect((await page(path)).head.robots).toBe('noindex');
    // Signed out, /manage is an HTTP redirect to the login page (nothing for a crawler to index).
    const manage = await fetch(`${server.url}/manage`, { redirect: 'manual' });
    expect(manage.status).toBe(302);
    expect(manage.headers.get('location')).toMatch(/^\/login\?returnTo=%2Fmanage$/);
    expect((await page('/news')).head.robots).toBeNull();
  });
});
