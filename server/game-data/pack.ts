import { CLASS_IDS, ITEM_CATEGORY_IDS, ITEM_CATEGORY_SLOT, MIN_ITEMS_PER_CATEGORY, STAT_IDS } from './rules/constants';
import { packSchema, type Material, type Monster, type Npc, type Pack, type PackItem, type Recipe } from './schemas';
import { LOCATIONS } from './data/locations';
import { CLASSES, STATS } from './data/classes';
import { TRAITS } from './data/traits';
import { SPELLS } from './data/spells';
import { MATERIALS } from './data/materials';
import { ITEMS } from './data/items';
import { MONSTERS } from './data/monsters';
import { NPCS } from './data/npcs';
import { RECIPES } from './data/recipes';
import { PREMIUM_OFFERS } from './data/premium';
import { deepFreeze } from './deep-freeze';

/** The data files put together, before any check. */
export function rawPack(): Pack {
  return {
    locations: LOCATIONS,
    classes: CLASSES,
    stats: STATS,
    traits: TRAITS,
    spells: SPELLS,
    materials: MATERIALS,
    items: ITEMS,
    monsters: MONSTERS,
    npcs: NPCS,
    recipes: RECIPES,
    premium: PREMIUM_OFFERS,
  };
}

/** Thrown when the pack fails its schema or reference checks; `problems` lists every failure. */
export class PackError extends Error {
  constructor(readonly problems: string[]) {
    super(`The game data pack is broken (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n- ${problems.join('\n- ')}`);
    this.name = 'PackError';
  }
}

/** Runs the zod schemas over the pack; throws a PackError naming the file, the entry and the field. */
export function parsePack(input: unknown): Pack {
  const parsed = packSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw new PackError(
    parsed.error.issues.map((issue) => {
      const [file, index, ...rest] = issue.path;
      const entry = typeof index === 'number' ? `[${index}]` : index === undefined ? '' : `.${String(index)}`;
      const field = rest.length > 0 ? `.${rest.join('.')}` : '';
      return `${String(file ?? 'pack')}${entry}${field}: ${issue.message}`;
    }),
  );
}

/**
 * Checks what zod cannot: that references between files point at things that exist, that
 * every category has items, and that prices and levels make sense. Returns every problem
 * found (empty when the pack is sound), each naming the file, the entry and the reference.
 */
