import type { Browser, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AppProcess } from '../support/app';
import { browserTest } from '../support/browser-test';
import { PHONE, WIDE } from '../support/route-visit';

/**
 * A page drawn on the server is on screen before its script has run: on a slow phone
 * for seconds, and for good without JavaScript. Its controls are then real links and forms that
 * work without the script (the header search, a list's filters, the menu's links), or say plainly
 * that they are not ready (the buttons that need the script): never a click that silently does
 * nothing.
 */

let app: AppProcess;
let browser: Browser;

browserTest.beforeAll(({ app: server, browser: chromium }) => {
  app = server;
  browser = chromium;
});

const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === 'true');
const cursorOf = (page: Page, selector: string) => page.locator(selector).first().evaluate((element) => getComputedStyle(element).cursor);
const opacityOf = (page: Page, selector: string) => page.locator(selector).first().evaluate((element) => Number(getComputedStyle(element).opacity));
const LOGIN = '.account-area button';

/**
 * What a player without JavaScript, or before the script, can do: the same on both. (Pages are
 * awaited until their address commits and their heading shows: their load waits for the script.)
 */
async function worksWithoutTheScript(page: Page) {
  // The header search is a GET form to /search: Enter sends it, and the server draws the results.
  await page.goto(`${app.url}/news`, { waitUntil: 'commit' });
  await page.locator('main h1').first().waitFor();
  const search = page.getByRole('combobox', { name: 'Search Almanac' });
  expect(await search.isEnabled()).toBe(true);
  await search.fill('scarecrow');
  await search.press('Enter');
  await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'scarecrow', { waitUntil: 'commit' });
  await page.getByRole('heading', { name: /^Monsters/, level: 2 }).waitFor();
  expect(await page.locator('main').innerText()).toMatch(/results? for “scarecrow”/);
  expect(await page.getByRole('main').getByRole('link', { name: 'Scarecrow', exact: true }).getAttribute('href')).toBe('/lists/monsters/scarecrow');

  // A list's filters are a GET form to the same address: the server draws the filtered list.
  await page.goto(`${app.url}/lists/monsters`, { waitUntil: 'commit' });
  await page.locator('main h1').first().waitFor();
  const filters = page.getByRole('search', { name: 'Filter monsters' });
  await filters.getByLabel('Level from').fill('60');
  await filters.getByLabel('Level from').press('Enter');
  await page.waitForURL((url) => url.pathname === '/lists/monsters' && url.searchParams.get('min') === '60', { waitUntil: 'commit' });
  const levels = await page.locator('main table').first().evaluate((table) => {
    const column = [...table.querySelectorAll('thead th')].findIndex((th) => th.textContent?.trim().startsWith('Level'));
    return [...table.querySelectorAll('tbody tr')].map((row) => Number(row.children[column]?.textContent));
  });
  expect(levels.length).toBeGreaterThan(0);
  expect(levels.filter((level) => !(level >= 60))).toEqual([]);
  expect(await filters.getByLabel('Level from').inputValue()).toBe('60');

  // The items' "Clear filters" is a link to the list without its filters (its sort kept).
  await page.goto(`${app.url}/items/all?q=sword&min=5&sort=name`, { waitUntil: 'commit' });
  await page.locator('main h1').first().waitFor();
  // On a phone the filters fold behind one button (a native disclosure: it opens without the script too).
  const fold = page.locator('summary', { hasText: 'Categories and filters' });
  if (await fold.isVisible()) await fold.click();
  await page.getByRole('link', { name: 'Clear filters' }).click();
  await page.waitForURL((url) => url.pathname === '/items/all' && url.search === '?sort=name', { waitUntil: 'commit' });
  await page.locator('main h1').first().waitFor();

  // The login button needs the script: it says it is not ready (for assistive technology and by its cursor) and, as the wait lasts, looks it.
  await page.goto(`${app.url}/news`, { waitUntil: 'commit' });
  await page.locator('main h1').first().waitFor();
  const login = page.locator(LOGIN);
  expect(await login.textContent()).toBe('Login');
  expect(await login.getAttribute('aria-disabled')).toBe('true');
  expect(await cursorOf(page, LOGIN)).toBe('progress');
  await expect.poll(() => opacityOf(page, LOGIN), { timeout: 5_000 }).toBeLessThan(0.7);

  // The menu's links are plain links.
  await page.getByRole('navigation', { name: 'Site menu' }).getByRole('link', { name: 'Monsters & Loot' }).click();
  await page.waitForURL((url) => url.pathname === '/lists/monsters', { waitUntil: 'commit' });
  await page.getByRole('heading', { name: 'Monsters', level: 1 }).waitFor();
}

