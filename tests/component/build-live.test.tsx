import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { post, signInApart } from '../support/node-post';
import { renderApp, resetApp } from '../support/render-app';

afterEach(resetApp);

describe('a build’s page, read through its route query', () => {
  it('shows another player’s like and comment while it is open (the subscription writes into the cache the route query reads)', { timeout: 60_000 }, async () => {
    const screen = await renderApp('/builds/demo-build-02');
    // The first draw loads the page's module and asks the server: slow on a busy machine.
    const likes = await waitFor(() => screen.getByTestId('like-count'), { timeout: 25_000 });
    const before = Number(likes.textContent);
    const cookie = await signInApart('build_live_liker');
    // The page's subscription opens just after it shows: the like is sent again (unliked first) until the page shows it.
    let shown = false;
    for (let attempt = 0; attempt < 5 && !shown; attempt += 1) {
      if (attempt > 0) await post('/graphql', { query: 'mutation ($id: ID!) { unlikeBuild(buildId: $id) { likeCount } }', variables: { id: 'demo-build-02' } }, cookie);
      const liked = (await post('/graphql', { query: 'mutation ($id: ID!) { likeBuild(buildId: $id) { likeCount } }', variables: { id: 'demo-build-02' } }, cookie)).json as { data: { likeBuild: { likeCount: number } } };
      expect(liked.data.likeBuild.likeCount).toBe(before + 1);
      shown = await waitFor(() => expect(screen.getByTestId('like-count').textContent).toBe(String(before + 1)), { timeout: 3_000 }).then(
        () => true,
        () => false,
      );
    }
    expect(shown).toBe(true);
    const comment = `Live comment ${Date.now()}`;
    const added = await post('/graphql', { query: 'mutation ($id: ID!, $content: String!) { addComment(buildId: $id, content: $content) { id } }', variables: { id: 'demo-build-02', content: comment } }, cookie);
    expect(added.status).toBe(200);
    await waitFor(() => expect(screen.getByText(comment)).toBeTruthy(), { timeout: 10_000 });
  });
});
