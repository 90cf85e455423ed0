import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASSES } from '../../server/game-data/data/classes';
import { decodeShareState, encodeShareState } from '../../server/game-data/rules/share-state';
import type { AppProcess } from '../support/app';
import { startServerAndBrowser } from '../support/browser';
import { sharedPage } from '../support/shared-page';

let app: AppProcess;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await startServerAndBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const WIDE = { viewport: { width: 1366, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 } };
const knight = CLASSES.find((c) => c.id === 'knight')!;
/**
 * The pages the tests take in turn, each as fresh as a new context's but for the HTTP cache (tests/support/shared-page.ts):
 * one at 1366 px and one at 390 px. A test walks one journey on the page it loads, so each load serves several checks.
 */
const widePage = sharedPage(() => browser, WIDE);
const phonePage = sharedPage(() => browser, PHONE);

async function open(path: string, shared = widePage) {
  const page = await shared();
  await page.goto(`${app.url}${path}`);
  await page.getByRole('heading', { name: 'Character planner', level: 1 }).waitFor();
  // The page arrives drawn by the server: once its scripts have loaded it is hydrated, so keys
  // typed into it do not land before React listens.
  await page.waitForLoadState('networkidle');
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
    // Typed past the rules: kept within them, and the page says why.
    await page.getByRole('spinbutton', { name: 'Mana points' }).fill('9');
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Mana stays' }).textContent()).toBe('Mana stays at 7: 7 of the level’s 20 points are free for it.');
    await expect.poll(() => stateOf(page).stats.mp).toBe(7);
    await page.getByRole('spinbutton', { name: 'Ability points' }).fill('0');
    await page.getByRole('spinbutton', { name: 'Magic points' }).fill('25');
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Magic stays' }).textContent()).toBe('Magic stays at 0: 0 of the level’s 20 points are free for it.');
    expect(page.consoleErrors).toEqual([]);
  });

  it('shows the spells the class knows at its level by element, each with its breakdown', async () => {
    const stats = { hp: 0, mp: 0, magic: 4, ability: 0, hpRegen: 0, mpRegen: 0, capacity: 0 };
    const page = await open(`/tools/planner?state=${encodeShareState({ ...decodeShareState(null), characterClass: 'mage', level: 8, stats })}`);
    // Firebolt (power 38, from level 6): max ⌊38 × (1 + 4 × 0.05) + 8 ÷ 3⌋ = 48, min ⌊48 × 0.7⌋ = 33.
    const firebolt = page.getByTestId('spell-firebolt');
    await expect.poll(() => firebolt.locator('summary').textContent()).toBe('Firebolt (fire) 33–48');
    await firebolt.locator('summary').press('Enter');
    await expect.poll(() => firebolt.locator('li').allTextContents()).toEqual(['Power 38, magic 4, level 8: +48']);
    // Frost Shard comes at level 9.
    expect(await page.getByTestId('spell-frost-shard').count()).toBe(0);
    expect(await page.getByTestId('spell-spark').count()).toBe(1);
  });

  it('uses the picker by keyboard (opens on the search, Escape closes, Enter equips, the focus goes back to the slot), then by mouse showing the predicted change, and opens every slot\'s picker clean', async () => {
    const page = await open(`/tools/planner?state=${link(30)}`);
    // By keyboard.
    const choose = page.getByRole('button', { name: 'Choose main hand' });
    await choose.focus();
    await page.keyboard.press('Enter');
    const picker = page.getByRole('group', { name: 'Items for the main hand slot' });
    const search = picker.getByRole('searchbox', { name: 'Search' });
    await expect.poll(() => search.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => picker.count()).toBe(0);
    expect(await choose.evaluate((element) => element === document.activeElement)).toBe(true);

    await page.keyboard.press('Enter');
    await expect.poll(() => search.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type('steel longsword');
    const candidate = picker.getByRole('button', { name: /Steel Longsword/ });
    await expect.poll(() => candidate.textContent()).toContain('Attack +21');
    // Tab past the filters to the first candidate.
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    for (let step = 0; step < 12 && !(await focusedText()).includes('Steel Longsword'); step += 1) await page.keyboard.press('Tab');
    expect(await focusedText()).toContain('Steel Longsword');
    await page.keyboard.press('Enter');
    await expect.poll(() => summary(page, 'attack').textContent()).toBe('21');
    expect(await page.getByRole('button', { name: 'Choose main hand' }).evaluate((element) => element === document.activeElement)).toBe(true);
    await expect.poll(() => stateOf(page).equipment['hand-main']).toBe('steel-longsword');

    // Emptied, then equipped by mouse from the picker, which shows the predicted change; the numbers change by it.
    await page.getByRole('button', { name: 'Empty', exact: true }).click();
    await expect.poll(() => summary(page, 'attack').textContent()).toBe('0');
    await expect.poll(() => stateOf(page).equipment['hand-main']).toBe('');
    await page.getByRole('button', { name: 'Choose main hand' }).click();
    await picker.getByRole('searchbox', { name: 'Search' }).fill('steel longsword');
    await expect.poll(() => candidate.textContent()).toContain('Attack +21');
    await candidate.click();
    await expect.poll(() => summary(page, 'attack').textContent()).toBe('21');
    // The address follows the drawn change (the editor writes it in an effect, after the numbers are drawn).
    await expect.poll(() => stateOf(page).equipment['hand-main']).toBe('steel-longsword');
    expect(await page.getByRole('link', { name: 'Steel Longsword' }).getAttribute('href')).toBe('/items/swords/steel-longsword');

    // Every slot's picker opens clean, not with the last slot's search, sort and filters (by mouse here, by keyboard at 390 px below).
    await expectPickersOpenClean(page, false);
    expect(page.consoleErrors).toEqual([]);
  });

  it('at 390 px by keyboard opens every slot\'s picker clean, and nothing scrolls sideways with a picker open', async () => {
    const page = await open(`/tools/planner?state=${link(30)}`, phonePage);
    await expectPickersOpenClean(page, true);
    // The chest's picker is open with its candidates: the phone fits it.
    await page.getByRole('group', { name: 'Items for the chest slot' }).getByRole('button').first().waitFor();
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it('types a level without refunding on the way (a lower level applies on Enter, a bad one says why); a new class takes off what it may not wear, and says so', async () => {
    const page = await open(`/tools/planner?state=${link(30, { stats: { hp: 30, mp: 0, magic: 0, ability: 0, hpRegen: 0, mpRegen: 0, capacity: 0 }, equipment: { ...decodeShareState(null).equipment, 'hand-main': 'steel-longsword', ring: 'copper-ring' } })}`);
    await expect.poll(() => summary(page, 'attack').textContent()).toBe('21');
    const level = page.getByRole('textbox', { name: 'Level', exact: true });
    // Typed key by key: the "1" and "15" of "150" are lower than 30 and must not refund anything.
    await level.selectText();
    await page.keyboard.type('150');
    await expect.poll(() => stateOf(page).level).toBe(150);
    await expect.poll(() => stateOf(page).stats.hp).toBe(30);
    await level.fill('25');
    await expect.poll(() => stateOf(page).level).toBe(150);
    await level.press('Enter');
    await expect.poll(() => stateOf(page).level).toBe(25);
    await expect.poll(() => stateOf(page).stats.hp).toBe(25);
    await level.press('ArrowUp');
    await expect.poll(() => stateOf(page).level).toBe(26);
    await level.fill('abc');
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Level' }).textContent()).toBe('Level must be a number, not “abc”.');
    expect(await level.getAttribute('aria-invalid')).toBe('true');
    await level.fill('201');
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Level' }).textContent()).toBe('Level must be from 1 to 200, not 201.');
    await level.blur();
    await expect.poll(() => stateOf(page).level).toBe(26);

    // The picker offers only what the class may wear; a new class takes off what it may not, and says so.
    await page.getByLabel('Class', { exact: true }).selectOption('mage');
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Taken off' }).textContent()).toContain('Taken off (a mage cannot use it): Steel Longsword.');
    await expect.poll(() => stateOf(page).equipment).toMatchObject({ 'hand-main': '', ring: 'copper-ring' });
    expect(await summary(page, 'attack').textContent()).toBe('0');
    await page.getByRole('button', { name: 'Choose main hand' }).click();
    const picker = page.getByRole('group', { name: 'Items for the main hand slot' });
    await picker.getByRole('searchbox', { name: 'Search' }).fill('steel longsword');
    await expect.poll(() => picker.textContent()).toContain('No item fits this slot and search.');
    expect(page.consoleErrors).toEqual([]);
  });

  it('names a worn item the class may not use without counting it, and an unknown item as "Unknown item x" that can be replaced (a hand-written link)', async () => {
    const equipment = { ...decodeShareState(null).equipment, 'hand-main': 'steel-longsword', ring: 'gone-ring' };
    const page = await open(`/tools/planner?state=${encodeShareState({ ...decodeShareState(null), characterClass: 'mage', level: 30, equipment })}`);
    await expect.poll(() => page.getByText('Steel Longsword: a mage cannot use it (not counted)').count()).toBe(1);
    expect(await summary(page, 'attack').textContent()).toBe('0');
    await expect.poll(() => page.getByText('Unknown item gone-ring').count()).toBe(1);
    await page.locator('.planner-slots li').filter({ hasText: 'Unknown item gone-ring' }).getByRole('button', { name: 'Empty' }).click();
    await expect.poll(() => stateOf(page).equipment.ring).toBe('');
  });

  it('keeps the whole build when going to the trait tree and back', async () => {
    const page = await open(`/tools/planner?state=${link(30, { stats: { hp: 5, mp: 0, magic: 0, ability: 3, hpRegen: 0, mpRegen: 0, capacity: 0 } })}`);
    await page.getByRole('link', { name: 'Edit the traits in the trait tree' }).click();
    await page.getByRole('heading', { name: 'Trait tree', level: 1 }).waitFor();
    await expect.poll(() => stateOf(page).stats).toMatchObject({ hp: 5, ability: 3 });
    await page.getByRole('link', { name: 'Open in the planner' }).click();
    await page.getByRole('heading', { name: 'Character planner', level: 1 }).waitFor();
    await expect.poll(() => stateOf(page).stats).toMatchObject({ hp: 5, ability: 3 });
  });

  it('sends /tools to /tools/planner', async () => {
    const page = await widePage();
    await page.goto(`${app.url}/tools`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/tools/planner');
  });
});

/**
 * Opens the main hand's picker, sets its search, sort and filters and equips an axe, then opens the chest's: it opens
 * clean (focus on its search, nothing carried over). By mouse, or by keyboard (focus and Enter).
 */
async function expectPickersOpenClean(page: Page, byKeyboard: boolean) {
  const hand = page.getByRole('group', { name: 'Items for the main hand slot' });
  const openSlot = async (name: string) => {
    const button = page.getByRole('button', { name });
    if (byKeyboard) {
      await button.focus();
      await page.keyboard.press('Enter');
    } else await button.click();
  };
  await openSlot('Choose main hand');
  await hand.getByRole('searchbox', { name: 'Search' }).fill('axe');
  await hand.getByLabel('Sort by').selectOption('name');
  await hand.getByLabel('With stat').selectOption('attack');
  await hand.getByLabel(/Only up to level/).check();
  const axe = hand.locator('.planner-candidate').first();
  await expect.poll(() => axe.textContent()).toMatch(/axe/i);
  if (byKeyboard) {
    await axe.focus();
    await page.keyboard.press('Enter');
  } else await axe.click();
  await expect.poll(() => hand.count()).toBe(0);

  await openSlot('Choose chest');
  const chest = page.getByRole('group', { name: 'Items for the chest slot' });
  const search = chest.getByRole('searchbox', { name: 'Search' });
  await expect.poll(() => search.evaluate((element) => element === document.activeElement)).toBe(true);
  expect(await search.inputValue()).toBe('');
  expect(await chest.getByLabel('Sort by').inputValue()).toBe('level');
  expect(await chest.getByLabel('With stat').inputValue()).toBe('');
  expect(await chest.getByLabel(/Only up to level/).isChecked()).toBe(false);
  await expect.poll(() => chest.locator('.planner-candidate').count()).toBeGreaterThan(0);
  expect(await chest.textContent()).not.toContain('No item fits this slot and search.');
}
