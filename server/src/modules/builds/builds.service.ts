import { randomUUID } from 'node:crypto';
import { EventEmitter, on } from 'node:events';
import type { ClassId } from '../../../game-data/rules/constants';
import { badUserInput, forbidden, notFound, unauthenticated } from '../../graphql/errors';
import { decodeCursor, encodeCursor, pageSize, toConnection, type Connection } from '../../graphql/connection';
import type { Collection, Filter, SortSpec, Store } from '../../store/port';
import { containsText } from '../../store/search';
import type { ProfileDocument } from '../profiles/profile.model';
import { BUILDS_COLLECTION, type BuildDocument, type StoredComment } from './build.model';
import { GAME_DATA_VERSION, migrateBuild } from '../../../game-data/rules/migrations';
import {
  BUILDS_PER_PROFILE_MAX,
  checkBuildFields,
  checkComment,
  commentAuthorName,
  type BuildCatalog,
  type BuildFieldsInput,
} from './build.rules';

/** Specification section 9: the carousel shows at most 20 builds. */
export const TOP_BUILDS_LIMIT = 20;
const BUILD_NOT_FOUND = 'This build does not exist or is private.';

export type BuildSort = 'MOST_LIKED' | 'NEWEST' | 'MOST_COMMENTED';

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
  private top: Promise<BuildDocument[]> | null = null;
  private topSignature = '';
  private readonly topEvents = new EventEmitter();
  private refreshTimer: NodeJS.Timeout | null = null;

  constructor(store: Store, private readonly catalog: BuildCatalog) {
    this.builds = store.collection<BuildDocument>(BUILDS_COLLECTION);
    this.topEvents.setMaxListeners(0);
    void this.followChanges();
  }

  static async prepare(store: Store): Promise<void> {
    const builds = store.collection<BuildDocument>(BUILDS_COLLECTION);
    await builds.createIndex({ owner: 1 });
    await builds.createIndex({ isPublic: 1, likeCount: -1, publishDate: -1 });
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

  /** Yields a build each time it changes, and null when it is deleted or no longer visible to the viewer. */
  async *watchBuild(viewer: Viewer, id: string): AsyncGenerator<BuildDocument | null> {
    const feed = this.builds.watch();
    try {
      for await (const change of feed) {
        if (change.type === 'reload') {
          yield await this.get(viewer, id);
        } else if (change.id === id) {
          yield change.document && this.canSee(viewer, change.document) ? change.document : null;
        }
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
      ratings: {},
      likeCount: 0,
      comments: [],
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
    const name = `${source.name.slice(0, 41)} (copy)`;
    return this.create(viewer, { ...asFieldsInput(source), name, forkedFrom: source._id });
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
    return id;
  }

  /**
   * One rating per player: the first like adds the rating and counts it in the same atomic
   * update; liking again only refreshes `updatedAt`. Concurrent likes never lose a count.
   */
  async like(viewer: Viewer, buildId: string): Promise<BuildDocument> {
    const me = this.requireViewer(viewer);
    const key = `ratings.${me._id}`;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const now = new Date().toISOString();
      const added = await this.builds.findOneAndUpdate(
        { _id: buildId, isPublic: true, [key]: { $exists: false } },
        { $set: { [key]: { value: 'like', updatedAt: now } }, $inc: { likeCount: 1 } },
      );
      if (added) return added;
      const refreshed = await this.builds.findOneAndUpdate(
        { _id: buildId, isPublic: true, [key]: { $exists: true } },
        { $set: { [`${key}.updatedAt`]: now } },
      );
      if (refreshed) return refreshed;
      await this.requireLikeable(viewer, buildId);
    }
    throw new Error(`Could not apply a like to build ${buildId} after 5 attempts`);
  }

  /** Removes the viewer's rating; removing a rating that does not exist does nothing. */
  async unlike(viewer: Viewer, buildId: string): Promise<BuildDocument> {
    const me = this.requireViewer(viewer);
    const key = `ratings.${me._id}`;
    const removed = await this.builds.findOneAndUpdate(
      { _id: buildId, [key]: { $exists: true } },
      { $unset: { [key]: '' }, $inc: { likeCount: -1 } },
    );
    if (removed && this.canSee(viewer, removed)) return removed;
    const build = await this.get(viewer, buildId);
    if (!build) throw notFound(BUILD_NOT_FOUND);
    return build;
  }

  /** Appends a trimmed comment; an empty one is ignored (nothing written). */
  async addComment(viewer: Viewer, buildId: string, content: string): Promise<BuildDocument> {
    const me = this.requireViewer(viewer);
    const checked = checkComment(content);
    if (!checked.ok) throw badUserInput(checked.problem.message, checked.problem.field);
    if (checked.value === null) return this.requireLikeable(viewer, buildId);
    const comment: StoredComment = {
      id: randomUUID(),
      author: commentAuthorName(me),
      authorId: me._id,
      content: checked.value,
      timestamp: new Date().toISOString(),
    };
    const updated = await this.builds.findOneAndUpdate(
      { _id: buildId, isPublic: true },
      { $push: { comments: comment }, $inc: { commentCount: 1 } },
    );
    return updated ?? this.requireLikeable(viewer, buildId);
  }

  /** The comment's author or an admin deletes it. */
  async deleteComment(viewer: Viewer, buildId: string, commentId: string): Promise<BuildDocument> {
    const me = this.requireViewer(viewer);
    const build = await this.get(viewer, buildId);
    if (!build) throw notFound(BUILD_NOT_FOUND);
    const comment = build.comments.find((c) => c.id === commentId);
    if (!comment) throw notFound('This comment does not exist.');
    if (comment.authorId !== me._id && me.role !== 'admin') throw forbidden('Only its author or an admin can delete a comment.');
    const updated = await this.builds.findOneAndUpdate(
      { _id: buildId, comments: { $elemMatch: { id: commentId } } },
      { $pull: { comments: { id: commentId } }, $inc: { commentCount: -1 } },
    );
    return updated ?? (await this.get(viewer, buildId)) ?? build;
  }

  /** Keeps the stored owner name in step when a player renames themselves. */
  async renameOwner(ownerId: string, username: string): Promise<void> {
    for (const build of await this.builds.find({ owner: ownerId }, { projection: { _id: 1 } })) {
      await this.builds.updateOne({ _id: build._id, owner: ownerId }, { $set: { ownerUsername: username } });
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
