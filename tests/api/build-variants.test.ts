import { createClient as createSseClient } from 'graphql-sse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRAITS } from '../../server/game-data/data/traits';
import { defaultSharedBuild, encodeShareState } from '../../server/game-data/rules/share-state';
import { BUILDS_COLLECTION, type BuildDocument } from '../../server/src/modules/builds/build.model';
import { shareLinkCode } from '../../server/src/modules/builds/share-links';
import { migrateStoredBuilds } from '../../server/src/modules/builds/build-migrations';
import { graphql, startTestServer, type TestServer } from '../support/app';
import { devSignIn } from '../support/auth';
import { socketClient } from '../support/ws';

/** Build variants through the schema: saved, read, migrated, refused, shared and drawn. */

let server: TestServer;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO_DATA: 'false' });
  for (const name of ['varied', 'stranger']) cookies[name] = await devSignIn(server.url, name);
});
afterAll(async () => server?.stop());

type GqlError = { message: string; extensions?: { code?: string; field?: string } };
const as = (who: string | null): Record<string, string> => (who ? { cookie: cookies[who]! } : {});
const errorOf = (result: { errors?: GqlError[] }) => result.errors?.[0];
const v2 = (name: string) => TRAITS.find((t) => t.name === name)!.number;

const VARIANT = 'name class characterLevel assignedPoints { trait points } statAllocations { hp magic } equippedItemIds { slot itemId legacyValue } levellingPlan targetMonsterId';
const BUILD = `id name class characterLevel assignedPoints { trait points } statAllocations { hp magic } targetMonsterId variants { ${VARIANT} }`;
const CREATE = `mutation($input: BuildInput!) { createBuild(input: $input) { ${BUILD} } }`;
const UPDATE = `mutation($id: ID!, $input: BuildInput!) { updateBuild(id: $id, input: $input) { ${BUILD} } }`;
const READ = `query($id: ID!) { build(id: $id) { ${BUILD} } }`;

const levelling = { name: 'Levelling 1–60', characterLevel: 60, assignedPoints: [{ trait: v2('Ember Heart'), points: 3 }], statAllocations: { magic: 10 }, targetMonsterId: 'cellar-rat' };
const endgame = { name: 'Endgame', characterLevel: 200, assignedPoints: [{ trait: v2('Ember Heart'), points: 5 }], statAllocations: { magic: 100, hp: 50 } };
const budget = { name: 'Budget', characterLevel: 40 };
const threeVariants = { name: 'Frost mage', class: 'mage', isPlannerBuild: true, variants: [levelling, endgame, budget] };

async function create(input: Record<string, unknown>, who = 'varied') {
  const result = await graphql(server.url, CREATE, { input }, as(who));
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!.createBuild as Record<string, any>;
}
const read = async (id: string, who = 'varied') => (await graphql(server.url, READ, { id }, as(who))).data!.build as Record<string, any>;
const publish = (id: string) => graphql(server.url, `mutation($id: ID!) { publishBuild(id: $id) { id } }`, { id }, as('varied'));

