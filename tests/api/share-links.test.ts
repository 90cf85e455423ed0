import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSharedBuild, encodeShareState } from '../../server/game-data/rules/share-state';
import { graphql, startTestServer, type TestServer } from '../support/app';
import { devSignIn } from '../support/auth';
import { socketClient } from '../support/ws';

/** Short links through the schema, their served HTML and their card. */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO_DATA: 'false' });
});
afterAll(async () => server?.stop());

const CREATE = `mutation($tool: BuildKind!, $state: String!, $name: String) { createShareLink(tool: $tool, state: $state, name: $name) { code tool state name } }`;
const base = defaultSharedBuild();
const knight = encodeShareState({
  ...base,
  characterClass: 'knight',
  level: 20,
  stats: { ...base.stats, hp: 5 },
  equipment: { ...base.equipment, 'hand-main': 'rusty-shortsword' },
});
const errorOf = (result: { errors?: Array<{ message: string; extensions?: { code?: string; field?: string } }> }) => result.errors?.[0];

describe('Mutation.createShareLink and Query.shareLink', () => {
  it('makes a 10-character code for anyone, the same code for the same build, and reads it back', async () => {
    const made = await graphql(server.url, CREATE, { tool: 'PLANNER', state: knight, name: 'Sword & board' });
    expect(made.errors).toBeUndefined();
    const link = made.data!.createShareLink;
    expect(link).toMatchObject({ tool: 'PLANNER', state: knight, name: 'Sword & board' });
    expect(link.code).toMatch(/^[A-Za-z0-9_-]{10}$/);
    const again = await graphql(server.url, CREATE, { tool: 'PLANNER', state: knight, name: 'Sword & board' });
    expect(again.data!.createShareLink.code).toBe(link.code);
    const read = await graphql(server.url, `query($code: ID!) { shareLink(code: $code) { code tool state name } }`, { code: link.code });
    expect(read.data!.shareLink).toEqual(link);
    expect((await graphql(server.url, `{ shareLink(code: "nothing123") { code } }`)).data!.shareLink).toBeNull();
    expect((await graphql(server.url, `{ shareLink(code: "short") { code } }`)).data!.shareLink).toBeNull();
  });

  it.each([
    ['a damaged state', { state: 'NOTBASE64!!' }, 'state', 'This build state is damaged: it cannot be read.'],
    ['an empty state', { state: '' }, 'state', 'This build state is damaged: it cannot be read.'],
    ['a state over 2,000 characters', { state: 'A'.repeat(2001) }, 'state', 'A shared state can have at most 2,000 characters.'],
    ['a 49-character name', { name: 'x'.repeat(49) }, 'name', 'A build name needs 1 to 48 characters.'],
    ['a name with control characters', { name: 'bad\u0007name' }, 'name', 'A build name cannot contain control characters.'],
    ['an item the class cannot wear', { state: encodeShareState({ ...base, characterClass: 'mage', level: 20, equipment: { ...base.equipment, 'hand-main': 'rusty-shortsword' } }) }, 'equippedItemIds', 'Rusty Shortsword cannot be used by a mage.'],
  ])('refuses %s with BAD_USER_INPUT and a clear message', async (_name, change, field, message) => {
    const result = await graphql(server.url, CREATE, { tool: 'PLANNER', state: knight, name: 'Refused', ...change });
    expect(errorOf(result)).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
  });

  it('refuses the same way over the WebSocket', async () => {
    const client = socketClient(server.url);
    try {
      const result = await new Promise<{ errors?: Array<{ message: string; extensions?: Record<string, unknown> }> }>((resolve, reject) => {
        client.subscribe({ query: CREATE, variables: { tool: 'PLANNER', state: 'NOTBASE64!!' } }, { next: (value) => resolve(value as never), error: reject, complete: () => undefined });
      });
      expect(result.errors?.[0]).toMatchObject({ message: 'This build state is damaged: it cannot be read.', extensions: { code: 'BAD_USER_INPUT', field: 'state' } });
    } finally {
      await client.dispose();
    }
  });

  it('never shows a private build to others: a link holds the state and name only, no build, owner or notes', async () => {
    const cookie = await devSignIn(server.url, 'secretive');
    const created = await graphql(server.url, `mutation { createBuild(input: { name: "Hidden plan", class: knight, characterLevel: 20, description: "Secret notes" }) { id } }`, {}, { cookie });
    const id = created.data!.createBuild.id as string;
    const made = await graphql(server.url, CREATE, { tool: 'TRAIT', state: encodeShareState({ ...base, characterClass: 'knight', level: 20 }), name: 'Shared name' }, { cookie });
    const code = made.data!.createShareLink.code as string;
    const html = await (await fetch(`${server.url}/s/${code}`)).text();
    expect(html).not.toContain('Hidden plan');
    expect(html).not.toContain('Secret notes');
    expect(html).not.toContain('secretive');
    expect(html).not.toContain(id);
    expect((await graphql(server.url, `query($id: ID!) { build(id: $id) { id } }`, { id })).data!.build).toBeNull();
  });
});

describe('/s/{code} served HTML and card', () => {
  it('carries the name, class and level, the main numbers and a card drawn from the state', async () => {
    const made = await graphql(server.url, CREATE, { tool: 'PLANNER', state: knight, name: 'Sword & <board>' });
    const code = made.data!.createShareLink.code as string;
    const html = await (await fetch(`${server.url}/s/${code}`)).text();
    expect(html).toContain('<meta property="og:title" content="Sword &amp; &lt;board&gt; · Knight level 20 · Almanac" />');
    expect(html).toMatch(/<meta property="og:description" content="Health \d[\d,]*, mana \d[\d,]*, attack \d+, defense \d+, armor \d+; 1 item worn, 0 trait points in 0 traits\." \/>/);
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="http[^"]*/s/${code}/card\\.png" />`));
    expect(html).toContain('<meta property="og:image:width" content="1200" />');
    const card = await fetch(`${server.url}/s/${code}/card.png`);
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await card.arrayBuffer());
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
  });

  it('describes a trait tree link by its points', async () => {
    const state = encodeShareState({ ...base, characterClass: 'mage', level: 10 });
    const made = await graphql(server.url, CREATE, { tool: 'TRAIT', state });
    const html = await (await fetch(`${server.url}/s/${made.data!.createShareLink.code}`)).text();
    expect(html).toContain('<meta property="og:title" content="Mage level 10 · Mage level 10 · Almanac" />');
    expect(html).toContain('<meta property="og:description" content="A trait tree build: 0 trait points in 0 traits." />');
  });

  it('answers 404 with the "not found" tags and a 404 card for an unknown code', async () => {
    const response = await fetch(`${server.url}/s/nothing123`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<title>Not found · Almanac</title>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect((await fetch(`${server.url}/s/nothing123/card.png`)).status).toBe(404);
  });
});

describe('the rate limit', () => {
  it('counts short links made signed out against the address\'s mutation budget', async () => {
    const limited = await startTestServer({ SEED_DEMO_DATA: 'false', MUTATION_LIMIT_PER_MINUTE: '3' });
    try {
      const codes: Array<number | string | undefined> = [];
      for (let level = 1; level <= 4; level += 1) {
        const result = await graphql(limited.url, CREATE, { tool: 'TRAIT', state: encodeShareState({ ...base, level }) });
        codes.push(result.status === 429 ? 429 : errorOf(result)?.extensions?.code ?? 'ok');
      }
      expect(codes).toEqual(['ok', 'ok', 'ok', 429]);
    } finally {
      await limited.stop();
    }
  });
});
