import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CLASSES } from '../../server/game-data/data/classes';
import { decodeShareState, encodeShareState } from '../../server/game-data/rules/share-state';
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

const WIDE = { viewport: { width: 1366, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 } };
const knight = CLASSES.find((c) => c.id === 'knight')!;

async function open(path: string, options = WIDE) {
  const page = await openPage(browser, options);
  pages.push(page);
  await page.goto(`${app.url}${path}`);
  await page.getByRole('heading', { name: 'Character planner', level: 1 }).waitFor();
  return page;
}
const link = (level: number, extra: Partial<ReturnType<typeof decodeShareState>> = {}) => encodeShareState({ ...decodeShareState(null), characterClass: 'knight', level, ...extra });
const summary = (page: Page, id: string) => page.getByTestId(`number-${id}`).locator('summary strong');
const stateOf = (page: Page) => decodeShareState(new URL(page.url()).searchParams.get('state'));

describe('/tools/planner', () => {
  it('allocates stats by mouse and keyboard within the level, and the numbers follow', async () => {
    const page = await open(`/tools/planner?state=${link(10)}`);
    const baseHealth = knight.health.base + knight.health.perLevel * 9;
    await expect.poll(() => summary(page, 'health').textContent()).toBe(String(baseHealth));
    await page.getByRole('button', { name: 'One more Health', exact: true }).click();
    await page.getByRole('button', { name: 'One more Health', exact: true }).click();
    await expect.poll(() => summary(page, 'health').textContent()).toBe(String(baseHealth + 24));
    // Typed, then "max" (at most the level in one stat), then the keyboard on the minus button.
    await page.getByRole('spinbutton', { name: 'Capacity points' }).fill('4');
    await page.getByRole('button', { name: 'Max Health', exact: true }).click();
    await expect.poll(() => stateOf(page).stats).toMatchObject({ hp: 10, capacity: 4 });
    expect(await page.getByTestId('stat-points-left').textContent()).toContain('6 of 20 stat points left');
    await page.getByRole('button', { name: 'One less Health', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => stateOf(page).stats.hp).toBe(9);
    // A breakdown opens from its number.
    await page.getByTestId('number-health').locator('summary').click();
    expect(await page.getByTestId('number-health').textContent()).toContain('Health stat (9 × 12): +108');
    expect(page.consoleErrors).toEqual([]);
  });

  it('equips from the picker, showing the predicted change, and the numbers change by it', async () => {
    const page = await open(`/tools/planner?state=${link(30)}`);
    await page.getByRole('button', { name: 'Choose main hand' }).click();
    const picker = page.getByRole('group', { name: 'Items for the main hand slot' });
    await picker.getByRole('searchbox', { name: 'Search' }).fill('steel longsword');
    const candidate = picker.getByRole('button', { name: /Steel Longsword/ });
    await expect.poll(() => candidate.textContent()).toContain('Attack +21');
    await candidate.click();
    await expect.poll(() => summary(page, 'attack').textContent()).toBe('21');
    expect(stateOf(page).equipment['hand-main']).toBe('steel-longsword');
    expect(await page.getByRole('link', { name: 'Steel Longsword' }).getAttribute('href')).toBe('/items/swords/steel-longsword');
  });

  it('shows an unknown item as "Unknown item x" and lets it be replaced', async () => {
    const page = await open(`/tools/planner?state=${link(20, { equipment: { ...decodeShareState(null).equipment, ring: 'gone-ring' } })}`);
    await expect.poll(() => page.getByText('Unknown item gone-ring').count()).toBe(1);
    await page.getByRole('button', { name: 'Empty' }).click();
    await expect.poll(() => stateOf(page).equipment.ring).toBe('');
  });

  it('keeps the whole build when going to the trait tree and back', async () => {
    const page = await open(`/tools/planner?state=${link(30, { stats: { hp: 5, mp: 0, magic: 0, ability: 3, hpRegen: 0, mpRegen: 0, capacity: 0 } })}`);
    await page.getByRole('link', { name: 'Edit the traits in the trait tree' }).click();
    await page.getByRole('heading', { name: 'Trait tree', level: 1 }).waitFor();
    expect(stateOf(page).stats).toMatchObject({ hp: 5, ability: 3 });
    await page.getByRole('link', { name: 'Open in the planner' }).click();
    await page.getByRole('heading', { name: 'Character planner', level: 1 }).waitFor();
    expect(stateOf(page).stats).toMatchObject({ hp: 5, ability: 3 });
  });

  it('fits a phone: nothing scrolls sideways at 390px', async () => {
    const page = await open(`/tools/planner?state=${link(30)}`, PHONE);
    await page.getByRole('button', { name: 'Choose chest' }).click();
    await page.getByRole('group', { name: 'Items for the chest slot' }).getByRole('button').first().waitFor();
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it('sends /tools to /tools/planner', async () => {
    const page = await openPage(browser, WIDE);
    pages.push(page);
    await page.goto(`${app.url}/tools`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/tools/planner');
  });
});
