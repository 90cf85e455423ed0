import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { RouteEntry } from '../e2e/routes';
import { withAxe } from './axe';
import { untilLiveAfterLoads } from './browser';

export const PHONE = { viewport: { width: 390, height: 844 } };
export const WIDE = { viewport: { width: 1280, height: 900 } };

/** A page in a context of its own (close its context when done); signed in as an admin when asked. */
export async function passPage(browser: Browser, baseUrl: string, options: typeof PHONE, admin = false): Promise<Page> {
  const context = await browser.newContext(options);
  if (admin) {
    const response = await context.request.post(`${baseUrl}/auth/dev`, { data: { username: 'axe-admin', role: 'admin' } });
    if (response.status() !== 200) throw new Error(`Development sign-in failed with ${response.status()}`);
  }
  const page = await context.newPage();
  untilLiveAfterLoads(page);
  return page;
}

/**
 * Opens a route and waits until it has drawn its heading, whatever it opens on load, and nothing
 * on it is still loading (no busy region and no "Loading…" placeholder, which every page shows
 * as `.loading` until its data is there); a route that sends someone signed in elsewhere is
 * checked where it lands.
 */
export async function visitRoute(page: Page, baseUrl: string, entry: Pick<RouteEntry, 'url' | 'signedInRedirectsTo' | 'readyWhen'>, signedIn = false): Promise<void> {
  // Not waiting for every image (item icons are drawn on demand): the checks need the page, not its pictures.
  await page.goto(`${baseUrl}${entry.url}`, { waitUntil: 'domcontentloaded' });
  const landing = signedIn ? entry.signedInRedirectsTo : undefined;
  if (landing) await page.waitForURL((url) => url.pathname === landing, { waitUntil: 'commit' });
  await page.locator('main h1').first().waitFor();
  if (entry.readyWhen && !landing) await page.locator(entry.readyWhen).first().waitFor();
  await untilLoaded(page);
}

/** Waits until nothing on the page is busy and no "Loading…" placeholder (`.loading`, every page's) is left in main. */
export async function untilLoaded(page: Page): Promise<void> {
  await expect.poll(() => page.locator('[aria-busy="true"], main .loading').count()).toBe(0);
}

/** React's hydration failures, as the production build logs them (minified error codes) or the development build words them. */
/** What the browser logs when a signed-in page waited in vain for an operation it was drawn with (lib/viewer-parts.ts). */
const VIEWER_PARTS_LATE = 'The page drew operations the browser never asked';
export const HYDRATION_PROBLEM = /hydrat|did not match|Minified React error #(418|419|421|422|423|425)\b/i;

export interface HydratedVisit<T> {
  /** Hydration errors and warnings the page logged, and a page that carries no server state. */
  problems: string[];
  /** The GraphQL operations the page asked for from its load until its network was quiet. */
  graphqlAfterLoad: string[];
  /** What `check` found on the page once its network was quiet. */
  checked: T;
}

/**
 * Opens a route with JavaScript, waits until it is drawn (as `visitRoute` does) and, signed in, until it is the
 * viewer's, reports hydration problems and the GraphQL requests it made until its network was quiet (Playwright's
 * `networkidle`: 500 ms without a request), and runs `check` (axe, the width) on the page as it is then.
 * `check` runs while the network goes quiet rather than after it: when no request went out or came back from the moment
 * it started until the quiet, nothing the network brings changed the page under it and its result is the quiet page's;
 * otherwise it runs again on the quiet page. What is spared is the 500 ms of quiet a route, spent checking instead.
 * axe-core is put in the page before (its own request is not the page's, and would always ask for the second run).
 */
export async function visitHydrated<T>(page: Page, baseUrl: string, entry: Pick<RouteEntry, 'url' | 'signedInRedirectsTo' | 'readyWhen'>, signedIn: boolean, check: () => Promise<T>): Promise<HydratedVisit<T>> {
  const problems: string[] = [];
  const graphql: string[] = [];
  /** Requests that went out, and answers (or failures) that came back, since the page's load began. */
  let networkEvents = 0;
  const onConsole = (message: { type(): string; text(): string }) => {
    if ((message.type() === 'error' || message.type() === 'warning') && (HYDRATION_PROBLEM.test(message.text()) || message.text().startsWith(VIEWER_PARTS_LATE))) problems.push(`${entry.url}: ${message.text()}`);
  };
  const onError = (error: Error) => {
    if (HYDRATION_PROBLEM.test(error.message)) problems.push(`${entry.url}: ${error.message}`);
  };
  const onRequest = (request: { url(): string; method(): string; postDataJSON(): unknown }) => {
    networkEvents += 1;
    const url = new URL(request.url());
    if (url.pathname !== '/graphql') return;
    if (request.method() === 'GET') graphql.push(url.searchParams.get('operationName') ?? '?');
    else graphql.push((request.postDataJSON() as { operationName?: string } | null)?.operationName ?? `${request.method()} /graphql`);
  };
  const onSettled = () => {
    networkEvents += 1;
  };
  page.on('console', onConsole);
  page.on('pageerror', onError);
  page.on('request', onRequest);
  page.on('requestfinished', onSettled);
  page.on('requestfailed', onSettled);
  try {
    await page.goto(`${baseUrl}${entry.url}`, { waitUntil: 'load' });
    const landing = signedIn ? entry.signedInRedirectsTo : undefined;
    if (landing) await page.waitForURL((url) => url.pathname === landing);
    await page.locator('main h1').first().waitFor();
    if (entry.readyWhen && !landing) await page.locator(entry.readyWhen).first().waitFor();
    await untilLoaded(page);
    // A signed-in page served as the shared body becomes the viewer's once every operation it was drawn with is live
    // (lib/viewer-parts.ts): one that never goes live holds the viewer's parts back 5 s and logs VIEWER_PARTS_LATE.
    if (signedIn && !(await page.waitForFunction(() => !document.documentElement.hasAttribute('data-session'), null, { timeout: 8_000 }).then(() => true, () => false))) {
      problems.push(`${entry.url}: the page never changed to the signed-in player's`);
    }
    // Drawn on the server and hydrated, not drawn afresh.
    if ((await page.locator('#almanac-state').count()) !== 1) problems.push(`${entry.url}: the page carries no server state`);
    await withAxe(page);
    const quiet = page.waitForLoadState('networkidle');
    const before = networkEvents;
    let checked = await check();
    await quiet;
    if (networkEvents !== before) checked = await check();
    return { problems, graphqlAfterLoad: graphql, checked };
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onError);
    page.off('request', onRequest);
    page.off('requestfinished', onSettled);
    page.off('requestfailed', onSettled);
  }
}
