import type { CatalogItem } from '../../../game-data/rules/picker';
import type { GameService } from '../game/game.service';
import { itemIconUrl, type ItemsService } from './items.service';

/**
 * Every item of the library (as admins keep it, retired ones left out) as the planner reads it:
 * the fields the picker, the derived numbers and the cost rule take, with where each item is
 * sold and who drops it. The planner reads this one file instead of a GraphQL answer normalised
 * into Apollo's cache: the same data `PlannerItems` asked for.
 */
export async function plannerCatalog(items: ItemsService, game: GameService): Promise<CatalogItem[]> {
  const rows = await items.all({});
  return rows.flatMap((item): CatalogItem[] =>
    item.slot === null
      ? []
      : [
          {
            id: item._id,
            name: item.name,
            category: item.category,
            slot: item.slot,
            level: item.level,
            weight: item.weight,
            iconUrl: itemIconUrl(item),
            classes: item.classes,
            stats: item.stats,
            sources: {
              sellers: game.soldBy(item._id).map((offer) => ({ npcId: offer.npc.id, npcName: offer.npc.name, location: game.location(offer.npc.location).name, price: offer.price })),
              drops: game.data.droppedBy(item._id).map((drop) => ({ monsterId: drop.monster.id, monsterName: drop.monster.name, chance: drop.chance })),
            },
          },
        ],
  );
}
