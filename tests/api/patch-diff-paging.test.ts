import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, startTestServer, type TestServer } from '../support/app';
import { devSignIn } from '../support/auth';
import { rawPack } from '../../server/game-data/pack';

/**
 * A diff longer than a page: /patches/<version> says how many of a kind it shows and links "Show N more" to the next
 * page (`?kind=&from=`), drawn by the server without JavaScript and kept in the page cache under that address.
 */

let server: TestServer;
let admin: Record<string, string>;
const pack = rawPack();
const CHANGED = 150;

async function page(url: string) {
  const response = await fetch(`${server.url}${url}`);
  const html = await response.text();
  // React's text separators (`Show <!-- -->50<!-- --> more`) dropped: the text as read.
  return { status: response.status, cache: response.headers.get('x-cache'), html, root: html.slice(html.indexOf('<div id="root">')).replace(/<!-- -->/g, '') };
}
const count = (html: string, text: string) => html.split(text).length - 1;

beforeAll(async () => {
  server = await startTestServer();
  admin = { cookie: await devSignIn(server.url, 'paging_admin', 'admin') };
  // The first 150 items change their description: one kind with more entries than a page.
  const next = structuredClone(pack);
  next.items.slice(0, CHANGED).forEach((item) => (item.description = `${item.description} Paged.`));
  // As the admin page sends a pack: the file as the request's body (far above the GraphQL body limit).
  const imported = await fetch(`${server.url}/manage/game-data/import`, { method: 'POST', headers: { 'content-type': 'application/json', origin: server.url, ...admin }, body: JSON.stringify(next) });
  if (!imported.ok) throw new Error(`the pack was not imported: ${imported.status} ${await imported.text()}`);
  const published = await graphql(server.url, 'mutation { publishGameDataDraft(name: "1.6 Paging") { version { number } } }', {}, admin);
  if (published.errors || published.data!.publishGameDataDraft.version.number !== 3) throw new Error(`not published as version 3: ${JSON.stringify(published)}`);
});
afterAll(async () => server?.stop());

describe('/patches/<version> by pages', () => {
  it('shows the first 100 of a kind, says how many, and links the next page', async () => {
    const first = await page('/patches/3');
    expect(first.status).toBe(200);
    expect(first.root).toContain(`Showing 100 of ${CHANGED} changed items`);
    expect(count(first.root, ' Paged.</ins>')).toBe(100);
    expect(first.root).toContain('href="/patches/3?kind=items&amp;from=100"');
    expect(first.root).toMatch(/>Show 50 more</);
  });

  it('draws the next page without JavaScript, with the entries after the first 100 and no further link', async () => {
    const second = await page('/patches/3?kind=items&from=100');
    expect(second.status).toBe(200);
    expect(second.root).toContain(`Showing 101–150 of ${CHANGED} changed items`);
    expect(count(second.root, ' Paged.</ins>')).toBe(CHANGED - 100);
    const sorted = [...pack.items.slice(0, CHANGED)].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    expect(second.root).toContain(`>${sorted[149]!.name}<`);
    expect(second.root).not.toContain(`>${sorted[0]!.name}<`);
    expect(second.root).not.toMatch(/>Show \d+ more</);
    expect(second.root).toContain('href="/patches/3"');
  });

  it('keys the page cache by the page: the same page again (any parameter order, an unknown one) is a hit, another page is its own', async () => {
    const again = await page('/patches/3?from=100&kind=items&utm_source=x');
    expect(again.cache).toBe('hit');
    expect(again.root).toContain('Showing 101–150');
    const whole = await page('/patches/3?utm_source=y');
    expect(whole.cache).toBe('hit');
    expect(whole.root).toContain(`Showing 100 of ${CHANGED}`);
    // An address no page has (a kind that does not exist, a negative start) is the whole diff.
    const wrong = await page('/patches/3?kind=dragons&from=-5');
    expect(wrong.status).toBe(200);
    expect(wrong.root).toContain(`Showing 100 of ${CHANGED}`);
  });

  it('Query.gameDataDiff - a kind\'s entries from an offset, the pages joining without a gap', async () => {
    const query = 'query($offset: Int!) { gameDataDiff(from: 2, to: 3) { entries(kind: items, first: 100, offset: $offset) { id } } }';
    const a = (await graphql(server.url, query, { offset: 0 })).data!.gameDataDiff.entries as Array<{ id: string }>;
    const b = (await graphql(server.url, query, { offset: 100 })).data!.gameDataDiff.entries as Array<{ id: string }>;
    expect([a.length, b.length]).toEqual([100, CHANGED - 100]);
    expect(new Set([...a, ...b].map((e) => e.id)).size).toBe(CHANGED);
  });
});
