import { useMutation } from '@apollo/client/react';
import { useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '@/gql';
import { commentEditableUntil, isCommentEditable } from '@game/rules/comments';
import { playerPath } from '@/lib/players';
import { useBuildPreview } from '@/lib/build-preview';
import { formatDateTime } from '@/lib/format';
import { refusalMessage } from '@/lib/refusal-message';
import type { useSession } from '@/lib/session';
import { CommentBox } from './CommentBox';
import { CommentText } from './CommentText';
import { ReportButton } from '@/components/moderation/ReportButton';
import { ModerationNoticeLine, type ModerationNoticeView } from '@/components/moderation/ModerationNoticeLine';

/** One comment as the list shows it (a top-level comment or a reply). */
export const BuildComments_comment = graphql(`
  fragment BuildComments_comment on Comment {
    id
    author
    authorId
    authorUsername
    content
    createdAt
    editedAt
    parentId
  }
`);

const EditComment = graphql(`
  mutation BuildCommentsEdit($buildId: ID!, $commentId: ID!, $content: String!) {
    editComment(buildId: $buildId, commentId: $commentId, content: $content) {
      id
      ...BuildComments_build
      comment(id: $commentId) {
        id
        ...BuildComments_comment
      }
    }
  }
`);

export type Viewer = ReturnType<typeof useSession>['viewer'];
/** What the Delete button asks to delete (and the question says). */
export interface DeleteTarget {
  id: string;
  author: string;
  replyCount: number;
}

/**
 * One comment or reply: author, time, "edited" when it was, its text, and the buttons its viewer
 * may use: Reply (top-level comments, signed in), Edit (the author, within 15 minutes), Delete.
 */
export function CommentView(props: {
  comment: FragmentType<typeof BuildComments_comment>;
  buildId: string;
  viewer: Viewer;
  now: number | null;
  replyCount: number;
  /** The viewer's own comment a moderator hid (theirs alone to read): what and why. */
  notice?: ModerationNoticeView | null;
  onReply?: (opener: RefObject<HTMLButtonElement | null>) => void;
  onDelete: (target: DeleteTarget) => void;
}) {
  const comment = getFragmentData(BuildComments_comment, props.comment);
  const preview = useBuildPreview();
  const [editing, setEditing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [edit, saving] = useMutation(EditComment);
  const editButton = useRef<HTMLButtonElement>(null);
  const replyButton = useRef<HTMLButtonElement>(null);
  const { viewer, now } = props;
  const own = viewer?.id === comment.authorId;
  const editable = own && now !== null && isCommentEditable(comment.createdAt, now);
  const closeEditor = () => {
    setEditing(false);
    setProblem(null);
    // The box leaves: focus goes back to its Edit button (a render later, once the button is back).
    setTimeout(() => editButton.current?.focus());
  };
  const save = async (draft: string) => {
    const content = draft.trim();
    if (!content) {
      setProblem('Write something first; to remove the comment, delete it.');
      return;
    }
    if (content === comment.content) {
      closeEditor();
      return;
    }
    try {
      await edit({ variables: { buildId: props.buildId, commentId: comment.id, content } });
      closeEditor();
    } catch (error) {
      setProblem(refusalMessage(error, 'The comment could not be saved. Try again in a moment.'));
    }
  };
  return (
    <>
      <p className="build-comment__meta">
        <strong>
          {comment.authorUsername ? (
            <Link to={playerPath(comment.authorUsername)} onClick={preview.close}>
              {comment.author}
            </Link>
          ) : (
            comment.author
          )}
        </strong>{' '}
        · <time dateTime={comment.createdAt}>{formatDateTime(comment.createdAt)}</time>
        {comment.editedAt && (
          <>
            {' '}
            · <time className="build-comment__edited" dateTime={comment.editedAt} title={`Edited ${formatDateTime(comment.editedAt)} UTC`}>edited</time>
          </>
        )}
      </p>
      {props.notice && <ModerationNoticeLine notice={props.notice} thing={comment.parentId ? 'reply' : 'comment'} />}
      {editing ? (
        <CommentBox
          label={`Edit your ${comment.parentId ? 'reply' : 'comment'}`}
          submitLabel="Save"
          initial={comment.content}
          busy={saving.loading}
          problem={problem}
          onChange={() => setProblem(null)}
          onSubmit={(draft) => void save(draft)}
          onCancel={closeEditor}
        />
      ) : (
        <CommentText content={comment.content} />
      )}
      {/* Hidden by a moderator (only its author reads it): nothing to reply, edit, delete or report. */}
      {!editing && !props.notice && (
        <div className="build-comment__actions">
          {props.onReply && viewer && (
            <button type="button" ref={replyButton} className="button button--small" onClick={() => props.onReply?.(replyButton)}>
              Reply<span className="visually-hidden"> to {comment.author}</span>
            </button>
          )}
          {editable && (
            <button
              type="button"
              ref={editButton}
              className="button button--small"
              title={`You can edit it until ${formatDateTime(commentEditableUntil(comment.createdAt))} UTC`}
              onClick={() => setEditing(true)}
            >
              Edit<span className="visually-hidden"> your {comment.parentId ? 'reply' : 'comment'}</span>
            </button>
          )}
          {viewer && (own || viewer.role === 'admin') && (
            <button type="button" className="button button--small" onClick={() => props.onDelete({ id: comment.id, author: comment.author, replyCount: props.replyCount })}>
              Delete<span className="visually-hidden"> {comment.parentId ? 'reply' : 'comment'} by {comment.author}</span>
            </button>
          )}
          {!own && (
            <ReportButton
              target={{ kind: 'COMMENT', id: comment.id, label: `the ${comment.parentId ? 'reply' : 'comment'} by ${comment.author || 'Unknown'}`, path: `/builds/${encodeURIComponent(props.buildId)}` }}
            />
          )}
        </div>
      )}
    </>
  );
}
