/** The reference records the game API serves, as the resolvers receive them (codegen mappers). */
import type { Npc, Trait } from '../../../game-data/schemas';

/** The pack's records under names that do not clash with the GraphQL types (codegen mappers). */
export type {
  Material as MaterialModel, Monster as MonsterModel, Npc as NpcModel, Recipe as RecipeModel,
  Spell as SpellModel, PremiumOffer as PremiumOfferModel,
} from '../../../game-data/schemas';

/** A trait; one read from a build's own game data version names that version (its prerequisite is read there too). */
export type TraitModel = Trait & { dataVersion?: number };

/** A build's points in one trait, with the game data version its number is in. */
export interface TraitPointsModel {
  trait: number;
  points: number;
  dataVersion: number;
}

/** A monster's loot entry as the API shows it. */
export interface LootDropModel {
  goodsId: string;
  chance: number;
  minAmount: number;
  maxAmount: number;
}

/** One NPC's price for one goods (item.soldBy / boughtBy). */
export interface TradeOfferModel {
  npc: Npc;
  price: number;
}

/** One row of an NPC's trade list. */
export interface NpcTradeModel {
  goodsId: string;
  buys: number | null;
  sells: number | null;
}

export interface RecipeIngredientModel {
  goodsId: string;
  amount: number;
}
