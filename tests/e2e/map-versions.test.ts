import type { Browser, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { graphql, type AppProcess } from '../support/app';
import { devSignIn } from '../support/auth';
import { closePages, openPage } from '../support/browser';
import { browserTest } from '../support/browser-test';
import { rawPack } from '../../server/game-data/pack';

/**
 * The maps read the served game data version (production bundle): once a version that renames a
 * monster is published, the monsters map's popup names it anew in a browser that had the map
 * open before (its copy of the world is revalidated, not kept).
 */
let app: AppProcess;
let browser: Browser;
browserTest.beforeAll(({ app: server, browser: chromium }) => {
  app = server;
  browser = chromium;
});
afterEach(closePages);

const popupText = (page: Page) => page.locator('.leaflet-popup-content').textContent().catch(() => null);

describe('the maps after a patch', () => {
  it('the monsters map names a monster the published version renamed', { timeout: 180_000 }, async () => {
    const page = await openPage(browser);
    await page.goto(`${app.url}/tools/monsters-map?monster=rat-king`);
    await expect.poll(() => popupText(page), { timeout: 30_000 }).toContain('Rat King');

    const admin = { cookie: await devSignIn(app.url, 'map_patch_admin', 'admin') };
    const pack = rawPack();
    pack.monsters.find((monster) => monster.id === 'rat-king')!.name = 'Rat Emperor';
    const upload = await fetch(`${app.url}/manage/game-data/import`, { method: 'POST', headers: { 'content-type': 'application/json', origin: app.url, ...admin }, body: JSON.stringify(pack) });
    expect(upload.status).toBe(200);
    const published = await graphql(app.url, 'mutation { publishGameDataDraft(name: "3 Rat Emperor") { version { number } } }', {}, admin);
    expect(published.errors).toBeUndefined();

    // The same browser, the same address: the world it fetched before is revalidated into the new version's.
    await page.goto(`${app.url}/tools/monsters-map?monster=rat-king`);
    await expect.poll(() => popupText(page), { timeout: 30_000 }).toContain('Rat Emperor');
    expect(await popupText(page)).not.toContain('Rat King');
    expect(page.consoleErrors).toEqual([]);
  });
});
