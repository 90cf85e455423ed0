import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeShareState, defaultSharedBuild, encodeShareState, type SharedBuild } from '../../server/game-data/rules/share-state';
import { autoLevellingPlan, packLevellingPlan } from '../../server/game-data/rules/levelling-plan';
import { catalogOfPack } from '../../server/game-data/rules/version-migration';
import { graphql, startTestServer, type TestServer } from '../support/app';
import { devSignIn } from '../support/auth';
import { renumberedPack } from '../support/renumbered-pack';

/**
 * After a published version renumbers two traits and renames a third: the served trait tree is the new one (the
 * planner and the trait tree draw it, server rendered), a short link made before opens with the same traits and
 * points under their new numbers, and a link made now carries the new version.
 */
let server: TestServer;
let admin: Record<string, string>;
const pack = renumberedPack();
/** A trait version 3 adds (a number the committed pack does not have): a link made with it must keep it. */
const added = { ...structuredClone(pack.renamed), number: Math.max(...pack.after.traits.map((t) => t.number)) + 1, name: 'Tidewarden Resolve', maxPoints: 3 };
pack.after.traits.push(added);

async function ok(query: string, variables: Record<string, unknown> = {}, who: Record<string, string> = {}) {
  const result = await graphql(server.url, query, variables, who);
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!;
}

const build = (dataVersion: number, points: Array<[number, number]>): SharedBuild => ({ ...defaultSharedBuild(), characterClass: 'mage', level: 20, dataVersion, points });
/** Made under version 2: one point in the first swapped trait, two in the second, one in the one renamed later. */
const v2Points: Array<[number, number]> = [[pack.moved.number, 1], [pack.swapped.number, 2], [pack.renamed.number, 1]];
/** The same traits under version 3's numbers. */
const v3Points = new Map([[pack.movedTo, 1], [pack.swappedTo, 2], [pack.renamed.number, 1]]);
const CREATE = 'mutation($state: String!, $name: String) { createShareLink(tool: TRAIT, state: $state, name: $name) { code state } }';
const OPEN = 'query($code: ID!) { shareLink(code: $code) { state currentState } }';
let madeBefore: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = { cookie: await devSignIn(server.url, 'links_admin', 'admin') };
  madeBefore = (await ok(CREATE, { state: encodeShareState(build(2, v2Points)), name: 'Before the patch' })).createShareLink.code;
  const upload = await fetch(`${server.url}/manage/game-data/import`, { method: 'POST', headers: { 'content-type': 'application/json', origin: server.url, ...admin }, body: JSON.stringify(pack.after) });
  if (upload.status !== 200) throw new Error(`import: ${upload.status} ${await upload.text()}`);
  await ok('mutation { publishGameDataDraft(name: "3 Renumbered") { version { number } } }', {}, admin);
}, 120_000);
afterAll(async () => server?.stop());

