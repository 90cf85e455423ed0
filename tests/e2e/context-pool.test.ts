import type { Browser } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppProcess } from '../support/app';
import { closePages, openPage } from '../support/browser';
import { browserTest, signInAs } from '../support/browser-test';

let app: AppProcess;
let browser: Browser;

browserTest.beforeAll(({ app: server, browser: chromium }) => {
  app = server;
  browser = chromium;
});
afterEach(closePages);

/**
 * A browser file's contexts are handed from test to test (tests/support/context-pool.ts): what
 * the next test gets must be as empty as a new context, but for Chromium's HTTP cache.
 */
describe('a context handed to the next test', () => {
  it('keeps the bundle in its HTTP cache, and no cookie, site data or page left', async () => {
    const first = await openPage(browser);
    await signInAs(first, app.url, 'pool-tester');
    await first.goto(`${app.url}/news`);
    await first.evaluate(async () => {
      localStorage.setItem('left-behind', 'yes');
      await new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('left-behind');
        request.onsuccess = () => (request.result.close(), resolve());
        request.onerror = () => reject(request.error);
      });
    });
    const script = await first.locator('script[type="module"][src]').first().getAttribute('src');
    const context = first.context();
    await context.close();
    expect(context.pages()).toEqual([]);

    const second = await openPage(browser);
    expect(await second.context().cookies()).toEqual([]);
    const cdp = await second.context().newCDPSession(second);
    await cdp.send('Network.enable');
    const fromDiskCache: string[] = [];
    cdp.on('Network.responseReceived', (event) => {
      if (event.response.fromDiskCache) fromDiskCache.push(event.response.url);
    });
    await second.goto(`${app.url}/news`);
    // The bundle's entry the first test's page loaded comes from the cache (only with REUSE_CONTEXTS=1; otherwise no context is reused).
    expect(fromDiskCache.some((url) => url.endsWith(script!))).toBe(process.env.REUSE_CONTEXTS === '1');
    expect(await second.evaluate(() => localStorage.getItem('left-behind'))).toBeNull();
    expect(await second.evaluate(async () => (await indexedDB.databases()).map((database) => database.name))).toEqual([]);
    expect(await second.getByRole('button', { name: 'Login' }).count()).toBeGreaterThan(0);
    expect(second.consoleErrors).toEqual([]);
  });

  it('is never one a test still holds, and one whose clock was installed is not handed on', async () => {
    const one = await openPage(browser);
    const two = await openPage(browser);
    await one.goto(`${app.url}/news`);
    await one.evaluate(() => localStorage.setItem('mine', 'one'));
    await two.goto(`${app.url}/news`);
    expect(await two.evaluate(() => localStorage.getItem('mine'))).toBeNull();
    await one.clock.install({ time: new Date('2001-02-03T04:05:06Z') });
    await one.context().close();
    await two.context().close();
    // Two idle contexts, one of them closed for good: neither new page lives in the year 2001.
    for (const page of [await openPage(browser), await openPage(browser)]) {
      await page.goto(`${app.url}/news`);
      expect(await page.evaluate(() => new Date().getFullYear())).toBeGreaterThan(2020);
    }
  });
});
