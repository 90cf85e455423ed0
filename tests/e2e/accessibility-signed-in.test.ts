import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppProcess } from '../support/app';
import { axeViolations as violations } from '../support/axe';
import { browserTest } from '../support/browser-test';
import { passPage, PHONE, untilLoaded, visitHydrated, visitRoute, WIDE } from '../support/route-visit';
import { ROUTE_TABLE } from './routes';

let app: AppProcess;
let browser: Browser;

browserTest.beforeAll(({ app: server, browser: chromium }) => {
  app = server;
  browser = chromium;
});

const pages = ROUTE_TABLE.filter((entry) => !entry.developmentOnly && !entry.redirectsTo);

/**
 * axe-core on every route of the route table (tests/e2e/routes.ts) signed in as an admin on a
 * wide window, and on the open dialogs (menu, login, build preview): 0 violations. The same load
 * of each route is server rendering's signed-in check: hydrating it logs no hydration error or
 * warning, and the page carries the server's state (server-rendering.test.ts checks signed out).
 */
describe('every route of the route table, signed in', () => {
  let admin: Page;
  beforeAll(async () => {
    admin = await passPage(browser, app.url, WIDE, true);
  });
  afterAll(async () => {
    await admin?.context().close();
  });

  for (const entry of pages) {
    it(`${entry.path}: hydrates without a problem and has no axe violation, signed in as an admin`, async () => {
      const visit = await visitHydrated(admin, app.url, entry, true, () => violations(admin));
      expect(visit.problems).toEqual([]);
      expect(visit.checked).toEqual([]);
    });
  }
});

describe('the open dialogs', () => {
  // One page signed out, loaded once: the menu at 390 px, then at 1280 px the login dialog and (reached by the header's
  // link) the Build Preview; each dialog closed before the next opens.
  let page: Page;
  beforeAll(async () => {
    page = await passPage(browser, app.url, PHONE);
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('the menu on a phone has no axe violation', async () => {
    await visitRoute(page, app.url, { url: '/news' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Site menu' }).waitFor();
    expect(await violations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
  });

  it('the login dialog has no axe violation', async () => {
    await page.setViewportSize(WIDE.viewport);
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('dialog').getByRole('heading', { name: 'Sign in to continue' }).waitFor();
    expect(await violations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
  });

  it('the Build Preview dialog has no axe violation', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Builds' }).click();
    await page.waitForURL(`${app.url}/builds`);
    await page.locator('main h1').first().waitFor();
    await untilLoaded(page);
    await page.locator('.build-row').first().click();
    const dialog = page.getByRole('dialog', { name: 'Build Preview' });
    await dialog.getByRole('heading', { level: 3 }).waitFor();
    await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
    expect(await violations(page)).toEqual([]);
  });
});
