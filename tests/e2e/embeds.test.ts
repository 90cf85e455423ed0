import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { graphql, type AppProcess } from '../support/app';
import { devSignIn } from '../support/auth';
import { closePages, openPage, startServerAndBrowser, untilShown } from '../support/browser';

/**
 * Embeds, tooltips and framing from another site: a small host page served on another local port
 * (`http://localhost:<port>`, another origin and another site than the app's `http://127.0.0.1`)
 * includes the tooltip script and frames the build and map embeds, as a forum or fan site would.
 */
let app: AppProcess;
let browser: Browser;
let host: Server;
let hostUrl: string;

/** The host site's pages, by path; each is a function of the app's address. */
const HOST_PAGES: Record<string, (params: URLSearchParams) => string> = {
  '/tooltips': (params) => `<!doctype html><html lang="en"${params.get('theme') ? ` data-theme="${params.get('theme')}"` : ''}><head><meta charset="utf-8"><link rel="icon" href="data:,"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Guild forum</title>
    <style>body{font:16px sans-serif;margin:0;padding:8px} .right{text-align:right} .low{position:fixed;bottom:4px;right:4px}</style></head><body>
    <h1>Guild forum</h1>
    <p>Bring an <a id="item" href="${app.url}/items/axes/reavers-axe">axe like mine</a> and fight the <a id="monster" href="${app.url}/lists/monsters/scarecrow">Scarecrow</a>.</p>
    <p>Buy from <a id="npc" href="${app.url}/lists/npc-buy-sell/forgemaster-brann">Brann</a>, learn <a id="spell" href="${app.url}/lists/spells?q=Fireball">Fireball</a>, take <a id="trait" href="${app.url}/lists/classes?q=Tough%20Hide">Tough Hide</a>.</p>
    <p>Bare link: <a id="bare" href="${app.url}/items/axes/reavers-axe">${app.url}/items/axes/reavers-axe</a>. With an icon: <a id="iconized" data-almanac-icons href="${app.url}/items/axes/reavers-axe">my axe</a>.</p>
    <p>Not ours: <a id="other" href="https://example.org/items/axes/reavers-axe">elsewhere</a>.</p>
    <p class="right"><a id="edge" href="${app.url}/items/axes/reavers-axe">at the right edge</a></p>
    <p class="low"><a id="low" href="${app.url}/builds/${params.get('build') ?? 'none'}">a build at the bottom</a></p>
    <script src="${app.url}/embed/tooltips.js" defer></script></body></html>`,
  '/frame': (params) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Fan site</title><style>body{margin:0} iframe{border:0;display:block}</style></head><body>
    <iframe id="embed" src="${app.url}${params.get('src')}" width="${params.get('w')}" height="${params.get('h')}" title="Almanac"></iframe></body></html>`,
};

beforeAll(async () => {
  [app, browser] = await startServerAndBrowser();
  host = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const page = HOST_PAGES[url.pathname];
    res.writeHead(page ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' }).end(page ? page(url.searchParams) : 'Not found');
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostUrl = `http://localhost:${(host.address() as AddressInfo).port}`;
});
afterEach(closePages);
afterAll(async () => {
  await new Promise((resolve) => host?.close(resolve));
  await browser?.close();
  await app?.stop();
});

const tooltipOf = (page: Page) => page.locator('.almanac-tooltip[role="tooltip"]');
/** The shown card's text once loaded (not "Loading…"). */
async function shownCard(page: Page): Promise<string> {
  await expect.poll(async () => ((await tooltipOf(page).isVisible()) ? await tooltipOf(page).textContent() : ''), { timeout: 15_000 }).toMatch(/^(?!Loading).+/);
  return (await tooltipOf(page).textContent()) ?? '';
}

async function publicBuild(owner: string, input = 'name: "Framed knight", class: knight, characterLevel: 30, isPlannerBuild: true'): Promise<string> {
  const cookie = await devSignIn(app.url, owner);
  const created = await graphql(app.url, `mutation { createBuild(input: { ${input} }) { id } }`, {}, { cookie });
  expect(created.errors).toBeUndefined();
  const id = created.data!.createBuild.id as string;
  const published = await graphql(app.url, `mutation($id: ID!) { publishBuild(id: $id) { id } }`, { id }, { cookie });
  expect(published.errors).toBeUndefined();
  return id;
}

