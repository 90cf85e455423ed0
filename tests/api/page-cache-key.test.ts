import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSharedBuild, encodeShareState } from '../../server/game-data/rules/share-state';
import { graphql, startTestServer, type TestServer } from '../support/app';

/**
 * A page is drawn and kept in the page cache under its canonical address: its path and only the query parameters its
 * routes read, sorted. Any other parameter, repeated or not, is the cached page; a route's own parameter still draws
 * its own page; an address too long is a 414; an address over its render budget gets the page unrendered.
 */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.stop());

async function page(url: string, base = server.url) {
  const response = await fetch(`${base}${url}`, { redirect: 'manual' });
  const html = await response.text();
  return { status: response.status, cache: response.headers.get('x-cache'), html, rendered: html.includes('id="almanac-state"') };
}

describe('the page cache key', () => {
  it('answers a page with an unknown parameter from the cached page, with the same body', async () => {
    const first = await page('/lists/npc-buy-sell');
    expect([first.status, first.rendered]).toEqual([200, true]);
    for (const url of ['/lists/npc-buy-sell?nc=1', '/lists/npc-buy-sell?nc=2', '/lists/npc-buy-sell?utm_source=x&fbclid=y', '/lists/npc-buy-sell?']) {
      const again = await page(url);
      expect({ url, status: again.status, cache: again.cache }).toEqual({ url, status: 200, cache: 'hit' });
      expect(again.html).toBe(first.html);
    }
  });

  it('is the same for the same parameters in any order, and for a parameter repeated (the page reads its first)', async () => {
    const first = await page('/lists/npc-buy-sell?sort=price&q=bread');
    expect([first.status, first.rendered, first.cache]).toEqual([200, true, null]);
    for (const url of ['/lists/npc-buy-sell?q=bread&sort=price', '/lists/npc-buy-sell?nc=1&q=bread&zz=2&sort=price', '/lists/npc-buy-sell?q=bread&q=cheese&sort=price&sort=goods']) {
      const again = await page(url);
      expect({ url, cache: again.cache }).toEqual({ url, cache: 'hit' });
      expect(again.html).toBe(first.html);
    }
  });

  it('draws a route’s own parameter as its own page: an items filter, a shared planner state', async () => {
    const { data } = await graphql(server.url, `{ itemList(filter: { category: "swords" }) { name } }`);
    const names = (data!.itemList as Array<{ name: string }>).map((item) => item.name);
    const wanted = names[0]!;
    const all = await page('/items/swords');
    const filtered = await page(`/items/swords?q=${encodeURIComponent(wanted)}&nc=1`);
    expect([filtered.status, filtered.rendered, filtered.cache]).toEqual([200, true, null]);
    expect(filtered.html).not.toBe(all.html);
    const others = names.filter((name) => !name.toLowerCase().includes(wanted.toLowerCase()) && !wanted.toLowerCase().includes(name.toLowerCase()));
    expect(others.length).toBeGreaterThan(0);
    const rows = (html: string) => html.slice(html.indexOf('<div id="root">'));
    for (const name of others) expect(rows(filtered.html)).not.toContain(`>${name}<`);
    expect(rows(all.html)).toContain(`>${others[0]}<`);

    const state = encodeShareState({ ...defaultSharedBuild(), characterClass: 'knight', level: 57 });
    const planner = await page(`/tools/planner?nc=1&state=${state}`);
    expect([planner.status, planner.rendered]).toEqual([200, true]);
    expect(rows(planner.html)).toMatch(/<option value="knight" selected="">/);
    expect(rows(planner.html)).toMatch(/value="57"/);
    expect((await page(`/tools/planner?state=${state}&nc=2`)).cache).toBe('hit');
  });

  it('keeps the shell’s parameter and a redirect’s whole query', async () => {
    expect((await page('/news?notice=not-found&nc=1')).html).toContain('That page was not found, so here is the news.');
    const redirect = await fetch(`${server.url}/?signInError=discord&nc=1`, { redirect: 'manual' });
    expect([redirect.status, redirect.headers.get('location')]).toEqual([302, '/news?signInError=discord&nc=1']);
  });

  it('answers thousands of parameters and a long value from the cached page, and an address over 8,192 characters with 414', async () => {
    const first = await page('/lists/recipes');
    expect(first.rendered).toBe(true);
    const many = `/lists/recipes?${Array.from({ length: 1400 }, (_, i) => `z${i.toString(36)}=`).join('&')}`;
    expect(many.length).toBeLessThan(8192);
    const long = `/lists/recipes?x=${'a'.repeat(8000)}`;
    for (const url of [many, long]) {
      const again = await page(url);
      expect({ length: url.length, status: again.status, cache: again.cache }).toEqual({ length: url.length, status: 200, cache: 'hit' });
      expect(again.html).toBe(first.html);
    }
    for (const url of [`/lists/recipes?x=${'a'.repeat(8200)}`, `/lists/recipes?${Array.from({ length: 2000 }, (_, i) => `p${i}=1`).join('&')}`]) {
      const refused = await page(url);
      expect([refused.status, refused.html]).toEqual([414, 'A page address may be at most 8192 characters long.']);
    }
  });
});

describe('the render budget', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ RENDER_MS_PER_MINUTE: '20' });
  });
  afterAll(async () => limited?.stop());

  it('sends the page unrendered once the address has spent its render time; cached pages still come whole', async () => {
    const first = await page('/lists/formulae', limited.url);
    expect([first.status, first.rendered]).toEqual([200, true]);
    // Any render takes more than 20 ms: the budget is spent.
    const refused = await page('/lists/spells', limited.url);
    expect([refused.status, refused.rendered]).toEqual([200, false]);
    expect(refused.html).toContain('<div id="root"></div>');
    const cached = await page('/lists/formulae?nc=1', limited.url);
    expect([cached.status, cached.cache]).toEqual([200, 'hit']);
    expect(cached.html).toBe(first.html);
  });
});
