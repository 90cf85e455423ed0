import { getFragmentData, graphql, type FragmentType } from '@/gql';
import type { BuildComments_HiddenFragment } from '@/gql/graphql';
import { BuildComments_comment } from './CommentView';
import { BuildComments_thread } from './CommentThread';

/**
 * The viewer's own comment a moderator hid, with what and why: asked only in `Build.viewerHiddenComments` (the shown
 * comments never carry a notice, and the notice's fields on each of a page's comments and replies would cost the
 * page's query thousands of values).
 */
export const BuildComments_hidden = graphql(`
  fragment BuildComments_hidden on Comment {
    id
    parentId
    createdAt
    ...BuildComments_comment
    moderation {
      state
      rule
      reason
    }
  }
`);

export type HiddenComment = BuildComments_HiddenFragment;
type ThreadRef = FragmentType<typeof BuildComments_thread> & { id: string };

/** A top-level entry of the list: a shown comment with its replies, or the viewer's own comment a moderator hid. */
export type CommentEntry = { kind: 'thread'; node: ThreadRef; at: string } | { kind: 'hidden'; comment: HiddenComment; at: string };

/**
 * The viewer's own hidden comments, split by where each was: top-level ones, and the replies under each comment. One
 * the list shows already (put back by a decision a moment ago) is left out.
 */
export function hiddenOwnComments(threads: readonly ThreadRef[], own: readonly HiddenComment[]) {
  const shown = new Set<string>();
  for (const ref of threads) {
    const thread = getFragmentData(BuildComments_thread, ref);
    shown.add(thread.id);
    for (const reply of thread.replies.nodes) shown.add(reply.id);
  }
  const hidden = own.filter((comment) => !shown.has(comment.id));
  return {
    topLevel: hidden.filter((comment) => !comment.parentId),
    repliesTo: (commentId: string) => hidden.filter((comment) => comment.parentId === commentId),
  };
}

/** The shown threads (newest first) with the viewer's hidden top-level comments where their time puts them. */
export function withHiddenInPlace(threads: readonly ThreadRef[], hidden: readonly HiddenComment[]): CommentEntry[] {
  const entries: CommentEntry[] = threads.map((node) => ({ kind: 'thread', node, at: getFragmentData(BuildComments_comment, getFragmentData(BuildComments_thread, node)).createdAt }));
  for (const comment of hidden) {
    const place = entries.findIndex((entry) => entry.at < comment.createdAt);
    entries.splice(place === -1 ? entries.length : place, 0, { kind: 'hidden', comment, at: comment.createdAt });
  }
  return entries;
}
