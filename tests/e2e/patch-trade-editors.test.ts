import type { Browser } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppProcess } from '../support/app';
import { devSignIn } from '../support/auth';
import { axeViolations } from '../support/axe';
import { closePages, openPage } from '../support/browser';
import { browserTest } from '../support/browser-test';
import { graphqlAs, noSideways, openDraft, pickEntry, typeInto } from '../support/draft-editors';
import { PHONE } from '../support/route-visit';
import { rawPack } from '../../server/game-data/pack';
import { committedVersions } from '../../server/game-data/committed-versions';

/**
 * The draft's recipe and NPC editors in the production bundle, by keyboard at 390 px: an ingredient that does not
 * exist is named beside its row, fixed and saved, rows added and removed with the focus kept; an NPC's trade price is
 * changed, another admin's save of the trades meanwhile is named, and the change saved after reloading. And a trait's
 * History on its page without JavaScript.
 */

let app: AppProcess;
let browser: Browser;
browserTest.beforeAll(({ app: server, browser: chromium }) => {
  app = server;
  browser = chromium;
});
afterEach(closePages);

const pack = rawPack();
const recipe = pack.recipes.find((row) => row.ingredients.length >= 2)!;
const npc = pack.npcs.find((row) => row.trades.length >= 2 && row.trades[0]!.sells !== null)!;

