import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PHONE, renderApp, resetApp, WIDE, type AppScreen } from '../support/render-app';

afterEach(resetApp);

/** The header's search box once its code has loaded (until then an idle, disabled box of the same name stands in). */
async function liveSearchBox(screen: AppScreen): Promise<HTMLInputElement> {
  return waitFor(() => {
    const box = screen.getByRole('combobox', { name: 'Search Almanac' }) as HTMLInputElement;
    expect(box.disabled).toBe(false);
    return box;
  });
}

describe('the header search', () => {
  it('offers the "/" search shortcut in the placeholder on a keyboard-and-mouse screen only', async () => {
    const phone = await liveSearchBox(await renderApp('/news', { screen: PHONE }));
    expect(phone.getAttribute('placeholder')).toBe('Search');
    resetApp();
    const desktop = await liveSearchBox(await renderApp('/news', { screen: WIDE }));
    expect(desktop.getAttribute('placeholder')).toBe('Search ( / )');
    // The key does what the placeholder says.
    await userEvent.keyboard('/');
    expect(document.activeElement).toBe(desktop);
  });
});
