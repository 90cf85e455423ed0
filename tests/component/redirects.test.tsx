import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '../e2e/routes';
import { PHONE, renderApp, resetApp } from '../support/render-app';

afterEach(resetApp);

/**
 * The route table's redirecting routes, followed by the app's own router (a link or the address typed in the app, drawn
 * without a new page load): each lands where the table says and draws the page there. The server's answer to the same
 * addresses (an HTTP redirect, followed without JavaScript) is tests/api/pages-without-javascript.test.ts's; a redirect
 * loaded in Chromium, with the notice it carries: tests/e2e/shell.test.ts ("a redirect says why").
 */
describe('the redirecting routes, in the app', () => {
  for (const entry of ROUTE_TABLE.filter((e) => e.redirectsTo !== undefined && e.developmentOnly !== true)) {
    it(`${entry.path} redirects to ${entry.redirectsTo}`, { timeout: 60_000 }, async () => {
      const screen = await renderApp(entry.url, { screen: PHONE });
      await waitFor(() => expect(new URL(screen.location(), 'http://almanac.invalid').pathname).toBe(entry.redirectsTo), { timeout: 20_000 });
      await screen.findByRole('heading', { level: 1 }, { timeout: 20_000 });
      expect(screen.consoleErrors).toEqual([]);
    });
  }
});
