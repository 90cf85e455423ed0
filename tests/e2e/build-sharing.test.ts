import type { Browser, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { graphql, type AppProcess } from '../support/app';
import { devSignIn } from '../support/auth';
import { closePages, openPage } from '../support/browser';
import { browserTest } from '../support/browser-test';

/** Sharing in the production bundle: short links, the Share button, damaged links, the name kept. */

let app: AppProcess;
let browser: Browser;

browserTest.beforeAll(({ app: server, browser: chromium }) => {
  app = server;
  browser = chromium;
});
afterEach(closePages);

const CLIPBOARD = { permissions: ['clipboard-read', 'clipboard-write'] };
const WIDE = { viewport: { width: 1280, height: 900 }, ...CLIPBOARD };
const PHONE = { viewport: { width: 390, height: 844 }, ...CLIPBOARD };
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('Copy link in the tools', () => {
  it('copies a short link that opens the same build with its name in a fresh browser, and previews with the name and a card', async () => {
    const page = await openPage(browser, WIDE);
    await page.goto(`${app.url}/tools/planner`);
    await page.getByRole('combobox', { name: 'Class' }).selectOption('knight');
    await page.getByLabel('Build name').fill('Shared knight');
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect.poll(() => page.getByText('Link copied.').count()).toBe(1);
    const link = await clipboard(page);
    expect(link).toMatch(new RegExp(`^${app.url}/s/[A-Za-z0-9_-]{10}$`));
    const code = link.slice(-10);
    console.info(`short link: ${link.length - app.url.length} characters after the origin (${link}); long link: ${page.url().length - app.url.length}`);

    const fresh = await openPage(browser, WIDE);
    await fresh.goto(link);
    await fresh.waitForURL(/\/tools\/planner\?/);
    await expect.poll(() => fresh.getByLabel('Build name').inputValue()).toBe('Shared knight');
    expect(await fresh.getByRole('combobox', { name: 'Class' }).inputValue()).toBe('knight');

    const html = await (await fetch(link)).text();
    const level = await page.getByRole('textbox', { name: 'Level', exact: true }).inputValue();
    expect(html).toContain(`<meta property="og:title" content="Shared knight · Knight level ${level} · Almanac" />`);
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="http[^"]+/s/${code}/card\\.png" />`));
    expect((await fetch(`${app.url}/s/${code}/card.png`)).headers.get('content-type')).toBe('image/png');
    expect(page.consoleErrors).toEqual([]);
  });

  it('copies the long link and says why when offline', async () => {
    const page = await openPage(browser, WIDE);
    await page.goto(`${app.url}/tools/trait-tree`);
    await page.getByLabel('Build name').fill('Offline build');
    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect.poll(() => page.getByText(/Copied the long link: a short one could not be made \(you are offline\)\./).count()).toBe(1);
    const link = await clipboard(page);
    expect(link).toContain('/tools/trait-tree?state=');
    expect(new URL(link).searchParams.get('name')).toBe('Offline build');
    await page.context().setOffline(false);
  });

  it('copies the build\'s page for a published build without unsaved changes', async () => {
    const cookie = await devSignIn(app.url, 'publisher_link');
    const created = await graphql(app.url, `mutation { createBuild(input: { name: "Published link", class: rogue, characterLevel: 12 }) { id } }`, {}, { cookie });
    const id = created.data!.createBuild.id as string;
    await graphql(app.url, `mutation($id: ID!) { publishBuild(id: $id) { id } }`, { id }, { cookie });
    const page = await openPage(browser, WIDE);
    await page.context().request.post(`${app.url}/auth/dev`, { data: { username: 'publisher_link', role: 'user' } });
    await page.goto(`${app.url}/tools/trait-tree?build=${id}`);
    await expect.poll(() => page.getByLabel('Build name').inputValue()).toBe('Published link');
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect.poll(() => page.getByText('Link copied.').count()).toBe(1);
    expect(await clipboard(page)).toBe(`${app.url}/builds/${id}`);
  });
});

describe('damaged links', () => {
  it('a damaged ?state= says so instead of silently opening a default build', async () => {
    const page = await openPage(browser, WIDE);
    await page.goto(`${app.url}/tools/planner?state=NOTBASE64!!`);
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'This link is damaged; here is a new build.' }).count()).toBe(1);
  });

  it('an unknown short link says so, with a way to start a build, at 390 px', async () => {
    const page = await openPage(browser, PHONE);
    await page.goto(`${app.url}/s/nothing123`);
    await expect.poll(() => page.getByRole('heading', { name: 'This link is damaged or unknown' }).count()).toBe(1);
    expect(await noSideways(page)).toBe(true);
    await page.getByRole('link', { name: 'New planner build' }).click();
    await page.waitForURL(/\/tools\/planner/);
  });
});

