import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { graphql, type AppProcess } from '../support/app';
import { devSignIn } from '../support/auth';
import { closePages, startServerAndBrowser, openPage } from '../support/browser';
import { snapshotClient } from '../support/client-snapshot';

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
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function signInAs(page: Page, username: string) {
  const response = await page.context().request.post(`${app.url}/auth/dev`, { data: { username, role: 'user' } });
  expect(response.status()).toBe(200);
}

async function apiBuild(cookie: string, name: string, publish: boolean): Promise<string> {
  const created = await graphql(app.url, 'mutation($n: String!) { createBuild(input: { name: $n, class: rogue, characterLevel: 42 }) { id } }', { n: name }, { cookie });
  const id = created.data!.createBuild.id as string;
  if (publish) await graphql(app.url, 'mutation($id: ID!) { publishBuild(id: $id) { id } }', { id }, { cookie });
  return id;
}

const like = async (username: string, id: string) =>
  graphql(app.url, 'mutation($id: ID!) { likeBuild(buildId: $id) { id } }', { id }, { cookie: await devSignIn(app.url, username) });

describe('a player page', () => {
  it('shows the display name, public builds and likes received, and nothing private', async () => {
    const cookie = await devSignIn(app.url, 'page-owner');
    await graphql(app.url, 'mutation { updateProfile(input: { displayName: "The Page Owner" }) { id } }', {}, { cookie });
    const shown = await apiBuild(cookie, 'Shown to everyone', true);
    await apiBuild(cookie, 'Kept to myself', false);
    await like('page-fan-1', shown);
    await like('page-fan-2', shown);
    const page = await openPage(browser, WIDE);
    await page.goto(`${app.url}/players/Page-Owner`);
    await page.getByRole('heading', { name: 'The Page Owner', level: 1 }).waitFor({ timeout: 20_000 });
    const facts = page.locator('.player-facts');
    expect(await facts.innerText()).toMatch(/Username\s+page-owner\s+Public builds\s+1\s+Likes received\s+2/);
    expect(await page.getByRole('link', { name: 'Shown to everyone' }).getAttribute('href')).toBe(`/builds/${shown}`);
    const text = await page.locator('main').innerText();
    expect(text).not.toContain('Kept to myself');
    expect(text).not.toMatch(/\bAdmin\b|\bRole\b/);
    expect(await page.title()).toBe('The Page Owner · Almanac');
    await page.goto(`${app.url}/players/nobody-here`);
    await page.getByRole('heading', { name: 'Player not found', level: 1 }).waitFor({ timeout: 20_000 });
    expect(page.consoleErrors).toEqual([]);
  });

  it('is reached from the owner and comment author names, and fits a phone', async () => {
    const cookie = await devSignIn(app.url, 'linked-owner');
    const id = await apiBuild(cookie, 'Linked build', true);
    const fan = await devSignIn(app.url, 'linked-fan');
    await graphql(app.url, 'mutation($id: ID!) { addComment(buildId: $id, content: "Nice one") { id } }', { id }, { cookie: fan });
    const page = await openPage(browser, PHONE);
    await page.goto(`${app.url}/builds/${id}`);
    const comments = page.getByRole('region', { name: 'Comments' });
    await comments.getByRole('link', { name: 'linked-fan' }).click();
    await page.waitForURL(`${app.url}/players/linked-fan`);
    await page.getByRole('heading', { name: 'linked-fan', level: 1 }).waitFor();
    await page.goBack();
    await page.locator('.build-card').getByRole('link', { name: 'linked-owner' }).click();
    await page.waitForURL(`${app.url}/players/linked-owner`);
    await page.getByRole('link', { name: 'Linked build' }).waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
  });
});

