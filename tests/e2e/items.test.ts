import type { Browser } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppProcess } from '../support/app';
import { closePages, openPage } from '../support/browser';
import { browserTest } from '../support/browser-test';
import { rawPack } from '../../server/game-data/pack';
import { ITEM_CATEGORY_IDS } from '../../server/game-data/rules/constants';

let app: AppProcess;
let browser: Browser;
const pack = rawPack();
const countOf = (category: string) => pack.items.filter((item) => category === 'all' || item.category === category).length;

browserTest.beforeAll(({ app: server, browser: chromium }) => {
  app = server;
  browser = chromium;
});
afterEach(closePages);

const rowsOf = (page: import('playwright-core').Page) => page.locator('table.data-table tbody tr');

describe('/items', () => {
  it('shows every item of the pack, with icons, at /items and /items/all', async () => {
    const page = await openPage(browser);
    await page.goto(`${app.url}/items`);
    await expect.poll(() => page.locator('.result-count').textContent(), { timeout: 20_000 }).toBe(`${pack.items.length} of ${pack.items.length} items`);
    // The first rows come at once and the rest while the browser is idle: all of them shortly.
    expect(await rowsOf(page).count()).toBeGreaterThan(0);
    await expect.poll(() => rowsOf(page).count()).toBe(pack.items.length);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('All items');
    const icon = page.locator('img.item-icon').first();
    await expect.poll(() => icon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.goto(`${app.url}/items/all`);
    await expect.poll(() => rowsOf(page).count(), { timeout: 20_000 }).toBe(pack.items.length);
    expect(page.consoleErrors).toEqual([]);
  });

  it('shows each of the seventeen categories with exactly its items', async () => {
    const page = await openPage(browser);
    for (const category of ITEM_CATEGORY_IDS) {
      await page.goto(`${app.url}/items/${category}`);
      await expect.poll(() => page.locator('.result-count').textContent(), { timeout: 20_000 }).toBe(`${countOf(category)} of ${countOf(category)} items`);
    }
    expect(page.consoleErrors).toEqual([]);
    }, 240_000);

  it('opens a deep link with filters and sort from the URL and keeps edits in the URL', async () => {
    const page = await openPage(browser);
    await page.goto(`${app.url}/items/swords?q=steel&min=20&sort=attack&dir=desc`);
    const expected = pack.items.filter((i) => i.category === 'swords' && /steel/i.test(i.name) && i.level >= 20).sort((a, b) => b.stats.attack! - a.stats.attack!);
    await expect.poll(() => rowsOf(page).count(), { timeout: 20_000 }).toBe(expected.length);
    expect(await rowsOf(page).first().locator('td').first().textContent()).toBe(expected[0]!.name);
    expect(await page.getByRole('columnheader', { name: /Attack/ }).getAttribute('aria-sort')).toBe('descending');
    await page.getByRole('searchbox').fill('');
    await page.getByRole('combobox', { name: /^Class/ }).selectOption('knight');
    await expect.poll(() => { const url = new URL(page.url()); return url.searchParams.get('class') === 'knight' && !url.searchParams.has('q'); }).toBe(true);
    await expect.poll(() => rowsOf(page).count()).toBe(pack.items.filter((i) => i.category === 'swords' && i.level >= 20).length);
  });

  it('filters by stat minimum and class as the user types', async () => {
    const page = await openPage(browser);
    await page.goto(`${app.url}/items/rings`);
    await expect.poll(() => rowsOf(page).count(), { timeout: 20_000 }).toBe(countOf('rings'));
    await page.getByRole('combobox', { name: /^Stat/ }).selectOption('magic');
    await page.getByRole('spinbutton', { name: 'at least' }).fill('3');
    const expected = pack.items.filter((i) => i.category === 'rings' && (i.stats.magic ?? 0) >= 3);
    await expect.poll(() => rowsOf(page).count()).toBe(expected.length);
    await expect.poll(() => { const url = new URL(page.url()); return url.searchParams.get('stat') === 'magic' && url.searchParams.get('statMin') === '3'; }).toBe(true);
  });

  it('sorts by any column with the keyboard and says so with aria-sort', async () => {
    const page = await openPage(browser);
    await page.goto(`${app.url}/items/axes`);
    await expect.poll(() => rowsOf(page).count(), { timeout: 20_000 }).toBe(countOf('axes'));
    const header = page.getByRole('columnheader', { name: /Value/ });
    expect(await header.getAttribute('aria-sort')).toBe('none');
    await header.getByRole('button').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('ascending');
    await page.keyboard.press('Enter');
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('descending');
    const priciest = pack.items.filter((i) => i.category === 'axes').sort((a, b) => b.value - a.value)[0]!;
    expect(await rowsOf(page).first().locator('td').first().textContent()).toBe(priciest.name);
    await expect.poll(() => { const url = new URL(page.url()); return url.searchParams.get('sort') === 'value' && url.searchParams.get('dir') === 'desc'; }).toBe(true);
  });

  it('shows items above the fold on a phone, with the categories and filters behind one button', async () => {
    const page = await openPage(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.goto(`${app.url}/items/all`);
    await expect.poll(() => rowsOf(page).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const firstRowTop = await rowsOf(page).first().evaluate((row) => row.getBoundingClientRect().top);
    expect(firstRowTop).toBeLessThan(844);
    const search = page.getByRole('searchbox', { name: 'Search' });
    expect(await search.isVisible()).toBe(false);
    const fold = page.locator('summary', { hasText: 'Categories and filters' });
    await fold.tap();
    await expect.poll(() => search.isVisible()).toBe(true);
    await search.fill('sword');
    await expect.poll(() => page.url()).toContain('q=sword');
    // By keyboard: the button closes the fold again and says a filter is set.
    await fold.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => search.isVisible()).toBe(false);
    expect(await fold.textContent()).toBe('Categories and filters (1 set)');
    // On a wide screen the filters are always shown, without the button.
    const wide = await openPage(browser, { viewport: { width: 1366, height: 900 } });
    await wide.goto(`${app.url}/items/all`);
    expect(await wide.getByRole('searchbox', { name: 'Search' }).isVisible()).toBe(true);
    expect(await wide.locator('summary', { hasText: 'Categories and filters' }).isVisible()).toBe(false);
  });

  it('sends an unknown category to /news like any unknown path, at 1366 and 390 px', async () => {
    for (const viewport of [{ width: 1366, height: 900 }, { width: 390, height: 844 }]) {
      const page = await openPage(browser, { viewport });
      await page.goto(`${app.url}/items/swords`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.goto(`${app.url}/items/nope`);
      await expect.poll(() => new URL(page.url()).pathname).toBe('/news');
      await page.getByRole('heading', { level: 1, name: 'News' }).waitFor();
      // The unknown address is replaced, not kept: Back goes to the page before it.
      await page.goBack();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/items/swords');
      expect(page.consoleErrors).toEqual([]);
      await page.close();
    }
  });

  it('ignores a bad filter value with a message', async () => {
    const page = await openPage(browser);
    await page.goto(`${app.url}/items/boots?min=abc&class=wizard`);
    await expect.poll(() => rowsOf(page).count(), { timeout: 20_000 }).toBe(countOf('boots'));
    expect(await page.locator('.filter-problem').allTextContents()).toEqual([
      '"wizard" is not a class; showing every class.',
      'The lowest level must be a whole number from 1 to 200.',
    ]);
    expect(page.consoleErrors).toEqual([]);
  });
});

describe('/items/{category}/{itemId}', () => {
  it('shows every stat and cross-links that lead to the monster, trade and recipe lists', async () => {
    const item = pack.items.find((i) => i.id === 'reavers-axe')!;
    const page = await openPage(browser);
    await page.goto(`${app.url}/items/axes/reavers-axe`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 20_000 }).toBe(item.name);
    const stats = page.locator('.item-stats');
    expect(await stats.textContent()).toContain(`Attack+${item.stats.attack}`);
    expect(await stats.textContent()).toContain(`Level${item.level}`);
    expect(await page.getByText(item.description).count()).toBe(1);
    await page.getByRole('link', { name: 'Swamp Troll', exact: true }).click();
    await expect.poll(() => page.url(), { timeout: 20_000 }).toMatch(/\/lists\/monsters\/swamp-troll$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 20_000 }).toBe('Swamp Troll');
    await page.goBack();
    await page.getByRole('link', { name: 'Forgemaster Brann' }).first().click();
    await expect.poll(() => page.url(), { timeout: 20_000 }).toMatch(/\/lists\/npc-buy-sell\/forgemaster-brann$/);
    await expect.poll(() => page.locator('.entity-list li').count(), { timeout: 20_000 }).toBe(
      pack.npcs.find((n) => n.id === 'forgemaster-brann')!.trades.reduce((sum, t) => sum + (t.buys !== null ? 1 : 0) + (t.sells !== null ? 1 : 0), 0),
    );
    expect(page.consoleErrors).toEqual([]);
  });

  it('links a recipe ingredient and the recipe list from a crafted item', async () => {
    const page = await openPage(browser);
    await page.goto(`${app.url}/items/armors/studded-leather-armor`);
    await page.getByRole('link', { name: 'Leather Jerkin' }).click();
    await expect.poll(() => page.url(), { timeout: 20_000 }).toBe(`${app.url}/items/armors/leather-jerkin`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Leather Jerkin');
    await page.getByRole('link', { name: 'Studded Leather Armor' }).click();
    await expect.poll(() => page.url(), { timeout: 20_000 }).toMatch(/\/lists\/recipes\?q=Studded%20Leather%20Armor#recipe-make-studded-leather-armor$/);
    await expect.poll(() => page.locator('#recipe-make-studded-leather-armor').count(), { timeout: 20_000 }).toBe(1);
  });

  it('moves a link with the wrong category to the right one and explains an unknown item', async () => {
    const page = await openPage(browser);
    await page.goto(`${app.url}/items/rings/festival-scarf`);
    await expect.poll(() => page.url(), { timeout: 20_000 }).toBe(`${app.url}/items/necks/festival-scarf`);
    await page.goto(`${app.url}/items/rings/no-such-ring`);
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('There is no item with the id “no-such-ring”. It may have been renamed or removed.');
  });

  it('reads well on a phone: each row is a card with its column names', async () => {
    const page = await openPage(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.goto(`${app.url}/items/shields`);
    await expect.poll(() => rowsOf(page).count(), { timeout: 20_000 }).toBe(countOf('shields'));
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    const label = await rowsOf(page).first().locator('td').nth(1).evaluate((td) => getComputedStyle(td, '::before').content);
    expect(label).toBe('"Level"');
    await page.goto(`${app.url}/items/shields/wooden-buckler`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 20_000 }).toBe('Wooden Buckler');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
