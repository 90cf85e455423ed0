import { randomUUID } from 'node:crypto';
import { EventEmitter, on } from 'node:events';
import type { ClassId } from '../../../game-data/rules/constants';
import { badUserInput, forbidden, notFound, unauthenticated } from '../../graphql/errors';
import { decodeCursor, encodeCursor, pageSize, toConnection, type Connection } from '../../graphql/connection';
import { DuplicateKeyError, type Collection, type Filter, type SortSpec, type Store } from '../../store/port';
import { containsText } from '../../store/search';
import type { ProfileDocument } from '../profiles/profile.model';
import {
  BUILDS_COLLECTION,
  COMMENTS_COLLECTION,
  LIKES_COLLECTION,
  likeId,
  type BuildDocument,
  type CommentDocument,
  type LikeDocument,
} from './build.model';
import { GAME_DATA_VERSION, migrateBuild } from '../../../game-data/rules/migrations';
import { copyBuildName } from '../../../game-data/rules/builds';
import {
  BUILDS_PER_PROFILE_MAX,
  checkBuildFields,
  checkComment,
  commentAuthorName,
  type BuildCatalog,
  type BuildFieldsInput,
} from './build.rules';
import { CommentOrderIndex } from './comment-order';

/** Specification section 9: the carousel shows at most 20 builds. */
export const TOP_BUILDS_LIMIT = 20;
/** How many liked builds `likedBuilds` lists. */
export const LIKED_BUILDS_MAX = 100;
const BUILD_NOT_FOUND = 'This build does not exist or is private.';

export type BuildSort = 'MOST_LIKED' | 'NEWEST' | 'MOST_COMMENTED';
export type CommentOrder = 'NEWEST_FIRST' | 'OLDEST_FIRST';

export interface PublicBuildFilter {
  class?: ClassId | null;
  minLevel?: number | null;
  maxLevel?: number | null;
  kind?: 'PLANNER' | 'TRAIT' | null;
  /** Matches the build name or the owner's username, case-insensitively. */
  search?: string | null;
}

/** The carousel and listing view of a public build (specification section 3). */
export interface PublicBuildSummary {
  id: string;
  title: string;
  owner: string;
  likes: number;
  characterClass: ClassId;
  characterLevel: number;
  buildIconId: string | null;
  isPlannerBuild: boolean;
}

type Viewer = Pick<ProfileDocument, '_id' | 'role' | 'username' | 'displayName'> | null;

const SORTS: Record<BuildSort, { field: 'likeCount' | 'publishDate' | 'commentCount'; sort: SortSpec }> = {
  MOST_LIKED: { field: 'likeCount', sort: { likeCount: -1, publishDate: -1, _id: -1 } },
  NEWEST: { field: 'publishDate', sort: { publishDate: -1, _id: -1 } },
  MOST_COMMENTED: { field: 'commentCount', sort: { commentCount: -1, publishDate: -1, _id: -1 } },
};

/** A stored build as the fields the rules check again (unknown item ids go back as they came). */
function asFieldsInput(build: BuildDocument): BuildFieldsInput & Required<Pick<BuildFieldsInput, 'assignedPoints' | 'equippedItemIds'>> {
  return {
    name: build.name,
    class: build.class,
    characterLevel: build.characterLevel,
    isPlannerBuild: build.isPlannerBuild,
    buildIconId: build.buildIconId,
    assignedPoints: Object.entries(build.assignedPoints).map(([trait, points]) => ({ trait: Number(trait), points })),
    statAllocations: build.statAllocations,
    equippedItemIds: Object.entries(build.equippedItemIds).map(([slot, item]) => ({ slot, itemId: item?.itemId || item?.legacyValue || '' })),
  };
}

/**
 * Brings every stored build made with an older game data version to the current one (DESIGN
 * section 9), once: the points are renumbered and refunded by the same migration the tools use,
 * and the build keeps the version it was made with and what changed, so its page can say so.
 * Idempotent: a migrated build has the current `dataVersion` and is not touched again.
 */
