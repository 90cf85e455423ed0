import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppProcess } from '../support/app';
import { axeViolations as violations } from '../support/axe';
import { browserTest } from '../support/browser-test';
import { passPage, PHONE, visitHydrated } from '../support/route-visit';
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
 * where nothing may scroll sideways either: 0 violations.
 * The same load of each route is server rendering's signed-out check: hydrating it logs no
 * hydration error or warning, the page carries the server's state, and it asks the API for
 * nothing the page already had (the HTML itself, read without JavaScript:
 * tests/api/pages-without-javascript.test.ts).
 * (accessibility-signed-in.test.ts does the same signed in as an admin, and the open dialogs.)
 * The production bundle has no development-only route; tests/e2e-dev checks those.
 */

/**
 * Queries a route may send after hydration, with the reason: data the server did not put in the
 * page. Anything else a page asks for it already had.
 */
const LATER_QUERIES: Record<string, string> = {
  SessionProfile: 'the signed-in profile’s live stream',
  // /embed's live example loads the tooltip script as another site would: it asks for its cards' data itself.
  EmbedItem: 'the tooltip script of /embed’s live example (an item link’s icon; its persisted query the first time, then the query whole)',
};
describe('every route of the route table, signed out', () => {
  let phone: Page;
  beforeAll(async () => {
    phone = await passPage(browser, app.url, PHONE);
  });
  afterAll(async () => {
    await phone?.context().close();
  });

  for (const entry of pages) {
    it(`${entry.path}: hydrates without a problem or a query for what it had, no axe violation signed out at 390px, and nothing scrolls sideways`, async () => {
      const visit = await visitHydrated(phone, app.url, entry, false, async () => ({ violations: await violations(phone), width: await phone.evaluate(() => document.documentElement.scrollWidth) }));
      expect(visit.problems).toEqual([]);
      expect({ asked: visit.graphqlAfterLoad.filter((name) => !(name in LATER_QUERIES)) }).toEqual({ asked: [] });
      expect(visit.checked.violations).toEqual([]);
      expect(visit.checked.width).toBeLessThanOrEqual(390);
    });
  }

  // Where each redirecting route lands: the server's HTTP redirect, tests/api/pages-without-javascript.test.ts; the app's
  // own router, tests/component/redirects.test.tsx; a redirect loaded in Chromium, tests/e2e/shell.test.ts (an unknown page).
});