describe('Build.variants', () => {
  it('saves up to 8 variants in order; the build\'s own fields are the first one\'s', async () => {
    const build = await create(threeVariants);
    expect(build.variants.map((v: { name: string }) => v.name)).toEqual(['Levelling 1–60', 'Endgame', 'Budget']);
    expect(build.variants.every((v: { class: string }) => v.class === 'mage')).toBe(true);
    expect(build.variants[1]).toMatchObject({ characterLevel: 200, assignedPoints: [{ trait: v2('Ember Heart'), points: 5 }], statAllocations: { hp: 50, magic: 100 }, targetMonsterId: null });
    expect(build.variants[2]).toMatchObject({ characterLevel: 40, assignedPoints: [], statAllocations: { hp: 0, magic: 0 } });
    expect(build.variants[2].equippedItemIds).toHaveLength(10);
    expect(build).toMatchObject({ characterLevel: 60, assignedPoints: [{ trait: v2('Ember Heart'), points: 3 }], statAllocations: { magic: 10 }, targetMonsterId: 'cellar-rat' });
    expect(build.variants[0]).toMatchObject({ characterLevel: 60, targetMonsterId: 'cellar-rat' });
  });

  it('reads a build saved before variants as one variant named Main with exactly its fields', async () => {
    const me = (await graphql(server.url, '{ me { id } }', {}, as('varied'))).data!.me.id as string;
    const now = new Date().toISOString();
    await server.store.collection<BuildDocument>(BUILDS_COLLECTION).insertOne({
      _id: 'before-variants', name: 'Old one', owner: me, ownerUsername: 'varied', class: 'knight', characterLevel: 40, isPublic: false, isPlannerBuild: true,
      publishDate: null, buildIconId: null, assignedPoints: { [String(v2('Tough Hide'))]: 5 }, dataVersion: 2,
      statAllocations: { hp: 7, mp: 0, magic: 0, ability: 0, hpRegen: 0, mpRegen: 0, capacity: 0 },
      equippedItemIds: { head: { itemId: '', legacyValue: 'helm-of-old' } }, likeCount: 0, commentCount: 0, createdAt: now, updatedAt: now,
    });
    const build = await read('before-variants');
    expect(build.variants).toHaveLength(1);
    expect(build.variants[0]).toMatchObject({ name: 'Main', class: 'knight', characterLevel: 40, assignedPoints: build.assignedPoints, statAllocations: { hp: 7 }, levellingPlan: null, targetMonsterId: null });
    expect(build.variants[0].equippedItemIds.find((e: { slot: string }) => e.slot === 'head')).toEqual({ slot: 'head', itemId: '', legacyValue: 'helm-of-old' });
    // An older client's update (no variants) changes it as before; the unknown item stays unknown.
    const renamed = await graphql(server.url, UPDATE, { id: 'before-variants', input: { name: 'Old one renamed', characterLevel: 41 } }, as('varied'));
    expect(renamed.errors).toBeUndefined();
    expect(renamed.data!.updateBuild.variants).toMatchObject([{ name: 'Main', characterLevel: 41 }]);
    expect(renamed.data!.updateBuild.variants[0].equippedItemIds.find((e: { slot: string }) => e.slot === 'head').legacyValue).toBe('helm-of-old');
  });

  it('migrateStoredBuilds steps every variant to the current data version, saying which variant changed', async () => {
    const me = (await graphql(server.url, '{ me { id } }', {}, as('varied'))).data!.me.id as string;
    const now = new Date().toISOString();
    const builds = server.store.collection<BuildDocument>(BUILDS_COLLECTION);
    const stats = { hp: 0, mp: 0, magic: 0, ability: 0, hpRegen: 0, mpRegen: 0, capacity: 0 };
    // Version 1 numbers: Tough Hide was trait 1 and Quick Study (removed in version 2) trait 4.
    await builds.insertOne({
      _id: 'v1-variants', name: 'Old variants', owner: me, ownerUsername: 'varied', class: 'knight', characterLevel: 40, isPublic: false, isPlannerBuild: false,
      publishDate: null, buildIconId: null, assignedPoints: { '1': 2 }, dataVersion: 1, statAllocations: stats, equippedItemIds: {},
      variantName: 'Levelling', variants: [{ name: 'Endgame', characterLevel: 40, assignedPoints: { '1': 3, '4': 2 }, statAllocations: stats, equippedItemIds: {}, levellingPlan: null, targetMonsterId: null }],
      likeCount: 0, commentCount: 0, createdAt: now, updatedAt: now,
    });
    expect(await migrateStoredBuilds(builds)).toBe(1);
    const build = (await graphql(server.url, `query($id: ID!) { build(id: $id) { migrationNotes variants { name assignedPoints { trait points } } } }`, { id: 'v1-variants' }, as('varied'))).data!.build;
    expect(build.variants).toEqual([
      { name: 'Levelling', assignedPoints: [{ trait: v2('Tough Hide'), points: 2 }] },
      { name: 'Endgame', assignedPoints: [{ trait: v2('Tough Hide'), points: 3 }] },
    ]);
    expect(build.migrationNotes).toContain('Endgame: Quick Study was removed: 2 points refunded.');
  });

  it('updateBuild without variants changes the first one and keeps the others; with variants replaces the list', async () => {
    const build = await create(threeVariants);
    const first = await graphql(server.url, UPDATE, { id: build.id, input: { characterLevel: 61, name: 'Frost mage II' } }, as('varied'));
    expect(first.errors).toBeUndefined();
    expect(first.data!.updateBuild.variants.map((v: { name: string; characterLevel: number }) => [v.name, v.characterLevel])).toEqual([['Levelling 1–60', 61], ['Endgame', 200], ['Budget', 40]]);
    const replaced = await graphql(server.url, UPDATE, { id: build.id, input: { variants: [endgame, { ...levelling, name: 'Levelling' }] } }, as('varied'));
    expect(replaced.errors).toBeUndefined();
    expect(replaced.data!.updateBuild).toMatchObject({ name: 'Frost mage II', characterLevel: 200, variants: [{ name: 'Endgame' }, { name: 'Levelling', characterLevel: 60 }] });
  });

  it('duplicateBuild copies every variant', async () => {
    const build = await create(threeVariants);
    await publish(build.id);
    const copy = await graphql(server.url, `mutation($id: ID!) { duplicateBuild(id: $id) { variants { name characterLevel } } }`, { id: build.id }, as('stranger'));
    expect(copy.data!.duplicateBuild.variants).toEqual([{ name: 'Levelling 1–60', characterLevel: 60 }, { name: 'Endgame', characterLevel: 200 }, { name: 'Budget', characterLevel: 40 }]);
  });
});

