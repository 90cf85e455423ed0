import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { graphql, type AppProcess } from '../support/app';
import { devSignIn } from '../support/auth';
import { closePages, collectPageErrors, startServerAndBrowser, openPage, pauseClockSoon, untilShown } from '../support/browser';
import { sharedPage } from '../support/shared-page';

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

/**
 * The builds in Chromium: the carousel's timing and sizes, the preview dialog's width, live
 * updates between two browsers, /builds' filters through a reload, the comments on a phone, /me's
 * builds and the builds kept signed out. The builds bar's private list, Like for a visitor,
 * liking and commenting, a nonsense shared link and a public, private or missing build's page are
 * checked without a browser in tests/component/builds.test.tsx.
 */

const WIDE = { viewport: { width: 1280, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 } };
/**
 * The pages the tests take in turn, each as fresh as a new context's but for the HTTP cache (tests/support/shared-page.ts):
 * one at 1280 px and one at 390 px. The carousel's tests share one page with a clock, and the second browser of a test with two opens its own.
 */
const widePage = sharedPage(() => browser, WIDE);
const phonePage = sharedPage(() => browser, PHONE);

async function signInAs(page: Page, username: string) {
  const response = await page.context().request.post(`${app.url}/auth/dev`, { data: { username, role: 'user' } });
  expect(response.status()).toBe(200);
}

async function apiBuild(cookie: string, name: string, publish = true): Promise<string> {
  const created = await graphql(app.url, `mutation($n: String!) { createBuild(input: { name: $n, class: mage, characterLevel: 30 }) { id } }`, { n: name }, { cookie });
  const id = created.data!.createBuild.id as string;
  if (publish) await graphql(app.url, `mutation($id: ID!) { publishBuild(id: $id) { id } }`, { id }, { cookie });
  return id;
}

const carouselOf = (page: Page) => page.getByRole('region', { name: 'Top public builds' });
const visibleLabels = (page: Page) =>
  carouselOf(page)
    .locator('.carousel-slot:not([aria-hidden]) .carousel-box')
    .evaluateAll((boxes) => boxes.map((b) => b.getAttribute('data-build-id')));
const trackTransform = (page: Page) => carouselOf(page).locator('.carousel-track').evaluate((t) => (t as HTMLElement).style.transform);

/** Runs the page clock until the next slide starts (at most one interval). */
async function untilSlideStarts(page: Page) {
  for (let waited = 0; waited <= 10_000; waited += 250) {
    if ((await trackTransform(page)) !== 'translateX(0px)') return;
    await page.clock.runFor(250);
  }
  throw new Error('The carousel did not slide within 10,000 ms');
}

/**
 * The carousel's tests act in turn on one page at 1280 px with its clock installed (a shared page cannot have one: it stays
 * with the context), opened once for the block: each test starts from a still carousel, at 1280 px, the pointer outside.
 */
