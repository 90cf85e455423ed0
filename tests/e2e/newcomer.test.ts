import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { graphql, type AppProcess } from '../support/app';
import { devSignIn } from '../support/auth';
import { closePages, startServerAndBrowser, openPage, pauseClockSoon } from '../support/browser';
import { snapshotClient } from '../support/client-snapshot';
import { axeViolations } from '../support/axe';
import { untilLoaded } from '../support/route-visit';
import { sharedPage, type SharedPage } from '../support/shared-page';

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

async function signInAs(page: Page, username: string, role: 'user' | 'admin' = 'user') {
  const response = await page.context().request.post(`${app.url}/auth/dev`, { data: { username, role } });
  expect(response.status()).toBe(200);
}

/**
 * The pages the tests take in turn, each as fresh as a new context's but for the HTTP cache (tests/support/shared-page.ts).
 * A test with a clock opens its own.
 */
const widePage = sharedPage(() => browser, WIDE);
const phonePage = sharedPage(() => browser, PHONE);

/** How far the page scrolls sideways: 0 when nothing is wider than the window (WCAG reflow). */
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Moves a live page to `path` inside the app, as the browser's Back and Forward do (the address changes, the app's
 * router hears \`popstate\` and draws the route, loading what it needs), and waits until the new route has drawn its
 * heading: a heading that was not in the page before, or one the same page component now words otherwise (so not for
 * a route that draws the heading the page shows already).
 * For sweeps of the layout, where what counts is the route as drawn, not its load: each load costs Chromium a
 * hydration (tests/e2e/accessibility-*.test.ts load every route).
 */
async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    for (const heading of document.querySelectorAll('main h1')) (heading as HTMLElement & { wordedBefore?: string }).wordedBefore = heading.textContent ?? '';
    const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: `in-app-${idx}`, idx }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
  await page.waitForFunction(() => {
    const heading = document.querySelector('main h1') as (HTMLElement & { wordedBefore?: string }) | null;
    return heading !== null && (heading.wordedBefore === undefined || heading.wordedBefore !== heading.textContent);
  }, undefined, { timeout: 20_000 });
}

describe('list search boxes', () => {
  // One page for the four lists: the first is loaded (its box typed into as soon as it is live), the others reached
  // by the left menu's links, as a player moves from list to list.
  const listPage = sharedPage(() => browser);
  let page: SharedPage;
  beforeAll(async () => {
    page = await listPage();
  });
  for (const [index, path] of ['/items/all', '/lists/monsters', '/lists/npc-buy-sell', '/lists/spells'].entries()) {
    it(`keep every key typed at full speed on ${path}, and the URL follows`, async () => {
      if (index === 0) {
        await page.goto(`${app.url}${path}`);
      } else {
        await page.getByRole('navigation', { name: 'Site menu' }).locator(`a[href="${path}"]`).click();
        await page.waitForURL(`${app.url}${path}`);
      }
      const box = page.getByRole('searchbox').first();
      await page.locator('table.data-table tbody tr').first().waitFor({ timeout: 20_000 });
      // This list's box starts empty: the last list's words stayed with the last list's address.
      await expect.poll(() => box.inputValue()).toBe('');
      await box.click();
      await page.keyboard.type('iron sword', { delay: 0 });
      await expect.poll(() => box.inputValue()).toBe('iron sword');
      await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('iron sword');
      // Once the page has settled the box still holds every key.
      expect(await box.inputValue()).toBe('iron sword');
      await page.keyboard.type(' of', { delay: 0 });
      await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('iron sword of');
      expect(await box.inputValue()).toBe('iron sword of');
      // (Collected since the first list's load.)
      expect(page.consoleErrors).toEqual([]);
    });
  }
});

describe('a failed sign-in', () => {
  it('ends on /news with the message once the dialog is closed', async () => {
    const page = await widePage();
    await page.goto(`${app.url}/auth/discord/callback`);
    const dialog = page.getByRole('dialog', { name: 'Sign in to continue' });
    await expect.poll(() => dialog.getByRole('alert').textContent(), { timeout: 20_000 }).toBe('Discord sign-in failed. Please try again.');
    await page.keyboard.press('Escape');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/news');
    await page.getByRole('heading', { name: 'News', level: 1 }).waitFor();
    await expect.poll(() => page.locator('.news-list > *').count()).toBeGreaterThan(0);
  });
});

// A signed-in player who is not an admin is told why /manage sent them to /news: tests/e2e/sign-in.test.ts (the /manage guard).

describe('at 390px wide, nothing scrolls sideways', () => {
  it('keeps the signed-in header, Logout included, inside the window on every route, and a long username on /me unclipped', async () => {
    const page = await phonePage();
    await signInAs(page, 'phone_player_long_name24');
    // The first route loaded, the others drawn in the app (goInApp).
    for (const path of ['/news', '/builds', '/items/all', '/lists/monsters', '/me']) {
      if (path === '/news') await page.goto(`${app.url}${path}`);
      else await goInApp(page, path);
      const logout = page.getByRole('button', { name: 'Logout' });
      await logout.waitFor();
      await page.locator('main h1').first().waitFor();
      // The page as it is once its data is there, not its "Loading…" placeholder.
      await untilLoaded(page);
      const box = (await logout.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect({ path, overflow: await sidewaysOverflow(page) }).toEqual({ path, overflow: 0 });
    }
    // The last route, /me: the long username in its heading, not clipped (the page does not widen: above).
    const heading = page.locator('main h1').first();
    await expect.poll(() => heading.textContent(), { timeout: 20_000 }).toContain('phone_player_long_name24');
    expect(await heading.evaluate((h) => h.scrollWidth <= h.clientWidth)).toBe(true);
  });

  // The admin pages and their tables at 390 px: the admin sweep below (its /manage pages check their tables too).
});

describe('at 390px wide, signed in as an admin, no route scrolls sideways once it has its data', () => {
  let buildId = '';
  beforeAll(async () => {
    const cookie = await devSignIn(app.url, 'phone-sweeper', 'admin');
    const created = await graphql(app.url, 'mutation { createBuild(input: { name: "Sweeping build", class: mage, characterLevel: 30 }) { id } }', {}, { cookie });
    buildId = created.data!.createBuild.id as string;
    await graphql(app.url, 'mutation($id: ID!) { publishBuild(id: $id) { id } }', { id: buildId }, { cookie });
  });

  /**
   * A route to sweep: a path; or a list page whose first entry (the first link in main under `entry`, not its feed) is
   * swept next, read off the list page as it was swept; or an admin page whose tables are checked too.
   */
  type Route = string | { list: string; entry: string } | { path: string; tables: true };

  /**
   * The sweeps' page, signed in as an admin at 390 px: each sweep loads its first route, and every other route is
   * drawn in the app (goInApp), so two routes in a row must not draw the same heading; what is checked is each route's
   * layout once it has its data, not its load.
   */
  const sweepPage = sharedPage(() => browser, PHONE);
  let opened: SharedPage | undefined;

  /** Visits each route and lists those wider than the window, or (an admin page) with a table that is or scrolls wider. */
  async function sweep(routes: Route[]): Promise<Array<{ path: string; overflow?: number; widest?: string[]; tables?: unknown }>> {
    if (!opened) {
      opened = await sweepPage();
      await signInAs(opened, 'phone-sweeper', 'admin');
    }
    const page = opened;
    const found: Array<{ path: string; overflow?: number; widest?: string[]; tables?: unknown }> = [];
    const queue = [...routes];
    for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
      const path = typeof route === 'string' ? route : 'list' in route ? route.list : route.path;
      const landed = route === routes[0] ? page.goto(`${app.url}${path}`).then(() => page.locator('main h1').first().waitFor({ timeout: 20_000 })) : goInApp(page, path);
      await landed.catch((error: Error) => {
        throw new Error(`${path}: ${error.message}`);
      });
      // Settled: every "Loading…" in the page has given way to what it loaded.
      await expect.poll(() => page.locator('main').innerText(), { timeout: 20_000 }).not.toMatch(/Loading/);
      const overflow = await sidewaysOverflow(page);
      if (overflow !== 0) {
        const widest = await page.evaluate(() =>
          [...document.querySelectorAll('body *')]
            .filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
            .slice(0, 5)
            .map((e) => `${e.tagName.toLowerCase()}.${[...e.classList].join('.')} ${Math.round(e.getBoundingClientRect().right)}px`),
        );
        found.push({ path, overflow, widest });
      }
      if (typeof route === 'object' && 'tables' in route) {
        await page.locator('main table').first().waitFor();
        // Nor does a table scroll sideways in its own box: on a phone its rows are cards.
        const tables = await page.locator('main table').evaluateAll((all) =>
          all.map((table) => ({ right: Math.round(table.getBoundingClientRect().right) <= window.innerWidth, scrolls: table.parentElement!.scrollWidth > table.parentElement!.clientWidth })),
        );
        if (tables.some((table) => !table.right || table.scrolls)) found.push({ path, tables });
      }
      if (typeof route === 'object' && 'list' in route) {
        const link = page.locator(`main a[href^="${route.entry}"]:not([href$=".xml"])`).first();
        await link.waitFor({ timeout: 20_000 });
        queue.unshift((await link.getAttribute('href'))!);
      }
    }
    return found;
  }

  it('the reading pages', async () => {
    expect(await sweep([{ list: '/news', entry: '/news/' }, { list: '/articles', entry: '/articles/' }, '/patch-notes', { list: '/guides', entry: '/guides/' }, '/how-to-play', '/credits', '/boletus', '/juggling-boletus', '/search?q=sword'])).toEqual([]);
  });

  it('the account, admin (their tables too) and builds pages', async () => {
    expect(await sweep(['/me', '/login', { path: '/manage', tables: true }, { path: '/manage/news', tables: true }, { path: '/manage/items', tables: true }, '/builds', `/builds/${buildId}`, '/players/phone-sweeper'])).toEqual([]);
  });

  it('the tools', async () => {
    expect(await sweep(['/tools/planner', '/tools/trait-tree', '/tools/exp-table', '/tools/quick-calcs'])).toEqual([]);
  });

  it('the items and lists', async () => {
    // (/items and /items/all both draw "All items": not one after the other.)
    expect(await sweep(['/items', { list: '/items/swords', entry: '/items/swords/' }, '/items/all', '/lists/premium', '/lists/classes', '/lists/monsters', '/lists/spells', '/lists/npc-buy-sell', '/lists/recipes', '/lists/formulae'])).toEqual([]);
  });
});

const carouselOf = (page: Page) => page.getByRole('region', { name: 'Top public builds' });
const shownIds = (page: Page) =>
  carouselOf(page)
    .locator('.carousel-slot:not([aria-hidden]) .carousel-box')
    .evaluateAll((boxes) => boxes.map((b) => b.getAttribute('data-build-id')));
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-build-id') ?? document.activeElement?.tagName);

async function carouselPage(options = {}) {
  const page = await openPage(browser, { viewport: { width: 1280, height: 900 }, ...options });
  await page.clock.install();
  await page.goto(`${app.url}/news`);
  await expect.poll(async () => (await shownIds(page)).length, { timeout: 30_000 }).toBeGreaterThan(2);
  await pauseClockSoon(page);
  await page.clock.runFor(750);
  return page;
}

describe('the carousel', () => {
  it('names each box by its visible text, shows the owner, and passes axe Label in Name', async () => {
    // Without the installed clock: axe waits on the page's own timers.
    const page = await widePage();
    await page.goto(`${app.url}/news`);
    await expect.poll(async () => (await shownIds(page)).length, { timeout: 30_000 }).toBeGreaterThan(2);
    const top = (await graphql(app.url, '{ topBuilds { id title owner likes } }')).data!.topBuilds as Array<{ id: string; title: string; owner: string; likes: number }>;
    const firstId = (await shownIds(page))[0];
    const box = carouselOf(page).locator(`.carousel-box[data-build-id="${firstId}"]`);
    const build = top.find((b) => b.id === firstId)!;
    expect(await box.locator('.carousel-box__owner').textContent()).toBe(build.owner);
    expect(await axeViolations(page, '.carousel', ['label-content-name-mismatch'])).toEqual([]);
    const description = await box.evaluate((b) => document.getElementById(b.getAttribute('aria-describedby')!)!.textContent);
    expect(description).toContain(`${build.title} by ${build.owner}`);
  });

  it('pauses and plays with its control, steps with previous and next, then moves between boxes with the arrow keys and steps at its edges, with one tab stop', async () => {
    const page = await carouselPage();
    const before = await shownIds(page);
    await carouselOf(page).getByRole('button', { name: 'Pause' }).click();
    await page.mouse.move(5, 880);
    await page.getByRole('link', { name: 'MORE' }).focus();
    await page.clock.runFor(35_000);
    expect(await shownIds(page)).toEqual(before);
    await carouselOf(page).getByRole('button', { name: 'Next builds' }).click();
    await expect.poll(() => shownIds(page)).toEqual([...before.slice(1), expect.any(String)]);
    await carouselOf(page).getByRole('button', { name: 'Previous builds' }).click();
    await expect.poll(() => shownIds(page)).toEqual(before);
    await carouselOf(page).getByRole('button', { name: 'Play' }).click();
    await page.mouse.move(5, 880);
    await page.getByRole('link', { name: 'MORE' }).focus();
    await page.clock.runFor(10_000);
    await expect.poll(() => carouselOf(page).locator('.carousel-track').evaluate((t) => (t as HTMLElement).style.transform)).toBe('translateX(-110px)');
    await page.clock.runFor(750);
    await expect.poll(() => shownIds(page)).not.toEqual(before);

    // The same carousel, now by keyboard: it moves between boxes with the arrow keys and steps at its edges, with one tab stop.
    await arrowKeys(page);
  });

  async function arrowKeys(page: Page) {
    const before = await shownIds(page);
    expect(await carouselOf(page).locator('.carousel-box[tabindex="0"]').count()).toBe(1);
    await carouselOf(page).locator('.carousel-box[tabindex="0"]').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => focusedId(page)).toBe(before[1]);
    await page.keyboard.press('End');
    await expect.poll(() => focusedId(page)).toBe(before.at(-1));
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => shownIds(page)).toEqual([...before.slice(1), expect.any(String)]);
    const after = await shownIds(page);
    await expect.poll(() => focusedId(page)).toBe(after.at(-1));
    await page.keyboard.press('Home');
    await expect.poll(() => focusedId(page)).toBe(after[0]);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => shownIds(page)).toEqual(before);
    await expect.poll(() => focusedId(page)).toBe(before[0]);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('dialog', { name: 'Build Preview' }).isVisible()).toBe(true);
  }

  it('does not advance by itself under reduced motion', async () => {
    const page = await carouselPage({ reducedMotion: 'reduce' });
    const before = await shownIds(page);
    await page.mouse.move(5, 880);
    await page.clock.runFor(35_000);
    expect(await shownIds(page)).toEqual(before);
    expect(await carouselOf(page).getByRole('button', { name: 'Play' }).count()).toBe(1);
  });

  it('puts focus back on the build after a like re-ranks it out of view under the open preview', async () => {
    // The two first builds get as many likes each, so one more like moves the second to the top.
    type Top = Array<{ id: string; likes: number }>;
    const ranking = async () => (await graphql(app.url, '{ topBuilds { id likes } }')).data!.topBuilds as Top;
    const [leader, runnerUp] = (await ranking()) as [Top[number], Top[number]];
    for (let i = 0; i < leader.likes - runnerUp.likes; i += 1) {
      const cookie = await devSignIn(app.url, `rerank-fan-${i}`);
      await graphql(app.url, 'mutation($id: ID!) { likeBuild(buildId: $id) { id } }', { id: runnerUp.id }, { cookie });
    }
    const second = (await ranking())[1]!;
    expect(second.likes).toBe(leader.likes);
    const page = await carouselPage({ viewport: { width: 900, height: 900 } });
    await signInAs(page, 'rerank-liker');
    await page.reload();
    await expect.poll(async () => (await shownIds(page))[1], { timeout: 20_000 }).toBe(second.id);
    await carouselOf(page).getByRole('button', { name: 'Next builds' }).click();
    await expect.poll(async () => (await shownIds(page))[0]).toBe(second.id);
    await carouselOf(page).locator(`.carousel-box[data-build-id="${second.id}"]`).click();
    const dialog = page.getByRole('dialog', { name: 'Build Preview' });
    await dialog.getByRole('button', { name: 'Like' }).click();
    await expect.poll(() => dialog.getByRole('button', { name: 'Liked' }).count()).toBe(1);
    await expect.poll(async () => (await shownIds(page)).includes(second.id)).toBe(false);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => page.evaluate(() => document.activeElement !== document.body && document.activeElement !== null)).toBe(true);
    expect(await page.evaluate(() => document.activeElement!.closest('.carousel, main') !== null)).toBe(true);
  });
});

describe('deleting a build', () => {
  it('puts focus on the next build, then on the list heading', async () => {
    const page = await widePage();
    await signInAs(page, 'tidy-player');
    const cookie = await devSignIn(app.url, 'tidy-player');
    for (const name of ['First to go', 'Second to go']) {
      await graphql(app.url, 'mutation($n: String!) { createBuild(input: { name: $n, class: mage, characterLevel: 30 }) { id } }', { n: name }, { cookie });
    }
    await page.goto(`${app.url}/me`);
    const rows = page.locator('.my-build');
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(2);
    const firstName = await rows.first().locator('.my-build__title h3').textContent();
    const secondName = await rows.nth(1).locator('.my-build__title h3').textContent();
    await rows.first().getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => rows.count()).toBe(1);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(secondName);
    expect(firstName).not.toBe(secondName);
    await page.keyboard.press('Tab');
    await rows.first().getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => rows.count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('my-builds-heading');
  });
});
