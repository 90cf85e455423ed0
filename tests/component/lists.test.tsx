import { fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { rawPack } from '../../server/game-data/pack';
import { renderApp, resetApp, type AppScreen } from '../support/render-app';

/**
 * The lists' logic: what each list shows from the URL, what its filters, sort buttons and
 * calculators change, and where its links lead. Painting long lists in pieces (element counts,
 * the plain link to every row, the phone's cards drawn on scroll, a late row scrolled into view), axe's label check and the
 * phone's widths stay in tests/e2e/lists.test.ts.
 */

const pack = rawPack();
const rows = (screen: AppScreen, table = 0) => [...(screen.container.querySelectorAll('table.data-table')[table]?.querySelectorAll<HTMLElement>('tbody tr') ?? [])];
const params = (screen: AppScreen) => new URL(screen.location(), 'http://x').searchParams;
/**
 * How long a whole long list may take: it is painted 40 rows at a time (happy-dom has no idle
 * callbacks: a 16 ms timer each), every step a render of the table, slow on a loaded machine.
 */
const WHOLE_LIST = { timeout: 60_000 };

/** Replaces what a field holds by `text` at once, as Playwright's fill (not key by key). */
function fill(field: HTMLElement, text: string): void {
  fireEvent.change(field, { target: { value: text } });
}

afterEach(resetApp);

describe('/lists', () => {
  it('shows the classes, the stats and the traits filtered by class from the URL', { timeout: 150_000 }, async () => {
    const screen = await renderApp('/lists/classes?class=mage&sort=tier&dir=desc');
    await waitFor(() => expect(rows(screen, 0)).toHaveLength(4), { timeout: 20_000 });
    expect(rows(screen, 1)).toHaveLength(7);
    await waitFor(() => expect(rows(screen, 2)).toHaveLength(pack.traits.filter((t) => t.class === 'mage').length));
    // Highest tier first; traits of one tier keep their number order.
    const firstOfTopTier = pack.traits.filter((t) => t.class === 'mage').sort((a, b) => b.tier - a.tier || a.number - b.number)[0]!;
    expect(rows(screen, 2)[0]!.querySelectorAll('td')[1]!.textContent).toBe(firstOfTopTier.name);
    expect(screen.consoleErrors).toEqual([]);
  });

  it('lists every monster with loot links, filters by level and loot, and sorts with the keyboard', { timeout: 150_000 }, async () => {
    const screen = await renderApp('/lists/monsters');
    await waitFor(() => expect(rows(screen)).toHaveLength(pack.monsters.length), WHOLE_LIST);
    fill(screen.getByRole('spinbutton', { name: 'Level from' }), '50');
    fill(screen.getByRole('searchbox'), 'ember scale');
    const expected = pack.monsters.filter((m) => m.level >= 50 && m.loot.some((d) => d.goodsId === 'ember-scale'));
    await waitFor(() => expect(rows(screen)).toHaveLength(expected.length));
    await waitFor(() => expect(params(screen).get('min') === '50' && params(screen).get('q') === 'ember scale').toBe(true));
    // Found afresh each time, as a Playwright locator is: the table may be drawn again as the address changes.
    const header = () => screen.getByRole('columnheader', { name: /Experience/ });
    within(header()).getByRole('button').focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(header().getAttribute('aria-sort')).toBe('ascending'));
    within(header()).getByRole('button').focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(header().getAttribute('aria-sort')).toBe('descending'));
    const top = [...expected].sort((a, b) => b.experience - a.experience)[0]!;
    const first = rows(screen)[0]!;
    expect(first.querySelector('td strong')!.textContent).toBe(top.name);
    // The name leads to the monster's page, each drop to its item.
    expect(within(first).getByRole('link', { name: top.name }).getAttribute('href')).toBe(`/lists/monsters/${top.id}`);
    await userEvent.click(within(first.querySelector('.compact-list') as HTMLElement).getAllByRole('link')[0]!);
    await waitFor(() => expect(screen.location()).toMatch(/\/items\/[a-z-]+\/[a-z0-9-]+$/), { timeout: 20_000 });
  });

  it('lists the spells and filters them by class and level from a deep link', { timeout: 150_000 }, async () => {
    const screen = await renderApp('/lists/spells?class=rogue&max=20');
    const expected = pack.spells.filter((s) => s.classes.includes('rogue') && s.level <= 20);
    await waitFor(() => expect(rows(screen)).toHaveLength(expected.length), { timeout: 20_000 });
    await screen.navigate('/lists/spells');
    await waitFor(() => expect(rows(screen)).toHaveLength(pack.spells.length), WHOLE_LIST);
  });

  it('is a real NPC trade list that finds the best place to sell an item', { timeout: 150_000 }, async () => {
    // (That the whole list, every NPC's every trade, comes is checked in tests/e2e/lists.test.ts, which paints it in pieces.)
    const screen = await renderApp('/lists/npc-buy-sell');
    await waitFor(() => expect(rows(screen).length).toBeGreaterThan(0), { timeout: 20_000 });
    await screen.navigate('/lists/npc-buy-sell?q=Pearl&mode=buys&sort=buys&dir=desc');
    const buyers = pack.npcs.flatMap((npc) => npc.trades.filter((t) => t.goodsId === 'pearl' && t.buys !== null).map((t) => ({ npc, buys: t.buys! })));
    const pearlRows = () => rows(screen).filter((row) => /^Pearl$/.test(row.querySelector('td:first-child')?.textContent?.trim() ?? ''));
    await waitFor(() => expect(pearlRows()).toHaveLength(buyers.length), { timeout: 20_000 });
    const best = buyers.sort((a, b) => b.buys - a.buys)[0]!;
    const first = pearlRows()[0]!;
    expect(first.querySelectorAll('td')[1]!.textContent).toContain(best.npc.name);
    expect(first.textContent).toContain('Best price');
  });

  it('lists the recipes and links ingredients to the items', { timeout: 150_000 }, async () => {
    const screen = await renderApp('/lists/recipes');
    await waitFor(() => expect(rows(screen)).toHaveLength(pack.recipes.length), WHOLE_LIST);
    fill(screen.getByRole('searchbox'), 'steel ingot');
    await waitFor(() => expect(rows(screen)).toHaveLength(pack.recipes.filter((r) => r.output === 'steel-ingot' || r.ingredients.some((i) => i.goodsId === 'steel-ingot')).length));
  });

  it('explains each formula and computes it live, with a clear message for bad input', { timeout: 150_000 }, async () => {
    const screen = await renderApp('/lists/formulae');
    const card = await waitFor(() => {
      const found = screen.container.querySelector<HTMLElement>('#formula-experience');
      expect(found).not.toBeNull();
      return found!;
    }, { timeout: 20_000 });
    const output = (element: HTMLElement) => element.querySelector('output')?.textContent;
    await waitFor(() => expect(output(card)).toBe('15,300 experience in all; 4,500 more to the next level'), { timeout: 20_000 });
    fill(within(card).getByRole('spinbutton', { name: 'Level' }), '2');
    await waitFor(() => expect(output(card)).toBe('180 experience in all; 420 more to the next level'));
    fill(within(card).getByRole('spinbutton', { name: 'Level' }), '0');
    await waitFor(() => expect(output(card)).toBe('Level must be a whole number from 1 to 200, got 0.'));
    fill(within(card).getByRole('spinbutton', { name: 'Level' }), '');
    await waitFor(() => expect(output(card)).toBe('Fill in every field with a number.'));
    expect(screen.getByRole('main').textContent).not.toContain('NaN');
    expect(screen.container.querySelectorAll('.formula-card')).toHaveLength(9);
    const weapon = screen.container.querySelector<HTMLElement>('#formula-weapon-damage')!;
    fill(within(weapon).getByRole('spinbutton', { name: 'Attack' }), '10');
    fill(within(weapon).getByRole('spinbutton', { name: 'Ability' }), '0');
    fill(within(weapon).getByRole('spinbutton', { name: 'Level' }), '1');
    await waitFor(() => expect(output(weapon)).toBe('5–10 damage (average 7.5)'));
    expect(screen.consoleErrors).toEqual([]);
  });
});
