import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppProcess } from '../support/app';
import { axeViolations as violations } from '../support/axe';
import { browserTest } from '../support/browser-test';
import { passPage, PHONE, visitRoute } from '../support/route-visit';
import { ROUTE_TABLE } from './routes';

let app: AppProcess;
let browser: Browser;

browserTest.beforeAll(({ app: server, browser: chromium }) => {
  app = server;
  browser = chromium;
});

const pages = ROUTE_TABLE.filter((entry) => !entry.developmentOnly && !entry.redirectsTo);

/**
 * axe-core on every route of the route table (tests/e2e/routes.ts) signed out on a 390px phone,
 * where nothing may scroll sideways either, and where each redirecting route lands: 0 violations.
 * (accessibility-signed-in.test.ts does the same signed in as an admin, and the open dialogs.)
 * The production bundle has no development-only route; tests/e2e-dev checks those.
 */
describe('every route of the route table, signed out', () => {
  let phone: Page;
  beforeAll(async () => {
    phone = await passPage(browser, app.url, PHONE);
  });
  afterAll(async () => {
    await phone?.context().close();
  });

  for (const entry of pages) {
    it(`${entry.path}: no axe violation signed out at 390px, and nothing scrolls sideways`, async () => {
      await visitRoute(phone, app.url, entry);
      expect(await violations(phone)).toEqual([]);
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  }

  for (const entry of ROUTE_TABLE.filter((e) => e.redirectsTo)) {
    it(`${entry.path} redirects to ${entry.redirectsTo}`, async () => {
      await phone.goto(`${app.url}${entry.url}`);
      await expect.poll(() => new URL(phone.url()).pathname).toBe(entry.redirectsTo);
    });
  }
});
