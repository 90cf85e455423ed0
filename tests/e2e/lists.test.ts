import type { Browser, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppProcess } from '../support/app';
import { closePages, openPage } from '../support/browser';
import { browserTest } from '../support/browser-test';
import { rawPack } from '../../server/game-data/pack';
import { axeViolations } from '../support/axe';

let app: AppProcess;
let browser: Browser;
const pack = rawPack();

browserTest.beforeAll(({ app: server, browser: chromium }) => {
  app = server;
  browser = chromium;
});
afterEach(closePages);

const rows = (page: Page, table = 0) => page.locator('table.data-table').nth(table).locator('tbody tr');

describe('/lists', () => {
  it('goes to /lists/premium and lists every offer', async () => {
    const page = await openPage(browser);
    await page.goto(`${app.url}/lists`);
    await expect.poll(() => page.url(), { timeout: 20_000 }).toBe(`${app.url}/lists/premium`);
    await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBe(pack.premium.length);
    await page.getByRole('combobox', { name: /^Kind/ }).selectOption('points');
    await expect.poll(() => rows(page).count()).toBe(pack.premium.filter((o) => o.kind === 'points').length);
    await expect.poll(() => new URL(page.url()).searchParams.get('kind')).toBe('points');
    expect(page.consoleErrors).toEqual([]);
  });

  it('shows the classes, the stats and the traits filtered by class from the URL', async () => {
    const page = await openPage(browser);
    await page.goto(`${app.url}/lists/classes?class=mage&sort=tier&dir=desc`);
    await expect.poll(() => rows(page, 0).count(), { timeout: 20_000 }).toBe(4);
    expect(await rows(page, 1).count()).toBe(7);
    await expect.poll(() => rows(page, 2).count()).toBe(pack.traits.filter((t) => t.class === 'mage').length);
    // Highest tier first; traits of one tier keep their number order.
    const firstOfTopTier = pack.traits.filter((t) => t.class === 'mage').sort((a, b) => b.tier - a.tier || a.number - b.number)[0]!;
    expect(await rows(page, 2).first().locator('td').nth(1).textContent()).toBe(firstOfTopTier.name);
    expect(page.consoleErrors).toEqual([]);
  });

  it('lists every monster with loot links, filters by level and loot, and sorts with the keyboard', async () => {
    const page = await openPage(browser);
    await page.goto(`${app.url}/lists/monsters`);
    await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBe(pack.monsters.length);
    await page.getByRole('spinbutton', { name: 'Level from' }).fill('50');
    await page.getByRole('searchbox').fill('ember scale');
    const expected = pack.monsters.filter((m) => m.level >= 50 && m.loot.some((d) => d.goodsId === 'ember-scale'));
    await expect.poll(() => rows(page).count()).toBe(expected.length);
    await expect.poll(() => { const url = new URL(page.url()); return url.searchParams.get('min') === '50' && url.searchParams.get('q') === 'ember scale'; }).toBe(true);
    const header = page.getByRole('columnheader', { name: /Experience/ });
    await header.getByRole('button').focus();
    await page.keyboard.press('Space');
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('ascending');
    await page.keyboard.press('Space');
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('descending');
    const top = [...expected].sort((a, b) => b.experience - a.experience)[0]!;
    expect(await rows(page).first().locator('td strong').textContent()).toBe(top.name);
    // The name leads to the monster's page, each drop to its item.
    expect(await rows(page).first().getByRole('link', { name: top.name, exact: true }).getAttribute('href')).toBe(`/lists/monsters/${top.id}`);
    await rows(page).first().locator('.compact-list').getByRole('link').first().click();
    await expect.poll(() => page.url(), { timeout: 20_000 }).toMatch(/\/items\/[a-z-]+\/[a-z0-9-]+$/);
  });

  it('lists the spells and filters them by class and level from a deep link', async () => {
    const page = await openPage(browser);
    await page.goto(`${app.url}/lists/spells?class=rogue&max=20`);
    const expected = pack.spells.filter((s) => s.classes.includes('rogue') && s.level <= 20);
    await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBe(expected.length);
    await page.goto(`${app.url}/lists/spells`);
    await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBe(pack.spells.length);
  });

  it('is a real NPC trade list that finds the best place to sell an item', async () => {
    const page = await openPage(browser);
    const all = pack.npcs.reduce((sum, npc) => sum + npc.trades.length, 0);
    await page.goto(`${app.url}/lists/npc-buy-sell`);
    await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBe(all);
    await page.goto(`${app.url}/lists/npc-buy-sell?q=Pearl&mode=buys&sort=buys&dir=desc`);
    const buyers = pack.npcs.flatMap((npc) => npc.trades.filter((t) => t.goodsId === 'pearl' && t.buys !== null).map((t) => ({ npc, buys: t.buys! })));
    const pearlRows = rows(page).filter({ has: page.locator('td:first-child', { hasText: /^Pearl$/ }) });
    await expect.poll(() => pearlRows.count(), { timeout: 20_000 }).toBe(buyers.length);
    const best = buyers.sort((a, b) => b.buys - a.buys)[0]!;
    const first = pearlRows.first();
    expect(await first.locator('td').nth(1).textContent()).toContain(best.npc.name);
    expect(await first.textContent()).toContain('Best price');
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
    const page = await openPage(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
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

  it('lists the recipes and links ingredients to the items', async () => {
    const page = await openPage(browser);
    await page.goto(`${app.url}/lists/recipes`);
    await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBe(pack.recipes.length);
    await page.getByRole('searchbox').fill('steel ingot');
    await expect.poll(() => rows(page).count()).toBe(pack.recipes.filter((r) => r.output === 'steel-ingot' || r.ingredients.some((i) => i.goodsId === 'steel-ingot')).length);
  });

  it('explains each formula and computes it live, with a clear message for bad input', async () => {
    const page = await openPage(browser);
    await page.goto(`${app.url}/lists/formulae`);
    const card = page.locator('#formula-experience');
    await expect.poll(() => card.locator('output').textContent(), { timeout: 20_000 }).toBe('15,300 experience in all; 4,500 more to the next level');
    await card.getByRole('spinbutton', { name: 'Level' }).fill('2');
    await expect.poll(() => card.locator('output').textContent()).toBe('180 experience in all; 420 more to the next level');
    await card.getByRole('spinbutton', { name: 'Level' }).fill('0');
    await expect.poll(() => card.locator('output').textContent()).toBe('Level must be a whole number from 1 to 200, got 0.');
    await card.getByRole('spinbutton', { name: 'Level' }).fill('');
    await expect.poll(() => card.locator('output').textContent()).toBe('Fill in every field with a number.');
    expect(await page.locator('main').textContent()).not.toContain('NaN');
    expect(await page.locator('.formula-card').count()).toBe(9);
    const weapon = page.locator('#formula-weapon-damage');
    await weapon.getByRole('spinbutton', { name: 'Attack' }).fill('10');
    await weapon.getByRole('spinbutton', { name: 'Ability' }).fill('0');
    await weapon.getByRole('spinbutton', { name: 'Level' }).fill('1');
    await expect.poll(() => weapon.locator('output').textContent()).toBe('5–10 damage (average 7.5)');
    expect(page.consoleErrors).toEqual([]);
  });

  it('names each map link with the word it shows (axe label-in-name)', async () => {
    const page = await openPage(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
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
    const page = await openPage(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
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
