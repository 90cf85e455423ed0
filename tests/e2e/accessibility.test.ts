import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startAppProcess, type AppProcess } from '../support/app';
import { axeViolations as violations } from '../support/axe';
import { launchBrowser } from '../support/browser';
import { ROUTE_TABLE, type RouteEntry } from './routes';

/**
 * axe-core on every route of the route table (tests/e2e/routes.ts), signed out on a 390px phone
 * (where nothing may scroll sideways) and signed in as an admin on a wide window, and on the
 * open dialogs: 0 violations. The production bundle has no development-only route.
 */
let app: AppProcess;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([startAppProcess(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const PHONE = { viewport: { width: 390, height: 844 } };
const WIDE = { viewport: { width: 1280, height: 900 } };
const pages = ROUTE_TABLE.filter((entry) => !entry.developmentOnly && !entry.redirectsTo);

/** A page in a context of its own (close its context when done); signed in as an admin when asked. */
async function passPage(options: typeof PHONE, admin = false): Promise<Page> {
  const context = await browser.newContext(options);
  if (admin) {
    const response = await context.request.post(`${app.url}/auth/dev`, { data: { username: 'axe-admin', role: 'admin' } });
    if (response.status() !== 200) throw new Error(`Development sign-in failed with ${response.status()}`);
  }
  return context.newPage();
}

/**
 * Opens a route and waits until it has drawn its heading, whatever it opens on load, and nothing
 * on it is still loading; a route that sends someone signed in elsewhere is checked where it lands.
 */
async function visit(page: Page, entry: Pick<RouteEntry, 'url' | 'signedInRedirectsTo' | 'readyWhen'>, signedIn = false): Promise<void> {
  // Not waiting for every image (item icons are drawn on demand): the checks need the page, not its pictures.
  await page.goto(`${app.url}${entry.url}`, { waitUntil: 'domcontentloaded' });
  const landing = signedIn ? entry.signedInRedirectsTo : undefined;
  if (landing) await page.waitForURL((url) => url.pathname === landing, { waitUntil: 'commit' });
  await page.locator('main h1').first().waitFor();
  if (entry.readyWhen && !landing) await page.locator(entry.readyWhen).first().waitFor();
  await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
}

describe('every route of the route table', () => {
  let phone: Page;
  let admin: Page;
  beforeAll(async () => {
    [phone, admin] = await Promise.all([passPage(PHONE), passPage(WIDE, true)]);
  });
  afterAll(async () => {
    await Promise.all([phone?.context().close(), admin?.context().close()]);
  });

  for (const entry of pages) {
    it(`${entry.path}: no axe violation signed out at 390px, and nothing scrolls sideways`, async () => {
      await visit(phone, entry);
      expect(await violations(phone)).toEqual([]);
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  }

  for (const entry of pages) {
    it(`${entry.path}: no axe violation signed in as an admin`, async () => {
      await visit(admin, entry, true);
      expect(await violations(admin)).toEqual([]);
    });
  }

  for (const entry of ROUTE_TABLE.filter((e) => e.redirectsTo)) {
    it(`${entry.path} redirects to ${entry.redirectsTo}`, async () => {
      await phone.goto(`${app.url}${entry.url}`);
      await expect.poll(() => new URL(phone.url()).pathname).toBe(entry.redirectsTo);
    });
  }
});

describe('the open dialogs', () => {
  let opened: Page | undefined;
  afterEach(async () => {
    await opened?.context().close();
    opened = undefined;
  });

  it('the menu on a phone has no axe violation', async () => {
    const page = (opened = await passPage(PHONE));
    await visit(page, { url: '/news' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Site menu' }).waitFor();
    expect(await violations(page)).toEqual([]);
  });

  it('the login dialog has no axe violation', async () => {
    const page = (opened = await passPage(WIDE));
    await visit(page, { url: '/news' });
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('dialog').getByRole('heading', { name: 'Sign in to continue' }).waitFor();
    expect(await violations(page)).toEqual([]);
  });

  it('the Build Preview dialog has no axe violation', async () => {
    const page = (opened = await passPage(WIDE));
    await visit(page, { url: '/builds' });
    await page.locator('.build-row').first().click();
    const dialog = page.getByRole('dialog', { name: 'Build Preview' });
    await dialog.getByRole('heading', { level: 3 }).waitFor();
    await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
    expect(await violations(page)).toEqual([]);
  });
});
