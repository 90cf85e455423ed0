import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll } from 'vitest';
import { collectPageErrors } from './browser';

export type SharedPage = Page & { consoleErrors: string[] };

/** Every kind of site data Chromium keeps per origin but cookies (cleared beside): as tests/support/context-pool.ts. */
const STORAGE_TYPES = 'file_systems,indexeddb,local_storage,websql,service_workers,cache_storage,shared_storage,storage_buckets';

/**
 * One page, in a context of its own, that the tests of a `describe` block (or a file) take in
 * turn: call it inside the block, and call what it returns once at the start of each test. What
 * it spares is a new context per test, whose first page load fetches and compiles the whole
 * bundle again; Chromium's HTTP cache is kept (the site's pages and answers revalidate, its
 * assets are content-hashed, so nothing kept is stale).
 *
 * What a test finds is what a fresh context's page has: the page is taken back to about:blank,
 * its routes removed, the context's cookies and granted permissions cleared and the site data (local storage, IndexedDB,
 * service workers, caches) of every origin it showed emptied, its viewport the block's again and
 * its `consoleErrors` (collected as `openPage` does) empty. Not for a test that installs a clock,
 * or an init script (they stay with the context): those open their own with `openPage`.
 * Listeners a test adds to the page stay: a test removes its own. `closePages` (a file's
 * `afterEach`) leaves the page open, since it is not one of `openPage`'s; it closes after the block.
 */
export function sharedPage(browser: () => Browser, options: BrowserContextOptions = {}): () => Promise<SharedPage> {
  let opened: Promise<SharedPage> | undefined;
  const origins = new Set<string>();
  afterAll(async () => {
    const page = await opened?.catch(() => undefined);
    opened = undefined;
    await page?.context().close();
  });
  return async () => {
    if (!opened) {
      opened = open(browser(), options, origins);
      return opened;
    }
    const page = await opened;
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    // Off the site first: the last test's document can write no more site data once it is emptied.
    await page.goto('about:blank');
    await page.context().clearCookies();
    await page.context().clearPermissions();
    const session = await page.context().newCDPSession(page);
    for (const origin of origins) await session.send('Storage.clearDataForOrigin', { origin, storageTypes: STORAGE_TYPES });
    await session.detach();
    origins.clear();
    if (options.viewport) await page.setViewportSize(options.viewport);
    page.consoleErrors = [];
    return page;
  };
}

async function open(browser: Browser, options: BrowserContextOptions, origins: Set<string>): Promise<SharedPage> {
  const context = await browser.newContext(options);
  const page = (await context.newPage()) as SharedPage;
  page.on('framenavigated', (frame) => {
    const url = frame.url();
    if (url.startsWith('http:') || url.startsWith('https:')) origins.add(new URL(url).origin);
  });
  // Errors collected as openPage collects them (a "not found" page's 404 note aside).
  collectPageErrors(page);
  return page;
}
