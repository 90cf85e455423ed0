import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, startTestServer, type TestServer } from '../support/app';
import { devSignIn } from '../support/auth';
import { rawPack } from '../../server/game-data/pack';
import { GAME_DATA_DRAFTS_COLLECTION } from '../../server/src/modules/patches/draft.service';
import { GAME_DATA_VERSIONS_COLLECTION } from '../../server/src/modules/patches/game-data-versions';
import { SHARE_LINKS_COLLECTION } from '../../server/src/modules/builds/build.model';
import { defaultSharedBuild, encodeShareState } from '../../server/game-data/rules/share-state';
import { collect, socketClient } from '../support/ws';
import { download } from '../support/player-data';

let server: TestServer;
let admin: Record<string, string>;
let second: Record<string, string>;
let player: Record<string, string>;
let other: Record<string, string>;

const pack = rawPack();
// An equipped pair for the player's knight: a sword whose attack the patch raises, and a helmet it removes.
const wearable = (slot: string) => pack.items.find((i) => i.slot === slot && i.level <= 20 && (i.classes.length === 0 || i.classes.includes('knight')))!;
const sword = wearable('hand-main');
const helmet = wearable('head');
/** A monster the patch renames: search follows the served version. */
const renamed = pack.monsters[pack.monsters.length - 1]!;
const RENAMED_TO = 'Glacierhorn Wanderer';

/** The pack without one item and every loot, trade and recipe that names it (so it stays sound). */
function withoutItem(source: typeof pack, id: string): typeof pack {
  const next = structuredClone(source);
  next.items = next.items.filter((i) => i.id !== id);
  for (const monster of next.monsters) monster.loot = monster.loot.filter((l) => l.goodsId !== id);
  for (const npc of next.npcs) npc.trades = npc.trades.filter((t) => t.goodsId !== id);
  next.recipes = next.recipes.filter((r) => r.output !== id && r.ingredients.every((i) => i.goodsId !== id));
  return next;
}

