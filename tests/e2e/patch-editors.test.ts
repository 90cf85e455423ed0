import type { Browser, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppProcess } from '../support/app';
import { devSignIn } from '../support/auth';
import { axeViolations } from '../support/axe';
import { closePages, openPage } from '../support/browser';
import { browserTest } from '../support/browser-test';
import { graphqlAs, noSideways, openDraft as openDraftAs, pickEntry, typeInto } from '../support/draft-editors';
import { PHONE } from '../support/route-visit';
import { rawPack } from '../../server/game-data/pack';

/**
 * The draft's monster and spell editors in the production bundle, at 390 px and by keyboard: an admin edits a
 * monster's number and a loot row, is shown a loot item that does not exist at its row (before and after saving),
 * fixes it, saves, and the draft's diff shows the change field by field; a new spell is added, changed and removed.
 */

let app: AppProcess;
let browser: Browser;
browserTest.beforeAll(({ app: server, browser: chromium }) => {
  app = server;
  browser = chromium;
});
afterEach(closePages);

const pack = rawPack();
const monster = pack.monsters.find((m) => m.loot.length >= 2)!;
const replacement = pack.items.find((item) => !monster.loot.some((drop) => drop.goodsId === item.id))!;

const openDraft = (page: Page) => openDraftAs(page, app.url, 'editors_admin');

