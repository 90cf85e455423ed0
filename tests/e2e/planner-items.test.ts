import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AppProcess } from '../support/app';
import { closePages, openPage, startServerAndBrowser } from '../support/browser';

let app: AppProcess;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await startServerAndBrowser();
});
afterEach(closePages);
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** Every answer the page got for the planner's items file, and every GraphQL request that asked for items. */
function watch(page: Page) {
  const files: Response[] = [];
  const itemQueries: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/data/planner/items.json') files.push(response);
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname !== '/graphql') return;
    const text = `${url.search} ${request.postData() ?? ''}`;
    if (/itemList|PlannerItems/.test(decodeURIComponent(text))) itemQueries.push(text.slice(0, 120));
  });
  return { files, itemQueries };
}

describe("the planner's items", () => {
  it('come with the page drawn on the server, then from one cached file read once by the route, never from GraphQL', async () => {
    const page = await openPage(browser, { viewport: { width: 1366, height: 900 } });
    const seen = watch(page);
    const chest = async () => {
      await page.getByRole('button', { name: 'Choose chest' }).click();
      // The picker lists the items at once: the route had them before the page drew.
      await page.getByRole('group', { name: 'Items for the chest slot' }).getByRole('button').first().waitFor();
      await page.keyboard.press('Escape');
    };
    const roundTrip = async () => {
      await page.getByRole('link', { name: 'Edit the traits in the trait tree' }).click();
      await page.getByRole('heading', { name: 'Trait tree', level: 1 }).waitFor();
      await page.getByRole('link', { name: 'Open in the planner' }).click();
      await page.getByRole('heading', { name: 'Character planner', level: 1 }).waitFor();
    };
    await page.goto(`${app.url}/tools/planner`);
    await page.getByRole('heading', { name: 'Character planner', level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    await chest();
    // Drawn on the server with its items: the page asked for nothing more.
    expect(seen.files).toHaveLength(0);
    // To the trait tree and back within the page: the planner route's loader reads the file once…
    await roundTrip();
    await chest();
    expect(seen.files).toHaveLength(1);
    expect(seen.files[0]!.status()).toBe(200);
    expect(await seen.files[0]!.headerValue('etag')).toMatch(/^"/);
    expect(await seen.files[0]!.headerValue('cache-control')).toBe('public, no-cache');
    // …and never again while the page lives.
    await roundTrip();
    await chest();
    expect(seen.files).toHaveLength(1);
    expect(seen.itemQueries).toEqual([]);
    expect(page.consoleErrors).toEqual([]);
  });
});
