import type { Browser, BrowserContext, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, type AppProcess } from '../support/app';
import { PREFERENCES_COOKIE, preferencesCookieValue, readPreferences } from '../../server/game-data/rules/preferences';
import { pauseClockSoon, startServerAndBrowser } from '../support/browser';
import { snapshotClient } from '../support/client-snapshot';
import { WIDE } from '../support/route-visit';

/**
 * Server rendering on the production bundle in Chromium: the header's search box kept while its code is on the way,
 * and the theme at the first paint. Every route of the route table is checked elsewhere: with JavaScript off, in the
 * HTML the server sends (tests/api/pages-without-javascript.test.ts); hydrating it logs no hydration error or warning
 * and asks the API for nothing the page already had, on the same load as its axe check (accessibility-signed-out.test.ts
 * signed out, accessibility-signed-in.test.ts signed in).
 */

let app: AppProcess;
let browser: Browser;
let client: Awaited<ReturnType<typeof snapshotClient>>;

beforeAll(async () => {
  client = await snapshotClient();
  [app, browser] = await startServerAndBrowser({ CLIENT_DIST: client.path });
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await client?.remove();
});

async function signIn(context: BrowserContext, username: string, role: 'user' | 'admin'): Promise<string> {
  const response = await context.request.post(`${app.url}/auth/dev`, { data: { username, role } });
  if (response.status() !== 200) throw new Error(`Development sign-in answered ${response.status()}`);
  return (await context.cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

describe('while a page hydrates', () => {
  it('keeps the header’s search box the server drew while its code is on the way, and hydrates with no timer (its clock paused)', async () => {
    // The header renders again right after the first hydration commit (useHydrated, the session); it must not reach the
    // search box's boundary, which waits for its code: React would draw it again from nothing (the server's form, and
    // what was typed into it, giving way to the disabled idle box) and hold the rest of the hydration behind its 300 ms
    // throttle after a fallback: a timer, which a background tab stretches and a paused clock holds for good.
    for (const signedIn of [false, true]) {
      const context = await browser.newContext(WIDE);
      if (signedIn) await signIn(context, 'hydrating-reader', 'user');
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      // The search box's code held until released: the header's renders after hydration come while it is on the way.
      const held: Route[] = [];
      let holding = true;
      await page.route(/\/assets\/SearchBox-[\w-]+\.js$/, (route) => {
        if (holding) held.push(route);
        else void route.continue();
      });
      // Every search box the page puts in or takes out of the document while it hydrates.
      await page.addInitScript(() => {
        const changes: string[] = [];
        (window as unknown as { searchBoxChanges: string[] }).searchBoxChanges = changes;
        const note = (nodes: NodeList, what: string) => {
          for (const node of nodes) {
            if (!(node instanceof Element)) continue;
            for (const box of [node, ...node.querySelectorAll('.site-search')].filter((element) => element.classList.contains('site-search'))) changes.push(`${what} ${box.tagName.toLowerCase()}`);
          }
        };
        new MutationObserver((records) => {
          for (const record of records) {
            // The parser adding the server's form as it reads the page is not a change.
            if (document.readyState !== 'loading') note(record.addedNodes, 'added');
            note(record.removedNodes, 'removed');
          }
        }).observe(document, { childList: true, subtree: true });
      });
      // The clock paused once the page has asked for the app (React DOM held until then), not before: the page's entry
      // waits for the first paint before it loads the app, which a page cannot see under the test clock's own `performance`.
      const reactDom: Route[] = [];
      let appHeld = true;
      await page.route(/\/assets\/react-dom-[\w-]+\.js$/, (route) => {
        if (appHeld) reactDom.push(route);
        else void route.continue();
      });
      await page.clock.install();
      await page.goto(`${app.url}/news`, { waitUntil: 'commit' });
      await expect.poll(() => reactDom.length, { timeout: 20_000 }).toBeGreaterThan(0);
      await pauseClockSoon(page);
      appHeld = false;
      for (const route of reactDom.splice(0)) await route.continue();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 30_000 });
      // React hydrates the search box's dehydrated boundary after the root commits (selective hydration), so on a busy
      // machine the page can say it is hydrated a moment before it asks for the box's code: wait for that request.
      await expect.poll(() => held.length, { timeout: 20_000 }).toBeGreaterThan(0);
      const changes = () => page.evaluate(() => (window as unknown as { searchBoxChanges: string[] }).searchBoxChanges);
      expect({ signedIn, changes: await changes() }).toEqual({ signedIn, changes: [] });
      const search = page.getByRole('combobox', { name: 'Search Almanac' });
      await search.evaluate((input) => ((input as HTMLInputElement & { drawnByServer?: boolean }).drawnByServer = true));

      // The code arrives: the same box comes alive (typing shows results in place).
      holding = false;
      for (const route of held.splice(0)) await route.continue();
      // (Hydrated, the box is React's: it carries React's own keys.)
      await expect.poll(() => search.evaluate((input) => Object.keys(input).some((key) => key.startsWith('__reactFiber')))).toBe(true);
      await search.click();
      await page.keyboard.type('scarecrow');
      await expect
        .poll(async () => {
          await page.clock.runFor(200);
          return page.getByRole('option', { name: /Scarecrow/ }).count();
        })
        .toBeGreaterThan(0);
      expect(await search.evaluate((input) => (input as HTMLInputElement & { drawnByServer?: boolean }).drawnByServer)).toBe(true);
      expect({ signedIn, changes: await changes(), errors }).toEqual({ signedIn, changes: [], errors: [] });
      await context.close();
    }
  });
});

describe('the theme', () => {
  /** The page's background as first painted from the server's HTML alone (scripts off: nothing changes it afterwards). */
  async function firstPaintBackground(options: { cookie?: string; signedIn?: boolean; theme?: 'light' | 'dark' }): Promise<string> {
    const context = await browser.newContext({ ...WIDE, javaScriptEnabled: false, colorScheme: 'dark' });
    if (options.cookie) await context.addCookies([{ name: PREFERENCES_COOKIE, value: options.cookie, url: app.url }]);
    if (options.signedIn) {
      const cookie = await signIn(context, 'ssr-light', 'user');
      const saved = await graphql(app.url, `mutation { updatePreferences(input: { theme: ${options.theme === 'light' ? 'light' : 'dark'} }) { id } }`, {}, { cookie });
      if (saved.errors) throw new Error(`Saving the theme failed: ${JSON.stringify(saved.errors)}`);
    }
    const page = await context.newPage();
    await page.goto(`${app.url}/news`);
    const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    await context.close();
    return background;
  }

  it('is light from the first paint when the browser chose light (its cookie) or the profile says light', async () => {
    const dark = await firstPaintBackground({});
    const light = await firstPaintBackground({ cookie: preferencesCookieValue({ ...readPreferences({}), theme: 'light' }) });
    expect(light).not.toBe(dark);
    expect(light).toBe('rgb(247, 242, 232)');
    expect(await firstPaintBackground({ signedIn: true, theme: 'light' })).toBe('rgb(247, 242, 232)');
  });
});
