import type { Browser, Page } from 'playwright-core';
import type { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AppProcess } from '../support/app';
import { closePages, openPage, startServersAndBrowser } from '../support/browser';
import { snapshotClient } from '../support/client-snapshot';
import { freePort, providerEnv, startOAuthServer } from '../support/oauth';
import { axeViolations } from '../support/axe';

let oauth: OAuth2Server & { baseUrl: string };
let app: AppProcess;
let browser: Browser;
let client: Awaited<ReturnType<typeof snapshotClient>>;
/** The account the local OAuth2 server answers with next (Discord's `id`, Google's `sub`). */
let nextAccount = 'nobody';

beforeAll(async () => {
  client = await snapshotClient();
  oauth = await startOAuthServer();
  oauth.service.on('beforeUserinfo', (response) => {
    response.body = { id: nextAccount, sub: nextAccount };
  });
  const port = await freePort();
  let servers: AppProcess[];
  ({ servers, browser } = await startServersAndBrowser([
    { ...providerEnv(oauth.baseUrl), PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, CLIENT_DIST: client.path },
  ]));
  [app] = servers as [AppProcess];
});
afterEach(closePages);
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await oauth?.stop();
  await client?.remove();
});

const WIDE = { viewport: { width: 1280, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 } };

async function signInAs(page: Page, username: string) {
  const response = await page.context().request.post(`${app.url}/auth/dev`, { data: { username, role: 'user' } });
  expect(response.status()).toBe(200);
}

async function api(page: Page, query: string) {
  const response = await page.context().request.post(`${app.url}/graphql`, { data: { query } });
  const body = (await response.json()) as { data?: Record<string, { id: string }>; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data!;
}

const section = (page: Page) => page.getByRole('region', { name: 'Connected sign-ins' });

describe('Connected sign-ins on /me', () => {
  it('connects Discord by mouse through the provider; a fresh browser signing in with Discord sees the same builds', async () => {
    const page = await openPage(browser, WIDE);
    await signInAs(page, 'two-sign-ins');
    await api(page, `mutation { createBuild(input: { name: "Kept across sign-ins" }) { id } }`);
    await page.goto(`${app.url}/me`);
    await section(page).getByText('Development sign-in').waitFor();
    nextAccount = 'discord-of-two-sign-ins';
    await section(page).getByRole('link', { name: 'Connect Discord' }).click();
    await section(page).getByText('Discord is connected. You can now sign in with it too.').waitFor();
    expect(page.url()).toBe(`${app.url}/me`);
    expect(await section(page).getByRole('button', { name: 'Disconnect Discord' }).count()).toBe(1);
    expect(await section(page).getByRole('link', { name: 'Connect Discord' }).count()).toBe(0);
    expect(await section(page).locator('.activity-list li').first().textContent()).toContain('Connected discord.');

    const fresh = await openPage(browser, WIDE);
    await fresh.goto(`${app.url}/me`);
    await fresh.getByRole('button', { name: 'Login' }).first().click();
    await fresh.getByRole('dialog', { name: 'Sign in to continue' }).getByRole('button', { name: 'Sign in with Discord' }).click();
    await fresh.getByRole('button', { name: 'Logout' }).waitFor();
    await fresh.getByText('Kept across sign-ins').first().waitFor();
    expect(await fresh.locator('.me-facts dd').first().textContent()).toBe('two-sign-ins');
    expect(page.consoleErrors).toEqual([]);
    expect(fresh.consoleErrors).toEqual([]);
  }, 120_000);

  it('by keyboard: connects Google, merges the Google account\'s own profile, then disconnects it', async () => {
    // The Google account already has a profile of its own, with a build.
    nextAccount = 'google-with-own-profile';
    const other = await openPage(browser, WIDE);
    await other.goto(`${app.url}/news`);
    await other.getByRole('button', { name: 'Login' }).first().click();
    await other.getByRole('dialog', { name: 'Sign in to continue' }).getByRole('button', { name: 'Sign in with Google' }).click();
    await other.getByRole('button', { name: 'Logout' }).waitFor();
    await api(other, `mutation { createBuild(input: { name: "Made with Google" }) { id } }`);

    const page = await openPage(browser, WIDE);
    await signInAs(page, 'keyboard-keeper');
    await page.goto(`${app.url}/me`);
    const connect = section(page).getByRole('link', { name: 'Connect Google' });
    await connect.waitFor();
    await connect.focus();
    await page.keyboard.press('Enter');
    const merge = section(page).getByRole('button', { name: 'Merge into this account' });
    await merge.waitFor();
    const rows = await section(page).locator('.merge-table tbody tr').allTextContents();
    expect(rows[0]).toMatch(/^This account: keyboard-keeper0\d+\d+$/);
    expect(rows[1]).toMatch(/^The Google account: [a-z]+-[a-z0-9]{6}1\d+\d+$/);
    expect(await axeViolations(page, '.me-sign-ins')).toEqual([]);
    await merge.focus();
    await page.keyboard.press('Enter');
    await section(page).getByText(/was merged into your account: 1 builds/).waitFor();
    await page.getByText('Made with Google').first().waitFor();

    const disconnect = section(page).getByRole('button', { name: 'Disconnect Google' });
    await disconnect.focus();
    await page.keyboard.press('Enter');
    await section(page).getByText('Google was disconnected.').waitFor();
    expect(await section(page).getByText('Your only sign-in: it cannot be disconnected.').count()).toBe(1);
    const activity = await section(page).locator('.activity-list li').allTextContents();
    expect(activity[0]).toContain('Disconnected google.');
    expect(activity[1]).toMatch(/Merged [a-z]+-[a-z0-9]{6} into this account/);
    expect(page.consoleErrors).toEqual([]);
  }, 120_000);

  it('says why when the answer does not belong to this session, and links nothing', async () => {
    const page = await openPage(browser, WIDE);
    await signInAs(page, 'refused-link');
    await page.goto(`${app.url}/me#link=refused&provider=discord`);
    await section(page).getByRole('alert').getByText(/did not belong to this session/).waitFor();
    await expect.poll(() => new URL(page.url()).hash).toBe('');
    expect(page.consoleErrors).toEqual([]);
    expect(await section(page).getByRole('link', { name: 'Connect Discord' }).count()).toBe(1);
  });

  it('fits 390 px and passes axe', async () => {
    const page = await openPage(browser, PHONE);
    await signInAs(page, 'phone-sign-ins');
    await page.goto(`${app.url}/me`);
    await section(page).getByRole('link', { name: 'Connect Discord' }).waitFor();
    expect(page.consoleErrors).toEqual([]);
    nextAccount = 'discord-of-phone';
    await section(page).getByRole('link', { name: 'Connect Discord' }).click();
    await section(page).getByText('Discord is connected. You can now sign in with it too.').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const box = (await section(page).boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await axeViolations(page, '.me-sign-ins')).toEqual([]);
  });
});
