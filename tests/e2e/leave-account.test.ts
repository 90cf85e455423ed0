import type { Browser } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { graphql, type AppProcess } from '../support/app';
import { sessionCookieOf } from '../support/auth';
import { axeViolations } from '../support/axe';
import { closePages, openPage } from '../support/browser';
import { browserTest, signInAs } from '../support/browser-test';

let app: AppProcess;
let browser: Browser;

browserTest.beforeAll(({ app: server, browser: chromium }) => {
  app = server;
  browser = chromium;
});
afterEach(closePages);

const WIDE = { viewport: { width: 1280, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 } };
const ANDROID_FIREFOX = 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0';

/** A second device's session of `username` (signed in from Firefox on Android); its cookie. */
async function otherDevice(username: string): Promise<string> {
  const response = await fetch(`${app.url}/auth/dev`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': ANDROID_FIREFOX },
    body: JSON.stringify({ username, role: 'user' }),
  });
  expect(response.status).toBe(200);
  return sessionCookieOf(response)!;
}

const me = async (cookie: string) => (await graphql(app.url, '{ me { username } }', {}, { cookie })).data?.me ?? null;

describe('leaving, on /me', () => {
  it('lists the sessions at 390 px and signs another one out; no axe violation', async () => {
    const page = await openPage(browser, PHONE);
    await signInAs(page, app.url, 'two_phones');
    const phone = await otherDevice('two_phones');
    await page.goto(`${app.url}/me`);
    const sessions = page.getByRole('region', { name: 'Where you are signed in' });
    await sessions.waitFor({ timeout: 20_000 });
    const items = sessions.getByRole('listitem');
    await expect.poll(() => items.count()).toBe(2);
    await expect.poll(() => items.first().textContent()).toContain('This device');
    expect(await items.nth(1).textContent()).toContain('Firefox on Android');
    // Nothing wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page, '.me-sessions')).toEqual([]);
    expect(await axeViolations(page, '.me-delete')).toEqual([]);
    await sessions.getByRole('button', { name: /^Sign out Firefox on Android/ }).click();
    await expect.poll(() => sessions.getByRole('status').textContent()).toBe('That session is signed out.');
    await expect.poll(() => items.count()).toBe(1);
    expect(await me(phone)).toBeNull();
    expect(await sessions.getByRole('button', { name: 'Sign out everywhere else' }).count()).toBe(0);
  });

  it('deletes the account by keyboard, keeping a public build as by "Deleted player"', async () => {
    const page = await openPage(browser, WIDE);
    await signInAs(page, app.url, 'kb_leaver');
    const post = (query: string, variables: Record<string, unknown> = {}) =>
      page.context().request.post(`${app.url}/graphql`, { data: { query, variables } }).then((response) => response.json() as Promise<{ data: Record<string, { id: string }> }>);
    const build = (await post('mutation { createBuild(input: { name: "Kept by nobody" }) { id } }')).data.createBuild!.id;
    await post('mutation($id: ID!) { publishBuild(id: $id) { id } }', { id: build });
    const other = await otherDevice('kb_leaver');
    await page.goto(`${app.url}/me`);
    const form = page.getByRole('form', { name: 'Delete my account' });
    await form.waitFor({ timeout: 20_000 });
    // The choices are radios: focus the group, pick with the arrow keys, then Tab on to the confirmation.
    await form.getByRole('radio', { name: /Delete everything/ }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    expect(await form.getByRole('radio', { name: /Keep my public builds/ }).isChecked()).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.type('not_me');
    await page.keyboard.press('Enter');
    await expect.poll(() => form.getByRole('alert').textContent()).toBe('Type your username, kb_leaver, to confirm.');
    expect(await me(other)).toEqual({ username: 'kb_leaver' });
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('kb_leaver');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${app.url}/me?deleted=1`, { timeout: 20_000 });
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Your account was deleted' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Login' }).count()).toBeGreaterThan(0);
    expect(await me(other)).toBeNull();
    await page.goto(`${app.url}/builds/${build}`);
    await page.getByText('Deleted player').first().waitFor({ timeout: 20_000 });
    expect(await page.getByRole('link', { name: 'kb_leaver' }).count()).toBe(0);
  });
});
