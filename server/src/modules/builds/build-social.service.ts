import { randomUUID } from 'node:crypto';
import { apiError, badUserInput, forbidden, notFound } from '../../graphql/errors';
import { decodeCursor, encodeCursor, pageSize, toConnection, type Connection } from '../../graphql/connection';
import { DuplicateKeyError, type Collection, type Filter, type Store } from '../../store/port';
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

/**
 * Likes and comments on builds: each its own record; after each change the build's count is set
 * from a count of the records ({@link BuildCounts}), so a crash between the two writes leaves no
 * lasting error.
 */
export class BuildSocialService {
  private readonly builds: Collection<BuildDocument>;
  private readonly comments: Collection<CommentDocument>;
  private readonly commentOrder: CommentOrderIndex;
  private readonly likes: Collection<LikeDocument>;
  /** The builds' like and comment counts, and their reconciliation at start. */
  readonly counts: BuildCounts;

  constructor(store: Store) {
    this.builds = store.collection<BuildDocument>(BUILDS_COLLECTION);
    this.comments = store.collection<CommentDocument>(COMMENTS_COLLECTION);
    this.commentOrder = new CommentOrderIndex(this.comments);
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
    try {
      await this.likes.insertOne({ _id, buildId, userId: me._id, value: 'like', updatedAt: now });
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
      await this.likes.updateOne({ _id }, { $set: { updatedAt: now } });
      return this.requireLikeable(viewer, buildId);
    }
    const counted = await this.count(buildId, 'likeCount', () => this.likes.deleteOne({ _id }));
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
    const me = requireViewer(viewer);
    const build = await this.visible(viewer, buildId);
    if (!build) throw notFound(BUILD_NOT_FOUND);
    const like = await this.likes.findOne({ _id: likeId(buildId, me._id) });
    if (!like || !(await this.likes.deleteOne({ _id: like._id }))) return build;
    const counted = await this.count(buildId, 'likeCount', () => this.likes.insertOne(like));
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
    const comment = await this.comments.insertOne({
      _id: randomUUID(),
      buildId,
      author: commentAuthorName(me),
      authorId: me._id,
      content: checked.value,
      timestamp: new Date().toISOString(),
      ...(parentId ? { parentId } : {}),
    });
    this.commentOrder.added(comment);
    const counted = await this.count(buildId, 'commentCount', () => {
      this.commentOrder.removed(buildId, comment._id);
      return this.comments.deleteOne({ _id: comment._id });
    });
    if (!counted) {
      await this.comments.deleteOne({ _id: comment._id });
      throw notFound(BUILD_NOT_FOUND);
    }
    // The parent was deleted (with its replies) while this reply was written: no reply without its
    // comment. The count is taken again after the removal, so it stays right either way.
    if (parentId && !(await this.comments.findOne({ _id: parentId, buildId }, { projection: { _id: 1 } }))) {
      this.commentOrder.removed(buildId, comment._id);
      if (await this.comments.deleteOne({ _id: comment._id })) await this.counts.recount(buildId, 'commentCount');
      throw badUserInput('The comment you replied to was deleted.', 'parentId');
    }
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
    if (!comment) throw notFound('This comment does not exist.');
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
    if (!(await this.comments.deleteOne({ _id: commentId, buildId }))) throw notFound('This comment does not exist.');
    this.commentOrder.removed(buildId, commentId);
    const replies = comment.parentId ? [] : await this.comments.find({ buildId, parentId: commentId });
    if (replies.length > 0) await this.comments.deleteMany({ buildId, parentId: commentId });
    for (const reply of replies) this.commentOrder.removed(buildId, reply._id);
    const counted = await this.count(buildId, 'commentCount', async () => {
      for (const record of [comment, ...replies]) {
        await this.comments.insertOne(record);
        this.commentOrder.added(record);
      }
    });
    return counted && canSee(viewer, counted) ? counted : null;
  }

  /** A deleted build's likes and comments go with it (after the build, so no count is left to correct). */
  async removeAllOf(buildId: string): Promise<void> {
    await this.likes.deleteMany({ buildId });
    await this.comments.deleteMany({ buildId });
  }

  private async visible(viewer: Viewer, id: string): Promise<BuildDocument | null> {
    const build = await this.builds.findOne({ _id: id });
    return build && canSee(viewer, build) ? build : null;
  }

  private async requireLikeable(viewer: Viewer, buildId: string): Promise<BuildDocument> {
    const build = await this.visible(viewer, buildId);
    if (!build) throw notFound(BUILD_NOT_FOUND);
    if (!build.isPublic) throw badUserInput('Publish this build before it can get likes and comments.');
    return build;
  }

  /**
   * Sets the build's count from its records after one was written or removed. When the count
   * cannot be written (the store refuses writes), `undo` takes the record change back so the
   * failed write is not served; if even that fails, the build is recounted once the store writes again.
   */
  private async count(buildId: string, field: CountField, undo: () => Promise<unknown>) {
    try {
      return await this.counts.recount(buildId, field);
    } catch (error) {
      await undo().catch(() => this.counts.recountLater(buildId));
      throw error;
    }
  }
}
