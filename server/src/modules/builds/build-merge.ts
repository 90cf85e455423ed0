import type { TransactionScope } from '../../store/port';
import {
  BUILDS_COLLECTION,
  COMMENTS_COLLECTION,
  LIKES_COLLECTION,
  likeId,
  type BuildDocument,
  type CommentDocument,
  type LikeDocument,
} from './build.model';

/** What one profile holds of the builds' collections. */
export interface BuildHoldings {
  builds: number;
  comments: number;
  likes: number;
}

/** How many builds, comments and likes given a profile has. */
export async function buildHoldings(scope: TransactionScope, profileId: string): Promise<BuildHoldings> {
  const [builds, comments, likes] = await Promise.all([
    scope.collection<BuildDocument>(BUILDS_COLLECTION).count({ owner: profileId }),
    scope.collection<CommentDocument>(COMMENTS_COLLECTION).count({ authorId: profileId }),
    scope.collection<LikeDocument>(LIKES_COLLECTION).count({ userId: profileId }),
  ]);
  return { builds, comments, likes };
}

/**
 * Moves a profile's builds (variants and notes are part of each build), comments and likes to
 * another profile. A build both liked keeps one like, and each build whose likes changed has its
 * count set from a count of its likes, so counts stay true. Every step reads what still belongs to
 * `fromId`, so running it again after a crash part-way finishes the move and repeats nothing.
 */
export async function moveBuildRows(scope: TransactionScope, fromId: string, to: { id: string; username: string }): Promise<BuildHoldings> {
  const builds = scope.collection<BuildDocument>(BUILDS_COLLECTION);
  const comments = scope.collection<CommentDocument>(COMMENTS_COLLECTION);
  const likes = scope.collection<LikeDocument>(LIKES_COLLECTION);

  const theirBuilds = await builds.find({ owner: fromId }, { projection: { _id: 1 } });
  for (const build of theirBuilds) {
    await builds.updateOne({ _id: build._id, owner: fromId }, { $set: { owner: to.id, ownerUsername: to.username } });
  }

  const theirComments = await comments.find({ authorId: fromId }, { projection: { _id: 1 } });
  for (const comment of theirComments) {
    await comments.updateOne({ _id: comment._id, authorId: fromId }, { $set: { authorId: to.id, author: to.username } });
  }

  const theirLikes = await likes.find({ userId: fromId });
  const alreadyLiked = new Set((await likes.find({ userId: to.id }, { projection: { buildId: 1 } })).map((like) => like.buildId));
  const changed = new Set<string>();
  for (const like of theirLikes) {
    if (!alreadyLiked.has(like.buildId)) {
      // Written before the old like goes: a crash between the two leaves both, and the next run
      // (which reads the target's likes again, this copy included) only deletes.
      await likes.insertOne({ ...like, _id: likeId(like.buildId, to.id), userId: to.id });
      alreadyLiked.add(like.buildId);
    } else {
      changed.add(like.buildId);
    }
    await likes.deleteOne({ _id: like._id });
  }
  // Only a build both had liked lost a like; its count is set from its records, never moved by a difference.
  for (const buildId of changed) {
    const likeCount = await likes.count({ buildId });
    await builds.updateOne({ _id: buildId }, { $set: { likeCount } });
  }
  return { builds: theirBuilds.length, comments: theirComments.length, likes: theirLikes.length };
}
