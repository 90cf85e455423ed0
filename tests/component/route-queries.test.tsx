import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, resetApp } from '../support/render-app';

afterEach(resetApp);

/**
 * Pages entered in the browser (no server-drawn state): each route's loader starts its query before the page draws,
 * and the page, suspended meanwhile, shows what the query read. What each shows is the query's answer, not the
 * page's frame (a heading drawn before the answer would pass without it).
 */
const PAGES: Array<{ path: string; shows: RegExp }> = [
  { path: '/lists/premium', shows: /Premium offers/ },
  { path: '/lists/monsters/scarecrow', shows: /Scarecrow/ },
  { path: '/lists/monsters/no-such-beast', shows: /There is no monster with the id/ },
  { path: '/items/axes/reavers-axe', shows: /Reaver’s Axe/ },
  { path: '/news/welcome', shows: /Welcome/ },
  { path: '/players/no-such-player', shows: /There is no player called/ },
  { path: '/s/nothing123', shows: /No shared build has the code/ },
  { path: '/builds/no-such-build', shows: /This build does not exist/ },
  { path: '/search?q=axe', shows: /results? for “axe”/ },
  { path: '/guides', shows: /\d+ guides?|No guide matches/ },
  { path: '/builds', shows: /\d+ builds?/ },
];

describe('route queries in the browser', () => {
  for (const { path, shows } of PAGES) {
    it(`${path} shows what its route's query read`, { timeout: 40_000 }, async () => {
      const screen = await renderApp(path);
      await waitFor(() => expect(screen.container.textContent).toMatch(shows), { timeout: 25_000 });
    });
  }
});
