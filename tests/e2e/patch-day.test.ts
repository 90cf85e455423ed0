import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { graphql, type AppProcess } from '../support/app';
import { devSignIn } from '../support/auth';
import { axeViolations } from '../support/axe';
import { closePages, openPage } from '../support/browser';
import { browserTest, signInAs } from '../support/browser-test';
import { rawPack } from '../../server/game-data/pack';

/**
 * Patch day in the production bundle: an admin loads a new game data version from a pack file (one with a problem
 * first), sees what it changes and for which builds, and publishes it; open pages are told; a player's build made for
 * the version before says what changed and is updated; the item's page has its history. The tests run in order: each
 * reads what the one before published.
 */

let app: AppProcess;
let browser: Browser;
browserTest.beforeAll(({ app: server, browser: chromium }) => {
  app = server;
  browser = chromium;
});
afterEach(closePages);

const folder = mkdtempSync(join(tmpdir(), 'patch-day-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const WIDE = { viewport: { width: 1366, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 } };
const VERSION_NAME = '1.5 Winter Festival';
const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The committed pack with the Wooden Club's attack set to `attack`, as a file to upload. */
function packWithClubAttack(attack: number, file: string): string {
  const pack = rawPack();
  const club = pack.items.find((item) => item.id === 'wooden-club')!;
  club.stats = { ...club.stats, attack };
  const path = join(folder, file);
  writeFileSync(path, JSON.stringify(pack));
  return path;
}

const PLAYER = 'patch_day_player';
let buildId = '';

describe('patch day', () => {
  it('an admin imports a pack with one error, fixes it, previews the diff and the affected builds, and publishes; an open page is told', { timeout: 240_000 }, async () => {
    // A player's planner build wielding the Wooden Club, saved on the current version.
    const cookie = await devSignIn(app.url, PLAYER);
    const created = await graphql(
      app.url,
      `mutation ($input: BuildInput!) { createBuild(input: $input) { id } }`,
      { input: { name: 'Club Squire', class: 'squire', characterLevel: 10, isPlannerBuild: true, equippedItemIds: [{ slot: 'hand-main', itemId: 'wooden-club' }] } },
      { cookie },
    );
    expect(created.errors).toBeUndefined();
    buildId = created.data!.createBuild.id as string;

    const visitor = await openPage(browser, WIDE);
    await visitor.goto(`${app.url}/news`);
    await expect.poll(() => visitor.getByRole('article').count()).toBeGreaterThan(0);

    const page = await openPage(browser, WIDE);
    await signInAs(page, app.url, 'patch_day_admin', 'admin');
    await page.goto(`${app.url}/manage/patches`);
    await page.getByRole('button', { name: /^Open a draft from version/ }).click();
    await expect.poll(() => page.getByText(/^Draft from /).count()).toBe(1);

    // A file with one problem: listed with its path, nothing kept.
    await page.getByLabel('Pack file (JSON)').first().setInputFiles(packWithClubAttack(8.5, 'bad-pack.json'));
    await page.getByRole('button', { name: 'Import the pack' }).first().click();
    const problems = page.getByRole('alert').filter({ hasText: 'Nothing was imported' });
    await expect.poll(() => problems.textContent()).toContain('items[0].stats.attack');
    expect(await problems.getByRole('listitem').count()).toBe(1);
    await expect.poll(() => page.getByRole('region', { name: 'What the draft changes' }).textContent()).toContain('Nothing changed.');

    // Fixed: taken, and the diff shows the field before → after.
    await page.getByLabel('Pack file (JSON)').first().setInputFiles(packWithClubAttack(11, 'good-pack.json'));
    await page.getByRole('button', { name: 'Import the pack' }).first().click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Imported good-pack.json' }).count()).toBe(1);
    const diff = page.getByRole('region', { name: 'What the draft changes' });
    await expect.poll(() => diff.getByRole('listitem').filter({ hasText: 'Wooden Club' }).textContent()).toMatch(/stats\.attack: 8\s*→\s*to\s*11/);

    // The affected builds: the player's, counted under its class.
    const affected = page.getByRole('region', { name: 'Affected builds' });
    await expect.poll(() => affected.getByRole('listitem').filter({ hasText: 'Club Squire' }).count()).toBe(1);
    const squires = affected.getByRole('row').filter({ hasText: 'Squire' });
    expect(Number(await squires.getByRole('cell').nth(1).textContent())).toBeGreaterThanOrEqual(1);
    expect(await axeViolations(page, '.manage-page')).toEqual([]);

    await page.getByLabel('Version name').fill(VERSION_NAME);
    await page.getByRole('button', { name: 'Publish the version' }).click();
    const published = page.getByRole('status').filter({ hasText: `Published ${VERSION_NAME}` });
    await expect.poll(() => published.count()).toBe(1);
    expect(await published.getByRole('link', { name: 'Edit and publish the drafted patch notes' }).count()).toBe(1);

    // The visitor's open page hears of it without a reload.
    await expect.poll(() => visitor.getByRole('status').filter({ hasText: `Game data ${VERSION_NAME} is out.` }).count(), { timeout: 15_000 }).toBe(1);
    await visitor.getByRole('link', { name: 'See what changed' }).click();
    await expect.poll(() => visitor.getByRole('heading', { level: 1 }).textContent()).toBe(VERSION_NAME);
    expect(await visitor.getByRole('listitem').filter({ hasText: 'Wooden Club' }).textContent()).toContain('stats.attack');
    // The refused file's answer (422, its problems) is the one resource the browser reports as failed.
    expect(page.consoleErrors.filter((line) => !line.includes('status of 422'))).toEqual([]);
    expect(page.consoleErrors.filter((line) => line.includes('status of 422'))).toHaveLength(1);
    expect(visitor.consoleErrors).toEqual([]);
  });

  it('a player sees in /me and on the build page what changed for their build, and updates it by keyboard at 390 px', { timeout: 150_000 }, async () => {
    expect(buildId).not.toBe('');
    const page = await openPage(browser, PHONE);
    await signInAs(page, app.url, PLAYER);
    await page.goto(`${app.url}/me`);
    const line = page.getByRole('link', { name: new RegExp(`changed in ${VERSION_NAME}`) });
    await expect.poll(() => line.count(), { timeout: 15_000 }).toBe(1);
    await line.click();
    await page.waitForURL(`${app.url}/builds/${buildId}`);

    const changes = page.getByRole('region', { name: new RegExp(`changed in ${VERSION_NAME}`) });
    await expect.poll(() => changes.count()).toBe(1);
    expect(await changes.textContent()).toMatch(/1 of 1 item/);
    // By keyboard: the details open with Enter, the update is a button reached with Tab.
    await changes.getByText('What changed').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => changes.getByRole('listitem').filter({ hasText: 'Wooden Club' }).count()).toBeGreaterThan(0);
    expect(await changes.getByRole('table').count()).toBe(1);
    expect(await noSideways(page)).toBe(true);
    expect(await axeViolations(page, '.patch-build-changes')).toEqual([]);
    const update = changes.getByRole('button', { name: `Update to ${VERSION_NAME}` });
    await update.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('status').filter({ hasText: `Updated to ${VERSION_NAME}` }).count()).toBe(1);
    await expect.poll(() => changes.count()).toBe(0);
    expect(page.consoleErrors).toEqual([]);
  });

  it('the item page shows the item’s history, and /patches lists the new version; at 390 px nothing scrolls sideways', { timeout: 150_000 }, async () => {
    const page = await openPage(browser, PHONE);
    await page.goto(`${app.url}/items/melee/wooden-club`);
    const history = page.getByRole('region', { name: 'History' });
    const row = history.getByRole('row').filter({ hasText: VERSION_NAME });
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    expect(await row.textContent()).toMatch(/stats\.attack: 8\s*→\s*to\s*11/);
    expect(await noSideways(page)).toBe(true);
    // Each column heading on one line (a heading broken mid-word, "Versio / n", read as two).
    const headings = await history.locator('thead th').evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().height / parseFloat(getComputedStyle(cell).lineHeight)));
    for (const lines of headings) expect(lines).toBeLessThan(2);
    expect(await axeViolations(page, '.patch-history')).toEqual([]);

    await row.getByRole('link', { name: VERSION_NAME }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(VERSION_NAME);
    await page.goto(`${app.url}/patches`);
    expect(await page.getByRole('link', { name: VERSION_NAME }).count()).toBe(1);
    expect(await noSideways(page)).toBe(true);
    expect(page.consoleErrors).toEqual([]);
  });
});
