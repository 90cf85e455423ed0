import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import MiniSearch, { type SearchResult } from 'minisearch';
import { ITEM_CATEGORY_NAMES, itemTier } from '../../../game-data/rules/constants';
import { badUserInput } from '../../graphql/errors';
import type { Collection, Store, TextIndex } from '../../store/port';
import { Followers, type Following } from '../../store/follow';
import { Pace } from '../../store/pace';
import type { Logger } from '../../logger';
import { BUILDS_COLLECTION, type BuildDocument } from '../builds/build.model';
import { CONTENT_KINDS, contentPath, normalizeContent, type ContentDocument, type ContentKind } from '../content/content.model';
import type { ContentService } from '../content/content.service';
import { gameThingUrl } from '../content/game-refs';
import type { GameService } from '../game/game.service';
import { itemIconUrl, type ItemsService } from '../items/items.service';
import type { ItemDocument } from '../items/items.model';
import { SEARCH_KINDS, type SearchHitModel, type SearchKind } from './search.model';

export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  ITEM: 'Items',
  MONSTER: 'Monsters',
  SPELL: 'Spells',
  NPC: 'NPCs',
  TRAIT: 'Traits',
  PLACE: 'Places',
  BUILD: 'Builds',
  CONTENT: 'News, guides & articles',
};

interface IndexedDocument extends SearchHitModel {
  /** `KIND:id`, unique in the index. */
  key: string;
  /** Extra words found but not shown (descriptions, summaries, tags). */
  text: string;
}

export const SEARCH_LIMITS = { query: 60, perKind: 50 };

const CONTENT_LABELS: Record<ContentKind, string> = { news: 'News', article: 'Article', 'patch-notes': 'Patch notes', guide: 'Guide', page: 'Page' };
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** The kinds read from the store (the rest come from the served version of the data pack, indexed again when it changes). */
type StoreKind = 'ITEM' | 'BUILD' | 'CONTENT';
const isStoreKind = (kind: string): kind is StoreKind => kind === 'ITEM' || kind === 'BUILD' || kind === 'CONTENT';
/**
 * Public builds read into the index per page at start and after lost history, and the work done
 * before the event loop is given back and the read rests as long: a page is a few milliseconds.
 */
const SEARCH_BUILD_PAGE = 250;
/** What a build's hit is drawn from. */
const BUILD_FIELDS = { name: 1, class: 1, characterLevel: 1, ownerUsername: 1, isPublic: 1 } as const;

/** A public build as search shows it. */
function buildEntry(build: BuildDocument): IndexedDocument {
  return {
    key: `BUILD:${build._id}`, kind: 'BUILD', id: build._id, title: build.name,
    detail: `${capitalize(build.class)} level ${build.characterLevel} · by ${build.ownerUsername ?? 'Deleted player'}`,
    path: gameThingUrl.build(build._id), iconUrl: null, ref: null, text: build.ownerUsername ?? '',
  };
}
const SEARCH_BUILD_SLICE_MS = 10;

/**
 * One index over everything the site knows: the pack's monsters, spells, NPCs, traits and places,
 * and from the store the items, public builds and published writing, kept current by their change
 * feeds so an admin's edit is found at once. Answers from memory.
 */
