import type { Browser, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { graphql, type AppProcess } from '../support/app';
import { devSignIn } from '../support/auth';
import { axeViolations } from '../support/axe';
import { closePages, openPage } from '../support/browser';
import { browserTest, signInAs } from '../support/browser-test';

/** Finding builds and the build's Embed (part 4) in the production bundle, by mouse and by keyboard at 390 px. */

let app: AppProcess;
let browser: Browser;

browserTest.beforeAll(({ app: server, browser: chromium }) => {
  app = server;
  browser = chromium;
});
afterEach(closePages);

const CLIPBOARD = { permissions: ['clipboard-read', 'clipboard-write'] };
const WIDE = { viewport: { width: 1366, height: 900 }, ...CLIPBOARD };
const PHONE = { viewport: { width: 390, height: 844 }, ...CLIPBOARD };
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const savedBuildId = (page: Page) => new URL(page.url()).searchParams.get('build');
const tagsGroup = (page: Page) => page.getByRole('group', { name: 'Tags' });
const rowNames = (page: Page) => page.locator('.build-rows .build-row__name').allTextContents();

/**
 * The word a test's builds are named with: another on each attempt (CI runs a failed browser test once more on the
 * same server, where the first attempt's builds are still listed), none the prefix of another, as search matches prefixes.
 */
const attempts = new Map<string, number>();
function attemptWord(words: readonly string[]): string {
  const attempt = attempts.get(words[0]!) ?? 0;
  attempts.set(words[0]!, attempt + 1);
  return words[attempt % words.length]!;
}

/** A published build with tags (and a like given now when `liked`), written through the API. */
async function publishedBuild(owner: string, name: string, tags: string[], likedBy?: string) {
  const cookie = await devSignIn(app.url, owner);
  const created = await graphql(app.url, `mutation($input: BuildInput!) { createBuild(input: $input) { id } }`, { input: { name, tags } }, { cookie });
  const id = created.data!.createBuild.id as string;
  await graphql(app.url, `mutation($id: ID!) { publishBuild(id: $id) { id } }`, { id }, { cookie });
  const liked = likedBy ? await graphql(app.url, `mutation($id: ID!) { likeBuild(buildId: $id) { id } }`, { id }, { cookie: await devSignIn(app.url, likedBy) }) : null;
  expect(liked?.errors).toBeUndefined();
  return id;
}

describe('finding builds by tag and trend', () => {
  it('by mouse at 1366 px: tags a build in the planner (a sixth is disabled with the reason), filters /builds by tag, sorts by Trending and copies the embed code', async () => {
    const mouse = attemptWord(['Mousetag', 'Rodenttag', 'Squeaktag']);
    await publishedBuild('tag_other', `${mouse} liked`, ['tank'], 'tag_fan');
    const page = await openPage(browser, WIDE);
    await signInAs(page, app.url, 'tag_mouse');
    await page.goto(`${app.url}/tools/planner`);
    await page.getByLabel('Build name').fill(`${mouse} planner`);
    const group = tagsGroup(page);
    for (const tag of ['Tank', 'Solo', 'Budget', 'Group', 'Damage']) await group.getByRole('checkbox', { name: tag }).click();
    const sixth = group.getByRole('checkbox', { name: 'Support' });
    expect(await sixth.isDisabled()).toBe(true);
    expect(await group.getByText('At most 5 tags: remove one to choose another.').count()).toBe(1);
    expect(await axeViolations(page, '.build-tags')).toEqual([]);
    // Removing one offers the others again.
    await group.getByRole('checkbox', { name: 'Damage' }).click();
    expect(await sixth.isDisabled()).toBe(false);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => savedBuildId(page)).not.toBeNull();
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Unpublish' }).count()).toBe(1);
    const id = savedBuildId(page)!;

    // Filter by tag: in the URL, and the server draws the filtered list for that URL.
    await page.goto(`${app.url}/builds?q=${mouse}`);
    await expect.poll(() => rowNames(page)).toEqual([`${mouse} liked`, `${mouse} planner`]);
    await page.getByLabel('Tag').selectOption('solo');
    await expect.poll(() => new URL(page.url()).searchParams.get('tag')).toBe('solo');
    await expect.poll(() => rowNames(page)).toEqual([`${mouse} planner`]);
    expect(await page.locator('.build-rows .build-badge').allTextContents()).toEqual(['Budget', 'Solo', 'Group', 'Tank']);
    const html = await (await fetch(`${app.url}/builds?q=${mouse}&tag=solo`)).text();
    expect(html).toContain(`${mouse} planner`);
    expect(html).not.toContain(`${mouse} liked`);

    // Trending: the build liked this week first (the tag filter kept).
    await page.getByLabel('Tag').selectOption('tank');
    await page.getByLabel('Sort by').selectOption('TRENDING');
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('TRENDING');
    expect(new URL(page.url()).searchParams.get('tag')).toBe('tank');
    await expect.poll(() => rowNames(page)).toEqual([`${mouse} liked`, `${mouse} planner`]);

    // The preview dialog's Embed: the code in a read-only box, copied with an announcement.
    await page.locator('.build-rows').getByRole('button', { name: new RegExp(`${mouse} planner`) }).click();
    const dialog = page.getByRole('dialog', { name: 'Build Preview' });
    await dialog.getByRole('button', { name: 'Embed', exact: true }).click();
    const box = dialog.getByRole('textbox', { name: 'Embed code' });
    const code = `<iframe src="${app.url}/embed/builds/${id}" width="420" height="240" title="Build on Almanac" style="border:0"></iframe>`;
    await expect.poll(() => box.inputValue()).toBe(code);
    expect(await box.getAttribute('readonly')).not.toBeNull();
    await dialog.getByRole('button', { name: 'Copy embed code' }).click();
    await expect.poll(() => clipboard(page)).toBe(code);
    expect(await dialog.getByRole('status').filter({ hasText: 'Copied.' }).count()).toBe(1);
    expect(page.consoleErrors).toEqual([]);
  });

  it('by keyboard at 390 px: tags a build in the trait tree, filters by that tag, sorts by Trending and copies the embed code on its page', async () => {
    const key = attemptWord(['Keytag', 'Latchtag', 'Bolttag']);
    await publishedBuild('tag_other2', `${key} liked`, ['support'], 'tag_fan2');
    const page = await openPage(browser, PHONE);
    await signInAs(page, app.url, 'tag_keys');
    await page.goto(`${app.url}/tools/trait-tree`);
    await page.getByLabel('Build name').focus();
    await page.keyboard.type(`${key} tree`);
    const group = tagsGroup(page);
    await group.getByRole('checkbox', { name: 'Support' }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Space');
    expect(await group.getByRole('checkbox', { checked: true }).evaluateAll((boxes) => boxes.map((b) => b.parentElement?.textContent))).toEqual(['Damage', 'Support']);
    expect(await noSideways(page)).toBe(true);
    await page.getByRole('button', { name: 'Save', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => savedBuildId(page)).not.toBeNull();
    await page.getByRole('button', { name: 'Publish' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('button', { name: 'Unpublish' }).count()).toBe(1);
    const id = savedBuildId(page)!;
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    expect((await graphql(app.url, `query($id: ID!) { build(id: $id) { tags } }`, { id }, { cookie })).data!.build.tags).toEqual(['damage', 'support']);

    await page.goto(`${app.url}/builds?q=${key}`);
    await expect.poll(() => rowNames(page)).toEqual([`${key} liked`, `${key} tree`]);
    await page.getByLabel('Tag').focus();
    await page.keyboard.type('Damage');
    await expect.poll(() => new URL(page.url()).searchParams.get('tag')).toBe('damage');
    await expect.poll(() => rowNames(page)).toEqual([`${key} tree`]);
    // The next option after Damage.
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => new URL(page.url()).searchParams.get('tag')).toBe('support');
    await page.getByLabel('Sort by').focus();
    await page.keyboard.type('Trending');
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('TRENDING');
    await expect.poll(() => rowNames(page)).toEqual([`${key} liked`, `${key} tree`]);
    expect(await noSideways(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // The build's page: tags shown; Embed beside Share, by keyboard.
    await page.goto(`${app.url}/builds/${id}`);
    const card = page.locator('article.build-card');
    expect(await card.locator('.build-badge').allTextContents()).toEqual(['Damage', 'Support']);
    await page.getByRole('button', { name: 'Embed', exact: true }).focus();
    await page.keyboard.press('Enter');
    expect(await page.getByRole('button', { name: 'Embed', exact: true }).getAttribute('aria-expanded')).toBe('true');
    // The code's box is read-only: typing into it changes nothing.
    const box = page.getByRole('textbox', { name: 'Embed code' });
    const code = await box.inputValue();
    await box.focus();
    await page.keyboard.type('x');
    expect(await box.inputValue()).toBe(code);
    await page.getByRole('button', { name: 'Copy embed code' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => clipboard(page)).toContain(`${app.url}/embed/builds/${id}`);
    expect(await page.getByRole('status').filter({ hasText: 'Copied.' }).count()).toBe(1);
    expect(await noSideways(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(page.consoleErrors).toEqual([]);
  });
});
