import type { Browser, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { graphql, type AppProcess } from '../support/app';
import { closePages, openPage } from '../support/browser';
import { browserTest, signInAs } from '../support/browser-test';

/** A build's notes in the production bundle: written in the tools, read on the build's page and in the preview. */

let app: AppProcess;
let browser: Browser;

browserTest.beforeAll(({ app: server, browser: chromium }) => {
  app = server;
  browser = chromium;
});
afterEach(closePages);

const WIDE = { viewport: { width: 1280, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 } };

const notesOf = (page: Page) => page.getByRole('region', { name: 'Notes' });
const savedBuildId = (page: Page) => new URL(page.url()).searchParams.get('build');
const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('build notes', () => {
  it('by mouse: writes notes with an item link in the planner, previews them, saves, and the build page shows them with the tooltip', async () => {
    const page = await openPage(browser, WIDE);
    await signInAs(page, app.url, 'note_writer');
    await page.goto(`${app.url}/tools/planner`);
    await page.getByLabel('Build name').fill('Noted planner build');
    const notes = notesOf(page);
    await notes.getByRole('textbox', { name: 'Notes' }).click();
    await page.keyboard.type('## Levelling\n\nStart with a [[item:rusty-shortsword]] and **never** skip capacity.');
    await expect.poll(() => notes.getByText('unsaved changes').count()).toBe(1);
    await notes.getByRole('button', { name: 'Preview' }).click();
    const previewLink = notes.locator('a[data-game-ref="item:rusty-shortsword"]');
    await expect.poll(() => previewLink.textContent()).toBe('Rusty Shortsword');
    expect(await notes.getByRole('heading', { name: 'Levelling' }).count()).toBe(1);
    await notes.getByRole('button', { name: 'Write' }).click();
    expect(await notes.getByRole('textbox', { name: 'Notes' }).inputValue()).toContain('[[item:rusty-shortsword]]');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => savedBuildId(page)).not.toBeNull();
    await expect.poll(() => notes.getByText('unsaved changes').count()).toBe(0);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Unpublish' }).count()).toBe(1);
    const id = savedBuildId(page)!;

    // A reload opens the saved notes.
    await page.goto(`${app.url}/tools/planner?build=${id}`);
    await expect.poll(() => notesOf(page).getByRole('textbox', { name: 'Notes' }).inputValue()).toContain('never');

    await page.goto(`${app.url}/builds/${id}`);
    const shown = page.getByRole('region', { name: 'Notes' });
    const link = shown.locator('a[data-game-ref="item:rusty-shortsword"]');
    await expect.poll(() => link.textContent()).toBe('Rusty Shortsword');
    expect(await shown.locator('strong').textContent()).toBe('never');
    await link.hover();
    const tooltip = page.getByRole('tooltip');
    await expect.poll(() => tooltip.textContent()).toContain('Rusty Shortsword');

    // The served page's meta description leads with the notes.
    const html = await (await fetch(`${app.url}/builds/${id}`)).text();
    expect(html).toContain('<meta name="description" content="Levelling Start with a rusty-shortsword and never skip capacity. · A planner build');

    // The preview dialog shows the first lines and leads to the page.
    await page.goto(`${app.url}/builds?q=${encodeURIComponent('Noted planner build')}`);
    await page.getByRole('button', { name: /Noted planner build/ }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Build Preview' });
    await expect.poll(() => dialog.locator('.build-card__excerpt').textContent()).toBe('Levelling Start with a rusty-shortsword and never skip capacity.');
    await dialog.getByRole('link', { name: /Read the notes/ }).click();
    await page.waitForURL(`${app.url}/builds/${id}`);
    expect(page.consoleErrors).toEqual([]);
  });

  it('by keyboard at 390 px: writes notes in the trait tree, previews and saves them; a refused save says why', async () => {
    const page = await openPage(browser, PHONE);
    await signInAs(page, app.url, 'note_phone');
    await page.goto(`${app.url}/tools/trait-tree`);
    const notes = notesOf(page);
    const field = notes.getByRole('textbox', { name: 'Notes' });
    await field.focus();
    await page.keyboard.type('Tank first, [[monster:cellar-rat]] farm at 5.');
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Preview');
    await page.keyboard.press('Enter');
    await expect.poll(() => notes.locator('a[data-game-ref="monster:cellar-rat"]').textContent()).toBe('☠Cellar Rat');
    expect(await noSideways(page)).toBe(true);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => notes.getByRole('textbox', { name: 'Notes' }).count()).toBe(1);

    await page.getByLabel('Build name').focus();
    await page.keyboard.type('Phone notes');
    await page.getByRole('button', { name: 'Save', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => savedBuildId(page)).not.toBeNull();
    const id = savedBuildId(page)!;
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const stored = await graphql(app.url, `query($id: ID!) { build(id: $id) { description } }`, { id }, { cookie });
    expect(stored.data!.build.description).toBe('Tank first, [[monster:cellar-rat]] farm at 5.');
    expect(await noSideways(page)).toBe(true);

    // The field stops at 10,000 characters; a longer text sent anyway (here: through the API) is refused with the reason.
    expect(await field.getAttribute('maxlength')).toBe('10000');
    const refused = await graphql(app.url, `mutation($id: ID!) { updateBuild(id: $id, input: { description: "${'x'.repeat(10_001)}" }) { id } }`, { id }, { cookie });
    expect(refused.errors?.[0]?.message).toBe('Notes can have at most 10,000 characters.');
    expect(page.consoleErrors).toEqual([]);
  });

  it('signed out, keeps the notes with the build kept in this browser', async () => {
    const page = await openPage(browser, WIDE);
    await page.goto(`${app.url}/tools/trait-tree`);
    await notesOf(page).getByRole('textbox', { name: 'Notes' }).fill('Kept notes');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByText('Kept in this browser.').count()).toBe(1);
    const kept = JSON.parse((await page.evaluate(() => localStorage.getItem('almanac.builds.local')))!) as Array<{ input: { description: string } }>;
    expect(kept[0]!.input.description).toBe('Kept notes');
  });
});
