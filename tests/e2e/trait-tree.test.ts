import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TRAITS } from '../../server/game-data/data/traits';
import { encodeShareState, decodeShareState } from '../../server/game-data/rules/share-state';
import { graphql, type AppProcess } from '../support/app';
import { devSignIn } from '../support/auth';
import { axeViolations } from '../support/axe';
import { startServerAndBrowser, openPage } from '../support/browser';
import { sharedPage } from '../support/shared-page';

let app: AppProcess;
let browser: Browser;
const pages: Page[] = [];

beforeAll(async () => {
  [app, browser] = await startServerAndBrowser();
});
afterEach(async () => {
  // Close every page's context, so no timer or socket of one test outlives it.
  await Promise.all(pages.splice(0).map((page) => page.context().close()));
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const WIDE = { viewport: { width: 1366, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const numberOf = (name: string) => TRAITS.find((t) => t.name === name)!.number;

/**
 * The pages the tests open the tree (or a build's page) in, one at 1366 px and one phone, each as fresh as a new
 * context's but for the HTTP cache (tests/support/shared-page.ts). A test that needs a fresh page itself (a fresh
 * browser's load), or two at once, opens its own.
 */
const widePage = sharedPage(() => browser, WIDE);
const phonePage = sharedPage(() => browser, PHONE);

async function open(path: string, options: typeof WIDE | typeof PHONE = WIDE) {
  const page = options === PHONE ? await phonePage() : await widePage();
  await page.goto(`${app.url}${path}`);
  await page.getByRole('heading', { name: 'Trait tree', level: 1 }).waitFor();
  return page;
}
const trait = (page: Page, name: string) => page.getByRole('grid').getByRole('button', { name: new RegExp(`^${name} \\d+/\\d+$`) });
const rank = (page: Page, name: string) => trait(page, name).locator('.trait__rank').textContent();
const announcer = (page: Page) => page.getByTestId('trait-announcer');
const stateOf = (page: Page) => decodeShareState(new URL(page.url()).searchParams.get('state'));
/** The share state of a knight at `level` with these points, as the page writes it. */
const knightLink = (level: number, points: Array<[string, number]>) =>
  encodeShareState({ ...decodeShareState(null), characterClass: 'knight', level, points: points.map(([name, value]) => [numberOf(name), value]) });

/**
 * A level typed key by key, a version 1 link migrated and a private build of someone else's are
 * checked without a browser in tests/component/trait-tree.test.tsx.
 */
describe('/tools/trait-tree', () => {
  it('fills a tree by keyboard only, reads a blocked reason from the live region, removes with dependents, undoes and redoes', async () => {
    // Plate Training already holds 5, so tier 5 is open once Iron Skin's line is filled.
    const page = await open(`/tools/trait-tree?state=${knightLink(60, [['Plate Training', 5]])}`);
    const grid = page.getByRole('grid', { name: /Knight tree/ });
    // One tab stop: Tab lands on the first trait of the tree.
    await grid.getByRole('button').first().focus();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toContain('Shield Wall');
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('Enter');
    await expect.poll(() => announcer(page).textContent()).toBe('Shield Wall 5/5, 20 points left');
    // Down to Bastion (tier 2, same column), five points with "+".
    await page.keyboard.press('ArrowDown');
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('+');
    expect(await rank(page, 'Bastion')).toBe('5/5');
    await page.keyboard.press('ArrowDown');
    for (let i = 0; i < 5; i += 1) await page.keyboard.press(' ');
    expect(await rank(page, 'Shield Bash')).toBe('5/5');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Iron Skin');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    // Down to tier 5: Cleave needs Iron Skin at its maximum.
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Cleave');
    await page.keyboard.press('Enter');
    await expect.poll(() => announcer(page).textContent()).toBe('Cleave needs 3 points in Iron Skin.');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => rank(page, 'Cleave')).toBe('1/3');
    // Removing from Iron Skin is blocked by Cleave; remove with the traits that need it.
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Backspace');
    await expect.poll(() => announcer(page).textContent()).toContain('Iron Skin is needed by Cleave.');
    await page.getByRole('button', { name: /Remove with the traits that need it/ }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => rank(page, 'Cleave')).toBe('0/3');
    expect(await rank(page, 'Iron Skin')).toBe('2/3');
    // Undo brings Cleave back, redo takes it away again (keyboard shortcuts outside the grid).
    await page.getByRole('heading', { name: 'Trait tree', level: 1 }).click();
    await page.keyboard.press('Control+z');
    await expect.poll(() => rank(page, 'Cleave')).toBe('1/3');
    await page.keyboard.press('Control+y');
    await expect.poll(() => rank(page, 'Cleave')).toBe('0/3');
    expect(page.consoleErrors).toEqual([]);
  });

  it('says when the level is spent, adds by click and removes by right-click and Shift-click', async () => {
    const page = await open(`/tools/trait-tree?state=${knightLink(4, [])}`);
    await trait(page, 'Tough Hide').click();
    await trait(page, 'Tough Hide').click();
    await expect.poll(() => page.getByTestId('points-left').textContent()).toContain('0 of 2 points left');
    await trait(page, 'Deep Well').click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Level 4 gives 2 points; all are spent.' }).count()).toBe(1);
    await trait(page, 'Tough Hide').click({ button: 'right' });
    await expect.poll(() => rank(page, 'Tough Hide')).toBe('1/5');
    await trait(page, 'Tough Hide').click({ modifiers: ['Shift'] });
    await expect.poll(() => rank(page, 'Tough Hide')).toBe('0/5');
    // The link follows the tree after it is drawn: wait for it, not for the next frame.
    await expect.poll(() => [...stateOf(page).points]).toEqual([]);
  });

  it('says what Undo and Redo came back to, by mouse and by keyboard, instead of the undone click’s words', async () => {
    const page = await open(`/tools/trait-tree?state=${knightLink(4, [])}`);
    await trait(page, 'Tough Hide').click();
    await trait(page, 'Tough Hide').click();
    await trait(page, 'Deep Well').click();
    await expect.poll(() => announcer(page).textContent()).toContain('all are spent');
    // By mouse: the bar's Undo.
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => page.getByTestId('points-left').textContent()).toContain('1 of 2 points left');
    await expect.poll(() => announcer(page).textContent()).toBe('Undone: 1 of 2 points left');
    expect(await page.getByRole('alert').filter({ hasText: 'all are spent' }).count()).toBe(0);
    // By keyboard: the bar's Redo, then Ctrl+Z.
    await page.getByRole('button', { name: 'Redo' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => announcer(page).textContent()).toBe('Redone: 0 of 2 points left');
    await page.keyboard.press('Control+z');
    await expect.poll(() => announcer(page).textContent()).toBe('Undone: 1 of 2 points left');
  });

  it('keeps every change in the link, and a copied link opens the same tree in a fresh browser', async () => {
    const page = await open(`/tools/trait-tree?state=${knightLink(30, [])}`);
    const before = await page.evaluate(() => history.length);
    for (let i = 0; i < 3; i += 1) await trait(page, 'Shield Wall').click();
    await page.getByRole('combobox', { name: 'Class' }).selectOption('mage');
    for (let i = 0; i < 2; i += 1) await trait(page, 'Ember Heart').click();
    await expect.poll(() => stateOf(page).points).toEqual([[numberOf('Ember Heart'), 2]]);
    // The URL follows without a history entry per click.
    expect(await page.evaluate(() => history.length)).toBe(before);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect.poll(() => page.getByText('Link copied.').count()).toBe(1);
    const link = await page.evaluate(() => navigator.clipboard.readText());
    const fresh = await openPage(browser, WIDE);
    pages.push(fresh);
    await fresh.goto(link);
    await expect.poll(() => rank(fresh, 'Ember Heart')).toBe('2/5');
    expect(await fresh.getByRole('combobox', { name: 'Class' }).inputValue()).toBe('mage');
  });

  it('is usable by touch at 390px wide: a tap adds, a long press removes, nothing scrolls sideways', async () => {
    const page = await open(`/tools/trait-tree?state=${knightLink(30, [])}`, PHONE);
    await trait(page, 'Shield Wall').tap();
    await trait(page, 'Shield Wall').tap();
    await expect.poll(() => rank(page, 'Shield Wall')).toBe('2/5');
    const box = (await trait(page, 'Shield Wall').boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => rank(page, 'Shield Wall')).toBe('3/5');
    // A long press: touch down, hold past the press time, lift.
    const cdp = await page.context().newCDPSession(page);
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await expect.poll(() => rank(page, 'Shield Wall'), { timeout: 5_000 }).toBe('2/5');
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it('never breaks a trait or branch name inside a word at any width from 320 to 1920 px, and the page never scrolls sideways', async () => {
    /** What a player sees wrong in the trees on the page: words split across lines, names spilling out of their node, cut branch names. */
    const problems = (page: Page) =>
      page.evaluate(() => {
        const found: string[] = [];
        for (const name of document.querySelectorAll<HTMLElement>('.trait__name')) {
          const text = name.firstChild as Text;
          const lineOf = (i: number) => {
            const range = document.createRange();
            range.setStart(text, i);
            range.setEnd(text, i + 1);
            return Math.round(range.getBoundingClientRect().top);
          };
          let at = 0;
          for (const word of text.data.split(' ')) {
            const lines = new Set(Array.from(word, (_, k) => lineOf(at + k)));
            if (lines.size > 1) found.push(`"${word}" of "${text.data}" split over ${lines.size} lines`);
            at += word.length + 1;
          }
          const box = name.closest('.trait')!.getBoundingClientRect();
          const range = document.createRange();
          range.selectNodeContents(name);
          const words = range.getBoundingClientRect();
          if (words.left < box.left - 0.5 || words.right > box.right + 0.5) found.push(`"${text.data}" spills out of its node`);
        }
        for (const branch of document.querySelectorAll<HTMLElement>('.trait-tree__branches span')) {
          if (branch.scrollWidth > branch.clientWidth + 1) found.push(`branch "${branch.textContent}" is cut`);
        }
        if (document.scrollingElement!.scrollWidth > window.innerWidth) found.push('the page scrolls sideways');
        return found;
      });
    const classes = ['squire', 'knight', 'rogue', 'mage'] as const;
    // One page, loaded again at each width.
    const page = await widePage();
    for (const width of [320, 390, 768, 1024, 1366, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${app.url}/tools/trait-tree`);
      await page.getByRole('heading', { name: 'Trait tree', level: 1 }).waitFor();
      for (const characterClass of classes) {
        await page.getByLabel('Class', { exact: true }).selectOption(characterClass);
        await page.getByRole('grid', { name: new RegExp(`^${characterClass} tree`, 'i') }).waitFor();
        expect({ width, characterClass, problems: await problems(page) }).toEqual({ width, characterClass, problems: [] });
      }
    }
  });

  it('scrolls a tree wider than a 390 px phone inside its panel, following the keyboard', async () => {
    const page = await open(`/tools/trait-tree?state=${encodeShareState({ ...decodeShareState(null), characterClass: 'rogue', level: 60, points: [] })}`, PHONE);
    const panel = page.locator('.trait-tree__scroll').first();
    const { scrollWidth, clientWidth } = await panel.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    // The last trait of the first row is out of sight; End moves to it and brings it into view.
    await trait(page, 'Keen Edge').focus();
    await page.keyboard.press('End');
    const focused = page.locator('.trait:focus');
    await expect.poll(() => focused.textContent()).toContain('Leather Craft');
    const inView = () =>
      page.evaluate(() => {
        const node = document.activeElement!.getBoundingClientRect();
        const box = document.querySelector('.trait-tree__scroll')!.getBoundingClientRect();
        return node.left >= box.left - 1 && node.right <= box.right + 1;
      });
    await expect.poll(inView).toBe(true);
    expect(await panel.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await page.keyboard.press('Home');
    await expect.poll(() => focused.textContent()).toContain('Keen Edge');
    await expect.poll(inView).toBe(true);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it('keeps a class chosen at once on a fresh page, signed in at 390 px, when the page’s session answer comes after it', async () => {
    // Several fresh pages, on a slowed processor: the page's content hydrates in a pass after its
    // frame's, and a choice made in between was undone (the page marked itself live too early).
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const page = await openPage(browser, PHONE);
      pages.push(page);
      await page.context().request.post(`${app.url}/auth/dev`, { data: { username: 'quick-chooser', role: 'user' } });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      // The page's own session answer (a signed-in page asks again) is held until the class is chosen.
      // A request can reach the handler after unroute() was called (its routing had begun): once
      // released, the handler lets every later request through, so none is held for ever.
      const held: Array<() => Promise<void>> = [];
      let holding = true;
      await page.route('**/graphql**', (route) => {
        if (holding) held.push(() => route.continue());
        else void route.continue();
      });
      await page.goto(`${app.url}/tools/trait-tree`);
      await page.getByRole('combobox', { name: 'Class' }).selectOption('rogue');
      holding = false;
      await Promise.all(held.map((release) => release()));
      await page.unroute('**/graphql**');
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('combobox', { name: 'Class' }).inputValue(), `attempt ${attempt}`).toBe('rogue');
      await expect.poll(() => stateOf(page).characterClass).toBe('rogue');
      expect(await page.getByRole('grid', { name: /Rogue tree/ }).count()).toBe(1);
      await page.getByText('Unsaved changes').waitFor();
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    }
  });

  it('shows a trait’s details on the screen beside the tree on a phone, by touch and by keyboard', async () => {
    const page = await open(`/tools/trait-tree?state=${knightLink(60, [])}`, PHONE);
    const sheet = page.getByRole('region', { name: 'Selected trait' });
    const inView = (locator: ReturnType<Page['locator']>) =>
      locator.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0;
      });
    const node = trait(page, 'Tough Hide');
    await node.scrollIntoViewIfNeeded();
    await node.tap();
    await expect.poll(() => sheet.getByRole('heading', { name: 'Tough Hide' }).count()).toBe(1);
    expect(await inView(sheet.getByRole('heading', { name: 'Tough Hide' }))).toBe(true);
    expect(await inView(node)).toBe(true);
    // The node stays visible above the details, not hidden under them.
    const [nodeBox, sheetBox] = [await node.boundingBox(), await sheet.boundingBox()];
    expect(nodeBox!.y + nodeBox!.height).toBeLessThanOrEqual(sheetBox!.y + 1);
    // By keyboard: the arrow keys move the selection and the details follow, in view.
    await node.focus();
    await page.keyboard.press('ArrowRight');
    const moved = await page.evaluate(() => (document.activeElement as HTMLElement).dataset.trait);
    const name = TRAITS.find((t) => t.number === Number(moved))!.name;
    await expect.poll(() => sheet.getByRole('heading', { name }).count()).toBe(1);
    expect(await inView(sheet.getByRole('heading', { name }))).toBe(true);
    // One set of details in the page, shown or not: drawn once and placed by the stylesheet, with no hidden copy.
    expect(await page.getByRole('heading', { name, exact: true, includeHidden: true }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('shows a trait’s details at the top of the side panel beside the trees on a wide screen, drawn once', async () => {
    const page = await open(`/tools/trait-tree?state=${knightLink(60, [])}`, WIDE);
    const panel = page.getByRole('complementary', { name: 'Trait details' });
    const selected = panel.getByRole('region', { name: 'Selected trait' });
    // Before any trait is pointed at, the panel says how to choose one.
    await selected.getByText('Point at a trait').waitFor();
    const node = trait(page, 'Tough Hide');
    await node.hover();
    await expect.poll(() => selected.getByRole('heading', { name: 'Tough Hide' }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Tough Hide', exact: true, includeHidden: true }).count()).toBe(1);
    // Beside the trees, above the trait paths, and not stuck along the bottom of the screen as on a phone.
    const [treeBox, selectedBox, pathsBox] = [await page.getByRole('grid', { name: /Knight tree/ }).boundingBox(), await selected.boundingBox(), await panel.getByRole('heading', { name: 'Trait paths' }).boundingBox()];
    expect(selectedBox!.x).toBeGreaterThanOrEqual(treeBox!.x + treeBox!.width);
    expect(selectedBox!.y + selectedBox!.height).toBeLessThanOrEqual(pathsBox!.y);
    expect(await selected.evaluate((element) => getComputedStyle(element).position)).toBe('static');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('says nothing of unsaved changes on a new build before any change, signed out and signed in with a start class, at 1366 and 390 px', async () => {
    const cookie = await devSignIn(app.url, 'fresh-starter');
    await graphql(app.url, 'mutation { updatePreferences(input: { toolClass: rogue, toolLevel: 33 }) { id } }', {}, { cookie });
    for (const options of [WIDE, PHONE]) {
      for (const signedIn of [false, true]) {
        // Each call empties the shared page (cookies, site data), as fresh as a new context's but for the HTTP cache.
        const page = options === PHONE ? await phonePage() : await widePage();
        if (signedIn) await page.context().request.post(`${app.url}/auth/dev`, { data: { username: 'fresh-starter', role: 'user' } });
        await page.goto(`${app.url}/tools/trait-tree`);
        await page.waitForLoadState('networkidle');
        await expect.poll(() => stateOf(page).characterClass).toBe(signedIn ? 'rogue' : 'squire');
        expect(await page.locator('.build-editor-bar__status').textContent()).toBe('');
        // Moving through the controls by keyboard changes nothing either.
        await page.getByRole('combobox', { name: 'Class' }).focus();
        for (let step = 0; step < 3; step += 1) await page.keyboard.press('Tab');
        expect(await page.locator('.build-editor-bar__status').textContent()).toBe('');
      }
    }
  });

  it('saves signed out in the browser, then offers it after sign-in', async () => {
    const page = await open(`/tools/trait-tree?state=${knightLink(20, [['Shield Wall', 3]])}`);
    await page.getByRole('textbox', { name: 'Build name' }).fill('Kept wall');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByText('Kept in this browser. Sign in to save it to your account.').count()).toBe(1);
    const response = await page.context().request.post(`${app.url}/auth/dev`, { data: { username: 'tree-keeper', role: 'user' } });
    expect(response.status()).toBe(200);
    await page.goto(`${app.url}/news`);
    await page.getByRole('dialog', { name: 'Save your builds?' }).getByRole('button', { name: 'Save it' }).click();
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    await expect
      .poll(async () => (await graphql(app.url, '{ me { builds { name class assignedPoints { trait points } } } }', {}, { cookie })).data!.me.builds)
      .toEqual([{ name: 'Kept wall', class: 'knight', assignedPoints: [{ trait: numberOf('Shield Wall'), points: 3 }] }]);
  });

  it('saves signed in, reopens with ?build=, and a copy of another player’s public build shows “based on”', async () => {
    const ownerCookie = await devSignIn(app.url, 'tree-owner');
    const created = await graphql(app.url, `mutation { createBuild(input: { name: "Ember path", class: mage, characterLevel: 20, assignedPoints: [{ trait: ${numberOf('Ember Heart')}, points: 4 }] }) { id } }`, {}, { cookie: ownerCookie });
    const originalId = created.data!.createBuild.id as string;
    await graphql(app.url, 'mutation($id: ID!) { publishBuild(id: $id) { id } }', { id: originalId }, { cookie: ownerCookie });

    const page = await widePage();
    const response = await page.context().request.post(`${app.url}/auth/dev`, { data: { username: 'tree-copier', role: 'user' } });
    expect(response.status()).toBe(200);
    // Open from the build's page.
    await page.goto(`${app.url}/builds/${originalId}`);
    await page.getByRole('link', { name: 'Open', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/tools/trait-tree');
    await expect.poll(() => rank(page, 'Ember Heart')).toBe('4/5');
    await trait(page, 'Ember Heart').click();
    await page.getByRole('button', { name: 'Save a copy' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('build')).not.toBe(originalId);
    await expect.poll(() => page.getByText(/Based on/).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Ember path' }).first().getAttribute('href')).toBe(`/builds/${originalId}`);
    expect(await page.getByRole('button', { name: 'Save changes' }).count()).toBe(1);
    // The copy is the player's own, with the change.
    const copyId = new URL(page.url()).searchParams.get('build')!;
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const copy = await graphql(app.url, 'query($id: ID!) { build(id: $id) { name viewerIsOwner assignedPoints { points } basedOn { id } } }', { id: copyId }, { cookie });
    expect(copy.data!.build).toEqual({ name: 'Ember path (copy)', viewerIsOwner: true, assignedPoints: [{ points: 5 }], basedOn: { id: originalId } });
  });

  it('shows a build on its page and in the preview: points per tree and tier, and a planner build’s stats and equipment', async () => {
    const cookie = await devSignIn(app.url, 'shown-builder');
    const input = `{ name: "Shown", class: knight, characterLevel: 30, isPlannerBuild: true, assignedPoints: [{ trait: ${numberOf('Shield Wall')}, points: 5 }, { trait: ${numberOf('Bastion')}, points: 2 }],
      statAllocations: { hp: 20, capacity: 10 }, equippedItemIds: [{ slot: "ring", itemId: "no-such-ring" }] }`;
    const created = await graphql(app.url, `mutation { createBuild(input: ${input}) { id } }`, {}, { cookie });
    const id = created.data!.createBuild.id as string;
    await graphql(app.url, 'mutation($id: ID!) { publishBuild(id: $id) { id } }', { id }, { cookie });
    const page = await widePage();
    await page.goto(`${app.url}/builds/${id}`);
    const knight = page.getByRole('region', { name: 'Knight tree' });
    await expect.poll(() => knight.locator('.build-contents__tree').textContent()).toBe('Knight tree · 7 points');
    expect(await knight.locator('dl div').allTextContents()).toEqual(['Tier 1Shield Wall 5/5', 'Tier 2Bastion 2/5']);
    expect(await page.locator('.build-contents__stats').textContent()).toContain('Health20');
    expect(await page.locator('.build-contents__equipment').textContent()).toContain('Unknown item no-such-ring');
    // Each trait name has the items' treatment: a tooltip card by mouse and by keyboard, and a link.
    const tooltip = page.getByRole('tooltip');
    const bastion = knight.getByRole('link', { name: 'Bastion' });
    await bastion.hover();
    await expect.poll(() => tooltip.textContent()).toContain('Bastion');
    await page.mouse.move(0, 0);
    await expect.poll(() => tooltip.count()).toBe(0);
    const shieldWall = knight.getByRole('link', { name: 'Shield Wall' });
    await shieldWall.focus();
    await expect.poll(() => tooltip.textContent()).toContain('Shield Wall');
    await page.keyboard.press('Escape');
    await shieldWall.press('Enter');
    await page.waitForURL((url) => url.pathname === '/lists/classes' && url.searchParams.get('q') === 'Shield Wall');
  });

  it('opens from the preview dialog, publishes and unpublishes from the editor, and asks before leaving unsaved changes', async () => {
    const cookie = await devSignIn(app.url, 'preview-owner');
    const created = await graphql(app.url, `mutation { createBuild(input: { name: "Previewed path", class: knight, characterLevel: 30, assignedPoints: [{ trait: ${numberOf('Shield Wall')}, points: 2 }] }) { id } }`, {}, { cookie });
    const id = created.data!.createBuild.id as string;
    await graphql(app.url, 'mutation($id: ID!) { publishBuild(id: $id) { id } }', { id }, { cookie });
    const page = await widePage();
    expect((await page.context().request.post(`${app.url}/auth/dev`, { data: { username: 'preview-owner', role: 'user' } })).status()).toBe(200);
    await page.goto(`${app.url}/builds?q=Previewed`);
    await page.locator('.build-row').filter({ hasText: 'Previewed path' }).click();
    const dialog = page.getByRole('dialog', { name: 'Build Preview' });
    await dialog.getByRole('link', { name: 'Open', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/tools/trait-tree');
    expect(new URL(page.url()).searchParams.get('build')).toBe(id);
    await expect.poll(() => rank(page, 'Shield Wall')).toBe('2/5');
    const isPublic = async () => (await graphql(app.url, 'query($id: ID!) { build(id: $id) { isPublic } }', { id }, { cookie })).data!.build.isPublic;
    await page.getByRole('button', { name: 'Unpublish' }).click();
    await expect.poll(isPublic).toBe(false);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect.poll(isPublic).toBe(true);
    // An unsaved change: leaving by a link asks first; Stay keeps the change, Leave goes.
    await trait(page, 'Shield Wall').click();
    await expect.poll(() => page.getByText('Unsaved changes').count()).toBe(1);
    await page.getByRole('link', { name: 'Almanac', exact: true }).click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect.poll(() => leave.isVisible()).toBe(true);
    await leave.getByRole('button', { name: 'Stay' }).press('Enter');
    await expect.poll(() => leave.isVisible()).toBe(false);
    expect(new URL(page.url()).pathname).toBe('/tools/trait-tree');
    expect(await rank(page, 'Shield Wall')).toBe('3/5');
    await page.getByRole('link', { name: 'Almanac', exact: true }).click();
    await leave.getByRole('button', { name: 'Leave without saving' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/news');
  });
});