export function checkReferences(pack: Pack): string[] {
  const problems: string[] = [];
  const report = (where: string, message: string) => problems.push(`${where}: ${message}`);

  const unique = <T>(file: string, rows: T[], key: (row: T) => string | number) => {
    const seen = new Set<string | number>();
    rows.forEach((row, index) => {
      const id = key(row);
      if (seen.has(id)) report(`${file}[${index}]`, `duplicate id "${id}"`);
      seen.add(id);
    });
    return seen;
  };
  const locations = unique('locations', pack.locations, (l) => l.id);
  unique('spells', pack.spells, (s) => s.id);
  const monsters = unique('monsters', pack.monsters, (m) => m.id);
  const npcs = unique('npcs', pack.npcs, (n) => n.id);
  unique('recipes', pack.recipes, (r) => r.id);
  unique('premium', pack.premium, (p) => p.id);
  unique('items', pack.items, (i) => i.id);
  unique('materials', pack.materials, (m) => m.id);
  const values = new Map<string, number>();
  for (const item of pack.items) values.set(item.id, item.value);
  pack.materials.forEach((material, index) => {
    if (values.has(material.id)) report(`materials[${index}]`, `id "${material.id}" is also an item id; goods ids must be unique`);
    values.set(material.id, material.value);
  });
  const goods = (where: string, id: string) => {
    if (!values.has(id)) report(where, `goods "${id}" is neither an item nor a material`);
  };
  void monsters;

  pack.classes.forEach((cls, index) => {
    if (cls.id !== CLASS_IDS[index]) report(`classes[${index}]`, `expected class "${CLASS_IDS[index]}" here (share-state order), found "${cls.id}"`);
  });
  pack.stats.forEach((stat, index) => {
    if (stat.id !== STAT_IDS[index]) report(`stats[${index}]`, `expected stat "${STAT_IDS[index]}" here (share-state order), found "${stat.id}"`);
  });

  const traits = new Map(pack.traits.map((trait) => [trait.number, trait]));
  pack.traits.forEach((trait, index) => {
    const where = `traits[${index}] (${trait.name})`;
    if (trait.number !== index + 1) report(where, `traits must be numbered 1, 2, 3… in order; expected ${index + 1}, found ${trait.number}`);
    if (trait.prerequisite === null) return;
    const required = traits.get(trait.prerequisite);
    if (!required) return report(where, `prerequisite trait ${trait.prerequisite} does not exist`);
    if (required.tier >= trait.tier) report(where, `prerequisite trait ${trait.prerequisite} must be of a lower tier`);
    if (required.class !== trait.class) report(where, `prerequisite trait ${trait.prerequisite} belongs to another tree`);
    if (required.branch !== trait.branch) report(where, `prerequisite trait ${trait.prerequisite} belongs to another branch`);
  });

  const perCategory = new Map<string, number>();
  pack.items.forEach((item, index) => {
    const where = `items[${index}] (${item.id})`;
    perCategory.set(item.category, (perCategory.get(item.category) ?? 0) + 1);
    if (item.slot !== ITEM_CATEGORY_SLOT[item.category]) report(where, `slot "${item.slot}" does not fit category "${item.category}" (expected "${ITEM_CATEGORY_SLOT[item.category]}")`);
    if (item.twoHanded && item.slot !== 'hand-main') report(where, 'only main-hand items can be two-handed');
    if (Object.keys(item.stats).length === 0) report(where, 'an item must give at least one stat');
  });
  for (const category of ITEM_CATEGORY_IDS) {
    const count = perCategory.get(category) ?? 0;
    if (count < MIN_ITEMS_PER_CATEGORY) report(`items`, `category "${category}" has ${count} items; at least ${MIN_ITEMS_PER_CATEGORY} are needed`);
  }

  pack.monsters.forEach((monster, index) => {
    const where = `monsters[${index}] (${monster.id})`;
    monster.habitats.forEach((place) => {
      if (!locations.has(place)) report(where, `habitat "${place}" is not a location`);
    });
    monster.loot.forEach((drop, dropIndex) => {
      goods(`${where}.loot[${dropIndex}]`, drop.goodsId);
      if (drop.min > drop.max) report(`${where}.loot[${dropIndex}]`, `min amount ${drop.min} is above max amount ${drop.max}`);
    });
  });

  const bestBuy = new Map<string, { price: number; npc: string }>();
  const cheapestSell = new Map<string, { price: number; npc: string }>();
  pack.npcs.forEach((npc, index) => {
    const where = `npcs[${index}] (${npc.id})`;
    if (!locations.has(npc.location)) report(where, `location "${npc.location}" is not a location`);
    const seen = new Set<string>();
    npc.trades.forEach((trade, tradeIndex) => {
      const at = `${where}.trades[${tradeIndex}]`;
      goods(at, trade.goodsId);
      if (seen.has(trade.goodsId)) report(at, `"${trade.goodsId}" is traded twice by the same NPC`);
      seen.add(trade.goodsId);
      if (trade.buys === null && trade.sells === null) report(at, 'a trade needs a buying or a selling price');
      const value = values.get(trade.goodsId);
      if (trade.buys !== null && trade.sells !== null && trade.buys >= trade.sells) report(at, `buys at ${trade.buys}, not below its selling price ${trade.sells}`);
      if (value !== undefined && trade.buys !== null && trade.buys > value) report(at, `buys at ${trade.buys}, above the value ${value}`);
      if (value !== undefined && trade.sells !== null && trade.sells < value) report(at, `sells at ${trade.sells}, below the value ${value}`);
      if (trade.buys !== null && trade.buys > (bestBuy.get(trade.goodsId)?.price ?? 0)) bestBuy.set(trade.goodsId, { price: trade.buys, npc: npc.id });
      if (trade.sells !== null && trade.sells < (cheapestSell.get(trade.goodsId)?.price ?? Infinity)) cheapestSell.set(trade.goodsId, { price: trade.sells, npc: npc.id });
    });
  });
  for (const [goodsId, buy] of bestBuy) {
    const sell = cheapestSell.get(goodsId);
    if (sell && buy.price >= sell.price) report(`npcs`, `"${goodsId}" sells at ${sell.price} (${sell.npc}) and buys at ${buy.price} (${buy.npc}): trading it would make money`);
  }

  pack.recipes.forEach((recipe, index) => {
    const where = `recipes[${index}] (${recipe.id})`;
    goods(`${where}.output`, recipe.output);
    if (!npcs.has(recipe.npc)) report(where, `crafting NPC "${recipe.npc}" does not exist`);
    recipe.ingredients.forEach((ingredient, ingredientIndex) => {
      goods(`${where}.ingredients[${ingredientIndex}]`, ingredient.goodsId);
      if (ingredient.goodsId === recipe.output) report(`${where}.ingredients[${ingredientIndex}]`, 'a recipe cannot use what it makes');
    });
  });

  const subscriptions = pack.premium.filter((offer) => offer.kind === 'subscription');
  pack.premium.forEach((offer, index) => {
    const where = `premium[${index}] (${offer.id})`;
    if (offer.kind === 'subscription' && (offer.days === null || offer.points !== null)) report(where, 'a subscription has days and no points');
    if (offer.kind === 'points' && (offer.points === null || offer.days !== null)) report(where, 'a points pack has points and no days');
  });
  const byDays = [...subscriptions].sort((a, b) => a.days! - b.days!);
  byDays.slice(1).forEach((offer, index) => {
    const shorter = byDays[index]!;
    if (offer.priceCents / offer.days! > shorter.priceCents / shorter.days!) report(`premium (${offer.id})`, `costs more per day than the shorter "${shorter.id}"`);
  });
  return problems;
}