export async function migrateStoredBuilds(builds: Collection<BuildDocument>): Promise<number> {
  const old = await builds.find({ $or: [{ dataVersion: { $exists: false } }, { dataVersion: { $lt: GAME_DATA_VERSION } }] });
  let migrated = 0;
  for (const build of old) {
    const from = build.dataVersion ?? 1;
    const points = Object.entries(build.assignedPoints).map(([trait, value]): [number, number] => [Number(trait), value]);
    const { build: result, changes } = migrateBuild({ characterClass: build.class, level: build.characterLevel, points }, from);
    const updated = await builds.updateOne(
      { _id: build._id, $or: [{ dataVersion: { $exists: false } }, { dataVersion: from }] },
      {
        $set: {
          assignedPoints: Object.fromEntries(result.points.map(([trait, value]) => [String(trait), value])),
          dataVersion: GAME_DATA_VERSION,
          madeWithVersion: from,
          migrationNotes: changes,
        },
      },
    );
    migrated += updated.matchedCount;
  }
  return migrated;
}

export function toSummary(build: BuildDocument): PublicBuildSummary {
  return {
    id: build._id,
    title: build.name,
    owner: build.ownerUsername || 'Unknown',
    likes: build.likeCount,
    characterClass: build.class,
    characterLevel: build.characterLevel,
    buildIconId: build.buildIconId,
    isPlannerBuild: build.isPlannerBuild,
  };
}

/** Builds: the owner's edits, publishing, likes and comments, listings and the top builds. */
export class BuildsService {
  private readonly builds: Collection<BuildDocument>;
  private readonly comments: Collection<CommentDocument>;
  private readonly commentOrder: CommentOrderIndex;
  private readonly likes: Collection<LikeDocument>;
  private top: Promise<BuildDocument[]> | null = null;
  private topSignature = '';
  private readonly topEvents = new EventEmitter();
  private refreshTimer: NodeJS.Timeout | null = null;
  private readonly recounts = new Set<string>();
  private recountTimer: NodeJS.Timeout | null = null;

  constructor(store: Store, private readonly catalog: BuildCatalog) {
    this.builds = store.collection<BuildDocument>(BUILDS_COLLECTION);
    this.comments = store.collection<CommentDocument>(COMMENTS_COLLECTION);
    this.commentOrder = new CommentOrderIndex(this.comments);
    this.likes = store.collection<LikeDocument>(LIKES_COLLECTION);
    this.topEvents.setMaxListeners(0);
    void this.followChanges();
  }

  static async prepare(store: Store): Promise<void> {
    const builds = store.collection<BuildDocument>(BUILDS_COLLECTION);
    await builds.createIndex({ owner: 1 });
    await builds.createIndex({ isPublic: 1, likeCount: -1, publishDate: -1 });
    const comments = store.collection<CommentDocument>(COMMENTS_COLLECTION);
    await comments.createIndex({ buildId: 1, timestamp: -1, _id: -1 });
    const likes = store.collection<LikeDocument>(LIKES_COLLECTION);
    await likes.createIndex({ buildId: 1, userId: 1 }, { unique: true });
    await likes.createIndex({ buildId: 1, updatedAt: 1, _id: 1 });
    await likes.createIndex({ userId: 1, updatedAt: -1 });
    await migrateBuildSocial(builds, comments, likes);
    await migrateStoredBuilds(builds);
  }

  /** A build as the viewer may see it: someone else's private build does not exist. */
  async get(viewer: Viewer, id: string): Promise<BuildDocument | null> {
    const build = await this.builds.findOne({ _id: id });
    return build && this.canSee(viewer, build) ? build : null;
  }

  canSee(viewer: Viewer, build: BuildDocument): boolean {
    return build.isPublic || build.owner === viewer?._id;
  }

  /** A player's public builds for their public page: most liked first, then newest published. */
  publicOfOwner(ownerId: string): Promise<BuildDocument[]> {
    return this.builds.find({ owner: ownerId, isPublic: true }, { sort: { likeCount: -1, publishDate: -1, _id: -1 } });
  }

  /** Likes on a player's public builds, all together (likes on a build made private are not counted). */
  async likesReceivedBy(ownerId: string): Promise<number> {
    const rows = await this.builds.find({ owner: ownerId, isPublic: true }, { projection: { likeCount: 1 } });
    return rows.reduce((sum, build) => sum + build.likeCount, 0);
  }

