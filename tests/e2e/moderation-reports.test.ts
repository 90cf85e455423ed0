import type { Browser, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { graphql, type AppProcess } from '../support/app';
import { devSignIn } from '../support/auth';
import { axeViolations } from '../support/axe';
import { closePages, openPage, untilShown } from '../support/browser';
import { browserTest, signInAs } from '../support/browser-test';

/**
 * Reports and the moderation queue in the production bundle: a reader reports a comment in two clicks, a visitor sends a
 * notice of illegal content signed out, an admin hides the comment from /manage/reports and an open build page loses it
 * live, and its author reads the statement of reasons on /me. By mouse on a laptop and by keyboard on a phone.
 */
let app: AppProcess;
let browser: Browser;

browserTest.beforeAll(({ app: server, browser: chromium }) => {
  app = server;
  browser = chromium;
});
afterEach(closePages);

const WIDE = { viewport: { width: 1280, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 } };
const ADD = `mutation($id: ID!, $c: String!) { addComment(buildId: $id, content: $c) { id } }`;

/** A public build of `owner` with one comment by `author`. */
async function buildWithComment(owner: string, author: string, content: string): Promise<string> {
  const cookie = await devSignIn(app.url, owner);
  const created = await graphql(app.url, `mutation($n: String!) { createBuild(input: { name: $n, class: mage, characterLevel: 30 }) { id } }`, { n: `${owner}'s build` }, { cookie });
  const id = created.data!.createBuild.id as string;
  await graphql(app.url, `mutation($id: ID!) { publishBuild(id: $id) { id } }`, { id }, { cookie });
  expect((await graphql(app.url, ADD, { id, c: content }, { cookie: await devSignIn(app.url, author) })).errors).toBeUndefined();
  return id;
}

const comment = (page: Page, text: string) => page.locator('.build-comments li', { has: page.locator('.build-comment__content', { hasText: text }) }).first();
const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? null);