describe('short links across a published version', () => {
  it('Query.traits and gameData - the served version\'s trait tree, which the tools read', async () => {
    const { traits, gameData } = await ok('{ gameData { version } traits { number name } }');
    expect(gameData.version).toBe(3);
    const byNumber = new Map(traits.map((t: { number: number; name: string }) => [t.number, t.name]));
    expect(byNumber.get(pack.movedTo)).toBe(pack.moved.name);
    expect(byNumber.get(pack.swappedTo)).toBe(pack.swapped.name);
    expect(byNumber.get(pack.renamed.number)).toBe(pack.renamedTo);
  });

  it('ShareLink.currentState - a link made under version 2 opens with the same traits and points, in version 3\'s numbers', async () => {
    const link = (await ok(OPEN, { code: madeBefore })).shareLink;
    const opened = decodeShareState(link.currentState);
    expect(opened.dataVersion).toBe(3);
    expect(new Map(opened.points)).toEqual(v3Points);
    // The stored state is kept as made.
    expect(decodeShareState(link.state)).toMatchObject({ dataVersion: 2, points: v2Points });
  });

  it('Mutation.createShareLink - a link made now carries version 3 and opens as made', async () => {
    const made = (await ok(CREATE, { state: encodeShareState(build(3, [...v3Points])), name: 'After the patch' })).createShareLink;
    expect(decodeShareState(made.state).dataVersion).toBe(3);
    const link = (await ok(OPEN, { code: made.code })).shareLink;
    expect(link.currentState).toBe(link.state);
    expect(new Map(decodeShareState(link.currentState).points)).toEqual(v3Points);
  });

  it('GET /s/{code} - the head tags and card of a link made under version 3 read it as made, with a trait only version 3 has', async () => {
    const points: Array<[number, number]> = [...v3Points, [added.number, 2]];
    const made = (await ok(CREATE, { state: encodeShareState(build(3, points)), name: 'Tagged after the patch' })).createShareLink;
    expect(new Map(decodeShareState(made.state).points).get(added.number)).toBe(2);
    const html = await (await fetch(`${server.url}/s/${made.code}`, { headers: { accept: 'text/html' } })).text();
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
    // Six points in four traits, by version 3's names (read with the committed pack's traits, the added one was
    // refunded: 4 points in 3 traits).
    expect(description).toContain('6 trait points in 4 traits');
    expect(description).toContain(`${pack.swapped.name} 2`);
    expect(description).toContain(`${added.name} 2`);
    expect((await fetch(`${server.url}/s/${made.code}/card.png`)).status).toBe(200);
  });

  it('Mutation.createShareLink - a long link of version 2 shortened now is moved to version 3 first', async () => {
    const made = (await ok(CREATE, { state: encodeShareState(build(2, v2Points)), name: 'Old long link' })).createShareLink;
    const stored = decodeShareState(made.state);
    expect(stored.dataVersion).toBe(3);
    expect(new Map(stored.points)).toEqual(v3Points);
  });

  it('Query.currentShareState - a long link of version 2 moved to version 3; one that cannot be read comes back as it is', async () => {
    const moved = decodeShareState((await ok('query($state: String!) { currentShareState(state: $state) }', { state: encodeShareState(build(2, v2Points)) })).currentShareState);
    expect(moved.dataVersion).toBe(3);
    expect(new Map(moved.points)).toEqual(v3Points);
    expect((await ok('query($state: String!) { currentShareState(state: $state) }', { state: '%%not a state' })).currentShareState).toBe('%%not a state');
  });

  it('GET /tools/trait-tree?state=<version 2> - the server sends the long link on to its state moved to version 3', async () => {
    const response = await fetch(`${server.url}/tools/trait-tree?state=${encodeShareState(build(2, v2Points))}&name=Old`, { redirect: 'manual' });
    expect([301, 302, 303, 307, 308]).toContain(response.status);
    const location = new URL(response.headers.get('location')!, server.url);
    expect(location.pathname).toBe('/tools/trait-tree');
    expect(location.searchParams.get('name')).toBe('Old');
    const moved = decodeShareState(location.searchParams.get('state'));
    expect(moved.dataVersion).toBe(3);
    expect(new Map(moved.points)).toEqual(v3Points);
  });

  it('GET /tools/trait-tree - the server draws the served version\'s traits', async () => {
    const state = encodeShareState(build(3, [...v3Points]));
    const html = await (await fetch(`${server.url}/tools/trait-tree?state=${state}`)).text();
    expect(html).toContain(pack.renamedTo);
    expect(html).not.toContain(`>${pack.renamed.name}<`);
    expect(html).not.toContain('Opening the trait tree');
  });

  it('GET /tools/planner - the server draws the planner on the served version', async () => {
    const state = encodeShareState(build(3, [...v3Points]));
    const response = await fetch(`${server.url}/tools/planner?state=${state}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('trait points spent');
    expect(html).not.toContain('Opening the planner');
    expect(html).not.toContain('could not be loaded');
  });
});

describe('a saved build\'s levelling plan', () => {
  it('GET /builds/{id} - names the plan\'s traits as the build\'s own version has them', async () => {
    const player = await devSignIn(server.url, 'links_player', 'user');
    const made = build(3, [[pack.renamed.number, 2]]);
    const plan = packLevellingPlan(autoLevellingPlan(catalogOfPack(pack.after), made));
    const input = { name: 'Planned on 3', class: 'mage', characterLevel: 20, assignedPoints: [{ trait: pack.renamed.number, points: 2 }], levellingPlan: JSON.stringify(plan) };
    const { createBuild } = await ok('mutation($input: BuildInput!) { createBuild(input: $input) { id dataVersion } }', { input }, { cookie: player });
    expect(createBuild.dataVersion).toBe(3);
    await ok('mutation($id: ID!) { publishBuild(id: $id) { id } }', { id: createBuild.id }, { cookie: player });
    const html = await (await fetch(`${server.url}/builds/${createBuild.id}`)).text();
    const at = /data-testid="levelling-at">([\s\S]*?)<\/p>/.exec(html)?.[1]?.replace(/<!-- -->/g, '') ?? '';
    expect(at).toContain(`${pack.renamedTo} 2`);
    expect(at).not.toContain(pack.renamed.name);
  });
});
