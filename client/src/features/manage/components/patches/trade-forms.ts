import type { Npc, Recipe } from '@game/schemas';
import { numberOf, textOf } from './entry-forms';

/** The NPC and recipe forms' values and the entries they stand for (numbers as typed, as the other draft forms keep them). */

export interface TradeRow {
  goodsId: string;
  /** '' when the NPC does not buy it. */
  buys: string;
  /** '' when the NPC does not sell it. */
  sells: string;
}

export interface NpcForm {
  id: string;
  name: string;
  profession: string;
  location: string;
  x: string;
  y: string;
  description: string;
  trades: TradeRow[];
}

export const emptyTradeRow = (): TradeRow => ({ goodsId: '', buys: '', sells: '' });

export const emptyNpc = (): NpcForm => ({ id: '', name: '', profession: '', location: '', x: '0', y: '0', description: '', trades: [emptyTradeRow()] });

export function npcToForm(npc: Npc): NpcForm {
  return {
    id: npc.id,
    name: npc.name,
    profession: npc.profession,
    location: npc.location,
    x: textOf(npc.position.x),
    y: textOf(npc.position.y),
    description: npc.description,
    trades: npc.trades.map((trade) => ({ goodsId: trade.goodsId, buys: textOf(trade.buys), sells: textOf(trade.sells) })),
  };
}

/** The NPC entry the form stands for: an empty price is "does not buy" or "does not sell" (null), never 0. */
export function npcFromForm(form: NpcForm): Record<string, unknown> {
  return {
    id: form.id.trim(),
    name: form.name,
    profession: form.profession,
    location: form.location.trim(),
    position: { x: numberOf(form.x), y: numberOf(form.y) },
    description: form.description,
    trades: form.trades.map((trade) => ({ goodsId: trade.goodsId.trim(), buys: numberOf(trade.buys), sells: numberOf(trade.sells) })),
  };
}

export interface IngredientRow {
  goodsId: string;
  amount: string;
}

export interface RecipeForm {
  id: string;
  output: string;
  amount: string;
  ingredients: IngredientRow[];
  npc: string;
  fee: string;
  level: string;
}

export const emptyIngredientRow = (): IngredientRow => ({ goodsId: '', amount: '1' });

export const emptyRecipe = (): RecipeForm => ({ id: '', output: '', amount: '1', ingredients: [emptyIngredientRow()], npc: '', fee: '0', level: '1' });

export function recipeToForm(recipe: Recipe): RecipeForm {
  return {
    id: recipe.id,
    output: recipe.output,
    amount: textOf(recipe.amount),
    ingredients: recipe.ingredients.map((row) => ({ goodsId: row.goodsId, amount: textOf(row.amount) })),
    npc: recipe.npc,
    fee: textOf(recipe.fee),
    level: textOf(recipe.level),
  };
}

export function recipeFromForm(form: RecipeForm): Record<string, unknown> {
  return {
    id: form.id.trim(),
    output: form.output.trim(),
    amount: numberOf(form.amount),
    ingredients: form.ingredients.map((row) => ({ goodsId: row.goodsId.trim(), amount: numberOf(row.amount) })),
    npc: form.npc.trim(),
    fee: numberOf(form.fee),
    level: numberOf(form.level),
  };
}
