import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { mergeIterables } from '../../graphql/merge-iterators';
import { decodeCursor, encodeCursor, pageSize, toConnection, type Connection } from '../../graphql/connection';
import { badUserInput, notFound } from '../../graphql/errors';
import { containsText } from '../../store/search';
import { DuplicateKeyError, type ChangeEvent, type Collection, type Filter, type Store } from '../../store/port';
import { closedBy, Followers } from '../../store/follow';
import type { AuditService } from '../audit/audit.service';
import type { ProfileDocument } from '../profiles/profile.model';
import type { ProfileService } from '../profiles/profile.service';
import {
  CONTENT_COLLECTIONS, CONTENT_ID_PREFIX, CONTENT_KINDS, kindOfContentId, normalizeContent,
  type Content, type ContentDocument, type ContentKind,
} from './content.model';
import type { GameRefResolver } from './game-refs';
import { renderContent, type RenderedContent } from './markdown';
import { checkContentInput, LIMITS, slugFromTitle, type ContentInput } from './content-input';
import { checkNotes } from '../../../game-data/rules/notes';

export interface ContentListOptions {
  tag?: string | null;
  search?: string | null;
}

const published: Filter = { status: { $ne: 'draft' } };

/** How many pages of lists a kind keeps (ContentService's `pages`). */
const KEPT_PAGES = 200;
/** A page of a list without its count (kept apart: a page's count is the whole list's). */
type KeptPage = Pick<Connection<Content>, 'edges' | 'pageInfo'>;

/**
 * News posts, articles, patch notes, guides and the fixed pages: Markdown documents in the store.
 * The public sees published documents; admins also see drafts and change everything, each change
 * recorded in the audit log.
 */
export class ContentService {
  private readonly collections: Record<ContentKind, Collection<ContentDocument>>;
  /** Rendered bodies by id and edit time; items a page mentions can change, so entries live a minute. */
  private readonly rendered = new LRUCache<string, RenderedContent>({ max: 500, ttl: 60_000 });
  /** Bumped on every item change, so a renamed item shows in every page at once. */
  private refsVersion = 0;
  /**
   * How many documents a list has (its `totalCount`), by kind and list, kept until the kind's
   * collection changes (its change feed, from any process): a count is a scan of the kind, and
   * every page of a list asks for it.
   */
  private readonly counts = new Map<ContentKind, Map<string, number>>();
  /**
   * The pages of those lists as read from the store (edges with their cursors, each document
   * normalized and frozen), by list, cursor and size, kept and forgotten with the counts: a
   * page is a scan and sort of the kind, and every reader of /news asks for the same first page.
   * At most {@link KEPT_PAGES} a kind (cursors come from clients: past that, all are forgotten).
   */
  private readonly pages = new Map<ContentKind, Map<string, KeptPage>>();
  /**
   * The documents on those pages, by id, one object each however many pages show it: the pages
   * hold no more than one copy of the kind's documents (a body may be 50 kB, and `first` and the
   * cursor make up to {@link KEPT_PAGES} pages of 100).
   */
  private readonly pageDocuments = new Map<ContentKind, Map<string, Content>>();
  /** Bumped with each change of a kind, so a count or page read while one came is not kept; set once the kind's feed listens. */
  private readonly countGeneration = new Map<ContentKind, number>();

  constructor(
    store: Store,
    private readonly deps: { refs: GameRefResolver; profiles: ProfileService; audit: AuditService; followers?: Followers },
  ) {
    const followers = deps.followers ?? new Followers();
    this.collections = Object.fromEntries(
      CONTENT_KINDS.map((kind) => [kind, store.collection<ContentDocument>(CONTENT_COLLECTIONS[kind])]),
    ) as Record<ContentKind, Collection<ContentDocument>>;
    for (const kind of CONTENT_KINDS) {
      deps.audit.onRestore(CONTENT_COLLECTIONS[kind], (document) => {
        checkContentInput(kind, document as ContentDocument, true);
      });
      this.counts.set(kind, new Map());
      this.pages.set(kind, new Map());
      this.pageDocuments.set(kind, new Map());
      const forget = () => this.forgetCounts(kind);
      followers.follow(this.collections[kind], { onChange: forget, onReload: forget });
    }
  }

  /**
   * Counts and pages of a kind are kept only while its feed listens (generation set) and until
   * its next change or lost history (generation bumped, so a read that overlapped is not kept).
   */
  private forgetCounts(kind: ContentKind): void {
    this.countGeneration.set(kind, (this.countGeneration.get(kind) ?? -1) + 1);
    this.counts.get(kind)!.clear();
    this.pages.get(kind)!.clear();
    this.pageDocuments.get(kind)!.clear();
  }

