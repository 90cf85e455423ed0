import type { Store } from '../../store/port';
import type { CommentDocument } from '../builds/build.model';
import { CASES_COLLECTION, HELD_COLLECTION, type CaseDocument, type HeldDocument, type ModerationMark } from './moderation.model';

/** The states in which a comment taken out of a build's comments is still its author's to read there. */
const AUTHOR_READS: ReadonlySet<ModerationMark['state']> = new Set(['hidden', 'held']);

/** The comments (and replies) taken out of one build's comments and kept with their cases. */
function keptOn(store: Store, buildId: string): Promise<HeldDocument[]> {
  return store.collection<HeldDocument>(HELD_COLLECTION).find({ buildId, kind: 'comment' });
}

/** How a kept comment is taken out: its own mark, or for a record kept before marks were written, its case's state. */
async function markOf(store: Store, held: HeldDocument): Promise<ModerationMark | null> {
  if (held.mark) return held.mark;
  const kase = await store.collection<CaseDocument>(CASES_COLLECTION).findOne({ _id: held.caseId });
  if (!kase) return null;
  // Taken out while the case still read "visible": on its way to being hidden (what findTarget says too).
  const state = kase.contentState === 'visible' ? 'hidden' : kase.contentState;
  return { state, caseId: kase._id, decisionId: null, at: kase.updatedAt };
}

/**
 * The viewer's own comments and replies on a build that moderation hid or holds, each with its mark (for
 * `Comment.moderation`), oldest first: what its author alone still reads on the build's page. A removed one is gone for
 * its author too; the replies of others taken out with a hidden comment are not the author's, and are not in it.
 */
export async function hiddenCommentsOf(store: Store, viewerId: string, buildId: string): Promise<CommentDocument[]> {
  const own: CommentDocument[] = [];
  for (const held of await keptOn(store, buildId)) {
    // The first record is the comment the case is about; the others are the replies taken out with it.
    const comment = held.comments?.[0] as CommentDocument | undefined;
    if (!comment || comment.authorId !== viewerId) continue;
    const mark = await markOf(store, held);
    if (mark && AUTHOR_READS.has(mark.state)) own.push({ ...comment, moderation: mark });
  }
  return own.sort((a, b) => a.timestamp.localeCompare(b.timestamp) || a._id.localeCompare(b._id));
}

/** Whether moderation took the comment (or reply) out of the build's comments: hidden, held or removed, not deleted. */
export async function isTakenOut(store: Store, buildId: string, commentId: string): Promise<boolean> {
  return (await keptOn(store, buildId)).some((held) => held.comments?.some((record) => record._id === commentId));
}
