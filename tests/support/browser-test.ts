import type { Browser, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { defaultAppProcess, startAppProcess, type AppProcess } from './app';
import { fileBrowser, openPage, workerBrowser } from './browser';
import { useStarted } from './use-started';

/**
 * What a browser test file shares, as vitest fixtures:
 * - `browser`: the file's hold on the test worker's one Chromium (`fileBrowser` over
 *   `workerBrowser`, which the files that call `startServerAndBrowser` share too; launching it
 *   once spares a second per file): its contexts are the file's own, closed after it (with
 *   `REUSE_CONTEXTS=1`, a context a test closed is handed to the next test emptied: `contextPool`);
 * - `app`: the file's own server (`startAppProcess(appEnv)`, the server bundle under `node`) on
 *   its own fresh store, stopped after the file (with no `appEnv`, one started while the previous
 *   file ran: `defaultAppProcess`); `browserTest.override({ appEnv })` at the top
 *   of a file gives it settings;
 * - `page` and `signedInPage`: a fresh page per test (signed in as a user of its own for the
 *   second), its context closed after the test;
 * - `signInAs`, below: the development sign-in of a page's context.
 *
 * A file takes them in a suite hook, `browserTest.beforeAll(({ app, browser }) => ...)`, or in a
 * test declared with `browserTest` (`browserTest('...', async ({ app, browser }) => ...)`); its
 * pages come from `openPage` and go with `afterEach(closePages)`.
 */
export const browserTest = test.extend<{
  $worker: { chromium: Browser };
  $file: { browser: Browser; appEnv: Record<string, string>; app: AppProcess };
  $test: { page: Page & { consoleErrors: string[] }; signedInPage: Page & { consoleErrors: string[] } };
}>({
  chromium: [
    // vitest reads a fixture's dependencies from its first parameter's pattern: none is an empty one.
    // oxlint-disable-next-line no-empty-pattern
    async ({}, use) => {
      await useStarted(workerBrowser, use, (browser) => browser.close());
    },
    { scope: 'worker' },
  ],
  browser: [
    async ({ chromium }, use) => {
      const browser = fileBrowser(chromium);
      await use(browser);
      await browser.close();
    },
    { scope: 'file' },
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
      await useStarted(() => (Object.keys(appEnv).length === 0 ? defaultAppProcess() : startAppProcess(appEnv)), use, (app) => app.stop());
    },
    { scope: 'file' },
  ],
  // A fresh page per test in a context of its own (one an earlier test emptied, with REUSE_CONTEXTS=1), closed after the test.
  page: async ({ browser }, use) => {
    const page = await openPage(browser);
    await use(page);
    await page.context().close();
  },
  // The same, signed in with the development sign-in as the player `e2e-player` (on the file's own store).
  signedInPage: async ({ browser, app }, use) => {
    const page = await openPage(browser);
    await signInAs(page, app.url, 'e2e-player');
    await use(page);
    await page.context().close();
  },
});

/**
 * Signs a page's context in with the development sign-in (the session cookie lands in the
 * context, so its next load is signed in): the one copy of what browser files did each for itself.
 */
export async function signInAs(page: Page, baseUrl: string, username: string, role: 'user' | 'admin' = 'user'): Promise<void> {
  const response = await page.context().request.post(`${baseUrl}/auth/dev`, { data: { username, role } });
  expect(response.status(), `the development sign-in of ${username}`).toBe(200);
}