describe('the Share button', () => {
  it('by keyboard at 390 px: copies the build\'s page and announces it', async () => {
    const cookie = await devSignIn(app.url, 'share_owner');
    const created = await graphql(app.url, `mutation { createBuild(input: { name: "Share me", class: mage, characterLevel: 30 }) { id } }`, {}, { cookie });
    const id = created.data!.createBuild.id as string;
    await graphql(app.url, `mutation($id: ID!) { publishBuild(id: $id) { id } }`, { id }, { cookie });
    const page = await openPage(browser, PHONE);
    await page.goto(`${app.url}/builds/${id}`);
    const share = page.getByRole('button', { name: 'Share', exact: true });
    await share.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Copied: the link is on your clipboard.' }).count()).toBe(1);
    expect(await clipboard(page)).toBe(`${app.url}/builds/${id}`);
    expect(await noSideways(page)).toBe(true);
  });

  it('by mouse: uses the system share sheet where the browser has one', async () => {
    const cookie = await devSignIn(app.url, 'share_sheet');
    const created = await graphql(app.url, `mutation { createBuild(input: { name: "Sheet build", class: squire, characterLevel: 5 }) { id } }`, {}, { cookie });
    const id = created.data!.createBuild.id as string;
    await graphql(app.url, `mutation($id: ID!) { publishBuild(id: $id) { id } }`, { id }, { cookie });
    const page = await openPage(browser, WIDE);
    // Desktop Chromium on Linux has no share sheet; a page script stands in for the phone's, recording what it was given.
    await page.addInitScript(() => {
      (window as unknown as { shared: unknown[] }).shared = [];
      Object.defineProperty(navigator, 'share', { value: async (data: unknown) => void (window as unknown as { shared: unknown[] }).shared.push(data) });
    });
    await page.goto(`${app.url}/builds/${id}`);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Shared.' }).count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { shared: unknown[] }).shared)).toEqual([{ url: `${app.url}/builds/${id}`, title: 'Sheet build · Almanac' }]);
  });
});

describe('the name typed before signing in', () => {
  it('is kept in the link, so it is still there after signing in', async () => {
    const page = await openPage(browser, WIDE);
    await page.goto(`${app.url}/tools/trait-tree`);
    await page.getByLabel('Build name').fill('Named before sign-in');
    await expect.poll(() => new URL(page.url()).searchParams.get('name')).toBe('Named before sign-in');
    // The sign-in returns to the same address (the login dialog's return path is the page's path and query).
    await page.context().request.post(`${app.url}/auth/dev`, { data: { username: 'late_signer', role: 'user' } });
    await page.reload();
    await expect.poll(() => page.getByLabel('Build name').inputValue()).toBe('Named before sign-in');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByText('Saved “Named before sign-in” to your builds.').count()).toBe(1);
  });
});