  /** The builds the viewer liked and can still see, newest like first (at most 100). */
  async likedBy(viewer: Viewer): Promise<BuildDocument[]> {
    const me = this.requireViewer(viewer);
    const likes = await this.likes.find({ userId: me._id }, { sort: { updatedAt: -1, _id: -1 }, limit: LIKED_BUILDS_MAX });
    const rows = await this.builds.find({ _id: { $in: likes.map((like) => like.buildId) } });
    const byId = new Map(rows.filter((build) => this.canSee(me, build)).map((build) => [build._id, build]));
    return likes.flatMap((like) => byId.get(like.buildId) ?? []);
  }

  /** Every build of a profile, newest change first; only the owner may list them. */
  async ofOwner(viewer: Viewer, ownerId: string): Promise<BuildDocument[]> {
    if (viewer?._id !== ownerId) return [];
    return this.builds.find({ owner: ownerId }, { sort: { updatedAt: -1, _id: -1 } });
  }

  async listPublic(
    filter: PublicBuildFilter | null | undefined,
    sort: BuildSort,
    first: number | null | undefined,
    after: string | null | undefined,
  ): Promise<Connection<BuildDocument>> {
    const size = pageSize(first);
    const conditions: Filter[] = [{ isPublic: true }];
    if (filter?.class) conditions.push({ class: filter.class });
    for (const [key, op] of [['minLevel', '$gte'], ['maxLevel', '$lte']] as const) {
      const value = filter?.[key];
      if (value === null || value === undefined) continue;
      if (!Number.isInteger(value) || value < 1) throw badUserInput(`${key} must be a whole number of 1 or more.`, key);
      conditions.push({ characterLevel: { [op]: value } });
    }
    if (filter?.kind) conditions.push({ isPlannerBuild: filter.kind === 'PLANNER' });
    const search = filter?.search?.trim();
    if (search) {
      if (search.length > 48) throw badUserInput('Search for at most 48 characters.', 'search');
      const pattern = containsText(search);
      conditions.push({ $or: [{ name: { $regex: pattern } }, { ownerUsername: { $regex: pattern } }] });
    }
    const order = SORTS[sort];
    const total = await this.builds.count({ $and: conditions });
    if (after) {
      if (order.field === 'publishDate') {
        const [date, id] = decodeCursor(after, ['string', 'string']);
        conditions.push({ $or: [{ publishDate: { $lt: date } }, { publishDate: date, _id: { $lt: id } }] });
      } else {
        const [count, date, id] = decodeCursor(after, ['number', 'string', 'string']);
        conditions.push({
          $or: [
            { [order.field]: { $lt: count } },
            { [order.field]: count, publishDate: { $lt: date } },
            { [order.field]: count, publishDate: date, _id: { $lt: id } },
          ],
        });
      }
    }
    const rows = await this.builds.find({ $and: conditions }, { sort: order.sort, limit: size + 1 });
    const cursorOf = (b: BuildDocument) =>
      order.field === 'publishDate'
        ? encodeCursor([b.publishDate ?? '', b._id])
        : encodeCursor([b[order.field], b.publishDate ?? '', b._id]);
    return toConnection(rows, size, cursorOf, total);
  }

  /**
   * Specification section 9: public builds with at least one rating, at most 20, by number of
   * ratings descending, then publish date newest first. Cached until a build changes.
   */
  topBuilds(): Promise<BuildDocument[]> {
    this.top ??= this.builds.find(
      { isPublic: true, likeCount: { $gte: 1 } },
      { sort: { likeCount: -1, publishDate: -1, _id: -1 }, limit: TOP_BUILDS_LIMIT },
    );
    this.top.catch(() => (this.top = null));
    return this.top;
  }

  /** Yields the top builds each time the ranking or a shown build changes. */
  async *watchTop(): AsyncGenerator<BuildDocument[]> {
    const abort = new AbortController();
    try {
      for await (const [top] of on(this.topEvents, 'top', { signal: abort.signal })) yield top as BuildDocument[];
    } finally {
      abort.abort();
    }
  }

