import { CLASS_NAMES, ITEM_CATEGORY_IDS, ITEM_CATEGORY_NAMES, ITEM_STAT_IDS, ITEM_STAT_NAMES, type ItemCategoryId } from '../../../game-data/rules/constants';
import { breadcrumbs, decodeSegment, shortDescription, type MetaResolver } from '../page-meta';
import type { ItemsService } from './items.service';
import type { ItemDocument } from './items.model';

const LIBRARY = /^\/items(?:\/(all))?\/?$/;
const CATEGORY = /^\/items\/([^/]+)\/?$/;
const ITEM = /^\/items\/([^/]+)\/([^/]+)\/?$/;

const isCategory = (id: string): id is ItemCategoryId => (ITEM_CATEGORY_IDS as readonly string[]).includes(id);

/** "Attack 14, Armor 3": the item's stats in the order the site shows them. */
const statsText = (item: ItemDocument) =>
  ITEM_STAT_IDS.filter((stat) => item.stats[stat] !== undefined).map((stat) => `${ITEM_STAT_NAMES[stat]} ${item.stats[stat]}`).join(', ');

/** The page's description: what the item is, who wears it, its numbers, then its own text. */
function itemDescription(item: ItemDocument): string {
  const who = item.classes.length === 0 ? 'every class' : item.classes.map((cls) => CLASS_NAMES[cls]).join(', ');
  const kind = ITEM_CATEGORY_NAMES[item.category].toLowerCase();
  return shortDescription(`${item.name}: level ${item.level} ${kind}${item.twoHanded ? ' (two-handed)' : ''} for ${who}. ${statsText(item)}. Weight ${item.weight}, value ${item.value} gold. ${item.description}`, 200);
}

/** Head tags of the items library, its categories and every item page (from the library as admins keep it). */
export function itemsMetaResolver(items: ItemsService): MetaResolver {
  return async (path, publicUrl) => {
    if (LIBRARY.test(path)) {
      const count = await items.count(false);
      return {
        title: 'Items · Almanac',
        description: `All ${count} items of the game in one list: weapons, shields, armor and jewellery of ${ITEM_CATEGORY_IDS.length} categories, with their level, classes, stats, weight and value.`,
        url: `${publicUrl}/items/all`,
        jsonLd: [breadcrumbs(publicUrl, [['Items', '/items/all']])],
      };
    }
    const category = CATEGORY.exec(path);
    if (category) {
      const id = decodeSegment(category[1]!);
      if (id === null || !isCategory(id)) return null;
      const rows = await items.all({ category: id });
      const name = ITEM_CATEGORY_NAMES[id];
      const levels = rows.length > 0 ? ` from level ${rows[0]!.level} to ${rows.at(-1)!.level}` : '';
      return {
        title: `${name} · Items · Almanac`,
        description: shortDescription(`${rows.length} ${name.toLowerCase()}${levels}: ${rows.slice(0, 6).map((row) => row.name).join(', ')}${rows.length > 6 ? '…' : ''}. Compare their stats, weight and value.`),
        url: `${publicUrl}/items/${id}`,
        jsonLd: [breadcrumbs(publicUrl, [['Items', '/items/all'], [name, `/items/${id}`]])],
      };
    }
    const match = ITEM.exec(path);
    if (!match) return null;
    const id = decodeSegment(match[2]!);
    if (id === null) return null;
    const item = await items.byId(id);
    if (!item) return null;
    // One address per item: the page under its own category (the client redirects there too).
    const itemPath = `/items/${item.category}/${encodeURIComponent(item._id)}`;
    return {
      title: `${item.name} · ${ITEM_CATEGORY_NAMES[item.category]} · Almanac`,
      description: itemDescription(item),
      url: `${publicUrl}${itemPath}`,
      jsonLd: [breadcrumbs(publicUrl, [['Items', '/items/all'], [ITEM_CATEGORY_NAMES[item.category], `/items/${item.category}`], [item.name, itemPath]])],
    };
  };
}
