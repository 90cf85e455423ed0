import { waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, resetApp } from '../support/render-app';

afterEach(resetApp);

/**
 * The shell's content on a wide screen: the left menu's sections and links, the wizard's place for
 * screen readers. Its layout, styles, motion, the header (signing out loads the page again) and
 * the narrow-screen dialog stay in tests/e2e/shell.test.ts.
 */

describe('the left menu', () => {
  it('has the five sections in order and a link for every route of the route table', { timeout: 60_000 }, async () => {
    const screen = await renderApp('/news');
    const menu = await screen.findByRole('navigation', { name: 'Site menu' }, { timeout: 20_000 });
    await waitFor(() => expect(within(menu).getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['General', 'Tools', 'Lists', 'Items Library', 'Misc & Archive']));
    const hrefs = within(menu).getAllByRole('link').map((link) => link.getAttribute('href'));
    const routes = [
      '/news', '/patch-notes', '/guides', '/how-to-play', '/credits', '/builds', '/articles', '/boletus', '/juggling-boletus',
      ...['planner', 'trait-tree', 'exp-table', 'quick-calcs', 'interactive-map', 'houses-map', 'monsters-map'].map((t) => `/tools/${t}`),
      ...['melee', 'swords', 'axes', 'maces', 'large-weapons', 'daggers-knives', 'shields', 'bows-crossbows', 'staves-wands', 'orbs',
        'gloves', 'helmets-masks', 'armors', 'legs', 'boots', 'necks', 'rings', 'all'].map((c) => `/items/${c}`),
      ...['premium', 'classes', 'monsters', 'spells', 'npc-buy-sell', 'recipes', 'formulae'].map((l) => `/lists/${l}`),
    ];
    for (const route of routes) expect(hrefs).toContain(route);
    expect(within(menu).getByRole('link', { name: 'Changelog & Credits' }).getAttribute('href')).toBe('/credits');
  });

  it('opens external links in a new tab without giving the opened page access to ours', { timeout: 60_000 }, async () => {
    const screen = await renderApp('/news');
    const menu = await screen.findByRole('navigation', { name: 'Site menu' }, { timeout: 20_000 });
    const external = await waitFor(() => {
      const links = [...menu.querySelectorAll('a[href^="http"]')];
      expect(links.length).toBeGreaterThan(0);
      return links;
    });
    for (const link of external) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link.textContent).toContain('(opens in a new tab)');
    }
  });
});

describe('the wizard', () => {
  it('is hidden from screen readers', { timeout: 60_000 }, async () => {
    const screen = await renderApp('/news');
    const track = await waitFor(() => {
      const found = screen.container.querySelector('.wizard-track');
      expect(found).not.toBeNull();
      return found!;
    }, { timeout: 20_000 });
    expect(track.getAttribute('aria-hidden')).toBe('true');
  });
});
