import { createClient as createSseClient } from 'graphql-sse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, startTestServer, type TestServer } from '../support/app';
import { devSignIn } from '../support/auth';
import { socketClient } from '../support/ws';

/** A build's notes: validation, rendering, authorization and the same limits on every transport. */

let server: TestServer;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO_DATA: 'false' });
  for (const name of ['owner', 'other']) cookies[name] = await devSignIn(server.url, name);
});
afterAll(async () => server?.stop());

const as = (who: string | null): Record<string, string> => (who ? { cookie: cookies[who]! } : {});
const NOTES = 'id description descriptionHtml descriptionExcerpt';
const errorOf = (result: { errors?: Array<{ message: string; extensions?: { code?: string; field?: string } }> }) => result.errors?.[0];

async function createBuild(who: string, input: Record<string, unknown> = {}) {
  const result = await graphql(server.url, `mutation($input: BuildInput!) { createBuild(input: $input) { ${NOTES} } }`, { input: { name: 'Noted build', ...input } }, as(who));
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!.createBuild as { id: string; description: string; descriptionHtml: string; descriptionExcerpt: string };
}

const readNotes = async (id: string, who: string | null = 'owner') =>
  (await graphql(server.url, `query($id: ID!) { build(id: $id) { ${NOTES} updatedAt } }`, { id }, as(who))).data!.build;

