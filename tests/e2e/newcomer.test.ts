import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppProcess, type AppProcess } from '../support/app';
import { launchBrowser, openPage } from '../support/browser';
import { snapshotClient } from '../support/client-snapshot';

let app: AppProcess;
let browser: Browser;
let client: Awaited<ReturnType<typeof snapshotClient>>;

beforeAll(async () => {
  client = await snapshotClient();
  [app, browser] = await Promise.all([startAppProcess({ CLIENT_DIST: client.path }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await client?.remove();
});

describe('list search boxes', () => {
  for (const path of ['/items/all', '/lists/monsters', '/lists/npc-buy-sell', '/lists/spells']) {
    it(`keep every key typed at full speed on ${path}, and the URL follows`, async () => {
      const page = await openPage(browser);
      await page.goto(`${app.url}${path}`);
      const box = page.getByRole('searchbox').first();
      await page.locator('table.data-table tbody tr').first().waitFor({ timeout: 20_000 });
      await box.click();
      await page.keyboard.type('iron sword', { delay: 0 });
      await expect.poll(() => box.inputValue()).toBe('iron sword');
      await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('iron sword');
      // Once the page has settled the box still holds every key.
      expect(await box.inputValue()).toBe('iron sword');
      await page.keyboard.type(' of', { delay: 0 });
      await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('iron sword of');
      expect(await box.inputValue()).toBe('iron sword of');
      expect(page.consoleErrors).toEqual([]);
    });
  }
});
