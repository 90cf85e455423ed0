import type { Browser, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeShareState, encodeShareState, type SharedBuild } from '../../server/game-data/rules/share-state';
import { graphql, type AppProcess } from '../support/app';
import { devSignIn } from '../support/auth';
import { startServerAndBrowser } from '../support/browser';
import { axeViolations } from '../support/axe';
import { sharedPage } from '../support/shared-page';

let app: AppProcess;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await startServerAndBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const SCREEN = { viewport: { width: 1366, height: 768 } };
const PHONE = { viewport: { width: 390, height: 844 } };
/**
 * The pages the tests take in turn, each as fresh as a new context's but for the HTTP cache (tests/support/shared-page.ts):
 * one on a 1366×768 screen and one at 390 px. A test walks one journey on the page it loads, so each load serves several checks.
 */
const screenPage = sharedPage(() => browser, SCREEN);
const phonePage = sharedPage(() => browser, PHONE);

async function open(path: string, shared = screenPage) {
  const page = await shared();
  await page.goto(`${app.url}${path}`);
  await page.getByRole('heading', { name: 'Character planner', level: 1 }).waitFor();
  return page;
}
const empty = decodeShareState(null);
const knight = (extra: Partial<SharedBuild> = {}) => encodeShareState({ ...empty, characterClass: 'knight', level: 30, ...extra });
const withSword = knight({ equipment: { ...empty.equipment, 'hand-main': 'steel-longsword' }, points: [[1, 1]] });
const cell = (page: Page, id: string, column: number) => page.getByTestId(`compare-${id}`).locator('td').nth(column);

