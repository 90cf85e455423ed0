import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/app';
import { devSignIn } from '../support/auth';
import { draftApi, EDIT } from '../support/draft-api';
import { rawPack } from '../../server/game-data/pack';

/** Editing the draft's NPCs (their trades), recipes, locations and premium offers entry by entry: references with paths, conflicts, removal. */

let server: TestServer;
let admin: Record<string, string>;
let second: Record<string, string>;

const pack = rawPack();
const npc = pack.npcs.find((row) => row.trades.length >= 2)!;
const recipe = pack.recipes.find((row) => row.ingredients.length >= 2)!;

const { call, ok, edit, revision } = draftApi(() => server.url, () => admin);
const problemsOf = (result: Awaited<ReturnType<typeof call>>) => result.errors?.[0]?.extensions?.problems as Array<{ path: string; message: string }> | undefined;
const diffOf = async (kind: string) =>
  (await ok(`{ gameDataDraft { diff { entries(kind: ${kind}) { id change fields { path before after } } } } }`, {}, admin)).gameDataDraft.diff.entries as Array<{ id: string; change: string; fields: Array<{ path: string; before: string | null; after: string | null }> }>;

beforeAll(async () => {
  server = await startTestServer();
  admin = { cookie: await devSignIn(server.url, 'trades_admin', 'admin') };
  second = { cookie: await devSignIn(server.url, 'trades_second', 'admin') };
  await ok('mutation { openGameDataDraft { id } }', {}, admin);
});
afterAll(async () => server?.stop());

describe('the draft\'s NPCs and their trades', () => {
  it('Mutation.editGameDataDraft - refuses a trade naming no item or material and one with neither price, each at its row; nothing saved', async () => {
    const before = await revision();
    const trades = [{ ...npc.trades[0]!, goodsId: 'no-such-goods' }, { ...npc.trades[1]!, buys: null, sells: null }, ...npc.trades.slice(2)];
    const refused = await edit('npcs', npc.id, { ...npc, trades }, before);
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(problemsOf(refused)).toEqual(
      expect.arrayContaining([
        { path: `npcs[${npc.id}].trades[0]`, message: 'goods "no-such-goods" is neither an item nor a material' },
        { path: `npcs[${npc.id}].trades[1]`, message: 'a trade needs a buying or a selling price' },
      ]),
    );
    expect(await revision()).toBe(before);
    const nowhere = await edit('npcs', npc.id, { ...npc, location: 'no-such-place' }, before);
    expect(problemsOf(nowhere)).toEqual([{ path: `npcs[${npc.id}]`, message: 'location "no-such-place" is not a location' }]);
  });

  it('Mutation.editGameDataDraft - saves a trade\'s price and a removed trade row; the diff shows them', async () => {
    const trade = npc.trades[0]!;
    const price = trade.sells !== null ? { sells: trade.sells + 3 } : { buys: Math.max(1, trade.buys! - 1) };
    const trades = [{ ...trade, ...price }, ...npc.trades.slice(1, -1)];
    await ok(EDIT, { input: { kind: 'npcs', id: npc.id, value: JSON.stringify({ ...npc, trades }), revision: await revision() } }, admin);
    const [entry] = await diffOf('npcs');
    expect(entry!.id).toBe(npc.id);
    // One row fewer: the list changed as a whole.
    expect(entry!.fields.map((field) => field.path)).toEqual(['trades']);
    expect(JSON.parse((await ok(`{ gameDataDraft { entry(kind: npcs, id: "${npc.id}") } }`, {}, admin)).gameDataDraft.entry).trades).toEqual(trades);
  });

  it('Mutation.editGameDataDraft - a second admin\'s save of the NPC\'s trades after the first is refused naming the first', async () => {
    const seen = await revision();
    const current = JSON.parse((await ok(`{ gameDataDraft { entry(kind: npcs, id: "${npc.id}") } }`, {}, admin)).gameDataDraft.entry);
    await ok(EDIT, { input: { kind: 'npcs', id: npc.id, value: JSON.stringify({ ...current, trades: current.trades.slice(0, 1) }), revision: seen } }, admin);
    const clash = await edit('npcs', npc.id, { ...current, trades: current.trades.slice(1) }, seen, second);
    expect(clash.errors?.[0]?.message).toMatch(new RegExp(`^Not saved: trades_admin changed trades of npcs "${npc.id}" at .* UTC \\(revision ${seen + 1}\\)`));
    // Another field of the same NPC saved on the old revision is not refused.
    await ok(EDIT, { input: { kind: 'npcs', id: npc.id, value: JSON.stringify({ ...current, trades: current.trades.slice(0, 1), profession: 'Test Merchant' }), revision: seen } }, second);
  });
});

