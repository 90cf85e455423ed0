import type { Browser, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppProcess } from '../support/app';
import { closePages, openPage } from '../support/browser';
import { browserTest } from '../support/browser-test';
import { rawPack } from '../../server/game-data/pack';
import { axeViolations } from '../support/axe';
import { sharedPage } from '../support/shared-page';

/**
 * The lists in Chromium: /lists sent to the premium list and its Kind filter, long lists painted
 * in pieces, the plain link to every row, the phone's cards drawn on scroll, axe's label check and
 * the phone's widths. What the other lists show from the URL and what their filters, sort and
 * calculators change is checked without a browser in tests/component/lists.test.tsx.
 */

let app: AppProcess;
let browser: Browser;
const pack = rawPack();

browserTest.beforeAll(({ app: server, browser: chromium }) => {
  app = server;
  browser = chromium;
});
afterEach(closePages);

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
/**
 * The pages the tests without an init script take in turn, each as fresh as a new context's but for the HTTP cache
 * (tests/support/shared-page.ts): one at the default size and one phone. A test with an init script opens its own.
 */
const defaultPage = sharedPage(() => browser);
const phonePage = sharedPage(() => browser, PHONE);

const rows = (page: Page, table = 0) => page.locator('table.data-table').nth(table).locator('tbody tr');