/** The pack import as the admin page sends it: the body is the file. */
async function upload(body: string, who: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/manage/game-data/import`, { method: 'POST', headers: { 'content-type': 'application/json', origin: server.url, ...who }, body });
  return { status: response.status, body: (await response.json()) as { problems?: Array<{ path: string; message: string }>; draft?: { revision: number } | null; error?: string } };
}

async function call(query: string, variables: Record<string, unknown> = {}, who: Record<string, string> = {}) {
  return graphql(server.url, query, variables, who);
}
async function ok(query: string, variables: Record<string, unknown> = {}, who: Record<string, string> = {}) {
  const result = await call(query, variables, who);
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!;
}
const fileText = async (path: string) => (await fetch(`${server.url}${path}`)).text();

const IMPORT = 'mutation($json: String!) { importGameDataPack(json: $json) { problems { path message } draft { revision } } }';
const PUBLISH = 'mutation($name: String!, $notes: String) { publishGameDataDraft(name: $name, notes: $notes) { version { number name current exportsUrl patchNotesSlug } patchNotes { slug status version body } } }';
const DRAFT = `{ gameDataDraft { revision base { number } problems { path message } diff { empty kinds { kind added removed changed } entries(kind: items) { id change fields { path before after } } }
  affectedBuilds { total byClass { class count } builds { buildId name changes { effect id text } } } } }`;

let buildId: string;
let shareCode: string;
let shareState: string;
let v2Items: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = { cookie: await devSignIn(server.url, 'patch_admin', 'admin') };
  second = { cookie: await devSignIn(server.url, 'second_admin', 'admin') };
  player = { cookie: await devSignIn(server.url, 'patch_player', 'user') };
  other = { cookie: await devSignIn(server.url, 'other_player', 'user') };
  const made = await ok(
    'mutation($input: BuildInput!) { createBuild(input: $input) { id dataVersion } }',
    { input: { name: 'Patch knight', class: 'knight', characterLevel: 20, isPlannerBuild: true, assignedPoints: [{ trait: 1, points: 1 }], equippedItemIds: [{ slot: 'hand-main', itemId: sword.id }, { slot: 'head', itemId: helmet.id }] } },
    player,
  );
  buildId = made.createBuild.id;
  if (made.createBuild.dataVersion !== 2) throw new Error(`a new build is on version ${made.createBuild.dataVersion}, not 2`);
  shareState = encodeShareState(defaultSharedBuild());
  shareCode = (await ok('mutation($s: String!) { createShareLink(tool: PLANNER, state: $s) { code } }', { s: shareState }, player)).createShareLink.code;
  v2Items = await fileText('/data/v2/items.json');
});
afterAll(async () => server?.stop());

describe('game data versions before any patch', () => {
  it('Query.gameDataVersions - lists the committed pack as versions 2 and 1, 2 current', async () => {
    const data = await ok('{ gameDataVersions { number name current exportsUrl summary { kind } } gameData { version } }');
    expect(data.gameDataVersions.map((v: { number: number; current: boolean }) => [v.number, v.current])).toEqual([[2, true], [1, false]]);
    expect(data.gameDataVersions[0].summary).toEqual([{ kind: 'traits' }]);
    expect(data.gameData.version).toBe(2);
  });

  it('Query.gameDataDiff - gives version 1 to 2 as the trait renumbering, field by field', async () => {
    const { gameDataDiff } = await ok('{ gameDataDiff(from: 1, to: 2) { from to empty kinds { kind } entries { kind id name change fields { path before after } } } }');
    expect(gameDataDiff).toMatchObject({ from: 1, to: 2, empty: false, kinds: [{ kind: 'traits' }] });
    expect(gameDataDiff.entries.find((e: { id: string }) => e.id === '4')).toMatchObject({ change: 'CHANGED', fields: expect.arrayContaining([{ path: 'name', before: '"Quick Study"', after: expect.any(String) }]) });
  });

  it('Query.gameDataDiff - refuses a version that does not exist', async () => {
    const { errors } = await call('{ gameDataDiff(from: 2, to: 9) { empty } }');
    expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(errors?.[0]?.message).toBe('There is no game data version 9; the versions are 1 to 2.');
  });
});

describe('the draft patch is for admins only', () => {
  it.each([
    ['openGameDataDraft', 'mutation { openGameDataDraft { id } }', {}],
    ['importGameDataPack', IMPORT, { json: '{}' }],
    ['publishGameDataDraft', PUBLISH, { name: '9 Stolen' }],
    ['gameDataDraft', '{ gameDataDraft { id } }', {}],
  ])('%s - refused to a player and to a visitor, nothing written', async (_name, query, variables) => {
    expect((await call(query, variables, player)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await call(query, variables)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await server.store.collection(GAME_DATA_DRAFTS_COLLECTION).count()).toBe(0);
    expect(await server.store.collection(GAME_DATA_VERSIONS_COLLECTION).count()).toBe(2);
  });

  it('POST /manage/game-data/import - refused to a player (403) and a visitor (401), nothing written', async () => {
    expect((await upload(JSON.stringify(pack), player)).status).toBe(403);
    expect((await upload(JSON.stringify(pack))).status).toBe(401);
    expect(await server.store.collection(GAME_DATA_DRAFTS_COLLECTION).count()).toBe(0);
  });
});

describe('importing, editing and publishing a patch', () => {
  it('Mutation.importGameDataPack - lists every problem with its path and keeps nothing', async () => {
    const broken = structuredClone(pack) as unknown as { items: Array<{ stats: Record<string, number> }>; monsters: Array<{ loot: Array<{ goodsId: string }> }> };
    broken.items[41]!.stats.hp = 1.5;
    broken.monsters[0]!.loot[0]!.goodsId = 'no-such-goods';
    const answer = await upload(JSON.stringify(broken), admin);
    expect(answer.status).toBe(422);
    expect(answer.body.draft).toBeNull();
    expect(answer.body.problems).toEqual(
      expect.arrayContaining([{ path: 'items[41].stats.hp', message: 'must be a whole number' }, { path: 'monsters[0].loot[0]', message: 'goods "no-such-goods" is neither an item nor a material' }]),
    );
    expect((await ok(IMPORT, { json: '[1]' }, admin)).importGameDataPack.problems).toEqual([{ path: 'pack', message: expect.stringMatching(/^must be a JSON object/) }]);
    expect((await ok('{ gameDataDraft { id } }', {}, admin)).gameDataDraft).toBeNull();
  });

  it('Mutation.publishGameDataDraft - refuses a draft that changes nothing', async () => {
    await ok('mutation { openGameDataDraft { revision } }', {}, admin);
    const { errors } = await call(PUBLISH, { name: '3 Nothing' }, admin);
    expect(errors?.[0]?.message).toBe('Nothing to publish: the draft is the same as version 2.');
    expect(await server.store.collection(GAME_DATA_VERSIONS_COLLECTION).count()).toBe(2);
  });

  it('Mutation.importGameDataPack - takes a sound pack; the draft shows the diff and the affected builds', async () => {
    const next = withoutItem(pack, helmet.id);
    next.items.find((i) => i.id === sword.id)!.stats.attack = (sword.stats.attack ?? 0) + 10;
    // Deep Well (trait 2, which the player's build does not use) now takes at most 1 point.
    next.traits[1]!.maxPoints = 1;
    next.monsters.find((monster) => monster.id === renamed.id)!.name = RENAMED_TO;
    const answer = await upload(JSON.stringify(next), admin);
    expect(answer).toMatchObject({ status: 200, body: { problems: [], draft: { revision: expect.any(Number) } } });
    const { gameDataDraft } = await ok(DRAFT, {}, admin);
    expect(gameDataDraft.problems).toEqual([]);
    expect(gameDataDraft.base.number).toBe(2);
    expect(gameDataDraft.diff.kinds.find((k: { kind: string }) => k.kind === 'items')).toMatchObject({ added: 0, removed: 1, changed: 1 });
    expect(gameDataDraft.diff.entries.find((e: { id: string }) => e.id === sword.id).fields).toEqual([{ path: 'stats.attack', before: String(sword.stats.attack), after: String((sword.stats.attack ?? 0) + 10) }]);
    const mine = gameDataDraft.affectedBuilds.builds.find((b: { buildId: string }) => b.buildId === buildId);
    expect(mine.changes.map((c: { effect: string; id: string }) => [c.effect, c.id])).toEqual([['ITEM_CHANGED', sword.id], ['ITEM_REMOVED', helmet.id]]);
    expect(gameDataDraft.affectedBuilds.byClass).toContainEqual({ class: 'knight', count: expect.any(Number) });
  });

  it('Mutation.saveGameDataDraftItem - refuses the second admin saving the same field, naming the first change', async () => {
    const { gameDataDraft } = await ok('{ gameDataDraft { revision } }', {}, admin);
    const seen = gameDataDraft.revision;
    const input = (patch: Record<string, unknown>) => ({
      name: sword.name, description: sword.description, category: sword.category, level: sword.level, classes: sword.classes,
      stats: { ...sword.stats, attack: (sword.stats.attack ?? 0) + 10 }, weight: sword.weight, value: sword.value, twoHanded: sword.twoHanded, ...patch,
    });
    const SAVE = 'mutation($id: ID!, $input: ItemInput!, $revision: Int!) { saveGameDataDraftItem(id: $id, input: $input, revision: $revision) { revision } }';
    await ok(SAVE, { id: sword.id, input: input({ description: `${sword.description} Reforged.` }), revision: seen }, admin);
    // Another field on the same stale revision is fine; the same field is not.
    await ok(SAVE, { id: sword.id, input: input({ description: `${sword.description} Reforged.`, weight: sword.weight + 1 }), revision: seen }, second);
    const refused = await call(SAVE, { id: sword.id, input: input({ description: `${sword.description} Blunted.`, weight: sword.weight + 1 }), revision: seen }, second);
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.message).toMatch(new RegExp(`^Not saved: patch_admin changed description of items "${sword.id}" at .* UTC \\(revision ${seen + 1}\\)`));
    const entry = JSON.parse((await ok(`{ gameDataDraft { entry(kind: items, id: "${sword.id}") } }`, {}, admin)).gameDataDraft.entry);
    expect([entry.description, entry.weight]).toEqual([`${sword.description} Reforged.`, sword.weight + 1]);
  });

  it('Mutation.publishGameDataDraft - publishes version 3 with drafted patch notes; open pages hear of it; the reference serves it', async () => {
    const client = socketClient(server.url);
    const patched = collect(client, 'subscription { gameDataPatched { number name } }');
    // The subscription's feed listens once the socket's first message is handled.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const { publishGameDataDraft } = await ok(PUBLISH, { name: '3.0 Winter Festival', notes: 'Swords hit harder.' }, admin);
    expect(await patched.next()).toEqual({ data: { gameDataPatched: { number: 3, name: '3.0 Winter Festival' } } });
    await client.dispose();
    expect(publishGameDataDraft.version).toEqual({ number: 3, name: '3.0 Winter Festival', current: true, exportsUrl: '/data/v3/index.json', patchNotesSlug: 'game-data-3' });
    expect(publishGameDataDraft.patchNotes).toMatchObject({ slug: 'game-data-3', status: 'DRAFT', version: '3.0' });
    expect(publishGameDataDraft.patchNotes.body).toContain(`**${sword.name}**: stats.attack`);
    expect((await ok('{ gameData { version } gameDataDraft { id } }', {}, admin))).toEqual({ gameData: { version: 3 }, gameDataDraft: null });
    // Builds saved from now on are checked by the new version's trait rules.
    const refused = await call('mutation($input: BuildInput!) { createBuild(input: $input) { id } }', { input: { name: 'Deep thinker', class: 'mage', characterLevel: 20, assignedPoints: [{ trait: 2, points: 2 }] } }, player);
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const { item, old, gone } = await ok(`{ item: item(id: "${sword.id}") { stats { attack } } old: item(id: "${sword.id}", version: 2) { stats { attack } } gone: item(id: "${helmet.id}") { retired } }`);
    expect([item.stats.attack, old.stats.attack, gone.retired]).toEqual([(sword.stats.attack ?? 0) + 10, sword.stats.attack, true]);
    // Search serves the new version too: the monster is found by its new name, and no longer by its old one.
    const SEARCH = 'query($q: String!) { search(query: $q, perKind: 50, kinds: [MONSTER]) { groups { hits { id title } } } }';
    const monsterHits = async (q: string) => (await ok(SEARCH, { q })).search.groups.flatMap((group: { hits: Array<{ id: string; title: string }> }) => group.hits);
    expect(await monsterHits(RENAMED_TO)).toContainEqual({ id: renamed.id, title: RENAMED_TO });
    expect((await monsterHits(renamed.name)).filter((hit: { title: string }) => hit.title === renamed.name)).toEqual([]);
  });

  it('Item.history - lists the versions where the item changed; a removed one ends REMOVED', async () => {
    const { item, gameDataHistory, monster } = await ok(
      `{ item(id: "${sword.id}") { history { version { number name } change fields { path } } } gameDataHistory(kind: items, id: "${helmet.id}") { version { number } change }
        monster(id: "${pack.monsters[0]!.id}") { history { version { number } change } } }`,
    );
    expect(monster.history).toEqual([{ version: { number: 1 }, change: 'ADDED' }]);
    expect(item.history.map((h: { version: { number: number }; change: string }) => [h.version.number, h.change])).toEqual([[1, 'ADDED'], [3, 'CHANGED']]);
    expect(item.history[1].fields.map((f: { path: string }) => f.path)).toEqual(['stats.attack', 'weight', 'description']);
    expect(gameDataHistory.map((h: { version: { number: number }; change: string }) => [h.version.number, h.change])).toEqual([[1, 'ADDED'], [3, 'REMOVED']]);
  });

  it('/data/v<n>/ - keeps each version\'s exports as they were and serves the new one', async () => {
    expect(await fileText('/data/v2/items.json')).toBe(v2Items);
    const v3 = JSON.parse(await fileText('/data/v3/items.json')) as Array<{ id: string; stats: { attack?: number } }>;
    expect(v3.find((i) => i.id === sword.id)!.stats.attack).toBe((sword.stats.attack ?? 0) + 10);
    expect(v3.some((i) => i.id === helmet.id)).toBe(false);
    const latest = await fetch(`${server.url}/data/latest/items.json`, { redirect: 'manual' });
    expect(latest.headers.get('location')).toBe('/data/v3/items.json');
  });
});

describe('a build made with an older version', () => {
  const CHANGES = `query($id: ID!) { build(id: $id) { dataVersion patchChanges { from to { number } summary itemsUsed itemsChanged changes { effect id text numbers { stat before after } } numbers { stat before after } }
    equippedItemIds { slot itemId } revisions { number dataVersion } } }`;

  it('Build.patchChanges - says what changed for it and what it does to its numbers', async () => {
    const { build } = await ok(CHANGES, { id: buildId }, player);
    expect(build.dataVersion).toBe(2);
    expect(build.patchChanges).toMatchObject({ from: 2, to: { number: 3 }, summary: '2 of 2 items changed in 3.0 Winter Festival', itemsUsed: 2, itemsChanged: 2 });
    const changed = build.patchChanges.changes.find((c: { effect: string }) => c.effect === 'ITEM_CHANGED');
    expect(changed.numbers).toContainEqual({ stat: 'attack', before: expect.any(Number), after: expect.any(Number) });
    expect(build.patchChanges.changes.find((c: { effect: string }) => c.effect === 'ITEM_REMOVED').text).toBe(`${helmet.name} is gone: the head slot is emptied.`);
  });

  it('Mutation.updateBuildGameData - refused to anyone but the owner; the owner\'s update keeps the old revision', async () => {
    expect((await call('mutation($id: ID!) { updateBuildGameData(id: $id) { id } }', { id: buildId }, other)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await ok('mutation($id: ID!) { updateBuildGameData(id: $id) { id } }', { id: buildId }, player);
    const { build } = await ok(CHANGES, { id: buildId }, player);
    expect(build).toMatchObject({ dataVersion: 3, patchChanges: null, revisions: [{ number: 1, dataVersion: 2 }] });
    expect(build.equippedItemIds.filter((e: { itemId: string }) => e.itemId).map((e: { slot: string; itemId: string }) => [e.slot, e.itemId])).toEqual([['hand-main', sword.id]]);
    expect((await ok(CHANGES, { id: buildId }, other)).build?.revisions ?? []).toEqual([]);
  });

  it('POST /account/import - takes back a build of a published version as it is, on its own version', async () => {
    const { file } = await download(server.url, player.cookie!);
    expect(file!.gameDataVersion).toBe(3);
    const response = await fetch(`${server.url}/account/import`, { method: 'POST', headers: { 'content-type': 'application/json', origin: server.url, ...player }, body: JSON.stringify(file) });
    const answer = (await response.json()) as { builds: Array<{ name: string; outcome: string; id: string }> };
    const again = answer.builds.find((row) => row.name.startsWith('Patch knight'))!;
    expect(again.outcome).toBe('imported');
    expect((await ok('query($id: ID!) { build(id: $id) { dataVersion } }', { id: again.id }, player)).build.dataVersion).toBe(3);
  });

  it('Query.shareLink - links made with older versions open exactly as made', async () => {
    const legacy = { _id: 'legacyv1ab', tool: 'PLANNER', state: 'v1.legacy-state-as-stored', name: 'Old link', createdAt: '2025-01-01T00:00:00.000Z' };
    await server.store.collection(SHARE_LINKS_COLLECTION).insertOne(legacy as never);
    for (const [code, state] of [[shareCode, shareState], [legacy._id, legacy.state]]) {
      expect((await ok('query($code: ID!) { shareLink(code: $code) { state } }', { code })).shareLink.state).toBe(state);
    }
  });
});