export class SearchService {
  private readonly index = new MiniSearch<IndexedDocument>({
    idField: 'key',
    fields: ['title', 'detail', 'text'],
    storeFields: ['kind', 'id', 'title', 'detail', 'path', 'iconUrl', 'ref'],
    searchOptions: { prefix: true, fuzzy: (term) => (term.length > 4 ? 0.2 : 0), boost: { title: 4, detail: 1.5 }, combineWith: 'AND' },
  });
  /**
   * What the index answered, by query text and kinds, for as long as the index does not change
   * (every put and remove empties it): the header's search box sends the same few prefixes again
   * and again (`s`, `st`, `ste`…), and the index's fuzzy and prefix matching is most of what a
   * search costs. It never answers anything the index would not answer now. Bounded
   * by the results it holds in all (a one-letter query can match thousands of things), not only
   * by the number of queries.
   */
  private readonly answers = new LRUCache<string, SearchResult[]>({ max: 500, maxSize: 20_000, sizeCalculation: (results) => results.length + 1 });
  private following: Following[] = [];
  /** The keys of what the store holds (items, builds, content) now in the index, by kind. */
  private readonly storeKeys: Record<StoreKind, Set<string>> = { ITEM: new Set(), BUILD: new Set(), CONTENT: new Set() };
  /** The background read of the public builds at start (see {@link whenBuildsIndexed}). */
  private buildsIndexed: Promise<void> = Promise.resolve();
  private closed = false;
  /** The keys of what the served data pack holds (monsters, spells, NPCs, traits, places) now in the index. */
  private readonly packKeys = new Set<string>();
  private stopFollowingPack: () => void = () => undefined;
  /** What each indexed thing was indexed as (a digest of it), so a change that alters nothing indexed does nothing. */
  private readonly fingerprints = new Map<string, string>();
  private readonly builds: Collection<BuildDocument>;
  /**
   * The public builds' text index kept by the store itself (SQLite), or null where the engine
   * keeps none (NeDB, MongoDB): then the builds are indexed in memory with the rest.
   */
  private buildText: TextIndex | null = null;

  private constructor(private readonly deps: { store: Store; game: GameService; items: ItemsService; content: ContentService; logger?: Logger }) {
    this.builds = deps.store.collection<BuildDocument>(BUILDS_COLLECTION);
  }

  static async open(deps: { store: Store; game: GameService; items: ItemsService; content: ContentService; followers?: Followers; logger?: Logger }): Promise<SearchService> {
    const search = new SearchService(deps);
    // A hundred thousand public builds held in memory cost about 150 MB, and a fuzzy prefix
    // search over them hundreds of milliseconds of the event loop: where the engine keeps a text
    // index with its writes, builds are searched there and never read at start.
    search.buildText = (await deps.store.textIndex?.(BUILDS_COLLECTION, 'search', { fields: ['name', 'ownerUsername', 'class'], where: { isPublic: true } })) ?? null;
    search.indexPack();
    // A published game data version (this process's or another's) is served at once: its monsters, spells and
    // traits are found by their new names, and what it removed is no longer found.
    search.stopFollowingPack = deps.game.onUse(() => search.indexPack());
    await search.follow(deps.followers ?? new Followers());
    return search;
  }

