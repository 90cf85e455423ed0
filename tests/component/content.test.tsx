import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, resetApp } from '../support/render-app';

afterEach(resetApp);

/**
 * The written content's logic: the patch notes' versions and feed link. The pages at 390 px, a
 * news card and an article followed, the guides' filters, a table of contents' jump to its heading
 * (the browser's own), the feeds' files, tooltips, the header search and the game stay in
 * tests/e2e/content.test.ts.
 */

describe('content routes', () => {
  it('shows every patch note with its version, and the feed link', { timeout: 60_000 }, async () => {
    const screen = await renderApp('/patch-notes#1-4');
    await waitFor(() => expect([...screen.container.querySelectorAll('.patch-version')].map((v) => v.textContent)).toEqual(['Version 2.0', 'Version 1.4', 'Version 1.3', 'Version 1.2', 'Version 1.1']), { timeout: 20_000 });
    expect(screen.getByRole('link', { name: 'Atom feed' }).getAttribute('href')).toBe('/patch-notes/feed.xml');
  });
});
