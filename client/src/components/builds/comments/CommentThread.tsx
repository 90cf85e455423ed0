import { useMutation } from '@apollo/client/react';
import { useRef, useState, type RefObject } from 'react';
import { graphql, getFragmentData, type FragmentType } from '@/gql';
import { refusalMessage } from '@/lib/refusal-message';
import { CommentBox, EMPTY_COMMENT } from './CommentBox';
import { BuildComments_comment, CommentView, type DeleteTarget, type Viewer } from './CommentView';
import type { BuildComments_HiddenFragment as HiddenComment } from '@/gql/graphql';

/** A top-level comment with its replies (one level). */
export const BuildComments_thread = graphql(`
  fragment BuildComments_thread on Comment {
    id
    ...BuildComments_comment
    replies(first: 100) {
      totalCount
      nodes {
        id
        ...BuildComments_comment
      }
    }
  }
`);

/** A reply also brings back its comment's replies, should that comment be on an older page than the first. */
const AddReply = graphql(`
  mutation BuildCommentsReply($buildId: ID!, $content: String!, $parentId: ID!) {
    addComment(buildId: $buildId, content: $content, parentId: $parentId) {
      id
      ...BuildComments_build
      comment(id: $parentId) {
        id
        ...BuildComments_thread
      }
    }
  }
`);

const createdAt = (ref: FragmentType<typeof BuildComments_comment>) => getFragmentData(BuildComments_comment, ref).createdAt;

/** A top-level comment, its replies under it, and the reply box when Reply was pressed. */
export function CommentThread(props: {
  thread: FragmentType<typeof BuildComments_thread>;
  /** The viewer's own replies to this comment a moderator hid (theirs alone to read). */
  hiddenReplies?: readonly HiddenComment[];
  buildId: string;
  viewer: Viewer;
  now: number | null;
  onDelete: (target: DeleteTarget) => void;
}) {
  const thread = getFragmentData(BuildComments_thread, props.thread);
  const top = getFragmentData(BuildComments_comment, thread);
  const [replying, setReplying] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [reply, posting] = useMutation(AddReply);
  const opener = useRef<RefObject<HTMLButtonElement | null> | null>(null);
  const shownReplies = thread.replies.nodes;
  // Oldest first, as a conversation reads; the viewer's hidden replies where their time puts them.
  const replies: Array<(typeof shownReplies)[number] | HiddenComment> = [...shownReplies, ...(props.hiddenReplies ?? [])].sort((a, b) => createdAt(a).localeCompare(createdAt(b)));
  const closeBox = () => {
    setReplying(false);
    setProblem(null);
    setTimeout(() => opener.current?.current?.focus());
  };
  const post = async (draft: string) => {
    const content = draft.trim();
    if (!content) {
      setProblem(EMPTY_COMMENT);
      return;
    }
    try {
      await reply({ variables: { buildId: props.buildId, parentId: top.id, content } });
      closeBox();
    } catch (error) {
      setProblem(refusalMessage(error, 'The reply could not be posted. Try again in a moment.'));
    }
  };
  return (
    <li className="build-comment">
      <CommentView
        comment={thread}
        buildId={props.buildId}
        viewer={props.viewer}
        now={props.now}
        replyCount={thread.replies.totalCount}
        onReply={(button) => {
          opener.current = button;
          setReplying(true);
        }}
        onDelete={props.onDelete}
      />
      {(replies.length > 0 || replying) && (
        <div className="build-comment__thread">
          {replies.length > 0 && (
            <ol className="build-comment__replies" aria-label={`Replies to ${top.author}`}>
              {replies.map((node) => (
                <li key={node.id} className={`build-comment build-comment--reply${'moderation' in node && node.moderation ? ' build-comment--hidden' : ''}`}>
                  <CommentView comment={node} notice={'moderation' in node ? node.moderation : null} buildId={props.buildId} viewer={props.viewer} now={props.now} replyCount={0} onDelete={props.onDelete} />
                </li>
              ))}
            </ol>
          )}
          {thread.replies.totalCount > shownReplies.length && <p className="muted">The first {shownReplies.length} of {thread.replies.totalCount} replies are shown.</p>}
          {replying && (
            <CommentBox
              label={`Your reply to ${top.author}`}
              submitLabel="Post reply"
              busy={posting.loading}
              problem={problem}
              onChange={() => setProblem(null)}
              onSubmit={(draft) => void post(draft)}
              onCancel={closeBox}
            />
          )}
        </div>
      )}
    </li>
  );
}