  /** Hits grouped by kind, best first; `perKind` hits of each kind. */
  async search(text: string, perKind = 5, kinds?: readonly SearchKind[] | null): Promise<{ query: string; total: number; groups: Array<{ kind: SearchKind; label: string; total: number; hits: SearchHitModel[] }> }> {
    const query = text.trim();
    if (query.length < 1 || query.length > SEARCH_LIMITS.query) throw badUserInput(`query must be 1 to ${SEARCH_LIMITS.query} characters.`, 'query');
    if (!Number.isInteger(perKind) || perKind < 1 || perKind > SEARCH_LIMITS.perKind) throw badUserInput(`perKind must be a whole number from 1 to ${SEARCH_LIMITS.perKind}.`, 'perKind');
    const wanted = new Set(kinds && kinds.length > 0 ? kinds : SEARCH_KINDS);
    // Builds from the store's own text index where the engine keeps one, the rest from memory.
    const buildsInStore = this.buildText !== null && wanted.delete('BUILD');
    const totals = new Map<SearchKind, number>();
    const grouped = new Map<SearchKind, SearchHitModel[]>();
    let total = 0;
    if (wanted.size > 0) {
      // One letter matches a large share of every word known: look it up in names only, which is
      // what a player typing the first letter of a name wants and keeps the answer quick.
      const key = `${[...wanted].sort().join()}\u0000${query}`;
      let results = this.answers.get(key);
      if (!results) {
        results = this.index.search(query, {
          filter: (result) => wanted.has(result.kind as SearchKind),
          ...(query.length === 1 ? { fields: ['title'] } : {}),
        });
        this.answers.set(key, results);
      }
      total += results.length;
      for (const result of results) {
        const kind = result.kind as SearchKind;
        let list = grouped.get(kind);
        if (!list) grouped.set(kind, (list = []));
        list.push({ kind, id: result.id, title: result.title, detail: result.detail, path: result.path, iconUrl: result.iconUrl ?? null, ref: result.ref ?? null });
        totals.set(kind, (totals.get(kind) ?? 0) + 1);
      }
    }
    if (buildsInStore) {
      const found = await this.buildText!.search(query, perKind);
      if (found.total > 0) {
        const rows = await this.builds.find({ _id: { $in: found.ids }, isPublic: true }, { projection: BUILD_FIELDS });
        const byId = new Map(rows.map((row) => [row._id, row]));
        grouped.set('BUILD', found.ids.flatMap((id) => {
          const build = byId.get(id);
          if (!build) return [];
          const { key: _key, text: _text, ...hit } = buildEntry(build);
          return [hit];
        }));
        totals.set('BUILD', found.total);
        total += found.total;
      }
    }
    const groups = SEARCH_KINDS.filter((kind) => grouped.has(kind)).map((kind) => ({ kind, label: SEARCH_KIND_LABELS[kind], total: totals.get(kind)!, hits: grouped.get(kind)!.slice(0, perKind) }));
    return { query, total, groups };
  }

  /** How many things are indexed (for the benchmark). */
  get size(): number {
    return this.index.documentCount;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.stopFollowingPack();
    await Promise.all(this.following.map((following) => following.stop()));
  }

  /** Empties the answers kept (every change of the index does; the benchmark measures the index itself with it). */
  forgetAnswers(): void {
    this.answers.clear();
  }

  private put(document: IndexedDocument): void {
    // Most changes of a build are to what search does not hold (its like and comment counts): indexing it again and
    // forgetting every answer for those cost each like a discard and an add, and the next searches their work again.
    const fingerprint = createHash('sha1').update(JSON.stringify(document)).digest('base64');
    if (isStoreKind(document.kind)) this.storeKeys[document.kind].add(document.key);
    if (this.fingerprints.get(document.key) === fingerprint && this.index.has(document.key)) return;
    this.answers.clear();
    if (this.index.has(document.key)) this.index.discard(document.key);
    this.index.add(document);
    this.fingerprints.set(document.key, fingerprint);
  }

  private remove(key: string): void {
    this.answers.clear();
    if (this.index.has(key)) this.index.discard(key);
    const kind = key.slice(0, key.indexOf(':'));
    if (isStoreKind(kind)) this.storeKeys[kind].delete(key);
    this.fingerprints.delete(key);
  }

  /** Indexes the served version of the pack, and removes what an earlier version had and this one has not. */
  private indexPack(): void {
    const before = new Set(this.packKeys);
    this.packKeys.clear();
    for (const document of this.packDocuments()) {
      this.put(document);
      this.packKeys.add(document.key);
      before.delete(document.key);
    }
    for (const key of before) this.remove(key);
  }