  static async prepare(store: Store): Promise<void> {
    for (const kind of CONTENT_KINDS) {
      const collection = store.collection<ContentDocument>(CONTENT_COLLECTIONS[kind]);
      await collection.createIndex({ slug: 1 }, { unique: true });
      await collection.createIndex({ publishedAt: -1 });
    }
  }

  /** Tells the renderer that items changed (called from the items change feed). */
  itemsChanged(): void {
    this.refsVersion += 1;
  }

  /** Published documents of a kind, newest first, optionally with a tag or a text in the title or summary. */
  async list(kind: ContentKind, options: ContentListOptions, first: number | null | undefined, after: string | null | undefined): Promise<Connection<Content>> {
    const parts: Filter[] = [published];
    if (options.tag) parts.push({ tags: options.tag.trim().toLowerCase() });
    const search = options.search?.trim();
    if (search) {
      if (search.length > 60) throw badUserInput('search must be at most 60 characters.', 'search');
      const pattern = containsText(search);
      parts.push({ $or: [{ title: { $regex: pattern } }, { summary: { $regex: pattern } }, { tags: { $regex: pattern } }] });
    }
    // A text search's count is not kept (its filter is a pattern); a tag's and the whole list's are.
    return this.page(kind, { $and: parts }, first, after, 'publishedAt', search ? null : `published:${options.tag?.trim().toLowerCase() ?? ''}`);
  }

  /** Every document of a kind, drafts included, last edited first. Admins only. */
  async listAll(viewer: ProfileDocument | null, kind: ContentKind, first: number | null | undefined, after: string | null | undefined): Promise<Connection<Content>> {
    this.deps.profiles.requireAdmin(viewer);
    return this.page(kind, {}, first, after, 'updatedAt', 'all');
  }

  private async page(
    kind: ContentKind,
    base: Filter,
    first: number | null | undefined,
    after: string | null | undefined,
    order: 'publishedAt' | 'updatedAt',
    /** Names the list for the kept count ({@link counts}), or null to count every time. */
    countKey: string | null,
  ): Promise<Connection<Content>> {
    const size = pageSize(first);
    let filter = base;
    if (after) {
      const [key, id] = decodeCursor(after, ['string', 'string']);
      const cursor = { $or: [{ [order]: { $lt: key } }, { [order]: key, _id: { $lt: id } }] };
      filter = Object.keys(base).length === 0 ? cursor : { $and: [base, cursor] };
    }
    const cursorOf = (row: Content) => encodeCursor([row[order] ?? '', row._id]);
    const [kept, total] = await Promise.all([this.pageOf(kind, filter, order, size, cursorOf, countKey === null ? null : `${countKey}\u0000${after ?? ''}\u0000${size}`), this.countOf(kind, base, countKey)]);
    return { edges: kept.edges, pageInfo: kept.pageInfo, totalCount: total };
  }

  /** A page's edges and page info (see {@link pages}): kept by `key` as the counts are, or read every time without one. */
  private async pageOf(kind: ContentKind, filter: Filter, order: 'publishedAt' | 'updatedAt', size: number, cursorOf: (row: Content) => string, key: string | null): Promise<KeptPage> {
    const kept = key === null ? undefined : this.pages.get(kind)!.get(key);
    if (kept !== undefined) return kept;
    const generation = this.countGeneration.get(kind);
    const found = await this.collections[kind].find(filter, { sort: { [order]: -1, _id: -1 }, limit: size + 1 });
    const page = toConnection(found.map((row) => normalizeContent(kind, row, { owned: true })), size, cursorOf, 0);
    if (key !== null && generation !== undefined && generation === this.countGeneration.get(kind)) {
      // Shared by every reader from now on: frozen, so no reader can change what the next one sees.
      // No change came since the kept documents were read (it would have emptied them): the same document.
      const documents = this.pageDocuments.get(kind)!;
      const pages = this.pages.get(kind)!;
      if (pages.size >= KEPT_PAGES) {
        pages.clear();
        documents.clear();
      }
      for (const edge of page.edges) {
        const known = documents.get(edge.node._id);
        if (known) edge.node = known;
        else {
          Object.freeze(edge.node.tags);
          documents.set(edge.node._id, Object.freeze(edge.node));
        }
        Object.freeze(edge);
      }
      Object.freeze(page.edges);
      Object.freeze(page.pageInfo);
      pages.set(key, { edges: page.edges, pageInfo: page.pageInfo });
    }
    return page;
  }