describe('recipe and NPC editors', () => {
  it('an admin edits a recipe\'s ingredient by keyboard: a goods id that does not exist is named at its row, fixed, saved; the diff shows it', { timeout: 180_000 }, async () => {
    const page = await openPage(browser, PHONE);
    await openDraft(page, app.url, 'trades_admin');
    const form = await pickEntry(page, 'Edit recipes', recipe.id, recipe.id);
    await page.waitForURL(/recipe=/);

    const row = form.getByRole('group', { name: 'Ingredient row 2', exact: true });
    const goods = row.getByLabel('Item or material (id)');
    await typeInto(page, goods, 'no-such-goods');
    await expect.poll(() => row.getByText('The draft has no item or material "no-such-goods".').count()).toBe(1);
    expect(await goods.getAttribute('aria-invalid')).toBe('true');
    await typeInto(page, form.getByLabel('Crafting NPC (id)'), 'no-such-npc');
    await expect.poll(() => form.getByText('The draft has no NPC "no-such-npc".').count()).toBe(1);
    // Saved anyway: the server refuses it, the ingredient's problem drawn at its row with its path.
    await page.keyboard.press('Enter');
    await expect.poll(() => row.getByText('goods "no-such-goods" is neither an item nor a material').count()).toBe(1);
    expect(await row.locator('code').first().textContent()).toBe('ingredients[1]');
    expect(await form.getByRole('alert').textContent()).toContain('crafting NPC "no-such-npc" does not exist');
    expect(await noSideways(page)).toBe(true);

    await typeInto(page, goods, recipe.ingredients[1]!.goodsId);
    await typeInto(page, form.getByLabel('Crafting NPC (id)'), recipe.npc);
    await expect.poll(() => form.getByText(/The draft has no /).count()).toBe(0);
    await typeInto(page, form.getByRole('group', { name: 'Ingredient row 1', exact: true }).getByLabel('Amount'), String(recipe.ingredients[0]!.amount + 4));
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('status').filter({ hasText: `Saved ${recipe.id} in the draft (revision` }).count()).toBe(1);
    const changed = page.getByRole('region', { name: 'What the draft changes' }).getByRole('listitem').filter({ hasText: recipe.id }).first();
    await expect.poll(() => changed.textContent()).toMatch(new RegExp(`ingredients\\[0\\]\\.amount: ${recipe.ingredients[0]!.amount}\\s*→\\s*to\\s*${recipe.ingredients[0]!.amount + 4}`));

    // Rows by keyboard: a new row takes the focus; removing it gives the focus to the row before it (now the last).
    await form.getByRole('button', { name: 'Add an ingredient' }).focus();
    await page.keyboard.press('Enter');
    const rows = form.getByRole('group', { name: /^Ingredient row / });
    await expect.poll(() => rows.count()).toBe(recipe.ingredients.length + 1);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('list')?.endsWith(`-ingredients-${document.querySelectorAll('[aria-label^="Ingredient row"]').length - 1}`))).toBe(true);
    await form.getByRole('button', { name: `Remove ingredient row ${recipe.ingredients.length + 1}` }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => rows.count()).toBe(recipe.ingredients.length);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('list'))).toMatch(new RegExp(`-ingredients-${recipe.ingredients.length - 1}$`));
    expect(await noSideways(page)).toBe(true);
    expect(await axeViolations(page, '.manage-page')).toEqual([]);
    expect(page.consoleErrors).toEqual([]);
  });

  it('an admin changes an NPC\'s trade price by keyboard; another admin\'s save of the trades meanwhile is named; saved after reloading', { timeout: 180_000 }, async () => {
    const page = await openPage(browser, PHONE);
    await openDraft(page, app.url, 'trades_admin');
    // The search box says "Find an NPC".
    expect(await page.getByRole('region', { name: 'Edit NPCs and their trades' }).getByRole('searchbox', { name: 'Find an NPC' }).count()).toBe(1);
    const form = await pickEntry(page, 'Edit NPCs and their trades', npc.name, npc.name);
    const trade = form.getByRole('group', { name: 'Trade row 1', exact: true });
    expect(await trade.getByLabel('Sells at (gold)').inputValue()).toBe(String(npc.trades[0]!.sells));

    // Another admin removes the NPC's last trade meanwhile: this form's save of the trades is refused, naming it.
    const gql = graphqlAs(app.url, await devSignIn(app.url, 'trades_second', 'admin'));
    const draft = (await gql(`{ gameDataDraft { revision entry(kind: npcs, id: "${npc.id}") } }`)).gameDataDraft;
    const theirs = JSON.parse(draft.entry);
    await gql('mutation($input: GameDataDraftEditInput!) { editGameDataDraft(input: $input) { revision } }', {
      input: { kind: 'npcs', id: npc.id, value: JSON.stringify({ ...theirs, trades: theirs.trades.slice(0, -1) }), revision: draft.revision },
    });
    const price = npc.trades[0]!.sells! + 5;
    await typeInto(page, trade.getByLabel('Sells at (gold)'), String(price));
    await page.keyboard.press('Enter');
    const conflict = form.getByRole('alert').filter({ hasText: `Not saved: trades_second changed trades of npcs "${npc.id}"` });
    await expect.poll(() => conflict.count()).toBe(1);
    await conflict.getByRole('button', { name: "Load the draft's NPC again" }).click();
    await expect.poll(() => form.getByRole('group', { name: /^Trade row / }).count()).toBe(npc.trades.length - 1);

    await typeInto(page, trade.getByLabel('Sells at (gold)'), String(price));
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('status').filter({ hasText: `Saved ${npc.name} in the draft (revision` }).count()).toBe(1);
    await expect.poll(() => trade.getByLabel('Sells at (gold)').inputValue()).toBe(String(price));
    const diff = page.getByRole('region', { name: 'What the draft changes' }).getByRole('listitem').filter({ hasText: npc.name }).first();
    // One row fewer: the trades changed as a whole, the new price among them.
    await expect.poll(() => diff.textContent()).toContain(`"sells":${price}`);
    expect(await noSideways(page)).toBe(true);
    expect(await axeViolations(page, '.manage-page')).toEqual([]);
    expect(page.consoleErrors).toEqual([]);
  });
});

describe('a trait\'s History', () => {
  it('reads on its page without JavaScript at 390 px: the version that changed it, its fields before → after', { timeout: 60_000 }, async () => {
    const [one, two] = committedVersions();
    const trait = two!.pack.traits.find((row) => row.number <= one!.pack.traits.length && JSON.stringify(row) !== JSON.stringify(one!.pack.traits[row.number - 1]))!;
    const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${app.url}/lists/traits/${trait.number}`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(trait.name);
      const history = page.getByRole('region', { name: 'History' });
      const latest = history.getByRole('row').filter({ has: page.getByRole('rowheader', { name: two!.name }) });
      expect(await latest.count()).toBe(1);
      expect(await latest.getByRole('listitem').count()).toBeGreaterThan(0);
      expect(await latest.textContent()).toContain('→');
      expect(await noSideways(page)).toBe(true);
    } finally {
      await context.close();
    }
  });
});
