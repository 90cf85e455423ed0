import type { Store } from '../../store/port';
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
 * Deletes a player's builds, a batch at a time, each with its likes, comments and short links;
 * with `keepPublic`, public builds stay instead, owned by {@link DELETED_OWNER} with no owner
 * name (their variants, notes, tags, likes and comments stay too). Safe to run again: what is done
 * is not found again. Returns how many builds were deleted and how many kept.
 */
export async function deleteBuildsOfOwner(store: Store, ownerId: string, options: { keepPublic: boolean }): Promise<{ deleted: number; kept: number }> {
  const builds = store.collection<BuildDocument>(BUILDS_COLLECTION);
  let kept = 0;
  if (options.keepPublic) {
    for (;;) {
      const batch = await builds.find({ owner: ownerId, isPublic: true }, { limit: BATCH, projection: { _id: 1 } });
      for (const build of batch) {
        const updated = await builds.updateOne(
          { _id: build._id, owner: ownerId },
          { $set: { owner: DELETED_OWNER, ownerUsername: null, updatedAt: new Date().toISOString() } },
        );
        kept += updated.matchedCount;
      }
      if (batch.length < BATCH) break;
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
        if (!(await scope.collection<BuildDocument>(BUILDS_COLLECTION).deleteOne({ _id: build._id, owner: ownerId }))) return false;
        await scope.collection<LikeDocument>(LIKES_COLLECTION).deleteMany({ buildId: build._id });
        await scope.collection<CommentDocument>(COMMENTS_COLLECTION).deleteMany({ buildId: build._id });
        return true;
      });
      if (gone) deleted += 1;
    }
    if (batch.length < BATCH) break;
  }
  return { deleted, kept };
}

/**
 * Removes every like a player gave; each liked build's count is set again from its records.
 * Returns how many likes went.
 */
export async function deleteLikesBy(store: Store, counts: BuildCounts, userId: string): Promise<number> {
  const likes = store.collection<LikeDocument>(LIKES_COLLECTION);
  let removed = 0;
  for (;;) {
    const batch = await likes.find({ userId }, { limit: BATCH });
    if (batch.length === 0) return removed;
    for (const like of batch) {
      if (await likes.deleteOne({ _id: like._id, userId })) removed += 1;
      await counts.recount(like.buildId, 'likeCount');
    }
  }
}

/**
 * Turns every comment a player wrote into {@link DELETED_COMMENT} in place: the text, the author's
 * name and id leave the store, the record stays so its replies keep their thread and the build's
 * count is unchanged. Each build touched gets a new `commentsEditedAt`, so its cached answers and
 * live subscribers learn of it as of an edit. Returns how many comments were blanked.
 */
export async function blankCommentsBy(store: Store, authorId: string): Promise<number> {
  const comments = store.collection<CommentDocument>(COMMENTS_COLLECTION);
  const builds = store.collection<BuildDocument>(BUILDS_COLLECTION);
  let blanked = 0;
  for (;;) {
    const batch = await comments.find({ authorId }, { limit: BATCH, projection: { _id: 1, buildId: 1 } });
    if (batch.length === 0) return blanked;
    const touched = new Set<string>();
    for (const comment of batch) {
      const done = await comments.updateOne(
        { _id: comment._id, authorId },
        { $set: { content: DELETED_COMMENT, author: '', authorId: DELETED_OWNER }, $unset: { editedAt: '' } },
      );
      blanked += done.matchedCount;
      touched.add(comment.buildId);
    }
    const at = new Date().toISOString();
    for (const buildId of touched) await builds.updateOne({ _id: buildId }, { $set: { commentsEditedAt: at } });
  }
}