  /** What the served pack holds, as the index keeps it. */
  private packDocuments(): IndexedDocument[] {
    const { pack } = this.deps.game.data;
    const documents: IndexedDocument[] = [];
    const places = new Map(pack.locations.map((place) => [place.id, place]));
    for (const monster of pack.monsters) {
      documents.push({
        key: `MONSTER:${monster.id}`, kind: 'MONSTER', id: monster.id, title: monster.name,
        detail: `Level ${monster.level} monster · ${monster.habitats.map((id) => places.get(id)?.name ?? id).join(', ')}`,
        path: gameThingUrl.monster(monster.id), iconUrl: null, ref: `monster:${monster.id}`, text: monster.description,
      });
    }
    for (const spell of pack.spells) {
      documents.push({
        key: `SPELL:${spell.id}`, kind: 'SPELL', id: spell.id, title: spell.name,
        detail: `Level ${spell.level} ${spell.kind} spell · ${spell.classes.map(capitalize).join(', ')}`,
        path: gameThingUrl.spell(spell.name), iconUrl: null, ref: `spell:${spell.id}`, text: spell.description,
      });
    }
    for (const npc of pack.npcs) {
      documents.push({
        key: `NPC:${npc.id}`, kind: 'NPC', id: npc.id, title: npc.name,
        detail: `${npc.profession} in ${places.get(npc.location)?.name ?? npc.location}`,
        path: gameThingUrl.npc(npc.id), iconUrl: null, ref: `npc:${npc.id}`, text: npc.description,
      });
    }
    for (const trait of pack.traits) {
      documents.push({
        key: `TRAIT:${trait.number}`, kind: 'TRAIT', id: String(trait.number), title: trait.name,
        detail: `Tier ${trait.tier} ${trait.class ? `${trait.class} ` : 'shared '}trait`,
        path: gameThingUrl.trait(trait.name), iconUrl: null, ref: `trait:${trait.number}`, text: trait.description,
      });
    }
    for (const place of pack.locations) {
      documents.push({
        key: `PLACE:${place.id}`, kind: 'PLACE', id: place.id, title: place.name,
        detail: `${capitalize(place.kind)} in ${place.province}`,
        path: gameThingUrl.place(place.id), iconUrl: null, ref: null, text: place.description,
      });
    }
    return documents;
  }

  private putItem(item: ItemDocument): void {
    const key = `ITEM:${item._id}`;
    if (item.retired) return this.remove(key);
    this.put({
      key, kind: 'ITEM', id: item._id, title: item.name,
      detail: `Level ${item.level} ${ITEM_CATEGORY_NAMES[item.category]?.toLowerCase() ?? item.category} · tier ${itemTier(item.level)}`,
      path: `/items/${item.category}/${item._id}`, iconUrl: itemIconUrl(item), ref: `item:${item._id}`, text: item.description,
    });
  }

  private putBuild(build: BuildDocument): void {
    if (!build.isPublic) return this.remove(`BUILD:${build._id}`);
    this.put(buildEntry(build));
  }

  private putContent(kind: ContentKind, stored: ContentDocument): void {
    const content = normalizeContent(kind, stored);
    const key = `CONTENT:${content._id}`;
    if (content.status !== 'published') return this.remove(key);
    this.put({
      key, kind: 'CONTENT', id: content._id, title: content.title,
      detail: content.version ? `${CONTENT_LABELS[kind]} ${content.version}` : CONTENT_LABELS[kind],
      path: contentPath(kind, content.slug), iconUrl: null, ref: null, text: `${content.summary} ${content.tags.join(' ')}`,
    });
  }

