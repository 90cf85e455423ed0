import { containsText } from '../../store/search';
import {
  CLASS_IDS, ITEM_CATEGORY_IDS, ITEM_CATEGORY_NAMES, ITEM_CATEGORY_SLOT, ITEM_STAT_IDS, MAX_LEVEL, itemTier,
  type ClassId, type ItemCategoryId, type ItemStatId, type SlotId,
} from '../../../game-data/rules/constants';
import { itemSchema, type PackItem } from '../../../game-data/schemas';
import { humanIssue, humanProblem } from './item-messages';
import { checkReferences, rawPack } from '../../../game-data/pack';
import { decodeCursor, encodeCursor, pageSize, toConnection, type Connection } from '../../graphql/connection';
import { badUserInput, notFound } from '../../graphql/errors';
import type { ChangeFeed, Collection, Filter, Store } from '../../store/port';
import type { AuditService } from '../audit/audit.service';
import type { ProfileDocument } from '../profiles/profile.model';
import type { ProfileService } from '../profiles/profile.service';
import type { ItemDocument } from './items.model';

/** An item as an admin writes it (the slot follows from the category). */
export interface ItemInput {
  name: string;
  description: string;
  category: string;
  level: number;
  classes: ClassId[];
  stats: Partial<Record<ItemStatId, number | null>>;
  weight: number;
  value: number;
  twoHanded?: boolean | null;
}

const toPackItem = ({ _id, createdAt: _c, updatedAt: _u, retired: _r, ...item }: ItemDocument): PackItem => ({ id: _id, ...item }) as PackItem;

/** An item id made from its name: "Steel Longsword" gives "steel-longsword". */
export const itemIdFromName = (name: string) =>
  name.normalize('NFKD').toLowerCase().replace(/’/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'item';

/** The form field a pack problem is about, so the editor can point at it. */
function fieldOfProblem(problem: string): string {
  if (/slot|category/.test(problem)) return 'input.category';
  if (/two-handed/.test(problem)) return 'input.twoHanded';
  if (/stat/.test(problem)) return 'input.stats';
  if (/price|value|sells|buys/.test(problem)) return 'input.value';
  return 'input';
}

/** The pack entry an admin's item form gives (the slot follows from the category); checked by the caller. */
export function packItemOfInput(id: string, input: ItemInput): PackItem {
  const category = input.category as ItemCategoryId;
  const stats = Object.fromEntries(Object.entries(input.stats ?? {}).filter(([, value]) => value !== null && value !== undefined));
  return {
    id,
    name: typeof input.name === 'string' ? input.name.trim() : input.name,
    category,
    slot: ITEM_CATEGORY_SLOT[category] ?? null,
    level: input.level,
    classes: [...new Set(input.classes ?? [])],
    stats,
    twoHanded: input.twoHanded ?? false,
    weight: input.weight,
    value: input.value,
    description: typeof input.description === 'string' ? input.description.trim() : input.description,
  } as PackItem;
}

export const ITEMS_COLLECTION = 'items';

/** The pack's items as store documents, for the first-start seed. */
export function itemDocumentsFromPack(items: PackItem[], now = new Date().toISOString()): ItemDocument[] {
  return items.map(({ id, ...item }) => ({ _id: id, ...item, classes: [...item.classes], stats: { ...item.stats }, createdAt: now, updatedAt: now }));
}

/** Path of the icon of an item: one SVG per category and tier, served by the icons router. */
export const itemIconUrl = (item: Pick<ItemDocument, 'category' | 'level'>) => `/icons/items/${item.category}-${itemTier(item.level)}.svg`;

export interface ItemFilterInput {
  category?: string | null;
  class?: ClassId | null;
  levelMin?: number | null;
  levelMax?: number | null;
  stat?: ItemStatId | null;
  statMin?: number | null;
  search?: string | null;
  /** Also list retired items (the admin panel). */
  includeRetired?: boolean | null;
}

const MAX_SEARCH = 60;
/** Query.itemList's bound: far above the library's size, so a whole category comes in one answer. */
export const ITEM_LIST_MAX = 2000;

function checkLevel(value: number | null | undefined, field: string): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (!Number.isInteger(value) || value < 1 || value > MAX_LEVEL) throw badUserInput(`${field} must be a whole number from 1 to ${MAX_LEVEL}.`, field);
  return value;
}

/** Checks shared list filters (levels and search) and turns them into store filter parts. */
export function levelAndSearchFilter(filter: { levelMin?: number | null; levelMax?: number | null; search?: string | null }, prefix = 'filter'): {
  levelMin?: number;
  levelMax?: number;
  search?: RegExp;
} {
  const levelMin = checkLevel(filter.levelMin, `${prefix}.levelMin`);
  const levelMax = checkLevel(filter.levelMax, `${prefix}.levelMax`);
  if (levelMin !== undefined && levelMax !== undefined && levelMin > levelMax) {
    throw badUserInput(`${prefix}.levelMin (${levelMin}) must not be above ${prefix}.levelMax (${levelMax}).`, `${prefix}.levelMin`);
  }
  const text = filter.search?.trim() ?? '';
  if (text.length > MAX_SEARCH) throw badUserInput(`${prefix}.search must be at most ${MAX_SEARCH} characters.`, `${prefix}.search`);
  return { levelMin, levelMax, search: text ? containsText(text) : undefined };
}