describe('refusals: BAD_USER_INPUT naming the field, nothing written', () => {
  const nine = Array.from({ length: 9 }, (_, i) => ({ name: `V${i + 1}`, characterLevel: 10 }));
  it.each([
    ['9 variants', { variants: nine }, 'variants', 'A build can have at most 8 variants.'],
    ['no variant', { variants: [] }, 'variants', 'A build needs at least one variant.'],
    ['a 33-character name', { variants: [levelling, { ...budget, name: 'x'.repeat(33) }] }, 'variants[1].name', 'A variant name needs 1 to 32 characters.'],
    ['a name twice, ignoring case', { variants: [levelling, endgame, budget, { name: ' endgame ' }] }, 'variants[3].name', 'Another variant is already named “endgame”.'],
    ['a variant of another class', { variants: [levelling, { ...budget, class: 'knight' }] }, 'variants[1].class', "Every variant of a build has the build's class (mage)."],
    ['a level out of range', { variants: [levelling, endgame, { ...budget, characterLevel: 201 }] }, 'variants[2].characterLevel', 'Budget: The level must be a whole number from 1 to 200.'],
    ['too many stat points', { variants: [levelling, { ...budget, statAllocations: { hp: 41 } }] }, 'variants[1].statAllocations', undefined],
    ['a target that is no monster', { variants: [levelling, { ...budget, targetMonsterId: 'dragon-king' }] }, 'variants[1].targetMonsterId', undefined],
    ['variant fields beside variants', { characterLevel: 5, variants: [levelling] }, 'characterLevel', 'Give characterLevel inside each of variants, not beside them.'],
  ])('refuses %s', async (_case, change, field, message) => {
    const build = await create(threeVariants);
    const result = await graphql(server.url, UPDATE, { id: build.id, input: change }, as('varied'));
    expect(errorOf(result)).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field }, ...(message ? { message } : {}) });
    expect((await read(build.id)).variants.map((v: { name: string }) => v.name)).toEqual(['Levelling 1–60', 'Endgame', 'Budget']);
    const created = await graphql(server.url, CREATE, { input: { ...threeVariants, ...change, name: 'Never saved' } }, as('varied'));
    expect(errorOf(created)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
  });

  it('accepts exactly 8 variants and 32-character names', async () => {
    const eight = Array.from({ length: 8 }, (_, i) => ({ name: `${'n'.repeat(31)}${i}`, characterLevel: 10 + i }));
    const build = await create({ name: 'Eight', class: 'rogue', variants: eight });
    expect(build.variants).toHaveLength(8);
  });

  it('checks the other variants again when the class changes without variants', async () => {
    const build = await create(threeVariants);
    const result = await graphql(server.url, UPDATE, { id: build.id, input: { class: 'knight', assignedPoints: [] } }, as('varied'));
    expect(errorOf(result)).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'variants[1].assignedPoints' } });
    expect((await read(build.id)).class).toBe('mage');
  });

  it('lets nobody but the owner change the variants', async () => {
    const build = await create(threeVariants);
    const input = { variants: [{ name: 'Mine now', characterLevel: 1 }] };
    expect(errorOf(await graphql(server.url, UPDATE, { id: build.id, input }, as('stranger')))?.extensions?.code).toBe('NOT_FOUND');
    await publish(build.id);
    expect(errorOf(await graphql(server.url, UPDATE, { id: build.id, input }, as('stranger')))?.extensions?.code).toBe('FORBIDDEN');
    expect(errorOf(await graphql(server.url, UPDATE, { id: build.id, input }))?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await read(build.id, 'stranger')).variants.map((v: { name: string }) => v.name)).toEqual(['Levelling 1–60', 'Endgame', 'Budget']);
  });

  const tooMany = { ...threeVariants, name: 'Over the wire', variants: nine };
  it('refuses 9 variants over the WebSocket with the same code, field and message', async () => {
    const client = socketClient(server.url, cookies.varied);
    try {
      const result = await new Promise<{ errors?: GqlError[] }>((resolve, reject) => {
        client.subscribe({ query: CREATE, variables: { input: tooMany } }, { next: (value) => resolve(value as never), error: reject, complete: () => undefined });
      });
      expect(result.errors?.[0]).toMatchObject({ message: 'A build can have at most 8 variants.', extensions: { code: 'BAD_USER_INPUT', field: 'variants' } });
    } finally {
      await client.dispose();
    }
  });

  it('refuses 9 variants over Server-Sent Events the same way; nothing is written', async () => {
    const client = createSseClient({ url: `${server.url}/graphql/stream`, headers: { cookie: cookies.varied! }, retryAttempts: 0 });
    try {
      const result = await new Promise<{ errors?: GqlError[] }>((resolve, reject) => {
        client.subscribe({ query: CREATE, variables: { input: tooMany } }, { next: (value) => resolve(value as never), error: reject, complete: () => undefined });
      });
      expect(result.errors?.[0]).toMatchObject({ message: 'A build can have at most 8 variants.', extensions: { code: 'BAD_USER_INPUT', field: 'variants' } });
    } finally {
      client.dispose();
    }
    const mine = (await graphql(server.url, '{ me { builds { name } } }', {}, as('varied'))).data!.me.builds as Array<{ name: string }>;
    expect(mine.map((b) => b.name)).not.toContain('Over the wire');
    expect(mine.map((b) => b.name)).not.toContain('Never saved');
  });
});