describe('Build.description', () => {
  it('saves Markdown notes, renders them like articles with game links and gives their first lines as plain text', async () => {
    const build = await createBuild('owner', {
      description: '## Why\n\nLevel with a **[[item:rusty-shortsword]]** and kill [[monster:no-such-monster|ghosts]].\n\n- one\n- two',
    });
    expect(build.description).toContain('[[item:rusty-shortsword]]');
    expect(build.descriptionHtml).toContain('<h2 id="why"');
    expect(build.descriptionHtml).toMatch(/<a class="game-ref game-ref-item" href="\/items\/[^"]+\/rusty-shortsword" data-game-ref="item:rusty-shortsword"><img class="game-ref-icon"/);
    // An unknown reference is plain text, never a link.
    expect(build.descriptionHtml).toContain('kill ghosts.');
    expect(build.descriptionExcerpt).toBe('Why Level with a rusty-shortsword and kill ghosts. one two');
  });

  it('is empty for a build saved without notes, and old builds read as empty', async () => {
    const build = await createBuild('owner');
    expect(build).toMatchObject({ description: '', descriptionHtml: '', descriptionExcerpt: '' });
  });

  it.each([
    ['a script tag', '<script>alert(1)</script>', /<script/i],
    ['an event handler', '<img src=x onerror=alert(1)>', /<img[^>]*onerror/i],
    ['a javascript: link', '[click](javascript:alert(1))', /href="javascript:/i],
    ['a data: link', '[click](data:text/html;base64,PHNjcmlwdD4=)', /href="data:/i],
    ['an iframe', '<iframe src="https://evil.example"></iframe>', /<iframe/i],
    ['a style attribute', '<p style="position:fixed">x</p>', /<p style/i],
    ['a game link breaking out of its attribute', '[[item:x" onmouseover="alert(1)]]', /<[^>]*onmouseover/i],
  ])('renders %s as harmless text', async (_name, source, forbidden) => {
    const build = await createBuild('owner', { description: source });
    expect(build.description).toBe(source);
    expect(build.descriptionHtml).not.toMatch(forbidden);
  });

  it('marks outside links nofollow ugc and shows only the site\'s own images', async () => {
    const build = await createBuild('owner', { description: 'See https://example.com/guide and ![tracker](https://evil.example/pixel.png) ![ours](/favicon.svg)' });
    expect(build.descriptionHtml).toContain('<a href="https://example.com/guide" rel="nofollow ugc noopener noreferrer" target="_blank">');
    expect(build.descriptionHtml).not.toContain('evil.example');
    expect(build.descriptionHtml).toContain('<span class="foreign-image">tracker</span>');
    expect(build.descriptionHtml).toContain('<img src="/favicon.svg" alt="ours" />');
  });

  it('keeps line breaks, removes control and direction characters and trims', async () => {
    const build = await createBuild('owner', { description: '  first\u202E line\u0007\n\tsecond  ' });
    expect(build.description).toBe('first line\n\tsecond');
  });

  it('accepts 10,000 characters and refuses 10,001 with a clear message; nothing is written', async () => {
    const build = await createBuild('owner', { description: 'a'.repeat(10_000) });
    expect(build.description).toHaveLength(10_000);
    const refused = await graphql(server.url, `mutation($id: ID!, $input: BuildInput!) { updateBuild(id: $id, input: $input) { id } }`, { id: build.id, input: { description: 'b'.repeat(10_001) } }, as('owner'));
    expect(errorOf(refused)).toMatchObject({ message: 'Notes can have at most 10,000 characters.', extensions: { code: 'BAD_USER_INPUT', field: 'description' } });
    expect((await readNotes(build.id)).description).toBe('a'.repeat(10_000));
    const created = await graphql(server.url, `mutation($input: BuildInput!) { createBuild(input: $input) { id } }`, { input: { name: 'Too long', description: 'c'.repeat(10_001) } }, as('owner'));
    expect(errorOf(created)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'description' });
    const mine = (await graphql(server.url, '{ me { builds { name } } }', {}, as('owner'))).data!.me.builds as Array<{ name: string }>;
    expect(mine.map((b) => b.name)).not.toContain('Too long');
  });

  it('accepts 100 game links and refuses 101', async () => {
    await createBuild('owner', { description: '[[item:rusty-shortsword]] '.repeat(100) });
    const refused = await graphql(server.url, `mutation($input: BuildInput!) { createBuild(input: $input) { id } }`, { input: { name: 'Links', description: '[[item:rusty-shortsword]] '.repeat(101) } }, as('owner'));
    expect(errorOf(refused)).toMatchObject({ message: 'Notes can hold at most 100 game links.', extensions: { code: 'BAD_USER_INPUT', field: 'description' } });
  });

  it('lets only the owner change the notes, keeps them when other fields change, and a copy takes them along', async () => {
    const build = await createBuild('owner', { description: 'Mine' });
    const renamed = await graphql(server.url, `mutation($id: ID!) { updateBuild(id: $id, input: { name: "Renamed" }) { description } }`, { id: build.id }, as('owner'));
    expect(renamed.data!.updateBuild.description).toBe('Mine');
    const privateEdit = await graphql(server.url, `mutation($id: ID!) { updateBuild(id: $id, input: { description: "Theirs" }) { id } }`, { id: build.id }, as('other'));
    expect(errorOf(privateEdit)?.extensions?.code).toBe('NOT_FOUND');
    await graphql(server.url, `mutation($id: ID!) { publishBuild(id: $id) { id } }`, { id: build.id }, as('owner'));
    const publicEdit = await graphql(server.url, `mutation($id: ID!) { updateBuild(id: $id, input: { description: "Theirs" }) { id } }`, { id: build.id }, as('other'));
    expect(errorOf(publicEdit)?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await graphql(server.url, `mutation($id: ID!) { updateBuild(id: $id, input: { description: "Theirs" }) { id } }`, { id: build.id });
    expect(errorOf(anonymous)?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await readNotes(build.id, null)).description).toBe('Mine');
    const copy = await graphql(server.url, `mutation($id: ID!) { duplicateBuild(id: $id) { description } }`, { id: build.id }, as('other'));
    expect(copy.data!.duplicateBuild.description).toBe('Mine');
  });

  it('renders again after an edit (the rendered notes are cached by edit time)', async () => {
    const build = await createBuild('owner', { description: 'Old words' });
    expect((await readNotes(build.id)).descriptionHtml).toContain('Old words');
    await graphql(server.url, `mutation($id: ID!) { updateBuild(id: $id, input: { description: "New words" }) { id } }`, { id: build.id }, as('owner'));
    expect((await readNotes(build.id)).descriptionHtml).toContain('New words');
  });
});

describe('the same limits on every transport', () => {
  const tooLong = { name: 'Socket notes', description: 'd'.repeat(10_001) };
  const mutation = `mutation($input: BuildInput!) { createBuild(input: $input) { id } }`;

  it('refuses over-long notes over the WebSocket with the same code, field and message', async () => {
    const client = socketClient(server.url, cookies.owner);
    try {
      const result = await new Promise<{ errors?: Array<{ message: string; extensions?: Record<string, unknown> }> }>((resolve, reject) => {
        client.subscribe({ query: mutation, variables: { input: tooLong } }, { next: (value) => resolve(value as never), error: reject, complete: () => undefined });
      });
      expect(result.errors?.[0]).toMatchObject({ message: 'Notes can have at most 10,000 characters.', extensions: { code: 'BAD_USER_INPUT', field: 'description' } });
    } finally {
      await client.dispose();
    }
  });

  it('refuses over-long notes over Server-Sent Events with the same code, field and message', async () => {
    const client = createSseClient({ url: `${server.url}/graphql/stream`, headers: { cookie: cookies.owner! }, retryAttempts: 0 });
    try {
      const result = await new Promise<{ errors?: Array<{ message: string; extensions?: Record<string, unknown> }> }>((resolve, reject) => {
        client.subscribe({ query: mutation, variables: { input: tooLong } }, { next: (value) => resolve(value as never), error: reject, complete: () => undefined });
      });
      expect(result.errors?.[0]).toMatchObject({ message: 'Notes can have at most 10,000 characters.', extensions: { code: 'BAD_USER_INPUT', field: 'description' } });
    } finally {
      client.dispose();
    }
    const mine = (await graphql(server.url, '{ me { builds { name } } }', {}, as('owner'))).data!.me.builds as Array<{ name: string }>;
    expect(mine.map((b) => b.name)).not.toContain('Socket notes');
  });
});

describe('Query.previewBuildNotes', () => {
  it('renders for anyone, signed in or not, as the build page will', async () => {
    const result = await graphql(server.url, `query($d: String!) { previewBuildNotes(description: $d) { html unknownReferences } }`, { d: '**Hi** [[item:rusty-shortsword]] [[item:nope]] <script>x</script>' });
    expect(result.errors).toBeUndefined();
    expect(result.data!.previewBuildNotes.html).toContain('<strong>Hi</strong>');
    expect(result.data!.previewBuildNotes.html).toContain('data-game-ref="item:rusty-shortsword"');
    expect(result.data!.previewBuildNotes.html).not.toContain('<script');
    expect(result.data!.previewBuildNotes.unknownReferences).toEqual(['item:nope']);
  });

  it('refuses what a save would refuse', async () => {
    const result = await graphql(server.url, `query($d: String!) { previewBuildNotes(description: $d) { html } }`, { d: 'e'.repeat(10_001) });
    expect(errorOf(result)).toMatchObject({ message: 'Notes can have at most 10,000 characters.', extensions: { code: 'BAD_USER_INPUT', field: 'description' } });
  });
});

describe('/builds/{id} served HTML', () => {
  it('leads the meta description with the notes\' first lines', async () => {
    const build = await createBuild('owner', { name: 'Meta notes', class: 'mage', characterLevel: 40, description: '# Glass cannon\n\nHits **hard**, dies fast. <b>Bold</b> & "quoted".' });
    await graphql(server.url, `mutation($id: ID!) { publishBuild(id: $id) { id } }`, { id: build.id }, as('owner'));
    const html = await (await fetch(`${server.url}/builds/${build.id}`)).text();
    expect(html).toContain('<meta name="description" content="Glass cannon Hits hard, dies fast. &lt;b&gt;Bold&lt;/b&gt; &amp; &quot;quoted&quot;. · A trait tree build for a level 40 mage by owner. 0 likes, 0 comments." />');
    expect(html).toMatch(/<meta property="og:description" content="Glass cannon Hits hard/);
  });
});