  /**
   * Yields a build each time it changes, and null once when it is deleted or stops being visible
   * to the viewer. A build the viewer cannot see yields nothing (review F14: someone else's
   * private build does not even say that it changed), until it becomes visible.
   */
  async *watchBuild(viewer: Viewer, id: string): AsyncGenerator<BuildDocument | null> {
    const feed = this.builds.watch();
    try {
      await feed.ready();
      let visible = (await this.get(viewer, id)) !== null;
      for await (const change of feed) {
        if (change.type !== 'reload' && change.id !== id) continue;
        const build = change.type === 'reload' ? await this.get(viewer, id) : change.document && this.canSee(viewer, change.document) ? change.document : null;
        if (build) yield build;
        else if (visible) yield null;
        visible = build !== null;
      }
    } finally {
      await feed.close();
    }
  }

  /** Yields each time one of the owner's builds is created, changed or deleted (for the profile stream). */
  async *watchOwner(ownerId: string): AsyncGenerator<'builds'> {
    const feed = this.builds.watch();
    const known = new Set((await this.builds.find({ owner: ownerId }, { projection: { _id: 1 } })).map((b) => b._id));
    try {
      for await (const change of feed) {
        if (change.type === 'reload') yield 'builds';
        else if (change.document?.owner === ownerId) {
          known.add(change.id);
          yield 'builds';
        } else if (change.type === 'delete' && known.delete(change.id)) yield 'builds';
      }
    } finally {
      await feed.close();
    }
  }

  async create(viewer: Viewer, input: BuildFieldsInput & { forkedFrom?: string | null }): Promise<BuildDocument> {
    const me = this.requireViewer(viewer);
    const fields = this.check(input);
    // A copy remembers its original, which must be a build this player may see.
    const forkedFrom = input.forkedFrom ? ((await this.get(viewer, input.forkedFrom))?._id ?? null) : null;
    if (input.forkedFrom && !forkedFrom) throw badUserInput(BUILD_NOT_FOUND, 'forkedFrom');
    if ((await this.builds.count({ owner: me._id })) >= BUILDS_PER_PROFILE_MAX) {
      throw badUserInput(`You can keep at most ${BUILDS_PER_PROFILE_MAX} builds. Delete one to make room.`);
    }
    const now = new Date().toISOString();
    return this.builds.insertOne({
      _id: randomUUID(),
      ...fields,
      dataVersion: GAME_DATA_VERSION,
      forkedFrom,
      owner: me._id,
      ownerUsername: me.username,
      isPublic: false,
      publishDate: null,
      likeCount: 0,
      commentCount: 0,
      createdAt: now,
      updatedAt: now,
    });
  }

  /** The owner changes some fields; the result is checked whole, so no change leaves a build invalid. */
  async update(viewer: Viewer, id: string, patch: BuildFieldsInput): Promise<BuildDocument> {
    const build = await this.requireOwned(viewer, id);
    const stored = asFieldsInput(build);
    const merged: BuildFieldsInput = {
      name: patch.name ?? build.name,
      class: patch.class ?? build.class,
      characterLevel: patch.characterLevel ?? build.characterLevel,
      isPlannerBuild: patch.isPlannerBuild ?? build.isPlannerBuild,
      buildIconId: patch.buildIconId === undefined ? build.buildIconId : patch.buildIconId,
      assignedPoints: patch.assignedPoints ?? stored.assignedPoints,
      statAllocations: patch.statAllocations ?? build.statAllocations,
      equippedItemIds: patch.equippedItemIds ?? stored.equippedItemIds,
    };
    const fields = this.check(merged);
    return this.set(viewer, id, { ...fields, dataVersion: GAME_DATA_VERSION, ownerUsername: viewer!.username });
  }

  async duplicate(viewer: Viewer, id: string): Promise<BuildDocument> {
    const source = await this.get(viewer, id);
    if (!source) throw notFound(BUILD_NOT_FOUND);
    return this.create(viewer, { ...asFieldsInput(source), name: copyBuildName(source.name), forkedFrom: source._id });
  }

  async publish(viewer: Viewer, id: string): Promise<BuildDocument> {
    await this.requireOwned(viewer, id);
    return this.set(viewer, id, { isPublic: true, publishDate: new Date().toISOString() });
  }

