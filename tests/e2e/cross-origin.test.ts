import { createServer, type Server } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { graphql, type AppProcess } from '../support/app';
import { closePages, openPage, startServerAndBrowser } from '../support/browser';

/**
 * Almanac used from another site: a real second origin, a small page served on another
 * local port of the same host (the same site for cookies, which ignore ports, so a cookie that
 * could leak would be sent), loads the API, images and frames of the real production server in
 * Chromium.
 */
let app: AppProcess;
let browser: Browser;
let other: Server;
let otherOrigin: string;

beforeAll(async () => {
  [app, browser] = await startServerAndBrowser();
  other = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><html lang="en"><head><title>A guild forum</title></head><body><h1>A guild forum</h1></body></html>');
  });
  other.listen(0, '127.0.0.1');
  await once(other, 'listening');
  otherOrigin = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
});
afterEach(closePages);
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  other?.close();
});

/** A page of the other site. */
async function forumPage(): Promise<Page & { consoleErrors: string[] }> {
  const page = await openPage(browser, { viewport: { width: 1100, height: 800 } });
  await page.goto(`${otherOrigin}/`);
  expect(await page.evaluate(() => location.origin)).not.toBe(new URL(app.url).origin);
  return page;
}

/** Adds an iframe to the other site's page and resolves with its frame once it has navigated. */
async function addFrame(page: Page, src: string): Promise<Frame> {
  await page.evaluate((url) => {
    const frame = document.createElement('iframe');
    frame.src = url;
    frame.width = '800';
    frame.height = '500';
    frame.title = 'Embedded';
    document.body.append(frame);
  }, src);
  const handle = await page.locator('iframe').last().elementHandle();
  const frame = (await handle!.contentFrame())!;
  await frame.waitForLoadState('load');
  return frame;
}

describe('the API from another origin', () => {
  it('answers an anonymous GET and POST', async () => {
    const page = await forumPage();
    const answers = await page.evaluate(async (base) => {
      const query = '{ news(first: 2) { edges { node { title } } } }';
      const get = await fetch(`${base}/graphql?query=${encodeURIComponent(query)}`, { headers: { 'apollo-require-preflight': 'true' } });
      const post = await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
      return [await get.json(), await post.json()] as Array<{ data: { news: { edges: Array<{ node: { title: string } }> } } }>;
    }, app.url);
    for (const answer of answers) expect(answer.data.news.edges.length).toBe(2);
    expect(answers[0]).toEqual(answers[1]);
  });

  it("sends no session with credentials: 'include': signed-in reads and writes stay on the site", async () => {
    const page = await forumPage();
    const signIn = await page.context().request.post(`${app.url}/auth/dev`, { data: { username: 'forum_visitor', role: 'user' } });
    expect(signIn.status()).toBe(200);
    const cookie = (await page.context().cookies(app.url)).find((c) => c.name === 'almanac.sid')!;
    expect(cookie).toBeDefined();
    const outcome = await page.evaluate(async (base) => {
      const attempt = async (init: RequestInit) => {
        try {
          const response = await fetch(`${base}/graphql`, init);
          return { status: response.status, body: await response.json() };
        } catch (error) {
          return { failed: String(error) };
        }
      };
      const json = (query: string) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
      return {
        readWithCredentials: await attempt({ ...json('{ me { username } }'), credentials: 'include' }),
        writeWithCredentials: await attempt({ ...json('mutation { createBuild(input: { name: "Planted by a forum", class: squire, characterLevel: 5 }) { id } }'), credentials: 'include' }),
        readWithout: await attempt(json('{ me { username } }')),
      };
    }, app.url);
    // With credentials the browser refuses the `*` answer to the preflight: the request is never sent.
    expect(outcome.readWithCredentials).toEqual({ failed: expect.stringMatching(/TypeError: Failed to fetch/) });
    expect(outcome.writeWithCredentials).toEqual({ failed: expect.stringMatching(/TypeError: Failed to fetch/) });
    expect(outcome.readWithout).toEqual({ status: 200, body: { data: { me: null } } });
    // The session is real and wrote nothing.
    const mine = await graphql(app.url, '{ me { username builds { name } } }', {}, { cookie: `${cookie.name}=${cookie.value}` });
    expect(mine.data!.me).toEqual({ username: 'forum_visitor', builds: [] });
  });
});

describe('images and frames on another site', () => {
  it('loads a build card and an item icon in <img>', async () => {
    const page = await forumPage();
    const sizes = await page.evaluate(async (base) => {
      const load = (src: string) =>
        new Promise<{ src: string; width: number } | { src: string; failed: true }>((resolve) => {
          const img = document.createElement('img');
          img.alt = '';
          img.onload = () => resolve({ src, width: img.naturalWidth });
          img.onerror = () => resolve({ src, failed: true });
          img.src = `${base}${src}`;
          document.body.append(img);
        });
      return [await load('/builds/demo-build-01/card.png'), await load('/icons/items/axes-3.svg')];
    }, app.url);
    expect(sizes).toEqual([
      { src: '/builds/demo-build-01/card.png', width: 1200 },
      { src: '/icons/items/axes-3.svg', width: 48 },
    ]);
    expect(page.consoleErrors).toEqual([]);
  });

  it('frames the map with ?embed=1, and it pans by mouse', async () => {
    const page = await forumPage();
    const frame = await addFrame(page, `${app.url}/tools/interactive-map?embed=1#415,388,7:1`);
    expect(new URL(frame.url()).origin).toBe(new URL(app.url).origin);
    await expect.poll(() => frame.locator('.map-canvas').getAttribute('data-tiles-loaded'), { timeout: 30_000 }).toBe('7');
    expect(await frame.locator('.leaflet-tile-loaded').count()).toBeGreaterThan(0);
    const box = (await page.locator('iframe').boundingBox())!;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x - 150, y - 80, { steps: 10 });
    await page.mouse.up();
    await expect.poll(() => frame.evaluate(() => location.hash)).not.toBe('#415,388,7:1');
    const [panX, panY, floor] = (await frame.evaluate(() => location.hash)).slice(1).split(/[,:]/).map(Number);
    expect(panX).toBeGreaterThan(415);
    expect(panY).toBeGreaterThan(388);
    expect(floor).toBe(7);
  });

  it('is refused a page opened without ?embed=1', async () => {
    const page = await forumPage();
    const refusals: string[] = [];
    page.on('console', (message) => /frame-ancestors/.test(message.text()) && refusals.push(message.text()));
    for (const path of ['/news', '/tools/interactive-map#415,388,7:1']) {
      const frame = await addFrame(page, `${app.url}${path}`);
      // Chromium shows its error page in place of the refused document: nothing of the site is in the frame.
      await expect.poll(() => frame.url()).toMatch(/^chrome-error:/);
      expect(await frame.locator('#root').count()).toBe(0);
    }
    await expect.poll(() => refusals.length).toBe(2);
  });
});
