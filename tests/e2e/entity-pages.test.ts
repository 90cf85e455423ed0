import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppProcess } from '../support/app';
import { startServerAndBrowser, openPage } from '../support/browser';
import { rawPack } from '../../server/game-data/pack';
import { loadWorld } from '../../server/game-data/world/check';

let app: AppProcess;
let browser: Browser;
const pack = rawPack();
const world = loadWorld(pack);
const goodsName = (id: string) => [...pack.items, ...pack.materials].find((g) => g.id === id)!.name;

beforeAll(async () => {
  [app, browser] = await startServerAndBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();
const popupText = (page: Page) => page.locator('.leaflet-popup-content').textContent().catch(() => null);
const fitsPhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('monster and NPC pages', () => {
  it('opens a monster page from the list by mouse, shows its loot and places, and its place link lands on the monsters map', async () => {
    const page = await openPage(browser);
    const king = pack.monsters.find((m) => m.id === 'rat-king')!;
    await page.goto(`${app.url}/lists/monsters?q=Rat%20King`);
    await page.locator('table.data-table').getByRole('link', { name: 'Rat King', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/lists/monsters/rat-king');
    await expect.poll(() => heading(page), { timeout: 20_000 }).toBe('Rat King');
    expect(await page.title()).toBe('Rat King · Lists · Almanac');
    const loot = page.getByRole('region', { name: 'Loot' });
    for (const drop of king.loot) expect(await loot.textContent()).toContain(goodsName(drop.goodsId));
    const stats = await page.getByRole('region', { name: 'Stats' }).textContent();
    expect(stats).toContain(`Level${king.level}`);
    // The small map draws the spawn's floor.
    const spawn = world.entities.spawns.find((s) => s.monster === 'rat-king')!;
    await expect.poll(() => page.locator('.small-map-canvas').getAttribute('data-tiles-loaded'), { timeout: 20_000 }).toBe(String(spawn.z));
    const place = pack.locations.find((l) => l.id === spawn.place)!;
    await page.getByRole('link', { name: `Rat King in ${place.name} on the monsters map` }).click();
    await expect.poll(() => page.url()).toContain(`/tools/monsters-map?spawn=${spawn.id}`);
    await expect.poll(() => popupText(page), { timeout: 30_000 }).toContain('Rat King');
    // And from the map's popup back to the page.
    await page.locator('.leaflet-popup-content').getByRole('link', { name: /Loot and stats/ }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/lists/monsters/rat-king');
    await page.getByRole('link', { name: 'Back to the monsters' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/lists/monsters');
    expect(page.consoleErrors).toEqual([]);
    await page.context().close();
  });

  it('opens a monster page from the list by keyboard, and fits a 390px phone', async () => {
    const page = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await page.goto(`${app.url}/lists/monsters?q=Drake%20Matriarch`);
    const link = page.locator('table.data-table').getByRole('link', { name: 'Drake Matriarch', exact: true });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => heading(page), { timeout: 20_000 }).toBe('Drake Matriarch');
    expect(new URL(page.url()).pathname).toBe('/lists/monsters/drake-matriarch');
    expect(await page.getByRole('region', { name: 'Weaknesses and resistances' }).textContent()).toContain('Ice +30%');
    await page.locator('.small-map .leaflet-tile-loaded').first().waitFor();
    expect(await fitsPhone(page)).toBeLessThanOrEqual(390);
    expect(page.consoleErrors).toEqual([]);
    await page.context().close();
  });

  it('keeps the small map’s box from the first paint, so the line under it never moves (390px phone)', async () => {
    const page = await openPage(browser, { viewport: { width: 390, height: 844 } });
    // Where the line under the map is when the server's page is parsed (before any script of the page ran).
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const line = document.querySelector('section[aria-labelledby="monster-where"] > p:last-child');
        (window as unknown as { lineAt?: number }).lineAt = line ? line.getBoundingClientRect().top + window.scrollY : -1;
      });
    });
    await page.goto(`${app.url}/lists/monsters/scarecrow`);
    const lineAt = () => page.evaluate(() => document.querySelector('section[aria-labelledby="monster-where"] > p:last-child')!.getBoundingClientRect().top + window.scrollY);
    const first = await page.evaluate(() => (window as unknown as { lineAt?: number }).lineAt);
    expect(first).toBeGreaterThan(0);
    await page.locator('.small-map .leaflet-tile-loaded').first().waitFor({ timeout: 20_000 });
    expect(await page.getByRole('img', { name: /^Where Scarecrow lives/ }).count()).toBe(1);
    expect(await lineAt()).toBe(first);
    expect(page.consoleErrors).toEqual([]);
    await page.context().close();
  });

  it('opens an NPC page from an item page with trades, prices and a map link, and fits a 390px phone', async () => {
    const page = await openPage(browser, { viewport: { width: 390, height: 844 } });
    const brann = pack.npcs.find((n) => n.id === 'forgemaster-brann')!;
    await page.goto(`${app.url}/items/axes/reavers-axe`);
    await page.getByRole('link', { name: brann.name }).first().click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/lists/npc-buy-sell/forgemaster-brann');
    await expect.poll(() => heading(page), { timeout: 20_000 }).toBe(brann.name);
    expect(await page.title()).toBe(`${brann.name} · Lists · Almanac`);
    expect(await page.locator('.entity-stats').textContent()).toContain(`Profession${brann.profession}`);
    const sells = page.getByRole('region', { name: 'Sells' });
    await expect.poll(() => sells.getByRole('link').count()).toBeGreaterThan(0);
    expect(await sells.textContent()).toMatch(/for [\d,]+ gp/);
    // The small map loads as the reader nears it (far below the trades on a phone), in a box kept for it from the start.
    await page.locator('.small-map').scrollIntoViewIfNeeded();
    await page.locator('.small-map .leaflet-tile-loaded').first().waitFor();
    expect(await fitsPhone(page)).toBeLessThanOrEqual(390);
    await page.getByRole('link', { name: `${brann.name} on the map` }).click();
    await expect.poll(() => page.url()).toContain('/tools/monsters-map?npc=forgemaster-brann');
    await expect.poll(() => popupText(page), { timeout: 30_000 }).toContain(brann.name);
    expect(page.consoleErrors).toEqual([]);
    await page.context().close();
  });

  // A monster or an NPC that does not exist: its page, drawn by the server with its alert and the link back, is
  // tests/api/server-rendering.test.ts's (the readable "not found" pages).
});
