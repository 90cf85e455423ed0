import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AppProcess } from '../support/app';
import { closePages, startServerAndBrowser, openPage, pauseClockSoon } from '../support/browser';
import { snapshotClient } from '../support/client-snapshot';
import { sharedPage, type SharedPage } from '../support/shared-page';
import { WIZARD_CAST_MS, WIZARD_FRAME_MS, WIZARD_STEP_PX } from '../../client/src/shell/wizard-motion';

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

/**
 * The shell in Chromium: layout and sizes, styles, motion, focus, reloads and the server's
 * redirects. Its content and logic (the menus' links, a menu link followed, the builds bar's
 * choice when the profile cannot save it) are checked without a browser in tests/component/shell.test.tsx.
 */

const WIDE = { viewport: { width: 1280, height: 900 } };
const NARROW = { viewport: { width: 767, height: 900 } };

/**
 * The pages the tests take in turn, each as fresh as a new context's but for the HTTP cache
 * (tests/support/shared-page.ts): one at 1280 px, one below 768 px. A test with a clock, a
 * mobile or touch screen, or an init script opens its own.
 */
const widePage = sharedPage(() => browser, WIDE);
const narrowPage = sharedPage(() => browser, NARROW);

async function signInAs(page: Page, username: string, role: 'user' | 'admin' = 'user') {
  const response = await page.context().request.post(`${app.url}/auth/dev`, { data: { username, role } });
  expect(response.status()).toBe(200);
}

/**
 * The header, the left menu and the builds bar on a wide screen: one page, loaded once and then again only where the
 * test is about a load (the builds bar's choice restored, the session's change); the tests act on it in turn.
 */
