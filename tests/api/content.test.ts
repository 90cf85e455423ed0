import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, startTestServer, type TestServer } from '../support/app';
import { devSignIn } from '../support/auth';
import { XMLParser } from 'fast-xml-parser';
import { readSeedContent } from '../../server/src/seed';
import { parseHtml } from '../support/parse-html';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.stop());

describe('Query.contents and Query.content', () => {
  it('lists published articles newest first with their paths', async () => {
    const { data, errors } = await graphql(server.url, `{ contents(kind: ARTICLE, first: 100) { totalCount edges { node { slug path publishedAt } } } }`);
    expect(errors).toBeUndefined();
    const seeded = await readSeedContent('article');
    expect(data!.contents.totalCount).toBe(seeded.length);
    const dates = data!.contents.edges.map((e: any) => e.node.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(data!.contents.edges[0].node.path).toBe(`/articles/${data!.contents.edges[0].node.slug}`);
  });

  it('narrows guides by tag and by text, and lists the tags', async () => {
    const tags = (await graphql(server.url, `{ contentTags(kind: GUIDE) }`)).data!.contentTags;
    expect(tags).toContain('rogue');
    expect(tags).toEqual([...tags].sort());
    const rogue = await graphql(server.url, `{ contents(kind: GUIDE, tag: "rogue") { edges { node { slug } } } }`);
    expect(rogue.data!.contents.edges.map((e: any) => e.node.slug)).toEqual(['rogue-daggers-and-bleed']);
    const text = await graphql(server.url, `{ contents(kind: GUIDE, search: "reedcoast") { edges { node { slug } } } }`);
    expect(text.data!.contents.edges.map((e: any) => e.node.slug)).toEqual(['reedcoast-gold']);
  });

  it('renders a fixed page with game links, anchors and a table of contents', async () => {
    const { data } = await graphql(server.url, `{ content(kind: PAGE, idOrSlug: "how-to-play") { title bodyHtml toc { id text } } }`);
    expect(data!.content.title).toBe('How to Play');
    expect(data!.content.toc.map((t: any) => t.text)).toContain('Choose a class');
    expect(data!.content.bodyHtml).toContain('data-game-ref="npc:brother-aldous"');
    expect(data!.content.bodyHtml).toContain('<h2 id="choose-a-class">');
  });

  it('shows an item under the name an admin gave it in every page that mentions it', async () => {
    const admin = { cookie: await devSignIn(server.url, 'renamer', 'admin') };
    const item = (await graphql(server.url, `{ item(id: "festival-scarf") { name description category level classes weight value twoHanded stats { hp hpRegen } } }`)).data!.item;
    const stats = Object.fromEntries(Object.entries(item.stats).filter(([, v]) => v !== null));
    await graphql(server.url, `mutation ($input: ItemInput!) { updateItem(id: "festival-scarf", input: $input) { id } }`, { input: { ...item, stats, name: "Marta's Red Scarf" } }, admin);
    await expect
      .poll(async () => (await graphql(server.url, `{ content(kind: ARTICLE, idOrSlug: "festival-gear") { bodyHtml } }`)).data!.content.bodyHtml)
      .toContain("Marta's Red Scarf</a>");
  });
});

describe('Atom feeds', () => {
  it.each([
    ['/news/feed.xml', 'Almanac news', 'news'],
    ['/patch-notes/feed.xml', 'Almanac patch notes', 'patch-notes'],
  ] as const)('%s lists the published documents as Atom', async (path, title, kind) => {
    const response = await fetch(`${server.url}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/atom+xml');
    const body = await response.text();
    expect(body).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(body).toContain(`<title>${title}</title>`);
    expect(body.match(/<entry>/g)?.length).toBe((await readSeedContent(kind)).length);
    expect(body).not.toMatch(/<script/i);
  });
});

describe('page head tags', () => {
  const head = async (path: string) => (await (await fetch(`${server.url}${path}`)).text()).split('</head>')[0]!;

  it('gives a guide its title, summary and Open Graph tags', async () => {
    const html = await head('/guides/obsidian-deep');
    expect(html).toContain('<title>The Obsidian Deep: an end-game hunt · Almanac</title>');
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain('property="og:description" content="What lives at the bottom of the world');
  });

  it.each([
    ['/how-to-play', 'How to Play · Almanac'],
    ['/credits', 'Changelog &amp; Credits · Almanac'],
    ['/boletus', 'The Golden Boletus · Almanac'],
    ['/juggling-boletus', 'Juggling Boletus · Almanac'],
    ['/articles/bell-warden', 'The Bell Warden of the Sunken Chapel · Almanac'],
    ['/news/boletus-fair', 'The Boletus Fair comes back to Brackenford · Almanac'],
    ['/articles', 'Articles · Almanac'],
    ['/guides', 'Guides · Almanac'],
  ])('%s is titled %s', async (path, title) => {
    expect(await head(path)).toContain(`<title>${title}</title>`);
  });

  it('links the feeds from /news and /patch-notes', async () => {
    expect(await head('/news')).toContain(`<link rel="alternate" type="application/atom+xml" title="Almanac news" href="${server.url.replace('127.0.0.1', 'localhost')}`.slice(0, 80));
    expect(await head('/patch-notes')).toContain('type="application/atom+xml" title="Almanac patch notes"');
  });

  it.each([
    ['/news', '/news/feed.xml', 'news'],
    ['/patch-notes', '/patch-notes/feed.xml', 'patch-notes'],
  ] as const)('%s links its Atom feed (%s), which lists every published entry', async (path, feed, kind) => {
    // The page as the server sends it, read by an HTML parser: one feed link in its head, to this feed.
    const document = parseHtml(await (await fetch(`${server.url}${path}`)).text());
    const links = [...document.head.querySelectorAll('link[rel="alternate"][type="application/atom+xml"]')].map((link) => new URL(link.getAttribute('href')!).pathname);
    expect(links).toEqual([feed]);
    const response = await fetch(`${server.url}${feed}`);
    expect(response.headers.get('content-type')).toContain('application/atom+xml');
    // The feed read by an XML parser: an entry for each published document.
    const parsed = new XMLParser({ isArray: (name) => name === 'entry' }).parse(await response.text()) as { feed: { entry?: unknown[] } };
    expect(parsed.feed.entry?.length).toBe((await readSeedContent(kind)).length);
  });

  it('describes nothing of a draft', async () => {
    const admin = { cookie: await devSignIn(server.url, 'drafter', 'admin') };
    await graphql(server.url, `mutation { createContent(kind: GUIDE, input: { slug: "secret-draft", title: "Secret draft", summary: "Not yet.", body: "Soon." }) { id } }`, {}, admin);
    // A draft does not exist for readers: a 404, its head the "not found" one.
    expect((await fetch(`${server.url}/guides/secret-draft`)).status).toBe(404);
    expect(await head('/guides/secret-draft')).toContain('<title>Not found · Almanac</title>');
  });
});

describe('a redirect’s notice, as the server draws it (what a browser without JavaScript shows)', () => {
  it('says once, as an alert, that an unknown page was not found, on the news it lands on', async () => {
    const response = await fetch(`${server.url}/no-such-page`);
    expect(new URL(response.url).pathname + new URL(response.url).search).toBe('/news?notice=not-found');
    const document = parseHtml(await response.text());
    const alerts = [...document.querySelectorAll('[role="alert"]')].map((alert) => alert.textContent?.trim());
    expect(alerts.filter((text) => text?.includes('That page was not found'))).toEqual(['That page was not found, so here is the news.']);
  });
});
