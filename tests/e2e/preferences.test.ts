import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { decodeShareState } from '../../server/game-data/rules/share-state';
import { graphql, type AppProcess } from '../support/app';
import { devSignIn } from '../support/auth';
import { closePages, startServerAndBrowser, openPage, untilShown } from '../support/browser';
import { snapshotClient } from '../support/client-snapshot';
import { axeViolations } from '../support/axe';

let app: AppProcess;
let browser: Browser;
let client: Awaited<ReturnType<typeof snapshotClient>>;

beforeAll(async () => {
  client = await snapshotClient();
  [app, browser] = await startServerAndBrowser({ CLIENT_DIST: client.path });
});
afterEach(closePages);
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await client?.remove();
});

const WIDE = { viewport: { width: 1280, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 } };

async function signInAs(page: Page, username: string) {
  const response = await page.context().request.post(`${app.url}/auth/dev`, { data: { username, role: 'user' } });
  expect(response.status()).toBe(200);
}

const rootData = (page: Page, name: 'theme' | 'scheme' | 'density' | 'motion') => page.evaluate((key) => document.documentElement.dataset[key], name);
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
const preferencesOf = (page: Page) => page.getByRole('region', { name: 'Preferences' });

async function openMe(page: Page) {
  await page.goto(`${app.url}/me`);
  await preferencesOf(page).waitFor({ timeout: 20_000 });
}