describe('the header, the left menu and the builds bar, at 1280 px', () => {
  const wide = sharedPage(() => browser, WIDE);
  let page: SharedPage;
  beforeAll(async () => {
    page = await wide();
  });
  const header = () => page.locator('header');
  const bar = () => page.getByRole('region', { name: 'Builds bar' });
  const columns = () =>
    page.locator('#builds-bar-content').evaluate((el) => {
      const [left, right] = getComputedStyle(el).gridTemplateColumns.split(' ').map(parseFloat);
      return Math.round((left! / (left! + right!)) * 100);
    });

  it('the header has the logo to /news and the six header links with their targets', async () => {
    await page.goto(`${app.url}/me`);
    await header().getByRole('link', { name: 'Almanac' }).click();
    await page.waitForURL(`${app.url}/news`);
    const links = header().getByRole('navigation', { name: 'Main' }).getByRole('link');
    await expect.poll(() => links.allTextContents()).toEqual(['News', 'Builds', 'Guides', 'Items', 'Lists', 'Articles']);
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['/news', '/builds', '/guides', '/items/all', '/lists/classes', '/articles']);
    expect(await header().evaluate((h) => getComputedStyle(h).position)).toBe('sticky');
    expect(page.consoleErrors).toEqual([]);
  });

  it('the left menu promotes /boletus and /juggling-boletus and makes them look it', async () => {
    const menu = page.getByRole('navigation', { name: 'Site menu' });
    const promoted = menu.locator('a[data-promoted="true"]');
    await expect.poll(() => promoted.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(['/boletus', '/juggling-boletus']);
    const plain = await menu.getByRole('link', { name: 'Changelog & Credits' }).evaluate((a) => getComputedStyle(a).borderTopStyle);
    const boletus = await promoted.first().evaluate((a) => getComputedStyle(a).borderTopStyle);
    expect(plain).toBe('none');
    expect(boletus).toBe('solid');
    expect(await promoted.first().textContent()).toContain('Featured');
  });

  it('the builds bar shows "Not logged in", Public Builds with MORE to /builds, and splits 15/85 when signed out', async () => {
    await page.getByRole('button', { name: 'Login' }).waitFor();
    await bar().getByText('Not logged in').waitFor();
    expect(await bar().getByRole('heading', { name: 'Public Builds' }).count()).toBe(1);
    expect(await bar().getByRole('link', { name: 'MORE' }).getAttribute('href')).toBe('/builds');
    await expect.poll(() => columns()).toBe(15);
  });

  it('the builds bar is visible by default, at most 240px high, with a 0.3 s transition', async () => {
    const toggle = page.getByRole('button', { name: '▲ HIDE BUILDS ▲' });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const style = await page.locator('#builds-bar-content').evaluate((el) => {
      const s = getComputedStyle(el);
      return { maxHeight: s.maxHeight, property: s.transitionProperty, duration: s.transitionDuration };
    });
    expect(style).toEqual({ maxHeight: '240px', property: 'max-height', duration: '0.3s' });
    expect(await page.evaluate(() => localStorage.getItem('almanac.shell.buildsBarVisible'))).toBeNull();
  });

  it('the builds bar hides and shows with the toggle, stores "false" and "true", and restores the choice on load', async () => {
    await page.getByRole('button', { name: '▲ HIDE BUILDS ▲' }).click();
    const show = page.getByRole('button', { name: '▼ SHOW BUILDS ▼' });
    await show.waitFor();
    expect(await show.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => localStorage.getItem('almanac.shell.buildsBarVisible'))).toBe('false');
    await expect.poll(() => page.locator('#builds-bar-content').evaluate((el) => el.getBoundingClientRect().height)).toBe(0);
    await page.reload();
    await show.waitFor();
    expect(await page.locator('#builds-bar-content').evaluate((el) => getComputedStyle(el).maxHeight)).toBe('0px');
    await show.click();
    await page.getByRole('button', { name: '▲ HIDE BUILDS ▲' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('almanac.shell.buildsBarVisible'))).toBe('true');
    await page.reload();
    await page.getByRole('button', { name: '▲ HIDE BUILDS ▲' }).waitFor();
  });

  it('signed in, the header greets with a link to /me and the builds bar links "Your Builds (private)" to /me and splits 30/70; Logout brings back Login', async () => {
    await signInAs(page, 'header-hero');
    await page.reload();
    const greeting = page.getByRole('link', { name: 'Hello, header-hero' });
    await greeting.waitFor();
    expect(await greeting.getAttribute('href')).toBe('/me');
    const link = bar().getByRole('link', { name: 'Your Builds (private)' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe('/me');
    expect(await bar().getByText('Not logged in').count()).toBe(0);
    await expect.poll(() => columns()).toBe(30);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Login' }).waitFor();
    expect(await page.getByRole('button', { name: 'Logout' }).count()).toBe(0);
  });
});

describe('the header on a phone', () => {
  const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

  it('stays compact signed in: the greeting and Logout share the first row with the logo, as tall as signed out', async () => {
    const page = await openPage(browser, PHONE);
    await page.goto(`${app.url}/news`);
    const header = page.locator('header');
    const signedOutHeight = await header.evaluate((element) => element.getBoundingClientRect().height);
    await signInAs(page, 'compact-phone-player');
    await page.reload();
    const greeting = page.getByRole('link', { name: 'Hello, compact-phone-player' });
    await greeting.waitFor();
    const height = await header.evaluate((element) => element.getBoundingClientRect().height);
    expect(height).toBeLessThanOrEqual(Math.max(signedOutHeight, 110));
    const rowOf = (name: 'logo' | 'greeting' | 'logout') =>
      (name === 'logo' ? header.getByRole('link', { name: 'Almanac' }) : name === 'greeting' ? greeting : page.getByRole('button', { name: 'Logout' })).evaluate((element) => {
        const box = element.getBoundingClientRect();
        return Math.round(box.top + box.height / 2);
      });
    const logoRow = await rowOf('logo');
    expect(Math.abs((await rowOf('greeting')) - logoRow)).toBeLessThanOrEqual(4);
    expect(Math.abs((await rowOf('logout')) - logoRow)).toBeLessThanOrEqual(4);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // By touch, the greeting still leads to the profile.
    await greeting.tap();
    await page.waitForURL(`${app.url}/me`);
  });
});

describe('a redirect says why', () => {
  // Without JavaScript, the server's redirect and the notice it draws: tests/api/server-rendering.test.ts and tests/api/content.test.ts.
  it('says once that an unknown page was not found, at 390 and 1366 px', async () => {
    const page = await widePage();
    for (const viewport of [{ width: 390, height: 844 }, { width: 1366, height: 900 }]) {
      await page.setViewportSize(viewport);
      await page.goto(`${app.url}/no-such-page`);
      const notice = page.getByRole('alert').filter({ hasText: 'That page was not found, so here is the news.' });
      await expect.poll(() => notice.count()).toBe(1);
      // The key leaves the address once shown: a reload does not say it again.
      await expect.poll(() => page.url()).toBe(`${app.url}/news`);
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'News' }).waitFor();
      expect(await notice.count()).toBe(0);
      // An unknown item category too; following a link by keyboard, the word stays behind.
      await page.goto(`${app.url}/items/nope`);
      await expect.poll(() => notice.count()).toBe(1);
      if (viewport.width < 768) {
        await page.getByRole('button', { name: 'Open menu' }).press('Enter');
        await page.getByRole('dialog').getByRole('link', { name: /Guides/ }).first().press('Enter');
      } else {
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Guides' }).press('Enter');
      }
      await page.waitForURL(`${app.url}/guides`);
      await expect.poll(() => notice.count()).toBe(0);
    }
  });
  // That /manage is for admins, said to a signed-in player after the server's redirect: tests/e2e/sign-in.test.ts
  // (the /manage guard, in Chromium) and tests/api/server-rendering.test.ts (the redirect).
});

