import type { Browser } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppProcess } from '../support/app';
import { closePages, openPage } from '../support/browser';
import { browserTest } from '../support/browser-test';
import { readSeedNews } from '../../server/src/seed';

let app: AppProcess;
let browser: Browser;

browserTest.beforeAll(({ app: server, browser: chromium }) => {
  app = server;
  browser = chromium;
});
afterEach(closePages);

describe('/news', () => {
  it('shows the seeded news, newest first, with title, date and summary', async () => {
    const seeded = (await readSeedNews()).sort((a, b) => b.publishedAt!.localeCompare(a.publishedAt!));
    const page = await openPage(browser);
    await page.goto(`${app.url}/news`);
    const cards = page.getByRole('article');
    await expect.poll(() => cards.count()).toBe(seeded.length);
    const newest = cards.first();
    await expect.poll(() => newest.getByRole('heading').textContent()).toBe(seeded[0]!.title);
    expect(await newest.locator('time').getAttribute('datetime')).toBe(seeded[0]!.publishedAt);
    expect(await newest.locator('time').textContent()).toBe('23 November 2026');
    expect(await newest.locator('.news-summary').textContent()).toBe(seeded[0]!.summary);
    expect(await page.title()).toBe('News · Almanac');
    expect(page.consoleErrors).toEqual([]);
  });
});

describe('unknown paths', () => {
  it('end on /news by way of the empty path', async () => {
    const page = await openPage(browser);
    await page.goto(`${app.url}/no-such-page`);
    await page.waitForURL(`${app.url}/news`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('News');
  });

  it('redirect the empty path to /news', async () => {
    const page = await openPage(browser);
    await page.goto(app.url);
    await page.waitForURL(`${app.url}/news`);
    expect(new URL(page.url()).pathname).toBe('/news');
  });
});

describe('the GraphQL sandbox', () => {
  it('loads at /graphql in a browser and runs a query against the server', async () => {
    const page = await openPage(browser);
    await page.goto(`${app.url}/graphql`);
    await expect.poll(() => page.title()).toBe('Almanac GraphQL sandbox');
    // GraphiQL is a large bundle: run only once its editor holds the default query.
    await expect.poll(() => page.locator('.graphiql-query-editor').textContent(), { timeout: 30_000 }).toContain('LatestNews');
    const run = page.getByRole('button', { name: /execute query/i });
    await run.click();
    await expect.poll(() => page.locator('.result-window').textContent(), { timeout: 30_000 }).toContain('totalCount');
    expect(await page.locator('.result-window').textContent()).toContain('The Frostmere Winter Festival begins');
  });
});
