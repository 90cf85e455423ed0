import type { Browser, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppProcess } from '../support/app';
import { closePages, openPage } from '../support/browser';
import { browserTest } from '../support/browser-test';
import { sharedPage } from '../support/shared-page';
import { readSeedContent } from '../../server/src/seed';

let app: AppProcess;
let browser: Browser;

browserTest.beforeAll(({ app: server, browser: chromium }) => {
  app = server;
  browser = chromium;
});
afterEach(closePages);

/** The page the tests at the browser's default size share, signed out (tests/support/shared-page.ts). */
const readingPage = sharedPage(() => browser);

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
/** True when nothing on the page is wider than the viewport (no sideways scrolling). */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/**
 * The pages are read in shared pages (one per block and kind of screen, tests/support/shared-page.ts): each test loads its
 * own address, without a new context's first load of the whole bundle. What the feeds hold and how the pages link them
 * (their head, as the server sends it) is checked without a browser in tests/api/content.test.ts.
 */
describe('content routes at 390px wide', () => {
  const phonePage = sharedPage(() => browser, { viewport: { width: 390, height: 800 } });

  // One page load (a news post, hydrated at 390 px), then the reader's way on a phone: the menu and the pages' own cards,
  // each page checked once it shows. What each address answers on its own load (status, head, title) is checked in
  // tests/api/content.test.ts; the search page is loaded by its address.
  it('shows every content page with its title and nothing wider than the screen, reached from the menu and the cards', async () => {
    const page = await phonePage();
    let previousTitle = '';
    const shows = async (path: string, title: string) => {
      await expect.poll(() => { const url = new URL(page.url()); return `${url.pathname}${url.search}`; }).toBe(path);
      await expect.poll(() => heading(page).textContent(), { message: path }).toBe(title);
      // The document's title is the page's own (not the one before it), in the site's form.
      await expect.poll(() => page.title(), { message: path }).not.toBe(previousTitle);
      expect([path, await page.title()]).toEqual([path, expect.stringMatching(/· Almanac$/)]);
      previousTitle = await page.title();
      expect([path, await fitsWidth(page)]).toEqual([path, true]);
    };
    /** Follows the menu's link named `label` (a featured link's name ends with its badge, "Featured"). */
    const fromMenu = async (label: string) => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog').getByRole('navigation', { name: 'Site menu' }).getByRole('link', { name: label, exact: true }).click();
    };
    await page.goto(`${app.url}/news/boletus-fair`);
    await shows('/news/boletus-fair', 'The Boletus Fair comes back to Brackenford');
    await fromMenu('Articles');
    await shows('/articles', 'Articles');
    await page.getByRole('link', { name: 'The Bell Warden of the Sunken Chapel' }).click();
    await shows('/articles/bell-warden', 'The Bell Warden of the Sunken Chapel');
    await fromMenu('Patch Notes');
    await shows('/patch-notes', 'Patch Notes');
    await fromMenu('Guides');
    await shows('/guides', 'Guides');
    await page.getByRole('link', { name: 'First steps in Brackenford (levels 1 to 10)' }).click();
    await shows('/guides/first-steps-in-brackenford', 'First steps in Brackenford (levels 1 to 10)');
    await fromMenu('How to Play');
    await shows('/how-to-play', 'How to Play');
    await fromMenu('Changelog & Credits');
    await shows('/credits', 'Changelog & Credits');
    await fromMenu('Boletus Featured');
    await shows('/boletus', 'The Golden Boletus');
    await fromMenu('Juggling Boletus Featured');
    await shows('/juggling-boletus', 'Juggling Boletus');
    await page.goto(`${app.url}/search?q=wolf`);
    await shows('/search?q=wolf', 'Search');
    expect(page.consoleErrors).toEqual([]);
  });
});