describe('draft editors', () => {
  it('an admin edits a monster\'s health and a loot row, sees a dangling loot item at its row, fixes it and saves; the diff shows it field by field', { timeout: 180_000 }, async () => {
    const page = await openPage(browser, PHONE);
    await openDraft(page);
    const form = await pickEntry(page, 'Edit monsters', monster.name, monster.name);
    await page.waitForURL(/monster=/);

    await typeInto(page, form.getByLabel('Health'), String(monster.health + 25));
    const row = form.getByRole('group', { name: 'Loot row 1' });
    const goods = row.getByLabel('Item or material (id)');
    await typeInto(page, goods, 'no-such-goods');
    // Checked as typed against the draft's items and materials.
    await expect.poll(() => row.getByText('The draft has no item or material "no-such-goods".').count()).toBe(1);
    expect(await goods.getAttribute('aria-invalid')).toBe('true');
    await typeInto(page, row.getByLabel('Max amount'), String(monster.loot[0]!.max + 3));
    // Saved anyway (Enter in a field submits): the server refuses it, the problem drawn at the row with its path.
    await page.keyboard.press('Enter');
    await expect.poll(() => row.getByText('goods "no-such-goods" is neither an item nor a material').count()).toBe(1);
    expect(await row.locator('code').first().textContent()).toBe('loot[0]');
    expect(await form.getByRole('alert').textContent()).toContain('The monster was not saved (1 problem');
    expect(await noSideways(page)).toBe(true);

    await typeInto(page, goods, replacement.id);
    await expect.poll(() => row.getByText(/The draft has no item or material/).count()).toBe(0);
    await form.getByRole('button', { name: 'Save the monster' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('status').filter({ hasText: `Saved ${monster.name} in the draft (revision` }).count()).toBe(1);

    const diff = page.getByRole('region', { name: 'What the draft changes' });
    const changed = diff.getByRole('listitem').filter({ hasText: monster.name }).first();
    await expect.poll(() => changed.textContent()).toMatch(new RegExp(`health: ${monster.health}\\s*→\\s*to\\s*${monster.health + 25}`));
    expect(await changed.textContent()).toMatch(new RegExp(`loot\\[0\\]\\.goodsId: ${monster.loot[0]!.goodsId}\\s*→\\s*to\\s*${replacement.id}`));
    expect(await changed.textContent()).toMatch(new RegExp(`loot\\[0\\]\\.max: ${monster.loot[0]!.max}\\s*→\\s*to\\s*${monster.loot[0]!.max + 3}`));
    // The form shows the saved values on the draft's new revision.
    expect(await form.getByLabel('Health').inputValue()).toBe(String(monster.health + 25));

    // Rows by keyboard: a new loot row takes the focus; removing the last row leaves none, and the add button has the focus.
    const add = form.getByRole('button', { name: 'Add a loot row' });
    await add.focus();
    await page.keyboard.press('Enter');
    const rows = form.getByRole('group', { name: /^Loot row / });
    await expect.poll(() => rows.count()).toBe(monster.loot.length + 1);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('list')?.endsWith(`-loot-${document.querySelectorAll('[aria-label^="Loot row"]').length - 1}`))).toBe(true);
    await form.getByRole('button', { name: `Remove loot row ${monster.loot.length + 1}` }).click();
    await expect.poll(() => rows.count()).toBe(monster.loot.length);
    expect(await noSideways(page)).toBe(true);
    expect(await axeViolations(page, '.manage-page')).toEqual([]);
    // The refused save's answer is the one the browser reports (a GraphQL error, HTTP 200): none in the console.
    expect(page.consoleErrors).toEqual([]);
  });

  it('an admin adds a spell, changes its power and removes it after confirming, by keyboard at 390 px', { timeout: 180_000 }, async () => {
    const page = await openPage(browser, PHONE);
    await openDraft(page);
    const spells = page.getByRole('region', { name: 'Edit spells' });
    await spells.getByRole('button', { name: 'New spell' }).focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: 'New spell' });
    await expect.poll(() => form.count()).toBe(1);
    // Empty: every problem at its field.
    await form.getByRole('button', { name: 'Add the spell' }).click();
    await expect.poll(() => form.getByRole('alert').count()).toBe(1);
    expect(await form.getByLabel(/^Id/).getAttribute('aria-invalid')).toBe('true');
    expect(await form.getByRole('group', { name: 'Classes (at least one)' }).getAttribute('aria-invalid')).toBe('true');

    await typeInto(page, form.getByLabel(/^Id/), 'test-frost-lance');
    await typeInto(page, form.getByLabel('Name'), 'Test Frost Lance');
    await typeInto(page, form.getByLabel('Description'), 'A lance of ice for the editors test.');
    await form.getByLabel('Mage').check();
    await form.getByLabel('Element').selectOption('ice');
    await typeInto(page, form.getByLabel('Power'), '0');
    await typeInto(page, form.getByLabel('Level'), '12');
    await form.getByRole('button', { name: 'Add the spell' }).click();
    const saved = page.getByRole('status').filter({ hasText: 'Saved Test Frost Lance in the draft (revision' });
    await expect.poll(() => saved.count()).toBe(1);
    const added = await saved.textContent();
    const edit = page.getByRole('form', { name: 'Edit Test Frost Lance' });
    await expect.poll(() => edit.count()).toBe(1);
    expect(await edit.getByLabel('Power').inputValue()).toBe('0');

    // Another admin saves the power meanwhile: this form's save of the same field is refused, naming that change.
    const gql = graphqlAs(app.url, await devSignIn(app.url, 'editors_second', 'admin'));
    const draft = (await gql('{ gameDataDraft { revision entry(kind: spells, id: "test-frost-lance") } }')).gameDataDraft;
    await gql('mutation($input: GameDataDraftEditInput!) { editGameDataDraft(input: $input) { revision } }', {
      input: { kind: 'spells', id: 'test-frost-lance', value: JSON.stringify({ ...JSON.parse(draft.entry), power: 77 }), revision: draft.revision },
    });
    await typeInto(page, edit.getByLabel('Power'), '40');
    await page.keyboard.press('Enter');
    const conflict = edit.getByRole('alert').filter({ hasText: 'Not saved: editors_second changed power of spells "test-frost-lance"' });
    await expect.poll(() => conflict.count()).toBe(1);
    await conflict.getByRole('button', { name: "Load the draft's spell again" }).click();
    await expect.poll(() => edit.getByLabel('Power').inputValue()).toBe('77');
    await typeInto(page, edit.getByLabel('Power'), '40');
    await page.keyboard.press('Enter');
    // The next revision's note: the form shows the draft as saved.
    await expect.poll(async () => (await saved.count()) === 1 && (await saved.textContent()) !== added).toBe(true);
    await expect.poll(() => page.getByRole('region', { name: 'What the draft changes' }).getByRole('listitem').filter({ hasText: 'Test Frost Lance' }).count()).toBe(1);
    await expect.poll(() => edit.getByLabel('Power').inputValue()).toBe('40');
    expect(await noSideways(page)).toBe(true);

    await edit.getByRole('button', { name: 'Remove the spell' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove Test Frost Lance from the draft?' });
    await expect.poll(() => dialog.count()).toBe(1);
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Removed Test Frost Lance from the draft (revision' }).count()).toBe(1);
    await expect.poll(() => edit.count()).toBe(0);
    await expect.poll(() => page.getByRole('region', { name: 'What the draft changes' }).getByRole('listitem').filter({ hasText: 'Test Frost Lance' }).count()).toBe(0);
    expect(page.consoleErrors).toEqual([]);
  });

  it('an admin changes a trait\'s effect per point by keyboard; a prerequisite that does not exist is shown at the trait', { timeout: 180_000 }, async () => {
    const trait = pack.traits.find((t) => t.prerequisite !== null && t.effects.length >= 1)!;
    const page = await openPage(browser, PHONE);
    await openDraft(page);
    const form = await pickEntry(page, 'Edit traits', trait.name, trait.name);

    await typeInto(page, form.getByLabel('Prerequisite trait number (empty: none)'), '9999');
    await page.keyboard.press('Enter');
    await expect.poll(() => form.getByRole('alert').textContent()).toContain('prerequisite trait 9999 does not exist');
    await typeInto(page, form.getByLabel('Prerequisite trait number (empty: none)'), String(trait.prerequisite));
    const effect = form.getByRole('group', { name: 'Effect row 1' });
    await typeInto(page, effect.getByLabel('Per point (not 0)'), String(trait.effects[0]!.perPoint * 3));
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('status').filter({ hasText: `Saved ${trait.name} in the draft (revision` }).count()).toBe(1);
    const changed = page.getByRole('region', { name: 'What the draft changes' }).getByRole('listitem').filter({ hasText: trait.name }).first();
    await expect.poll(() => changed.textContent()).toMatch(new RegExp(`effects\\[0\\]\\.perPoint: ${trait.effects[0]!.perPoint}\\s*→\\s*to\\s*${trait.effects[0]!.perPoint * 3}`));
    expect(await noSideways(page)).toBe(true);
    expect(await axeViolations(page, '.manage-page')).toEqual([]);
    expect(page.consoleErrors).toEqual([]);
  });

  it('a published diff longer than a page: "Show 50 more" adds the rest in place, and without JavaScript opens the next page', { timeout: 180_000 }, async () => {
    // A version whose items change 150 at once (the draft's editing above is replaced by the import).
    const next = structuredClone(pack);
    next.items.slice(0, 150).forEach((item) => (item.description = `${item.description} Paged.`));
    const admin = { cookie: await devSignIn(app.url, 'editors_admin', 'admin') };
    const imported = await fetch(`${app.url}/manage/game-data/import`, { method: 'POST', headers: { 'content-type': 'application/json', origin: app.url, ...admin }, body: JSON.stringify(next) });
    expect(imported.status).toBe(200);
    const published = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app.url, ...admin },
      body: JSON.stringify({ query: 'mutation { publishGameDataDraft(name: "1.6 Paging") { version { number } } }' }),
    });
    const number = ((await published.json()) as { data: { publishGameDataDraft: { version: { number: number } } } }).data.publishGameDataDraft.version.number;

    const page = await openPage(browser, PHONE);
    await page.goto(`${app.url}/patches/${number}`);
    const items = page.getByRole('region', { name: /^Items/ });
    await expect.poll(() => items.getByRole('status').textContent()).toBe('Showing 100 of 150 changed items');
    expect(await items.locator('.patch-diff-list > li').count()).toBe(100);
    const more = items.getByRole('link', { name: 'Show 50 more' });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => items.locator('.patch-diff-list > li').count()).toBe(150);
    expect(await items.getByRole('status').textContent()).toBe('Showing 150 of 150 changed items');
    expect(await items.getByRole('link', { name: /^Show \d+ more$/ }).count()).toBe(0);
    expect(page.url()).toBe(`${app.url}/patches/${number}`);
    expect(await noSideways(page)).toBe(true);
    expect(page.consoleErrors).toEqual([]);

    const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
    try {
      const still = await context.newPage();
      await still.goto(`${app.url}/patches/${number}`);
      await still.getByRole('link', { name: 'Show 50 more' }).click();
      await still.waitForURL(`${app.url}/patches/${number}?kind=items&from=100`);
      expect(await still.getByText('Showing 101–150 of 150 changed items').count()).toBe(1);
      expect(await still.getByRole('region', { name: /^Items/ }).locator('.patch-diff-list > li').count()).toBe(50);
      await still.getByRole('link', { name: '← Every kind of change' }).click();
      await still.waitForURL(`${app.url}/patches/${number}`);
      expect(await still.getByText('Showing 100 of 150 changed items').count()).toBe(1);
    } finally {
      await context.close();
    }
  });
});
