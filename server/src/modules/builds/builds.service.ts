import { randomUUID } from 'node:crypto';
import { apiError, badUserInput, forbidden, notFound } from '../../graphql/errors';
import type { Collection, Store } from '../../store/port';
import { closedBy, untilClosed, type Followers } from '../../store/follow';
import {
  BUILDS_COLLECTION,
  COMMENTS_COLLECTION,
  LIKES_COLLECTION,
  type BuildDocument,
  type CommentDocument,
  type LikeDocument,
} from './build.model';
import { currentGameDataVersion } from '../game/current-version';
import { copyBuildName } from '../../../game-data/rules/builds';
import { BUILDS_PER_PROFILE_MAX, checkBuildWithVariants, VARIANT_FIELDS, type BuildCatalog, type BuildFieldsInput, type BuildVariantInput } from './build.rules';
import { variantsOfStored } from '../../../game-data/rules/variants';
import { BUILD_NOT_FOUND, canSee, requireViewer, type Viewer } from './build-access';
import { BuildListingService } from './build-listing.service';
import { BuildSocialService } from './build-social.service';
import { migrateBuildSocial, migrateStoredBuilds } from './build-migrations';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { ShareLinksService } from './share-links';

/** A stored build's shared fields (name, class, icon, notes, tags) as the rules check them again. */
function sharedInputOf(build: BuildDocument): BuildFieldsInput {
  return {
    name: build.name,
    class: build.class,
    isPlannerBuild: build.isPlannerBuild,
    buildIconId: build.buildIconId,
    description: build.description ?? '',
    tags: build.tags ?? [],
  };
}

/** A stored build's variants (a build saved before variants is one) as the rules check them again (unknown item ids go back as they came). */
function variantInputsOf(build: BuildDocument): BuildVariantInput[] {
  return variantsOfStored(build).map((variant) => ({
    name: variant.name,
    characterLevel: variant.characterLevel,
    assignedPoints: Object.entries(variant.assignedPoints).map(([trait, points]) => ({ trait: Number(trait), points })),
    statAllocations: variant.statAllocations,
    equippedItemIds: Object.entries(variant.equippedItemIds).map(([slot, item]) => ({ slot, itemId: item?.itemId || item?.legacyValue || '' })),
    levellingPlan: variant.levellingPlan,
    targetMonsterId: variant.targetMonsterId,
  }));
}

const variantFieldsIn = (input: BuildFieldsInput) => Object.fromEntries(VARIANT_FIELDS.flatMap((field) => (input[field] === undefined ? [] : [[field, input[field]]])));

/** What moderation screens and holds: set by the moderation module once both exist. */
export interface BuildModerationHooks {
  /** The word-list entry the build's public text (name, notes, tags, variant names) matches, or null. */
  screenBuild(build: BuildDocument): string | null;
  /** Holds a build the word list matched for review instead of making it public: returns the build as held. */
  holdBuild(build: BuildDocument, entry: string): Promise<BuildDocument>;
}

/**
 * Builds: a build as the viewer may see it, its live changes, and the owner's edits and
 * publishing. Likes and comments are `social`, the listings and the top builds `listing`.
 */
export class BuildsService {
  private readonly builds: Collection<BuildDocument>;
  readonly social: BuildSocialService;
  readonly listing: BuildListingService;
  /** Moderation's screening and holding (set once the moderation service exists); none: nothing is screened. */
  moderation: BuildModerationHooks | null = null;
  /** Short links for shared tool states (`/s/{code}`). */
  readonly shareLinks: ShareLinksService;

  constructor(
    private readonly store: Store,
    /** The game as the build rules read it (import checks builds with it too). */
    readonly catalog: BuildCatalog,
    /** The daily cap of short links per signed-out address (see ShareLinksService); the process's views kept current by the change feed. */
    options: { shareLinkDailyCap?: RateLimiterAbstract; followers?: Followers } = {},
  ) {
    this.builds = store.collection<BuildDocument>(BUILDS_COLLECTION);
    this.social = new BuildSocialService(store, options.followers);
    this.listing = new BuildListingService(store, options.followers);
    this.shareLinks = new ShareLinksService(store, catalog, undefined, options.shareLinkDailyCap);
  }