/** Reads the items library from the store. */
export class ItemsService {
  private readonly items: Collection<ItemDocument>;

  constructor(
    store: Store,
    private readonly admin?: { profiles: ProfileService; audit: AuditService },
  ) {
    this.items = store.collection<ItemDocument>(ITEMS_COLLECTION);
    admin?.audit.onRestore(ITEMS_COLLECTION, async (document) => {
      const item = document as ItemDocument;
      await this.check(toPackItem(item), item._id);
    });
  }

  static async prepare(store: Store): Promise<void> {
    const items = store.collection<ItemDocument>(ITEMS_COLLECTION);
    await items.createIndex({ category: 1 });
    await items.createIndex({ level: 1 });
  }

  /** Turns the API filter into a store filter; bad values are BAD_USER_INPUT errors naming the field. */
  toStoreFilter(filter: ItemFilterInput = {}): Filter {
    const parts: Filter[] = [];
    if (!filter.includeRetired) parts.push({ retired: { $ne: true } });
    if (filter.category && filter.category !== 'all') {
      if (!ITEM_CATEGORY_IDS.includes(filter.category as ItemCategoryId)) {
        throw badUserInput(`filter.category must be "all" or one of: ${ITEM_CATEGORY_IDS.join(', ')}.`, 'filter.category');
      }
      parts.push({ category: filter.category });
    }
    if (filter.class) {
      if (!CLASS_IDS.includes(filter.class)) throw badUserInput(`filter.class must be one of: ${CLASS_IDS.join(', ')}.`, 'filter.class');
      // An empty class list means every class may wear the item.
      parts.push({ $or: [{ classes: filter.class }, { 'classes.0': { $exists: false } }] });
    }
    const { levelMin, levelMax, search } = levelAndSearchFilter(filter);
    if (levelMin !== undefined) parts.push({ level: { $gte: levelMin } });
    if (levelMax !== undefined) parts.push({ level: { $lte: levelMax } });
    if (search) parts.push({ name: { $regex: search } });
    if (filter.statMin !== null && filter.statMin !== undefined && !filter.stat) throw badUserInput('filter.statMin needs filter.stat.', 'filter.statMin');
    if (filter.stat) {
      if (!ITEM_STAT_IDS.includes(filter.stat)) throw badUserInput(`filter.stat must be one of: ${ITEM_STAT_IDS.join(', ')}.`, 'filter.stat');
      const min = filter.statMin ?? 1;
      if (!Number.isInteger(min) || min < 1) throw badUserInput('filter.statMin must be a whole number of 1 or more.', 'filter.statMin');
      parts.push({ [`stats.${filter.stat}`]: { $gte: min } });
    }
    return parts.length === 0 ? {} : parts.length === 1 ? parts[0]! : { $and: parts };
  }

  /** Items by level, then name, then id (so pages never overlap). */
  async list(filter: ItemFilterInput | null | undefined, first: number | null | undefined, after: string | null | undefined): Promise<Connection<ItemDocument>> {
    const size = pageSize(first);
    const base = this.toStoreFilter(filter ?? {});
    let query = base;
    if (after) {
      const [level, name, id] = decodeCursor(after, ['number', 'string', 'string']);
      const cursor = {
        $or: [{ level: { $gt: level } }, { level, name: { $gt: name } }, { level, name, _id: { $gt: id } }],
      };
      query = Object.keys(base).length === 0 ? cursor : { $and: [base, cursor] };
    }
    const [rows, total] = await Promise.all([
      this.items.find(query, { sort: { level: 1, name: 1, _id: 1 }, limit: size + 1 }),
      this.items.count(base),
    ]);
    return toConnection(rows, size, (row) => encodeCursor([row.level, row.name, row._id]), total);
  }

  /** Every item matching the filter, in list order, in one read (at most {@link ITEM_LIST_MAX}). */
  async all(filter: ItemFilterInput | null | undefined): Promise<ItemDocument[]> {
    return this.items.find(this.toStoreFilter(filter ?? {}), { sort: { level: 1, name: 1, _id: 1 }, limit: ITEM_LIST_MAX });
  }

  /** How many items the library holds, retired ones included: the most `itemList` can return now (the cost check counts with it). */
  async librarySize(): Promise<number> {
    return this.items.count({});
  }

  async byId(id: string): Promise<ItemDocument | null> {
    return this.items.findOne({ _id: id });
  }