describe('/tools/planner compare', () => {
  it('opens a comparison link: every number side by side, the differences, slots and traits, on one 1366×768 screen; compares with a pasted link by keyboard, says why text that is no link is refused, and when the build does not exist', async () => {
    const page = await open(`/tools/planner?state=${knight()}&compare=${withSword}`);
    const compare = page.getByTestId('planner-compare');
    await expect.poll(() => cell(page, 'attack', 1).textContent()).toBe('21');
    expect(await cell(page, 'attack', 0).textContent()).toBe('0');
    expect(await cell(page, 'attack', 2).textContent()).toBe('+21');
    expect(await cell(page, 'weight', 2).getAttribute('class')).toBe('loss');
    expect(await compare.getByTestId('compare-slots').textContent()).toBe('Main hand: empty → Steel Longsword');
    expect(await compare.getByTestId('compare-traits').textContent()).toMatch(/^Added: .+ 1$/);
    // One screen: the whole comparison is in view at once.
    await compare.scrollIntoViewIfNeeded();
    const box = (await compare.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(768);
    expect(box.width).toBeLessThanOrEqual(1366);
    // Editing this build keeps the comparison in the URL, and the difference follows.
    await page.getByRole('button', { name: 'Choose main hand' }).click();
    await page.getByRole('group', { name: 'Items for the main hand slot' }).getByRole('button', { name: /Steel Longsword/ }).click();
    await expect.poll(() => cell(page, 'attack', 2).textContent()).toBe('=');
    expect(new URL(page.url()).searchParams.get('compare')).toBe(withSword);
    await page.getByRole('button', { name: 'Stop comparing' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.has('compare')).toBe(false);

    // Back to the build of the link (its main hand emptied), to compare it with a pasted link by keyboard.
    await page.getByRole('button', { name: 'Empty', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('state')).toBe(knight());
    await page.getByText('Compare with…').focus();
    await page.keyboard.press('Enter');
    const field = page.getByRole('textbox', { name: 'Or paste a link' });
    await field.fill('not a link at all');
    await field.press('Enter');
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('That is not a build link');
    expect(new URL(page.url()).searchParams.has('compare')).toBe(false);
    await field.fill(`https://elsewhere.example/tools/planner?state=${withSword}`);
    await field.press('Enter');
    await expect.poll(() => cell(page, 'attack', 2).textContent()).toBe('+21');
    expect(new URL(page.url()).searchParams.get('compare')).toBe(withSword);

    // A build that does not exist: the comparison says so.
    await page.getByRole('button', { name: 'Stop comparing' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.has('compare')).toBe(false);
    await page.getByText('Compare with…').click();
    await page.getByRole('textbox', { name: 'Or paste a link' }).fill(`${app.url}/builds/no-such-build`);
    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    await expect.poll(() => page.getByTestId('planner-compare').getByRole('alert').textContent()).toBe('The other build does not exist or is private.');
    expect(page.consoleErrors).toEqual([]);
  });

  it('fits a phone: the comparison stacks and nothing scrolls sideways at 390px', async () => {
    const page = await open(`/tools/planner?state=${knight()}&compare=${withSword}`, phonePage);
    await expect.poll(() => cell(page, 'attack', 2).textContent()).toBe('+21');
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

describe('/tools/planner cost and picker', () => {
  it('shows the total cost, the cheapest NPC with its trade-list link, and the monsters that drop what no NPC sells; filters the picker by a stat and by the character level, sorts it, and shows what is above the level', async () => {
    const page = await open(`/tools/planner?state=${knight({ equipment: { ...empty.equipment, 'hand-main': 'steel-longsword', 'hand-off': '', ring: '' } })}`);
    const cost = page.getByTestId('planner-cost');
    await expect.poll(() => cost.getByTestId('cost-total').textContent()).toBe('308 gp');
    const npc = cost.getByRole('link', { name: 'Hilda Ashgrove' });
    expect(await npc.getAttribute('href')).toBe('/lists/npc-buy-sell/hilda-ashgrove');
    expect(await cost.textContent()).toContain('308 gp from Hilda Ashgrove in Brackenford');
    // And to where she stands on the map.
    await cost.getByRole('link', { name: 'map', exact: true }).click();
    await expect.poll(() => page.url()).toContain('/tools/monsters-map?npc=hilda-ashgrove');
    await expect.poll(() => page.locator('.leaflet-popup-content').textContent().catch(() => null), { timeout: 30_000 }).toContain('Hilda Ashgrove');
    await page.goBack();
    await expect.poll(() => cost.getByTestId('cost-total').textContent()).toBe('308 gp');
    // Swap in an item no NPC sells: the total drops it and the drop shows, linked to the monster list.
    await page.getByRole('button', { name: 'Choose main hand' }).click();
    const picker = page.getByRole('group', { name: 'Items for the main hand slot' });
    await picker.getByRole('searchbox', { name: 'Search' }).fill('pitchfork');
    await picker.getByRole('button', { name: /Pitchfork/ }).click();
    await expect.poll(() => cost.getByTestId('cost-total').textContent()).toBe('0 gp');
    expect(await cost.getByRole('link', { name: 'Scarecrow' }).getAttribute('href')).toBe('/lists/monsters/scarecrow');
    expect(await cost.textContent()).toContain('Scarecrow (8%)');
    await cost.getByRole('link', { name: 'Hilda Ashgrove' }).count().then((n) => expect(n).toBe(0));

    // The picker at level 10 with nothing in the main hand (so a candidate's listed change is its own attack).
    await page.getByRole('button', { name: 'Empty', exact: true }).click();
    const level = page.getByRole('textbox', { name: 'Level', exact: true });
    await level.fill('10');
    await level.press('Enter');
    await expect.poll(() => decodeShareState(new URL(page.url()).searchParams.get('state'))).toMatchObject({ level: 10, equipment: { 'hand-main': '' } });
    // Filtered by a stat and by the character level, sorted, and what is above the level shown.
    await page.getByRole('button', { name: 'Choose main hand' }).click();
    const names = () => picker.locator('.planner-candidate__name').allTextContents();
    await expect.poll(async () => (await names()).length).toBeGreaterThan(0);
    expect(await picker.getByText(/needs level \d+/).count()).toBeGreaterThan(0);
    // Keyboard: only items up to level 10, then only those with at least 10 attack, best attack first.
    await picker.getByRole('checkbox', { name: 'Only up to level 10' }).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => picker.getByText(/needs level \d+/).count()).toBe(0);
    await picker.getByRole('combobox', { name: 'With stat' }).selectOption('attack');
    await picker.getByRole('spinbutton', { name: 'at least' }).fill('10');
    await picker.getByRole('combobox', { name: 'Sort by' }).selectOption('attack');
    const listed = await names();
    expect(listed.length).toBeGreaterThan(0);
    // The attack each candidate has, read from its own stats (the listed change is from fists: the same here).
    const attacks = () => picker.locator('.planner-candidate').evaluateAll((buttons) => buttons.map((b) => Number(/Attack \+(\d+)/.exec(b.textContent ?? '')?.[1] ?? 0)));
    const best = await attacks();
    expect(best.every((a) => a >= 10)).toBe(true);
    expect([...best].sort((a, b) => b - a)).toEqual(best);
    await picker.getByRole('combobox', { name: 'Order' }).selectOption('asc');
    await expect.poll(attacks).toEqual([...best].sort((a, b) => a - b));
  });
});

describe('planner builds elsewhere', () => {
  it('shows a public planner build whole on its page: numbers, cost with links, and opens it in the planner', async () => {
    const cookie = await devSignIn(app.url, 'shower');
    const created = await graphql(app.url, `mutation($input: BuildInput!) { createBuild(input: $input) { id } }`, {
      input: { name: 'Sword knight', class: 'knight', characterLevel: 30, isPlannerBuild: true, statAllocations: { hp: 2 }, equippedItemIds: [{ slot: 'hand-main', itemId: 'steel-longsword' }] },
    }, { cookie });
    const id = created.data!.createBuild.id as string;
    await graphql(app.url, `mutation($id: ID!) { publishBuild(id: $id) { id } }`, { id }, { cookie });

    const page = await screenPage();
    await page.goto(`${app.url}/builds/${id}`);
    const numbers = page.getByTestId('build-numbers');
    await expect.poll(() => numbers.textContent()).toContain('Attack21');
    expect(await numbers.textContent()).toContain('Main-hand hit');
    expect(await page.getByTestId('cost-total').textContent()).toBe('308 gp');
    expect(await page.getByRole('link', { name: 'Hilda Ashgrove' }).getAttribute('href')).toBe('/lists/npc-buy-sell/hilda-ashgrove');
    await page.getByRole('link', { name: 'Open', exact: true }).click();
    await page.getByRole('heading', { name: 'Character planner', level: 1 }).waitFor();
    await expect.poll(() => decodeShareState(new URL(page.url()).searchParams.get('state')).equipment['hand-main']).toBe('steel-longsword');
    expect(new URL(page.url()).searchParams.get('build')).toBe(id);

    // The build preview dialog shows the same numbers and cost.
    const lister = page;
    await lister.goto(`${app.url}/builds?q=Sword%20knight`);
    await lister.locator('.build-row').filter({ hasText: 'Sword knight' }).click();
    const dialog = lister.getByRole('dialog', { name: 'Build Preview' });
    await expect.poll(() => dialog.getByTestId('build-numbers').textContent()).toContain('Attack21');
    expect(await dialog.getByTestId('cost-total').textContent()).toBe('308 gp');

    // On a phone the numbers and the cost fit: nothing scrolls sideways at 390px.
    const phone = await phonePage();
    await phone.goto(`${app.url}/builds/${id}`);
    await expect.poll(() => phone.getByTestId('cost-total').count()).toBe(1);
    expect(await phone.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);

    // Its Open Graph image, as a link preview would fetch it: the page names it, and it is a 1200×630 PNG.
    const head = await (await fetch(`${app.url}/builds/${id}`)).text();
    const image = /<meta property="og:image" content="([^"]+)" \/>/.exec(head)?.[1];
    expect(image).toMatch(new RegExp(`/builds/${id}/card\\.png\\?v=`));
    // The address starts with PUBLIC_URL (unset here, so localhost:0): fetch its path from this server.
    const address = new URL(image!.replace(/&amp;/g, '&'));
    const response = await fetch(`${app.url}${address.pathname}${address.search}`);
    expect([response.status, response.headers.get('content-type')]).toEqual([200, 'image/png']);
    const png = PNG.sync.read(Buffer.from(await response.arrayBuffer()));
    expect([png.width, png.height]).toEqual([1200, 630]);
  });

  it('"Try in the planner" on an item page opens the planner with the item worn by a class that may wear it', async () => {
    const page = await phonePage();
    await page.goto(`${app.url}/items/swords/steel-longsword`);
    await page.getByRole('link', { name: 'Try in the planner' }).click();
    await page.getByRole('heading', { name: 'Character planner', level: 1 }).waitFor();
    const state = decodeShareState(new URL(page.url()).searchParams.get('state'));
    expect(state).toMatchObject({ characterClass: 'squire', level: 24 });
    expect(state.equipment['hand-main']).toBe('steel-longsword');
    await expect.poll(() => page.getByTestId('number-attack').locator('summary strong').textContent()).toBe('21');
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

describe('/tools/planner for screen readers', () => {
  it('has no axe violations with a comparison, an open picker, an unknown item and a bad level on screen', async () => {
    const page = await open(`/tools/planner?state=${knight({ equipment: { ...empty.equipment, ring: 'gone-ring' } })}&compare=${withSword}`);
    await expect.poll(() => cell(page, 'attack', 1).textContent()).toBe('21');
    await page.getByRole('button', { name: 'Choose main hand' }).click();
    await page.getByRole('group', { name: 'Items for the main hand slot' }).getByRole('button', { name: /Steel Longsword/ }).waitFor();
    await page.getByRole('textbox', { name: 'Level', exact: true }).fill('abc');
    await expect.poll(() => page.locator('[aria-invalid="true"]').count()).toBe(1);
    expect(await axeViolations(page, '.planner-page')).toEqual([]);
  });
});