describe('sharing a variant', () => {
  const SHARE = `mutation($tool: BuildKind!, $state: String!, $name: String, $variant: String) { createShareLink(tool: $tool, state: $state, name: $name, variant: $variant) { code name variant } }`;
  const state = encodeShareState({ ...defaultSharedBuild(), characterClass: 'mage', level: 60 });

  it('stores the variant in the short link, its code over it, and names it in the preview; a link without one keeps its code', async () => {
    const plain = await graphql(server.url, SHARE, { tool: 'PLANNER', state, name: 'Frost mage' });
    expect(plain.data!.createShareLink).toMatchObject({ variant: null, code: shareLinkCode({ tool: 'planner', state, name: 'Frost mage' }) });
    const made = await graphql(server.url, SHARE, { tool: 'PLANNER', state, name: 'Frost mage', variant: ' Endgame ' });
    const link = made.data!.createShareLink;
    expect(link.variant).toBe('Endgame');
    expect(link.code).not.toBe(plain.data!.createShareLink.code);
    expect((await graphql(server.url, `query($code: ID!) { shareLink(code: $code) { variant } }`, { code: link.code })).data!.shareLink.variant).toBe('Endgame');
    const html = await (await fetch(`${server.url}/s/${link.code}`)).text();
    expect(html).toContain('<meta property="og:title" content="Frost mage · Endgame · Mage level 60 · Almanac" />');
    const refused = await graphql(server.url, SHARE, { tool: 'PLANNER', state, name: 'Frost mage', variant: 'v'.repeat(33) });
    expect(errorOf(refused)).toMatchObject({ message: 'A variant name needs 1 to 32 characters.', extensions: { code: 'BAD_USER_INPUT', field: 'variant' } });
  });

  it('/builds/{id}?variant= names the variant in the title and points og:image at its card', async () => {
    const build = await create({ ...threeVariants, name: 'Shared variants' });
    await publish(build.id);
    const page = await (await fetch(`${server.url}/builds/${build.id}?variant=Endgame`)).text();
    expect(page).toContain('<meta property="og:title" content="Shared variants · Endgame · Mage level 200 · Almanac" />');
    const image = /<meta property="og:image" content="([^"]+)"/.exec(page)![1]!.replace(/&amp;/g, '&');
    expect(image).toMatch(/\/card\.png\?v=[^&]+&variant=2$/);
    const byPlace = await (await fetch(`${server.url}/builds/${build.id}?variant=3`)).text();
    expect(byPlace).toContain('<meta property="og:title" content="Shared variants · Budget · Mage level 40 · Almanac" />');
    const first = await (await fetch(`${server.url}/builds/${build.id}`)).text();
    expect(first).toContain('<meta property="og:title" content="Shared variants · Levelling 1–60 · Mage level 60 · Almanac" />');
    const cardOf = async (query: string) => {
      const response = await fetch(`${server.url}/builds/${build.id}/card.png${query}`);
      expect(response.status).toBe(200);
      return Buffer.from(await response.arrayBuffer());
    };
    const [endgameCard, firstCard] = [await cardOf('?variant=2'), await cardOf('')];
    expect(endgameCard.equals(firstCard)).toBe(false);
    expect((await cardOf('?variant=Endgame')).equals(endgameCard)).toBe(true);
  });

  it('oEmbed and the embed card frame and name the variant a link names (the first for an unknown one)', async () => {
    const build = await create({ ...threeVariants, name: 'Embedded variants' });
    await publish(build.id);
    const oembed = async (query: string) => {
      const url = `${server.url}/builds/${build.id}${query}`;
      const response = await fetch(`${server.url}/oembed?url=${encodeURIComponent(url)}&format=json`);
      expect(response.status).toBe(200);
      const body = (await response.json()) as { title: string; html: string; thumbnail_url: string };
      const src = /<iframe src="([^"]+)"/.exec(body.html)![1]!.replace(/&amp;/g, '&');
      return { title: body.title, frame: new URL(src).pathname + new URL(src).search, thumbnail: body.thumbnail_url };
    };
    const endgameAnswer = await oembed('?variant=Endgame');
    expect(endgameAnswer).toMatchObject({ title: 'Embedded variants · Endgame · Mage level 200', frame: `/embed/builds/${build.id}?variant=2` });
    expect(endgameAnswer.thumbnail).toMatch(/\/card\.png\?v=[^&]+&variant=2$/);
    expect(await oembed('?variant=3')).toMatchObject({ title: 'Embedded variants · Budget · Mage level 40', frame: `/embed/builds/${build.id}?variant=3` });
    for (const query of ['', '?variant=Nope']) {
      const answer = await oembed(query);
      expect(answer).toMatchObject({ title: 'Embedded variants · Levelling 1–60 · Mage level 60', frame: `/embed/builds/${build.id}` });
      expect(answer.thumbnail).not.toContain('variant=');
    }
    // The framed page, drawn by the server: the variant's name and level, and its link to the page keeps the variant.
    const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    const framed = await (await fetch(`${server.url}/embed/builds/${build.id}?variant=2`)).text();
    expect(text(framed)).toContain('Endgame · Mage · Level 200');
    expect(framed).toContain(`href="/builds/${build.id}?variant=Endgame"`);
    const plain = await (await fetch(`${server.url}/embed/builds/${build.id}`)).text();
    expect(text(plain)).toContain('Levelling 1–60 · Mage · Level 60');
    expect(plain).toContain(`href="/builds/${build.id}"`);
  });
});
