import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { post } from '../support/node-post';
import { renderApp, resetApp } from '../support/render-app';

afterEach(resetApp);

async function publishNews(slug: string, title: string): Promise<void> {
  const signIn = await post('/auth/dev', { username: 'news_live_admin', role: 'admin' });
  expect(signIn.status).toBe(200);
  const created = (await post('/graphql', { query: 'mutation ($input: ContentInput!) { createContent(kind: NEWS, input: $input) { id } }', variables: { input: { slug, title, summary: 'Published while the page was open.', body: 'Text.' } } }, signIn.cookie)).json as { data: { createContent: { id: string } } };
  const published = await post('/graphql', { query: 'mutation ($id: ID!) { publishContent(id: $id) { id } }', variables: { id: created.data.createContent.id } }, signIn.cookie);
  expect(published.status).toBe(200);
}

describe('/news, read through its route query', () => {
  it('shows a post published while the page is open (the live refetch draws the new list)', { timeout: 60_000 }, async () => {
    const screen = await renderApp('/news');
    // The first draw loads the page's module and asks the server: slow on a busy machine.
    await waitFor(() => expect(screen.getAllByRole('article').length).toBeGreaterThan(0), { timeout: 25_000 });
    // The page's subscription opens just after it shows: posts are published until one appears within two seconds of
    // its own publication. Each post must be drawn by the refetch its own publication started: a page that drew a
    // refetch's answer only at the next refetch would show each post one publication late, and never the last.
    let shown = false;
    for (let attempt = 0; attempt < 10 && !shown; attempt += 1) {
      await publishNews(`live-post-${attempt}`, `Live post ${attempt}`);
      shown = await waitFor(() => expect(screen.getByRole('link', { name: `Live post ${attempt}` })).toBeTruthy(), { timeout: 2_000 }).then(
        () => true,
        () => false,
      );
    }
    expect(shown).toBe(true);
  });
});
