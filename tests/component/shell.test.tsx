import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, resetApp } from '../support/render-app';

const pageFetch = window.fetch;
afterEach(() => {
  resetApp();
  window.fetch = pageFetch;
  // What one test kept on the device (the builds bar's choice) is not the next one's.
  localStorage.clear();
});

/**
 * The shell's content: the left menu's sections and links, the narrow-screen menu closing when a
 * link is followed, the builds bar's choice when the profile cannot save it, the wizard's place
 * for screen readers. Its layout, styles, motion, the header (signing out loads the page again),
 * the narrow-screen dialog's focus and backdrop stay in tests/e2e/shell.test.ts.
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

describe('the left menu, followed', () => {
  it('opens a promoted menu link\'s page (every page of the menu is built now)', { timeout: 60_000 }, async () => {
    const screen = await renderApp('/news');
    await screen.findByRole('heading', { name: 'News', level: 1 }, { timeout: 20_000 });
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Site menu' })).getByRole('link', { name: /Juggling Boletus/ }));
    await waitFor(() => expect(screen.location()).toBe('/juggling-boletus'));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Juggling Boletus'), { timeout: 20_000 });
  });
});

describe('the narrow-screen menu (below 768px)', () => {
  it('closes when a link is followed', { timeout: 60_000 }, async () => {
    const screen = await renderApp('/news', { screen: { width: 767, height: 900 } });
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }, { timeout: 20_000 }));
    // (happy-dom's open modal dialog counts as hidden to Testing Library's role queries: it is found by its name's heading.)
    const dialog = await waitFor(() => {
      const open = document.querySelector<HTMLDialogElement>('dialog[open]');
      expect(open && document.getElementById(open.getAttribute('aria-labelledby')!)?.textContent).toBe('Menu');
      return open!;
    }, { timeout: 20_000 });
    await userEvent.click(within(dialog).getByRole('link', { name: 'How to Play', hidden: true }));
    await waitFor(() => expect(dialog.open).toBe(false));
    expect(document.querySelectorAll('dialog[open]')).toHaveLength(0);
    await waitFor(() => expect(screen.location()).toBe('/how-to-play'));
  });
});

describe('the builds bar', () => {
  const content = () => document.querySelector('#builds-bar-content');

  it('keeps the choice on this device and says so when the profile cannot save it, by mouse and keyboard', { timeout: 60_000 }, async () => {
    const screen = await renderApp('/news', { signedIn: { username: 'bar-unsaved' } });
    await screen.findByRole('link', { name: 'Hello, bar-unsaved' }, { timeout: 20_000 });
    // The profile's save fails (the server is out of reach for it).
    window.fetch = (input, init) => (typeof init?.body === 'string' && init.body.includes('UpdatePreferences') ? Promise.reject(new TypeError('Failed to fetch')) : pageFetch(input, init));
    const bar = screen.getByRole('region', { name: 'Builds bar' });
    const toggle = within(bar).getByRole('button', { name: /BUILDS/ });
    await userEvent.click(toggle);
    await waitFor(() => expect(content()?.getAttribute('data-visible')).toBe('false'));
    await waitFor(() => expect(within(bar).getByRole('status').textContent).toMatch(/^Your profile did not take this choice \(.+\); the bar stays hidden on this device\.$/));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(localStorage.getItem('almanac.shell.buildsBarVisible')).toBe('false');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(content()?.getAttribute('data-visible')).toBe('true'));
    await waitFor(() => expect(within(bar).getByRole('status').textContent).toContain('the bar stays shown on this device'));
  });

  it('falls back to visible when the stored value is neither "true" nor "false"', { timeout: 60_000 }, async () => {
    localStorage.setItem('almanac.shell.buildsBarVisible', 'maybe');
    const screen = await renderApp('/news');
    await screen.findByRole('button', { name: '▲ HIDE BUILDS ▲' }, { timeout: 20_000 });
    // Shown: its height is the stylesheet's 240 px (tests/e2e/shell.test.ts reads it for a bar shown by default).
    expect(content()?.getAttribute('data-visible')).toBe('true');
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