describe('the draft\'s recipes', () => {
  it('Mutation.editGameDataDraft - refuses an ingredient naming no item or material at its row, and a crafting NPC that does not exist', async () => {
    const before = await revision();
    const ingredients = [recipe.ingredients[0]!, { ...recipe.ingredients[1]!, goodsId: 'no-such-goods' }, ...recipe.ingredients.slice(2)];
    const refused = await edit('recipes', recipe.id, { ...recipe, ingredients, npc: 'no-such-npc' }, before);
    expect(problemsOf(refused)).toEqual(
      expect.arrayContaining([
        { path: `recipes[${recipe.id}].ingredients[1]`, message: 'goods "no-such-goods" is neither an item nor a material' },
        { path: `recipes[${recipe.id}]`, message: 'crafting NPC "no-such-npc" does not exist' },
      ]),
    );
    expect(await revision()).toBe(before);
  });

  it('Mutation.editGameDataDraft - saves an ingredient\'s amount; the diff shows it before → after', async () => {
    const ingredients = [{ ...recipe.ingredients[0]!, amount: recipe.ingredients[0]!.amount + 2 }, ...recipe.ingredients.slice(1)];
    await ok(EDIT, { input: { kind: 'recipes', id: recipe.id, value: JSON.stringify({ ...recipe, ingredients }), revision: await revision() } }, admin);
    expect(await diffOf('recipes')).toEqual([
      { id: recipe.id, change: 'CHANGED', fields: [{ path: 'ingredients[0].amount', before: String(recipe.ingredients[0]!.amount), after: String(recipe.ingredients[0]!.amount + 2) }] },
    ]);
  });

  it('GameDataDraft.entries - recipes are listed by id (they have no name of their own)', async () => {
    const found = await ok('query($s: String) { gameDataDraft { entries(kinds: [recipes], search: $s) { id name } } }', { s: recipe.id }, admin);
    expect(found.gameDataDraft.entries).toContainEqual({ id: recipe.id, name: recipe.id });
  });
});

describe('the draft\'s locations and premium offers', () => {
  it('Mutation.editGameDataDraft - adds a location an NPC then stands in; removing it makes the NPC a problem of the draft', async () => {
    const place = { id: 'test-hollow', name: 'Test Hollow', kind: 'wilds', province: pack.locations[0]!.province, description: 'A hollow made for a test of the draft editors.' };
    await ok(EDIT, { input: { kind: 'locations', id: place.id, value: JSON.stringify(place), revision: await revision() } }, admin);
    const other = pack.npcs.find((row) => row.id !== npc.id)!;
    await ok(EDIT, { input: { kind: 'npcs', id: other.id, value: JSON.stringify({ ...other, location: place.id }), revision: await revision() } }, admin);
    await ok(EDIT, { input: { kind: 'locations', id: place.id, value: null, revision: await revision() } }, admin);
    const problems = (await ok('{ gameDataDraft { problems { path message } } }', {}, admin)).gameDataDraft.problems as Array<{ path: string; message: string }>;
    expect(problems.some((problem) => problem.message === `location "${place.id}" is not a location`)).toBe(true);
  });

  it('Mutation.editGameDataDraft - refuses an offer whose price is not a whole number at its field, saves a new price', async () => {
    const offer = pack.premium[0]!;
    const refused = await edit('premium', offer.id, { ...offer, priceCents: 9.5 }, await revision());
    expect(problemsOf(refused)?.map((problem) => problem.path)).toEqual([`premium[${offer.id}].priceCents`]);
    await ok(EDIT, { input: { kind: 'premium', id: offer.id, value: JSON.stringify({ ...offer, description: `${offer.description} Now with a test.` }), revision: await revision() } }, admin);
    expect((await diffOf('premium')).map((entry) => entry.fields.map((field) => field.path))).toEqual([['description']]);
  });
});
