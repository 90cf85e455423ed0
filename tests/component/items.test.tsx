import { fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { rawPack } from '../../server/game-data/pack';
import { ITEM_CATEGORY_IDS } from '../../server/game-data/rules/constants';
import { renderApp, resetApp, type AppScreen } from '../support/render-app';

afterEach(resetApp);

/**
 * The items library's logic: what a category, a deep link's filters and sort, the filter fields
 * and the sort buttons show, the messages for bad filter values, an item link with the wrong
 * category. The icons loading, the phone's fold and cards (layout), an unknown category's redirect
 * and an item's cross-links followed to other pages stay in tests/e2e/items.test.ts (in happy-dom
 * the next page's data did not always come after a client-side navigation).
 */

const pack = rawPack();
const countOf = (category: string) => pack.items.filter((item) => category === 'all' || item.category === category).length;
const rowsOf = (screen: AppScreen) => [...screen.container.querySelectorAll('table.data-table tbody tr')];
const resultCount = (screen: AppScreen) => screen.container.querySelector('.result-count')?.textContent;
const params = (screen: AppScreen) => new URL(screen.location(), 'http://x').searchParams;

/** Replaces what a field holds by `text` at once, as Playwright's fill (not key by key). */
function fill(field: HTMLElement, text: string): void {
  fireEvent.change(field, { target: { value: text } });
}

describe('/items', () => {
  it('shows each of the seventeen categories with exactly its items', { timeout: 120_000 }, async () => {
    const screen = await renderApp(`/items/${ITEM_CATEGORY_IDS[0]}`);
    for (const category of ITEM_CATEGORY_IDS) {
      await screen.navigate(`/items/${category}`);
      await waitFor(() => expect(resultCount(screen)).toBe(`${countOf(category)} of ${countOf(category)} items`), { timeout: 20_000 });
    }
    expect(screen.consoleErrors).toEqual([]);
  });

  it('opens a deep link with filters and sort from the URL and keeps edits in the URL', { timeout: 60_000 }, async () => {
    const screen = await renderApp('/items/swords?q=steel&min=20&sort=attack&dir=desc');
    const expected = pack.items.filter((i) => i.category === 'swords' && /steel/i.test(i.name) && i.level >= 20).sort((a, b) => b.stats.attack! - a.stats.attack!);
    await waitFor(() => expect(rowsOf(screen)).toHaveLength(expected.length), { timeout: 20_000 });
    expect(rowsOf(screen)[0]!.querySelector('td')!.textContent).toBe(expected[0]!.name);
    expect(screen.getByRole('columnheader', { name: /Attack/ }).getAttribute('aria-sort')).toBe('descending');
    fill(screen.getByRole('searchbox'), '');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Class/ }), 'knight');
    await waitFor(() => expect(params(screen).get('class') === 'knight' && !params(screen).has('q')).toBe(true));
    await waitFor(() => expect(rowsOf(screen)).toHaveLength(pack.items.filter((i) => i.category === 'swords' && i.level >= 20).length));
  });

  it('filters by stat minimum and class as the user types', { timeout: 60_000 }, async () => {
    const screen = await renderApp('/items/rings');
    await waitFor(() => expect(rowsOf(screen)).toHaveLength(countOf('rings')), { timeout: 20_000 });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Stat/ }), 'magic');
    fill(screen.getByRole('spinbutton', { name: 'at least' }), '3');
    const expected = pack.items.filter((i) => i.category === 'rings' && (i.stats.magic ?? 0) >= 3);
    await waitFor(() => expect(rowsOf(screen)).toHaveLength(expected.length));
    await waitFor(() => expect(params(screen).get('stat') === 'magic' && params(screen).get('statMin') === '3').toBe(true));
  });

  it('sorts by any column with the keyboard and says so with aria-sort', { timeout: 60_000 }, async () => {
    const screen = await renderApp('/items/axes');
    await waitFor(() => expect(rowsOf(screen)).toHaveLength(countOf('axes')), { timeout: 20_000 });
    const header = screen.getByRole('columnheader', { name: /Value/ });
    expect(header.getAttribute('aria-sort')).toBe('none');
    within(header).getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(header.getAttribute('aria-sort')).toBe('ascending'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(header.getAttribute('aria-sort')).toBe('descending'));
    const priciest = pack.items.filter((i) => i.category === 'axes').sort((a, b) => b.value - a.value)[0]!;
    expect(rowsOf(screen)[0]!.querySelector('td')!.textContent).toBe(priciest.name);
    await waitFor(() => expect(params(screen).get('sort') === 'value' && params(screen).get('dir') === 'desc').toBe(true));
  });

  it('ignores a bad filter value with a message', { timeout: 60_000 }, async () => {
    const screen = await renderApp('/items/boots?min=abc&class=wizard');
    await waitFor(() => expect(rowsOf(screen)).toHaveLength(countOf('boots')), { timeout: 20_000 });
    expect([...screen.container.querySelectorAll('.filter-problem')].map((p) => p.textContent)).toEqual([
      '"wizard" is not a class; showing every class.',
      'The lowest level must be a whole number from 1 to 200.',
    ]);
    expect(screen.consoleErrors).toEqual([]);
  });
});

describe('/items/{category}/{itemId}', () => {
  it('moves a link with the wrong category to the right one and explains an unknown item', { timeout: 60_000 }, async () => {
    const screen = await renderApp('/items/rings/festival-scarf');
    await waitFor(() => expect(screen.location()).toBe('/items/necks/festival-scarf'), { timeout: 20_000 });
    await screen.navigate('/items/rings/no-such-ring');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('There is no item with the id “no-such-ring”. It may have been renamed or removed.'), { timeout: 20_000 });
  });
});
