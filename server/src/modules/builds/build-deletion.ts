import type { Store } from '../../store/port';
import { Pace } from '../../store/pace';
import type { BackgroundChanges } from '../../outbox/background-changes';
import {
  BUILDS_COLLECTION,
  COMMENTS_COLLECTION,
  LIKES_COLLECTION,
  type BuildDocument,
  type CommentDocument,
  type LikeDocument,
} from './build.model';
import type { BuildCounts } from './build-counts';
import { deleteShareLinksOfBuilds } from './share-link-deletion';

/** The owner id of a public build kept after its owner deleted their account: no profile has it. */
export const DELETED_OWNER = 'deleted-player';
/** What a comment of a deleted account says instead of its text. */
export const DELETED_COMMENT = '[deleted]';

const BATCH = 200;
/**
 * Writes made as one transaction: on SQLite nothing else of the process runs while it is open, so
 * a batch is kept to a few milliseconds.
 */
const WRITE_BATCH = 5;
/** A purge works at most half the time (the rest is the readers'): it rests as long as it worked. */
const PURGE_REST_PER_WORK = 1;
const purgePace = () => new Pace(PURGE_REST_PER_WORK);

/**
 * Deletes a player's builds, a batch at a time, each with its likes, comments and short links;
 * with `keepPublic`, public builds stay instead, owned by {@link DELETED_OWNER} with no owner
 * name (their variants, notes, tags, likes and comments stay too). Safe to run again: what is done
 * is not found again. Returns how many builds were deleted and how many kept. With `background`, every change it
 * writes is marked as a background job's first (the response cache evicts them a window at a time).
 */
export async function deleteBuildsOfOwner(store: Store, ownerId: string, options: { keepPublic: boolean; background?: BackgroundChanges }): Promise<{ deleted: number; kept: number }> {
  const { background } = options;
  const builds = store.collection<BuildDocument>(BUILDS_COLLECTION);
  let kept = 0;
  const pace = purgePace();
  if (options.keepPublic) {
    for (;;) {
      const batch = await builds.find({ owner: ownerId, isPublic: true }, { limit: WRITE_BATCH, projection: { _id: 1 } });
      background?.mark(BUILDS_COLLECTION, batch.map((build) => build._id));
      kept += await store.transaction(async (scope) => {
        const scoped = scope.collection<BuildDocument>(BUILDS_COLLECTION);
        let done = 0;
        for (const build of batch) {
          const updated = await scoped.updateOne(
            { _id: build._id, owner: ownerId },
            { $set: { owner: DELETED_OWNER, ownerUsername: null, updatedAt: new Date().toISOString() } },
          );
          done += updated.matchedCount;
        }
        return done;
      });
      await pace.step();
      if (batch.length < WRITE_BATCH) break;
    }
  }
  let deleted = 0;
  for (;;) {
    const batch = await builds.find({ owner: ownerId }, { limit: BATCH });
    if (batch.length === 0) break;
    await deleteShareLinksOfBuilds(store, batch);
    for (const build of batch) {
      // As deleting one build does: its likes and comments with it, in one transaction.
      const gone = await store.transaction(async (scope) => {
        const likes = scope.collection<LikeDocument>(LIKES_COLLECTION);
        const comments = scope.collection<CommentDocument>(COMMENTS_COLLECTION);
        if (background) {
          background.mark(BUILDS_COLLECTION, [build._id]);
          // Its likes and comments by their counts (a record the count does not show yet is evicted as it comes).
          if (build.likeCount) background.mark(LIKES_COLLECTION, (await likes.find({ buildId: build._id }, { projection: { _id: 1 } })).map((like) => like._id));
          if (build.commentCount) background.mark(COMMENTS_COLLECTION, (await comments.find({ buildId: build._id }, { projection: { _id: 1 } })).map((comment) => comment._id));
        }
        if (!(await scope.collection<BuildDocument>(BUILDS_COLLECTION).deleteOne({ _id: build._id, owner: ownerId }))) return false;
        await likes.deleteMany({ buildId: build._id });
        await comments.deleteMany({ buildId: build._id });
        return true;
      });
      if (gone) deleted += 1;
      await pace.step();
    }
    if (batch.length < BATCH) break;
  }
  return { deleted, kept };
}

/**
 * Removes every like a player gave; each liked build's count is set again from its records.
 * Returns how many likes went. A batch's likes and their builds' counts are one transaction
 * (on SQLite one commit, and the counts exact at once; on the other engines the writes run one
 * after another and the recount is the usual one): a heavy player's 10,000 likes are 10,000
 * build writes, not 10,000 commits and 30,000 more calls.
 */
export async function deleteLikesBy(store: Store, counts: BuildCounts, userId: string, background?: BackgroundChanges): Promise<number> {
  const likes = store.collection<LikeDocument>(LIKES_COLLECTION);
  const pace = purgePace();
  let removed = 0;
  for (;;) {
    const batch = await likes.find({ userId }, { limit: WRITE_BATCH, projection: { _id: 1, buildId: 1 } });
    if (batch.length === 0) return removed;
    background?.mark(LIKES_COLLECTION, batch.map((like) => like._id));
    background?.mark(BUILDS_COLLECTION, new Set(batch.map((like) => like.buildId)));
    removed += await store.transaction(async (scope) => {
      const gone = await scope.collection<LikeDocument>(LIKES_COLLECTION).deleteMany({ userId, _id: { $in: batch.map((like) => like._id) } });
      for (const buildId of new Set(batch.map((like) => like.buildId))) await counts.recount(buildId, 'likeCount', scope);
      return gone;
    });
    await pace.step();
  }
}

/**
 * Turns every comment a player wrote into {@link DELETED_COMMENT} in place: the text, the author's
 * name and id leave the store, the record stays so its replies keep their thread and the build's
 * count is unchanged. Each build touched gets a new `commentsEditedAt`, so its cached answers and
 * live subscribers learn of it as of an edit. Returns how many comments were blanked.
 */
export async function blankCommentsBy(store: Store, authorId: string, background?: BackgroundChanges): Promise<number> {
  const comments = store.collection<CommentDocument>(COMMENTS_COLLECTION);
  const pace = purgePace();
  let blanked = 0;
  for (;;) {
    const batch = await comments.find({ authorId }, { limit: WRITE_BATCH, projection: { _id: 1, buildId: 1 } });
    if (batch.length === 0) return blanked;
    background?.mark(COMMENTS_COLLECTION, batch.map((comment) => comment._id));
    background?.mark(BUILDS_COLLECTION, new Set(batch.map((comment) => comment.buildId)));
    blanked += await store.transaction(async (scope) => {
      const scoped = scope.collection<CommentDocument>(COMMENTS_COLLECTION);
      let done = 0;
      for (const comment of batch) {
        const blank = await scoped.updateOne(
          { _id: comment._id, authorId },
          { $set: { content: DELETED_COMMENT, author: '', authorId: DELETED_OWNER }, $unset: { editedAt: '' } },
        );
        done += blank.matchedCount;
      }
      const at = new Date().toISOString();
      const builds = scope.collection<BuildDocument>(BUILDS_COLLECTION);
      for (const buildId of new Set(batch.map((comment) => comment.buildId))) await builds.updateOne({ _id: buildId }, { $set: { commentsEditedAt: at } });
      return done;
    });
    await pace.step();
  }
}
