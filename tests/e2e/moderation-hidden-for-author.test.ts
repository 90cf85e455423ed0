import type { Browser, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { graphql, type AppProcess } from '../support/app';
import { devSignIn } from '../support/auth';
import { axeViolations } from '../support/axe';
import { closePages, openPage, untilShown } from '../support/browser';
import { browserTest, signInAs } from '../support/browser-test';
import { PHONE, WIDE } from '../support/route-visit';

/**
 * A comment an admin hid stays on the build's page for its author only, marked with a notice that links to the
 * statement of reasons; another signed-in player and a signed-out reader do not get it, after a reload or live.
 */
let app: AppProcess;
let browser: Browser;

browserTest.beforeAll(({ app: server, browser: chromium }) => {
  app = server;
  browser = chromium;
});
afterEach(closePages);

const NOTICE = 'Hidden by a moderator: Harassment. Only you can see this.';

/** A public build of `owner` with one comment by `author`; returns the build's and the comment's ids. */
async function buildWithComment(owner: string, author: string, content: string): Promise<{ id: string; commentId: string }> {
  const cookie = await devSignIn(app.url, owner);
  const created = await graphql(app.url, `mutation($n: String!) { createBuild(input: { name: $n, class: mage, characterLevel: 30 }) { id } }`, { n: `${owner}'s build` }, { cookie });
  const id = created.data!.createBuild.id as string;
  await graphql(app.url, `mutation($id: ID!) { publishBuild(id: $id) { id } }`, { id }, { cookie });
  const added = await graphql(app.url, `mutation($id: ID!, $c: String!) { addComment(buildId: $id, content: $c) { comments(first: 5) { nodes { id content } } } }`, { id, c: content }, { cookie: await devSignIn(app.url, author) });
  expect(added.errors).toBeUndefined();
  return { id, commentId: (added.data!.addComment.comments.nodes as Array<{ id: string; content: string }>).find((c) => c.content === content)!.id };
}

/** An admin hides the comment with the harassment template, after a reader's report. */
async function hide(commentId: string, admin: string, reader: string): Promise<void> {
  const reported = await graphql(app.url, `mutation($i: ReportInput!) { report(input: $i) { caseId } }`, { i: { targetKind: 'COMMENT', targetId: commentId, reason: 'HARASSMENT' } }, { cookie: await devSignIn(app.url, reader) });
  expect(reported.errors).toBeUndefined();
  const decided = await graphql(
    app.url,
    `mutation($i: ModerationDecisionInput!) { decideModerationCase(input: $i) { id } }`,
    { i: { caseId: reported.data!.report.caseId, action: 'HIDE', templateId: 'harassment', note: 'Insults are not discussion.' } },
    { cookie: await devSignIn(app.url, admin, 'admin') },
  );
  expect(decided.errors).toBeUndefined();
}

const comment = (page: Page, text: string) => page.locator('.build-comments li', { has: page.locator('.build-comment__content', { hasText: text }) }).first();
const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const focused = (page: Page) => page.evaluate(() => ({ name: document.activeElement?.textContent ?? null, inHidden: Boolean(document.activeElement?.closest('.build-comment--hidden')) }));

describe('a hidden comment on the build page', () => {
  it('its author sees it live and after a reload with the notice, reaches the reason by keyboard at 390 px; another player and a signed-out reader do not', async () => {
    const text = 'You all play this class wrong';
    const { id, commentId } = await buildWithComment('hfa_owner', 'hfa_author', text);
    const path = `${app.url}/builds/${id}`;

    const author = await openPage(browser, PHONE);
    await signInAs(author, app.url, 'hfa_author');
    await author.goto(path);
    await comment(author, text).waitFor();
    const other = await openPage(browser, WIDE);
    await signInAs(other, app.url, 'hfa_other');
    await other.goto(path);
    await comment(other, text).waitFor();
    const reader = await openPage(browser, WIDE);
    await reader.goto(path);
    await comment(reader, text).waitFor();

    // Each page's subscription is live before the hide: a sentinel comment of the owner's reaches all three.
    const ownerCookie = await devSignIn(app.url, 'hfa_owner');
    await untilShown(
      (attempt) => graphql(app.url, `mutation($id: ID!, $c: String!) { addComment(buildId: $id, content: $c) { id } }`, { id, c: `Ready ${attempt}` }, { cookie: ownerCookie }),
      async (attempt) => (await Promise.all([author, other, reader].map((page) => comment(page, `Ready ${attempt}`).count()))).every((count) => count > 0),
    );

    await hide(commentId, 'hfa_admin', 'hfa_reporter');

    // Live: the others' open pages lose it, as a deleted one; the author's turns it into the hidden state.
    await expect.poll(() => comment(other, text).count(), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => comment(reader, text).count(), { timeout: 10_000 }).toBe(0);
    const live = comment(author, text);
    await expect.poll(() => live.getByRole('note').textContent(), { timeout: 10_000 }).toContain(NOTICE);

    // After a reload (the shared body first, then the viewer's own parts): the same for each.
    await Promise.all([author.reload(), other.reload(), reader.reload()]);
    const hidden = comment(author, text);
    await hidden.getByRole('note').getByText(NOTICE).waitFor();
    for (const page of [other, reader]) {
      await page.locator('.build-comments').waitFor();
      await page.locator('html[data-hydrated]').waitFor();
      expect(await comment(page, text).count()).toBe(0);
      expect(await page.content()).not.toContain(text);
    }
    // Nothing to reply to, edit, delete or report on it; the notice's one link is to the reason and the appeal.
    expect(await hidden.getByRole('button').count()).toBe(0);
    expect(await hidden.getAttribute('class')).toContain('build-comment--hidden');
    expect(await noSideways(author)).toBe(true);
    expect(await axeViolations(author, '.build-comments')).toEqual([]);

    // By keyboard: from the comment's author link, the next stop is the link to the reason.
    await hidden.getByRole('link', { name: 'hfa_author' }).focus();
    await author.keyboard.press('Tab');
    expect(await focused(author)).toEqual({ name: 'See why and appeal (Moderation, on your page)', inHidden: true });
    await author.keyboard.press('Enter');
    await author.waitForURL(/\/me#moderation$/);
    const moderation = author.getByRole('region', { name: 'Moderation' });
    await moderation.getByText(text).waitFor();
    expect(await moderation.getByText(/Insults are not discussion\./).count()).toBe(1);
    expect(await noSideways(author)).toBe(true);

    for (const page of [author, other, reader]) expect(page.consoleErrors).toEqual([]);
  });

  it('a hidden build and a hidden player page: their owner sees each with the notice (the build page, the editor without Publish, the player page); others get nothing', async () => {
    const owner = await devSignIn(app.url, 'hfa_builder');
    const created = await graphql(app.url, `mutation { createBuild(input: { name: "Hidden by a decision", class: mage, characterLevel: 30 }) { id } }`, {}, { cookie: owner });
    const id = created.data!.createBuild.id as string;
    await graphql(app.url, `mutation($id: ID!) { publishBuild(id: $id) { id } }`, { id }, { cookie: owner });
    const admin = await devSignIn(app.url, 'hfa_admin2', 'admin');
    const reporter = await devSignIn(app.url, 'hfa_reporter2');
    for (const [targetKind, targetId, templateId] of [['BUILD', id, 'cheating'], ['PROFILE', 'hfa_builder', 'hateful']] as const) {
      const reported = await graphql(app.url, `mutation($i: ReportInput!) { report(input: $i) { caseId } }`, { i: { targetKind, targetId, reason: 'OTHER' } }, { cookie: reporter });
      expect(reported.errors).toBeUndefined();
      const decided = await graphql(app.url, `mutation($i: ModerationDecisionInput!) { decideModerationCase(input: $i) { id } }`, { i: { caseId: reported.data!.report.caseId, action: 'HIDE', templateId } }, { cookie: admin });
      expect(decided.errors).toBeUndefined();
    }

    const page = await openPage(browser, PHONE);
    await signInAs(page, app.url, 'hfa_builder');
    await page.goto(`${app.url}/builds/${id}`);
    await page.getByRole('note').getByText('Hidden by a moderator: Cheating or exploit. Only you can see this.').waitFor();
    expect(await page.getByRole('note').getByRole('link', { name: /See why and appeal/ }).count()).toBe(1);
    expect(await noSideways(page)).toBe(true);

    await page.goto(`${app.url}/tools/trait-tree?build=${id}`);
    await page.getByRole('note').getByText('Hidden by a moderator: Cheating or exploit. Only you can see this.').waitFor();
    expect(await page.getByRole('button', { name: 'Publish' }).count()).toBe(0);

    await page.goto(`${app.url}/players/hfa_builder`);
    await page.getByRole('note').getByText('Hidden by a moderator: Hateful. Only you can see this.').waitFor();
    expect(await noSideways(page)).toBe(true);
    expect(page.consoleErrors).toEqual([]);

    // Anyone else: neither exists.
    const other = await openPage(browser, WIDE);
    await signInAs(other, app.url, 'hfa_other2');
    for (const path of [`/builds/${id}`, '/players/hfa_builder']) {
      const response = await other.goto(`${app.url}${path}`);
      expect(response?.status()).toBe(404);
      expect(await other.getByRole('note').count()).toBe(0);
    }
    const anonymous = await fetch(`${app.url}/players/hfa_builder`, { headers: { accept: 'text/html' } });
    expect(anonymous.status).toBe(404);
  });
});
