import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CLASSES } from '../../server/game-data/data/classes';
import { ITEMS } from '../../server/game-data/data/items';
import type { PlannerItem, PlannerTrait } from '../../server/game-data/rules/derived';
import type { TraitEffect } from '../../server/game-data/rules/effects';
import { numbersAcrossLevels } from '../../server/game-data/rules/levelling-numbers';
import { autoLevellingPlan, packLevellingPlan } from '../../server/game-data/rules/levelling-plan';
import { defaultSharedBuild } from '../../server/game-data/rules/share-state';
import { TRAIT_CATALOG } from '../../server/game-data/rules/traits';
import { graphql, type AppProcess } from '../support/app';
import { axeViolations } from '../support/axe';
import { devSignIn } from '../support/auth';
import { openPage, startServerAndBrowser } from '../support/browser';

/** The levelling plan saved with a build, shown read-only on the build's page, drawn by the server. */

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

const stats = { hp: 6, mp: 0, magic: 0, ability: 6, hpRegen: 0, mpRegen: 0, capacity: 0 };
const sword = ITEMS.find((item) => item.id === 'steel-longsword')!;
const shared = { ...defaultSharedBuild(), characterClass: 'knight' as const, level: 6, stats, points: [[1, 3]] as Array<[number, number]> };
const plan = autoLevellingPlan(TRAIT_CATALOG, shared);
const traitsOf = (points: ReadonlyMap<number, number>): PlannerTrait[] =>
  [...points].map(([number, value]) => ({ name: TRAIT_CATALOG.traits.get(number)!.name, points: value, effects: TRAIT_CATALOG.traits.get(number)!.effects as TraitEffect[] }));
const format = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2).replace(/0$/, ''));

async function publishedBuild(withPlan = true): Promise<string> {
  const cookie = await devSignIn(app.url, 'plan_owner');
  const input = {
    name: 'Planned knight', class: 'knight', characterLevel: 6, isPlannerBuild: true, statAllocations: stats,
    assignedPoints: [{ trait: 1, points: 3 }], equippedItemIds: [{ slot: "hand-main", itemId: sword.id }], levellingPlan: withPlan ? JSON.stringify(packLevellingPlan(plan)) : null,
  };
  const created = await graphql(app.url, `mutation($input: BuildInput!) { createBuild(input: $input) { id } }`, { input }, { cookie });
  expect(created.errors).toBeUndefined();
  const id = created.data!.createBuild.id as string;
  await graphql(app.url, `mutation($id: ID!) { publishBuild(id: $id) { id } }`, { id }, { cookie });
  return id;
}

describe('/builds/{id}: the saved levelling plan', () => {
  it('shows the plan read-only, with the chart and the table of the planner, drawn by the server (JavaScript off) and the same once live at 390 px', async () => {
    const id = await publishedBuild();
    const rows = numbersAcrossLevels({ characterClass: CLASSES.find((c) => c.id === 'knight')!, equipment: { 'hand-main': { ...(sword as unknown as PlannerItem), level: sword.level } } }, 6, plan, traitsOf);

    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, javaScriptEnabled: false });
    const still = await context.newPage();
    pages.push(still);
    await still.goto(`${app.url}/builds/${id}`);
    const section = still.getByTestId('levelling-plan');
    expect(await section.getByRole('heading', { name: 'Levelling plan' }).count()).toBe(1);
    expect(await still.getByTestId('levelling-chart').count()).toBe(1);
    const table = still.getByTestId('levelling-table');
    expect(await table.locator('tbody tr').count()).toBe(6);
    expect(await table.locator('tbody tr').nth(5).locator('td').first().textContent()).toBe(format(rows[5]!.derived.numbers.health.value));
    expect(await table.locator('tbody tr').nth(0).locator('td').first().textContent()).toBe(format(rows[0]!.derived.numbers.health.value));
    // Read-only: no control that would change the plan.
    expect(await section.getByRole('button').count()).toBe(0);
    expect(await section.getByLabel('Put first').count()).toBe(0);

    const live = await openPage(browser, { viewport: { width: 390, height: 844 } });
    pages.push(live);
    await live.goto(`${app.url}/builds/${id}`);
    await live.getByTestId('levelling-plan').waitFor();
    expect(await live.getByTestId('levelling-at').textContent()).toContain('At level 6:');
    // The page's own part hydrates after the shell (its route's chunk and data): a value typed
    // before that is drawn over, so the level is typed again until the page has taken it.
    await expect.poll(async () => {
      await live.getByLabel('Level shown').fill('3');
      return live.getByTestId('levelling-shown').textContent();
    }).toBe('3');
    expect(await live.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(live, '[data-testid="levelling-plan"]')).toEqual([]);
    // The section adds no console error: the page of the same build without a plan logs the same.
    // (A build published moments ago logs React's hydration warning #418 either way, from outside this section.)
    const plain = await openPage(browser, { viewport: { width: 390, height: 844 } });
    pages.push(plain);
    await plain.goto(`${app.url}/builds/${await publishedBuild(false)}`);
    await plain.getByTestId('build-numbers').waitFor();
    expect(await plain.getByTestId('levelling-plan').count()).toBe(0);
    expect(live.consoleErrors).toEqual(plain.consoleErrors);
  });
});
