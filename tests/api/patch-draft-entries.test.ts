import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/app';
import { devSignIn } from '../support/auth';
import { draftApi, EDIT } from '../support/draft-api';
import { rawPack } from '../../server/game-data/pack';

/** Editing the draft's monsters and spells entry by entry: the pick list, reference checks with paths, conflicts. */

let server: TestServer;
let admin: Record<string, string>;
let second: Record<string, string>;
let player: Record<string, string>;

const pack = rawPack();
const monster = pack.monsters.find((m) => m.loot.length >= 2)!;
const spell = pack.spells[0]!;

const { call, ok, edit, revision } = draftApi(() => server.url, () => admin);
const ENTRIES = 'query($kinds: [GameDataKind!]!, $search: String, $first: Int) { gameDataDraft { entries(kinds: $kinds, search: $search, first: $first) { kind id name } } }';

beforeAll(async () => {
  server = await startTestServer();
  admin = { cookie: await devSignIn(server.url, 'entries_admin', 'admin') };
  second = { cookie: await devSignIn(server.url, 'entries_second', 'admin') };
  player = { cookie: await devSignIn(server.url, 'entries_player', 'user') };
  await ok('mutation { openGameDataDraft { id } }', {}, admin);
});
afterAll(async () => server?.stop());

describe('the draft\'s monsters and spells', () => {
  it('GameDataDraft.entries - lists a kind\'s entries by id or name in the pack\'s order, several kinds in turn; bounds checked', async () => {
    const all = (await ok(ENTRIES, { kinds: ['monsters'], first: 100 }, admin)).gameDataDraft.entries;
    expect(all.map((e: { id: string }) => e.id)).toEqual(pack.monsters.slice(0, 100).map((m) => m.id));
    const byName = (await ok(ENTRIES, { kinds: ['monsters'], search: monster.name.toUpperCase() }, admin)).gameDataDraft.entries;
    expect(byName.map((e: { id: string }) => e.id)).toContain(monster.id);
    const goods = (await ok(ENTRIES, { kinds: ['items', 'materials'], search: pack.materials[0]!.id, first: 100 }, admin)).gameDataDraft.entries;
    expect(goods.some((e: { id: string }) => e.id === pack.materials[0]!.id)).toBe(true);
    expect((await call(ENTRIES, { kinds: ['monsters'], first: 101 }, admin)).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await call(ENTRIES, { kinds: ['monsters'], search: 'x'.repeat(61) }, admin)).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('GameDataDraft - a player is refused the draft and its entries', async () => {
    const refused = await call(ENTRIES, { kinds: ['monsters'] }, player);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('Mutation.editGameDataDraft - refuses a monster whose loot names no item or material, with the row\'s path; nothing saved', async () => {
    const before = await revision();
    const value = { ...monster, loot: [{ ...monster.loot[0]!, goodsId: 'no-such-goods' }, ...monster.loot.slice(1)] };
    const refused = await edit('monsters', monster.id, value, before);
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.extensions?.problems).toEqual([{ path: `monsters[${monster.id}].loot[0]`, message: 'goods "no-such-goods" is neither an item nor a material' }]);
    expect(await revision()).toBe(before);
    // Shapes first, with the schema's paths under the entry's id.
    const shape = await edit('monsters', monster.id, { ...monster, health: 0, loot: [] }, before);
    expect(((shape.errors?.[0]?.extensions?.problems ?? []) as Array<{ path: string }>).map((p) => p.path).sort()).toEqual([`monsters[${monster.id}].health`, `monsters[${monster.id}].loot`]);
  });

  it('Mutation.editGameDataDraft - saves a monster\'s field and loot row; the diff shows them field by field', async () => {
    const value = { ...monster, health: monster.health + 7, loot: [{ ...monster.loot[0]!, max: monster.loot[0]!.max + 2 }, ...monster.loot.slice(1)] };
    await ok(EDIT, { input: { kind: 'monsters', id: monster.id, value: JSON.stringify(value), revision: await revision() } }, admin);
    const diff = (await ok('{ gameDataDraft { diff { entries(kind: monsters) { id change fields { path before after } } } } }', {}, admin)).gameDataDraft.diff;
    expect(diff.entries).toEqual([
      {
        id: monster.id,
        change: 'CHANGED',
        fields: expect.arrayContaining([
          { path: 'health', before: String(monster.health), after: String(monster.health + 7) },
          { path: 'loot[0].max', before: String(monster.loot[0]!.max), after: String(monster.loot[0]!.max + 2) },
        ]),
      },
    ]);
  });

  it('Mutation.editGameDataDraft - adds a spell, refuses the second admin\'s save of the same field naming the first, removes the spell', async () => {
    const id = 'frost-test-bolt';
    const added = { ...spell, id, name: 'Frost Test Bolt' };
    const seen = await revision();
    await ok(EDIT, { input: { kind: 'spells', id, value: JSON.stringify(added), revision: seen } }, admin);
    expect((await ok(ENTRIES, { kinds: ['spells'], search: 'test bolt' }, admin)).gameDataDraft.entries.map((e: { id: string }) => e.id)).toEqual([id]);
    const now = await revision();
    await ok(EDIT, { input: { kind: 'spells', id, value: JSON.stringify({ ...added, power: added.power + 1 }), revision: now } }, admin);
    const clash = await edit('spells', id, { ...added, power: added.power + 5 }, now, second);
    expect(clash.errors?.[0]?.message).toMatch(new RegExp(`^Not saved: entries_admin changed power of spells "${id}" at .* UTC \\(revision ${now + 1}\\)`));
    await ok(EDIT, { input: { kind: 'spells', id, value: null, revision: await revision() } }, admin);
    expect((await ok(`{ gameDataDraft { entry(kind: spells, id: "${id}") } }`, {}, admin)).gameDataDraft.entry).toBeNull();
  });
});

describe('the draft\'s traits', () => {
  it('Mutation.editGameDataDraft - refuses a trait whose prerequisite does not exist, saves its effect, by number', async () => {
    const trait = pack.traits.find((t) => t.prerequisite !== null)!;
    const id = String(trait.number);
    const refused = await edit('traits', id, { ...trait, prerequisite: 9999 }, await revision());
    expect(refused.errors?.[0]?.extensions?.problems).toEqual([{ path: `traits[${id}]`, message: 'prerequisite trait 9999 does not exist' }]);
    const value = { ...trait, effects: [{ ...trait.effects[0]!, perPoint: trait.effects[0]!.perPoint * 2 }, ...trait.effects.slice(1)] };
    await ok(EDIT, { input: { kind: 'traits', id, value: JSON.stringify(value), revision: await revision() } }, admin);
    const diff = (await ok('{ gameDataDraft { diff { entries(kind: traits) { id fields { path } } } } }', {}, admin)).gameDataDraft.diff;
    expect(diff.entries).toEqual([{ id, fields: [{ path: 'effects[0].perPoint' }] }]);
  });
});
