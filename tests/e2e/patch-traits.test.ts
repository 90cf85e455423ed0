import type { Browser, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { decodeShareState, defaultSharedBuild, encodeShareState } from '../../server/game-data/rules/share-state';
import { graphql, type AppProcess } from '../support/app';
import { devSignIn } from '../support/auth';
import { closePages, openPage } from '../support/browser';
import { browserTest } from '../support/browser-test';
import { renumberedPack } from '../support/renumbered-pack';

/**
 * After an admin publishes a version that swaps two traits' numbers and renames a third (lowering its maximum), the
 * trait tree and the planner draw and compute with that version, by mouse, by keyboard and at 390 px; a short link
 * made before the patch opens with the traits and points it was made with.
 */
let app: AppProcess;
let browser: Browser;
browserTest.beforeAll(({ app: server, browser: chromium }) => {
  app = server;
  browser = chromium;
});
afterEach(closePages);

const WIDE = { viewport: { width: 1366, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const pack = renumberedPack('Wintersharp Focus');
const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const trait = (page: Page, name: string) => page.getByRole('grid', { name: /Shared tree/i }).getByRole('button', { name: new RegExp(`^${name} \\d+/\\d+$`) });
const stateOf = (page: Page) => decodeShareState(new URL(page.url()).searchParams.get('state'));
let oldLink = '';
/** A fresh level 20 mage of version 3. */
const fresh = () => encodeShareState({ ...defaultSharedBuild(), characterClass: 'mage', level: 20, dataVersion: 3 });

async function ok(query: string, variables: Record<string, unknown>, cookie?: string) {
  const result = await graphql(app.url, query, variables, cookie ? { cookie } : {});
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!;
}

beforeAll(async () => {
  // A short link made under version 2: a mage with 1 point in the first swapped trait, 2 in the second, 1 in the one renamed later.
  const state = encodeShareState({ ...defaultSharedBuild(), characterClass: 'mage', level: 20, points: [[pack.moved.number, 1], [pack.swapped.number, 2], [pack.renamed.number, 1]] });
  oldLink = (await ok('mutation($state: String!) { createShareLink(tool: PLANNER, state: $state, name: "Before the patch") { code } }', { state })).createShareLink.code;
  const admin = await devSignIn(app.url, 'traits_patch_admin', 'admin');
  const upload = await fetch(`${app.url}/manage/game-data/import`, { method: 'POST', headers: { 'content-type': 'application/json', origin: app.url, cookie: admin }, body: JSON.stringify(pack.after) });
  if (upload.status !== 200) throw new Error(`import: ${upload.status} ${await upload.text()}`);
  await ok('mutation { publishGameDataDraft(name: "3 Renumbered") { version { number } } }', {}, admin);
}, 120_000);

describe('the trait tools on a published version', () => {
  it('the trait tree draws the renamed trait with its new maximum; a click and the keyboard add points under the new numbers', async () => {
    const page = await openPage(browser, WIDE);
    await page.goto(`${app.url}/tools/trait-tree?state=${fresh()}`);
    await page.getByRole('heading', { name: 'Trait tree', level: 1 }).waitFor();
    expect(await trait(page, pack.renamedTo).textContent()).toContain('0/3');
    expect(await trait(page, pack.renamed.name).count()).toBe(0);
    // Mouse: a click adds a point to the renamed trait, read out with its new maximum.
    await trait(page, pack.renamedTo).click();
    await expect.poll(() => page.getByTestId('trait-announcer').textContent()).toMatch(new RegExp(`^${pack.renamedTo} 1/3, `));
    // Keyboard: Enter on the trait that now has the first number.
    await trait(page, pack.swapped.name).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('trait-announcer').textContent()).toMatch(new RegExp(`^${pack.swapped.name} 1/${pack.swapped.maxPoints}, `));
    await expect.poll(() => stateOf(page).dataVersion).toBe(3);
    await expect.poll(() => new Map(stateOf(page).points)).toEqual(new Map([[pack.renamed.number, 1], [pack.swappedTo, 1]]));
  });

  it('a short link made before the patch opens in the planner at 390 px with the traits and points it was made with', async () => {
    const page = await openPage(browser, PHONE);
    await page.goto(`${app.url}/s/${oldLink}`);
    await page.waitForURL(/\/tools\/planner\?/);
    await page.getByRole('button', { name: 'Fill the plan from the build' }).click();
    await expect.poll(() => page.getByTestId('levelling-at').textContent()).toContain('At level 20');
    const at = (await page.getByTestId('levelling-at').textContent())!;
    expect(at).toContain(`${pack.moved.name} 1`);
    expect(at).toContain(`${pack.swapped.name} 2`);
    expect(at).toContain(`${pack.renamedTo} 1`);
    await expect.poll(() => new Map(stateOf(page).points)).toEqual(new Map([[pack.movedTo, 1], [pack.swappedTo, 2], [pack.renamed.number, 1]]));
    expect(await noSideways(page)).toBe(true);
  });

  it('a long link made before the patch opens in the trait tree with the traits and points it was made with', async () => {
    const page = await openPage(browser, WIDE);
    const state = encodeShareState({ ...defaultSharedBuild(), characterClass: 'mage', level: 20, points: [[pack.moved.number, 1], [pack.swapped.number, 2], [pack.renamed.number, 1]] });
    await page.goto(`${app.url}/tools/trait-tree?state=${state}`);
    await page.getByRole('heading', { name: 'Trait tree', level: 1 }).waitFor();
    expect(await trait(page, pack.moved.name).textContent()).toContain(`1/${pack.moved.maxPoints}`);
    expect(await trait(page, pack.swapped.name).textContent()).toContain(`2/${pack.swapped.maxPoints}`);
    expect(await trait(page, pack.renamedTo).textContent()).toContain('1/3');
    await expect.poll(() => stateOf(page).dataVersion).toBe(3);
  });

  it('the trait tree at 390 px: a tap adds to the renamed trait', async () => {
    const page = await openPage(browser, PHONE);
    await page.goto(`${app.url}/tools/trait-tree?state=${fresh()}`);
    await page.getByRole('heading', { name: 'Trait tree', level: 1 }).waitFor();
    await trait(page, pack.renamedTo).tap();
    await expect.poll(() => trait(page, pack.renamedTo).textContent()).toContain('1/3');
    expect(await noSideways(page)).toBe(true);
  });
});
