import type { Browser, Frame, Page } from 'playwright-core';
import type { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { graphql, type AppProcess } from '../support/app';
import { devSignIn } from '../support/auth';
import { closePages, openPage, pauseClockSoon, startServersAndBrowser, untilShown } from '../support/browser';
import { drawInBrowser } from '../support/server-state';
import { snapshotClient } from '../support/client-snapshot';
import { sharedPage } from '../support/shared-page';
import { freePort, providerEnv, startOAuthServer } from '../support/oauth';

let oauth: OAuth2Server & { baseUrl: string };
/** The app with Discord and Google pointed at the local OAuth2 server. */
let app: AppProcess;
/** The app with no provider configured (development sign-in only). */
let bare: AppProcess;
let browser: Browser;
let client: Awaited<ReturnType<typeof snapshotClient>>;

beforeAll(async () => {
  client = await snapshotClient();
  oauth = await startOAuthServer();
  oauth.service.on('beforeUserinfo', (response) => {
    // Discord's profile answer has `id`; Google's has `sub` (the mock's default).
    response.body = { ...(response.body as object), id: 'discord-user-1' };
  });
  const port = await freePort();
  let servers: AppProcess[];
  ({ servers, browser } = await startServersAndBrowser([
    { ...providerEnv(oauth.baseUrl), PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, CLIENT_DIST: client.path },
    { CLIENT_DIST: client.path },
  ]));
  [app, bare] = servers as [AppProcess, AppProcess];
});
afterEach(closePages);
afterAll(async () => {
  await browser?.close();
  await Promise.all([app?.stop(), bare?.stop()]);
  await oauth?.stop();
  await client?.remove();
});

const WIDE = { viewport: { width: 1280, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 } };
/**
 * The pages the tests take in turn, each as fresh as a new context's but for the HTTP cache (tests/support/shared-page.ts):
 * one at 1280 px on each server and one at 390 px; a test that holds a navigation, installs a clock or needs two
 * pages opens its own.
 */
const appPage = sharedPage(() => browser, WIDE);
const barePage = sharedPage(() => browser, WIDE);
const barePhonePage = sharedPage(() => browser, PHONE);
const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Sign in to continue' });

async function signInAs(page: Page, base: string, username: string, role: 'user' | 'admin' = 'user') {
  const response = await page.context().request.post(`${base}/auth/dev`, { data: { username, role } });
  expect(response.status()).toBe(200);
}

describe('the login dialog', () => {
  it('has the title, both provider buttons and the privacy note; is only ever one dialog, closes with Escape and gives focus back to the Login button; keeps focus inside while open and closes with its close button and the backdrop', async () => {
    const page = await appPage();
    await page.goto(`${app.url}/news`);
    const login = page.getByRole('button', { name: 'Login' });
    await login.click();
    const dialog = loginDialog(page);
    await dialog.waitFor();
    expect(await dialog.getByRole('heading').first().textContent()).toBe('Sign in to continue');
    expect(await dialog.getByRole('button', { name: 'Sign in with Discord' }).isEnabled()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Sign in with Google' }).isEnabled()).toBe(true);
    expect(await dialog.getByText('We store no email and no name, and we use no tracking cookies.').count()).toBe(1);

    // Only ever one dialog; Escape closes it and gives the focus back to the Login button, each time it is opened.
    for (let i = 0; i < 2; i += 1) {
      if (i > 0) {
        await login.click();
        await loginDialog(page).waitFor();
      }
      expect(await page.locator('dialog[open]').count()).toBe(1);
      await page.keyboard.press('Escape');
      await loginDialog(page).waitFor({ state: 'hidden' });
      expect(await login.evaluate((b) => b === document.activeElement)).toBe(true);
    }
    expect(await page.locator('dialog.login-dialog').count()).toBe(1);

    // The focus stays inside while it is open; its close button and the backdrop close it.
    await login.click();
    await loginDialog(page).getByRole('button', { name: 'Close' }).waitFor();
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')) || document.activeElement === document.body)).toBe(true);
    }
    await loginDialog(page).getByRole('button', { name: 'Close' }).click();
    await loginDialog(page).waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Login' }).click();
    await loginDialog(page).waitFor();
    await page.mouse.click(20, 880);
    await loginDialog(page).waitFor({ state: 'hidden' });
    expect(page.consoleErrors).toEqual([]);
  });

  it('disables both buttons while a sign-in is running', async () => {
    const page = await openPage(browser, WIDE);
    // Hold the redirect so the page stays in the signing-in state.
    await page.route('**/auth/google?*', () => undefined);
    await page.goto(`${app.url}/news`);
    await page.getByRole('button', { name: 'Login' }).click();
    // Click and read in one go inside the page: the held navigation keeps Playwright's own actions waiting.
    const disabled = await loginDialog(page).evaluate(async (dialog) => {
      const buttons = [...dialog.querySelectorAll('button')].filter((b) => b.textContent?.startsWith('Sign in with'));
      buttons.find((b) => b.textContent === 'Sign in with Google')!.click();
      // Until React has drawn the signing-in state (at most 2 s): polled, not slept.
      for (let tries = 0; tries < 200 && !buttons.every((b) => b.disabled); tries += 1) await new Promise((resolve) => setTimeout(resolve, 10));
      return buttons.map((b) => [b.textContent, b.disabled]);
    });
    expect(disabled).toEqual([
      ['Sign in with Discord', true],
      ['Sign in with Google', true],
    ]);
  });

});

describe.each([
  ['discord', 'Discord'],
  ['google', 'Google'],
] as const)('signing in with %s', (provider, label) => {
  it(`shows "${label} sign-in failed. Please try again." on the same page when the provider refuses; the next try comes back to the same page and query, signed in`, async () => {
    oauth.service.once('beforeAuthorizeRedirect', ({ url }) => {
      url.searchParams.delete('code');
      url.searchParams.set('error', 'access_denied');
    });
    const page = await appPage();
    await page.goto(`${app.url}/news?from=${provider}`);
    await page.getByRole('button', { name: 'Login' }).click();
    await loginDialog(page).getByRole('button', { name: `Sign in with ${label}` }).click();
    const alert = loginDialog(page).getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(`${label} sign-in failed. Please try again.`);
    expect(page.url()).toBe(`${app.url}/news?from=${provider}`);
    expect(await page.locator('dialog[open]').count()).toBe(1);
    await expect.poll(() => loginDialog(page).getByRole('button', { name: 'Sign in with Discord' }).isEnabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Login' }).count()).toBe(1);

    // Tried again (the provider agrees this time): back on the same page and query, signed in.
    await loginDialog(page).getByRole('button', { name: `Sign in with ${label}` }).click();
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    expect(page.url()).toBe(`${app.url}/news?from=${provider}`);
    expect(await page.getByRole('link', { name: /^Hello, [a-z]+-[a-z0-9]{6}$/ }).count()).toBe(1);
    expect(await loginDialog(page).isVisible()).toBe(false);
  });
});

describe('the development sign-in', () => {
  it('signs in with a chosen username from the dialog', async () => {
    const page = await barePage();
    await page.goto(`${bare.url}/news`);
    await page.getByRole('button', { name: 'Login' }).click();
    const form = loginDialog(page).getByRole('group', { name: 'Development sign-in (not available in production)' });
    await form.getByLabel('Username').fill('dev-player');
    await form.getByRole('button', { name: 'Sign in for development' }).click();
    await page.getByRole('link', { name: 'Hello, dev-player' }).waitFor();
    expect(page.url()).toBe(`${bare.url}/news`);
    expect(await loginDialog(page).isVisible()).toBe(false);
  });

  it.each(['https://evil.example/phish', '//evil.example/x', '/\\evil.example', '/.//evil.example', 'javascript:alert(1)'])(
    'F11: stays on the site after signing in from /login?returnTo=%s',
    async (returnTo) => {
      const page = await barePhonePage();
      const offSite: string[] = [];
      await page.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => {
        offSite.push(route.request().url());
        return route.abort();
      });
      await page.goto(`${bare.url}/login?returnTo=${encodeURIComponent(returnTo)}`);
      const form = loginDialog(page).getByRole('group', { name: 'Development sign-in (not available in production)' });
      await form.getByLabel('Username').fill('return-player');
      await form.getByLabel('Username').press('Enter');
      await page.getByRole('link', { name: 'Hello, return-player' }).waitFor();
      expect(new URL(page.url()).origin).toBe(bare.url);
      expect(offSite).toEqual([]);
    },
  );
});

describe('/me', () => {
  // What /me shows and says when a name is changed is a component test (tests/component/sign-in.test.tsx).
  it('signs out from the page', async () => {
    const page = await barePage();
    await signInAs(page, bare.url, 'me-leaver');
    await page.goto(`${bare.url}/me`);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Login' }).first().waitFor();
    expect(await page.getByRole('link', { name: /^Hello,/ }).count()).toBe(0);
  });

  it('shows a change made on another device without a reload', async () => {
    const laptop = await barePage();
    await signInAs(laptop, bare.url, 'two-screens');
    await laptop.goto(`${bare.url}/news`);
    await laptop.getByRole('link', { name: 'Hello, two-screens' }).waitFor();
    // The laptop's profile stream is open once a name changed elsewhere reaches its header.
    const cookie = await devSignIn(bare.url, 'two-screens');
    await untilShown(
      (attempt) => graphql(bare.url, 'mutation($n: String!) { updateProfile(input: { displayName: $n }) { id } }', { n: `Screen ${attempt}` }, { cookie }),
      async (attempt) => (await laptop.getByRole('link', { name: `Hello, Screen ${attempt}` }).count()) > 0,
    );
    // The other device saves a new display name (as /me's Save does: tests/component/sign-in.test.tsx).
    const navigations: string[] = [];
    const onNavigated = (frame: Frame) => frame === laptop.mainFrame() && navigations.push(frame.url());
    laptop.on('framenavigated', onNavigated);
    const saved = await graphql(bare.url, 'mutation($n: String!) { updateProfile(input: { displayName: $n }) { id } }', { n: 'Changed on phone' }, { cookie });
    expect(saved.errors).toBeUndefined();
    await laptop.getByRole('link', { name: 'Hello, Changed on phone' }).waitFor({ timeout: 10_000 });
    laptop.off('framenavigated', onNavigated);
    expect(navigations).toEqual([]);
  });
});

describe('the /manage guard', () => {
  it('lets an admin in and shows the overview counted by the server', async () => {
    const page = await barePage();
    await signInAs(page, bare.url, 'guard-admin', 'admin');
    await page.goto(`${bare.url}/manage`);
    await page.getByRole('heading', { name: 'Admin panel' }).waitFor();
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const { data } = await graphql(bare.url, '{ adminOverview { newsCount itemCount retiredItemCount profileCount adminCount } }', {}, { cookie });
    const overview = data!.adminOverview;
    await expect.poll(() => page.locator('.manage-stats dd').allTextContents()).toEqual([overview.newsCount, overview.itemCount, overview.retiredItemCount, overview.profileCount, overview.adminCount].map(String));
    await page.getByRole('navigation', { name: 'Admin panel' }).getByRole('link', { name: 'News' }).click();
    await page.getByRole('heading', { name: 'Content', level: 1 }).waitFor();
    await expect.poll(() => page.locator('.manage-table tbody tr').count()).toBe(data!.adminOverview.newsCount);
    await page.goto(`${bare.url}/manage/items`);
    await page.getByRole('heading', { name: 'Items', level: 1 }).waitFor();
  });

  it('sends a signed-in user without the admin role straight to /news, saying the page is for admins', async () => {
    const page = await barePage();
    await signInAs(page, bare.url, 'guard-user');
    for (const path of ['/manage', '/manage/news', '/manage/items']) {
      const visited: string[] = [];
      const onNavigated = (frame: Frame) => frame === page.mainFrame() && visited.push(new URL(frame.url()).pathname);
      page.on('framenavigated', onNavigated);
      await page.goto(`${bare.url}${path}`);
      await page.waitForURL(`${bare.url}/news`);
      // The server's redirect: no detour by the login page, which could only say the player is signed in.
      expect(visited).not.toContain('/login');
      await expect.poll(() => page.getByRole('alert').filter({ hasText: 'That page is for admins.' }).count()).toBe(1);
      page.off('framenavigated', onNavigated);
    }
  });

  it('sends a signed-out visitor to /login with the dialog open, and back to /manage after signing in as admin', async () => {
    const page = await barePage();
    await page.goto(`${bare.url}/manage/news`);
    await page.waitForURL(`${bare.url}/login?returnTo=%2Fmanage%2Fnews`);
    await loginDialog(page).waitFor();
    await loginDialog(page).getByLabel('Username').fill('guard-newcomer');
    await loginDialog(page).getByLabel('Role').selectOption('admin');
    await loginDialog(page).getByRole('button', { name: 'Sign in for development' }).click();
    await page.waitForURL(`${bare.url}/manage/news`);
    await page.getByRole('heading', { name: 'Content', level: 1 }).waitFor();
    expect(await page.locator('dialog[open]').count()).toBe(0);
  });

  it('waits 7000 ms for the profile and then goes to /login', async () => {
    const page = await openPage(browser, WIDE);
    await signInAs(page, bare.url, 'guard-slow', 'admin');
    await page.route((url) => url.pathname === '/graphql', async (route) => {
      // Queries go out as persisted-query GETs (the operation name in the URL), or as POSTs.
      if (`${route.request().url()} ${route.request().postData() ?? ''}`.includes('SessionViewer')) return;
      await route.continue();
    });
    // The server knows the profile of a rendered page: this is the browser waiting for its own query.
    await drawInBrowser(page, '/manage');
    // Time stands still from before the page loads, so the guard's wait starts at a known instant.
    await page.clock.install();
    await pauseClockSoon(page);
    await page.goto(`${bare.url}/manage`);
    await page.getByRole('status').filter({ hasText: 'Checking your access…' }).waitFor();
    await page.clock.runFor(6999);
    expect(new URL(page.url()).pathname).toBe('/manage');
    await page.clock.runFor(1);
    await page.waitForURL(`${bare.url}/login?returnTo=%2Fmanage`);
    expect(await page.getByRole('heading', { name: 'Admin panel' }).count()).toBe(0);
  });
});

// The server's refusal of the admin overview to a signed-in non-admin, whatever the client does: tests/api/profiles.test.ts.
