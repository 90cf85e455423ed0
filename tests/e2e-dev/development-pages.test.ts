import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { graphql, type AppProcess } from '../support/app';
import { devSignIn } from '../support/auth';
import { axeViolations } from '../support/axe';
import { closePages, startServerAndBrowser, openPage } from '../support/browser';
import { CLIENT_BUILDS } from '../support/client-build';
import { visitRoute } from '../support/route-visit';
import { ROUTE_TABLE } from '../e2e/routes';

/**
 * The pages only non-production bundles have (the route table's `developmentOnly` entries), on
 * the development bundle `npm start` serves; every other browser test runs the production bundle.
 */
let app: AppProcess;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await startServerAndBrowser({ CLIENT_DIST: CLIENT_BUILDS.development });
});
afterEach(closePages);
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const WIDE = { viewport: { width: 1280, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 } };
const developmentPages = ROUTE_TABLE.filter((entry) => entry.developmentOnly);

async function signInAs(page: Page, username: string) {
  const response = await page.context().request.post(`${app.url}/auth/dev`, { data: { username, role: 'user' } });
  expect(response.status()).toBe(200);
}

describe('/debug/builds', () => {
  it('shows the raw builds the signed-in player can see in this non-production build', async () => {
    const cookie = await devSignIn(app.url, 'debugger');
    await graphql(app.url, `mutation { createBuild(input: { name: "Debug me", class: mage, characterLevel: 30 }) { id } }`, {}, { cookie });
    const page = await openPage(browser, WIDE);
    await signInAs(page, 'debugger');
    await page.goto(`${app.url}/debug/builds`);
    await expect.poll(() => page.getByTestId('debug-own-builds').textContent()).toContain('"name": "Debug me"');
    expect(new URL(page.url()).pathname).toBe('/debug/builds');
  });
});

describe('every development-only page', () => {
  it('is listed in the route table', () => {
    expect(developmentPages.map((entry) => entry.path)).toEqual(['/debug/builds']);
  });

  it.each(developmentPages.map((entry) => [entry.url, entry]))('%s has no axe violations and nothing scrolls sideways at 390px, signed in', async (url, entry) => {
    const page = await openPage(browser, PHONE);
    await signInAs(page, 'development_sweeper');
    await visitRoute(page, app.url, entry, true);
    expect(new URL(page.url()).pathname).toBe(url);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});
