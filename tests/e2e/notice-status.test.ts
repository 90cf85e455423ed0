import type { Browser, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { graphql, type AppProcess } from '../support/app';
import { devSignIn } from '../support/auth';
import { axeViolations } from '../support/axe';
import { closePages, openPage } from '../support/browser';
import { browserTest, signInAs } from '../support/browser-test';
import { PHONE, WIDE } from '../support/route-visit';

/**
 * The notifier's status page in the production bundle: a visitor sends a notice of illegal content signed out, follows
 * the receipt's link and reads "received"; an admin removes the thing from the queue; the notifier's page, reloaded,
 * reads the decision with its rule and reasons. By keyboard at 390 px (the code typed into the form, sent with Enter),
 * and with JavaScript switched off.
 */
let app: AppProcess;
let browser: Browser;

browserTest.beforeAll(({ app: server, browser: chromium }) => {
  app = server;
  browser = chromium;
});
afterEach(closePages);

const REMOVED_REASON = 'This content was found to be illegal after a notice, and is not available here.';

const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const status = (page: Page) => page.locator('.report-standing__status');

/** A public build of `owner` with one comment by `author`. */
async function buildWithComment(owner: string, author: string, content: string): Promise<string> {
  const cookie = await devSignIn(app.url, owner);
  const created = await graphql(app.url, `mutation($n: String!) { createBuild(input: { name: $n, class: mage, characterLevel: 30 }) { id } }`, { n: `${owner}'s build` }, { cookie });
  const id = created.data!.createBuild.id as string;
  await graphql(app.url, `mutation($id: ID!) { publishBuild(id: $id) { id } }`, { id }, { cookie });
  const added = await graphql(app.url, `mutation($id: ID!, $c: String!) { addComment(buildId: $id, content: $c) { id } }`, { id, c: content }, { cookie: await devSignIn(app.url, author) });
  expect(added.errors).toBeUndefined();
  return id;
}

describe('a signed-out notifier', () => {
  it('follows the receipt’s link, reads "received", then after the admin’s decision the decision and its reasons; by keyboard at 390 px; without JavaScript', async () => {
    const id = await buildWithComment('ns_owner', 'ns_author', 'A copy of a paid course, free here');

    // The notice, signed out, through the report dialog.
    const notifier = await openPage(browser, WIDE);
    await notifier.goto(`${app.url}/builds/${id}`);
    const comment = notifier.locator('.build-comments li', { has: notifier.locator('.build-comment__content', { hasText: 'paid course' }) }).first();
    await comment.getByRole('button', { name: 'Report the comment by ns_author' }).click();
    await notifier.getByRole('dialog', { name: 'Report the comment by ns_author' }).getByRole('button', { name: 'Illegal content…' }).click();
    const notice = notifier.getByRole('dialog', { name: 'Report illegal content' });
    await notice.getByRole('textbox', { name: 'Why is it illegal?' }).fill('It copies a paid course I hold the copyright of.');
    await notice.getByRole('textbox', { name: 'Your name' }).fill('Noor Notifier');
    await notice.getByRole('textbox', { name: 'Your e-mail' }).fill('noor@example.test');
    await notice.getByRole('checkbox', { name: /in good faith/ }).check();
    await notice.getByRole('button', { name: 'Send notice' }).click();
    const receipt = notifier.getByRole('dialog', { name: 'Report sent' });
    await receipt.waitFor();
    const code = (await receipt.locator('code').textContent())!;
    expect(code).toMatch(/^[A-Za-z0-9_-]{24}$/);

    // The receipt's link: the status page, "received".
    await receipt.getByRole('link', { name: 'the status of your notice' }).click();
    await notifier.waitForURL(`${app.url}/report-status?receipt=${code}`);
    await expect.poll(() => status(notifier).textContent()).toMatch(/^Received/);
    const result = notifier.getByRole('region', { name: 'Your notice' });
    expect(await result.getByRole('link', { name: 'Comment by ns_author' }).getAttribute('href')).toBe(`/builds/${id}#comment-${await commentIdOf(id)}`);
    expect(await result.getByText('Illegal content', { exact: true }).count()).toBe(1);
    expect(await axeViolations(notifier)).toEqual([]);

    // An admin removes it from the queue (the template of the notice's rule is chosen already).
    const admin = await openPage(browser, WIDE);
    await signInAs(admin, app.url, 'ns_admin', 'admin');
    await admin.goto(`${app.url}/manage/reports`);
    const theCase = admin.locator('article.moderation-case', { hasText: 'paid course' });
    await theCase.waitFor();
    await theCase.getByRole('radio', { name: 'Remove' }).check();
    await theCase.getByRole('textbox', { name: 'Words for the author (optional)' }).fill('A copy of a course sold elsewhere.');
    await theCase.getByRole('button', { name: 'Decide' }).click();
    await expect.poll(() => admin.locator('article.moderation-case', { hasText: 'paid course' }).count(), { timeout: 10_000 }).toBe(0);

    // The notifier reloads: the decision, its rule, the statement of reasons and the date.
    await notifier.reload();
    await expect.poll(() => status(notifier).textContent()).toBe('Decided');
    const decided = notifier.getByRole('region', { name: 'Your notice' });
    expect(await decided.getByText('Removed', { exact: true }).count()).toBe(1);
    expect(await decided.getByText(`${REMOVED_REASON} A copy of a course sold elsewhere.`).count()).toBe(1);
    expect(await decided.locator('dd time').count()).toBe(2);
    expect(notifier.consoleErrors).toEqual([]);

    // By keyboard on a phone: the code typed into the form, sent with Enter.
    const phone = await openPage(browser, PHONE);
    await phone.goto(`${app.url}/report-status`);
    await phone.getByRole('textbox', { name: 'Receipt code' }).waitFor();
    // From the top of the page, Tab reaches the field (the shell's links come first).
    for (let presses = 0; presses < 60 && !(await phone.evaluate(() => document.activeElement?.getAttribute('name') === 'receipt')); presses += 1) await phone.keyboard.press('Tab');
    expect(await phone.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('receipt');
    await phone.keyboard.type(code);
    await phone.keyboard.press('Enter');
    await phone.waitForURL(`${app.url}/report-status?receipt=${code}`);
    await expect.poll(() => status(phone).textContent()).toBe('Decided');
    expect(await phone.getByText(`${REMOVED_REASON} A copy of a course sold elsewhere.`).count()).toBe(1);
    expect(await noSideways(phone)).toBe(true);
    expect(await axeViolations(phone)).toEqual([]);
    // A code mistyped says so, in the same page.
    await phone.getByRole('textbox', { name: 'Receipt code' }).fill(code.slice(0, 20));
    await phone.keyboard.press('Enter');
    await phone.getByRole('alert').filter({ hasText: 'A receipt code is 24 letters, digits' }).waitFor();
    expect(phone.consoleErrors).toEqual([]);

    // With JavaScript off: the page reads, and its form is a plain GET.
    const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
    const plain = await context.newPage();
    const response = await plain.goto(`${app.url}/report-status?receipt=${code}`);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    expect(await status(plain).textContent()).toBe('Decided');
    expect(await plain.getByText(`${REMOVED_REASON} A copy of a course sold elsewhere.`).count()).toBe(1);
    await plain.goto(`${app.url}/report-status`);
    await plain.getByRole('textbox', { name: 'Receipt code' }).fill(code);
    await plain.getByRole('button', { name: 'Show the status' }).click();
    await plain.waitForURL(`${app.url}/report-status?receipt=${code}`);
    expect(await status(plain).textContent()).toBe('Decided');
    expect(await noSideways(plain)).toBe(true);
    await context.close();
  });
});

describe('a signed-in reporter', () => {
  it('reads their report and its decision on /me', async () => {
    const id = await buildWithComment('ns_owner_b', 'ns_author_b', 'Spam spam spam at example.test');
    const reporter = await openPage(browser, PHONE);
    await signInAs(reporter, app.url, 'ns_reporter_b');
    const cookie = (await reporter.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const sent = await graphql(app.url, `mutation($i: ReportInput!) { report(input: $i) { caseId } }`, { i: { targetKind: 'COMMENT', targetId: await commentIdOf(id), reason: 'SPAM' } }, { cookie });
    expect(sent.errors).toBeUndefined();
    const adminCookie = await devSignIn(app.url, 'ns_admin_b', 'admin');
    const decided = await graphql(app.url, `mutation($i: ModerationDecisionInput!) { decideModerationCase(input: $i) { id } }`, { i: { caseId: sent.data!.report.caseId, action: 'HIDE', templateId: 'spam' } }, { cookie: adminCookie });
    expect(decided.errors).toBeUndefined();
    await reporter.goto(`${app.url}/me`);
    const reports = reporter.getByRole('list', { name: 'Your reports' });
    await reports.waitFor();
    await expect.poll(() => reports.locator('.report-standing__status').first().textContent()).toBe('Decided');
    expect(await reports.getByText('Hidden from everyone but its author').count()).toBe(1);
    expect(await reports.getByText('Advertising, repeated posts or links unrelated to the game are not allowed.').count()).toBe(1);
    expect(await noSideways(reporter)).toBe(true);
    expect(reporter.consoleErrors).toEqual([]);
  });
});

/** The one comment of a build. */
async function commentIdOf(buildId: string): Promise<string> {
  const answer = await graphql(app.url, `query($id: ID!) { build(id: $id) { comments(first: 5) { nodes { id } } } }`, { id: buildId });
  return (answer.data!.build.comments.nodes as Array<{ id: string }>)[0]!.id;
}