/** What a monster drops of one goods. */
export interface DropOf {
  monster: Monster;
  chance: number;
  min: number;
  max: number;
}

/** One NPC's prices for one goods. */
export interface TradeOf {
  npc: Npc;
  goodsId: string;
  buys: number | null;
  sells: number | null;
}

/** The checked pack with the look-ups the API and the pages need. */
export interface GameData {
  pack: Pack;
  item(id: string): PackItem | undefined;
  material(id: string): Material | undefined;
  monster(id: string): Monster | undefined;
  npc(id: string): Npc | undefined;
  recipe(id: string): Recipe | undefined;
  droppedBy(goodsId: string): DropOf[];
  tradesOf(goodsId: string): TradeOf[];
  usedIn(goodsId: string): Recipe[];
  madeBy(goodsId: string): Recipe[];
}

function groupBy<T>(rows: Array<[string, T]>): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const [key, value] of rows) {
    const group = groups.get(key);
    if (group) group.push(value);
    else groups.set(key, [value]);
  }
  return groups;
}

/** Checks a pack (schemas, then references) and indexes it. Throws a PackError listing every problem. */
export function loadGameData(input: unknown = rawPack()): GameData {
  const pack = parsePack(input);
  const problems = checkReferences(pack);
  if (problems.length > 0) throw new PackError(problems);
  const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));
  const items = byId(pack.items);
  const materials = byId(pack.materials);
  const monsters = byId(pack.monsters);
  const npcs = byId(pack.npcs);
  const recipes = byId(pack.recipes);
  const drops = groupBy(
    pack.monsters.flatMap((monster) => monster.loot.map((drop): [string, DropOf] => [drop.goodsId, { monster, chance: drop.chance, min: drop.min, max: drop.max }])),
  );
  const trades = groupBy(pack.npcs.flatMap((npc) => npc.trades.map((trade): [string, TradeOf] => [trade.goodsId, { npc, ...trade }])));
  const uses = groupBy(pack.recipes.flatMap((recipe) => [...new Set(recipe.ingredients.map((i) => i.goodsId))].map((id): [string, Recipe] => [id, recipe])));
  const makes = groupBy(pack.recipes.map((recipe): [string, Recipe] => [recipe.output, recipe]));
  for (const list of drops.values()) list.sort((a, b) => b.chance - a.chance || a.monster.level - b.monster.level);
  return {
    pack,
    item: (id) => items.get(id),
    material: (id) => materials.get(id),
    monster: (id) => monsters.get(id),
    npc: (id) => npcs.get(id),
    recipe: (id) => recipes.get(id),
    droppedBy: (id) => drops.get(id) ?? [],
    tradesOf: (id) => trades.get(id) ?? [],
    usedIn: (id) => uses.get(id) ?? [],
    madeBy: (id) => makes.get(id) ?? [],
  };
}

let committed: GameData | null = null;

/**
 * The committed pack, checked and indexed once per process (`loadGameData()`): every server the process starts serves
 * it until a version is published (a test process starts a hundred), and checking it is a large part of a start. The
 * servers share it, so its pack is frozen: they only read it.
 */
export function committedGameData(): GameData {
  if (!committed) {
    const data = loadGameData();
    deepFreeze(data.pack);
    committed = data;
  }
  return committed;
}
