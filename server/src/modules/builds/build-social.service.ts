import { randomUUID } from 'node:crypto';
import { apiError, badUserInput, forbidden, notFound } from '../../graphql/errors';
import { decodeCursor, encodeCursor, pageSize, toConnection, type Connection } from '../../graphql/connection';
import { DuplicateKeyError, type Collection, type Filter, type Store, type TransactionScope } from '../../store/port';
import type { Followers } from '../../store/follow';
import {
  BUILDS_COLLECTION,
  COMMENTS_COLLECTION,
  LIKES_COLLECTION,
  likeId,
  type BuildDocument,
  type CommentDocument,
  type LikeDocument,
} from './build.model';
import { checkComment, commentAuthorName } from './build.rules';
import { BUILD_NOT_FOUND, canSee, requireViewer, type Viewer } from './build-access';
import { CommentOrderIndex } from './comment-order';
import { BuildCounts, type CountField } from './build-counts';
import { EDIT_WINDOW_CLOSED, REPLY_TO_REPLY, isCommentEditable } from '../../../game-data/rules/comments';

export type CommentOrder = 'NEWEST_FIRST' | 'OLDEST_FIRST';

/** What moderation screens and holds in comments. */
export interface CommentModerationHooks {
  /** The word-list entry the text matches, or null. */
  screen(text: string): string | null;
  /** Keeps a comment the word list matched for review (never stored with the build's comments until dismissed). */
  holdComment(comment: CommentDocument, entry: string): Promise<void>;
  /** Whether moderation took the comment out of the build's comments (hidden, held or removed). */
  takenOut(buildId: string, commentId: string): Promise<boolean>;
}

/** Why a comment moderation took out of view takes no reply and no edit, even from its author (who still reads it). */
export const COMMENT_TAKEN_OUT = 'A moderator hid this comment, or it waits for review: it cannot be replied to or edited. Its author finds why under Moderation on their page.';

/**
 * Likes and comments on builds: each its own record; after each change the build's count is set
 * from a count of the records ({@link BuildCounts}). The record and its count are written in one
 * store transaction: on SQLite a crash can never leave them apart; on NeDB and MongoDB they are
 * two writes, and a crash between them leaves the count wrong until the build's next change or
 * the reconciliation at the next start.
 */
export class BuildSocialService {
  private readonly builds: Collection<BuildDocument>;
  private readonly comments: Collection<CommentDocument>;
  private readonly commentOrder: CommentOrderIndex;
  private readonly likes: Collection<LikeDocument>;
  /** The builds' like and comment counts, and their reconciliation at start. */
  readonly counts: BuildCounts;
  /** Moderation's word list: the entry a comment's text matches, then `holdComment` keeps it for review (set by the moderation module). */
  moderation: CommentModerationHooks | null = null;

  constructor(
    private readonly store: Store,
    followers?: Followers,
  ) {
    this.builds = store.collection<BuildDocument>(BUILDS_COLLECTION);
    this.comments = store.collection<CommentDocument>(COMMENTS_COLLECTION);
    this.commentOrder = new CommentOrderIndex(this.comments, followers);
    this.likes = store.collection<LikeDocument>(LIKES_COLLECTION);
    this.counts = new BuildCounts(store);
  }

  /**
   * One rating per player, stored as its own record: the first like inserts it (the unique
   * `_id` refuses a second) and then the build's likes are counted again; liking again only
   * refreshes the record's `updatedAt`. Concurrent likes never lose a count.
   */
  async like(viewer: Viewer, buildId: string): Promise<BuildDocument> {
    const me = requireViewer(viewer);
    await this.requireLikeable(viewer, buildId);
    const _id = likeId(buildId, me._id);
    const now = new Date().toISOString();
    const counted = await this.store.transaction(async (scope) => {
      const likes = scope.collection<LikeDocument>(LIKES_COLLECTION);
      try {
        await likes.insertOne({ _id, buildId, userId: me._id, value: 'like', updatedAt: now });
      } catch (error) {
        if (!(error instanceof DuplicateKeyError)) throw error;
        await likes.updateOne({ _id }, { $set: { updatedAt: now } });
        return 'liked before' as const;
      }
      const build = await this.count(scope, buildId, 'likeCount', () => likes.deleteOne({ _id }));
      // The build was deleted meanwhile: the like goes with it.
      if (!build) await likes.deleteOne({ _id });
      return build;
    });
    if (counted === 'liked before') return this.requireLikeable(viewer, buildId);
    if (!counted) throw notFound(BUILD_NOT_FOUND);
    return counted;
  }