describe('no jumps on a phone', () => {
  /**
   * The layout shifts of a page's load, summed from the browser's own layout-shift entries. The
   * test makes no input, so every entry counts (Chromium marks the shifts just after a mobile
   * emulation's viewport change as "recent input", which would hide exactly this kind of jump).
   */
  async function layoutShiftOf(page: Page, path: string): Promise<{ total: number; moved: string[] }> {
    // Observed from the document's start (buffered), before any script of the page runs.
    await page.addInitScript(() => {
      const shifts: Array<{ value: number; moved: string[] }> = [];
      (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; sources?: Array<{ node?: Node | null }> }>) {
          shifts.push({ value: entry.value, moved: (entry.sources ?? []).map((source) => (source.node instanceof Element ? `${source.node.tagName}.${source.node.className}` : String(source.node?.nodeName))) });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${app.url}${path}`);
    // The session answer, the lazy search box and the dialogs' chunk all arrive after hydration.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: Array<{ value: number; moved: string[] }> }).layoutShifts);
    return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), moved: shifts.flatMap((shift) => shift.moved) };
  }

  for (const signedIn of [false, true]) {
    it(`keeps /news, a build's page and /me still while they load at 390 px, signed ${signedIn ? 'in' : 'out'} (CLS under 0.05)`, async () => {
      for (const path of ['/news', '/builds/demo-build-07', '/me']) {
        const page = await openPage(browser, { viewport: { width: 390, height: 844 } });
        if (signedIn) await signInAs(page, 'steady-phone');
        // Entries are buffered from the page's first paint, before any script of the test runs.
        const { total, moved } = await layoutShiftOf(page, path);
        expect(total, `${path} shifted ${total.toFixed(3)}: ${moved.join(', ')}`).toBeLessThan(0.05);
        expect(await page.getByRole('link', { name: 'Hello, steady-phone' }).count()).toBe(signedIn ? 1 : 0);
        await page.context().close();
      }
    });
  }
});

