import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import type { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AppProcess } from '../support/app';
import { axeViolations } from '../support/axe';
import { closePages, openPage, startServerAndBrowser } from '../support/browser';
import { signInAs } from '../support/browser-test';
import { freePort, providerEnv, startOAuthServer } from '../support/oauth';
import { PHONE, WIDE } from '../support/route-visit';

/**
 * "Your data" on /me in the production bundle: a player signed in with Google (the real passport strategy against a
 * local OAuth2 server) downloads their data file; another player imports it at 390 px by keyboard and reads what
 * became of each build. axe checks the section.
 */

let oauth: OAuth2Server & { baseUrl: string };
let app: AppProcess;
let browser: Browser;

beforeAll(async () => {
  oauth = await startOAuthServer();
  const port = await freePort();
  [app, browser] = await startServerAndBrowser({ ...providerEnv(oauth.baseUrl), PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` });
});
afterEach(closePages);
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await oauth?.stop();
});

/** A build made through the API in the page's own session (its cookie), as the builder would save it. */
async function createBuild(page: Page, input: Record<string, unknown>): Promise<void> {
  const response = await page.context().request.post(`${app.url}/graphql`, {
    headers: { 'content-type': 'application/json' },
    data: { query: 'mutation($input: BuildInput!) { createBuild(input: $input) { id } }', variables: { input } },
  });
  expect(await response.json()).not.toHaveProperty('errors');
}

const section = (page: Page) => page.getByRole('region', { name: 'Your data' });
let downloaded: Record<string, any>;

describe('Your data on /me', () => {
  it('downloads the data file by mouse, signed in with Google', async () => {
    const page = await openPage(browser, WIDE);
    await page.goto(`${app.url}/news`);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('dialog', { name: 'Sign in to continue' }).getByRole('button', { name: 'Sign in with Google' }).click();
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await createBuild(page, { name: 'Frost mage', class: 'mage', isPlannerBuild: true, description: 'Cold notes', tags: ['endgame'] });
    await createBuild(page, { name: 'Secret knight', class: 'knight' });
    await page.goto(`${app.url}/me`);
    const link = section(page).getByRole('link', { name: 'Download my data' });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^almanac-data-[a-z]+-[a-z0-9]{6}-\d{4}-\d{2}-\d{2}\.json$/);
    downloaded = JSON.parse(await readFile((await download.path())!, 'utf8')) as Record<string, any>;
    expect(downloaded).toMatchObject({ format: 'almanac-player-data', version: 1, signIns: [{ provider: 'google' }] });
    expect(downloaded.builds.map((b: { name: string }) => b.name).sort()).toEqual(['Frost mage', 'Secret knight']);
    expect(await axeViolations(page, '.player-data')).toEqual([]);
    expect(page.consoleErrors).toEqual([]);
  });

  it('imports the file at 390 px by keyboard and shows what became of each build', async () => {
    expect(downloaded, 'the first test downloaded the file').toBeDefined();
    const page = await openPage(browser, PHONE);
    await signInAs(page, app.url, 'newcomer');
    await page.goto(`${app.url}/me`);
    // The download by keyboard too: the newcomer's own file, with no builds yet.
    await section(page).getByRole('link', { name: 'Download my data' }).focus();
    const [own] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(JSON.parse(await readFile((await own.path())!, 'utf8'))).toMatchObject({ format: 'almanac-player-data', profile: { username: 'newcomer' }, builds: [] });
    // A build of an older game data version (Quick Study, trait 4 in version 1, was removed) and one the rules refuse.
    const stats = { hp: 0, mp: 0, magic: 0, ability: 0, hpRegen: 0, mpRegen: 0, capacity: 0 };
    const file = {
      ...downloaded,
      builds: [
        ...downloaded.builds,
        { name: 'Old knight', class: 'knight', characterLevel: 40, assignedPoints: { '4': 1 }, dataVersion: 1, statAllocations: stats, equippedItemIds: {} },
        { name: 'Too high', class: 'mage', characterLevel: 999, assignedPoints: {}, dataVersion: 2, statAllocations: stats, equippedItemIds: {} },
      ],
    };
    const chooser = section(page).getByLabel('Data file');
    // The file chooser is the system's own dialog: the file is set on the input, the rest is keys.
    await chooser.setInputFiles({ name: 'almanac-data.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
    await chooser.focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Import builds');
    await page.keyboard.press('Enter');
    const status = section(page).getByRole('status');
    await expect.poll(() => status.textContent(), { timeout: 15_000 }).toBe('3 builds imported as private builds, 1 refused.');
    const report = section(page).getByRole('list', { name: 'What became of each build' });
    const rows = await report.getByRole('listitem').allTextContents();
    expect(rows[0]).toMatch(/^(Frost mage|Secret knight): Imported\.$/);
    expect(rows[2]).toMatch(/^Old knight: Imported, updated to this game data version: .*Quick Study was removed: 1 point refunded\./);
    expect(rows[3]).toBe('Too high: Refused: characterLevel: The level must be a whole number from 1 to 200.');
    // The builds are the player's own at once, private.
    await page.getByText('Old knight', { exact: true }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page, '.player-data')).toEqual([]);
    expect(page.consoleErrors).toEqual([]);
  });

  it('says why a file that is not JSON imports nothing', async () => {
    const page = await openPage(browser, PHONE);
    await signInAs(page, app.url, 'mistaken');
    await page.goto(`${app.url}/me`);
    await section(page).getByLabel('Data file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not json at all') });
    await section(page).getByRole('button', { name: 'Import builds' }).click();
    await expect.poll(() => section(page).getByRole('alert').textContent()).toBe('This file is not JSON, so nothing was imported. Choose the file "Download my data" gave you.');
    expect(await axeViolations(page, '.player-data')).toEqual([]);
  });
});
