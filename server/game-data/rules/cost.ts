/**
 * What a build's equipment costs and where to get it: for each
 * worn item the cheapest NPC that sells it and where they stand, or, when no NPC sells it, the
 * monsters that drop it with the chance. Pure functions over the pack's NPC trade lists and
 * monster loot tables (or the same data as the API serves it), so the planner, the build pages
 * and the tests share one copy.
 */

import { SLOT_IDS, type SlotId } from './constants';

/** One NPC's offer to sell an item. */
export interface SellOffer {
  npcId: string;
  npcName: string;
  /** Where the NPC stands (a location name). */
  location: string;
  price: number;
}

/** One monster that drops an item, with the chance per kill (0 to 1). */
export interface DropSource {
  monsterId: string;
  monsterName: string;
  chance: number;
}

/** Where one item can be had. */
export interface ItemSources {
  sellers: readonly SellOffer[];
  drops: readonly DropSource[];
}

export interface CostLine {
  slot: SlotId;
  itemId: string;
  name: string;
  /** The cheapest seller (ties go to the NPC first by name); null when no NPC sells it. */
  cheapest: SellOffer | null;
  /** When no NPC sells it: the monsters that drop it, most likely first (chance above 0 only). */
  drops: DropSource[];
}

export interface EquipmentCost {
  lines: CostLine[];
  /** Sum of the cheapest prices of the items NPCs sell, in gold. */
  total: number;
  /** Items no NPC sells (their price is not in the total). */
  notSold: number;
}

/** The cheapest of the offers, ties broken by NPC name then id; null when there is none. */
export function cheapestOffer(offers: readonly SellOffer[]): SellOffer | null {
  let best: SellOffer | null = null;
  for (const offer of offers) {
    if (!Number.isFinite(offer.price) || offer.price < 0) continue;
    if (!best || offer.price < best.price || (offer.price === best.price && (offer.npcName.localeCompare(best.npcName) || offer.npcId.localeCompare(best.npcId)) < 0)) best = offer;
  }
  return best;
}

/** Drops with a chance above 0, most likely first, ties by monster name. */
export function dropsByChance(drops: readonly DropSource[]): DropSource[] {
  return drops.filter((drop) => drop.chance > 0).sort((a, b) => b.chance - a.chance || a.monsterName.localeCompare(b.monsterName));
}

/**
 * The cost of the equipment, slot by slot in slot order. `equipment` maps slots to worn items
 * (empty slots and unknown ids are absent); `sourcesOf` gives each item's sellers and drops.
 * Two slots wearing the same item count it twice: it is bought twice.
 */
export function equipmentCost(
  equipment: Partial<Record<SlotId, { id: string; name: string }>>,
  sourcesOf: (itemId: string) => ItemSources | undefined,
): EquipmentCost {
  const lines: CostLine[] = [];
  let total = 0;
  let notSold = 0;
  for (const slot of SLOT_IDS) {
    const item = equipment[slot];
    if (!item) continue;
    const sources = sourcesOf(item.id) ?? { sellers: [], drops: [] };
    const cheapest = cheapestOffer(sources.sellers);
    if (cheapest) total += cheapest.price;
    else notSold += 1;
    lines.push({ slot, itemId: item.id, name: item.name, cheapest, drops: cheapest ? [] : dropsByChance(sources.drops) });
  }
  return { lines, total, notSold };
}

/** What `packSources` needs of the pack: NPC trade lists and monster loot tables. */
export interface PackNpc {
  id: string;
  name: string;
  location: string;
  trades: ReadonlyArray<{ goodsId: string; sells: number | null }>;
}
export interface PackMonster {
  id: string;
  name: string;
  loot: ReadonlyArray<{ goodsId: string; chance: number }>;
}

/** Indexes the pack's NPCs and monsters by goods id, for `equipmentCost`. */
export function packSources(npcs: readonly PackNpc[], monsters: readonly PackMonster[]): (itemId: string) => ItemSources | undefined {
  const index = new Map<string, { sellers: SellOffer[]; drops: DropSource[] }>();
  const entry = (id: string) => {
    let found = index.get(id);
    if (!found) index.set(id, (found = { sellers: [], drops: [] }));
    return found;
  };
  for (const npc of npcs) {
    for (const trade of npc.trades) if (trade.sells !== null) entry(trade.goodsId).sellers.push({ npcId: npc.id, npcName: npc.name, location: npc.location, price: trade.sells });
  }
  for (const monster of monsters) {
    for (const drop of monster.loot) entry(drop.goodsId).drops.push({ monsterId: monster.id, monsterName: monster.name, chance: drop.chance });
  }
  return (itemId) => index.get(itemId);
}
