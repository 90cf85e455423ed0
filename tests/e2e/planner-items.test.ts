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
  it('come inside a page drawn on the server, else from one cached file read once by the route, not from GraphQL, and stay across a visit to the trait tree', async () => {
    const page = await openPage(browser, { viewport: { width: 1366, height: 900 } });
    const seen = watch(page);
    await page.goto(`${app.url}/tools/planner`);
    await page.getByRole('heading', { name: 'Character planner', level: 1 }).waitFor();
    // The server drew the planner with its items and handed them over in the page's hydration data.
    expect(await page.locator('#almanac-state').textContent()).toContain('"steel-longsword"');
    await page.getByRole('button', { name: 'Choose chest' }).click();
    // The picker lists the items at once, and nothing was read for them: not even when the editor wrote `?state=`.
    await page.getByRole('group', { name: 'Items for the chest slot' }).getByRole('button').first().waitFor();
    expect(new URL(page.url()).searchParams.has('state')).toBe(true);
    expect(seen.files).toHaveLength(0);
    await page.keyboard.press('Escape');
    // To the trait tree and back within the page: the route's loader reads the file, once.
    const roundTrip = async () => {
      await page.getByRole('link', { name: 'Edit the traits in the trait tree' }).click();
      await page.getByRole('heading', { name: 'Trait tree', level: 1 }).waitFor();
      await page.getByRole('link', { name: 'Open in the planner' }).click();
      await page.getByRole('heading', { name: 'Character planner', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Choose chest' }).click();
      await page.getByRole('group', { name: 'Items for the chest slot' }).getByRole('button').first().waitFor();
      await page.keyboard.press('Escape');
    };
    await roundTrip();
    expect(seen.files).toHaveLength(1);
    expect(seen.files[0]!.status()).toBe(200);
    expect(await seen.files[0]!.headerValue('etag')).toMatch(/^"/);
    await roundTrip();
    expect(seen.files).toHaveLength(1);
    // A new page load is drawn on the server again (nothing read); leaving and entering the planner then reads the
    // file again (the browser revalidates its cached copy by the ETag): the same version.
    await page.reload();
    await page.getByRole('heading', { name: 'Character planner', level: 1 }).waitFor();
    expect(seen.files).toHaveLength(1);
    await roundTrip();
    await expect.poll(() => seen.files.length).toBe(2);
    expect(seen.files[1]!.status()).toBe(200);
    expect(await seen.files[1]!.headerValue('etag')).toBe(await seen.files[0]!.headerValue('etag'));
    expect(seen.itemQueries).toEqual([]);
    expect(page.consoleErrors).toEqual([]);
  });
});