  /** The indexes, then the two migrations of stored builds (each idempotent). */
  static async prepare(store: Store): Promise<void> {
    const builds = store.collection<BuildDocument>(BUILDS_COLLECTION);
    await builds.createIndex({ owner: 1 });
    // One index per order of the public list (ties broken by _id), and the sitemap's id order:
    // on SQLite each list is then a walk of its index, never a sort of every public build.
    await builds.createIndex({ isPublic: 1, likeCount: -1, publishDate: -1 });
    await builds.createIndex({ isPublic: 1, publishDate: -1 });
    await builds.createIndex({ isPublic: 1, commentCount: -1, publishDate: -1 });
    await builds.createIndex({ isPublic: 1, _id: 1 });
    // The public list's totalCount, with or without a class: kept by the store where it can
    // (SQLite, in each write's transaction), else a count of index entries.
    await builds.createIndex({ isPublic: 1, class: 1 }, { counted: true });
    await builds.createIndex({ tags: 1 });
    const comments = store.collection<CommentDocument>(COMMENTS_COLLECTION);
    await comments.createIndex({ buildId: 1, timestamp: -1, _id: -1 });
    // Counting a build's records after each change: the embedded engine uses an index only when
    // the query names all of its fields, so the compound ones do not serve `{ buildId }` there.
    await comments.createIndex({ buildId: 1 });
    // A player's whole account read by its rows: the data export, a merge, a deletion.
    await comments.createIndex({ authorId: 1 });
    const likes = store.collection<LikeDocument>(LIKES_COLLECTION);
    await likes.createIndex({ buildId: 1 });
    await likes.createIndex({ buildId: 1, userId: 1 }, { unique: true });
    await likes.createIndex({ buildId: 1, updatedAt: 1, _id: 1 });
    await likes.createIndex({ userId: 1, updatedAt: -1 });
    await likes.createIndex({ userId: 1 });
    // The trending order reads the likes of the last 7 days by their time, and only their build: on SQLite the second
    // index holds both, so the window (thousands of likes at a million builds) is read from the index alone, never its
    // rows' JSON (about 6 ms instead of 17 to 40 at a million builds, 5,279 likes in the window). NeDB keeps no compound
    // index and reads the range through the first.
    await likes.createIndex({ updatedAt: 1 });
    await likes.createIndex({ updatedAt: 1, buildId: 1 });
    // The two migrations below look for the builds they change at every start: by these indexes
    // that is a lookup of the few (usually none), not a read of every build.
    await builds.createIndex({ dataVersion: 1 });
    await builds.createIndex({ ratings: 1 });
    await builds.createIndex({ comments: 1 });
    await migrateBuildSocial(builds, comments, likes);
    await migrateStoredBuilds(builds);
  }

  /** A build as the viewer may see it: someone else's private build does not exist. */
  async get(viewer: Viewer, id: string): Promise<BuildDocument | null> {
    const build = await this.builds.findOne({ _id: id });
    return build && canSee(viewer, build) ? build : null;
  }

  /**
   * Yields a build each time it changes, and null once when it is deleted or stops being visible
   * to the viewer. A build the viewer cannot see yields nothing (someone else's
   * private build does not even say that it changed), until it becomes visible. Released the
   * moment its client goes, not at the build's next change (untilClosed).
   */
  watchBuild(viewer: Viewer, id: string): AsyncIterableIterator<BuildDocument | null> {
    return untilClosed((signal) => this.buildChanges(viewer, id, signal));
  }

  private async *buildChanges(viewer: Viewer, id: string, signal: AbortSignal): AsyncGenerator<BuildDocument | null> {
    const feed = closedBy(this.builds.watch(), signal);
    try {
      await feed.ready();
      let visible = (await this.get(viewer, id)) !== null;
      for await (const change of feed) {
        if (change.type !== 'reload' && change.id !== id) continue;
        const build = change.type === 'reload' ? await this.get(viewer, id) : change.document && canSee(viewer, change.document) ? change.document : null;
        if (build) yield build;
        else if (visible) yield null;
        visible = build !== null;
      }
    } finally {
      await feed.close();
    }
  }

