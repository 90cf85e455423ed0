import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASSES } from '../../server/game-data/data/classes';
import { ITEMS } from '../../server/game-data/data/items';
import { SLOT_IDS, type SlotId } from '../../server/game-data/rules/constants';
import { deriveNumbers } from '../../server/game-data/rules/derived';
import { GEAR_GOAL_IDS, optimizeGear, type GearGoal, type GearItem } from '../../server/game-data/rules/optimize-gear';
import { TRAITS } from '../../server/game-data/data/traits';
import { decodeShareState, encodeShareState } from '../../server/game-data/rules/share-state';
import { planTraitPath } from '../../server/game-data/rules/trait-paths';
import { levellingPlanProblem, planAt } from '../../server/game-data/rules/levelling-plan';
import { TRAIT_CATALOG } from '../../server/game-data/rules/traits';
import type { AppProcess } from '../support/app';
import { axeViolations } from '../support/axe';
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
const PACK = ITEMS.filter((item) => item.slot !== null) as unknown as GearItem[];
/**
 * The pages the tests take in turn, each as fresh as a new context's but for the HTTP cache (tests/support/shared-page.ts):
 * one at 1366 px and one at 390 px, for the planner and the trait tree alike.
 */
const widePage = sharedPage(() => browser, WIDE);
const phonePage = sharedPage(() => browser, PHONE);

async function open(path: string, shared = widePage) {
  const page = await shared();
  await page.goto(`${app.url}${path}`);
  await page.getByRole('heading', { name: 'Character planner', level: 1 }).waitFor();
  // The page may arrive drawn by the server: wait for its scripts, so clicks land once React listens.
  await page.waitForLoadState('networkidle');
  return page;
}
const knightAt = (level: number) => encodeShareState({ ...decodeShareState(null), characterClass: 'knight', level });
const stateOf = (page: Page) => decodeShareState(new URL(page.url()).searchParams.get('state'));
const summary = (page: Page, id: string) => page.getByTestId(`number-${id}`).locator('summary strong');
/** What the shared rule finds for an empty knight of `level` (the page runs the same rule in its worker). */
const expected = (level: number, goal: GearGoal) => {
  const base = { characterClass: CLASSES.find((c) => c.id === 'knight')!, level, stats: decodeShareState(null).stats, equipment: {}, traits: [] };
  return optimizeGear(base, PACK, goal).best!;
};
const idsOf = (equipment: Partial<Record<SlotId, { id: string }>>) => Object.fromEntries(SLOT_IDS.map((slot) => [slot, equipment[slot]?.id ?? '']));
const format = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2).replace(/0$/, ''));