describe('the carousel', () => {
  let carousel: (Page & { consoleErrors: string[] }) | undefined;
  beforeAll(async () => {
    const context = await browser.newContext(WIDE);
    const page = (await context.newPage()) as Page & { consoleErrors: string[] };
    collectPageErrors(page);
    await page.clock.install();
    await page.goto(`${app.url}/news`);
    await carouselOf(page).locator('.carousel-slot:not([aria-hidden]) .carousel-box').first().waitFor({ state: 'attached', timeout: 30_000 });
    await pauseClockSoon(page);
    carousel = page;
  });
  afterAll(async () => {
    await carousel?.context().close();
  });

  async function carouselPage() {
    const page = carousel!;
    await page.setViewportSize(WIDE.viewport);
    await page.mouse.move(5, 880);
    // Let a slide that was under way finish, so every test starts from a still carousel.
    await page.clock.runFor(750);
    return page;
  }

  it('advances by one every 10,000 ms with a 750 ms slide', async () => {
    const page = await carouselPage();
    await untilSlideStarts(page);
    const before = await visibleLabels(page);
    expect(await carouselOf(page).locator('.carousel-track').evaluate((t) => (t as HTMLElement).style.transition)).toBe('transform 750ms ease-in-out');
    await page.clock.runFor(749);
    expect(await visibleLabels(page)).toEqual(before);
    await page.clock.runFor(1);
    await expect.poll(() => visibleLabels(page)).toEqual([...before.slice(1), expect.any(String)]);
    expect(await trackTransform(page)).toBe('translateX(0px)');
    // The next slide starts 10,000 ms after the previous one started.
    await page.clock.runFor(10_000 - 750 - 1);
    expect(await trackTransform(page)).toBe('translateX(0px)');
    await page.clock.runFor(1);
    await expect.poll(() => trackTransform(page)).toBe('translateX(-110px)');
  });

  it('shows as many 110px boxes as fit, and fewer on a smaller window', async () => {
    const page = await carouselPage();
    const fit = () =>
      carouselOf(page).locator('.carousel-viewport').evaluate((v) => Math.max(1, Math.floor(v.clientWidth / (v.querySelector('.carousel-slot') as HTMLElement).offsetWidth)));
    expect(await carouselOf(page).locator('.carousel-slot').first().evaluate((s) => (s as HTMLElement).offsetWidth)).toBe(110);
    const wide = await fit();
    expect(wide).toBeGreaterThan(4);
    expect((await visibleLabels(page)).length).toBe(wide);
    await page.setViewportSize({ width: 900, height: 900 });
    await expect.poll(async () => (await visibleLabels(page)).length).toBe(await fit());
    expect((await visibleLabels(page)).length).toBeLessThan(wide);
  });

  it('pauses while the pointer is inside and while focus is inside', async () => {
    const page = await carouselPage();
    const before = await visibleLabels(page);
    await carouselOf(page).hover();
    await page.clock.runFor(35_000);
    expect(await visibleLabels(page)).toEqual(before);
    await page.mouse.move(5, 880);
    await carouselOf(page).locator('.carousel-box').first().focus();
    await page.clock.runFor(35_000);
    expect(await visibleLabels(page)).toEqual(before);
    await page.getByRole('link', { name: 'MORE' }).focus();
    await page.clock.runFor(10_000);
    await expect.poll(() => trackTransform(page)).toBe('translateX(-110px)');
    await page.clock.runFor(750);
    await expect.poll(() => visibleLabels(page)).not.toEqual(before);
  });

  it('opens the preview dialog from a box, stays still while it is open, and resumes after it closes', async () => {
    const page = await carouselPage();
    const first = carouselOf(page).locator('.carousel-slot:not([aria-hidden]) .carousel-box').first();
    const title = (await first.evaluate((b) => document.getElementById(b.getAttribute('aria-describedby')!)!.textContent))!.split(' by ')[0]!;
    await first.click();
    const dialog = page.getByRole('dialog', { name: 'Build Preview' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect.poll(() => dialog.getByRole('heading', { level: 3 }).textContent()).toBe(title);
    await page.mouse.move(5, 5);
    const before = await visibleLabels(page);
    await page.clock.runFor(35_000);
    expect(await visibleLabels(page)).toEqual(before);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await page.mouse.move(5, 880);
    await page.getByRole('link', { name: 'MORE' }).focus();
    await page.clock.runFor(10_000);
    await expect.poll(() => trackTransform(page)).toBe('translateX(-110px)');
    await page.clock.runFor(750);
    await expect.poll(() => visibleLabels(page)).not.toEqual(before);
  });

  it('wraps around to the first build after the last', async () => {
    const page = await carouselPage();
    const total = (await graphql(app.url, '{ topBuilds { id } }')).data!.topBuilds.length as number;
    const first = async () => (await visibleLabels(page))[0];
    const seen: Array<string | null | undefined> = [];
    // Steps of exactly 10,000 ms from just after a slide starts: one slide per step.
    await untilSlideStarts(page);
    for (let i = 0; i < total; i += 1) {
      await page.clock.runFor(750);
      await expect.poll(() => trackTransform(page)).toBe('translateX(0px)');
      seen.push(await first());
      await page.clock.runFor(9_250);
      await expect.poll(() => trackTransform(page)).toBe('translateX(-110px)');
    }
    await page.clock.runFor(750);
    await expect.poll(first).toBe(seen[0]);
    expect(new Set(seen).size).toBe(total);
  });
});

describe('the Build Preview dialog', () => {
  it('is 960px wide on a wide window and the viewport minus 32px on a phone', async () => {
    const page = await widePage();
    await page.goto(`${app.url}/builds`);
    await page.locator('.build-row').first().click();
    const dialog = page.getByRole('dialog', { name: 'Build Preview' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.evaluate((d) => d.getBoundingClientRect().width)).toBe(960);
    // The same page on a phone's width (the style sheet's rule, no new load): the open dialog follows.
    await page.setViewportSize(PHONE.viewport);
    await expect.poll(() => dialog.evaluate((d) => d.getBoundingClientRect().width)).toBe(390 - 32);
    expect(await dialog.isVisible()).toBe(true);
  });
});

describe('live updates between two browsers', () => {
  it('shows a like and a comment made in another browser without reloading', async () => {
    const owner = await devSignIn(app.url, 'live_owner');
    const id = await apiBuild(owner, 'Watched build');
    const watcher = await widePage();
    await watcher.goto(`${app.url}/builds/${id}`);
    await expect.poll(() => watcher.getByTestId('like-count').textContent()).toBe('0');
    const other = await openPage(browser, WIDE);
    await signInAs(other, 'live_fan');
    await other.goto(`${app.url}/builds/${id}`);
    await other.getByRole('button', { name: 'Like', exact: true }).click();
    await expect.poll(() => watcher.getByTestId('like-count').textContent()).toBe('1');
    await other.getByRole('button', { name: 'Comment', exact: true }).click();
    await other.getByLabel('Your comment').fill('Seen live?');
    await other.getByRole('button', { name: 'Post comment' }).click();
    await expect.poll(() => watcher.getByTestId('comment-count').textContent()).toBe('1');
  });

  it('shows a build saved on one device in the builds bar of another', async () => {
    const laptop = await widePage();
    await signInAs(laptop, 'two_screens');
    await laptop.goto(`${app.url}/news`);
    await expect.poll(() => laptop.locator('.builds-bar-private').textContent()).toContain('No saved builds yet.');
    const cookie = await devSignIn(app.url, 'two_screens');
    // The laptop's profile stream is open once a name changed elsewhere reaches its header.
    await untilShown(
      (attempt) => graphql(app.url, 'mutation($n: String!) { updateProfile(input: { displayName: $n }) { id } }', { n: `Screen ${attempt}` }, { cookie }),
      async (attempt) => (await laptop.getByRole('link', { name: `Hello, Screen ${attempt}` }).count()) > 0,
    );
    await apiBuild(cookie, 'From my phone', false);
    await expect.poll(() => laptop.locator('.private-builds li .private-build__name').allTextContents()).toEqual(['From my phone']);
  });
});

describe('/builds', () => {
  it('keeps filters and sort in the URL, survives a reload, and pages with More builds', async () => {
    const page = await widePage();
    await page.goto(`${app.url}/builds`);
    const rows = page.locator('.build-row');
    await expect.poll(() => rows.count()).toBe(20);
    await page.getByRole('button', { name: 'More builds' }).click();
    await expect.poll(() => rows.count()).toBeGreaterThan(20);
    await page.getByLabel('Class').selectOption('knight');
    await page.waitForURL(/class=knight/);
    await expect.poll(async () => (await page.locator('.build-row__meta').allTextContents()).every((t) => t.startsWith('Knight'))).toBe(true);
    await page.getByLabel('Sort by').selectOption('NEWEST');
    await page.waitForURL(/sort=NEWEST/);
    await page.reload();
    expect(await page.getByLabel('Class').inputValue()).toBe('knight');
    expect(await page.getByLabel('Sort by').inputValue()).toBe('NEWEST');
    await page.getByLabel('Search', { exact: true }).fill('wall');
    await page.waitForURL(/q=wall/);
    await expect.poll(() => page.locator('.build-row__name').allTextContents()).toEqual(expect.arrayContaining(['Unbreakable Wall']));
  });
});

describe('/builds/{id}', () => {
  it('shows the newest 20 comments and the older ones on request, by keyboard, on a phone', async () => {
    const owner = await devSignIn(app.url, 'chatty_owner');
    const id = await apiBuild(owner, 'Busy build');
    const fan = await devSignIn(app.url, 'chatty_fan');
    for (let i = 0; i < 23; i += 1) {
      await graphql(app.url, `mutation($id: ID!, $c: String!) { addComment(buildId: $id, content: $c) { id } }`, { id, c: `note ${i}` }, { cookie: fan });
    }
    const page = await phonePage();
    await signInAs(page, 'chatty_fan');
    await page.goto(`${app.url}/builds/${id}`);
    await page.getByRole('button', { name: 'Comment', exact: true }).click();
    const contents = () => page.locator('.build-comment__content').allTextContents();
    await expect.poll(contents).toEqual(Array.from({ length: 20 }, (_, i) => `note ${22 - i}`));
    const older = page.getByRole('button', { name: 'Show older comments' });
    await older.focus();
    await page.keyboard.press('Enter');
    await expect.poll(contents).toEqual(Array.from({ length: 23 }, (_, i) => `note ${22 - i}`));
    expect(await older.count()).toBe(0);
    // Deleting a comment of the older page takes it off the list once the server accepted it.
    await page.getByRole('button', { name: 'Delete comment by chatty_fan' }).last().click();
    await page.getByRole('dialog', { name: 'Delete this comment?' }).getByRole('button', { name: 'Delete comment' }).click();
    await expect.poll(contents).toEqual(Array.from({ length: 22 }, (_, i) => `note ${22 - i}`));
    // Nothing in the comments reaches past the phone's width.
    expect(await page.locator('.build-comments').evaluate((section) => Math.max(...[section, ...section.querySelectorAll('*')].map((e) => e.getBoundingClientRect().right)) <= window.innerWidth)).toBe(true);
  });
});

describe('/me builds', () => {
  it('renames, publishes, duplicates and deletes after confirmation', async () => {
    const cookie = await devSignIn(app.url, 'manager');
    await apiBuild(cookie, 'Draft', false);
    const page = await widePage();
    await signInAs(page, 'manager');
    await page.goto(`${app.url}/me`);
    const row = page.locator('.my-build').first();
    await expect.poll(() => row.locator('.my-build__title h3').textContent()).toBe('Draft');
    await row.getByRole('button', { name: 'Rename' }).click();
    await row.getByLabel('Build name').fill('');
    await row.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.locator('.my-build__problem').textContent()).toBe('A build name needs 1 to 48 characters.');
    await row.getByLabel('Build name').fill('Final plan');
    await row.getByRole('button', { name: 'Save', exact: true }).click();
    const renamed = page.locator('.my-build').filter({ hasText: 'Final plan' });
    await expect.poll(() => renamed.count()).toBe(1);
    await renamed.getByRole('button', { name: 'Publish' }).click();
    await expect.poll(() => renamed.getByRole('button', { name: 'Unpublish' }).count()).toBe(1);
    await renamed.getByRole('button', { name: 'Duplicate' }).click();
    await expect.poll(() => page.locator('.my-build__title h3').allTextContents()).toContain('Final plan (copy)');
    const copy = page.locator('.my-build').filter({ hasText: 'Final plan (copy)' });
    await copy.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete “Final plan (copy)”?' });
    await confirm.getByRole('button', { name: 'Keep it' }).click();
    expect(await page.locator('.my-build__title h3').allTextContents()).toContain('Final plan (copy)');
    await copy.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.locator('.my-build__title h3').allTextContents()).toEqual(['Final plan']);
  }, 120_000);
});

describe('builds made while signed out', () => {
  it('are kept in the browser and offered for saving after sign-in', async () => {
    const owner = await devSignIn(app.url, 'shared_owner');
    const id = await apiBuild(owner, 'Worth keeping');
    const page = await widePage();
    await page.goto(`${app.url}/builds/${id}`);
    await page.getByRole('button', { name: 'Keep a copy' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Kept in this browser' }).count()).toBe(1);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('almanac.builds.local')))!)).toMatchObject([
      { source: 'copy', buildId: id, name: 'Worth keeping (copy)' },
    ]);
    await signInAs(page, 'keeper');
    await page.reload();
    const offer = page.getByRole('dialog', { name: 'Save your builds?' });
    await expect.poll(() => offer.isVisible()).toBe(true);
    expect(await offer.getByRole('listitem').allTextContents()).toEqual(['Worth keeping (copy)']);
    await offer.getByRole('button', { name: 'Save it' }).click();
    await expect.poll(() => offer.isVisible()).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('almanac.builds.local'))).toBeNull();
    await expect.poll(() => page.locator('.private-builds li .private-build__name').allTextContents()).toEqual(['Worth keeping (c…']);
  });
});