  /** Yields each time one of the owner's builds is created, changed or deleted (for the profile stream), until `signal` aborts. */
  async *watchOwner(ownerId: string, signal: AbortSignal): AsyncGenerator<'builds'> {
    const feed = closedBy(this.builds.watch(), signal);
    try {
      const known = new Set((await this.builds.find({ owner: ownerId }, { projection: { _id: 1 } })).map((b) => b._id));
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
    const me = requireViewer(viewer);
    const { forkedFrom: _forkedFrom, ...fieldsInput } = input;
    const fields = this.check(fieldsInput);
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
      dataVersion: currentGameDataVersion(),
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
    if (build.locked) throw forbidden('An admin locked this build: it cannot be edited.');
    // Notes a moderator took out of view stay out until that is lifted: new notes would put the text back in view.
    if (build.notesModeration && patch.description !== undefined && patch.description !== null && patch.description !== (build.description ?? '')) {
      throw apiError('FORBIDDEN', 'A moderator hid the notes of this build: they cannot be changed until that is lifted. See why under Moderation on your page.', { field: 'description' });
    }
    const shared: BuildFieldsInput = {
      name: patch.name ?? build.name,
      class: patch.class ?? build.class,
      isPlannerBuild: patch.isPlannerBuild ?? build.isPlannerBuild,
      buildIconId: patch.buildIconId === undefined ? build.buildIconId : patch.buildIconId,
      description: patch.description ?? build.description ?? '',
      tags: patch.tags ?? build.tags ?? [],
    };
    let fields;
    if (patch.variants) {
      // The whole list replaces the stored one (variant fields beside it are refused by the rule).
      fields = this.check({ ...shared, ...variantFieldsIn(patch), variants: patch.variants });
    } else {
      // Variants left out stay; the variant fields given change the first one, and every variant is checked again.
      const [first, ...others] = variantInputsOf(build);
      fields = this.check(
        {
          ...shared,
          characterLevel: patch.characterLevel ?? first!.characterLevel,
          assignedPoints: patch.assignedPoints ?? first!.assignedPoints,
          statAllocations: patch.statAllocations ?? first!.statAllocations,
          equippedItemIds: patch.equippedItemIds ?? first!.equippedItemIds,
          levellingPlan: patch.levellingPlan === undefined ? first!.levellingPlan : patch.levellingPlan,
          targetMonsterId: patch.targetMonsterId === undefined ? first!.targetMonsterId : patch.targetMonsterId,
        },
        { firstName: first!.name, others },
      );
    }
    const updated = await this.set(viewer, id, { ...fields, dataVersion: currentGameDataVersion(), ownerUsername: viewer!.username });
    // A public build whose new text matches the operator's word list waits for review instead.
    const entry = updated.isPublic ? this.moderation?.screenBuild(updated) : null;
    return entry && this.moderation ? this.moderation.holdBuild(updated, entry) : updated;
  }

  async duplicate(viewer: Viewer, id: string): Promise<BuildDocument> {
    const source = await this.get(viewer, id);
    if (!source) throw notFound(BUILD_NOT_FOUND);
    return this.create(viewer, { ...sharedInputOf(source), variants: variantInputsOf(source), name: copyBuildName(source.name), forkedFrom: source._id });
  }

  async publish(viewer: Viewer, id: string): Promise<BuildDocument> {
    const build = await this.requireOwned(viewer, id);
    if (build.moderation) throw forbidden('An admin hid this build, or it waits for review: it cannot be published until that is lifted.');
    const entry = this.moderation?.screenBuild(build);
    if (entry && this.moderation) return this.moderation.holdBuild(build, entry);
    return this.set(viewer, id, { isPublic: true, publishDate: new Date().toISOString() });
  }

  async unpublish(viewer: Viewer, id: string): Promise<BuildDocument> {
    await this.requireOwned(viewer, id);
    return this.set(viewer, id, { isPublic: false });
  }

  async delete(viewer: Viewer, id: string): Promise<string> {
    const me = requireViewer(viewer);
    await this.requireOwned(viewer, id);
    // Its likes and comments go with it, in the same transaction.
    const deleted = await this.store.transaction(async (scope) => {
      if (!(await scope.collection<BuildDocument>(BUILDS_COLLECTION).deleteOne({ _id: id, owner: me._id }))) return false;
      await this.social.removeAllOf(id, scope);
      return true;
    });
    if (!deleted) throw notFound(BUILD_NOT_FOUND);
    return id;
  }

  /** Keeps the stored owner name in step when a player renames themselves. */
  async renameOwner(ownerId: string, username: string): Promise<void> {
    for (const build of await this.builds.find({ owner: ownerId }, { projection: { _id: 1 } })) {
      await this.builds.updateOne({ _id: build._id, owner: ownerId }, { $set: { ownerUsername: username } });
    }
  }

  private check(input: BuildFieldsInput, stored?: Parameters<typeof checkBuildWithVariants>[2]) {
    const outcome = checkBuildWithVariants(input, this.catalog, stored);
    if (!outcome.ok) throw badUserInput(outcome.problem.message, outcome.problem.field);
    return outcome.value;
  }

  private async requireOwned(viewer: Viewer, id: string): Promise<BuildDocument> {
    const me = requireViewer(viewer);
    const build = await this.get(viewer, id);
    if (!build) throw notFound(BUILD_NOT_FOUND);
    if (build.owner !== me._id) throw forbidden('Only the owner can change this build.');
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
}
