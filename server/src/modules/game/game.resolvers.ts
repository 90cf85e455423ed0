import { TRAIT_TIER_POINTS } from '../../../game-data/data/traits';
import type { Resolvers } from '../../graphql/__generated__/resolvers';
import type { GraphQLContext } from '../../context';
import { itemLoader } from '../items/item-loader';
import { materialIconUrl } from './game.service';

/** The item a goods id names (from the store, so admin edits show), or null for a material. */
const itemOf = ({ goodsId }: { goodsId: string }, _args: unknown, context: GraphQLContext) => itemLoader(context).load(goodsId);
const materialOf = ({ goodsId }: { goodsId: string }, _args: unknown, { services }: GraphQLContext) => services.game.data.material(goodsId) ?? null;
const nameOf = async ({ goodsId }: { goodsId: string }, _args: unknown, context: GraphQLContext) =>
  (await itemLoader(context).load(goodsId))?.name ?? context.services.game.packName(goodsId);

export const gameResolvers: Resolvers = {
  Query: {
    materials: (_root, _args, { services }) => services.game.materials(),
    material: (_root, { id }, { services }) => services.game.data.material(id) ?? null,
    classes: (_root, _args, { services }) => services.game.pack.classes,
    stats: (_root, _args, { services }) => services.game.pack.stats,
    traits: (_root, args, { services }) => services.game.traits(args.class),
    trait: (_root, { number }, { services }) => services.game.trait(number) ?? null,
    gameData: (_root, _args, { services }) => ({ version: services.game.version, traitTierPoints: [...TRAIT_TIER_POINTS] }),
    spells: (_root, { filter, first, after }, { services }) => services.game.spells(filter, first, after),
    spell: (_root, { id }, { services }) => services.game.pack.spells.find((spell) => spell.id === id) ?? null,
    monsters: (_root, { filter, first, after }, { services }) => services.game.monsters(filter, first, after),
    monster: (_root, { id }, { services }) => services.game.data.monster(id) ?? null,
    locations: (_root, _args, { services }) => services.game.pack.locations,
    npcs: (_root, _args, { services }) => services.game.npcs(),
    npc: (_root, { id }, { services }) => services.game.data.npc(id) ?? null,
    recipes: (_root, _args, { services }) => services.game.recipes(),
    premiumOffers: (_root, _args, { services }) => services.game.premiumOffers(),
    formulae: (_root, _args, { services }) => [...services.game.formulae()],
    progression: (_root, _args, { services }) => services.game.progression(),
    experienceTable: (_root, { from, to }, { services }) => services.game.experienceTable(from ?? 1, to ?? 200),
  },
  Material: {
    iconUrl: (material) => materialIconUrl(material),
    droppedBy: (material, _args, { services }) => services.game.data.droppedBy(material.id),
    soldBy: (material, _args, { services }) => services.game.soldBy(material.id),
    boughtBy: (material, _args, { services }) => services.game.boughtBy(material.id),
    usedIn: (material, _args, { services }) => services.game.data.usedIn(material.id),
    madeBy: (material, _args, { services }) => services.game.data.madeBy(material.id),
  },
  Monster: {
    loot: (monster, _args, { services }) => services.game.loot(monster),
    habitats: (monster, _args, { services }) => monster.habitats.map((id) => services.game.location(id)),
  },
  LootDrop: { item: itemOf, material: materialOf, name: nameOf },
  LootSource: {
    minAmount: (source) => source.min,
    maxAmount: (source) => source.max,
  },
  Npc: {
    location: (npc, _args, { services }) => services.game.location(npc.location),
    x: (npc) => npc.position.x,
    y: (npc) => npc.position.y,
  },
  NpcTrade: {
    item: itemOf,
    material: materialOf,
    name: nameOf,
    value: async (trade, _args, context) => (await itemLoader(context).load(trade.goodsId))?.value ?? context.services.game.packValue(trade.goodsId),
  },
  Recipe: {
    outputId: (recipe) => recipe.output,
    outputName: (recipe, args, context) => nameOf({ goodsId: recipe.output }, args, context),
    outputItem: (recipe, args, context) => itemOf({ goodsId: recipe.output }, args, context),
    outputMaterial: (recipe, args, context) => materialOf({ goodsId: recipe.output }, args, context),
    npc: (recipe, _args, { services }) => services.game.data.npc(recipe.npc)!,
  },
  RecipeIngredient: { item: itemOf, material: materialOf, name: nameOf },
  Trait: {
    // A trait of a build's own version has its prerequisite in that version.
    prerequisite: async (trait, _args, { services }) => {
      if (trait.prerequisite === null) return null;
      if (trait.dataVersion === undefined) return services.game.trait(trait.prerequisite) ?? null;
      const found = (await services.patches.versions.traitCatalog(trait.dataVersion)).traits.get(trait.prerequisite);
      return found ? { ...found, dataVersion: trait.dataVersion } : null;
    },
  },
};