describe('the tooltip script on another site', () => {
  it('shows the card of an item on hover, of a monster, NPC, spell and trait, and none for other sites', async () => {
    const page = await openPage(browser, { viewport: { width: 1280, height: 800 }, colorScheme: 'dark' });
    const script = page.waitForResponse((response) => response.url().endsWith('/embed/tooltips.js'));
    const apiCalls: Array<{ method: string; url: URL; cookie: boolean }> = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${app.url}/graphql`)) apiCalls.push({ method: request.method(), url: new URL(request.url()), cookie: 'cookie' in request.headers() });
    });
    await page.goto(`${hostUrl}/tooltips`);
    const served = await script;
    expect(served.status()).toBe(200);
    expect(served.headers()['cross-origin-resource-policy']).toBe('cross-origin');
    await page.locator('#item').hover();
    const item = await shownCard(page);
    expect(item).toContain('Reaver’s Axe');
    expect(item).toMatch(/Level \d+ · axes/);
    expect(item).toMatch(/Attack \+\d+/);
    expect(await tooltipOf(page).getAttribute('data-theme')).toBe('dark');
    // The same card as on Almanac: its icon is the site's, loaded across origins.
    const icon = tooltipOf(page).locator('img');
    await expect.poll(() => icon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await page.locator('#item').getAttribute('aria-describedby')).toBe(await tooltipOf(page).getAttribute('id'));
    for (const [id, text] of [['monster', 'Scarecrow'], ['npc', 'Forgemaster Brann'], ['spell', 'Fireball'], ['trait', 'Tough Hide']] as const) {
      await page.locator(`#${id}`).hover();
      await expect.poll(() => shownCard(page)).toContain(text);
    }
    await page.mouse.move(1, 1);
    await expect.poll(() => tooltipOf(page).isVisible()).toBe(false);
    // A card shows in the pointer event's own task, so none now means none at all.
    await page.locator('#other').hover();
    expect(await tooltipOf(page).isVisible()).toBe(false);
    // A bare address gets the item's name; a link with data-almanac-icons gets its icon and keeps its text.
    await expect.poll(() => page.locator('#bare').textContent()).toBe('Reaver’s Axe');
    await expect.poll(() => page.locator('#iconized img.almanac-icon').count()).toBe(1);
    expect(await page.locator('#iconized').textContent()).toBe('my axe');
    // Every card came through the public GET API as a persisted query, anonymously.
    const reads = apiCalls.filter((call) => call.method !== 'OPTIONS');
    expect(reads.length).toBeGreaterThanOrEqual(6);
    expect(reads.filter((call) => call.method !== 'GET' || call.cookie || !call.url.searchParams.get('extensions')?.includes('persistedQuery'))).toEqual([]);
    // The item was asked for once (its hash, then its text when the server did not know the hash yet),
    // then kept in memory: its hover, the bare link's name and the icon share one answer.
    const itemReads = reads.filter((call) => call.url.searchParams.get('variables')?.includes('reavers-axe'));
    expect(itemReads.map((call) => call.url.searchParams.has('query'))).toEqual(itemReads.length === 1 ? [false] : [false, true]);
    expect(page.consoleErrors).toEqual([]);
  });

  it('shows the card on keyboard focus, hides it with Escape, and follows a light host', async () => {
    const page = await openPage(browser, { viewport: { width: 1280, height: 800 }, colorScheme: 'dark' });
    await page.goto(`${hostUrl}/tooltips?theme=light`);
    await page.waitForFunction(() => 'AlmanacTooltips' in window);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('item');
    expect(await shownCard(page)).toContain('Reaver’s Axe');
    // The host's data-theme wins over the reader's dark preference.
    expect(await tooltipOf(page).getAttribute('data-theme')).toBe('light');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('monster');
    await expect.poll(() => shownCard(page)).toContain('Scarecrow');
    await page.keyboard.press('Escape');
    await expect.poll(() => tooltipOf(page).isVisible()).toBe(false);
    expect(await page.locator('#monster').getAttribute('aria-describedby')).toBeNull();
    expect(page.consoleErrors).toEqual([]);
  });

  it('keeps the card inside the viewport at 390 px, at the right edge and at the bottom', async () => {
    const id = await publicBuild('tooltip_owner');
    const page = await openPage(browser, { viewport: { width: 390, height: 700 }, colorScheme: 'light' });
    await page.goto(`${hostUrl}/tooltips?build=${id}`);
    for (const [link, name] of [
      ['#edge', 'Reaver’s Axe'],
      ['#low', 'Framed knight'],
    ] as const) {
      await page.locator(link).hover();
      await expect.poll(() => shownCard(page)).toContain(name);
      const box = (await tooltipOf(page).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(box.y + box.height).toBeLessThanOrEqual(700);
      expect(await tooltipOf(page).getAttribute('data-theme')).toBe('light');
    }
    expect(page.consoleErrors).toEqual([]);
  });
});

/** The site around a page (Shell): header, site menu, builds bar, skip link. */
const SITE_CHROME = '.shell-header, nav[aria-label="Site menu"], nav[aria-label="Main"], .builds-bar, .skip-link';