describe('comments on a build page', () => {
  it('are shown without a click; an empty one says why; deleting asks first', async () => {
    const owner = await devSignIn(app.url, 'talk-owner');
    const id = await apiBuild(owner, 'Talked about', true);
    await graphql(app.url, 'mutation($id: ID!) { addComment(buildId: $id, content: "First!") { id } }', { id }, { cookie: owner });
    const page = await openPage(browser, WIDE);
    await signInAs(page, 'talk-owner');
    await page.goto(`${app.url}/builds/${id}`);
    await page.getByRole('heading', { name: 'Talked about', level: 1 }).waitFor({ timeout: 20_000 });
    const comments = page.getByRole('region', { name: 'Comments' });
    await comments.getByText('First!').waitFor();
    // On the page, Comment takes the player to the form.
    await page.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
    // Nothing but spaces: nothing is sent, and the reason is given.
    await comments.getByRole('textbox', { name: 'Your comment' }).fill('   ');
    await comments.getByRole('button', { name: 'Post comment' }).click();
    await expect.poll(() => comments.getByRole('alert').textContent()).toBe('Write something first: an empty comment is not posted.');
    expect(await page.getByTestId('comment-count').textContent()).toBe('1');
    // Delete asks first; Cancel keeps the comment, by keyboard.
    await comments.getByRole('button', { name: /^Delete comment by/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this comment?' });
    await expect.poll(() => confirm.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => confirm.isVisible()).toBe(false);
    expect(await comments.getByText('First!').count()).toBe(1);
    await comments.getByRole('button', { name: /^Delete comment by/ }).click();
    await confirm.getByRole('button', { name: 'Delete comment' }).click();
    await expect.poll(() => comments.getByText('First!').count()).toBe(0);
    await expect.poll(() => page.getByTestId('comment-count').textContent()).toBe('0');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Comments');
  });
});

describe('Save a copy for a signed-in player', () => {
  it('copies a public build from its page and from its card into my builds, linked to the original', async () => {
    const owner = await devSignIn(app.url, 'copied-owner');
    const id = await apiBuild(owner, 'Worth copying', true);
    const page = await openPage(browser, WIDE);
    await signInAs(page, 'copy-maker');
    await page.goto(`${app.url}/builds/${id}`);
    await page.getByRole('button', { name: 'Save a copy' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Saved “Worth copying (copy)”' }).count()).toBe(1);
    const cookie = await devSignIn(app.url, 'copy-maker');
    const mine = async () =>
      (await graphql(app.url, '{ me { builds { name isPublic basedOn { id } } } }', {}, { cookie })).data!.me.builds as Array<{ name: string; isPublic: boolean; basedOn: { id: string } | null }>;
    expect(await mine()).toEqual([{ name: 'Worth copying (copy)', isPublic: false, basedOn: { id } }]);
    // From the card in the preview dialog.
    await page.goto(`${app.url}/builds?q=Worth%20copying`);
    await page.locator('main').getByRole('button', { name: /Worth copying/ }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Build Preview' });
    await dialog.getByRole('button', { name: 'Save a copy' }).click();
    await expect.poll(async () => (await mine()).length).toBe(2);
    await dialog.getByRole('link', { name: 'your builds' }).click();
    await page.waitForURL(`${app.url}/me`);
    await expect.poll(() => dialog.isVisible()).toBe(false);
    // The owner has no Save a copy on their own build.
    await signInAs(page, 'copied-owner');
    await page.goto(`${app.url}/builds/${id}`);
    await page.getByRole('heading', { name: 'Worth copying', level: 1 }).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('button', { name: 'Save a copy' }).count()).toBe(0);
  });
});

describe('builds I liked', () => {
  it('are listed on /me, newest like first, with their owners', async () => {
    const owner = await devSignIn(app.url, 'liked-owner');
    const older = await apiBuild(owner, 'Liked first', true);
    const newer = await apiBuild(owner, 'Liked second', true);
    await like('liking-player', older);
    await like('liking-player', newer);
    const page = await openPage(browser, PHONE);
    await signInAs(page, 'liking-player');
    await page.goto(`${app.url}/me`);
    const section = page.getByRole('region', { name: 'Builds you liked' });
    await expect.poll(() => section.getByRole('listitem').count(), { timeout: 20_000 }).toBe(2);
    expect(await section.getByRole('listitem').evaluateAll((items) => items.map((li) => li.querySelector('a')!.textContent))).toEqual(['Liked second', 'Liked first']);
    expect(await section.getByRole('link', { name: 'liked-owner' }).first().getAttribute('href')).toBe('/players/liked-owner');
    expect(await sidewaysOverflow(page)).toBe(0);
  });
});

describe('the phone menu', () => {
  it('gives the top builds and my own builds, as links to their pages', async () => {
    const cookie = await devSignIn(app.url, 'menu-player');
    const id = await apiBuild(cookie, 'In my pocket', false);
    const page = await openPage(browser, PHONE);
    await signInAs(page, 'menu-player');
    await page.goto(`${app.url}/news`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const top = menu.getByRole('region', { name: 'Top builds' });
    await expect.poll(() => top.getByRole('link').count(), { timeout: 20_000 }).toBeGreaterThan(1);
    const mine = menu.getByRole('region', { name: 'Your builds' });
    await mine.getByRole('link', { name: /In my pocket/ }).click();
    await page.waitForURL(`${app.url}/builds/${id}`);
    await expect.poll(() => menu.isVisible()).toBe(false);
    await page.getByRole('heading', { name: 'In my pocket', level: 1 }).waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
  });
});
