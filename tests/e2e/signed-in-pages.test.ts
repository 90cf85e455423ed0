import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { graphql, type AppProcess } from '../support/app';
import { closePages, openPage, startServerAndBrowser } from '../support/browser';
import { snapshotClient } from '../support/client-snapshot';

/**
 * A signed-in player's build page is the page drawn for no viewer, from the server's cache (marked "session pending"),
 * then changed to the player's in the browser: the account area, "Liked", the buttons on their own comment and their
 * private builds in the bar. No signed-out part ever shows, nothing moves (the browser's own layout-shift entries), and
 * the page hydrates without an error.
 */

let app: AppProcess;
let browser: Browser;
let client: Awaited<ReturnType<typeof snapshotClient>>;

beforeAll(async () => {
  client = await snapshotClient();
  [app, browser] = await startServerAndBrowser({ CLIENT_DIST: client.path });
});
afterEach(closePages);
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await client?.remove();
});

const BUILD = 'demo-build-07';

/** Signs the page's browser in, and gives the player a like, a comment on the build and a private build of their own. */
async function signedInReader(page: Page, username: string): Promise<void> {
  const response = await page.context().request.post(`${app.url}/auth/dev`, { data: { username, role: 'user' } });
  expect(response.status()).toBe(200);
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  const call = async (query: string, variables: Record<string, unknown>) => {
    const result = await graphql(app.url, query, variables, { cookie });
    if (result.errors) throw new Error(JSON.stringify(result.errors));
  };
  await call(`mutation($id: ID!) { likeBuild(buildId: $id) { id } }`, { id: BUILD });
  await call(`mutation($id: ID!) { addComment(buildId: $id, content: "Mine to edit") { id } }`, { id: BUILD });
  await call(`mutation($input: BuildInput!) { createBuild(input: $input) { id } }`, { input: { name: `${username} private plan` } });
}

/**
 * Watches the page from its first byte: every layout shift, and every frame in which a signed-out part shows (the
 * header's Login button, the builds bar's "Not logged in", "Keep a copy", a "Like" not yet "Liked").
 */
async function watch(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    const shifts: Array<{ value: number; moved: string[] }> = [];
    Object.assign(window, { signedOutSeen: seen, layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; sources?: Array<{ node?: Node | null }> }>) {
        shifts.push({ value: entry.value, moved: (entry.sources ?? []).map((source) => (source.node instanceof Element ? `${source.node.tagName}.${source.node.className}` : String(source.node?.nodeName))) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    const shown = (element: Element | null | undefined) => !!element && element.getClientRects().length > 0 && getComputedStyle(element).visibility === 'visible';
    const look = () => {
      if (shown(document.querySelector('.account-login'))) seen.push('Login');
      const barTitle = document.querySelector('.builds-bar-private .builds-bar-title');
      if (barTitle?.textContent === 'Not logged in' && shown(barTitle)) seen.push('Not logged in');
      for (const button of document.querySelectorAll('.build-card__actions button')) {
        const text = button.querySelector('.steady-label > :first-child')?.textContent ?? button.textContent;
        if ((text === 'Keep a copy' || text === 'Like') && shown(button)) seen.push(text);
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
}

for (const [label, viewport] of [
  ['at 1280 px', { width: 1280, height: 900 }],
  ['at 390 px', { width: 390, height: 844 }],
] as const) {
  describe(`a signed-in build page ${label}`, () => {
    it('comes from the cache and shows the player’s own parts after load, with no signed-out part ever shown and nothing moving', async () => {
      const page = await openPage(browser, { viewport });
      const username = `cached_${viewport.width}`;
      await signedInReader(page, username);
      // The device's first signed-in page is drawn for the player and copies the profile's look into the preferences cookie.
      await page.goto(`${app.url}/news`);
      await page.getByRole('link', { name: `Hello, ${username}` }).waitFor();
      await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === 'almanac.preferences')).toBe(true);
      await watch(page);
      // The GraphQL operations the page asks over HTTP (a GET names its operation in the address, a POST in its body).
      const operations: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname !== '/graphql') return;
        const body = request.postData();
        operations.push(url.searchParams.get('operationName') ?? (body ? (JSON.parse(body) as { operationName?: string }).operationName : undefined) ?? '?');
      });
      const response = await page.goto(`${app.url}/builds/${BUILD}`);
      // The shared page, marked for the browser: nothing private of the player's is in it (their comment is public).
      const html = (await response!.text()) ?? '';
      expect(html.includes('<html lang="en" data-session="pending"')).toBe(true);
      expect(html.includes(`${username} private plan`)).toBe(false);
      expect(html.includes('"viewerHasLiked":true')).toBe(false);
      expect(html.includes('Hello, ')).toBe(false);
      expect(response!.headers()['cache-control']).toBe('private, no-cache');

      await page.getByRole('link', { name: `Hello, ${username}` }).waitFor();
      await page.getByRole('button', { name: 'Liked', exact: true }).waitFor();
      await page.getByRole('button', { name: 'Save a copy' }).waitFor();
      await page.getByRole('button', { name: 'Edit your comment' }).waitFor();
      if (viewport.width > 800) {
        const bar = page.getByRole('region', { name: 'Builds bar' });
        await bar.getByRole('link', { name: 'Your Builds (private)' }).waitFor();
        await bar.getByTitle(`${username} private plan`).waitFor();
      }
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await page.evaluate(() => document.documentElement.getAttribute('data-session'))).toBeNull();
      expect(await page.getByRole('button', { name: 'Login' }).count()).toBe(0);
      const { seen, shifts } = await page.evaluate(() => {
        const state = window as unknown as { signedOutSeen: string[]; layoutShifts: Array<{ value: number; moved: string[] }> };
        return { seen: [...new Set(state.signedOutSeen)], shifts: state.layoutShifts };
      });
      expect({ seen, shifts, errors: page.consoleErrors }).toEqual({ seen: [], shifts: [], errors: [] });
      // The viewer's parts came in one operation (the session, the build's parts, the bar's private builds), asked
      // once: a second request of it is only the persisted query's full text, sent once when the server lacks it.
      const viewerParts = operations.filter((name) => name === 'ViewerParts');
      expect({ others: operations.filter((name) => name !== 'ViewerParts'), asked: viewerParts.length >= 1 && viewerParts.length <= 2 }).toEqual({ others: [], asked: true });
    });
  });
}
