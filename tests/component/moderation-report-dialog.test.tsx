import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, renderApp, resetApp, type AppScreen } from '../support/render-app';

afterEach(resetApp);

const REASONS = ['Spam', 'Harassment', 'Hateful', 'Sexual', 'Cheating or exploit', 'Personal data', 'Illegal content…', 'Other'];

/** The player page of `author` with its Report button pressed, and the dialog it opened. */
async function openReport(viewer?: string): Promise<{ screen: AppScreen; dialog: HTMLElement }> {
  const screen = await renderApp('/players/mod-dialog-author', { screen: PHONE, ...(viewer ? { signedIn: { username: viewer } } : {}) });
  const button = await screen.findByRole('button', { name: /Report the player page of mod-dialog-author/ }, { timeout: 20_000 });
  await userEvent.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Report the player page of mod-dialog-author' }, { timeout: 20_000 });
  return { screen, dialog };
}

beforeAll(async () => {
  // The author's profile exists once they have signed in once.
  await renderApp('/me', { signedIn: { username: 'mod-dialog-author' } });
  resetApp();
});

describe('the report dialog', () => {
  it('signed in: every reason of the fixed list, each one click away, and optional words', async () => {
    const { dialog } = await openReport('mod-dialog-reader');
    const reasons = within(dialog).getAllByRole('button').map((button) => button.textContent).filter((text) => text !== '✕');
    expect(reasons).toEqual(REASONS);
    expect(within(dialog).getByRole('textbox', { name: 'Details (optional)' })).toBeTruthy();
  });

  it('signed out: the notice of illegal content only, with a way to sign in for the other reasons', async () => {
    const { dialog } = await openReport();
    expect(within(dialog).queryByRole('button', { name: 'Spam' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'sign in' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Illegal content…' }));
    await waitFor(() => expect(within(dialog).getByRole('heading', { name: 'Report illegal content' })).toBeTruthy());
    // The exact address is filled in; the notifier's fields and the good-faith statement are asked for.
    const url = within(dialog).getByRole('textbox', { name: 'Address of the content' }) as HTMLInputElement;
    expect(new URL(url.value).pathname).toBe('/players/mod-dialog-author');
    for (const name of ['Why is it illegal?', 'Your name', 'Your e-mail']) expect((within(dialog).getByRole('textbox', { name }) as HTMLInputElement).required).toBe(true);
    const goodFaith = within(dialog).getByRole('checkbox', { name: /in good faith/ }) as HTMLInputElement;
    expect(goodFaith.required).toBe(true);
    // Back returns to the reasons.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Illegal content…' })).toBeTruthy());
  });

  it('the player does not see Report on their own page', async () => {
    const screen = await renderApp('/players/mod-dialog-author', { signedIn: { username: 'mod-dialog-author' } });
    await screen.findByRole('heading', { name: /Public builds/ }, { timeout: 20_000 });
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Report/ })).toBeNull());
  });
});