  async unpublish(viewer: Viewer, id: string): Promise<BuildDocument> {
    await this.requireOwned(viewer, id);
    return this.set(viewer, id, { isPublic: false });
  }

  async delete(viewer: Viewer, id: string): Promise<string> {
    const me = this.requireViewer(viewer);
    await this.requireOwned(viewer, id);
    if (!(await this.builds.deleteOne({ _id: id, owner: me._id }))) throw notFound(BUILD_NOT_FOUND);
    // Its likes and comments go with it.
    await this.likes.deleteMany({ buildId: id });
    await this.comments.deleteMany({ buildId: id });
    return id;
  }

  /**
   * One rating per player, stored as its own record: the first like inserts it (the unique
   * `_id` refuses a second) and then counts it with one `$inc` on the build; liking again only
   * refreshes the record's `updatedAt`. Concurrent likes never lose a count.
   */
  async like(viewer: Viewer, buildId: string): Promise<BuildDocument> {
    const me = this.requireViewer(viewer);
    await this.requireLikeable(viewer, buildId);
    const _id = likeId(buildId, me._id);
    const now = new Date().toISOString();
    try {
      await this.likes.insertOne({ _id, buildId, userId: me._id, value: 'like', updatedAt: now });
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
      await this.likes.updateOne({ _id }, { $set: { updatedAt: now } });
      return this.requireLikeable(viewer, buildId);
    }
    const counted = await this.count(buildId, 'likeCount', 1, () => this.likes.deleteOne({ _id }));
    if (!counted) {
      // The build was deleted meanwhile: the like goes with it.
      await this.likes.deleteOne({ _id });
      throw notFound(BUILD_NOT_FOUND);
    }
    return counted;
  }

  /**
   * Removes the viewer's like of a build they can see; removing a like that does not exist does
   * nothing. A build that became private is NOT_FOUND and its likes stay, as unpublishing keeps them.
   */
  async unlike(viewer: Viewer, buildId: string): Promise<BuildDocument> {
    const me = this.requireViewer(viewer);
    const build = await this.get(viewer, buildId);
    if (!build) throw notFound(BUILD_NOT_FOUND);
    const like = await this.likes.findOne({ _id: likeId(buildId, me._id) });
    if (!like || !(await this.likes.deleteOne({ _id: like._id }))) return build;
    const counted = await this.count(buildId, 'likeCount', -1, () => this.likes.insertOne(like));
    if (!counted) throw notFound(BUILD_NOT_FOUND);
    return counted;
  }

  async hasLiked(viewer: Viewer, buildId: string): Promise<boolean> {
    if (!viewer?._id) return false;
    return Boolean(await this.likes.findOne({ _id: likeId(buildId, viewer._id) }, { projection: { _id: 1 } }));
  }

  /** A page of a build's ratings, oldest first. */
  async ratingsOf(build: BuildDocument, first: number | null | undefined, after: string | null | undefined): Promise<Connection<LikeDocument>> {
    const size = pageSize(first);
    const conditions: Filter[] = [{ buildId: build._id }];
    if (after) {
      const [date, id] = decodeCursor(after, ['string', 'string']);
      conditions.push({ $or: [{ updatedAt: { $gt: date } }, { updatedAt: date, _id: { $gt: id } }] });
    }
    const rows = await this.likes.find({ $and: conditions }, { sort: { updatedAt: 1, _id: 1 }, limit: size + 1 });
    return toConnection(rows, size, (like) => encodeCursor([like.updatedAt, like._id]), build.likeCount);
  }

  /** A page of a build's comments, newest or oldest first. */
  async commentsOf(
    build: BuildDocument,
    order: CommentOrder,
    first: number | null | undefined,
    after: string | null | undefined,
  ): Promise<Connection<CommentDocument>> {
    const size = pageSize(first);
    const cursor = after ? (decodeCursor(after, ['string', 'string']) as [string, string]) : null;
    const ids = await this.commentOrder.page(build._id, order === 'NEWEST_FIRST', size, cursor);
    // One read by id each: both engines answer those from their id index.
    const found = await Promise.all(ids.map((id) => this.comments.findOne({ _id: id })));
    const rows = found.filter((c): c is CommentDocument => c !== null && c.buildId === build._id);
    return toConnection(rows, size, (comment) => encodeCursor([comment.timestamp, comment._id]), build.commentCount);
  }