  /**
   * Opens the change feeds first, so nothing changed during the first read is missed; their
   * changes are applied once that read is done. The items and the published writing are read
   * before `open` resolves; the public builds (a tenth of a million on a large site) only their
   * first page: the rest is read in the background, a page at a time with the event loop given
   * back, so the site answers at once and search finds each build from the moment its page is
   * read. Lost history on a feed reads that feed's kind again the same way.
   */
  private async follow(followers: Followers): Promise<void> {
    let storeRead: () => void = () => undefined;
    const readFirst = new Promise<void>((resolve) => (storeRead = resolve));
    let buildsRead: () => void = () => undefined;
    const readBuilds = new Promise<void>((resolve) => (buildsRead = resolve));
    const buildsInMemory = this.buildText === null;
    this.following = [
      followers.follow(this.deps.items, { onReload: () => this.reloadItems(), onChange: (change) => (change.type === 'delete' ? this.remove(`ITEM:${change.id}`) : this.putItem(change.document)) }, { load: false, after: readFirst }),
      followers.follow(this.deps.content, { onReload: () => this.reloadContent(), onChange: (change) => (change.type === 'delete' ? this.remove(`CONTENT:${change.id}`) : this.putContent(change.kind, change.document)) }, { load: false, after: readFirst }),
      ...(buildsInMemory
        ? [followers.follow(this.builds, { onReload: () => this.reloadBuilds(), onChange: (change) => (change.type === 'delete' ? this.remove(`BUILD:${change.id}`) : this.putBuild(change.document)) }, { load: false, after: readBuilds })]
        : []),
    ];
    let firstPage: () => void = () => undefined;
    const firstPageRead = new Promise<void>((resolve) => (firstPage = resolve));
    try {
      await Promise.all(this.following.map((following) => following.ready));
      await this.reloadItems();
      await this.reloadContent();
      storeRead();
      if (!buildsInMemory) return;
      this.buildsIndexed = followers.run((signal) => this.reloadBuilds({ signal, firstPage })).finally(buildsRead);
      // A failure of the first page fails the start (as a failed read did before); a later one is logged.
      await Promise.race([firstPageRead, this.buildsIndexed]);
    } catch (error) {
      storeRead();
      buildsRead();
      await this.close();
      throw error;
    }
    void this.buildsIndexed.catch((error: unknown) => this.deps.logger?.error({ err: error }, 'Could not read the public builds into the search index'));
  }

  /**
   * Resolves once every public build the store held at start is in the index (search answers
   * meanwhile from what is already in it).
   */
  whenBuildsIndexed(): Promise<void> {
    return this.buildsIndexed;
  }

  /** The keys of one kind read from the store, and what went away meanwhile removed (deleted, made private, unpublished, retired). */
  private async rereadKind(kind: StoreKind, read: () => Promise<void>): Promise<void> {
    const keys = this.storeKeys[kind];
    const before = new Set(keys);
    keys.clear();
    await read();
    for (const key of before) if (!keys.has(key)) this.remove(key);
  }

  private reloadItems(): Promise<void> {
    return this.rereadKind('ITEM', async () => {
      for (const item of await this.deps.items.everyItem()) this.putItem(item);
    });
  }

  private reloadContent(): Promise<void> {
    return this.rereadKind('CONTENT', async () => {
      for (const kind of CONTENT_KINDS) for (const document of await this.deps.content.allPublished(kind)) this.putContent(kind, document);
    });
  }

  /**
   * Every public build, a page at a time in `_id` order (an index walk); between pages the event
   * loop is given back and the work rests as long as it worked, so a million builds never stall a
   * request. `firstPage` is called once the first page is in the index; `signal` stops the read (the
   * server stops).
   */
  private reloadBuilds({ signal, firstPage = () => undefined }: { signal?: AbortSignal; firstPage?: () => void } = {}): Promise<void> {
    return this.rereadKind('BUILD', async () => {
      const started = performance.now();
      const pace = new Pace(1, SEARCH_BUILD_SLICE_MS);
      let after: string | null = null;
      let read = 0;
      for (;;) {
        const page: BuildDocument[] = await this.builds.find(after === null ? { isPublic: true } : { isPublic: true, _id: { $gt: after } }, {
          sort: { _id: 1 },
          limit: SEARCH_BUILD_PAGE,
          projection: BUILD_FIELDS,
        });
        for (const build of page) this.putBuild(build);
        read += page.length;
        if (after === null) firstPage();
        if (page.length < SEARCH_BUILD_PAGE || this.closed || signal?.aborted) break;
        after = page[page.length - 1]!._id;
        await new Promise<void>((resolve) => setImmediate(resolve));
        await pace.step();
      }
      if (read > SEARCH_BUILD_PAGE) this.deps.logger?.info({ builds: read, ms: Math.round(performance.now() - started) }, `Search: ${read} public builds indexed`);
    });
  }
}