  /**
   * Removes the viewer's like of a build they can see; removing a like that does not exist does
   * nothing. A build that became private is NOT_FOUND and its likes stay, as unpublishing keeps them.
   */
  async unlike(viewer: Viewer, buildId: string): Promise<BuildDocument> {
    const me = requireViewer(viewer);
    const build = await this.visible(viewer, buildId);
    if (!build) throw notFound(BUILD_NOT_FOUND);
    const counted = await this.store.transaction(async (scope) => {
      const likes = scope.collection<LikeDocument>(LIKES_COLLECTION);
      const like = await likes.findOne({ _id: likeId(buildId, me._id) });
      if (!like || !(await likes.deleteOne({ _id: like._id }))) return 'not liked' as const;
      return this.count(scope, buildId, 'likeCount', () => likes.insertOne(like));
    });
    if (counted === 'not liked') return build;
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

  /** A page of a build's comments, newest or oldest first: every comment and reply, or only the top-level ones. */
  async commentsOf(
    build: BuildDocument,
    order: CommentOrder,
    first: number | null | undefined,
    after: string | null | undefined,
    topLevelOnly = false,
  ): Promise<Connection<CommentDocument>> {
    const size = pageSize(first);
    const cursor = after ? (decodeCursor(after, ['string', 'string']) as [string, string]) : null;
    const ids = await this.commentOrder.page(build._id, order === 'NEWEST_FIRST', size, cursor, topLevelOnly);
    const total = topLevelOnly ? await this.commentOrder.topLevelCount(build._id) : build.commentCount;
    return toConnection(await this.byIds(build._id, ids), size, (comment) => encodeCursor([comment.timestamp, comment._id]), total);
  }

  /** A page of a top-level comment's replies, oldest first; a reply has none. */
  async repliesOf(comment: CommentDocument, first: number | null | undefined, after: string | null | undefined): Promise<Connection<CommentDocument>> {
    const size = pageSize(first);
    if (comment.parentId) return toConnection([], size, () => '', 0);
    const total = await this.commentOrder.replyCount(comment.buildId, comment._id);
    // Most comments have no replies: nothing more to read.
    if (total === 0) return toConnection([], size, () => '', 0);
    const cursor = after ? (decodeCursor(after, ['string', 'string']) as [string, string]) : null;
    const ids = await this.commentOrder.repliesPage(comment.buildId, comment._id, size, cursor);
    return toConnection(await this.byIds(comment.buildId, ids), size, (reply) => encodeCursor([reply.timestamp, reply._id]), total);
  }

  /** One comment or reply of the build by id, or null. */
  async commentOf(build: BuildDocument, id: string): Promise<CommentDocument | null> {
    return this.comments.findOne({ _id: id, buildId: build._id });
  }

  /** How many replies a comment has (0 for a reply). */
  async replyCountOf(comment: CommentDocument): Promise<number> {
    return comment.parentId ? 0 : this.commentOrder.replyCount(comment.buildId, comment._id);
  }

  /** One read by id each: both engines answer those from their id index. */
  private async byIds(buildId: string, ids: string[]): Promise<CommentDocument[]> {
    const found = await Promise.all(ids.map((id) => this.comments.findOne({ _id: id })));
    return found.filter((c): c is CommentDocument => c !== null && c.buildId === buildId);
  }

  /**
   * Adds a trimmed comment as its own record and counts it on the build; an empty one is ignored
   * (nothing written). With `parentId`, a reply to a top-level comment of the same build; a reply
   * to a reply is refused (one level deep).
   */
  async addComment(viewer: Viewer, buildId: string, content: string, parentId?: string | null): Promise<BuildDocument> {
    const me = requireViewer(viewer);
    const checked = checkComment(content);
    if (!checked.ok) throw badUserInput(checked.problem.message, checked.problem.field);
    const build = await this.requireLikeable(viewer, buildId);
    if (parentId) await this.requireParent(buildId, parentId);
    if (checked.value === null) return build;
    const written: CommentDocument = {
      _id: randomUUID(),
      buildId,
      author: commentAuthorName(me),
      authorId: me._id,
      content: checked.value,
      timestamp: new Date().toISOString(),
      ...(parentId ? { parentId } : {}),
    };
    // A comment matching the operator's word list is kept for review instead, and its author told so.
    const entry = this.moderation?.screen(written.content);
    if (entry && this.moderation) {
      await this.moderation.holdComment(written, entry);
      throw apiError('FORBIDDEN', 'Your comment is held for review: it contains a word on this site\'s list. An admin will look at it; the decision will be under Moderation on your page.', { reason: 'HELD_FOR_REVIEW' });
    }
    // The comment order (a cache) learns of the comment only once it is stored with its count.
    const counted = await this.store.transaction(async (scope) => {
      const comments = scope.collection<CommentDocument>(COMMENTS_COLLECTION);
      await comments.insertOne(written);
      const counted = await this.count(scope, buildId, 'commentCount', () => comments.deleteOne({ _id: written._id }));
      if (!counted) {
        await comments.deleteOne({ _id: written._id });
        return 'build deleted' as const;
      }
      // The parent was deleted (with its replies) while this reply was written: no reply without its
      // comment. The count is taken again after the removal, so it stays right either way.
      if (parentId && !(await comments.findOne({ _id: parentId, buildId }, { projection: { _id: 1 } }))) {
        if (await comments.deleteOne({ _id: written._id })) await this.counts.recount(buildId, 'commentCount', scope);
        return 'parent deleted' as const;
      }
      return counted;
    });
    if (counted === 'build deleted') throw notFound(BUILD_NOT_FOUND);
    if (counted === 'parent deleted') throw badUserInput('The comment you replied to was deleted.', 'parentId');
    this.commentOrder.added(written);
    return counted;
  }

  /**
   * The author replaces the text of their comment or reply within the editing window (the shared
   * rule), and it is marked edited. Nothing is written when the text is the same, when the caller
   * is not the author (FORBIDDEN) or when the window has passed (FORBIDDEN, reason
   * EDIT_WINDOW_CLOSED). The build's `commentsEditedAt` moves so live subscribers and the
   * response cache see the edit.
   */
  async editComment(viewer: Viewer, buildId: string, commentId: string, content: string, now = new Date()): Promise<BuildDocument> {
    const me = requireViewer(viewer);
    const checked = checkComment(content);
    if (!checked.ok) throw badUserInput(checked.problem.message, checked.problem.field);
    if (checked.value === null) throw badUserInput('An edited comment needs some text; to remove it, delete it.', 'content');
    const build = await this.requireLikeable(viewer, buildId);
    const comment = await this.comments.findOne({ _id: commentId, buildId });
    if (!comment) throw (await this.moderation?.takenOut(buildId, commentId)) ? forbidden(COMMENT_TAKEN_OUT) : notFound('This comment does not exist.');
    if (comment.authorId !== me._id) throw forbidden('Only its author can edit a comment.');
    if (!isCommentEditable(comment.timestamp, now)) throw apiError('FORBIDDEN', EDIT_WINDOW_CLOSED, { reason: 'EDIT_WINDOW_CLOSED' });
    if (comment.content === checked.value) return build;
    const editedAt = now.toISOString();
    // Deleted meanwhile (another tab, an admin): the update matches nothing, and the edit is no edit.
    const { matchedCount } = await this.comments.updateOne({ _id: commentId, buildId }, { $set: { content: checked.value, editedAt } });
    if (matchedCount === 0) throw notFound('This comment does not exist.');
    return (await this.builds.findOneAndUpdate({ _id: buildId }, { $set: { commentsEditedAt: editedAt } })) ?? build;
  }

  private async requireParent(buildId: string, parentId: string): Promise<CommentDocument> {
    const parent = await this.comments.findOne({ _id: parentId, buildId });
    if (!parent && (await this.moderation?.takenOut(buildId, parentId))) throw forbidden(COMMENT_TAKEN_OUT);
    if (!parent) throw badUserInput('The comment you reply to does not exist (it may have been deleted).', 'parentId');
    if (parent.parentId) throw badUserInput(REPLY_TO_REPLY, 'parentId');
    return parent;
  }

  /**
   * The comment's author or an admin deletes it, also on a build made private since; a top-level
   * comment's replies go with it (the conversation has no beginning without it). Returns the
   * build, or null when the caller may not see it. Someone else learns nothing about a private build.
   */
  async deleteComment(viewer: Viewer, buildId: string, commentId: string): Promise<BuildDocument | null> {
    const me = requireViewer(viewer);
    const build = await this.builds.findOne({ _id: buildId });
    const comment = build ? await this.comments.findOne({ _id: commentId, buildId }) : null;
    const mayDelete = Boolean(comment && (comment.authorId === me._id || me.role === 'admin'));
    if (!build || (!mayDelete && !canSee(viewer, build))) throw notFound(BUILD_NOT_FOUND);
    if (!comment) throw notFound('This comment does not exist.');
    if (!mayDelete) throw forbidden('Only its author or an admin can delete a comment.');
    // The comment, its replies and the count go together; the comment order learns of it after.
    const outcome = await this.store.transaction(async (scope) => {
      const comments = scope.collection<CommentDocument>(COMMENTS_COLLECTION);
      if (!(await comments.deleteOne({ _id: commentId, buildId }))) return null;
      const replies = comment.parentId ? [] : await comments.find({ buildId, parentId: commentId });
      if (replies.length > 0) await comments.deleteMany({ buildId, parentId: commentId });
      const counted = await this.count(scope, buildId, 'commentCount', async () => {
        for (const record of [comment, ...replies]) await comments.insertOne(record);
      });
      return { counted, replies };
    });
    if (!outcome) throw notFound('This comment does not exist.');
    for (const record of [comment, ...outcome.replies]) this.commentOrder.removed(buildId, record._id);
    return outcome.counted && canSee(viewer, outcome.counted) ? outcome.counted : null;
  }

  /**
   * Takes a comment (and a top-level comment's replies) out of view as deleting it does, for moderation, which keeps
   * the records to put back: the count and the comment order follow, so every surface loses it at once. Null when gone.
   */
  async takeOut(commentId: string): Promise<CommentDocument[] | null> {
    const comment = await this.comments.findOne({ _id: commentId });
    if (!comment) return null;
    const { buildId } = comment;
    const records = await this.store.transaction(async (scope) => {
      const comments = scope.collection<CommentDocument>(COMMENTS_COLLECTION);
      if (!(await comments.deleteOne({ _id: commentId, buildId }))) return null;
      const replies = comment.parentId ? [] : await comments.find({ buildId, parentId: commentId });
      if (replies.length > 0) await comments.deleteMany({ buildId, parentId: commentId });
      await this.counts.recount(buildId, 'commentCount', scope);
      return [comment, ...replies];
    });
    for (const record of records ?? []) this.commentOrder.removed(buildId, record._id);
    return records;
  }

  /** Puts back what {@link takeOut} took (or a held comment), when its build still exists; false when it does not. */
  async putBack(records: readonly CommentDocument[]): Promise<boolean> {
    const buildId = records[0]?.buildId;
    if (!buildId) return false;
    const restored = await this.store.transaction(async (scope) => {
      if (!(await scope.collection<BuildDocument>(BUILDS_COLLECTION).findOne({ _id: buildId }, { projection: { _id: 1 } }))) return false;
      const comments = scope.collection<CommentDocument>(COMMENTS_COLLECTION);
      for (const record of records) {
        try {
          await comments.insertOne(record);
        } catch (error) {
          if (!(error instanceof DuplicateKeyError)) throw error;
        }
      }
      await this.counts.recount(buildId, 'commentCount', scope);
      return true;
    });
    if (restored) for (const record of records) this.commentOrder.added(record);
    return restored;
  }

  /**
   * A deleted build's likes and comments go with it, in the transaction that deletes the build
   * (after the build, so no count is left to correct).
   */
  async removeAllOf(buildId: string, scope: TransactionScope): Promise<void> {
    await scope.collection<LikeDocument>(LIKES_COLLECTION).deleteMany({ buildId });
    await scope.collection<CommentDocument>(COMMENTS_COLLECTION).deleteMany({ buildId });
  }

  private async visible(viewer: Viewer, id: string): Promise<BuildDocument | null> {
    const build = await this.builds.findOne({ _id: id });
    return build && canSee(viewer, build) ? build : null;
  }

  private async requireLikeable(viewer: Viewer, buildId: string): Promise<BuildDocument> {
    const build = await this.visible(viewer, buildId);
    if (!build) throw notFound(BUILD_NOT_FOUND);
    // Only its owner (and admins) can still see a build moderation hid: it takes no likes or comments, theirs neither.
    if (!build.isPublic && build.moderation) throw forbidden('A moderator hid this build, or it waits for review: it takes no likes or comments until that is lifted.');
    if (!build.isPublic) throw badUserInput('Publish this build before it can get likes and comments.');
    return build;
  }

  /**
   * Sets the build's count from its records after one was written or removed. When the count
   * cannot be written (the store refuses writes), `undo` takes the record change back so the
   * failed write is not served (an atomic transaction rolls back anyway); if even that fails, the
   * build is recounted once the store writes again.
   */
  private async count(scope: TransactionScope, buildId: string, field: CountField, undo: () => Promise<unknown>) {
    try {
      return await this.counts.recount(buildId, field, scope);
    } catch (error) {
      await undo().catch(() => this.counts.recountLater(buildId));
      throw error;
    }
  }
}
