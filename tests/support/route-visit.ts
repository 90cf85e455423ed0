import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { RouteEntry } from '../e2e/routes';
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