describe('before the page’s script has run', () => {
  it('with JavaScript off: the header search and the filters are forms that work, the menu is links, the login button says it is not ready', async () => {
    const context = await browser.newContext({ ...WIDE, javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await worksWithoutTheScript(page);
      expect(await isHydrated(page)).toBe(false);
    } finally {
      await context.close();
    }
  });

  it('with the script held back on a phone: the same, and once the script arrives the controls are live', async () => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // Hold the page's entry script (index.html's module, main-*.js) until released: the page is drawn by the server, its script not yet run.
    const held: Route[] = [];
    let holding = true;
    await page.route(/\/assets\/main-[\w-]+\.js$/, (route) => {
      if (holding) held.push(route);
      else void route.continue();
    });
    try {
      await worksWithoutTheScript(page);
      expect(held.length).toBeGreaterThan(0);
      expect(await isHydrated(page)).toBe(false);
      // On a phone the page drawn by the server has the narrow header from its first paint (the menu button, marked
      // not ready; no header links, which the menu under the content holds until hydration): nothing moves when it hydrates.
      const menuButton = page.getByRole('button', { name: 'Open menu' });
      expect(await menuButton.getAttribute('aria-disabled')).toBe('true');
      expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
      const frame = () => page.evaluate(() => ({ header: document.querySelector('.shell-header')!.getBoundingClientRect().height, heading: document.querySelector('main h1')!.getBoundingClientRect().top }));
      const drawn = await frame();

      // The script arrives: the page hydrates, the button is ready and opens the sign-in dialog.
      holding = false;
      for (const route of held.splice(0)) await route.continue();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 30_000 });
      await expect.poll(() => menuButton.getAttribute('aria-disabled')).toBeNull();
      expect(await frame()).toEqual(drawn);
      const login = page.getByRole('button', { name: 'Login' });
      await expect.poll(() => login.getAttribute('aria-disabled')).toBeNull();
      expect(await opacityOf(page, LOGIN)).toBe(1);
      expect(await cursorOf(page, LOGIN)).not.toBe('progress');
      await login.click();
      await page.getByRole('dialog', { name: /sign in/i }).waitFor();
      // Hydrated, the search box is the live one: typing shows results without leaving the page.
      await page.keyboard.press('Escape');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('on a phone shows the menu under the content only once the page has been read to the end of its content', async () => {
    // A half-read page (a long list still arriving) painted the menu under its first lines, and the rest pushed it a
    // page down (CLS 0.68-0.87 on /items/all at 412 px). The end of the content is marked (.shell-end, after <main>):
    // without it the menu is hidden; with it the menu is under the whole content, as a reader without the script uses it.
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await page.route(/\/assets\/main-[\w-]+\.js$/, (route) => route.abort());
    try {
      await page.goto(`${app.url}/items/all`, { waitUntil: 'commit' });
      await page.locator('main h1').first().waitFor();
      const menu = page.getByRole('navigation', { name: 'Site menu' });
      await menu.waitFor();
      const place = () => page.evaluate(() => ({ main: document.querySelector('main')!.getBoundingClientRect().bottom, menu: document.querySelector('nav.side-panel')!.getBoundingClientRect().top }));
      const { main, menu: top } = await place();
      expect(top).toBeGreaterThanOrEqual(main);
      expect(await menu.isVisible()).toBe(true);
      // The page as the browser has it half read: content so far, no end mark yet.
      await page.evaluate(() => document.querySelector('.shell-end')!.remove());
      expect(await menu.isVisible()).toBe(false);
      await page.evaluate(() => document.querySelector('.shell-body')!.append(Object.assign(document.createElement('span'), { className: 'shell-end', hidden: true })));
      expect(await menu.isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });
});
