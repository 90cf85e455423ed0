import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { startAppProcess, type AppProcess } from './app';
import { closePages, launchBrowser, openPage } from './browser';

type OpenedPage = Page & { consoleErrors: string[] };

/**
 * What a browser test file shares, as vitest fixtures:
 * - `browser`: one Chromium per test worker (each page gets its own context, so nothing of one
 *   file's pages reaches another's; launching it once spares a second per file);
 * - `app`: the file's own server (`startAppProcess(appEnv)`, the server bundle under `node`) on
 *   its own fresh store, stopped after the file; `browserTest.override({ appEnv })` at the top
 *   of a file gives it settings;
 * - `page`: a fresh page in a fresh context for one test, closed after it;
 * - `signedInPage`: the same, signed in with the development sign-in as `signedInAs`
 *   (`browserTest.override({ signedInAs: { username, role } })`, default a player `e2e-player`).
 *
 * Files that keep module-level `app` and `browser` take them in a suite hook:
 * `browserTest.beforeAll(({ app: a, browser: b }) => { app = a; browser = b; })`.
 * Every test of a file using it closes the pages it opened (`closePages`) after it.
 */
export const browserTest = test.extend<{
  $worker: { browser: Browser };
  $file: { appEnv: Record<string, string>; app: AppProcess };
  $test: { pageOptions: BrowserContextOptions; signedInAs: { username: string; role?: 'user' | 'admin' }; page: OpenedPage; signedInPage: OpenedPage; closesPages: void };
}>({
  browser: [
    // vitest reads a fixture's dependencies from its first parameter's pattern: none is an empty one.
    // oxlint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const browser = await launchBrowser();
      await use(browser);
      await browser.close();
    },
    { scope: 'worker' },
  ],
  appEnv: [
    // oxlint-disable-next-line no-empty-pattern
    async ({}, use) => {
      await use({});
    },
    { scope: 'file' },
  ],
  app: [
    async ({ appEnv }, use) => {
      const app = await startAppProcess(appEnv);
      await use(app);
      await app.stop();
    },
    { scope: 'file' },
  ],
  pageOptions: {},
  signedInAs: { username: 'e2e-player' },
  page: async ({ browser, pageOptions }, use) => {
    await use(await openPage(browser, pageOptions));
  },
  signedInPage: async ({ app, browser, pageOptions, signedInAs }, use) => {
    const page = await openPage(browser, pageOptions);
    await signInAs(page, app.url, signedInAs.username, signedInAs.role);
    await use(page);
  },
  closesPages: [
    // vitest reads a fixture's dependencies from its first parameter's pattern: none is an empty one.
    // oxlint-disable-next-line no-empty-pattern
    async ({}, use) => {
      await use();
      await closePages();
    },
    { auto: true },
  ],
});

/**
 * Signs a page's context in with the development sign-in (the session cookie lands in the
 * context, so its next load is signed in): the one copy of what browser files did each for itself.
 */
export async function signInAs(page: Page, baseUrl: string, username: string, role: 'user' | 'admin' = 'user'): Promise<void> {
  const response = await page.context().request.post(`${baseUrl}/auth/dev`, { data: { username, role } });
  expect(response.status(), `the development sign-in of ${username}`).toBe(200);
}