/** The embed's frame on the host page, once its document is Almanac's. */
async function frameOf(page: Page): Promise<Frame> {
  await expect.poll(() => page.frames().some((frame) => frame.url().startsWith(app.url)), { timeout: 15_000 }).toBe(true);
  return page.frames().find((frame) => frame.url().startsWith(app.url))!;
}

describe('the build embed in another site', () => {
  it('shows the build compactly and its like count change live when someone likes it elsewhere', async () => {
    const id = await publicBuild(
      'embed_owner',
      'name: "Framed knight", class: knight, characterLevel: 30, isPlannerBuild: true, statAllocations: { hp: 10 }, assignedPoints: [{ trait: 1, points: 3 }], equippedItemIds: [{ slot: "hand-main", itemId: "wooden-club" }]',
    );
    const page = await openPage(browser, { viewport: { width: 800, height: 600 } });
    await page.goto(`${hostUrl}/frame?src=${encodeURIComponent(`/embed/builds/${id}`)}&w=420&h=240`);
    const frame = await frameOf(page);
    await expect.poll(() => frame.locator('.build-embed h1').textContent(), { timeout: 15_000 }).toBe('Framed knight');
    const card = (await frame.locator('.build-embed').textContent()) ?? '';
    expect(card).toContain('Knight · Level 30');
    expect(card).toMatch(/Health\s*\d+/);
    expect(card).toContain('Shared tree 3');
    expect(await frame.getByRole('img', { name: 'Main hand: Wooden Club' }).count()).toBe(1);
    expect(await frame.locator(SITE_CHROME).count()).toBe(0);
    // Fits its 420 × 240 frame without scrolling.
    expect(await frame.evaluate(() => [document.documentElement, document.querySelector('.embed-content')!].map((element) => element.scrollHeight <= element.clientHeight && element.scrollWidth <= element.clientWidth))).toEqual([true, true]);
    const out = frame.getByRole('link', { name: 'Open on Almanac' });
    expect(await out.getAttribute('href')).toBe(`/builds/${id}`);
    expect(await out.getAttribute('target')).toBe('_top');
    // Players like it from their own sessions; the framed count follows each like.
    await untilShown(
      async (attempt) => {
        const fan = await devSignIn(app.url, `embed_fan_${attempt}`);
        const liked = await graphql(app.url, 'mutation($id: ID!) { likeBuild(buildId: $id) { likeCount } }', { id }, { cookie: fan });
        expect(liked.errors).toBeUndefined();
      },
      async (attempt) => (await frame.getByTestId('embed-like-count').textContent()) === String(attempt),
    );
    const before = Number(await frame.getByTestId('embed-like-count').textContent());
    const late = await devSignIn(app.url, 'embed_fan_late');
    await graphql(app.url, 'mutation($id: ID!) { likeBuild(buildId: $id) { likeCount } }', { id }, { cookie: late });
    await expect.poll(() => frame.getByTestId('embed-like-count').textContent()).toBe(String(before + 1));
    expect(page.consoleErrors).toEqual([]);
  });

  it('takes the host site\'s light look from its address (?theme=light), at 390 px', async () => {
    const id = await publicBuild('embed_light_owner', 'name: "Light knight", class: knight, characterLevel: 12, isPlannerBuild: true');
    const page = await openPage(browser, { viewport: { width: 390, height: 640 } });
    /** The card's background as relative luminance (0 black, 1 white). */
    const luminance = (frame: Frame) =>
      frame.locator('.build-embed').evaluate((element) => {
        const [r = 0, g = 0, b = 0] = getComputedStyle(element).backgroundColor.match(/\d+/g)!.map(Number);
        return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
      });
    for (const [query, light] of [['?theme=light', true], ['', false]] as const) {
      await page.goto(`${hostUrl}/frame?src=${encodeURIComponent(`/embed/builds/${id}${query}`)}&w=370&h=240`);
      const frame = await frameOf(page);
      await expect.poll(() => frame.locator('.build-embed h1').textContent(), { timeout: 15_000 }).toBe('Light knight');
      expect({ query, light: (await luminance(frame)) > 0.6 }).toEqual({ query, light });
      expect({ query, dark: (await luminance(frame)) < 0.3 }).toEqual({ query, dark: !light });
    }
    expect(page.consoleErrors).toEqual([]);
  });

  it('never shows a private build, even to its owner: a clear "not found"', async () => {
    const cookie = await devSignIn(app.url, 'private_owner');
    const created = await graphql(app.url, 'mutation { createBuild(input: { name: "Secret plan", class: mage, characterLevel: 5 }) { id } }', {}, { cookie });
    const id = created.data!.createBuild.id as string;
    const page = await openPage(browser, { viewport: { width: 800, height: 600 } });
    // Signed in as the owner on Almanac itself, the embed still refuses it.
    await page.context().request.post(`${app.url}/auth/dev`, { data: { username: 'private_owner', role: 'user' } });
    for (const url of [`${app.url}/embed/builds/${id}`, `${hostUrl}/frame?src=${encodeURIComponent(`/embed/builds/${id}`)}&w=420&h=240`]) {
      await page.goto(url);
      const frame = url.startsWith(hostUrl) ? await frameOf(page) : page.mainFrame();
      await expect.poll(() => frame.locator('.build-embed h1').textContent(), { timeout: 15_000 }).toBe('Build not found');
      expect(await frame.locator('.build-embed').textContent()).not.toContain('Secret plan');
    }
  });
});

