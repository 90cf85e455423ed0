import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { graphql, type AppProcess } from '../support/app';
import { devSignIn } from '../support/auth';
import { axeViolations } from '../support/axe';
import { closePages } from '../support/browser';
import { browserTest } from '../support/browser-test';
import { sharedPage } from '../support/shared-page';

/** Build variants in the production bundle: the tools' tabs by keyboard, compare, share, the build page's tabs, a phone. */

let app: AppProcess;
let browser: Browser;

browserTest.beforeAll(({ app: server, browser: chromium }) => {
  app = server;
  browser = chromium;
});
afterEach(closePages);

const WIDE = { viewport: { width: 1280, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true };
/**
 * The pages the tests take in turn, each as fresh as a new context's but for the HTTP cache (tests/support/shared-page.ts):
 * two at 1280 px (a test's page and the "fresh browser" or other site it opens beside it) and a phone's.
 * A build with one setup (no variant tabs) is checked without a browser in tests/component/builds.test.tsx.
 */
const widePage = sharedPage(() => browser, WIDE);
const otherPage = sharedPage(() => browser, WIDE);
const phonePage = sharedPage(() => browser, PHONE);
const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const tabNames = (page: Page) => page.getByRole('tablist', { name: /^Variants of/ }).getByRole('tab').allInnerTexts();
const selectedTab = (page: Page) => page.getByRole('tab', { selected: true }).innerText();
const focusedText = (page: Page) => page.evaluate(() => `${document.activeElement?.getAttribute('role') ?? document.activeElement?.tagName}:${document.activeElement?.textContent?.trim()}`);
/** Presses a button by keyboard: focus, then Enter. */
const press = async (page: Page, name: string) => {
  await page.getByRole('button', { name, exact: true }).focus();
  await page.keyboard.press('Enter');
};
const setLevel = async (page: Page, level: number) => {
  const field = page.getByRole('textbox', { name: 'Level', exact: true });
  await field.fill(String(level));
  await field.press('Enter');
  await expect.poll(() => field.inputValue()).toBe(String(level));
};

describe('variants in the planner', () => {
  it('by keyboard: three variants, rename, reorder, delete and undo; compare two; share one and open it in a fresh browser on the same variant', async () => {
    const page = await widePage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`${app.url}/tools/planner`);
    await page.getByRole('combobox', { name: 'Class' }).selectOption('mage');
    await page.getByLabel('Build name').fill('Three ways');
    expect(await tabNames(page)).toEqual(['Main']);
    await setLevel(page, 20);

    // Add two variants: each is shown and its tab takes the focus.
    await press(page, 'Add variant');
    await expect.poll(() => selectedTab(page)).toBe('Variant 2');
    await expect.poll(() => focusedText(page)).toBe('tab:Variant 2');
    await setLevel(page, 50);
    await press(page, 'Add variant');
    await expect.poll(() => tabNames(page)).toEqual(['Main', 'Variant 2', 'Variant 3']);
    await setLevel(page, 100);

    // Rename by keyboard; a name another variant has (ignoring case) is refused and Escape keeps the old one.
    await press(page, 'Rename');
    await expect.poll(() => focusedText(page)).toBe('INPUT:');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('main');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Another variant is already named “main”.' }).count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => focusedText(page)).toBe('BUTTON:Rename');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Endgame');
    await page.keyboard.press('Enter');
    await expect.poll(() => tabNames(page)).toEqual(['Main', 'Variant 2', 'Endgame']);
    await expect.poll(() => focusedText(page)).toBe('tab:Endgame');
    expect(new URL(page.url()).searchParams.get('variant')).toBe('Endgame');

    // Reorder: Endgame one place left; the tabs follow the arrow keys, Home and End.
    await press(page, 'Move left');
    await expect.poll(() => tabNames(page)).toEqual(['Main', 'Endgame', 'Variant 2']);
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Endgame moved to place 2 of 3.' }).count()).toBe(1);
    await page.getByRole('tab', { name: 'Endgame' }).focus();
    await page.keyboard.press('Home');
    await expect.poll(() => selectedTab(page)).toBe('Main');
    expect(await focusedText(page)).toBe('tab:Main');
    expect(await page.getByRole('textbox', { name: 'Level', exact: true }).inputValue()).toBe('20');
    await page.keyboard.press('End');
    await expect.poll(() => selectedTab(page)).toBe('Variant 2');
    expect(await page.getByRole('textbox', { name: 'Level', exact: true }).inputValue()).toBe('50');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => selectedTab(page)).toBe('Main');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => selectedTab(page)).toBe('Variant 2');
    // Only the selected tab is in the Tab order (roving tabindex).
    expect(await page.getByRole('tab').evaluateAll((tabs) => tabs.map((tab) => tab.getAttribute('tabindex')))).toEqual(['-1', '-1', '0']);

    // Delete Variant 2; Undo brings it back (and shows it), Redo deletes it again.
    await press(page, 'Delete variant');
    await expect.poll(() => tabNames(page)).toEqual(['Main', 'Endgame']);
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Deleted Variant 2. Undo brings it back.' }).count()).toBe(1);
    await press(page, 'Undo');
    await expect.poll(() => tabNames(page)).toEqual(['Main', 'Endgame', 'Variant 2']);
    await expect.poll(() => selectedTab(page)).toBe('Variant 2');
    await press(page, 'Redo');
    await expect.poll(() => tabNames(page)).toEqual(['Main', 'Endgame']);

    // Unsaved changes stay across switches, and Undo of a change in another variant shows that variant.
    await page.getByRole('tab', { name: 'Endgame' }).click();
    await page.getByRole('button', { name: 'One more Magic' }).click();
    await page.getByRole('tab', { name: 'Main' }).click();
    expect(await page.getByText('Unsaved changes').count()).toBe(1);
    await press(page, 'Undo');
    await expect.poll(() => selectedTab(page)).toBe('Endgame');
    await press(page, 'Redo');

    // Compare Endgame with Main.
    await page.getByText('Compare with…').focus();
    await page.keyboard.press('Enter');
    await page.getByLabel('Another variant of this build').selectOption('Main');
    const compare = page.getByTestId('planner-compare');
    await expect.poll(() => compare.getByRole('heading', { name: 'Compared with Main' }).count()).toBe(1);
    expect(await compare.getByRole('columnheader').allInnerTexts()).toEqual(['Number', 'Endgame', 'Main', 'Difference']);
    expect(await compare.getByRole('row', { name: /Class and level/ }).innerText()).toMatch(/Mage 100\s+Mage 20\s+[−-]80 levels/);
    await press(page, 'Stop comparing');
    expect(await axeViolations(page)).toEqual([]);

    // Share Endgame: the short link opens it, named, in a fresh browser.
    await press(page, 'Copy link');
    await expect.poll(() => page.getByText('Link copied.').count()).toBe(1);
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^${app.url}/s/[A-Za-z0-9_-]{10}$`));
    const html = await (await fetch(link)).text();
    expect(html).toContain('<meta property="og:title" content="Three ways · Endgame · Mage level 100 · Almanac" />');
    const fresh = await otherPage();
    await fresh.goto(link);
    await fresh.waitForURL(/\/tools\/planner\?.*variant=Endgame/);
    await expect.poll(() => selectedTab(fresh)).toBe('Endgame');
    expect(await fresh.getByLabel('Build name').inputValue()).toBe('Three ways');
    expect(await fresh.getByRole('textbox', { name: 'Level', exact: true }).inputValue()).toBe('100');
    expect(await fresh.getByRole('spinbutton', { name: 'Magic points' }).inputValue()).toBe('1');
    expect(page.consoleErrors).toEqual([]);
    expect(fresh.consoleErrors).toEqual([]);
    // The longest journey of the file: 45 s alone on a loaded machine, near the project's 60 s (it timed out once).
  }, 120_000);

  it('saves every variant, keeps them when switching to the trait tree, and opens a saved build on the variant its link names', async () => {
    await devSignIn(app.url, 'variant_saver');
    const page = await widePage();
    await page.context().request.post(`${app.url}/auth/dev`, { data: { username: 'variant_saver', role: 'user' } });
    await page.goto(`${app.url}/tools/planner`);
    await page.getByRole('combobox', { name: 'Class' }).selectOption('rogue');
    await setLevel(page, 10);
    await page.getByLabel('Build name').fill('Saved variants');
    await press(page, 'Duplicate');
    await expect.poll(() => tabNames(page)).toEqual(['Main', 'Main 2']);
    await setLevel(page, 40);
    await page.getByRole('link', { name: 'Edit the traits in the trait tree' }).click();
    await page.waitForURL(/\/tools\/trait-tree/);
    await expect.poll(() => tabNames(page)).toEqual(['Main', 'Main 2']);
    expect(await selectedTab(page)).toBe('Main 2');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByText('Saved “Saved variants” to your builds.').count()).toBe(1);
    const id = new URL(page.url()).searchParams.get('build')!;
    const cookie = await devSignIn(app.url, 'variant_saver');
    const stored = await graphql(app.url, 'query($id: ID!) { build(id: $id) { characterLevel variants { name class characterLevel } } }', { id }, { cookie });
    expect(stored.data!.build).toEqual({ characterLevel: 10, variants: [{ name: 'Main', class: 'rogue', characterLevel: 10 }, { name: 'Main 2', class: 'rogue', characterLevel: 40 }] });

    const again = await otherPage();
    await again.context().request.post(`${app.url}/auth/dev`, { data: { username: 'variant_saver', role: 'user' } });
    await again.goto(`${app.url}/tools/planner?build=${id}&variant=2`);
    await expect.poll(() => selectedTab(again)).toBe('Main 2');
    expect(await again.getByRole('textbox', { name: 'Level', exact: true }).inputValue()).toBe('40');
    expect(await again.getByText('Unsaved changes').count()).toBe(0);
    expect(again.consoleErrors).toEqual([]);
  });
});

describe('variants of a build kept in this browser', () => {
  it('signed out: kept with every variant, opened from /me with all of them, and saved to the account after sign-in', async () => {
    const page = await widePage();
    await page.goto(`${app.url}/tools/planner`);
    await page.getByRole('combobox', { name: 'Class' }).selectOption('squire');
    await setLevel(page, 15);
    await page.getByLabel('Build name').fill('Kept variants');
    await press(page, 'Add variant');
    await setLevel(page, 25);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByText('Kept in this browser.').count()).toBe(1);

    await page.goto(`${app.url}/me`);
    expect(await page.locator('.local-builds__item', { hasText: 'Kept variants' }).innerText()).toContain('2 variants');
    await page.getByRole('link', { name: 'Open Kept variants' }).click();
    await page.waitForURL(/\/tools\/planner\?/);
    await expect.poll(() => tabNames(page)).toEqual(['Main', 'Variant 2']);
    expect(await selectedTab(page)).toBe('Main');
    expect(await page.getByRole('textbox', { name: 'Level', exact: true }).inputValue()).toBe('15');
    await page.getByRole('tab', { name: 'Variant 2' }).click();
    expect(await page.getByRole('textbox', { name: 'Level', exact: true }).inputValue()).toBe('25');
    expect(await page.getByText('Unsaved changes').count()).toBe(0);

    await page.context().request.post(`${app.url}/auth/dev`, { data: { username: 'variant_keeper', role: 'user' } });
    await page.goto(`${app.url}/me`);
    const offer = page.getByRole('dialog', { name: 'Save your builds?' });
    await expect.poll(() => offer.isVisible()).toBe(true);
    await offer.getByRole('button', { name: 'Save it' }).click();
    await expect.poll(() => offer.isVisible()).toBe(false);
    // Saved to the account: /me's list says how many variants it has.
    await expect.poll(() => page.locator('.my-build__title', { hasText: 'Kept variants' }).innerText().catch(() => '')).toContain('2 variants');
    const cookie = await devSignIn(app.url, 'variant_keeper');
    const mine = await graphql(app.url, '{ me { builds { name variants { name characterLevel } } } }', {}, { cookie });
    expect(mine.data!.me.builds).toEqual([{ name: 'Kept variants', variants: [{ name: 'Main', characterLevel: 15 }, { name: 'Variant 2', characterLevel: 25 }] }]);
    expect(page.consoleErrors).toEqual([]);
  });
});

describe("the build page's variant tabs", () => {
  let id = '';
  beforeAll(async () => {
    const cookie = await devSignIn(app.url, 'variant_pages');
    const created = await graphql(
      app.url,
      `mutation($input: BuildInput!) { createBuild(input: $input) { id } }`,
      { input: { name: 'Paged variants', class: 'knight', isPlannerBuild: true, variants: [{ name: 'Levelling 1–60', characterLevel: 60, statAllocations: { hp: 7 } }, { name: 'Endgame', characterLevel: 200, statAllocations: { hp: 150 } }, { name: 'Budget', characterLevel: 30 }] } },
      { cookie },
    );
    id = created.data!.createBuild.id as string;
    await graphql(app.url, `mutation($id: ID!) { publishBuild(id: $id) { id } }`, { id }, { cookie });
  });
  const hp = (page: Page) => page.getByRole('tabpanel').locator('.build-contents__stats > div').filter({ has: page.locator('dt', { hasText: /^Health$/ }) }).locator('dd').innerText();

  it("by mouse and keyboard: each tab shows its variant and the address names it; Embed on a variant's tab gives that variant's card, which another site frames", async () => {
    const page = await widePage();
    await page.goto(`${app.url}/builds/${id}`);
    expect(await tabNames(page)).toEqual(['Levelling 1–60', 'Endgame', 'Budget']);
    expect(await hp(page)).toBe('7');
    await page.getByRole('tab', { name: 'Endgame' }).click();
    await expect.poll(() => hp(page)).toBe('150');
    expect(new URL(page.url()).searchParams.get('variant')).toBe('Endgame');
    expect(await page.locator('.build-card__meta').first().innerText()).toContain('Level 200');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => selectedTab(page)).toBe('Budget');
    expect(await focusedText(page)).toBe('tab:Budget');
    await expect.poll(() => hp(page)).toBe('0');
    await page.keyboard.press('Home');
    await expect.poll(() => hp(page)).toBe('7');
    expect(new URL(page.url()).searchParams.has('variant')).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Endgame' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('variant')).toBe('Endgame');
    // Embed on a variant's tab gives that variant's card, which another site frames by its code (by keyboard).
    await page.getByRole('button', { name: 'Embed', exact: true }).focus();
    await page.keyboard.press('Enter');
    const code = await page.getByRole('textbox', { name: 'Embed code' }).inputValue();
    const src = /<iframe src="([^"]+)"/.exec(code)![1]!;
    expect(new URL(src).pathname + new URL(src).search).toBe(`/embed/builds/${id}?variant=Endgame`);
    // A page of another origin pastes the code: the card shows the variant, its level and numbers.
    const other = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><html lang="en"><head><title>A guild forum</title></head><body><h1>A guild forum</h1>${code}</body></html>`);
    });
    other.listen(0, '127.0.0.1');
    await once(other, 'listening');
    try {
      const forum = await otherPage();
      await forum.goto(`http://127.0.0.1:${(other.address() as AddressInfo).port}/`);
      const frame = forum.frameLocator('iframe');
      await expect.poll(() => frame.locator('.build-embed__muted').first().innerText()).toContain('Endgame · Knight · Level 200');
      expect(await frame.getByRole('link', { name: 'Open on Almanac' }).getAttribute('href')).toBe(`/builds/${id}?variant=Endgame`);
      expect(forum.consoleErrors).toEqual([]);
    } finally {
      other.close();
    }
    // Open goes to the tool on the variant shown.
    await page.getByRole('link', { name: 'Open', exact: true }).click();
    await page.waitForURL(/\/tools\/planner\?/);
    await expect.poll(() => selectedTab(page)).toBe('Endgame');
    expect(page.consoleErrors).toEqual([]);
  });

  it('is drawn by the server on the variant the link names (JavaScript off)', async () => {
    const context = await browser.newContext({ ...WIDE, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${app.url}/builds/${id}?variant=Endgame`);
      expect(await page.getByRole('tab', { selected: true }).innerText()).toBe('Endgame');
      expect(await hp(page)).toBe('150');
      expect(await page.title()).toBe('Paged variants · Endgame · Knight level 200 · Almanac');
    } finally {
      await context.close();
    }
  });

  it('at 390 px: the tabs fit or scroll in their own strip, by touch and keyboard, on the build page and (eight) in the planner', async () => {
    const page = await phonePage();
    await page.goto(`${app.url}/builds/${id}?variant=3`);
    expect(await selectedTab(page)).toBe('Budget');
    expect(await noSideways(page)).toBe(true);
    await page.getByRole('tab', { name: 'Endgame' }).tap();
    await expect.poll(() => hp(page)).toBe('150');
    await page.keyboard.press('End');
    await expect.poll(() => selectedTab(page)).toBe('Budget');
    await expect.poll(() => page.getByRole('tab', { name: 'Budget' }).evaluate((tab) => {
      const strip = tab.closest('.variant-tabs__strip')!.getBoundingClientRect();
      const box = tab.getBoundingClientRect();
      return box.right <= strip.right + 1 && box.left >= strip.left - 1;
    })).toBe(true);
    expect(await noSideways(page)).toBe(true);
    // On to the planner by the menu: eight variants scroll in their strip, not the page.
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await page.getByRole('dialog').getByRole('link', { name: 'Character Planner', exact: true }).tap();
    await page.waitForURL(`${app.url}/tools/planner`);
    for (let n = 2; n <= 8; n += 1) await press(page, 'Add variant');
    await expect.poll(() => (tabNames(page).then((names) => names.length))).toBe(8);
    expect(await page.getByRole('button', { name: 'Add variant' }).isDisabled()).toBe(true);
    expect(await page.getByText('At most 8 variants.').count()).toBe(1);
    expect(await noSideways(page)).toBe(true);
    await page.getByRole('tab', { selected: true }).focus();
    await page.keyboard.press('Home');
    await expect.poll(() => selectedTab(page)).toBe('Main');
    expect(await noSideways(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });
});
