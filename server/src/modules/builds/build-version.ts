import type { PlannerItem, PlannerTrait } from '../../../game-data/rules/derived';
import type { TraitEffect } from '../../../game-data/rules/effects';
import type { TraitCatalog } from '../../../game-data/rules/traits';
import type { ItemCategoryId } from '../../../game-data/rules/constants';
import type { Monster, Pack } from '../../../game-data/schemas';
import type { ItemsService } from '../items/items.service';

/**
 * What a build's card, head tags and oEmbed read of the game data version the build is in: a
 * build made for version 3 names version 3's traits and monsters, and one made for version 2
 * keeps version 2's, whatever the site serves now.
 */
export interface BuildGameData {
  /** The version read (the build's own, or the current one for a version the store does not have). */
  number: number;
  traits: TraitCatalog;
  monsters: readonly Monster[];
  /** The version's items; null for the version served, whose items are read from the items library (with admins' edits). */
  items: Pack['items'] | null;
}

/** Where the data of a build's version comes from (the published versions, modules/patches). */
export interface BuildGameDataSource {
  buildGameData(version: number | null | undefined): Promise<BuildGameData>;
}

/** A worn item as the card and the tags read it. */
export interface WornItem extends PlannerItem {
  category: ItemCategoryId;
  level: number;
}

/** The worn items of `ids`, as the build's version has them; ids it does not have are left out. */
export async function wornItemsOf(items: ItemsService, data: BuildGameData, ids: readonly string[]): Promise<WornItem[]> {
  if (data.items === null) {
    return (await items.byIds(ids)).flatMap((item) => (item?.slot ? [{ id: item._id, name: item.name, slot: item.slot, weight: item.weight, stats: item.stats, category: item.category, level: item.level }] : []));
  }
  const byId = new Map(data.items.map((item) => [item.id, item]));
  return ids.flatMap((id) => {
    const item = byId.get(id);
    return item ? [{ id: item.id, name: item.name, slot: item.slot, weight: item.weight, stats: item.stats, category: item.category, level: item.level }] : [];
  });
}

/** The traits of `points` (number → points) with their names and effects in the build's version; numbers it does not have are left out. */
export function traitsOf(catalog: TraitCatalog, points: Iterable<[number, number]>): PlannerTrait[] {
  return [...points].flatMap(([number, value]) => {
    const trait = catalog.traits.get(number);
    return trait ? [{ name: trait.name, points: value, effects: trait.effects as TraitEffect[] }] : [];
  });
}

/** "Quick Study 3 · Deep Well 2 · …": the traits with the most points first (at most `max`), in the build's version's names. */
export function traitsLine(catalog: TraitCatalog, points: Iterable<[number, number]>, max = 3): string | null {
  const named = [...points]
    .flatMap(([number, value]) => {
      const trait = catalog.traits.get(number);
      return trait && value > 0 ? [{ name: trait.name, value, number }] : [];
    })
    .sort((a, b) => b.value - a.value || a.number - b.number);
  if (named.length === 0) return null;
  const shown = named.slice(0, max).map((trait) => `${trait.name} ${trait.value}`);
  return `${shown.join(' · ')}${named.length > max ? ` · ${named.length - max} more` : ''}`;
}