describe('/tools/planner: Find best gear', () => {
  it('finds the best armor by mouse, shows it in the compare view, applies it and undoes it', async () => {
    const best = expected(60, { armor: 1 });
    const page = await open(`/tools/planner?state=${knightAt(60)}`);
    await page.getByRole('button', { name: 'Find best gear' }).click();
    await page.getByLabel('Maximise').selectOption('armor');
    await page.getByRole('button', { name: 'Search' }).click();
    const result = page.getByTestId('best-gear-result');
    await expect.poll(() => result.getByRole('heading', { level: 3 }).textContent()).toBe(`Best for Armor: ${format(best.value)} (now 0, +${format(best.value)})`);
    // The comparison with the current build is the planner's own compare view.
    await expect.poll(() => page.getByTestId('compare-armor').locator('td').nth(1).textContent()).toBe(format(best.value));
    expect(await page.getByRole('heading', { name: 'Compared with Knight level 60' }).isVisible()).toBe(true);
    await result.getByRole('button', { name: 'Apply best gear' }).click();
    await expect.poll(() => idsOf(Object.fromEntries(Object.entries(stateOf(page).equipment).map(([slot, id]) => [slot, { id }])))).toEqual(idsOf(best.equipment));
    await expect.poll(() => summary(page, 'armor').textContent()).toBe(format(best.value));
    // The comparison ends once the applied build is in the link.
    await expect.poll(() => new URL(page.url()).searchParams.has('compare')).toBe(false);
    const applied = page.getByRole('status').filter({ hasText: 'Applied:' });
    expect(await applied.textContent()).toContain(`Applied: ${best.changes.length} slots changed.`);
    await applied.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => Object.values(stateOf(page).equipment).every((id) => id === '')).toBe(true);
    expect(page.consoleErrors).toEqual([]);
  });

  it('finds the best main-hand hit by keyboard and applies it', async () => {
    const best = expected(90, { hit: 1 });
    const page = await open(`/tools/planner?state=${knightAt(90)}`);
    await page.getByRole('button', { name: 'Find best gear' }).focus();
    await page.keyboard.press('Enter');
    await page.getByLabel('Maximise').focus();
    await page.keyboard.type('Main-hand');
    await expect.poll(() => page.getByLabel('Maximise').inputValue()).toBe('hit');
    // Search waits for the items to load.
    await expect.poll(() => page.getByRole('button', { name: 'Search' }).isEnabled()).toBe(true);
    await page.getByRole('button', { name: 'Search' }).focus();
    await page.keyboard.press('Enter');
    const result = page.getByTestId('best-gear-result');
    await expect.poll(() => result.getByRole('heading', { level: 3 }).textContent()).toContain(`Best for Main-hand hit (average): ${format(best.value)}`);
    await result.getByRole('button', { name: 'Apply best gear' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => stateOf(page).equipment['hand-main']).toBe(best.equipment['hand-main']?.id ?? '');
    const input = { characterClass: CLASSES.find((c) => c.id === 'knight')!, level: 90, stats: decodeShareState(null).stats, equipment: best.equipment, traits: [] };
    await expect.poll(() => page.getByTestId('number-weapon').locator('summary strong').textContent()).toBe(`${deriveNumbers(input).weapon.min}–${deriveNumbers(input).weapon.max}`);
  });

  it('cancels a long search (every number weighted, NPC-sold items within 5,000 gold), with its progress shown, and the build stays as it was', async () => {
    const page = await open(`/tools/planner?state=${knightAt(200)}`);
    const before = new URL(page.url()).searchParams.get('state');
    await page.getByRole('button', { name: 'Find best gear' }).click();
    await page.getByLabel('Maximise').selectOption('mix');
    const weights = page.getByRole('group', { name: 'Weight of each number' });
    // Without a monster under Against, the time to kill is not offered in the mix.
    const offered = GEAR_GOAL_IDS.filter((id) => id !== 'timeToKill');
    expect(await weights.getByRole('spinbutton').count()).toBe(offered.length);
    for (const id of offered) await weights.getByRole('spinbutton').nth(offered.indexOf(id)).fill('1');
    await page.getByRole('checkbox', { name: 'Only items NPCs sell' }).check();
    await page.getByLabel('Most gold to spend (blank for no limit)').fill('5000');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('progressbar', { name: 'Search progress' }).waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.locator('.best-gear__status').textContent()).toBe('Search cancelled; the build is unchanged.');
    expect(await page.getByTestId('best-gear-result').count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('state')).toBe(before);
    expect(new URL(page.url()).searchParams.has('compare')).toBe(false);
    // A bad cap is refused before any search, with the reason.
    await page.getByLabel('Most gold to spend (blank for no limit)').fill('-5');
    expect(await page.getByRole('alert').filter({ hasText: 'gold' }).textContent()).toBe('The most gold to spend must be a number of 0 or more.');
    expect(await page.getByRole('button', { name: 'Search' }).isDisabled()).toBe(true);
  });

  it('fits a phone at 390 px with a result on screen, and the panel has no axe violations', async () => {
    const best = expected(30, { armor: 1 });
    const page = await open(`/tools/planner?state=${knightAt(30)}`, phonePage);
    await page.getByRole('button', { name: 'Find best gear' }).click();
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByTestId('best-gear-result').getByRole('button', { name: 'Apply best gear' }).waitFor();
    expect(await page.getByTestId('best-gear-changes').textContent()).toContain(best.changes[0]!.to!.name);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page, '.best-gear')).toEqual([]);
    await page.getByTestId('best-gear-result').getByRole('button', { name: 'Apply best gear' }).click();
    await expect.poll(() => stateOf(page).equipment.chest).toBe(best.equipment.chest?.id ?? '');
  });
});

