import { describe, expect, it } from 'vitest';
import { rawPack } from '../../server/game-data/pack';
import { locationSchema, npcSchema, premiumOfferSchema, recipeSchema } from '../../server/game-data/schemas';
import { schemaProblems, withoutRow } from '../../client/src/features/manage/components/patches/entry-forms';
import { emptyNpc, emptyRecipe, npcFromForm, npcToForm, recipeFromForm, recipeToForm } from '../../client/src/features/manage/components/patches/trade-forms';
import { emptyLocation, emptyPremium, locationFromForm, locationToForm, premiumFromForm, premiumToForm } from '../../client/src/features/manage/components/patches/place-offer-forms';

/** The NPC, recipe, location and premium offer forms: the pack's entries as form values and back, empty fields as null. */

const pack = rawPack();

describe('draft forms of NPCs, recipes, locations and premium offers', () => {
  it('turns every NPC, recipe, location and offer of the pack into form values and back unchanged', () => {
    for (const npc of pack.npcs) expect(npcFromForm(npcToForm(npc))).toEqual(npc);
    for (const recipe of pack.recipes) expect(recipeFromForm(recipeToForm(recipe))).toEqual(recipe);
    for (const location of pack.locations) expect(locationFromForm(locationToForm(location))).toEqual(location);
    for (const offer of pack.premium) expect(premiumFromForm(premiumToForm(offer))).toEqual(offer);
  });

  it('an empty trade price is "does not buy" or "does not sell" (null), never 0; a typed 0 stays 0 for the schema to refuse', () => {
    const npc = pack.npcs.find((row) => row.trades.some((trade) => trade.buys !== null && trade.sells !== null))!;
    const index = npc.trades.findIndex((trade) => trade.buys !== null && trade.sells !== null);
    const form = npcToForm(npc);
    const onlySells = { ...form, trades: form.trades.map((row, at) => (at === index ? { ...row, buys: '' } : row)) };
    expect((npcFromForm(onlySells).trades as Array<{ buys: unknown }>)[index]!.buys).toBeNull();
    expect(schemaProblems(npcSchema, npcFromForm(onlySells))).toEqual([]);
    const zero = { ...form, trades: form.trades.map((row, at) => (at === index ? { ...row, buys: '0' } : row)) };
    expect(schemaProblems(npcSchema, npcFromForm(zero)).map((problem) => problem.path)).toEqual([`trades[${index}].buys`]);
  });

  it('removing the last trade or ingredient row leaves none, which the schema refuses at the list', () => {
    const npc = npcToForm(pack.npcs[0]!);
    const noTrades = { ...npc, trades: npc.trades.reduce((rows) => withoutRow(rows, 0), npc.trades) };
    expect(schemaProblems(npcSchema, npcFromForm(noTrades)).map((problem) => problem.path)).toEqual(['trades']);
    const recipe = recipeToForm(pack.recipes[0]!);
    const noIngredients = { ...recipe, ingredients: [] };
    expect(schemaProblems(recipeSchema, recipeFromForm(noIngredients)).map((problem) => problem.path)).toEqual(['ingredients']);
  });

  it('a points pack has no days and a subscription no points: an empty field is null', () => {
    const points = pack.premium.find((offer) => offer.kind === 'points')!;
    expect(premiumToForm(points).days).toBe('');
    expect(premiumFromForm(premiumToForm(points)).days).toBeNull();
  });

  it('an empty form is refused field by field with the paths the pack uses', () => {
    expect(schemaProblems(npcSchema, npcFromForm(emptyNpc())).map((problem) => problem.path)).toEqual(expect.arrayContaining(['id', 'name', 'profession', 'location', 'description', 'trades[0].goodsId']));
    expect(schemaProblems(recipeSchema, recipeFromForm(emptyRecipe())).map((problem) => problem.path)).toEqual(expect.arrayContaining(['id', 'output', 'npc', 'ingredients[0].goodsId']));
    expect(schemaProblems(locationSchema, locationFromForm(emptyLocation())).map((problem) => problem.path)).toEqual(expect.arrayContaining(['id', 'name', 'province', 'description']));
    expect(schemaProblems(premiumOfferSchema, premiumFromForm(emptyPremium())).map((problem) => problem.path)).toEqual(expect.arrayContaining(['id', 'name', 'description']));
  });
});