  /** Items by id in the order asked, null where an id names no item (for DataLoader). */
  async byIds(ids: readonly string[]): Promise<Array<ItemDocument | null>> {
    const rows = await this.items.find({ _id: { $in: [...ids] } });
    const byId = new Map(rows.map((row) => [row._id, row]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  /** The seventeen categories with how many items each holds now. */
  async categories(): Promise<Array<{ id: ItemCategoryId; name: string; slot: SlotId; itemCount: number }>> {
    const rows = await this.items.find({ retired: { $ne: true } }, { projection: { category: 1 } });
    const counts = new Map<string, number>();
    for (const row of rows) counts.set(row.category, (counts.get(row.category) ?? 0) + 1);
    return ITEM_CATEGORY_IDS.map((id) => ({ id, name: ITEM_CATEGORY_NAMES[id], slot: ITEM_CATEGORY_SLOT[id], itemCount: counts.get(id) ?? 0 }));
  }

  /** Every item, retired ones included (the search index). */
  async everyItem(): Promise<ItemDocument[]> {
    return this.items.find({});
  }

  async count(retired?: boolean): Promise<number> {
    return this.items.count(retired === undefined ? {} : retired ? { retired: true } : { retired: { $ne: true } });
  }

  watch(): ChangeFeed<ItemDocument> {
    return this.items.watch();
  }

  /** Adds an item. Admins only; checked like the data pack. */
  async create(viewer: ProfileDocument | null, input: ItemInput): Promise<ItemDocument> {
    const actor = this.requireAdmin(viewer);
    const base = itemIdFromName(input.name ?? '');
    let id = base;
    for (let n = 2; await this.items.findOne({ _id: id }); n += 1) id = `${base}-${n}`;
    const candidate = this.candidate(id, input);
    await this.check(candidate, null);
    const now = new Date().toISOString();
    const document: ItemDocument = { ...itemDocumentsFromPack([candidate], now)[0]!, retired: false };
    await this.items.insertOne(document);
    await this.audit(actor, 'item.create', null, document);
    return document;
  }

  /** Changes an item. Admins only; checked like the data pack; nothing is written when it fails. */
  async update(viewer: ProfileDocument | null, id: string, input: ItemInput): Promise<ItemDocument> {
    const actor = this.requireAdmin(viewer);
    const before = await this.existing(id);
    const candidate = this.candidate(id, input);
    await this.check(candidate, id);
    const { id: _id, ...fields } = candidate;
    return this.change(actor, 'item.update', before, { ...fields, updatedAt: new Date().toISOString() });
  }

  async retire(viewer: ProfileDocument | null, id: string, retired: boolean): Promise<ItemDocument> {
    const actor = this.requireAdmin(viewer);
    const before = await this.existing(id);
    return this.change(actor, retired ? 'item.retire' : 'item.restore', before, { retired, updatedAt: new Date().toISOString() });
  }

  private requireAdmin(viewer: ProfileDocument | null): ProfileDocument {
    if (!this.admin) throw new Error('Item editing needs the profiles and audit services');
    return this.admin.profiles.requireAdmin(viewer);
  }

  private async existing(id: string): Promise<ItemDocument> {
    const item = await this.items.findOne({ _id: id });
    if (!item) throw notFound('There is no such item.');
    return item;
  }

  private candidate(id: string, input: ItemInput): PackItem {
    return packItemOfInput(id, input);
  }

  /**
   * Runs the pack's item schema, then the pack's cross-reference checks over every stored item
   * with this one in place; a problem the change would bring is refused, naming the field.
   */
  private async check(candidate: PackItem, replacing: string | null): Promise<void> {
    const parsed = itemSchema.safeParse(candidate);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const path = issue.path.join('.');
      const field = path === 'slot' ? 'category' : path;
      throw badUserInput(humanIssue({ ...issue, path: path === 'slot' ? ['category'] : issue.path } as Parameters<typeof humanIssue>[0]), `input.${field}`);
    }
    const stored = (await this.items.find({}, { sort: { _id: 1 } })).map(toPackItem);
    const pack = rawPack();
    const before = new Set(checkReferences({ ...pack, items: stored }));
    const items = replacing ? stored.map((item) => (item.id === replacing ? parsed.data : item)) : [...stored, parsed.data];
    const problem = checkReferences({ ...pack, items }).find((p) => !before.has(p));
    if (problem) throw badUserInput(humanProblem(problem, (id) => pack.npcs.find((npc) => npc.id === id)?.name), fieldOfProblem(problem));
  }

  private async change(actor: ProfileDocument, action: string, before: ItemDocument, set: Partial<ItemDocument>): Promise<ItemDocument> {
    const after = await this.items.findOneAndUpdate({ _id: before._id }, { $set: set });
    if (!after) throw notFound('There is no such item.');
    await this.audit(actor, action, before, after);
    return after;
  }

  private async audit(actor: ProfileDocument, action: string, before: ItemDocument | null, after: ItemDocument | null): Promise<void> {
    await this.admin!.audit.record(actor, {
      action,
      collection: ITEMS_COLLECTION,
      targetId: (after ?? before)!._id,
      targetLabel: (after ?? before)!.name,
      before,
      after,
    });
  }
}