describe('/tools/trait-tree: trait paths', () => {
  const openTree = async (level: number, shared = widePage) => {
    const page = await shared();
    await page.goto(`${app.url}/tools/trait-tree?state=${knightAt(level)}`);
    await page.getByRole('heading', { name: 'Trait tree', level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    return page;
  };
  const traitButton = (page: Page, name: string) => page.getByRole('grid').getByRole('button', { name: new RegExp(`^${name} \\d+/\\d+$`) });
  const legend = TRAITS.find((t) => t.class === null && t.tier === 6)!;
  const toughHide = TRAITS.find((t) => t.name === 'Tough Hide')!;
  const pointsOf = (page: Page) => Object.fromEntries(stateOf(page).points);

  it('marks wanted traits by pointer, plans the shortest path to them, and Undo takes it back', async () => {
    const page = await openTree(60);
    await traitButton(page, legend.name).hover();
    await page.getByRole('button', { name: 'Mark as wanted' }).click();
    await expect.poll(() => page.getByTestId('trait-announcer').textContent()).toBe(`${legend.name} marked as wanted; 1 wanted`);
    expect(await traitButton(page, legend.name).getAttribute('class')).toContain('trait--wanted');
    await traitButton(page, toughHide.name).hover();
    await page.getByRole('button', { name: 'Mark as wanted' }).click();
    expect(await page.getByRole('list', { name: 'Wanted traits' }).textContent()).toContain(toughHide.name);
    await page.getByRole('button', { name: 'Plan path' }).click();
    const path = planTraitPath(TRAIT_CATALOG, { characterClass: 'knight', level: 60, points: new Map() }, [legend.number, toughHide.number]);
    await expect.poll(() => pointsOf(page)).toEqual(Object.fromEntries(path.build.points));
    expect(path.steps).toHaveLength(26);
    expect(await page.getByTestId('trait-path-outcome').textContent()).toContain(`Added 26 points, ${path.steps.filter((s) => s.filler).length} of them only to open tiers`);
    expect(await traitButton(page, legend.name).locator('.trait__rank').textContent()).toBe(`${legend.maxPoints}/${legend.maxPoints}`);
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(() => stateOf(page).points).toEqual([]);
    expect(page.consoleErrors).toEqual([]);
  });

  it('marks by keyboard (W), announces it, and says what the budget cannot reach and by how many points', async () => {
    const page = await openTree(20);
    await traitButton(page, toughHide.name).focus();
    await page.keyboard.press('w');
    await expect.poll(() => page.getByTestId('trait-announcer').textContent()).toBe(`${toughHide.name} marked as wanted; 1 wanted`);
    await traitButton(page, legend.name).focus();
    await page.keyboard.press('w');
    await expect.poll(() => page.getByTestId('trait-announcer').textContent()).toBe(`${legend.name} marked as wanted; 2 wanted`);
    expect(await page.locator(`#trait-${legend.number}-about`).textContent()).toMatch(/^Wanted\. /);
    await page.getByRole('button', { name: 'Plan path' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('trait-path-outcome').textContent()).toContain(`${legend.name} needs 16 more points than level 20 leaves.`);
    expect(await page.getByTestId('trait-path-outcome').textContent()).toContain('All wanted traits need 26 points; 10 are left (16 short).');
    // (The address follows a change once it is painted.)
    await expect.poll(() => pointsOf(page)).toEqual({ [toughHide.number]: 5 });
    // Unmarking by keyboard too.
    await traitButton(page, legend.name).focus();
    await page.keyboard.press('w');
    await expect.poll(() => page.getByTestId('trait-announcer').textContent()).toBe(`${legend.name} no longer wanted; 1 wanted`);
  });

  it('fits a phone at 390 px, and the trait paths panel has no axe violations', async () => {
    const page = await openTree(40, phonePage);
    await traitButton(page, toughHide.name).focus();
    await page.keyboard.press('w');
    await page.getByRole('button', { name: 'Plan path' }).click();
    await page.getByTestId('trait-path-outcome').waitFor();
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page, '.trait-paths')).toEqual([]);
  });
});

describe('/tools/planner: levelling plan', () => {
  const planned = () =>
    encodeShareState({
      ...decodeShareState(null),
      characterClass: 'knight',
      level: 30,
      stats: { hp: 20, mp: 6, magic: 0, ability: 14, hpRegen: 0, mpRegen: 0, capacity: 10 },
      points: [[TRAITS.find((t) => t.name === 'Tough Hide')!.number, 5], [TRAITS.find((t) => t.name === 'Deep Well')!.number, 5]],
    });
  const chartOf = async (page: Page) => ({
    lines: await page.getByTestId('levelling-chart').locator('polyline').evaluateAll((lines) => lines.map((l) => l.getAttribute('points'))),
    table: await page.getByTestId('levelling-table').locator('tbody').textContent(),
  });

  it('fills a plan from the build, moves the level shown by keyboard, and the link opens the same plan and chart in a fresh browser', async () => {
    const page = await open(`/tools/planner?state=${planned()}`);
    const section = page.getByTestId('levelling-plan');
    await section.getByLabel('Put first').selectOption('mana');
    await section.getByRole('button', { name: 'Fill the plan from the build' }).click();
    await expect.poll(() => section.getByTestId('levelling-table').locator('tbody tr').count()).toBe(30);
    await expect.poll(() => (stateOf(page).plan ?? null) !== null).toBe(true);
    const plan = stateOf(page).plan!;
    expect(levellingPlanProblem(TRAIT_CATALOG, stateOf(page), plan)).toBeNull();
    // Mana first: the first stat point goes to mana, the first trait point to Deep Well (before Tough Hide, though listed after it).
    expect(plan.stats[0]).toBe('mp');
    expect(TRAIT_CATALOG.traits.get(plan.traits[0]!)!.name).toBe('Deep Well');
    // The level shown, by keyboard on the slider: Home, then nine steps right.
    await section.getByLabel('Level shown').focus();
    await page.keyboard.press('Home');
    for (let i = 0; i < 9; i += 1) await page.keyboard.press('ArrowRight');
    await expect.poll(() => section.getByTestId('levelling-shown').textContent()).toBe('10');
    const at10 = planAt(plan, 10);
    expect(await section.getByTestId('levelling-at').textContent()).toContain(`Mana ${at10.stats.mp}`);
    const before = await chartOf(page);
    const marker = await section.getByTestId('levelling-marker').getAttribute('x1');
    // Shared by link: a fresh browser context opens the same plan and draws the same chart (the shared page, emptied as a
    // new context: no cookie, storage or state of the first visit).
    const fresh = await open(new URL(page.url()).pathname + new URL(page.url()).search);
    await fresh.getByTestId('levelling-table').waitFor({ state: 'attached' });
    expect(stateOf(fresh).plan).toEqual(plan);
    expect(await chartOf(fresh)).toEqual(before);
    expect(marker).not.toBeNull();
    expect(fresh.consoleErrors).toEqual([]);
  });

  it('says when the plan no longer fits the build, and fits a phone at 390 px with no axe violations', async () => {
    const page = await open(`/tools/planner?state=${planned()}`, phonePage);
    const section = page.getByTestId('levelling-plan');
    await section.getByRole('button', { name: 'Fill the plan from the build' }).click();
    await section.getByTestId('levelling-chart').waitFor();
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page, '.levelling-plan')).toEqual([]);
    await page.getByRole('button', { name: 'One less Health', exact: true }).click();
    await expect.poll(() => section.getByRole('status').textContent()).toMatch(/^The plan no longer fits the build: The plan spends 20 hp points; the build has 19\. Refill it from the build\.$/);
    await section.getByRole('button', { name: 'Refill the plan from the build' }).click();
    await section.getByTestId('levelling-chart').waitFor();
  });

  it('is in the trait tree too: the same plan fills there and travels back to the planner', async () => {
    const page = await widePage();
    await page.goto(`${app.url}/tools/trait-tree?state=${planned()}`);
    await page.waitForLoadState('networkidle');
    const section = page.getByTestId('levelling-plan');
    await section.getByRole('button', { name: 'Fill the plan from the build' }).click();
    await expect.poll(() => section.getByTestId('levelling-table').locator('tbody tr').count()).toBe(30);
    expect(await section.textContent()).toContain('Its numbers here leave out equipment; the planner counts it.');
    await expect.poll(() => (stateOf(page).plan ?? null) !== null).toBe(true);
    const plan = stateOf(page).plan!;
    expect(levellingPlanProblem(TRAIT_CATALOG, stateOf(page), plan)).toBeNull();
    await page.getByRole('link', { name: 'Open in the planner' }).click();
    await page.getByRole('heading', { name: 'Character planner', level: 1 }).waitFor();
    expect(stateOf(page).plan).toEqual(plan);
    await page.getByTestId('levelling-chart').waitFor();
  });
});
