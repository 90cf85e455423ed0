import { committedGameData, type GameData } from '../../../game-data/pack';
import { GAME_DATA_VERSION } from '../../../game-data/rules/migrations';
import { CLASS_IDS, itemTier, type ClassId } from '../../../game-data/rules/constants';
import { experienceTable, STAT_POINTS_PER_LEVEL, MAX_LEVEL, FORMULAE } from '../../../game-data/rules';
import type { Material, Monster, Npc, Spell, Trait } from '../../../game-data/schemas';
import { decodeCursor, encodeCursor, pageSize, toConnection, type Connection } from '../../graphql/connection';
import { badUserInput } from '../../graphql/errors';
import { levelAndSearchFilter } from '../items/items.service';
import type { LootDropModel, TradeOfferModel } from './game.model';

/** Icon of a material: one SVG per value tier, served by the icons router. */
export const materialIconUrl = (material: Material) => `/icons/items/material-${itemTier(Math.min(MAX_LEVEL, Math.max(1, Math.round(material.value / 3))))}.svg`;

interface Levelled {
  id: string;
  name: string;
  level: number;
}

const byLevelThenName = (a: Levelled, b: Levelled) => a.level - b.level || a.name.localeCompare(b.name) || a.id.localeCompare(b.id);

/** Cursor pagination over a list held in memory, in level, name, id order. */
function paginate<T extends Levelled>(rows: T[], first: number | null | undefined, after: string | null | undefined): Connection<T> {
  const size = pageSize(first);
  let start = 0;
  if (after) {
    const [level, name, id] = decodeCursor(after, ['number', 'string', 'string']);
    const cursor = { id: id as string, name: name as string, level: level as number };
    start = rows.findIndex((row) => byLevelThenName(row, cursor) > 0);
    if (start < 0) start = rows.length;
  }
  return toConnection(rows.slice(start, start + size + 1), size, (row) => encodeCursor([row.level, row.name, row.id]), rows.length);
}

function matches(row: Levelled, filter: ReturnType<typeof levelAndSearchFilter>): boolean {
  if (filter.levelMin !== undefined && row.level < filter.levelMin) return false;
  if (filter.levelMax !== undefined && row.level > filter.levelMax) return false;
  return !filter.search || filter.search.test(row.name);
}

/**
 * The reference data that is served from the pack (everything but items, which live in the
 * store). The pack is checked when the service is created, so a broken pack stops the start.
 */
export class GameService {
  private current!: { data: GameData; version: number; spellsSorted: Spell[]; monstersSorted: Monster[] };
  private readonly followers = new Set<() => void>();

  constructor(data: GameData = committedGameData(), version = GAME_DATA_VERSION) {
    this.use(data, version);
  }

  /** Serves another published version (the newest, once one is published); each request reads one version whole. */
  use(data: GameData, version: number): void {
    this.current = { data, version, spellsSorted: [...data.pack.spells].sort(byLevelThenName), monstersSorted: [...data.pack.monsters].sort(byLevelThenName) };
    for (const follower of this.followers) follower();
  }

  /** Calls `follower` each time another version is served (what is built from the pack, such as the search index, builds it again). */
  onUse(follower: () => void): () => void {
    this.followers.add(follower);
    return () => this.followers.delete(follower);
  }

  get data(): GameData {
    return this.current.data;
  }

  /** The game data version served. */
  get version(): number {
    return this.current.version;
  }

  private get spellsSorted(): Spell[] {
    return this.current.spellsSorted;
  }

  private get monstersSorted(): Monster[] {
    return this.current.monstersSorted;
  }

  get pack() {
    return this.data.pack;
  }

  traits(cls: ClassId | null | undefined): Trait[] {
    if (cls && !CLASS_IDS.includes(cls)) throw badUserInput(`class must be one of: ${CLASS_IDS.join(', ')}.`, 'class');
    return cls ? this.pack.traits.filter((trait) => trait.class === null || trait.class === cls) : this.pack.traits;
  }

  trait(number: number): Trait | undefined {
    return this.pack.traits[number - 1];
  }

  spells(
    filter: { class?: ClassId | null; levelMin?: number | null; levelMax?: number | null; search?: string | null } | null | undefined,
    first: number | null | undefined,
    after: string | null | undefined,
  ): Connection<Spell> {
    const checked = levelAndSearchFilter(filter ?? {});
    const cls = filter?.class;
    const rows = this.spellsSorted.filter((spell) => matches(spell, checked) && (!cls || spell.classes.includes(cls)));
    return paginate(rows, first, after);
  }

  monsters(
    filter: { levelMin?: number | null; levelMax?: number | null; search?: string | null } | null | undefined,
    first: number | null | undefined,
    after: string | null | undefined,
  ): Connection<Monster> {
    const checked = levelAndSearchFilter(filter ?? {});
    return paginate(this.monstersSorted.filter((monster) => matches(monster, checked)), first, after);
  }

  loot(monster: Monster): LootDropModel[] {
    return [...monster.loot]
      .sort((a, b) => b.chance - a.chance)
      .map((drop) => ({ goodsId: drop.goodsId, chance: drop.chance, minAmount: drop.min, maxAmount: drop.max }));
  }

  soldBy(goodsId: string): TradeOfferModel[] {
    return this.data
      .tradesOf(goodsId)
      .filter((trade) => trade.sells !== null)
      .map((trade) => ({ npc: trade.npc, price: trade.sells! }))
      .sort((a, b) => a.price - b.price || a.npc.name.localeCompare(b.npc.name));
  }

  boughtBy(goodsId: string): TradeOfferModel[] {
    return this.data
      .tradesOf(goodsId)
      .filter((trade) => trade.buys !== null)
      .map((trade) => ({ npc: trade.npc, price: trade.buys! }))
      .sort((a, b) => b.price - a.price || a.npc.name.localeCompare(b.npc.name));
  }

  /** Name of an item or material as the pack has it (store edits of item names are read by the resolvers). */
  packName(goodsId: string): string {
    return this.data.item(goodsId)?.name ?? this.data.material(goodsId)?.name ?? goodsId;
  }

  packValue(goodsId: string): number {
    return this.data.item(goodsId)?.value ?? this.data.material(goodsId)?.value ?? 0;
  }

  location(id: string) {
    const location = this.pack.locations.find((place) => place.id === id);
    if (!location) throw new Error(`Unknown location ${id}`);
    return location;
  }

  npcs(): Npc[] {
    return [...this.pack.npcs].sort((a, b) => a.name.localeCompare(b.name));
  }

  materials(): Material[] {
    return [...this.pack.materials].sort((a, b) => a.name.localeCompare(b.name));
  }

  recipes() {
    return [...this.pack.recipes].sort((a, b) => a.level - b.level || a.id.localeCompare(b.id));
  }

  premiumOffers() {
    return [...this.pack.premium].sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'subscription' ? -1 : 1));
  }

  formulae() {
    return FORMULAE;
  }

  progression() {
    return { maxLevel: MAX_LEVEL, statPointsPerLevel: STAT_POINTS_PER_LEVEL, levelsPerTraitPoint: 2 };
  }

  experienceTable(from: number, to: number) {
    for (const [field, value] of [['from', from], ['to', to]] as const) {
      if (!Number.isInteger(value) || value < 1 || value > MAX_LEVEL) throw badUserInput(`${field} must be a whole number from 1 to ${MAX_LEVEL}.`, field);
    }
    if (from > to) throw badUserInput(`from (${from}) must not be above to (${to}).`, 'from');
    return experienceTable(from, to);
  }
}
