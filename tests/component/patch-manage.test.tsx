import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { rawPack } from '../../server/game-data/pack';
import { renderApp, resetApp } from '../support/render-app';

afterEach(resetApp);

/** A pack file as the admin picks it in the import form. */
const packFile = (text: string, name = 'pack.json') => new File([text], name, { type: 'application/json' });

describe('/manage/patches: importing a pack', () => {
  it('lists every problem of a file at once, each with its path, and keeps nothing of it', { timeout: 60_000 }, async () => {
    const pack = rawPack();
    // Three problems in one file: a stat that is not whole, a loot item that does not exist, a duplicate id.
    pack.items[0]!.stats = { ...pack.items[0]!.stats, attack: 8.5 };
    pack.items[2] = { ...pack.items[2]!, id: pack.items[1]!.id };
    pack.monsters[0]!.loot = [{ ...pack.monsters[0]!.loot[0]!, goodsId: 'no-such-item' }];
    const screen = await renderApp('/manage/patches', { signedIn: { username: 'patch_component_admin', role: 'admin' } });
    const user = userEvent.setup();
    const input = await waitFor(() => screen.getByLabelText('Pack file (JSON)'), { timeout: 25_000 });
    await user.upload(input, packFile(JSON.stringify(pack)));
    await user.click(screen.getByRole('button', { name: 'Import the pack' }));
    const alert = await waitFor(() => screen.getAllByRole('alert').find((element) => element.textContent?.includes('Nothing was imported'))!, { timeout: 25_000 });
    const problems = within(alert).getAllByRole('listitem').map((item) => item.textContent ?? '');
    expect(problems.length).toBeGreaterThanOrEqual(3);
    expect(problems.some((text) => text.startsWith('items[0].stats.attack'))).toBe(true);
    expect(problems.some((text) => text.includes('no-such-item'))).toBe(true);
    // Nothing kept: no draft was opened by the refused file.
    expect(screen.queryByText(/^Draft from /)).toBeNull();
  });

  it('refuses a file that is not JSON with one problem naming it, before anything is kept', { timeout: 60_000 }, async () => {
    const screen = await renderApp('/manage/patches', { signedIn: { username: 'patch_component_admin2', role: 'admin' } });
    const user = userEvent.setup();
    const input = await waitFor(() => screen.getByLabelText('Pack file (JSON)'), { timeout: 25_000 });
    await user.upload(input, packFile('{ "items": [', 'broken.json'));
    await user.click(screen.getByRole('button', { name: 'Import the pack' }));
    const alert = await waitFor(() => screen.getAllByRole('alert').find((element) => element.textContent?.includes('Nothing was imported'))!, { timeout: 25_000 });
    expect(within(alert).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText(/^Draft from /)).toBeNull();
  });

  it('says to choose a file when none is chosen, without asking the server', { timeout: 60_000 }, async () => {
    const screen = await renderApp('/manage/patches', { signedIn: { username: 'patch_component_admin3', role: 'admin' } });
    const user = userEvent.setup();
    await waitFor(() => screen.getByLabelText('Pack file (JSON)'), { timeout: 25_000 });
    await user.click(screen.getByRole('button', { name: 'Import the pack' }));
    const alert = await waitFor(() => screen.getAllByRole('alert').find((element) => element.textContent?.includes('Choose a pack file first.'))!);
    expect(alert).toBeTruthy();
  });
});