  private async countOf(kind: ContentKind, filter: Filter, key: string | null): Promise<number> {
    const kept = key === null ? undefined : this.counts.get(kind)!.get(key);
    if (kept !== undefined) return kept;
    const generation = this.countGeneration.get(kind);
    const total = await this.collections[kind].count(filter);
    // Kept only once the feed is listening, and if no change came while counting.
    if (key !== null && generation !== undefined && generation === this.countGeneration.get(kind)) this.counts.get(kind)!.set(key, total);
    return total;
  }

  /** Every published document of a kind (the search index). */
  async allPublished(kind: ContentKind): Promise<ContentDocument[]> {
    return this.collections[kind].find(published, { projection: { body: 0 } });
  }

  /** The tags used by published documents of a kind, by name. */
  async tags(kind: ContentKind): Promise<string[]> {
    const rows = await this.collections[kind].find(published, { projection: { tags: 1 } });
    return [...new Set(rows.flatMap((row) => row.tags ?? []))].sort();
  }

  /** A document by id or slug: published ones for everyone, drafts for admins only. */
  async get(viewer: ProfileDocument | null, kind: ContentKind, idOrSlug: string): Promise<Content | null> {
    const row = await this.collections[kind].findOne({ $or: [{ _id: idOrSlug }, { slug: idOrSlug }] });
    if (!row) return null;
    const content = normalizeContent(kind, row, { owned: true });
    return content.status === 'published' || viewer?.role === 'admin' ? content : null;
  }

  async count(kind: ContentKind, status?: 'draft' | 'published'): Promise<number> {
    return this.collections[kind].count(status === 'draft' ? { status: 'draft' } : status === 'published' ? published : {});
  }

  /** The body rendered with its game references, table of contents and unknown references. */
  async render(content: Pick<Content, '_id' | 'updatedAt' | 'body'>): Promise<RenderedContent> {
    const key = `${content._id}:${content.updatedAt}:${this.refsVersion}`;
    const cached = this.rendered.get(key);
    if (cached) return cached;
    const result = renderContent(content.body, await this.deps.refs.resolve(content.body));
    this.rendered.set(key, result);
    return result;
  }

  /**
   * A build's notes rendered like an article, with the rules for players' writing; cached by
   * the build, its edit time and the items' version (a like or a comment does not render again).
   */
  async renderNotes(build: { _id: string; updatedAt: string; description?: string }): Promise<RenderedContent> {
    const source = build.description ?? '';
    if (source === '') return { html: '', toc: [], unknownReferences: [] };
    const key = `notes:${build._id}:${build.updatedAt}:${this.refsVersion}`;
    const cached = this.rendered.get(key);
    if (cached) return cached;
    const result = renderContent(source, await this.deps.refs.resolve(source), 'player');
    this.rendered.set(key, result);
    return result;
  }

  /** The notes editor's preview, for anyone (notes are written signed out too): the build page's renderer. */
  async previewNotes(description: string): Promise<RenderedContent> {
    const notes = checkNotes(description);
    if (!notes.ok) throw badUserInput(notes.message, 'description');
    return renderContent(notes.value, await this.deps.refs.resolve(notes.value), 'player');
  }

  /** Renders Markdown the way the public page will (the editor's live preview). Admins only. */
  async preview(viewer: ProfileDocument | null, body: string): Promise<RenderedContent> {
    this.deps.profiles.requireAdmin(viewer);
    if (body.length > LIMITS.body) throw badUserInput(`body must be at most ${LIMITS.body} characters.`, 'body');
    return renderContent(body, await this.deps.refs.resolve(body));
  }

  /** Writes a new draft. The slug comes from the title unless given; a taken slug is refused. */
  async create(viewer: ProfileDocument | null, kind: ContentKind, input: ContentInput): Promise<Content> {
    const admin = this.deps.profiles.requireAdmin(viewer);
    const fields = checkContentInput(kind, input, true);
    const now = new Date().toISOString();
    const document: ContentDocument = {
      _id: `${CONTENT_ID_PREFIX[kind]}${randomUUID().slice(0, 12)}`,
      kind,
      slug: fields.slug ?? slugFromTitle(fields.title!),
      title: fields.title!,
      summary: fields.summary!,
      body: fields.body!,
      author: fields.author ?? (admin.displayName || admin.username),
      tags: fields.tags ?? [],
      status: 'draft',
      version: fields.version ?? null,
      publishedAt: null,
      createdAt: now,
      updatedAt: now,
    };
    await this.requireFreeSlug(kind, document.slug, null);
    try {
      await this.collections[kind].insertOne(document);
    } catch (error) {
      throw this.slugTaken(error, document.slug);
    }
    await this.audit(admin, 'content.create', kind, null, document);
    return normalizeContent(kind, document);
  }

