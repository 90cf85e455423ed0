import type { Browser, Page } from 'playwright-core';
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

const WIDE = { viewport: { width: 1280, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 } };

async function signInAs(page: Page, username: string, role: 'user' | 'admin' = 'user') {
  const response = await page.context().request.post(`${app.url}/auth/dev`, { data: { username, role } });
  expect(response.status()).toBe(200);
}

/** How far the page scrolls sideways: 0 when nothing is wider than the window (WCAG reflow). */
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

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

describe('a failed sign-in', () => {
  it('ends on /news with the message once the dialog is closed', async () => {
    const page = await openPage(browser, WIDE);
    await page.goto(`${app.url}/auth/discord/callback`);
    const dialog = page.getByRole('dialog', { name: 'Sign in to continue' });
    await expect.poll(() => dialog.getByRole('alert').textContent(), { timeout: 20_000 }).toBe('Discord sign-in failed. Please try again.');
    await page.keyboard.press('Escape');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/news');
    await page.getByRole('heading', { name: 'News', level: 1 }).waitFor();
    await expect.poll(() => page.locator('.news-list > *').count()).toBeGreaterThan(0);
  });
});

describe('a signed-in player who is not an admin', () => {
  it('is told why /manage sent them to /news', async () => {
    const page = await openPage(browser, WIDE);
    await signInAs(page, 'curious-player');
    await page.goto(`${app.url}/manage`);
    await page.waitForURL(`${app.url}/news`);
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'That page is for admins.' }).count()).toBe(1);
  });
});

describe('at 390px wide, nothing scrolls sideways', () => {
  it('keeps the signed-in header, Logout included, inside the window on every route', async () => {
    const page = await openPage(browser, PHONE);
    await signInAs(page, 'phone_player_long_name24');
    for (const path of ['/news', '/builds', '/items/all', '/lists/monsters', '/me']) {
      await page.goto(`${app.url}${path}`);
      const logout = page.getByRole('button', { name: 'Logout' });
      await logout.waitFor();
      await page.locator('main h1').first().waitFor();
      const box = (await logout.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect({ path, overflow: await sidewaysOverflow(page) }).toEqual({ path, overflow: 0 });
    }
  });

  it('shows a long username on /me without clipping it or widening the page', async () => {
    const page = await openPage(browser, PHONE);
    await signInAs(page, 'ovuser_with_long_name24');
    await page.goto(`${app.url}/me`);
    const heading = page.locator('main h1').first();
    await expect.poll(() => heading.textContent(), { timeout: 20_000 }).toContain('ovuser_with_long_name24');
    expect(await heading.evaluate((h) => h.scrollWidth <= h.clientWidth)).toBe(true);
    expect(await sidewaysOverflow(page)).toBe(0);
  });

  it('keeps the admin pages and their tables inside the window', async () => {
    const page = await openPage(browser, PHONE);
    await signInAs(page, 'phone-admin', 'admin');
    for (const path of ['/manage', '/manage/news', '/manage/items']) {
      await page.goto(`${app.url}${path}`);
      await page.locator('main h1').first().waitFor({ timeout: 20_000 });
      await page.locator('main table, main ul').first().waitFor();
      expect({ path, overflow: await sidewaysOverflow(page) }).toEqual({ path, overflow: 0 });
    }
  });
});
