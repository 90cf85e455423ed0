import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASSES } from '../../server/game-data/data/classes';
import { MONSTERS } from '../../server/game-data/data/monsters';
import { fightAgainst } from '../../server/game-data/rules/calculators';
import { deriveNumbers } from '../../server/game-data/rules/derived';
import { defaultSharedBuild, encodeShareState } from '../../server/game-data/rules/share-state';
import { graphql, startTestServer, type TestServer } from '../support/app';
import { devSignIn } from '../support/auth';
import { CLIENT_BUILDS } from '../support/client-build';
import { parseHtml } from '../support/html-document';
import { renderedPage } from '../support/rendered-page';

/**
 * Server rendering: the first response of a page carries its content, drawn by the
 * client's own components on the server, and the route table's redirects are HTTP redirects.
 */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.stop());

/** The page's HTML, and the text of its `#root` (tags dropped, whitespace folded). */
const page = (path: string, init: RequestInit = {}) => renderedPage(server.url, path, init);

describe('pages rendered on the server', () => {
  it('an item page carries the item’s name and numbers, and its state as JSON only', async () => {
    const { data } = await graphql(server.url, `{ item(id: "reavers-axe") { name level value stats { attack defense } } }`);
    const item = data!.item;
    const { response, html, text } = await page('/items/axes/reavers-axe');
    expect(response.status).toBe(200);
    expect(text).toContain(item.name);
    expect(text).toMatch(new RegExp(`Level ${item.level}\\b`));
    expect(text).toContain(`Attack +${item.stats.attack}`);
    expect(text).toContain(`Value ${item.value} gp`);
    // No inline executable script (the CSP allows our own files only); the state is JSON with `<` escaped.
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((match) => match[1]!);
    expect(scripts.filter((attributes) => !/\bsrc="\/assets\//.test(attributes) && !/type="application\/(ld\+)?json"/.test(attributes))).toEqual([]);
    const state = /<script type="application\/json" id="almanac-state">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(state).not.toContain('<');
    expect(JSON.parse(state).apollo['Item:reavers-axe'].name).toBe(item.name);
  });

  it('a monster page carries its name, level, health and experience', async () => {
    const { data } = await graphql(server.url, `{ monster(id: "scarecrow") { name level health experience } }`);
    const monster = data!.monster;
    const { response, text } = await page('/lists/monsters/scarecrow');
    expect(response.status).toBe(200);
    expect(text).toContain(monster.name);
    expect(text).toContain(`Level ${monster.level} Health ${monster.health} Experience ${monster.experience}`);
  });

  it('a news post carries its title and body', async () => {
    const { data } = await graphql(server.url, `{ newsPost(idOrSlug: "welcome") { title } }`);
    const { response, text } = await page('/news/welcome');
    expect(response.status).toBe(200);
    expect(text).toContain(data!.newsPost.title);
  });

  it('a build page carries the build’s name, class and level', async () => {
    const { data } = await graphql(server.url, `{ build(id: "demo-build-01") { name characterLevel } }`);
    const { response, text } = await page('/builds/demo-build-01');
    expect(response.status).toBe(200);
    expect(text).toContain(data!.build.name);
    expect(text).toMatch(new RegExp(`\\b${data!.build.characterLevel}\\b`));
  });

  it('draws an embed page in the look its address asks for, and no other page', async () => {
    const rootOf = (html: string) => /<html lang="en"([^>]*)>/.exec(html)?.[1] ?? '';
    expect(rootOf((await page('/embed/builds/demo-build-01?theme=light')).html)).toContain('data-theme="light" data-scheme="light"');
    expect(rootOf((await page('/tools/interactive-map?embed=1&theme=light')).html)).toContain('data-theme="light"');
    // `system` leaves the scheme to the reader's device (no data-scheme until the browser resolves it).
    expect(rootOf((await page('/embed/builds/demo-build-01?theme=system')).html)).toMatch(/data-theme="system"(?![^>]*data-scheme)/);
    // Without the parameter, with a bad value, or on a page that is not an embed: the usual look.
    for (const path of ['/embed/builds/demo-build-01', '/embed/builds/demo-build-01?theme=pink', '/news?theme=light', '/tools/interactive-map?theme=light']) {
      expect({ path, root: rootOf((await page(path)).html) }).toEqual({ path, root: expect.stringContaining('data-theme="dark"') });
    }
  });

  it('a shared planner link draws the shared build: its class and level', async () => {
    const shared = { ...defaultSharedBuild(), characterClass: 'knight' as const, level: 57 };
    const { response, html } = await page(`/tools/planner?state=${encodeShareState(shared)}`);
    expect(response.status).toBe(200);
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toMatch(/<option value="knight" selected="">/);
    expect(root).toMatch(/value="57"/);
  });

  it('a shared planner link with a target draws the fight against it: the section reads without JavaScript', async () => {
    const shared = { ...defaultSharedBuild(), characterClass: 'knight' as const, level: 20, target: 'rat-king' };
    const { response, html } = await page(`/tools/planner?state=${encodeShareState(shared)}`);
    expect(response.status).toBe(200);
    // The fight the page should show: the shared rules on a bare knight of level 20.
    const derived = deriveNumbers({ characterClass: CLASSES.find((c) => c.id === 'knight')!, level: 20, stats: shared.stats, equipment: {}, traits: [] });
    const fight = fightAgainst(derived.weapon, derived.numbers.hitChance.value, MONSTERS.find((m) => m.id === 'rat-king')!);
    // As the section shows a number: whole, or to two places without a trailing zero.
    const shown = Number.isInteger(fight.seconds) ? String(fight.seconds) : fight.seconds.toFixed(2).replace(/0$/, '');
    const document = parseHtml(html);
    expect(document.querySelector('[data-testid="against-monster"]')?.textContent).toContain('Against Rat King (level 8)');
    expect(document.querySelector('[data-testid="against-timeToKill"] summary strong')?.textContent).toBe(shown);
  });

  it('the items list carries every item of the category in the first response', async () => {
    const { data } = await graphql(server.url, `{ itemList(filter: { category: "swords" }) { name } }`);
    const { text } = await page('/items/swords');
    for (const { name } of data!.itemList) expect(text).toContain(name);
  });

  it('writes its style sheets into the head: a page drawn on the server is styled at its first paint with no request to wait for, and without JavaScript', async () => {
    const { html } = await page('/lists/npc-buy-sell');
    const head = html.slice(0, html.indexOf('</head>'));
    // The site's own (index.html's: styles.css and the shell's), then the route's (lists.css, in the route's chunk), each once
    // and with its address, which the entry marks as there after the first paint (so the route's chunk does not add it again).
    const sheets = [...head.matchAll(/<style data-sheet="([^"]+)">([\s\S]*?)<\/style>/g)].map((match) => ({ href: match[1]!, css: match[2]! }));
    expect(sheets.length).toBeGreaterThan(1);
    expect(sheets[0]!.css).toContain('.shell-header');
    expect(sheets[0]!.css).toContain('.site-search');
    expect(new Set(sheets.map(({ href }) => href)).size).toBe(sheets.length);
    expect(sheets.slice(1).some(({ css }) => css.includes('.lists-nav ul'))).toBe(true);
    expect(head).not.toMatch(/<style>/);
    for (const { href, css } of sheets) {
      const response = await fetch(`${server.url}${href}`);
      expect([href, response.status, response.headers.get('content-type')]).toEqual([href, 200, 'text/css; charset=utf-8']);
      expect((await response.text()).trim()).toBe(css);
    }
    expect(head).not.toMatch(/<link rel="stylesheet"/);
    // The app's own chunk (main.tsx, loaded after the first paint) has no style sheet of its own: the shell's sheets are
    // imported by the entry (client/src/boot.ts) too, so they are in the page from its first paint.
    const manifest = JSON.parse(await readFile(join(CLIENT_BUILDS.production, '.vite', 'manifest.json'), 'utf8')) as Record<string, { css?: string[] }>;
    expect(manifest['src/main.tsx']).toBeDefined();
    expect(manifest['src/main.tsx']!.css ?? []).toEqual([]);
    // Before the first paint the page loads no script but its entry (a few hundred bytes, the preload helper and the
    // bundler's small runtime the entry needs to import React DOM's CommonJS module): the
    // route's scripts are named as JSON for the entry to fetch beside the app after the paint (each once).
    const preloads = [...head.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1]!);
    expect(preloads.filter((href) => !/^\/assets\/(preload-helper|rolldown-runtime)-[\w-]+\.js$/.test(href))).toEqual([]);
    const pageScripts = JSON.parse(/<script type="application\/json" id="almanac-page-scripts">([\s\S]*?)<\/script>/.exec(head)![1]!) as string[];
    expect(new Set(pageScripts).size).toBe(pageScripts.length);
    expect(pageScripts.some((href) => /^\/assets\/NpcTradeRoute-[\w-]+\.js$/.test(href))).toBe(true);
    for (const href of pageScripts) expect([href, (await fetch(`${server.url}${href}`)).status]).toEqual([href, 200]);
    // The build's manifest that names them is not served.
    expect(await (await fetch(`${server.url}/.vite/manifest.json`)).text()).not.toContain('isDynamicEntry');
  });

  it('a map page names the tile under its starting view as its first image, fetched first, and the tile is served', async () => {
    const world = (await (await fetch(`${server.url}/map/world.json`)).json()) as { tiles: { base: string }; places: Array<{ id: string; label: { x: number; y: number } }> };
    const start = world.places.find((p) => p.id === 'brackenford')!.label;
    // Zoom 1 shows the zoom-0 tiles (256 game tiles each) at twice their size; the view's centre is the middle of the start's game tile.
    const centre = `${world.tiles.base}/7/0/${Math.floor((start.x + 0.5) / 256)}_${Math.floor((start.y + 0.5) / 256)}.png`;
    for (const path of ['/tools/interactive-map', '/tools/houses-map', '/tools/monsters-map']) {
      const images = [...parseHtml((await page(path)).html).querySelectorAll('img')];
      const first = images.find((image) => image.getAttribute('src')?.startsWith('/map/tiles/'));
      // The poster's centre tile (the one it marks), named by its place in the tile set, fetched first, decoration.
      expect({ path, src: first?.getAttribute('src'), centre: first?.hasAttribute('data-centre') }).toEqual({ path, src: centre, centre: true });
      expect(first!.getAttribute('fetchpriority')).toBe('high');
      expect(first!.getAttribute('alt')).toBe('');
      expect(images.filter((image) => image.getAttribute('fetchpriority') === 'high')).toHaveLength(1);
    }
    const tile = await fetch(`${server.url}${centre}`);
    expect([tile.status, tile.headers.get('content-type')]).toEqual([200, 'image/png']);
  });

  it('answers the route table’s redirects with HTTP redirects', async () => {
    const redirects: Array<[string, string]> = [
      ['/', '/news'],
      // An unknown path goes to the news, which says so.
      ['/no-such-page', '/news?notice=not-found'],
      ['/tools', '/tools/planner'],
      ['/lists', '/lists/premium'],
      // The admin pages send a visitor who is not signed in to the login page.
      ['/manage/items?q=x', `/login?returnTo=${encodeURIComponent('/manage/items?q=x')}`],
    ];
    for (const [from, to] of redirects) {
      const { response } = await page(from);
      expect([from, response.status]).toEqual([from, 302]);
      expect(response.headers.get('location')).toBe(to);
    }
    // The news page it lands on says why, drawn on the server.
    expect((await page('/news?notice=not-found')).text).toContain('That page was not found, so here is the news.');
    // A signed-in player who is not an admin goes to the news, told why.
    const player = await devSignIn(server.url, 'page_player');
    const turnedAway = await page('/manage', { headers: { cookie: player } });
    expect([turnedAway.response.status, turnedAway.response.headers.get('location')]).toEqual([302, '/news?notice=admins-only']);
    expect((await page('/news?notice=admins-only', { headers: { cookie: player } })).text).toContain('That page is for admins.');
    const admin = await devSignIn(server.url, 'page_admin', 'admin');
    const managed = await page('/manage/items', { headers: { cookie: admin } });
    expect(managed.response.status).toBe(200);
    expect(managed.text).toContain('Items');
  });
});

describe('rendered pages in the response cache', () => {
  const ITEM = `{ item(id: "steel-longsword") { id name description category slot level classes weight value twoHanded stats { attack defense armor range magic ability hp mp hpRegen mpRegen capacity } } }`;
  const UPDATE_ITEM = `mutation ($id: ID!, $input: ItemInput!) { updateItem(id: $id, input: $input) { id name } }`;

  it('serves an anonymous page again from the cache, and the next request after an admin edit shows the change', async () => {
    const { data } = await graphql(server.url, ITEM);
    const item = data!.item;
    const path = `/items/${item.category}/${item.id}`;
    const first = await page(path);
    expect(first.response.headers.get('cache-control')).toBe('public, no-cache');
    expect(first.response.headers.get('age')).toBeNull();
    const second = await page(path);
    // A hit: replayed with its age, the same body and ETag.
    expect(second.response.headers.get('age')).not.toBeNull();
    expect(second.response.headers.get('etag')).toBe(first.response.headers.get('etag'));
    expect(second.html).toBe(first.html);
    // Answered before everything else, with the headers it was stored with (the strict CSP among them).
    expect(second.response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(second.response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(second.response.headers.get('vary')).toBe('Accept-Encoding, Cookie');
    const revalidated = await fetch(`${server.url}${path}`, { headers: { 'if-none-match': first.response.headers.get('etag')! } });
    expect(revalidated.status).toBe(304);

    const admin = { cookie: await devSignIn(server.url, 'page_editor', 'admin') };
    const stats = Object.fromEntries(Object.entries(item.stats).filter(([, value]) => value !== null));
    const input = { name: 'Steel Longsword of the Cache Test', description: item.description, category: item.category, level: item.level, classes: item.classes, stats, weight: item.weight, value: item.value, twoHanded: item.twoHanded };
    const edited = await graphql(server.url, UPDATE_ITEM, { id: item.id, input }, admin);
    expect(edited.errors).toBeUndefined();
    // The very next anonymous request: the change feed emptied the cache.
    const after = await page(path);
    expect(after.response.headers.get('age')).toBeNull();
    expect(after.html).toMatch(/<h1[^>]*>Steel Longsword of the Cache Test<\/h1>/);
    expect(first.html).toMatch(new RegExp(`<h1[^>]*>${item.name}</h1>`));
  });

  it('a list handed to its page as loader data (read outside the Apollo cache) follows an admin edit too', async () => {
    const { data } = await graphql(server.url, ITEM);
    const item = data!.item;
    const lists = ['/items/all', `/items/${item.category}`];
    // The monsters list links its loot to item pages (an item's category is in the link).
    for (const path of [...lists, '/lists/monsters']) {
      await page(path);
      const again = await page(path);
      expect({ path, cache: again.response.headers.get('x-cache') }).toEqual({ path, cache: 'hit' });
    }
    const admin = { cookie: await devSignIn(server.url, 'list_editor', 'admin') };
    const stats = Object.fromEntries(Object.entries(item.stats).filter(([, value]) => value !== null));
    const input = { name: 'Longsword of the Loader Test', description: item.description, category: item.category, level: item.level, classes: item.classes, stats, weight: item.weight, value: item.value, twoHanded: item.twoHanded };
    expect((await graphql(server.url, UPDATE_ITEM, { id: item.id, input }, admin)).errors).toBeUndefined();
    for (const path of lists) {
      const after = await page(path);
      // Drawn afresh (a hit would carry its age), with the new name.
      expect({ path, age: after.response.headers.get('age'), named: after.html.includes('Longsword of the Loader Test') }).toEqual({ path, age: null, named: true });
    }
    expect((await page('/lists/monsters')).response.headers.get('age')).toBeNull();
  });

  it('the monsters list arrives whole as the route’s data, outside the Apollo cache state', async () => {
    const { data } = await graphql(server.url, `{ monsters(first: 100) { totalCount edges { node { name } } } }`);
    const { html, text } = await page('/lists/monsters');
    // The route query's state (client/src/lib/route-query.ts): a `no-cache` query hands its answer on.
    const state = JSON.parse(/<script type="application\/json" id="almanac-state">([\s\S]*?)<\/script>/.exec(html)![1]!) as {
      apollo: Record<string, unknown>;
      router: { loaderData: Record<string, { routeQuery?: string; answer?: { data: { monsters?: { edges: unknown[] } } } } | null> };
    };
    const loaded = Object.values(state.router.loaderData).find((value) => value?.answer?.data.monsters);
    expect(loaded?.routeQuery).toBe('no-cache');
    expect(loaded?.answer?.data.monsters?.edges).toHaveLength(data!.monsters.totalCount);
    expect(Object.keys(state.apollo).filter((key) => key.startsWith('Monster:'))).toEqual([]);
    // The first rows are drawn in the page itself.
    expect(text).toContain(data!.monsters.edges[0].node.name);
  });
  // A signed-in request's page: tests/api/signed-in-pages.test.ts.
});

describe('a page of something that does not exist', () => {
  /** The first page of a kind that the sitemap lists (an existing one). */
  async function listed(prefix: string): Promise<string> {
    const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const path = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname).find((p) => p.startsWith(prefix) && p.length > prefix.length);
    if (!path) throw new Error(`The sitemap lists no page under ${prefix}`);
    return path;
  }
  const robots = (html: string) => /<meta name="robots" content="([^"]*)" \/>/.exec(html)?.[1] ?? null;

  it('answers 404 with its readable "not found" page, drawn on the server and kept out of search engines; the existing one answers 200', async () => {
    const made = await graphql(server.url, `mutation ($state: String!) { createShareLink(tool: PLANNER, state: $state, name: "Found link") { code } }`, { state: encodeShareState(defaultSharedBuild()) });
    /** `alert`: what the page's alert names (read at once by a screen reader); `back`: the link back to its list. */
    const kinds: Array<{ kind: string; missing: string; says: RegExp; existing: string; alert?: string; back?: string }> = [
      { kind: 'build', missing: '/builds/no-such-build', says: /Build not found This build does not exist/, existing: '/builds/demo-build-01' },
      { kind: 'item', missing: '/items/axes/no-such-axe', says: /Item not found There is no item with the id “no-such-axe”/, existing: '/items/axes/reavers-axe' },
      { kind: 'monster', missing: '/lists/monsters/no-such-beast', says: /Monster not found There is no monster with the id “no-such-beast”/, existing: '/lists/monsters/scarecrow', alert: 'no-such-beast', back: 'Back to the monsters' },
      { kind: 'NPC', missing: '/lists/npc-buy-sell/no-such-trader', says: /NPC not found There is no NPC with the id “no-such-trader”/, existing: await listed('/lists/npc-buy-sell/'), alert: 'no-such-trader', back: 'Back to NPC buy & sell' },
      { kind: 'news post', missing: '/news/no-such-post', says: /Not found There is no news post called “no-such-post”/, existing: '/news/welcome' },
      { kind: 'guide', missing: '/guides/no-such-guide', says: /Not found There is no guide called “no-such-guide”/, existing: await listed('/guides/') },
      { kind: 'article', missing: '/articles/no-such-article', says: /Not found There is no article called “no-such-article”/, existing: await listed('/articles/') },
      { kind: 'player', missing: '/players/no-such-player', says: /Player not found There is no player called “no-such-player”/, existing: await listed('/players/') },
      { kind: 'short link', missing: '/s/nothing123', says: /This link is damaged or unknown No shared build has the code “nothing123”/, existing: `/s/${made.data!.createShareLink.code}` },
      { kind: 'build embed', missing: '/embed/builds/no-such-build', says: /Build not found This build does not exist/, existing: '/embed/builds/demo-build-01' },
    ];
    for (const { kind, missing, says, existing, alert, back } of kinds) {
      const gone = await page(missing);
      expect([kind, gone.response.status]).toEqual([kind, 404]);
      // (The id is its own text node: the tags dropped leave a space either side.)
      expect(gone.text.replace(/“ /g, '“').replace(/ ”/g, '”')).toMatch(says);
      const main = parseHtml(gone.html).querySelector('main');
      const said = main?.querySelector('[role="alert"]')?.textContent ?? null;
      const links = [...(main?.querySelectorAll('a[href]') ?? [])].map((link) => link.textContent);
      // For the kinds that name them; on a failure, what the alert said and the links the page has.
      const named = alert === undefined || (said?.includes(alert) ?? false) ? 'names the id' : said;
      const linked = back === undefined || links.includes(back) ? 'links back' : links;
      expect({ kind, named, linked }).toEqual({ kind, named: 'names the id', linked: 'links back' });
      expect([kind, robots(gone.html)]).toEqual([kind, 'noindex']);
      expect(gone.html).toContain('<title>Not found · Almanac</title>');
      // The hydration state is there: the browser hydrates the same page instead of drawing it again.
      expect(gone.html).toContain('<script type="application/json" id="almanac-state">');
      const found = await page(existing, { redirect: 'follow' });
      expect([kind, found.response.status]).toEqual([kind, 200]);
      expect([kind, robots(found.html)]).toEqual([kind, null]);
      expect(found.text).not.toMatch(/not found|damaged or unknown/i);
    }
  });

  it('a short link’s page names its build and links to its tool with the whole state, for a reader without JavaScript', async () => {
    const state = encodeShareState({ ...defaultSharedBuild(), characterClass: 'knight', level: 44 });
    const made = await graphql(server.url, `mutation ($state: String!) { createShareLink(tool: PLANNER, state: $state, name: "Knight for the caves") { code } }`, { state });
    const { response, html, text } = await page(`/s/${made.data!.createShareLink.code}`);
    expect(response.status).toBe(200);
    expect(text).toContain('Knight for the caves');
    const href = /<a [^>]*href="([^"]+)"[^>]*>Open it in the planner<\/a>/.exec(html)?.[1]?.replaceAll('&amp;', '&');
    expect(href).toBeDefined();
    const url = new URL(href!, server.url);
    expect([url.pathname, url.searchParams.get('state'), url.searchParams.get('name')]).toEqual(['/tools/planner', state, 'Knight for the caves']);
  });

  it('is kept in the page cache as a 404 until the thing it looked for is created', async () => {
    const slug = 'page-cache-late-post';
    const first = await page(`/news/${slug}`);
    expect(first.response.status).toBe(404);
    const second = await page(`/news/${slug}`);
    // A hit of the empty lookup, still a 404 (and no validator: a 404 is never answered with a 304).
    expect([second.response.status, second.response.headers.get('x-cache'), second.response.headers.get('etag')]).toEqual([404, 'hit', null]);
    expect(second.html).toBe(first.html);
    const admin = { cookie: await devSignIn(server.url, 'late_poster', 'admin') };
    const created = await graphql(server.url, `mutation ($i: ContentInput!) { createContent(kind: NEWS, input: $i) { id } }`, { i: { slug, title: 'A late post', summary: 'Written after its address was asked for.', body: 'Here now.' } }, admin);
    expect(created.errors).toBeUndefined();
    await graphql(server.url, `mutation ($id: ID!) { publishContent(id: $id) { id } }`, { id: created.data!.createContent.id }, admin);
    const after = await page(`/news/${slug}`);
    expect(after.response.status).toBe(200);
    expect(after.text).toContain('A late post');
    expect(robots(after.html)).toBeNull();
  });
});
