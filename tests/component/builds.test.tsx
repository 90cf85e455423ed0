import { fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { graphqlApart, signInApart } from '../support/node-post';
import { renderApp, resetApp, type AppScreen } from '../support/render-app';

afterEach(resetApp);

/**
 * The builds' logic: the builds bar's private list, the Build Preview's Like for a visitor, liking
 * and commenting, a nonsense shared link of /builds, and a build's page for a public, private or
 * missing build. The carousel's timing and sizes, the dialog's width, live updates between two
 * browsers, /builds' filters through a reload, the comments on a phone and the builds kept signed
 * out stay in tests/e2e/builds.test.ts.
 */

async function apiBuild(cookie: string, name: string, publish = true): Promise<string> {
  const created = await graphqlApart<{ createBuild: { id: string } }>(cookie, 'mutation($n: String!) { createBuild(input: { name: $n, class: mage, characterLevel: 30 }) { id } }', { n: name });
  if (publish) await graphqlApart(cookie, 'mutation($id: ID!) { publishBuild(id: $id) { id } }', { id: created.createBuild.id });
  return created.createBuild.id;
}

const all = (screen: AppScreen, selector: string) => [...screen.container.querySelectorAll<HTMLElement>(selector)];
const texts = (screen: AppScreen, selector: string) => all(screen, selector).map((element) => element.textContent);

/** The open dialog named `name` (by its label), found as the page shows it: open. */
async function openDialog(name: string): Promise<HTMLDialogElement> {
  return waitFor(() => {
    const dialog = [...document.querySelectorAll<HTMLDialogElement>('dialog[open]')].find((d) => {
      const label = d.getAttribute('aria-label') ?? document.getElementById(d.getAttribute('aria-labelledby') ?? '')?.textContent;
      return label === name;
    });
    expect(dialog, `an open dialog named ${name}`).toBeDefined();
    return dialog!;
  }, { timeout: 20_000 });
}

describe('the builds bar for a signed-in player', () => {
  it('lists at most 4 private builds with names cut at 16 characters', { timeout: 60_000 }, async () => {
    const cookie = await signInApart('bar_owner');
    for (let i = 1; i <= 6; i += 1) await apiBuild(cookie, `My very long build name number ${i}`, false);
    const screen = await renderApp('/news', { signedIn: { username: 'bar_owner' } });
    await waitFor(() => expect(all(screen, '.private-builds li')).toHaveLength(4), { timeout: 20_000 });
    const first = all(screen, '.private-builds li')[0]!;
    expect(first.querySelector('.private-build__name')!.textContent).toBe('My very long bui…');
    // Class and level beside the cut name, and how many more builds there are.
    expect(first.querySelector('.private-build__meta')!.textContent).toBe('Mage 30');
    expect(screen.container.querySelector('.builds-bar-more-count')!.textContent).toBe('+2 more');
  });
});

describe('the Build Preview dialog', () => {
  it('asks a signed-out visitor to sign in when they press Like', { timeout: 60_000 }, async () => {
    const screen = await renderApp('/builds');
    await waitFor(() => expect(all(screen, '.build-row').length).toBeGreaterThan(0), { timeout: 20_000 });
    await userEvent.click(all(screen, '.build-row')[0]!);
    const dialog = await openDialog('Build Preview');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Like', hidden: true }, { timeout: 20_000 }));
    await openDialog('Sign in to continue');
  });

  it('likes and unlikes once the server saved it, and posts a comment', { timeout: 60_000 }, async () => {
    const owner = await signInApart('liked_owner');
    const id = await apiBuild(owner, 'Likeable build');
    const screen = await renderApp(`/builds/${id}`, { signedIn: { username: 'liker' } });
    // As a browser's click waits for the button to be enabled: the page knows the player before Like counts as theirs.
    await screen.findByRole('link', { name: 'Hello, liker' }, { timeout: 20_000 });
    const like = await screen.findByRole('button', { name: 'Like' }, { timeout: 20_000 });
    await waitFor(() => expect(like.getAttribute('aria-disabled')).not.toBe('true'));
    await userEvent.click(like);
    await waitFor(() => expect(screen.getByTestId('like-count').textContent).toBe('1'));
    expect(screen.getByRole('button', { name: 'Liked' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Liked' }));
    await waitFor(() => expect(screen.getByTestId('like-count').textContent).toBe('0'));
    await userEvent.click(screen.getByRole('button', { name: 'Comment' }));
    const field = (await screen.findByLabelText('Your comment', {}, { timeout: 20_000 })) as HTMLTextAreaElement;
    fireEvent.change(field, { target: { value: '  Nice one!  ' } });
    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    await waitFor(() => expect(texts(screen, '.build-comment__content')).toEqual(['Nice one!']));
    await waitFor(() => expect(screen.getByTestId('comment-count').textContent).toBe('1'));
    // The new comment can be drawn from the cache a moment before the form clears.
    await waitFor(() => expect((screen.getByLabelText('Your comment') as HTMLTextAreaElement).value).toBe(''));
  });
});

describe('/builds', () => {
  it('ignores nonsense in a shared link instead of breaking', { timeout: 60_000 }, async () => {
    const screen = await renderApp('/builds?class=dragon&minLevel=-4&sort=LOUDEST');
    await waitFor(() => expect(all(screen, '.build-row')).toHaveLength(20), { timeout: 20_000 });
    expect(screen.consoleErrors).toEqual([]);
  });
});

describe('/builds/{id}', () => {
  it('shows a public build (one setup: no variant tabs) and says so when a build is private or missing', { timeout: 60_000 }, async () => {
    const owner = await signInApart('page_owner');
    const open = await apiBuild(owner, 'Page build');
    const hidden = await apiBuild(owner, 'Hidden build', false);
    const screen = await renderApp(`/builds/${open}`);
    await waitFor(() => expect(screen.container.querySelector('.build-card__name')?.textContent).toBe('Page build'), { timeout: 20_000 });
    // A build of one setup (as every build saved before variants): no variant tabs.
    expect(screen.queryByRole('tablist')).toBeNull();
    // The class and level say which build it is in a tab (the server's own <title> is checked in tests/api/builds.test.ts).
    await waitFor(() => expect(document.title).toBe('Page build · Mage level 30 · Almanac'));
    await screen.navigate(`/builds/${hidden}`);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Build not found'), { timeout: 20_000 });
  });
});
