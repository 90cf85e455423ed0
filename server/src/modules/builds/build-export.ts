import type { Store } from '../../store/port';
import { readByPages } from '../account/read-by-pages';
import { BUILDS_COLLECTION, COMMENTS_COLLECTION, LIKES_COLLECTION, type BuildDocument, type CommentDocument, type LikeDocument } from './build.model';

/**
 * A player's builds, comments and likes as their data file holds them, read a page at a time.
 * Nothing of another player's is written: other players' comments and likes on the player's
 * builds appear only as the builds' counts, and a comment of the player's names the build and
 * the comment it answers by id only.
 */

/** One build: every stored field but the owner (the file's profile) and the fields kept only for the site's own bookkeeping. */
export function buildExportRow(build: BuildDocument) {
  const { _id, owner: _owner, ownerUsername: _ownerUsername, ratings: _ratings, comments: _comments, commentsEditedAt: _edited, ...fields } = build;
  return {
    id: _id,
    ...fields,
    // Builds saved before these fields existed read as the site reads them.
    dataVersion: build.dataVersion ?? 1,
    description: build.description ?? '',
    tags: build.tags ?? [],
    variantName: build.variantName ?? 'Main',
    variants: build.variants ?? [],
  };
}

export async function* exportBuilds(store: Store, ownerId: string, pageSize: number) {
  for await (const build of readByPages(store.collection<BuildDocument>(BUILDS_COLLECTION), { owner: ownerId }, pageSize)) yield buildExportRow(build);
}

/** The player's comments and replies (a reply has its `parentId`), on anyone's builds. */
export async function* exportComments(store: Store, authorId: string, pageSize: number) {
  for await (const comment of readByPages(store.collection<CommentDocument>(COMMENTS_COLLECTION), { authorId }, pageSize)) {
    yield {
      id: comment._id,
      buildId: comment.buildId,
      parentId: comment.parentId ?? null,
      author: comment.author,
      content: comment.content,
      timestamp: comment.timestamp,
      editedAt: comment.editedAt ?? null,
    };
  }
}

/** The likes the player gave. */
export async function* exportLikes(store: Store, userId: string, pageSize: number) {
  for await (const like of readByPages(store.collection<LikeDocument>(LIKES_COLLECTION), { userId }, pageSize)) {
    yield { buildId: like.buildId, likedAt: like.updatedAt };
  }
}

