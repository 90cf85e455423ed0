import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { graphql, type AppProcess } from '../support/app';
import { devSignIn } from '../support/auth';
import { axeViolations } from '../support/axe';
import { closePages, openPage, startServerAndBrowser, untilShown } from '../support/browser';

/**
 * Comments with replies, as players use them on a build's page: Reply opens a
 * box under the comment, the reply shows there and, live, in another browser; the author edits
 * their own comment and it shows "edited". By mouse on a laptop and by keyboard on a phone.
 */
let app: AppProcess;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await startServerAndBrowser();
});
afterEach(closePages);
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const LAPTOP = { viewport: { width: 1366, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 } };
const ADD = `mutation($id: ID!, $c: String!) { addComment(buildId: $id, content: $c) { id } }`;

async function signInAs(page: Page, username: string) {
  const response = await page.context().request.post(`${app.url}/auth/dev`, { data: { username, role: 'user' } });
  expect(response.status()).toBe(200);
}

/** A public build with one comment by `author`; resolves with the build's id. */
async function buildWithComment(owner: string, author: string, content: string): Promise<string> {
  const cookie = await devSignIn(app.url, owner);
  const created = await graphql(app.url, `mutation($n: String!) { createBuild(input: { name: $n, class: mage, characterLevel: 30 }) { id } }`, { n: `${owner}'s build` }, { cookie });
  const id = created.data!.createBuild.id as string;
  await graphql(app.url, `mutation($id: ID!) { publishBuild(id: $id) { id } }`, { id }, { cookie });
  expect((await graphql(app.url, ADD, { id, c: content }, { cookie: await devSignIn(app.url, author) })).errors).toBeUndefined();
  return id;
}

/** The watcher's page, once its live subscription is known to deliver (a sentinel comment by the owner shows). */
async function watching(id: string, owner: string, options: typeof LAPTOP): Promise<Awaited<ReturnType<typeof openPage>>> {
  const watcher = await openPage(browser, options);
  await watcher.goto(`${app.url}/builds/${id}`);
  const cookie = await devSignIn(app.url, owner);
  await untilShown(
    (attempt) => graphql(app.url, ADD, { id, c: `Sentinel ${attempt}` }, { cookie }),
    async (attempt) => (await watcher.locator('.build-comment__content', { hasText: `Sentinel ${attempt}` }).count()) > 0,
  );
  return watcher;
}

const thread = (page: Page, text: string) => page.locator('.build-comments__list > li', { has: page.locator(':scope > .build-comment__content', { hasText: text }) });
const repliesOf = (page: Page, text: string) => thread(page, text).locator('.build-comment__replies .build-comment__content').allTextContents();
const activeLabel = (page: Page) => page.evaluate(() => (document.activeElement as HTMLTextAreaElement | null)?.labels?.[0]?.textContent ?? document.activeElement?.textContent ?? null);