describe('content routes', () => {
  it('lists the articles and opens one, with a table of contents that jumps to its heading', async () => {
    const page = await readingPage();
    await page.goto(`${app.url}/articles`);
    const cards = page.getByRole('article');
    await expect.poll(() => cards.count()).toBe((await readSeedContent('article')).length);
    await page.getByRole('link', { name: "The four provinces: a traveller's primer" }).click();
    await page.waitForURL(`${app.url}/articles/four-provinces`);
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await toc.getByRole('link', { name: 'The Ashlands' }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#the-ashlands');
  });

  it('filters guides by tag and by text, by keyboard, keeping both in the URL; from there the header search and /search find by keyboard', async () => {
    const page = await readingPage();
    await page.goto(`${app.url}/guides`);
    const cards = page.getByRole('article');
    await expect.poll(() => cards.count()).toBe((await readSeedContent('guide')).length);
    await page.getByRole('button', { name: 'rogue', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => cards.count()).toBe(1);
    expect(new URL(page.url()).searchParams.get('tag')).toBe('rogue');
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await page.getByRole('searchbox', { name: 'Search guides' }).fill('obsidian');
    await expect.poll(() => cards.allTextContents()).toEqual([expect.stringContaining('The Obsidian Deep')]);
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('obsidian');
    // From there the header search: Escape closes its list, Enter with no option chosen goes to the full results.
    const box = page.getByRole('combobox', { name: 'Search Almanac' });
    await box.click();
    await page.keyboard.type('frost');
    await expect.poll(() => box.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => box.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${app.url}/search?q=frost`);
    await expect.poll(() => page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(expect.arrayContaining([expect.stringMatching(/^Items \(\d+\)$/), expect.stringMatching(/^Monsters \(\d+\)$/)]));
    // /search's own box, by keyboard, and a result with a tooltip on focus.
    const own = page.getByRole('searchbox', { name: 'Search for' });
    await own.fill('rat king');
    await own.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('rat king');
    const monsters = page.getByRole('region', { name: /^Monsters/ });
    const link = monsters.getByRole('link', { name: 'Rat King' });
    await link.focus();
    await expect.poll(() => page.getByRole('tooltip').count()).toBe(1);
    await expect.poll(() => page.getByRole('tooltip').textContent()).toContain('Rat King');
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/lists/monsters/rat-king');
  });
});

describe('game links and tooltips', () => {
  it('shows an item card on hover, and the link goes to the item page; the items library links have the card too', async () => {
    const page = await readingPage();
    await page.goto(`${app.url}/guides/squire-to-knight`);
    const link = page.locator('.content-body a[data-game-ref="item:steel-longsword"]');
    await expect.poll(() => link.count()).toBeGreaterThan(0);
    expect(await link.first().getAttribute('href')).toBe('/items/swords/steel-longsword');
    expect(await link.first().locator('img').getAttribute('src')).toMatch(/^\/icons\/items\/swords-\d\.svg$/);
    await link.first().hover();
    const tooltip = page.getByRole('tooltip');
    await expect.poll(() => tooltip.textContent()).toContain('Steel Longsword');
    await expect.poll(() => tooltip.textContent()).toContain('Level');
    expect(await link.first().getAttribute('aria-describedby')).toBe(await tooltip.getAttribute('id'));
    await page.mouse.move(0, 0);
    await expect.poll(() => tooltip.count()).toBe(0);
    await link.first().click();
    await page.waitForURL(`${app.url}/items/swords/steel-longsword`);
    // The items library's links have the card too: back up the item's breadcrumb to its category.
    await page.locator('a[href="/items/swords"]').first().click();
    await page.waitForURL(`${app.url}/items/swords`);
    const library = page.locator('a[href="/items/swords/steel-longsword"]').first();
    await library.hover();
    await expect.poll(() => page.getByRole('tooltip').textContent()).toContain('Steel Longsword');
  });

  it('shows monster, spell and trait cards on keyboard focus and hides them with Escape', async () => {
    const page = await readingPage();
    await page.goto(`${app.url}/how-to-play`);
    const tooltip = page.getByRole('tooltip');
    const monster = page.locator('.content-body a[data-game-ref="monster:cellar-rat"]').first();
    await monster.focus();
    await expect.poll(() => tooltip.textContent()).toContain('Cellar Rat');
    await expect.poll(() => tooltip.textContent()).toContain('health');
    await page.keyboard.press('Escape');
    await expect.poll(() => tooltip.count()).toBe(0);
    const spell = page.locator('.content-body a[data-game-ref="spell:bandage"]').first();
    await spell.focus();
    await expect.poll(() => tooltip.textContent()).toContain('Bandage');
    await page.goto(`${app.url}/patch-notes`);
    const trait = page.locator('.content-body a[data-game-ref^="trait:"]').first();
    await trait.focus();
    await expect.poll(() => tooltip.textContent()).toMatch(/Tier \d/);
    expect(page.consoleErrors).toEqual([]);
  });

});

describe('the header search', () => {
  it('opens a news post from its card on /news; there / opens it, it shows grouped results while typing, moves with the arrows and opens with Enter', async () => {
    const page = await readingPage();
    await page.goto(`${app.url}/news`);
    await expect.poll(() => heading(page).textContent()).toBe('News');
    await page.getByRole('link', { name: 'One search box for everything' }).click();
    await page.waitForURL(`${app.url}/news/search-everything`);
    await expect.poll(() => heading(page).textContent()).toBe('One search box for everything');
    await page.keyboard.press('/');
    const box = page.getByRole('combobox', { name: 'Search Almanac' });
    await expect.poll(() => box.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type('lantern');
    const list = page.getByRole('listbox', { name: 'Search results' });
    await expect.poll(() => list.getByRole('group').count()).toBeGreaterThanOrEqual(3);
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    const groups = await list.getByRole('group').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-labelledby') && document.getElementById(node.getAttribute('aria-labelledby')!)?.textContent));
    expect(groups.slice(0, 2)).toEqual(['Items', 'Monsters']);
    await page.keyboard.press('ArrowDown');
    const first = list.getByRole('option').first();
    expect(await first.getAttribute('aria-selected')).toBe('true');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    const title = await first.locator('.site-search-title').textContent();
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/items\//);
    await expect.poll(() => heading(page).textContent()).toBe(title);
  });
});

describe('Juggling Boletus', () => {
  // The two games at 1366×900 share a page; the game at 390 px and the signed-in one have their own.
  const gamePage = sharedPage(() => browser, { viewport: { width: 1366, height: 900 }, reducedMotion: 'reduce' });

  it('is played by keyboard: Space starts, a catch scores, a drop ends it and the best score is kept in the browser', async () => {
    const page = await gamePage();
    await page.goto(`${app.url}/juggling-boletus`);
    const game = page.getByRole('application', { name: /Juggling Boletus game/ });
    await game.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Playing.' }).count()).toBe(1);
    // The first mushroom falls onto the hands: a catch.
    await expect.poll(() => page.getByTestId('juggling-score').textContent(), { timeout: 15_000 }).toBe('1');
    // Walk the hands to the far left and keep them there: the next toss is missed.
    await page.keyboard.down('ArrowLeft');
    await expect.poll(() => page.getByRole('status').filter({ hasText: /Game over/ }).count(), { timeout: 15_000 }).toBe(1);
    await page.keyboard.up('ArrowLeft');
    const score = Number(await page.getByTestId('juggling-score').textContent());
    expect(score).toBeGreaterThanOrEqual(1);
    expect(await page.getByTestId('juggling-best').textContent()).toBe(String(score));
    expect(await page.evaluate(() => localStorage.getItem('almanac.juggling.best'))).toBe(String(score));
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Playing.' }).count()).toBe(1);
    expect(page.consoleErrors).toEqual([]);
  });

  it('at 1366×900 comes fully into view on Start, keeps the focus and owns the arrow keys and Space while it runs', async () => {
    const page = await gamePage();
    await page.goto(`${app.url}/juggling-boletus`);
    const game = page.getByRole('application', { name: /Juggling Boletus game/ });
    await page.getByRole('button', { name: 'Start' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Playing.' }).count()).toBe(1);
    expect(await game.evaluate((element) => element === document.activeElement)).toBe(true);
    const fits = () =>
      game.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const header = document.querySelector('header')!.getBoundingClientRect();
        return { top: box.top >= header.bottom, bottom: box.bottom <= window.innerHeight };
      });
    await expect.poll(fits).toEqual({ top: true, bottom: true });
    const scrolled = await page.evaluate(() => window.scrollY);
    for (const key of ['ArrowDown', 'Space', 'PageDown', 'ArrowUp', 'End']) await page.keyboard.press(key);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(await game.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await fits()).toEqual({ top: true, bottom: true });
  });

  it('at 390 px does not move the game when the text arrives, and starts by touch with the game in view', async () => {
    const page = await openPage(browser, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, reducedMotion: 'reduce' });
    await page.addInitScript(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${app.url}/juggling-boletus`);
    const game = page.getByRole('application', { name: /Juggling Boletus game/ });
    await game.waitFor();
    const top = await game.evaluate((element) => element.getBoundingClientRect().top);
    // The page's text (from the content query) is drawn once it arrives.
    await expect.poll(() => page.locator('.juggling-page .content-body').count()).toBeGreaterThan(0);
    expect(await game.evaluate((element) => element.getBoundingClientRect().top)).toBe(top);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.05);
    await page.getByRole('button', { name: 'Start' }).tap();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Playing.' }).count()).toBe(1);
    expect(await game.evaluate((element) => element === document.activeElement)).toBe(true);
    await expect
      .poll(() => game.evaluate((element) => { const box = element.getBoundingClientRect(); return box.top >= document.querySelector('header')!.getBoundingClientRect().bottom && box.bottom <= window.innerHeight; }))
      .toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.context().close();
  });

  it('keeps a signed-in player’s best score in the profile', async () => {
    const page = await openPage(browser);
    const response = await page.context().request.post(`${app.url}/auth/dev`, { data: { username: 'juggler_one', role: 'user' } });
    expect(response.status()).toBe(200);
    await page.goto(`${app.url}/juggling-boletus`);
    await page.getByRole('button', { name: 'Start' }).click();
    await expect.poll(() => page.getByTestId('juggling-score').textContent(), { timeout: 15_000 }).toBe('1');
    await page.getByRole('application').focus();
    await page.keyboard.down('ArrowLeft');
    await expect.poll(() => page.getByRole('status').filter({ hasText: /Game over/ }).count(), { timeout: 15_000 }).toBe(1);
    await page.keyboard.up('ArrowLeft');
    const score = await page.getByTestId('juggling-score').textContent();
    await expect
      .poll(async () => (await (await page.request.post(`${app.url}/graphql`, { data: { query: '{ me { jugglingBest } }' } })).json()).data.me.jugglingBest)
      .toBe(Number(score));
    await page.context().close();
  });
});
