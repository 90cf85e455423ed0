import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, resetApp, type AppScreen } from '../support/render-app';

afterEach(resetApp);

/**
 * The login dialog and /me on the component server, which has no sign-in provider set up (as the
 * browser file's second server, `bare`): what they show and say. The sign-in flows through the
 * providers, the redirects, signing out (the page loads again) and the guard's server redirect
 * stay in tests/e2e/sign-in.test.ts.
 */

/**
 * The login dialog opened from the header's Login button. Its code loads with the first click: in
 * the file's first test that is its first import, which took over 20 s on a loaded machine.
 */
async function openLoginDialog(screen: AppScreen): Promise<HTMLElement> {
  await userEvent.click(await screen.findByRole('button', { name: 'Login' }, { timeout: 25_000 }));
  return screen.findByRole('dialog', { name: 'Sign in to continue' }, { timeout: 45_000 });
}

/** Replaces what a field holds by `text` (typed; nothing for an empty text), as Playwright's fill. */
async function fill(field: HTMLElement, text: string): Promise<void> {
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
}

describe('the login dialog', () => {
  it('shows a provider without credentials disabled with a short reason', { timeout: 90_000 }, async () => {
    const dialog = await openLoginDialog(await renderApp('/news'));
    const discord = (await within(dialog).findByRole('button', { name: 'Sign in with Discord' })) as HTMLButtonElement;
    expect(discord.disabled).toBe(true);
    expect((within(dialog).getByRole('button', { name: 'Sign in with Google' }) as HTMLButtonElement).disabled).toBe(true);
    const reasonId = discord.getAttribute('aria-describedby');
    expect(reasonId).toBeTruthy();
    expect(document.getElementById(reasonId!)?.textContent).toBe('Discord: Not set up on this server.');
  });
});

describe('the development sign-in', () => {
  it('shows the rule when the username is invalid and keeps the dialog open', { timeout: 90_000 }, async () => {
    const dialog = (await openLoginDialog(await renderApp('/news'))) as HTMLDialogElement;
    await fill(await within(dialog).findByLabelText('Username'), 'no spaces');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in for development' }));
    const alert = await within(dialog).findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toBe('A username may use only letters, digits, _ and -.');
    expect(dialog.open).toBe(true);
    expect(dialog.isConnected).toBe(true);
  });
});

describe('/me', () => {
  it('changes the username and display name, with clear messages for taken and invalid names', { timeout: 60_000 }, async () => {
    const screen = await renderApp('/me', { signedIn: { username: 'me-editor' } });
    const main = await screen.findByRole('main', {}, { timeout: 20_000 });
    const username = (await within(main).findByLabelText('Username', {}, { timeout: 20_000 })) as HTMLInputElement;
    const displayName = within(main).getByLabelText('Display name');
    await waitFor(() => expect(username.value).toBe('me-editor'));
    const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await fill(username, 'aldric');
    await save();
    await waitFor(() => expect(within(main).getByRole('alert').textContent).toBe('That username is taken. Try another one.'));
    expect(username.getAttribute('aria-invalid')).toBe('true');

    await fill(username, 'x');
    await save();
    await waitFor(() => expect(within(main).getByRole('alert').textContent).toBe('A username needs 3 to 24 characters.'));

    await fill(username, 'Me_Edited');
    await fill(displayName, 'Lady Edit');
    await save();
    await waitFor(() => expect(within(main).getAllByRole('status').some((status) => status.textContent?.includes('Your profile was saved.'))).toBe(true));
    await screen.findByRole('link', { name: 'Hello, Lady Edit' }, { timeout: 10_000 });

    // Loaded again: the server kept the new name.
    resetApp();
    const again = await renderApp('/me', { keepSession: true });
    await waitFor(() => expect((within(again.getByRole('main')).getByLabelText('Username') as HTMLInputElement).value).toBe('Me_Edited'), { timeout: 20_000 });
  });

  it('greets "User" when the display name is empty', { timeout: 60_000 }, async () => {
    const screen = await renderApp('/me', { signedIn: { username: 'blank-name' } });
    const main = await screen.findByRole('main', {}, { timeout: 20_000 });
    await fill(await within(main).findByLabelText('Display name', {}, { timeout: 20_000 }), '');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('link', { name: 'Hello, User' }, { timeout: 10_000 });
    expect(screen.queryByRole('link', { name: 'Hello, blank-name' })).toBeNull();
  });
});