  async update(viewer: ProfileDocument | null, id: string, input: ContentInput): Promise<Content> {
    const admin = this.deps.profiles.requireAdmin(viewer);
    const { kind, before } = await this.existing(id);
    const fields = checkContentInput(kind, input, false);
    if (fields.slug && fields.slug !== before.slug) await this.requireFreeSlug(kind, fields.slug, id);
    return this.change(admin, 'content.update', kind, before, { ...fields, updatedAt: new Date().toISOString() });
  }

  async publish(viewer: ProfileDocument | null, id: string): Promise<Content> {
    const admin = this.deps.profiles.requireAdmin(viewer);
    const { kind, before } = await this.existing(id);
    const now = new Date().toISOString();
    return this.change(admin, 'content.publish', kind, before, { status: 'published', publishedAt: before.publishedAt ?? now, updatedAt: now });
  }

  async unpublish(viewer: ProfileDocument | null, id: string): Promise<Content> {
    const admin = this.deps.profiles.requireAdmin(viewer);
    const { kind, before } = await this.existing(id);
    return this.change(admin, 'content.unpublish', kind, before, { status: 'draft', updatedAt: new Date().toISOString() });
  }

  async delete(viewer: ProfileDocument | null, id: string): Promise<string> {
    const admin = this.deps.profiles.requireAdmin(viewer);
    const { kind, before } = await this.existing(id);
    await this.collections[kind].deleteOne({ _id: id });
    await this.audit(admin, 'content.delete', kind, before, null);
    return id;
  }

  /** Every change of every kind (inserts, updates and deletes), as the store's change feeds deliver them, until `signal` aborts. */
  watch(signal?: AbortSignal): AsyncGenerator<ChangeEvent<ContentDocument> & { kind: ContentKind }> {
    const feeds = CONTENT_KINDS.map((kind) => closedBy(this.collections[kind].watch(), signal));
    async function* tagged(kind: ContentKind, feed: AsyncIterable<ChangeEvent<ContentDocument>>) {
      try {
        for await (const change of feed) yield { ...change, kind };
      } finally {
        await (feed as { close?: () => Promise<void> }).close?.();
      }
    }
    return mergeIterables(...CONTENT_KINDS.map((kind, index) => tagged(kind, feeds[index]!)));
  }

  private async existing(id: string): Promise<{ kind: ContentKind; before: ContentDocument }> {
    const kind = kindOfContentId(id);
    const before = kind ? await this.collections[kind].findOne({ _id: id }) : null;
    if (!kind || !before) throw notFound('There is no such document.');
    return { kind, before };
  }

  private async change(admin: ProfileDocument, action: string, kind: ContentKind, before: ContentDocument, set: Partial<ContentDocument>): Promise<Content> {
    let after: ContentDocument | null;
    try {
      after = await this.collections[kind].findOneAndUpdate({ _id: before._id }, { $set: { ...set, kind } });
    } catch (error) {
      throw this.slugTaken(error, set.slug ?? before.slug);
    }
    if (!after) throw notFound('There is no such document.');
    await this.audit(admin, action, kind, before, after);
    return normalizeContent(kind, after);
  }

  private async requireFreeSlug(kind: ContentKind, slug: string, exceptId: string | null): Promise<void> {
    const other = await this.collections[kind].findOne({ slug });
    if (other && other._id !== exceptId) throw badUserInput(`The slug "${slug}" is taken by “${other.title}”.`, 'input.slug');
  }

  private slugTaken(error: unknown, slug: string): unknown {
    return error instanceof DuplicateKeyError ? badUserInput(`The slug "${slug}" is taken.`, 'input.slug') : error;
  }

  private async audit(admin: ProfileDocument, action: string, kind: ContentKind, before: ContentDocument | null, after: ContentDocument | null) {
    await this.deps.audit.record(admin, {
      action,
      collection: CONTENT_COLLECTIONS[kind],
      targetId: (after ?? before)!._id,
      targetLabel: (after ?? before)!.title,
      before,
      after,
    });
  }
}