describe('reporting', () => {
  it('by mouse at 1280 px: a signed-in reader reports a comment in two clicks and gets the receipt; the dialog has no axe violation', async () => {
    const id = await buildWithComment('mod_owner_a', 'mod_author_a', 'Buy cheap gold at example.test');
    const page = await openPage(browser, WIDE);
    await signInAs(page, app.url, 'mod_reader_a');
    await page.goto(`${app.url}/builds/${id}`);
    const report = comment(page, 'Buy cheap gold').getByRole('button', { name: 'Report the comment by mod_author_a' });
    // Click one: the dialog.
    await report.click();
    const dialog = page.getByRole('dialog', { name: 'Report the comment by mod_author_a' });
    await dialog.waitFor();
    expect(await axeViolations(page, '.report-dialog')).toEqual([]);
    await dialog.getByRole('textbox', { name: 'Details (optional)' }).fill('Gold selling link.');
    // Click two: the reason, which sends.
    await dialog.getByRole('button', { name: 'Spam' }).click();
    const receipt = page.getByRole('dialog', { name: 'Report sent' });
    await receipt.waitFor();
    expect(await receipt.getByText('Thank you. An admin will look at it and decide.').count()).toBe(1);
    expect(await receipt.locator('dd').first().textContent()).toBe('Spam');
    expect(await axeViolations(page, '.report-dialog')).toEqual([]);
    await receipt.getByRole('button', { name: 'Done' }).click();
    // Focus goes back to the Report button it came from.
    expect(await focusedName(page)).toBe('Report the comment by mod_author_a');
    expect(page.consoleErrors).toEqual([]);
  });

  it('by keyboard at 390 px, signed out: a notice of illegal content with its fields, the URL filled in, and the receipt code', async () => {
    const id = await buildWithComment('mod_owner_b', 'mod_author_b', 'Here is her home address');
    const page = await openPage(browser, PHONE);
    await page.goto(`${app.url}/builds/${id}`);
    const report = comment(page, 'home address').getByRole('button', { name: 'Report the comment by mod_author_b' });
    await report.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Report the comment by mod_author_b' });
    await dialog.waitFor();
    // Signed out, the one reason offered is the notice; the first Tab stops are the close button, then it.
    await expect.poll(() => dialog.getByRole('button', { name: 'Illegal content…' }).count()).toBe(1);
    expect(await dialog.getByRole('button', { name: 'Spam' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Illegal content…' }).focus();
    await page.keyboard.press('Enter');
    const notice = page.getByRole('dialog', { name: 'Report illegal content' });
    await notice.waitFor();
    expect(await notice.getByRole('textbox', { name: 'Address of the content' }).inputValue()).toBe(`${app.url}/builds/${id}`);
    await notice.getByRole('textbox', { name: 'Why is it illegal?' }).focus();
    await page.keyboard.type('It publishes a private person’s home address without consent.');
    await page.keyboard.press('Tab'); // the address, filled in
    await page.keyboard.press('Tab');
    await page.keyboard.type('Ann Example');
    await page.keyboard.press('Tab');
    await page.keyboard.type('ann@example.test');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    expect(await notice.getByRole('checkbox', { name: /in good faith/ }).isChecked()).toBe(true);
    await page.keyboard.press('Tab'); // Back
    await page.keyboard.press('Tab'); // Send notice
    expect(await focusedName(page)).toBe('Send notice');
    expect(await noSideways(page)).toBe(true);
    expect(await axeViolations(page, '.report-dialog')).toEqual([]);
    await page.keyboard.press('Enter');
    const receipt = page.getByRole('dialog', { name: 'Report sent' });
    await receipt.waitFor();
    expect(await receipt.locator('dd').first().textContent()).toBe('Illegal content');
    expect(await receipt.locator('code').textContent()).toMatch(/\S{6,}/);
    expect(await focusedName(page)).toBe('Done');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('dialog.report-dialog[open]').count()).toBe(0);
    expect(page.consoleErrors).toEqual([]);
  });
});

describe('the queue and the author', () => {
  it('an admin hides a reported comment from /manage/reports, an open build page loses it live, and its author reads why on /me', async () => {
    const id = await buildWithComment('mod_owner_c', 'mod_author_c', 'You are all idiots');
    const reader = await devSignIn(app.url, 'mod_reader_c');
    const commentId = ((await graphql(app.url, `query($id: ID!) { build(id: $id) { comments(first: 5) { nodes { id content } } } }`, { id })).data!.build.comments.nodes as Array<{ id: string; content: string }>).find((c) => c.content === 'You are all idiots')!.id;
    const reportAs = async (cookie: string, reason: string, targetId = commentId) =>
      expect((await graphql(app.url, `mutation($i: ReportInput!) { report(input: $i) { id } }`, { i: { targetKind: 'COMMENT', targetId, reason } }, { cookie })).errors).toBeUndefined();
    await reportAs(reader, 'HARASSMENT');

    // A reader keeps the build page open.
    const watcher = await openPage(browser, WIDE);
    await watcher.goto(`${app.url}/builds/${id}`);
    await comment(watcher, 'You are all idiots').waitFor();

    const admin = await openPage(browser, PHONE);
    await signInAs(admin, app.url, 'mod_admin_c', 'admin');
    await admin.goto(`${app.url}/manage/reports`);
    const theCase = admin.locator('article.moderation-case', { hasText: 'You are all idiots' });
    await theCase.waitFor();
    expect(await theCase.getByText('Harassment').count()).toBeGreaterThan(0);
    expect(await theCase.getByText(/account since/).count()).toBe(1);
    expect(await axeViolations(admin)).toEqual([]);
    expect(await noSideways(admin)).toBe(true);

    // A new case arrives on the open queue live.
    const other = await buildWithComment('mod_owner_d', 'mod_author_d', 'Second reported thing');
    const otherId = ((await graphql(app.url, `query($id: ID!) { build(id: $id) { comments(first: 5) { nodes { id } } } }`, { id: other })).data!.build.comments.nodes as Array<{ id: string }>)[0]!.id;
    await reportAs(reader, 'SPAM', otherId);
    await admin.locator('article.moderation-case', { hasText: 'Second reported thing' }).waitFor();

    // Hide, with a template reason and words for the author.
    await theCase.getByRole('radio', { name: 'Hide' }).check();
    await theCase.getByRole('textbox', { name: 'Words for the author (optional)' }).fill('Insults are not discussion.');
    await theCase.getByRole('button', { name: 'Decide' }).click();
    // The open build page loses the comment live, as it does a deleted one.
    await expect.poll(() => comment(watcher, 'You are all idiots').count(), { timeout: 10_000 }).toBe(0);
    // The decided case leaves the queue.
    await expect.poll(() => admin.locator('article.moderation-case', { hasText: 'You are all idiots' }).count(), { timeout: 10_000 }).toBe(0);

    // Its author still sees it, with the notice, and reads the statement of reasons on /me.
    const author = await openPage(browser, WIDE);
    await signInAs(author, app.url, 'mod_author_c');
    await author.goto(`${app.url}/me`);
    const moderation = author.getByRole('region', { name: 'Moderation' });
    await moderation.getByText('You are all idiots').waitFor();
    expect(await moderation.getByText('Hidden').first().count()).toBe(1);
    expect(await moderation.getByText(/Insults are not discussion\./).count()).toBe(1);
    // One appeal.
    await moderation.getByRole('button', { name: 'Appeal' }).click();
    await moderation.getByRole('textbox', { name: 'Why is the decision wrong?' }).fill('It was a joke between friends.');
    await moderation.getByRole('button', { name: 'Send appeal' }).click();
    await moderation.getByText('Appealed: another admin will look at it.').waitFor();
    expect(await moderation.getByRole('button', { name: 'Appeal' }).count()).toBe(0);
    expect(author.consoleErrors).toEqual([]);
    expect(watcher.consoleErrors).toEqual([]);
  });

  it('a suspended player sees the suspension and its end where they try to comment', async () => {
    const id = await buildWithComment('mod_owner_e', 'mod_author_e', 'Rude words');
    const commentId = ((await graphql(app.url, `query($id: ID!) { build(id: $id) { comments(first: 5) { nodes { id } } } }`, { id })).data!.build.comments.nodes as Array<{ id: string }>)[0]!.id;
    await graphql(app.url, `mutation($i: ReportInput!) { report(input: $i) { id } }`, { i: { targetKind: 'COMMENT', targetId: commentId, reason: 'HARASSMENT' } }, { cookie: await devSignIn(app.url, 'mod_reader_e') });
    const adminCookie = await devSignIn(app.url, 'mod_admin_e', 'admin');
    const queue = await graphql(app.url, `{ moderationQueue(first: 100) { edges { node { id targetId } } } moderationReasonTemplates { id } }`, {}, { cookie: adminCookie });
    const caseId = (queue.data!.moderationQueue.edges as Array<{ node: { id: string; targetId: string } }>).find((e) => e.node.targetId === commentId)!.node.id;
    const templateId = (queue.data!.moderationReasonTemplates as Array<{ id: string }>)[0]!.id;
    const decided = await graphql(app.url, `mutation($i: ModerationDecisionInput!) { decideModerationCase(input: $i) { id } }`, { i: { caseId, action: 'SUSPEND', templateId, suspension: 'SEVEN_DAYS' } }, { cookie: adminCookie });
    expect(decided.errors).toBeUndefined();

    const page = await openPage(browser, PHONE);
    await signInAs(page, app.url, 'mod_author_e');
    await page.goto(`${app.url}/builds/${id}`);
    await untilShown(
      async () => {
        await page.getByLabel('Your comment').fill('Still here');
        await page.getByRole('button', { name: 'Post comment' }).click();
      },
      async () => (await page.locator('.build-comments__form [role="alert"]', { hasText: /suspended/i }).count()) > 0,
      5,
    );
    expect(await page.locator('.build-comments__form [role="alert"]').textContent()).toMatch(/20\d\d/);
    await page.goto(`${app.url}/me`);
    await page.getByRole('region', { name: 'Moderation' }).getByText(/Your account is suspended until/).waitFor();
  });
});