describe('/lists', () => {
  it('goes to /lists/premium and lists every offer', async () => {
    const page = await defaultPage();
    await page.goto(`${app.url}/lists`);
    await expect.poll(() => page.url(), { timeout: 20_000 }).toBe(`${app.url}/lists/premium`);
    await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBe(pack.premium.length);
    await page.getByRole('combobox', { name: /^Kind/ }).selectOption('points');
    await expect.poll(() => rows(page).count()).toBe(pack.premium.filter((o) => o.kind === 'points').length);
    await expect.poll(() => new URL(page.url()).searchParams.get('kind')).toBe('points');
    expect(page.consoleErrors).toEqual([]);
  });

  it('paints the long trade list in pieces: a small first render, then every row, and a plain link to all of them', async () => {
    const page = await openPage(browser);
    const all = pack.npcs.reduce((sum, npc) => sum + npc.trades.length, 0);
    // The page's element count the first time the table has rows (a mutation batch is one commit).
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector('table.data-table tbody tr td')) return;
        (window as unknown as { firstTable: number }).firstTable = document.querySelectorAll('*').length;
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${app.url}/lists/npc-buy-sell`);
    await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBe(all);
    const first = await page.evaluate(() => (window as unknown as { firstTable?: number }).firstTable);
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(1500);
    expect(await page.evaluate(() => document.querySelectorAll('*').length)).toBeGreaterThan(3000);
    await expect.poll(() => page.getByText(/Showing the first/).count()).toBe(0);

    // The link a reader without JavaScript follows shows every row in the first render.
    await page.goto(`${app.url}/lists/npc-buy-sell?sort=npc&all=1`);
    await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBe(all);
    // Every row at once: no note that more rows are on their way.
    expect(await page.getByText(/Showing the first/).count()).toBe(0);
    expect(page.consoleErrors).toEqual([]);
  });

  it('paints the monsters and the traits in pieces too, and a link to a late row still lands on it', async () => {
    for (const [path, total] of [
      ['/lists/monsters', pack.monsters.length],
      ['/lists/classes', pack.traits.length],
    ] as const) {
      const page = await openPage(browser);
      await page.addInitScript(() => {
        const observer = new MutationObserver(() => {
          if (!document.querySelector('table.data-table tbody tr td')) return;
          (window as unknown as { firstTable: number }).firstTable = document.querySelectorAll('*').length;
          observer.disconnect();
        });
        observer.observe(document, { childList: true, subtree: true });
      });
      await page.goto(`${app.url}${path}`);
      const table = path === '/lists/classes' ? 2 : 0;
      await expect.poll(() => rows(page, table).count(), { timeout: 20_000 }).toBe(total);
      const first = await page.evaluate(() => (window as unknown as { firstTable?: number }).firstTable);
      expect({ path, first: first! > 0 && first! <= 1500 }).toEqual({ path, first: true });
      await page.close();
    }
    // The strongest monster is the last row by level: far past the first rows, there and in view at once.
    const last = [...pack.monsters].sort((a, b) => a.level - b.level).at(-1)!;
    const page = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    await page.goto(`${app.url}/lists/monsters?sort=level&dir=asc#monster-${last.id}`);
    const row = page.locator(`#monster-${last.id}`);
    await expect.poll(() => row.getAttribute('class'), { timeout: 20_000 }).toContain('highlight');
    expect(await row.isVisible()).toBe(true);
    const box = (await row.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeLessThan(844);
    expect(page.consoleErrors).toEqual([]);
  });

  it('shows a link to every row while the rest of a long list is on its way', async () => {
    const page = await openPage(browser);
    // Idle callbacks never come: the first rows stay alone, and the link says how many there are.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    const all = pack.npcs.reduce((sum, npc) => sum + npc.trades.length, 0);
    await page.goto(`${app.url}/lists/npc-buy-sell?sort=buys`);
    const link = page.getByRole('link', { name: `Show all ${all} rows` });
    await expect.poll(() => link.isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await rows(page).count()).toBe(20);
    await link.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).search).toBe('?sort=buys&all=1');
    await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBe(all);
    await expect.poll(() => link.count()).toBe(0);
  });

  it('on a phone draws a long list’s later cards as the reader scrolls toward them, not while idle', async () => {
    const page = await phonePage();
    const all = pack.npcs.reduce((sum, npc) => sum + npc.trades.length, 0);
    await page.goto(`${app.url}/lists/npc-buy-sell`);
    const more = page.locator('.data-table-more');
    await expect.poll(() => more.textContent()).toContain('the rest follow as you scroll');
    // Idle for a while: still the first 20 cards (idle moments do not add cards on a phone).
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))));
    expect(await rows(page).count()).toBe(20);
    // Scrolling toward the end of the cards drawn so far brings the next ones, until the list is whole.
    for (let drawn = 20; drawn < all; drawn = Math.min(drawn + 20, all)) {
      await more.scrollIntoViewIfNeeded();
      await expect.poll(() => rows(page).count(), { timeout: 10_000 }).toBeGreaterThan(drawn);
    }
    await expect.poll(() => rows(page).count()).toBe(all);
    await expect.poll(() => more.count()).toBe(0);
    expect(page.consoleErrors).toEqual([]);
  }, 120_000);

  it('names each map link with the word it shows (axe label-in-name)', async () => {
    const page = await phonePage();
    for (const list of ['monsters', 'npc-buy-sell']) {
      await page.goto(`${app.url}/lists/${list}?all=1`);
      await expect.poll(() => page.locator('.loading').count(), { timeout: 20_000 }).toBe(0);
      expect(await axeViolations(page, 'main', ['label-content-name-mismatch'])).toEqual([]);
    }
    await page.goto(`${app.url}/lists/monsters`);
    // By keyboard: the link a screen reader user hears as "Spawns of …" opens the map.
    const spawns = rows(page).first().getByRole('link', { name: /^Spawns of .+ on the map$/ });
    await spawns.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/tools\/monsters-map\?monster=/);
  });

  it('reads well on a phone', async () => {
    const page = await phonePage();
    const widths: Record<string, number> = {};
    const lists = ['premium', 'classes', 'monsters', 'spells', 'npc-buy-sell', 'recipes', 'formulae'];
    for (const list of lists) {
      await page.goto(`${app.url}/lists/${list}`);
      await expect.poll(() => page.locator('.list-page h1').count(), { timeout: 20_000 }).toBe(1);
      await expect.poll(() => page.locator('.loading').count(), { timeout: 20_000 }).toBe(0);
      widths[list] = await page.evaluate(() => document.documentElement.scrollWidth);
    }
    // Nothing wider than the phone: no sideways scrolling on any list.
    expect(widths).toEqual(Object.fromEntries(lists.map((list) => [list, 390])));
  }, 120_000);
});
