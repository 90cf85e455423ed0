import type { ChangeTagRules } from '../change-tags';
import { ITEMS_COLLECTION } from './items.service';

/** Root fields of the reference (game data and the admin-edited items library). */
const REFERENCE_LISTS = [
  'Query.items', 'Query.itemList', 'Query.itemCategories', 'Query.materials', 'Query.material', 'Query.monsters', 'Query.monster',
  'Query.npcs', 'Query.npc', 'Query.recipes', 'Query.locations', 'Query.gameData', 'Query.search', 'Query.item:null',
];

/** What an item edit evicts: that item and the reference lists, not another item's page. */
export const itemChangeTags: ChangeTagRules = {
  [ITEMS_COLLECTION]: ({ id }) => [`Item:${id}`, 'Item', ...REFERENCE_LISTS],
};