  /** Adds a trimmed comment as its own record and counts it on the build; an empty one is ignored (nothing written). */
  async addComment(viewer: Viewer, buildId: string, content: string): Promise<BuildDocument> {
    const me = this.requireViewer(viewer);
    const checked = checkComment(content);
    if (!checked.ok) throw badUserInput(checked.problem.message, checked.problem.field);
    const build = await this.requireLikeable(viewer, buildId);
    if (checked.value === null) return build;
    const comment = await this.comments.insertOne({
      _id: randomUUID(),
      buildId,
      author: commentAuthorName(me),
      authorId: me._id,
      content: checked.value,
      timestamp: new Date().toISOString(),
    });
    this.commentOrder.added(comment);
    const counted = await this.count(buildId, 'commentCount', 1, () => {
      this.commentOrder.removed(buildId, comment._id);
      return this.comments.deleteOne({ _id: comment._id });
    });
    if (!counted) {
      await this.comments.deleteOne({ _id: comment._id });
      throw notFound(BUILD_NOT_FOUND);
    }
    return counted;
  }

  /**
   * The comment's author or an admin deletes it, also on a build made private since. Returns the
   * build, or null when the caller may not see it. Someone else learns nothing about a private build.
   */
  async deleteComment(viewer: Viewer, buildId: string, commentId: string): Promise<BuildDocument | null> {
    const me = this.requireViewer(viewer);
    const build = await this.builds.findOne({ _id: buildId });
    const comment = build ? await this.comments.findOne({ _id: commentId, buildId }) : null;
    const mayDelete = Boolean(comment && (comment.authorId === me._id || me.role === 'admin'));
    if (!build || (!mayDelete && !this.canSee(viewer, build))) throw notFound(BUILD_NOT_FOUND);
    if (!comment) throw notFound('This comment does not exist.');
    if (!mayDelete) throw forbidden('Only its author or an admin can delete a comment.');
    if (!(await this.comments.deleteOne({ _id: commentId, buildId }))) throw notFound('This comment does not exist.');
    this.commentOrder.removed(buildId, commentId);
    const counted = await this.count(buildId, 'commentCount', -1, async () => {
      await this.comments.insertOne(comment);
      this.commentOrder.added(comment);
    });
    return counted && this.canSee(viewer, counted) ? counted : null;
  }

  /** Keeps the stored owner name in step when a player renames themselves. */
  async renameOwner(ownerId: string, username: string): Promise<void> {
    for (const build of await this.builds.find({ owner: ownerId }, { projection: { _id: 1 } })) {
      await this.builds.updateOne({ _id: build._id, owner: ownerId }, { $set: { ownerUsername: username } });
    }
  }

  /**
   * Moves a build's count after its like or comment record was written or removed. When the
   * count cannot be written (the store refuses writes), `undo` takes the record change back so
   * the failed write is not served; if even that fails, the build is recounted from its records
   * once the store writes again.
   */
  private async count(buildId: string, field: 'likeCount' | 'commentCount', by: 1 | -1, undo: () => Promise<unknown>) {
    try {
      return await this.builds.findOneAndUpdate({ _id: buildId }, { $inc: { [field]: by } });
    } catch (error) {
      await undo().catch(() => this.recountLater(buildId));
      throw error;
    }
  }

  private recountLater(buildId: string): void {
    this.recounts.add(buildId);
    this.recountTimer ??= setInterval(() => void this.recountPending(), 5000);
    this.recountTimer.unref();
  }

  private async recountPending(): Promise<void> {
    for (const buildId of [...this.recounts]) {
      try {
        const [likeCount, commentCount] = await Promise.all([this.likes.count({ buildId }), this.comments.count({ buildId })]);
        await this.builds.updateOne({ _id: buildId }, { $set: { likeCount, commentCount } });
        this.recounts.delete(buildId);
      } catch {
        return; // Still refused; the next round tries again.
      }
    }
    if (this.recounts.size === 0 && this.recountTimer) {
      clearInterval(this.recountTimer);
      this.recountTimer = null;
    }
  }