describe('preferences signed out', () => {
  it('apply at once, by mouse and keyboard, and stay in this browser', async () => {
    const page = await openPage(browser, WIDE);
    await openMe(page);
    const prefs = preferencesOf(page);
    expect(await rootData(page, 'theme')).toBe('dark');
    const dark = await background(page);
    await prefs.getByRole('radio', { name: 'Light' }).click();
    await expect.poll(() => rootData(page, 'theme')).toBe('light');
    expect(await background(page)).not.toBe(dark);
    // By keyboard: the arrow keys move through a group's choices.
    await prefs.getByRole('group', { name: 'Tables' }).getByRole('radio', { name: 'Comfortable' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => rootData(page, 'density')).toBe('compact');
    // Always reduced motion stops the header's wizard whatever the device says.
    expect(await page.locator('.wizard').getAttribute('data-animated')).toBe('true');
    await prefs.getByRole('group', { name: 'Motion' }).getByRole('radio', { name: 'Always reduced' }).check();
    await expect.poll(() => page.locator('.wizard').getAttribute('data-animated')).toBe('false');
    expect(await prefs.getByRole('status').textContent()).toBe('Saved in this browser.');
    await page.reload();
    await preferencesOf(page).waitFor();
    expect([await rootData(page, 'theme'), await rootData(page, 'density'), await rootData(page, 'motion')]).toEqual(['light', 'compact', 'reduced']);
    expect(await preferencesOf(page).getByRole('radio', { name: 'Light' }).isChecked()).toBe(true);
    expect(page.consoleErrors).toEqual([]);
  });

  it('give a light look that passes axe (WCAG 2.1 AA), and "As this device" follows the device', async () => {
    const page = await openPage(browser, WIDE);
    // Light kept as browsers did before the preferences cookie: only in local storage. The server draws the first
    // page in the default look (it reads the cookie alone); once hydrated, the page takes the stored choice and
    // writes the cookie, so every later page is drawn light by the server from its first paint.
    await page.addInitScript(() => localStorage.setItem('almanac.preferences', JSON.stringify({ theme: 'light' })));
    const drawn: Array<string | undefined> = [];
    for (const path of ['/lists/monsters', '/items/all', '/me']) {
      await page.goto(`${app.url}${path}`);
      await page.locator('main h1').first().waitFor({ timeout: 20_000 });
      drawn.push(await rootData(page, 'scheme'));
      await expect.poll(() => rootData(page, 'scheme')).toBe('light');
      await expect.poll(() => page.locator('main').innerText(), { timeout: 20_000 }).not.toMatch(/Loading/);
      // Kept in local storage only (from before the preferences cookie): taken up just after the first page hydrates.
      await expect.poll(() => rootData(page, 'scheme')).toBe('light');
      expect({ path, violations: await axeViolations(page) }).toEqual({ path, violations: [] });
    }
    expect(drawn.slice(1)).toEqual(['light', 'light']);
    await preferencesOf(page).getByRole('group', { name: 'Theme' }).getByRole('radio', { name: 'As this device' }).click();
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => rootData(page, 'scheme')).toBe('dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => rootData(page, 'scheme')).toBe('light');
  });

  it('fit a phone without scrolling sideways', async () => {
    const page = await openPage(browser, PHONE);
    await openMe(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  });
});

describe('preferences chosen signed out, then a sign-in', () => {
  async function chooseLightThenSignIn(page: Page, username: string) {
    await openMe(page);
    await preferencesOf(page).getByRole('radio', { name: 'Light' }).check();
    await expect.poll(() => rootData(page, 'theme')).toBe('light');
    await signInAs(page, username);
    await page.reload();
    const banner = page.getByRole('region', { name: 'Which settings to keep' });
    await banner.waitFor();
    // Not silently replaced: the device's choice stays on screen while the player decides.
    expect(await rootData(page, 'theme')).toBe('light');
    return banner;
  }
  const profileTheme = async (page: Page) =>
    ((await (await page.context().request.post(`${app.url}/graphql`, { data: { query: '{ me { preferences { theme } } }' } })).json()) as { data: { me: { preferences: { theme: string } } } }).data.me.preferences.theme;

  it('keeps this device’s choice for the profile when asked, by keyboard at 390 px', async () => {
    const page = await openPage(browser, PHONE);
    const banner = await chooseLightThenSignIn(page, 'kept-device-choice');
    await banner.getByRole('button', { name: 'Keep this device’s' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => banner.count()).toBe(0);
    expect(await profileTheme(page)).toBe('light');
    expect(await rootData(page, 'theme')).toBe('light');
    await page.reload();
    expect(await rootData(page, 'theme')).toBe('light');
    expect(await page.getByRole('region', { name: 'Which settings to keep' }).count()).toBe(0);
  });

  it('takes the profile’s instead when asked, by mouse at 1280 px', async () => {
    const page = await openPage(browser, WIDE);
    const banner = await chooseLightThenSignIn(page, 'took-profile-choice');
    await banner.getByRole('button', { name: 'Use my profile’s' }).click();
    await expect.poll(() => banner.count()).toBe(0);
    await expect.poll(() => rootData(page, 'theme')).toBe('dark');
    expect(await profileTheme(page)).toBe('dark');
    await page.reload();
    expect(await page.getByRole('region', { name: 'Which settings to keep' }).count()).toBe(0);
    expect(await rootData(page, 'theme')).toBe('dark');
  });
});

describe('preferences signed in', () => {
  it('are saved in the profile and reach the player\'s other open device live, the builds bar included', async () => {
    const phone = await openPage(browser, WIDE);
    const laptop = await openPage(browser, WIDE);
    await signInAs(phone, 'prefs-traveller');
    await signInAs(laptop, 'prefs-traveller');
    await openMe(phone);
    await laptop.goto(`${app.url}/news`);
    const bar = laptop.locator('#builds-bar-content');
    await expect.poll(() => bar.getAttribute('data-visible'), { timeout: 20_000 }).toBe('true');
    await laptop.getByRole('heading', { name: 'News', level: 1 }).waitFor();
    await expect.poll(() => laptop.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    // The laptop's profile stream is open once a name changed elsewhere reaches its header.
    const cookie = await devSignIn(app.url, 'prefs-traveller');
    await untilShown(
      (attempt) => graphql(app.url, 'mutation($n: String!) { updateProfile(input: { displayName: $n }) { id } }', { n: `Traveller ${attempt}` }, { cookie }),
      async (attempt) => (await laptop.getByRole('link', { name: `Hello, Traveller ${attempt}` }).count()) > 0,
    );

    const prefs = preferencesOf(phone);
    await prefs.getByRole('radio', { name: 'Compact' }).click();
    await expect.poll(() => rootData(laptop, 'density'), { timeout: 20_000 }).toBe('compact');
    // Nothing changes before the server accepted it, so a click rather than uncheck().
    await prefs.getByRole('checkbox', { name: /Show the builds bar/ }).click();
    await expect.poll(() => bar.getAttribute('data-visible'), { timeout: 20_000 }).toBe('false');
    // Still under the specification's key in local storage, on both devices.
    await expect.poll(() => laptop.evaluate(() => localStorage.getItem('almanac.shell.buildsBarVisible'))).toBe('false');
    // The phone writes its copy when the save's answer arrives, which may come after the laptop's live update.
    await expect.poll(() => phone.evaluate(() => localStorage.getItem('almanac.shell.buildsBarVisible'))).toBe('false');
    await expect.poll(() => prefs.getByRole('status').textContent()).toBe('Saved in your profile.');

    // The bar's own toggle saves to the profile too.
    await laptop.getByRole('button', { name: '▼ SHOW BUILDS ▼' }).click();
    await expect.poll(() => bar.getAttribute('data-visible')).toBe('true');
    const saved = await graphql(app.url, '{ me { preferences { buildsBarVisible density } } }', {}, { cookie });
    expect(saved.data!.me.preferences).toEqual({ buildsBarVisible: true, density: 'compact' });
  });

  it('start the tools with the profile\'s class and level in a browser that never saw them, at 1280 and 390 px', async () => {
    const cookie = await devSignIn(app.url, 'prefs-cold');
    const set = await graphql(app.url, 'mutation { updatePreferences(input: { toolClass: rogue, toolLevel: 33 }) { id } }', {}, { cookie });
    expect(set.errors).toBeUndefined();
    for (const [options, tool] of [[WIDE, 'trait-tree'], [PHONE, 'planner']] as const) {
      // A new browser: nothing in its storage, the profile's preferences arrive after the page started.
      const page = await openPage(browser, options);
      await signInAs(page, 'prefs-cold');
      await page.goto(`${app.url}/tools/${tool}`);
      await expect.poll(() => page.getByLabel('Class', { exact: true }).inputValue({ timeout: 2_000 }), { timeout: 20_000 }).toBe('rogue');
      await expect.poll(() => page.getByLabel('Level', { exact: true }).inputValue({ timeout: 2_000 })).toBe('33');
      await expect.poll(() => decodeShareState(new URL(page.url()).searchParams.get('state'))).toMatchObject({ characterClass: 'rogue', level: 33 });
      await page.context().close();
    }
  });

  it('start the planner and the trait tree with the chosen class and level; a bad level says why and saves nothing', async () => {
    const page = await openPage(browser, WIDE);
    await signInAs(page, 'prefs-planner');
    await openMe(page);
    const prefs = preferencesOf(page);
    const level = prefs.getByRole('spinbutton', { name: 'Level' });
    await level.fill('0');
    await prefs.getByRole('button', { name: 'Save level' }).click();
    await expect.poll(() => prefs.getByRole('alert').textContent()).toBe('The tools start at a whole level from 1 to 200.');
    expect(await level.getAttribute('aria-invalid')).toBe('true');
    await prefs.getByRole('combobox', { name: 'Class' }).selectOption('knight');
    await expect.poll(() => prefs.getByRole('combobox', { name: 'Class' }).inputValue()).toBe('knight');
    await level.fill('30');
    await level.press('Enter');
    await expect.poll(() => prefs.getByRole('status').textContent()).toBe('Saved in your profile.');
    await expect.poll(() => level.getAttribute('aria-invalid')).toBe('false');
    for (const tool of ['planner', 'trait-tree']) {
      await page.goto(`${app.url}/tools/${tool}`);
      await expect.poll(() => new URL(page.url()).searchParams.get('state'), { timeout: 20_000 }).not.toBeNull();
      const started = decodeShareState(new URL(page.url()).searchParams.get('state'));
      expect({ tool, characterClass: started.characterClass, level: started.level }).toEqual({ tool, characterClass: 'knight', level: 30 });
    }
  });
});
