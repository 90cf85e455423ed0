import type { Browser } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppProcess } from '../support/app';
import { closePages, openPage } from '../support/browser';
import { browserTest } from '../support/browser-test';
import { rawPack } from '../../server/game-data/pack';

/**
 * The items library in Chromium: the icons loading, the phone's fold and cards (layout), an unknown
 * category's redirect with Back, an item's cross-links followed to other pages. What
 * the categories, filters, sort and an item's page show is checked without a browser in
 * tests/component/items.test.tsx.
 */

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

});

describe('/items/{category}/{itemId}', () => {
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