  private check(input: BuildFieldsInput) {
    const outcome = checkBuildFields(input, this.catalog);
    if (!outcome.ok) throw badUserInput(outcome.problem.message, outcome.problem.field);
    return outcome.value;
  }

  private requireViewer(viewer: Viewer): NonNullable<Viewer> {
    if (!viewer?._id) throw unauthenticated('Sign in to continue.');
    return viewer;
  }

  private async requireOwned(viewer: Viewer, id: string): Promise<BuildDocument> {
    const me = this.requireViewer(viewer);
    const build = await this.get(viewer, id);
    if (!build) throw notFound(BUILD_NOT_FOUND);
    if (build.owner !== me._id) throw forbidden('Only the owner can change this build.');
    return build;
  }

  private async requireLikeable(viewer: Viewer, buildId: string): Promise<BuildDocument> {
    const build = await this.get(viewer, buildId);
    if (!build) throw notFound(BUILD_NOT_FOUND);
    if (!build.isPublic) throw badUserInput('Publish this build before it can get likes and comments.');
    return build;
  }

  private async set(viewer: Viewer, id: string, changes: Partial<BuildDocument>): Promise<BuildDocument> {
    const updated = await this.builds.findOneAndUpdate(
      { _id: id, owner: viewer!._id },
      { $set: { ...changes, updatedAt: new Date().toISOString() } },
    );
    if (!updated) throw notFound(BUILD_NOT_FOUND);
    return updated;
  }

  /** Every change to builds (from any process) invalidates the cached top list and re-announces it. */
  private async followChanges(): Promise<void> {
    const feed = this.builds.watch();
    try {
      for await (const _change of feed) {
        this.top = null;
        if (this.topEvents.listenerCount('top') > 0 && !this.refreshTimer) {
          // Coalesces bursts (a thousand likes at once) into one recomputation.
          this.refreshTimer = setTimeout(() => void this.announceTop(), 25);
        }
      }
    } catch {
      // The store closed.
    }
  }

  private async announceTop(): Promise<void> {
    this.refreshTimer = null;
    try {
      const top = await this.topBuilds();
      const signature = JSON.stringify(top.map((b) => [b._id, b.likeCount, b.name, b.buildIconId, b.characterLevel, b.class, b.ownerUsername]));
      if (signature === this.topSignature) return;
      this.topSignature = signature;
      this.topEvents.emit('top', top);
    } catch {
      // The store closed; nothing to announce.
    }
  }
}

/**
 * Moves likes and comments that older stores kept inside each build (`ratings`, `comments`)
 * into their own records, then recounts and drops the arrays. Idempotent: records keep fixed
 * ids (so a second run, or a run cut short, inserts nothing twice) and counts are recounted.
 */
export async function migrateBuildSocial(
  builds: Collection<BuildDocument>,
  comments: Collection<CommentDocument>,
  likes: Collection<LikeDocument>,
): Promise<number> {
  const legacy = await builds.find({ $or: [{ ratings: { $exists: true } }, { comments: { $exists: true } }] });
  const ignoreDuplicate = (error: unknown) => {
    if (!(error instanceof DuplicateKeyError)) throw error;
  };
  for (const build of legacy) {
    for (const [userId, rating] of Object.entries(build.ratings ?? {})) {
      await likes
        .insertOne({ _id: likeId(build._id, userId), buildId: build._id, userId, value: 'like', updatedAt: rating.updatedAt })
        .catch(ignoreDuplicate);
    }
    for (const comment of build.comments ?? []) {
      await comments
        .insertOne({
          _id: comment.id,
          buildId: build._id,
          authorId: comment.authorId,
          author: comment.author,
          content: comment.content,
          timestamp: comment.timestamp,
        })
        .catch(ignoreDuplicate);
    }
    await builds.updateOne(
      { _id: build._id },
      {
        $set: { likeCount: await likes.count({ buildId: build._id }), commentCount: await comments.count({ buildId: build._id }) },
        $unset: { ratings: '', comments: '' },
      },
    );
  }
  return legacy.length;
}
