import type { Browser, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { startAppProcess, type AppProcess } from './app';
import { workerBrowser } from './browser';
import { useStarted } from './use-started';

/**
 * What a browser test file shares, as vitest fixtures:
 * - `browser`: the test worker's one Chromium (`workerBrowser`, which the files that call
 *   `startServerAndBrowser` share too; each page gets its own context, so nothing of one file's
 *   pages reaches another's; launching it once spares a second per file);
 * - `app`: the file's own server (`startAppProcess(appEnv)`, the server bundle under `node`) on
 *   its own fresh store, stopped after the file; `browserTest.override({ appEnv })` at the top
 *   of a file gives it settings;
 * - `signInAs`, below: the development sign-in of a page's context.
 *
 * A file takes them in a suite hook, `browserTest.beforeAll(({ app, browser }) => ...)`, or in a
 * test declared with `browserTest` (`browserTest('...', async ({ app, browser }) => ...)`); its
 * pages come from `openPage` and go with `afterEach(closePages)`.
 */
export const browserTest = test.extend<{
  $worker: { browser: Browser };
  $file: { appEnv: Record<string, string>; app: AppProcess };
}>({
  browser: [
    // vitest reads a fixture's dependencies from its first parameter's pattern: none is an empty one.
    // oxlint-disable-next-line no-empty-pattern
    async ({}, use) => {
      await useStarted(workerBrowser, use, (browser) => browser.close());
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
      await useStarted(() => startAppProcess(appEnv), use, (app) => app.stop());
    },
    { scope: 'file' },
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
