import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { TRAITS } from '../../server/game-data/data/traits';
import { decodeShareState, encodeShareState } from '../../server/game-data/rules/share-state';
import { graphqlApart, signInApart } from '../support/node-post';
import { renderApp, resetApp, type AppScreen } from '../support/render-app';

afterEach(resetApp);

/**
 * The trait tree's logic on a link it is opened with: a level typed key by key, an old link
 * migrated, a build the viewer may not see. Filling a tree by keyboard, mouse and touch, its
 * layout, focus and scrolling, saving and leaving stay in tests/e2e/trait-tree.test.ts.
 */

const numberOf = (name: string) => TRAITS.find((t) => t.name === name)!.number;
/** The share state of a knight at `level` with these points, as the page writes it. */
const knightLink = (level: number, points: Array<[string, number]>) =>
  encodeShareState({ ...decodeShareState(null), characterClass: 'knight', level, points: points.map(([name, value]) => [numberOf(name), value]) });
/** What the page's link holds now (its router's address). */
const stateOf = (screen: AppScreen) => decodeShareState(new URLSearchParams(screen.location().split('?')[1] ?? '').get('state'));
/** A trait's rank as its node shows it ("2/5"); found by its number (a role query over the whole tree is slow in happy-dom). */
const rank = (screen: AppScreen, name: string) => screen.container.querySelector(`.trait[data-trait="${numberOf(name)}"] .trait__rank`)?.textContent;

/** The tree at `route`, once it is drawn (its first draw loads the page's code and the game data: slow on a busy machine). */
async function openTree(route: string): Promise<AppScreen> {
  const screen = await renderApp(route);
  await screen.findByRole('heading', { name: 'Trait tree', level: 1 }, { timeout: 30_000 });
  await waitFor(() => expect(screen.container.querySelector('.trait[data-trait]')).not.toBeNull(), { timeout: 20_000 });
  return screen;
}

describe('/tools/trait-tree', () => {
  it('types a level key by key without refunding on the way; a lower level applies on Enter', { timeout: 90_000 }, async () => {
    const screen = await openTree(`/tools/trait-tree?state=${knightLink(30, [['Shield Wall', 5]])}`);
    const level = screen.getByRole('textbox', { name: 'Level' }) as HTMLInputElement;
    await waitFor(() => expect(rank(screen, 'Shield Wall')).toBe('5/5'));
    // "1" and "15" of "150" are below 30: nothing is refunded before "150" applies.
    await userEvent.type(level, '150', { initialSelectionStart: 0, initialSelectionEnd: level.value.length });
    await waitFor(() => expect(stateOf(screen).level).toBe(150));
    expect(rank(screen, 'Shield Wall')).toBe('5/5');
    // "2" in place of "150", in one key: not applied before Enter.
    await userEvent.type(level, '2', { initialSelectionStart: 0, initialSelectionEnd: level.value.length });
    expect(level.value).toBe('2');
    expect(stateOf(screen).level).toBe(150);
    await userEvent.type(level, '{Enter}', { skipClick: true });
    // Level 2 gives 1 point: Shield Wall keeps 1, the rest is refunded.
    await waitFor(() => expect(stateOf(screen).level).toBe(2));
    await waitFor(() => expect(rank(screen, 'Shield Wall')).toBe('1/5'));
  });

  it('opens a version 1 link migrated, with a notice of what changed', { timeout: 90_000 }, async () => {
    // Version 1: knight level 40 with Shield Wall (13) 5 and Quick Study (4) 2, no data version.
    const v1 = Buffer.from(JSON.stringify([1, 40, [[13, 5], [4, 2]], [0, 0, 0, 0, 0, 0, 0], []])).toString('base64url');
    const screen = await openTree(`/tools/trait-tree?state=${v1}`);
    const notice = await waitFor(() => {
      const found = screen.getAllByRole('status').filter((status) => status.textContent?.includes('This link was made with game data version 1'));
      expect(found).toHaveLength(1);
      return found[0]!;
    });
    expect(notice.textContent).toContain('Quick Study was removed: 2 points refunded.');
    expect(rank(screen, 'Shield Wall')).toBe('5/5');
    await waitFor(() => expect(stateOf(screen).dataVersion).toBe(2));
  });

  it('says a private build of someone else does not exist', { timeout: 90_000 }, async () => {
    const cookie = await signInApart('secret-keeper');
    const created = await graphqlApart<{ createBuild: { id: string } }>(cookie, 'mutation { createBuild(input: { name: "Hidden", class: rogue, characterLevel: 10 }) { id } }');
    const screen = await renderApp(`/tools/trait-tree?build=${created.createBuild.id}`);
    await waitFor(() => expect(screen.getAllByRole('alert').filter((alert) => alert.textContent?.includes('This build does not exist or is private.'))).toHaveLength(1), { timeout: 30_000 });
  });
});