describe('the map embed in another site', () => {
  it('fills its frame without scrolling and without the site menu, at 800×500, 1366×900 and 390 px', async () => {
    for (const [width, height] of [
      [800, 500],
      [1366, 900],
      [390, 640],
    ] as const) {
      const page = await openPage(browser, { viewport: { width: width + 20, height: height + 20 } });
      await page.goto(`${hostUrl}/frame?src=${encodeURIComponent('/tools/interactive-map?embed=1#415,388,7:1')}&w=${width}&h=${height}`);
      const frame = await frameOf(page);
      await expect.poll(() => frame.locator('.map-canvas').getAttribute('data-tiles-loaded'), { timeout: 30_000 }).toBe('7');
      expect(await frame.locator(`${SITE_CHROME}, .map-title`).count()).toBe(0);
      const fit = await frame.evaluate(() => {
        const page = document.querySelector('.map-embed')!.getBoundingClientRect();
        const canvas = document.querySelector('.map-canvas')!.getBoundingClientRect();
        const scrolls = (element: Element) => element.scrollHeight > element.clientHeight || element.scrollWidth > element.clientWidth;
        return { scrolls: scrolls(document.documentElement) || scrolls(document.querySelector('.embed-content')!), top: page.top, bottom: page.bottom, width: page.width, canvas: canvas.height, innerHeight, innerWidth };
      });
      // The embed is exactly the frame, and the map takes what the toolbar leaves.
      expect({ size: `${width}×${height}`, ...fit }).toMatchObject({ scrolls: false, top: 0, bottom: height, width, innerHeight: height, innerWidth: width });
      expect(fit.canvas).toBeGreaterThan(height / 3);
      expect(await frame.getByRole('link', { name: 'Open the full map' }).getAttribute('href')).toBe('/tools/interactive-map#415,388,7:1');
      expect(page.consoleErrors).toEqual([]);
    }
  });
});

describe('the /embed page', () => {
  it('explains the script with a live example, copies the script tag by mouse and keyboard, and fits 390 px', async () => {
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const page = await openPage(browser, { viewport, permissions: ['clipboard-read', 'clipboard-write'] });
      await page.goto(`${app.url}/embed`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Almanac on your site');
      // A page of the site (with its header), not an embed, though /embed/ is also the script's folder.
      expect(new URL(page.url()).pathname).toBe('/embed');
      expect(await page.locator('.shell-header').count()).toBe(1);
      const tag = `<script src="${app.url}/embed/tooltips.js" defer></script>`;
      await expect.poll(() => page.getByRole('figure', { name: 'Script tag' }).locator('code').textContent()).toBe(tag);
      // The live example: the script's card on the page's own links. The page loads the script once hydrated (the
      // server drew the links before it), so the pointer comes once the script is there, as a visitor's would later.
      await page.waitForFunction(() => 'AlmanacTooltips' in window);
      await page.getByTestId('embed-live-example').getByRole('link', { name: 'Scarecrow' }).hover();
      expect(await shownCard(page)).toContain('Scarecrow');
      // In the site's own look (dark unless chosen otherwise), as a host's data-scheme would set it.
      expect(await tooltipOf(page).getAttribute('data-theme')).toBe(await page.evaluate(() => document.documentElement.dataset.scheme));
      // Copy by mouse.
      await page.getByRole('button', { name: 'Copy script tag' }).click();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(tag);
      expect(await page.getByRole('status').filter({ hasText: 'Copied.' }).count()).toBe(1);
      // And by keyboard: the build embed's code.
      await page.evaluate(() => navigator.clipboard.writeText(''));
      await page.getByRole('button', { name: 'Copy build embed' }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain(`${app.url}/embed/builds/BUILD_ID`);
      // The data exports of the current data version.
      expect(await page.getByRole('link', { name: 'items.json' }).getAttribute('href')).toMatch(/^\/data\/v\d+\/items\.json$/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(page.consoleErrors).toEqual([]);
    }
  });
});
