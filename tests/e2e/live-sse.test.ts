import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { graphql, type AppProcess } from '../support/app';
import { devSignIn } from '../support/auth';
import { closePages, startServerAndBrowser, openPage } from '../support/browser';

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

const WIDE = { viewport: { width: 1280, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 } };

/**
 * A page on a network that blocks WebSockets: every upgrade to /graphql is refused at once, as a
 * proxy would. Counts the refused sockets and names the operations whose stream has answered:
 * the server answers a stream only once its subscription listens (graphql-sse runs `subscribe`
 * before it writes the head), so a change made after that is one the page must show.
 */
async function blockedPage(options = WIDE) {
  const page = await openPage(browser, options);
  const seen = { refusedSockets: 0, live: new Set<string>() };
  await page.context().routeWebSocket(/\/graphql$/, (socket) => {
    seen.refusedSockets += 1;
    void socket.close({ code: 1006, reason: 'blocked by the network' });
  });
  page.on('response', (response) => {
    if (new URL(response.url()).pathname !== '/graphql/stream' || response.status() !== 200) return;
    const operation = (response.request().postDataJSON() as { operationName?: string } | null)?.operationName;
    if (operation) seen.live.add(operation);
  });
  return { page, seen };
}

async function signInAs(page: Page, username: string) {
  const response = await page.context().request.post(`${app.url}/auth/dev`, { data: { username, role: 'user' } });
  expect(response.status()).toBe(200);
}

async function apiBuild(cookie: string, name: string, publish = true): Promise<string> {
  const created = await graphql(app.url, `mutation($n: String!) { createBuild(input: { name: $n, class: mage, characterLevel: 30 }) { id } }`, { n: name }, { cookie });
  const id = created.data!.createBuild.id as string;
  if (publish) await graphql(app.url, `mutation($id: ID!) { publishBuild(id: $id) { id } }`, { id }, { cookie });
  return id;
}

describe('live updates where WebSockets are blocked (Server-Sent Events)', () => {
  it('shows a like made in another browser without reloading', async () => {
    const owner = await devSignIn(app.url, 'sse_live_owner');
    const id = await apiBuild(owner, 'Watched over SSE');
    const { page: watcher, seen } = await blockedPage();
    await watcher.goto(`${app.url}/builds/${id}`);
    await expect.poll(() => watcher.getByTestId('like-count').textContent()).toBe('0');
    await expect.poll(() => seen.live.has('LiveBuildChanged')).toBe(true);
    expect(seen.refusedSockets).toBeGreaterThan(0);
    const { page: other } = await blockedPage();
    await signInAs(other, 'sse_live_fan');
    await other.goto(`${app.url}/builds/${id}`);
    await other.getByRole('button', { name: 'Like', exact: true }).click();
    await expect.poll(() => watcher.getByTestId('like-count').textContent()).toBe('1');
    expect(watcher.consoleErrors.filter((text) => !/WebSocket/i.test(text))).toEqual([]);
  });

  it('shows a build saved on one device in the builds bar of another (the live profile), and on /me at 390px', async () => {
    const { page: laptop, seen } = await blockedPage();
    await signInAs(laptop, 'sse_two_screens');
    await laptop.goto(`${app.url}/news`);
    await expect.poll(() => laptop.locator('.builds-bar-private').textContent()).toContain('No saved builds yet.');
    await expect.poll(() => seen.live.has('SessionProfile')).toBe(true);
    const cookie = await devSignIn(app.url, 'sse_two_screens');
    await apiBuild(cookie, 'From my phone', false);
    await expect.poll(() => laptop.locator('.private-builds li .private-build__name').allTextContents()).toEqual(['From my phone']);

    // On a phone the bar is hidden; the profile stream still keeps /me live.
    const { page: phone, seen: phoneSeen } = await blockedPage(PHONE);
    await signInAs(phone, 'sse_two_screens');
    await phone.goto(`${app.url}/me`);
    await expect.poll(() => phone.getByText('From my phone').count()).toBeGreaterThan(0);
    await expect.poll(() => phoneSeen.live.has('SessionProfile')).toBe(true);
    await apiBuild(cookie, 'Saved on the laptop', false);
    await expect.poll(() => phone.getByText('Saved on the laptop').count()).toBeGreaterThan(0);
  });
});
