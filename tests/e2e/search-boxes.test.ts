import type { Browser, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppProcess } from '../support/app';
import { closePages, openPage } from '../support/browser';
import { browserTest } from '../support/browser-test';

let app: AppProcess;
let browser: Browser;

browserTest.beforeAll(({ app: server, browser: chromium }) => {
  app = server;
  browser = chromium;
});
afterEach(closePages);

/** What a player sees of a search box: its colours, border, corners, padding and height, and the room between it and its label's words. */
const lookOf = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((input) => {
    const style = getComputedStyle(input);
    const label = input.closest('label');
    const words = label && [...label.childNodes].find((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '');
    let gap: number | null = null;
    if (words) {
      const range = document.createRange();
      range.selectNodeContents(words);
      gap = Math.round(input.getBoundingClientRect().top - range.getBoundingClientRect().bottom);
    }
    return {
      look: { background: style.backgroundColor, color: style.color, border: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`, radius: style.borderTopLeftRadius, font: style.fontSize },
      height: input.getBoundingClientRect().height,
      gap,
    };
  });

describe('search boxes', () => {
  it('look like the themed ones of the lists on /search, /guides, /manage/items and the maps, at 1366 and 390 px', async () => {
    for (const viewport of [{ width: 1366, height: 900 }, { width: 390, height: 844 }]) {
      const page = await openPage(browser, { viewport });
      expect((await page.context().request.post(`${app.url}/auth/dev`, { data: { username: 'box_admin', role: 'admin' } })).status()).toBe(200);
      await page.goto(`${app.url}/lists/monsters`);
      const themed = await lookOf(page, '.filters input[type="search"]');
      expect(themed.height).toBeGreaterThanOrEqual(30);
      expect(themed.gap).toBeGreaterThanOrEqual(2);
      for (const [path, selector] of [
        ['/search', '.filters input[type="search"]'],
        ['/guides', '.filters input[type="search"]'],
        ['/manage/items', '.filters input[type="search"]'],
        ['/tools/monsters-map', '.map-filters input[type="search"]'],
      ] as const) {
        await page.goto(`${app.url}${path}`);
        await page.locator(selector).first().waitFor({ timeout: 30_000 });
        const box = await lookOf(page, selector);
        expect({ path, ...box.look }).toEqual({ path, ...themed.look });
        expect({ path, tall: box.height >= themed.height - 1, apart: (box.gap ?? 0) >= 2 }).toEqual({ path, tall: true, apart: true });
      }
      // The map's own search sits in its toolbar with a hidden label: the same look, as tall as the floor buttons beside it.
      await page.goto(`${app.url}/tools/interactive-map`);
      await page.locator('.map-search input').waitFor({ timeout: 30_000 });
      const map = await lookOf(page, '.map-search input');
      expect({ ...map.look, font: themed.look.font }).toEqual(themed.look);
      expect(map.height).toBeGreaterThanOrEqual(44);
      expect(page.consoleErrors).toEqual([]);
    }
  });
});
