import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { experienceBetween, experienceForLevel, experienceToNextLevel, formatDuration, timeToGain } from '../../server/game-data/rules';
import { startAppProcess, type AppProcess } from '../support/app';
import { launchBrowser, openPage } from '../support/browser';

let app: AppProcess;
let browser: Browser;
const pages: Page[] = [];

beforeAll(async () => {
  [app, browser] = await Promise.all([startAppProcess(), launchBrowser()]);
});
afterEach(async () => {
  await Promise.all(pages.splice(0).map((page) => page.context().close()));
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const WIDE = { viewport: { width: 1280, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const en = (value: number) => value.toLocaleString('en');

async function open(path: string, heading: string, options: Parameters<typeof openPage>[1] = WIDE) {
  const page = await openPage(browser, options);
  pages.push(page);
  await page.goto(`${app.url}${path}`);
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  return page;
}

const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);
/** True when the element's box lies inside the box of the scrolling table. */
const inView = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const box = document.querySelector(sel)!.getBoundingClientRect();
    const frame = document.querySelector('.exp-table-scroll')!.getBoundingClientRect();
    return box.top >= frame.top && box.bottom <= frame.bottom;
  }, selector);

describe('/tools/exp-table', () => {
  it('opens a shared link at its level with the difference and the time filled in', async () => {
    const page = await open('/tools/exp-table?level=157&from=100&to=120&rate=1.5kk', 'Experience table');
    expect(await page.locator('.exp-table tbody tr').count()).toBe(200);
    await expect.poll(() => inView(page, '#level-157')).toBe(true);
    expect(await page.locator('#level-157').getAttribute('aria-current')).toBe('true');
    expect(await page.getByTestId('jump-answer').textContent()).toBe(
      `Level 157 needs ${en(experienceForLevel(157))} experience in all, and ${en(experienceToNextLevel(157))} more for level 158.`,
    );
    const needed = experienceBetween(100, 120);
    expect(await page.getByTestId('difference').textContent()).toBe(`From level 100 to level 120 you need ${en(needed)} experience.`);
    const time = timeToGain(needed, 1_500_000);
    expect(await page.getByTestId('duration').textContent()).toBe(
      `At 1,500,000 experience per hour that takes ${en(Math.round(time.hours * 100) / 100)} hours (${formatDuration(time)}).`,
    );
    // The levels of the range are marked in the table.
    expect(await page.locator('.exp-table tr.in-range').count()).toBe(21);
    expect(page.consoleErrors).toEqual([]);
  });

  it('answers as you type with the mouse, keeps it in the URL, and explains bad input instead of NaN', async () => {
    const page = await open('/tools/exp-table', 'Experience table');
    await page.getByLabel('From level').click();
    await page.getByLabel('From level').fill('20');
    await page.getByLabel('To level').fill('45');
    await page.getByLabel('Experience per hour').fill('250k');
    const needed = experienceBetween(20, 45);
    await expect.poll(() => page.getByTestId('difference').textContent()).toBe(`From level 20 to level 45 you need ${en(needed)} experience.`);
    await expect.poll(() => page.getByTestId('duration').textContent()).toContain('At 250,000 experience per hour that takes');
    await expect.poll(() => [param(page, 'from'), param(page, 'to'), param(page, 'rate')]).toEqual(['20', '45', '250k']);

    await page.getByLabel('To level').fill('abc');
    await expect.poll(() => page.getByText('Target level must be a number, not “abc”.').count()).toBe(1);
    expect(await page.getByLabel('To level').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByTestId('difference').textContent()).toBe('Enter two levels from 1 to 200 to see the difference.');
    await page.getByLabel('To level').fill('10');
    await expect.poll(() => page.getByTestId('difference').textContent()).toContain('The target level (10) is below the starting level (20)');
    await page.getByLabel('Experience per hour').fill('0');
    await expect.poll(() => page.getByText('Experience per hour must be from 1 to 1,000,000,000,000, not 0.').count()).toBe(1);
    expect(await page.locator('main').textContent()).not.toMatch(/NaN|undefined|Infinity/);

    // A reload keeps everything typed, even the bad values, with their messages.
    await page.reload();
    await page.getByRole('heading', { name: 'Experience table', level: 1 }).waitFor();
    expect(await page.getByLabel('To level').inputValue()).toBe('10');
    expect(await page.getByLabel('Experience per hour').inputValue()).toBe('0');
    expect(page.consoleErrors).toEqual([]);
  });

  it('jumps to a level by keyboard: the row comes into view and takes the focus', async () => {
    const page = await open('/tools/exp-table', 'Experience table');
    await page.getByRole('textbox', { name: 'Level', exact: true }).focus();
    await page.keyboard.type('0');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByText('Level must be from 1 to 200, not 0.').count()).toBe(1);
    expect(param(page, 'level')).toBeNull();
    await page.keyboard.press('Backspace');
    await page.keyboard.type('183');
    await page.keyboard.press('Enter');
    await expect.poll(() => param(page, 'level')).toBe('183');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('level-183');
    await expect.poll(() => inView(page, '#level-183')).toBe(true);
    // Tab on from the jump button reaches the next fields in order.
    await page.getByRole('button', { name: 'Go', exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe('1');
    expect(page.consoleErrors).toEqual([]);
  });

  it('fits a phone: nothing scrolls sideways and the header row stays in sight', async () => {
    const page = await open('/tools/exp-table?level=200', 'Experience table', PHONE);
    await expect.poll(() => inView(page, '#level-200')).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    const header = await page.evaluate(() => {
      const frame = document.querySelector('.exp-table-scroll')!;
      const head = document.querySelector('.exp-table thead th')!;
      return { scrolled: frame.scrollTop, headTop: head.getBoundingClientRect().top, frameTop: frame.getBoundingClientRect().top };
    });
    expect(header.scrolled).toBeGreaterThan(0);
    expect(Math.abs(header.headTop - header.frameTop)).toBeLessThanOrEqual(2);
    expect(await page.locator('#level-200 td').nth(1).textContent()).toBe('—');
    expect(page.consoleErrors).toEqual([]);
  });
});
