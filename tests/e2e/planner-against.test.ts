import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CLASSES } from '../../server/game-data/data/classes';
import { ITEMS } from '../../server/game-data/data/items';
import { MONSTERS } from '../../server/game-data/data/monsters';
import { fightAgainst } from '../../server/game-data/rules/calculators';
import type { SlotId } from '../../server/game-data/rules/constants';
import { deriveNumbers } from '../../server/game-data/rules/derived';
import { optimizeGear, type GearItem } from '../../server/game-data/rules/optimize-gear';
import { decodeShareState, encodeShareState } from '../../server/game-data/rules/share-state';
import type { AppProcess } from '../support/app';
import { axeViolations } from '../support/axe';
import { openPage, startServerAndBrowser } from '../support/browser';

let app: AppProcess;
let browser: Browser;
const pages: Page[] = [];

beforeAll(async () => {
  [app, browser] = await startServerAndBrowser();
});
afterEach(async () => {
  await Promise.all(pages.splice(0).map((page) => page.context().close()));
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const WIDE = { viewport: { width: 1366, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] };
const PHONE = { viewport: { width: 390, height: 844 } };
const PACK = ITEMS.filter((item) => item.slot !== null) as unknown as GearItem[];
const knight = CLASSES.find((c) => c.id === 'knight')!;

async function open(path: string, options: Parameters<typeof openPage>[1] = WIDE) {
  const page = await openPage(browser, options);
  pages.push(page);
  await page.goto(`${app.url}${path}`);
  await page.getByRole('heading', { name: 'Character planner', level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  return page;
}
const knightAt = (level: number) => encodeShareState({ ...decodeShareState(null), characterClass: 'knight', level });
const stateOf = (page: Page) => decodeShareState(new URL(page.url()).searchParams.get('state'));
const against = (page: Page, id: string) => page.getByTestId(`against-${id}`).locator('summary strong');
const format = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2).replace(/0$/, ''));
/** The fight the page should show: the shared rules on a knight of `level` wearing `equipment`. */
const fightOf = (level: number, monsterId: string, equipment: Partial<Record<SlotId, GearItem>> = {}) => {
  const derived = deriveNumbers({ characterClass: knight, level, stats: decodeShareState(null).stats, equipment, traits: [] });
  return fightAgainst(derived.weapon, derived.numbers.hitChance.value, MONSTERS.find((m) => m.id === monsterId)!);
};
const item = (id: string) => PACK.find((i) => i.id === id)!;

describe('/tools/planner: Against a target', () => {
  it('by mouse at 1366 px: picks a monster from the search, shows the fight explained, and the time to kill follows the gear; the link opens the same target in a fresh context', async () => {
    const page = await open(`/tools/planner?state=${knightAt(40)}`);
    const section = page.getByTestId('against');
    await section.getByRole('combobox', { name: 'Monster' }).click();
    await page.keyboard.type('skeleton gu');
    await section.getByRole('option', { name: /Skeleton Guard/ }).click();
    await expect.poll(() => stateOf(page).target).toBe('skeleton-guard');
    await expect.poll(() => page.getByTestId('against-monster').textContent()).toBe('Against Skeleton Guard (level 33): 743 health, armor 16, holy +25%, physical +10%, death −100%.');

    const bare = fightOf(40, 'skeleton-guard');
    await expect.poll(() => against(page, 'timeToKill').textContent()).toBe(format(bare.seconds));
    expect(await against(page, 'hits').textContent()).toBe(String(bare.hits));
    expect(await against(page, 'damagePerHit').textContent()).toBe(format(bare.landed.average));
    // Each number is explained, as the planner's other numbers are.
    await page.getByTestId('against-damagePerHit').locator('summary').click();
    expect(await page.getByTestId('against-damagePerHit').locator('li').allTextContents()).toEqual(bare.numbers.damagePerHit.parts.map((p) => `${p.source}: ${p.amount > 0 ? '+' : p.amount < 0 ? '−' : ''}${format(Math.abs(p.amount))}`));

    // The picker says what a weapon does to the time to kill; equipping it changes the section.
    const sword = item('steel-longsword');
    const armed = fightOf(40, 'skeleton-guard', { 'hand-main': sword });
    await page.getByRole('button', { name: 'Choose main hand' }).click();
    const picker = page.getByRole('group', { name: 'Items for the main hand slot' });
    await picker.getByRole('searchbox', { name: 'Search' }).fill('steel longsword');
    const candidate = picker.getByRole('button', { name: /Steel Longsword/ });
    await expect.poll(() => candidate.textContent()).toContain(`Time to kill Skeleton Guard −${format(Math.round((bare.seconds - armed.seconds) * 100) / 100)} s`);
    await candidate.click();
    await expect.poll(() => against(page, 'timeToKill').textContent()).toBe(format(armed.seconds));
    expect(armed.seconds).toBeLessThan(bare.seconds);

    // Shared by link (Copy link makes a short one): a fresh context opens the same build against the same monster.
    await expect.poll(() => stateOf(page).equipment['hand-main']).toBe('steel-longsword');
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect.poll(() => page.getByText('Link copied.').count()).toBe(1);
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^${app.url}/s/[A-Za-z0-9_-]{10}$`));
    const fresh = await openPage(browser, WIDE);
    pages.push(fresh);
    await fresh.goto(link);
    await fresh.waitForURL(/\/tools\/planner\?/);
    await fresh.waitForLoadState('networkidle');
    expect(stateOf(fresh).target).toBe('skeleton-guard');
    await expect.poll(() => fresh.getByTestId('against-monster').textContent()).toContain('Against Skeleton Guard (level 33)');
    expect(await against(fresh, 'timeToKill').textContent()).toBe(format(armed.seconds));
    expect(page.consoleErrors).toEqual([]);
    expect(fresh.consoleErrors).toEqual([]);
  });

  // Drawn by the server with its target (the section read without JavaScript): tests/api/server-rendering.test.ts.

  it('by keyboard at 390 px: picks a monster with the arrows, finds the best gear for the time to kill and applies it; the section has no axe violations', async () => {
    const level = 30;
    const rat = MONSTERS.find((m) => m.id === 'rat-king')!;
    const base = { characterClass: knight, level, stats: decodeShareState(null).stats, equipment: {}, traits: [] };
    const best = optimizeGear(base, PACK, { timeToKill: 1 }, {}, { target: rat }).best!;
    const page = await open(`/tools/planner?state=${knightAt(level)}`, PHONE);
    const combo = page.getByRole('combobox', { name: 'Monster' });
    await combo.focus();
    await page.keyboard.type('rat king');
    await page.getByRole('option', { name: /Rat King/ }).waitFor();
    // The arrows move through the monsters found (the best match first) until Rat King is the active one.
    const activeText = async () => {
      const active = await combo.getAttribute('aria-activedescendant');
      return active ? page.locator(`[id="${active}"]`).textContent() : '';
    };
    for (let step = 0; step < 8 && !(await activeText())?.startsWith('Rat King'); step += 1) await page.keyboard.press('ArrowDown');
    expect(await activeText()).toMatch(/^Rat King/);
    await page.keyboard.press('Enter');
    await expect.poll(() => stateOf(page).target).toBe('rat-king');
    await expect.poll(() => against(page, 'timeToKill').textContent()).toBe(format(fightOf(level, 'rat-king').seconds));
    expect(await axeViolations(page, '[data-testid="against"]')).toEqual([]);

    await page.getByRole('button', { name: 'Find best gear' }).focus();
    await page.keyboard.press('Enter');
    await page.getByLabel('Maximise').focus();
    await page.keyboard.type('Time to kill');
    await expect.poll(() => page.getByLabel('Maximise').inputValue()).toBe('timeToKill');
    await expect.poll(() => page.getByRole('button', { name: 'Search' }).isEnabled()).toBe(true);
    await page.getByRole('button', { name: 'Search' }).focus();
    await page.keyboard.press('Enter');
    const result = page.getByTestId('best-gear-result');
    const now = fightOf(level, 'rat-king').seconds;
    await expect.poll(() => result.getByRole('heading', { level: 3 }).textContent()).toBe(
      `Best for Time to kill Rat King: ${format(-best.value)} s (now ${format(now)} s, −${format(Math.round((now + best.value) * 100) / 100)} s)`,
    );
    // The compare view beside it shows both builds' time to kill the target.
    await expect.poll(() => page.getByTestId('compare-timeToKill').locator('td').allTextContents()).toEqual([format(now), format(-best.value), `−${format(Math.round((now + best.value) * 100) / 100)}`]);
    await result.getByRole('button', { name: 'Apply best gear' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => against(page, 'timeToKill').textContent()).toBe(format(-best.value));
    await expect.poll(() => stateOf(page).target).toBe('rat-king');
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page, '[data-testid="against"]')).toEqual([]);
    expect(page.consoleErrors).toEqual([]);
  });

  it('saves the target with the build (signed in) and opens it again from the saved build', async () => {
    const page = await open(`/tools/planner?state=${knightAt(20)}`);
    const response = await page.context().request.post(`${app.url}/auth/dev`, { data: { username: 'target_saver', role: 'user' } });
    expect(response.status()).toBe(200);
    await page.reload();
    await page.waitForLoadState('networkidle');
    await page.getByRole('combobox', { name: 'Monster' }).click();
    await page.keyboard.type('rat king');
    await page.getByRole('option', { name: /Rat King/ }).click();
    await expect.poll(() => stateOf(page).target).toBe('rat-king');
    await page.getByLabel('Build name').fill('Rat hunter');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('build')).not.toBeNull();
    const id = new URL(page.url()).searchParams.get('build')!;
    // Opened by its id alone (no state in the address), the saved build brings its monster back.
    await page.goto(`${app.url}/tools/planner?build=${id}`);
    await expect.poll(() => page.getByTestId('against-monster').textContent()).toContain('Against Rat King (level 8)');
    expect(await against(page, 'timeToKill').textContent()).toBe(format(fightOf(20, 'rat-king').seconds));
  });
});