describe('builds kept in this browser', () => {
  it('by keyboard at 390 px: signed out, a saved build is on /me and in the bar, opens, and keeps its name through sign-in', async () => {
    const page = await openPage(browser, PHONE);
    await page.goto(`${app.url}/tools/trait-tree`);
    // The page's session answer arrives first (a new build takes the player's class when it does).
    await page.waitForLoadState('networkidle');
    await page.getByRole('combobox', { name: 'Class' }).selectOption('rogue');
    // The class change reaches the build (and its tree) before the name is typed and the build saved.
    await expect.poll(() => new URL(page.url()).searchParams.has('state')).toBe(true);
    await page.getByLabel('Build name').focus();
    await page.keyboard.type('Local rogue');
    await page.getByRole('button', { name: 'Save', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByText('Kept in this browser.').count()).toBe(1);

    await page.goto(`${app.url}/me`);
    const kept = page.getByRole('region', { name: 'Builds kept in this browser' });
    await expect.poll(() => kept.getByRole('listitem').count()).toBe(1);
    const item = kept.getByRole('listitem').first();
    expect(await item.textContent()).toMatch(/Local rogue.*Rogue · level \d+ · trait tree build · kept/);
    expect(await noSideways(page)).toBe(true);
    // Phones have no builds bar: the menu lists the kept build instead.
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect.poll(() => menu.getByRole('region', { name: 'Kept in this browser' }).getByRole('listitem').allTextContents()).toEqual([expect.stringMatching(/^Local rogueRogue · \d+ · local$/)]);
    await page.keyboard.press('Escape');
    // Closing the menu hands focus back to its button (on the dialog's close event, a task later):
    // wait for that, or it takes the focus back from the link below and Enter reopens the menu.
    await expect.poll(() => menu.isVisible()).toBe(false);
    await expect.poll(() => page.getByRole('button', { name: 'Open menu' }).evaluate((el) => el === document.activeElement)).toBe(true);
    await item.getByRole('link', { name: 'Open Local rogue' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/tools\/trait-tree\?/);
    await expect.poll(() => page.getByLabel('Build name').inputValue()).toBe('Local rogue');
    expect(await page.getByRole('combobox', { name: 'Class' }).inputValue()).toBe('rogue');

    // Signing in offers it with its name, and saves it under that name.
    await page.context().request.post(`${app.url}/auth/dev`, { data: { username: 'local_keeper', role: 'user' } });
    await page.goto(`${app.url}/news`);
    const offer = page.getByRole('dialog', { name: 'Save your builds?' });
    await expect.poll(() => offer.isVisible()).toBe(true);
    expect(await offer.getByRole('listitem').allTextContents()).toEqual(['Local rogue']);
    await offer.getByRole('button', { name: 'Save it' }).click();
    await expect.poll(() => offer.isVisible()).toBe(false);
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const mine = await graphql(app.url, '{ me { builds { name class } } }', {}, { cookie });
    expect(mine.data!.me.builds).toEqual([{ name: 'Local rogue', class: 'rogue' }]);
  });

  it('by mouse: Delete removes a kept build from /me and the bar', async () => {
    const page = await openPage(browser, WIDE);
    await page.goto(`${app.url}/tools/planner`);
    await page.getByLabel('Build name').fill('Doomed build');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByText('Kept in this browser.').count()).toBe(1);
    await page.goto(`${app.url}/me`);
    const kept = page.getByRole('region', { name: 'Builds kept in this browser' });
    // The builds bar (wide screens) lists it too, with its class and level, marked local.
    const bar = page.getByRole('list', { name: 'Builds kept in this browser' });
    await expect.poll(() => bar.locator('.private-build__name').allTextContents()).toEqual(['Doomed build']);
    expect(await bar.locator('.private-build__meta').textContent()).toMatch(/^Squire \d+$/);
    expect(await bar.locator('.private-build__public').textContent()).toBe('local');
    await kept.getByRole('button', { name: 'Delete Doomed build' }).click();
    await expect.poll(() => kept.getByRole('status').textContent()).toBe('Deleted “Doomed build” from this browser.');
    expect(await kept.getByRole('listitem').count()).toBe(0);
    expect(await page.getByRole('list', { name: 'Builds kept in this browser' }).count()).toBe(0);
  });
});

describe('comments', () => {
  it('make addresses into nofollow ugc links and keep everything else plain text', async () => {
    const cookie = await devSignIn(app.url, 'commenter_links');
    const created = await graphql(app.url, `mutation { createBuild(input: { name: "Linked comments", class: squire, characterLevel: 8 }) { id } }`, {}, { cookie });
    const id = created.data!.createBuild.id as string;
    await graphql(app.url, `mutation($id: ID!) { publishBuild(id: $id) { id } }`, { id }, { cookie });
    const page = await openPage(browser, WIDE);
    await page.context().request.post(`${app.url}/auth/dev`, { data: { username: 'commenter_links', role: 'user' } });
    await page.goto(`${app.url}/builds/${id}`);
    await page.getByLabel('Your comment').fill('Guide: https://example.com/guide. <b>not bold</b>');
    await page.getByRole('button', { name: 'Post comment' }).click();
    const link = page.locator('.build-comment__content a');
    await expect.poll(() => link.count()).toBe(1);
    expect(await link.getAttribute('href')).toBe('https://example.com/guide');
    expect(await link.getAttribute('rel')).toBe('nofollow ugc noopener');
    expect(await page.locator('.build-comment__content').first().textContent()).toBe('Guide: https://example.com/guide. <b>not bold</b>');
    expect(await page.locator('.build-comment__content b').count()).toBe(0);
  });
});