describe('replies and edits on a build page', () => {
  it('by mouse at 1366 px: reply under a comment, seen live in a second browser; edit your own comment and see "edited"', async () => {
    const id = await buildWithComment('mouse_owner', 'mouse_writer', 'Which ring is best here?');
    const watcher = await watching(id, 'mouse_owner', LAPTOP);

    const replier = await openPage(browser, LAPTOP);
    await signInAs(replier, 'mouse_replier');
    await replier.goto(`${app.url}/builds/${id}`);
    await thread(replier, 'Which ring is best here?').getByRole('button', { name: 'Reply to mouse_writer' }).click();
    const box = replier.getByLabel('Your reply to mouse_writer');
    await expect.poll(() => box.evaluate((element) => element === document.activeElement)).toBe(true);
    await box.fill('The steel ring, see https://example.com/rings.');
    await replier.getByRole('button', { name: 'Post reply' }).click();
    await expect.poll(() => repliesOf(replier, 'Which ring is best here?')).toEqual(['The steel ring, see https://example.com/rings.']);
    // The box closes once the post has come back (a render after the reply shows).
    await expect.poll(() => box.count()).toBe(0);
    // The address is a link that passes no ranking and no opener.
    const link = thread(replier, 'Which ring').getByRole('link', { name: 'https://example.com/rings' });
    expect(await link.getAttribute('rel')).toBe('nofollow ugc noopener');
    // The second browser shows the reply under its comment without reloading.
    await expect.poll(() => repliesOf(watcher, 'Which ring is best here?'), { timeout: 15_000 }).toEqual(['The steel ring, see https://example.com/rings.']);
    // A reply has no Reply button of its own (one level), and another player's comment no Edit button.
    expect(await thread(replier, 'Which ring').locator('.build-comment__replies').getByRole('button', { name: /^Reply/ }).count()).toBe(0);
    expect(await thread(replier, 'Which ring').getByRole('button', { name: 'Edit your comment' }).count()).toBe(0);

    // The author edits their comment by mouse.
    const author = await openPage(browser, LAPTOP);
    await signInAs(author, 'mouse_writer');
    await author.goto(`${app.url}/builds/${id}`);
    await thread(author, 'Which ring is best here?').getByRole('button', { name: 'Edit your comment' }).click();
    const editor = author.getByLabel('Edit your comment');
    await expect.poll(() => editor.evaluate((element) => element === document.activeElement)).toBe(true);
    await editor.fill('Which ring is best at level 30?');
    await author.locator('.build-comment__box').getByRole('button', { name: 'Save', exact: true }).click();
    const edited = thread(author, 'Which ring is best at level 30?').locator('time.build-comment__edited');
    await expect.poll(() => edited.textContent()).toBe('edited');
    expect(await edited.getAttribute('title')).toMatch(/^Edited \d{1,2} \w{3} \d{4}, \d{2}:\d{2} UTC$/);
    expect(Date.parse((await edited.getAttribute('datetime'))!)).not.toBeNaN();
    // Live in the other browser too, with its reply still under it.
    await expect.poll(() => thread(watcher, 'Which ring is best at level 30?').locator('time.build-comment__edited').count(), { timeout: 15_000 }).toBe(1);
    expect(await repliesOf(watcher, 'Which ring is best at level 30?')).toEqual(['The steel ring, see https://example.com/rings.']);
    expect(await axeViolations(author, '.build-comments')).toEqual([]);

    // Deleting the comment takes its reply with it, as the dialog says; the other browser follows.
    await thread(author, 'Which ring is best at level 30?').getByRole('button', { name: 'Delete comment by mouse_writer' }).click();
    const dialog = author.getByRole('dialog', { name: 'Delete this comment?' });
    expect(await dialog.textContent()).toContain('The comment by mouse_writer and its reply go for good.');
    await dialog.getByRole('button', { name: 'Delete comment' }).click();
    await expect.poll(() => thread(author, 'Which ring').count()).toBe(0);
    expect(await author.locator('.build-comment__content', { hasText: 'The steel ring' }).count()).toBe(0);
    await expect.poll(() => thread(watcher, 'Which ring').count(), { timeout: 15_000 }).toBe(0);
    for (const page of [watcher, replier, author]) expect(page.consoleErrors).toEqual([]);
  });

  it('by keyboard at 390 px: Reply opens a box with focus in it, Escape cancels back to Reply; post, edit your reply, see it live', async () => {
    const id = await buildWithComment('keys_owner', 'keys_writer', 'Is the mage fine solo?');
    const watcher = await watching(id, 'keys_owner', PHONE);

    const page = await openPage(browser, PHONE);
    await signInAs(page, 'keys_replier');
    await page.goto(`${app.url}/builds/${id}`);
    const reply = thread(page, 'Is the mage fine solo?').getByRole('button', { name: 'Reply to keys_writer' });
    await reply.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => activeLabel(page)).toBe('Your reply to keys_writer');
    await page.keyboard.type('Never mind');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByLabel('Your reply to keys_writer').count()).toBe(0);
    await expect.poll(() => reply.evaluate((element) => element === document.activeElement)).toBe(true);

    // Open it again: a fresh box; type, Tab past Cancel to Post reply, Enter.
    await page.keyboard.press('Enter');
    await expect.poll(() => activeLabel(page)).toBe('Your reply to keys_writer');
    expect(await page.getByLabel('Your reply to keys_writer').inputValue()).toBe('');
    await page.keyboard.type('Yes, with the fire traits.');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Post reply');
    await page.keyboard.press('Enter');
    await expect.poll(() => repliesOf(page, 'Is the mage fine solo?')).toEqual(['Yes, with the fire traits.']);
    await expect.poll(() => reply.evaluate((element) => element === document.activeElement)).toBe(true);
    await expect.poll(() => repliesOf(watcher, 'Is the mage fine solo?'), { timeout: 15_000 }).toEqual(['Yes, with the fire traits.']);

    // Edit the reply by keyboard: Escape first returns to Edit, then save a change.
    const edit = thread(page, 'Is the mage fine solo?').getByRole('button', { name: 'Edit your reply' });
    await edit.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => activeLabel(page)).toBe('Edit your reply');
    await page.keyboard.press('Escape');
    await expect.poll(() => edit.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => activeLabel(page)).toBe('Edit your reply');
    await page.keyboard.type(' And the ice ones.');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Save');
    await page.keyboard.press('Enter');
    await expect.poll(() => repliesOf(page, 'Is the mage fine solo?')).toEqual(['Yes, with the fire traits. And the ice ones.']);
    await expect.poll(() => thread(page, 'Is the mage fine solo?').locator('.build-comment__replies time.build-comment__edited').textContent()).toBe('edited');
    await expect.poll(() => edit.evaluate((element) => element === document.activeElement)).toBe(true);
    await expect.poll(() => repliesOf(watcher, 'Is the mage fine solo?'), { timeout: 15_000 }).toEqual(['Yes, with the fire traits. And the ice ones.']);
    expect(await thread(watcher, 'Is the mage fine solo?').locator('.build-comment__replies time.build-comment__edited').count()).toBe(1);
    // Nothing in the comments reaches past the phone's width.
    expect(await page.locator('.build-comments').evaluate((section) => Math.max(...[section, ...section.querySelectorAll('*')].map((e) => e.getBoundingClientRect().right)) <= window.innerWidth)).toBe(true);
    for (const each of [watcher, page]) expect(each.consoleErrors).toEqual([]);
  });

  it('takes the Edit button away when the 15 minutes are over (the shared rule, on the page\'s clock)', async () => {
    const id = await buildWithComment('clock_owner', 'clock_writer', 'Timed comment');
    const page = await openPage(browser, LAPTOP);
    await page.clock.install();
    await signInAs(page, 'clock_writer');
    await page.goto(`${app.url}/builds/${id}`);
    const edit = thread(page, 'Timed comment').getByRole('button', { name: 'Edit your comment' });
    await expect.poll(() => edit.count()).toBe(1);
    await page.clock.fastForward('14:00');
    expect(await edit.count()).toBe(1);
    await page.clock.fastForward('01:05');
    await expect.poll(() => edit.count()).toBe(0);
    // Delete stays: only editing has a window.
    expect(await thread(page, 'Timed comment').getByRole('button', { name: 'Delete comment by clock_writer' }).count()).toBe(1);
  });

  it('signed out: no Reply button, and the server rendered the replies before any script ran', async () => {
    const id = await buildWithComment('plain_owner', 'plain_writer', 'Plain top');
    const replier = await devSignIn(app.url, 'plain_replier');
    const top = (await graphql(app.url, `query($id: ID!) { build(id: $id) { comments { nodes { id } } } }`, { id })).data!.build.comments.nodes[0].id;
    await graphql(app.url, `mutation($id: ID!, $c: String!, $p: ID) { addComment(buildId: $id, content: $c, parentId: $p) { id } }`, { id, c: 'Plain reply', p: top }, { cookie: replier });
    const page = await openPage(browser, { ...PHONE, javaScriptEnabled: false });
    // Without script the page never hydrates: wait for the document only.
    await page.goto(`${app.url}/builds/${id}`, { waitUntil: 'commit' });
    await page.waitForLoadState('domcontentloaded');
    expect(await repliesOf(page, 'Plain top')).toEqual(['Plain reply']);
    const live = await openPage(browser, PHONE);
    await live.goto(`${app.url}/builds/${id}`);
    expect(await repliesOf(live, 'Plain top')).toEqual(['Plain reply']);
    expect(await live.getByRole('button', { name: /^Reply/ }).count()).toBe(0);
    expect(await live.getByRole('button', { name: /^Edit/ }).count()).toBe(0);
  });
});