describe('the narrow-screen menu (below 768px)', () => {
  // One page loaded once; the tests act on it in turn (the first leaves it below 768 px again).
  let page: SharedPage;
  beforeAll(async () => {
    page = await narrowPage();
  });

  it('replaces the side panel, the header links and the builds bar with a menu button', async () => {
    await page.goto(`${app.url}/news`);
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Site menu' }).count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Builds bar' }).count()).toBe(0);
    await page.setViewportSize({ width: 768, height: 900 });
    await page.getByRole('navigation', { name: 'Site menu' }).waitFor();
    await page.getByRole('region', { name: 'Builds bar' }).waitFor();
    expect(await page.getByRole('button', { name: 'Open menu' }).count()).toBe(0);
    // Back below 768 px for the tests that follow: the menu button is back, the side panel gone.
    await page.setViewportSize(NARROW.viewport);
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Site menu' }).count()).toBe(0);
  });

  it('opens as a modal dialog that keeps focus inside and closes with Escape, returning focus', async () => {
    const button = page.getByRole('button', { name: 'Open menu' });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await dialog.waitFor();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await dialog.getByRole('navigation', { name: 'Site menu' }).getByRole('heading').allTextContents()).toEqual([
      'General', 'Tools', 'Lists', 'Items Library', 'Misc & Archive',
    ]);
    for (let i = 0; i < 70; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')) || document.activeElement === document.body)).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await button.evaluate((b) => b === document.activeElement)).toBe(true);
  });

  it('closes with its close button and with a click on the backdrop', async () => {
    const button = page.getByRole('button', { name: 'Open menu' });
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await button.click();
    await dialog.getByRole('button', { name: 'Close menu' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await button.evaluate((b) => b === document.activeElement)).toBe(true);
    await button.click();
    await dialog.waitFor();
    await page.mouse.click(740, 450);
    await dialog.waitFor({ state: 'hidden' });
  });

  it('slides in from the left edge', async () => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    expect(await dialog.evaluate((d) => getComputedStyle(d).animationName)).toBe('menu-slide-in');
    await expect.poll(() => dialog.evaluate((d) => Math.round(d.getBoundingClientRect().left))).toBe(0);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

});

describe('the carousel after the Build Preview', () => {
  const carouselOf = (page: Page) => page.getByRole('region', { name: 'Top public builds' });
  const shownIds = (page: Page) =>
    carouselOf(page)
      .locator('.carousel-slot:not([aria-hidden]) .carousel-box')
      .evaluateAll((boxes) => boxes.map((b) => b.getAttribute('data-build-id')));
  const transform = (page: Page) => carouselOf(page).locator('.carousel-track').evaluate((t) => (t as HTMLElement).style.transform);

  async function stillCarousel() {
    const page = await openPage(browser, WIDE);
    await page.clock.install();
    await page.goto(`${app.url}/news`);
    await expect.poll(async () => (await shownIds(page)).length, { timeout: 30_000 }).toBeGreaterThan(0);
    await pauseClockSoon(page);
    await page.clock.runFor(750);
    return page;
  }

  /** After the dialog closed with focus back on its box and the pointer left where it was, the next step comes on time. */
  async function expectItResumes(page: Page, box: string | null) {
    const dialog = page.getByRole('dialog', { name: 'Build Preview' });
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-build-id'))).toBe(box);
    await expect.poll(() => carouselOf(page).getAttribute('data-paused')).toBe('false');
    const before = await shownIds(page);
    await page.clock.runFor(10_000);
    await expect.poll(() => transform(page)).toBe('translateX(-110px)');
    await page.clock.runFor(750);
    await expect.poll(() => shownIds(page)).toEqual([...before.slice(1), expect.any(String)]);
  }

  it('resumes by itself when the preview opened with the mouse closes with Escape, focus back on the box; and when the preview opened by keyboard closes with its close button', async () => {
    const page = await stillCarousel();
    const box = carouselOf(page).locator('.carousel-slot:not([aria-hidden]) .carousel-box').first();
    const id = await box.getAttribute('data-build-id');
    await box.click();
    const dialog = page.getByRole('dialog', { name: 'Build Preview' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await page.clock.runFor(20_000);
    expect(await transform(page)).toBe('translateX(0px)');
    // The pointer has not moved since the click: it is still over the box the dialog came from.
    await page.keyboard.press('Escape');
    await expectItResumes(page, id);
    // Moving the pointer in or focusing a box anew pauses it again.
    await box.hover();
    await expect.poll(() => carouselOf(page).getAttribute('data-paused')).toBe('true');

    // The same carousel, by keyboard: the pointer and the focus leave it first, and it plays again.
    await page.mouse.move(5, 880);
    await page.getByRole('link', { name: 'MORE' }).focus();
    await expect.poll(() => carouselOf(page).getAttribute('data-paused')).toBe('false');
    await byKeyboard(page);
  });

  async function byKeyboard(page: Page) {
    const box = carouselOf(page).locator('.carousel-box[tabindex="0"]');
    const id = await box.getAttribute('data-build-id');
    await box.focus();
    expect(await carouselOf(page).getAttribute('data-paused')).toBe('true');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Build Preview' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).focus();
    await page.keyboard.press('Enter');
    await expectItResumes(page, id);
    // Tabbing out and back in is a new visit: it pauses again.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect.poll(() => carouselOf(page).getAttribute('data-paused')).toBe('true');
  }
});

describe('the wizard', () => {
  const wizard = (page: Page) => page.locator('.wizard');
  const read = (page: Page) =>
    wizard(page).evaluate((el) => ({
      frame: el.getAttribute('data-frame'),
      phase: el.getAttribute('data-phase'),
      direction: el.getAttribute('data-direction'),
      x: Number(/translateX\(([-\d.]+)px\)/.exec((el as HTMLElement).style.transform)?.[1]),
    }));

  it('swaps frames every 130 ms and walks a fixed distance per frame; casts a fireball for 6400 ms at the end of its path, then turns around', async () => {
    const page = await openPage(browser, WIDE);
    await page.clock.install();
    await page.goto(`${app.url}/news`);
    await pauseClockSoon(page);
    await wizard(page).waitFor();
    const start = await read(page);
    await page.clock.runFor(WIZARD_FRAME_MS - 1);
    expect(await read(page)).toEqual(start);
    await page.clock.runFor(1);
    const next = await read(page);
    expect(next.frame).not.toBe(start.frame);
    expect(next.x - start.x).toBeCloseTo(WIZARD_STEP_PX, 5);
    await page.clock.runFor(WIZARD_FRAME_MS * 10);
    const later = await read(page);
    expect(later.x - next.x).toBeCloseTo(WIZARD_STEP_PX * 10, 5);

    // Walking on from there (the clock still at a frame's end), it casts a fireball for 6400 ms at the end of its path, then turns around.
    await page.getByRole('button', { name: 'Login' }).waitFor();
    // Walk to the end of the track one frame at a time, so the frame that starts the cast ends a
    // clock step and the 6400 ms cast timer is armed at a known instant.
    const room = (await page.locator('.wizard-track').evaluate((el) => el.clientWidth)) - 30;
    let state = await read(page);
    for (let step = 0; step <= Math.ceil(room / WIZARD_STEP_PX) && state.phase !== 'cast'; step += 1) {
      const before = state;
      await page.clock.runFor(WIZARD_FRAME_MS);
      // Every frame changes what is drawn; wait until React has drawn this one.
      await expect.poll(() => read(page)).not.toEqual(before);
      state = await read(page);
    }
    await expect.poll(async () => (await read(page)).phase).toBe('cast');
    const casting = await read(page);
    expect(casting.x).toBeCloseTo(room, 5);
    expect(casting).toMatchObject({ phase: 'cast', direction: 'right' });
    expect(await page.locator('.wizard-fireball').count()).toBe(1);
    await page.clock.runFor(WIZARD_CAST_MS - 1);
    expect(await read(page)).toMatchObject({ phase: 'cast', direction: 'right', x: casting.x });
    await page.clock.runFor(1);
    expect(await read(page)).toMatchObject({ phase: 'walk', direction: 'left' });
    expect(await page.locator('.wizard-fireball').count()).toBe(0);
    await page.clock.runFor(WIZARD_FRAME_MS);
    expect((await read(page)).x).toBeCloseTo(casting.x - WIZARD_STEP_PX, 5);
  });

  it('does not move at all when the user prefers reduced motion', async () => {
    const page = await openPage(browser, { ...WIDE, reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto(`${app.url}/news`);
    await pauseClockSoon(page);
    await wizard(page).waitFor();
    expect(await wizard(page).getAttribute('data-animated')).toBe('false');
    const start = await read(page);
    await page.clock.runFor(20_000);
    expect(await read(page)).toEqual(start);
  });
});
