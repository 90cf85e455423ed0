import type { Reference } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { graphql, getFragmentData, type FragmentType } from '@/gql';
import { useSession } from '@/lib/session';
import { COMMENT_MAX } from '@game/rules/builds';
import { commentEditableUntil, isCommentEditable } from '@game/rules/comments';
import { linkParts } from '@/lib/linkify';
import { playerPath } from '@/lib/players';
import { useBuildPreview } from '@/lib/build-preview';
import { formatDateTime } from '@/lib/format';

/** One comment as the list shows it (a top-level comment or a reply). */
const BuildComments_comment = graphql(`
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

/** A top-level comment with its replies (one level). */
const BuildComments_thread = graphql(`
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

export const BuildComments_build = graphql(`
  fragment BuildComments_build on Build {
    id
    commentCount
    comments(first: 20, topLevelOnly: true) {
      nodes {
        id
        ...BuildComments_thread
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

const OlderComments = graphql(`
  query BuildCommentsOlder($id: ID!, $after: String!) {
    build(id: $id) {
      id
      comments(first: 20, after: $after, topLevelOnly: true) {
        nodes {
          id
          ...BuildComments_thread
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`);

const AddComment = graphql(`
  mutation BuildCommentsAdd($buildId: ID!, $content: String!) {
    addComment(buildId: $buildId, content: $content) {
      id
      ...BuildComments_build
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

const DeleteComment = graphql(`
  mutation BuildCommentsDelete($buildId: ID!, $commentId: ID!) {
    deleteComment(buildId: $buildId, commentId: $commentId) {
      id
      ...BuildComments_build
    }
  }
`);

/** Said when Post comment is pressed with nothing but spaces in the box. */
export const EMPTY_COMMENT = 'Write something first: an empty comment is not posted.';


type CommentRef = FragmentType<typeof BuildComments_comment>;
type ThreadRef = FragmentType<typeof BuildComments_thread>;
type Viewer = ReturnType<typeof useSession>['viewer'];

/** The server's message for a refused change, or `fallback` (network failures and the like). */
function refusalOf(error: unknown, fallback: string): string {
  const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
  const code = first?.extensions?.code;
  return first && (code === 'BAD_USER_INPUT' || code === 'FORBIDDEN' || code === 'NOT_FOUND' || code === 'TOO_MANY_REQUESTS') ? first.message : fallback;
}

/**
 * The time now, known only in the browser after hydration (a page rendered on the server shows
 * no Edit button, so the first render in the browser matches it), and moved on at each comment's
 * editing deadline so its Edit button goes when the window closes.
 */
function useNow(deadlines: string[]): number | null {
  const [now, setNow] = useState<number | null>(null);
  const key = deadlines.join(' ');
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const update = () => {
      const current = Date.now();
      setNow(current);
      const next = key
        .split(' ')
        .map((deadline) => Date.parse(deadline))
        .filter((time) => time >= current)
        .sort((a, b) => a - b)[0];
      if (next !== undefined) timer = setTimeout(update, Math.min(next - current + 1, 2 ** 31 - 1));
    };
    timer = setTimeout(update, 0);
    return () => clearTimeout(timer);
  }, [key]);
  return now;
}

/**
 * A box to write a reply or an edit: focus moves into it when it opens; Escape or Cancel closes it
 * and the caller returns focus to the button that opened it.
 */
function CommentBox(props: {
  label: string;
  submitLabel: string;
  initial?: string;
  busy: boolean;
  problem: string | null;
  onSubmit: (content: string) => void;
  onCancel: () => void;
  onChange: () => void;
}) {
  const [draft, setDraft] = useState(props.initial ?? '');
  const fieldId = useId();
  const problemId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    const element = field.current;
    if (!element) return;
    element.focus();
    element.setSelectionRange(element.value.length, element.value.length);
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      props.onCancel();
    }
  };
  return (
    <form
      className="build-comments__form build-comment__box"
      onKeyDown={onKeyDown}
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit(draft);
      }}
    >
      <label htmlFor={fieldId}>{props.label}</label>
      <textarea
        id={fieldId}
        ref={field}
        value={draft}
        maxLength={COMMENT_MAX}
        rows={2}
        aria-describedby={props.problem ? problemId : undefined}
        onChange={(event) => {
          setDraft(event.target.value);
          props.onChange();
        }}
      />
      {props.problem && (
        <p id={problemId} className="form-error" role="alert">
          {props.problem}
        </p>
      )}
      <div className="build-comments__footer">
        <span className="muted">{draft.length} / {COMMENT_MAX}</span>
        <span className="build-comment__actions">
          <button type="button" className="button button--small" onClick={props.onCancel}>
            Cancel
          </button>
          <button type="submit" className="button button-primary button--small" disabled={props.busy}>
            {props.submitLabel}
          </button>
        </span>
      </div>
    </form>
  );
}

/** A comment's text: addresses become links (issue 25, `nofollow ugc noopener`); everything else stays plain text. */
function CommentText(props: { content: string }) {
  return (
    <p className="build-comment__content">
      {linkParts(props.content).map((part, index) =>
        part.href ? (
          <a key={index} href={part.href} rel="nofollow ugc noopener" target="_blank">
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}

/**
 * One comment or reply: author, time, "edited" when it was, its text, and the buttons its viewer
 * may use: Reply (top-level comments, signed in), Edit (the author, within 15 minutes), Delete.
 */
function CommentView(props: {
  comment: CommentRef;
  buildId: string;
  viewer: Viewer;
  now: number | null;
  replyCount: number;
  onReply?: (opener: RefObject<HTMLButtonElement | null>) => void;
  onDelete: (target: { id: string; author: string; replyCount: number }) => void;
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
      setProblem(refusalOf(error, 'The comment could not be saved. Try again in a moment.'));
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
      {!editing && (
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
        </div>
      )}
    </>
  );
}

/** A top-level comment, its replies under it, and the reply box when Reply was pressed. */
function CommentThread(props: {
  thread: ThreadRef;
  buildId: string;
  viewer: Viewer;
  now: number | null;
  onDelete: (target: { id: string; author: string; replyCount: number }) => void;
}) {
  const thread = getFragmentData(BuildComments_thread, props.thread);
  const top = getFragmentData(BuildComments_comment, thread);
  const [replying, setReplying] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [reply, posting] = useMutation(AddReply);
  const opener = useRef<RefObject<HTMLButtonElement | null> | null>(null);
  const replies = thread.replies.nodes;
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
      setProblem(refusalOf(error, 'The reply could not be posted. Try again in a moment.'));
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
                <li key={node.id} className="build-comment build-comment--reply">
                  <CommentView comment={node} buildId={props.buildId} viewer={props.viewer} now={props.now} replyCount={0} onDelete={props.onDelete} />
                </li>
              ))}
            </ol>
          )}
          {thread.replies.totalCount > replies.length && <p className="muted">The first {replies.length} of {thread.replies.totalCount} replies are shown.</p>}
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

/**
 * The comments of a build, newest first, each with its replies under it (one level, oldest
 * first), shown as plain text with links, with the form to add one, Reply, Edit (the author,
 * 15 minutes) and Delete buttons, and "Show older comments" for the next page.
 */
export function BuildComments(props: { build: FragmentType<typeof BuildComments_build>; autoFocus?: boolean }) {
  const build = getFragmentData(BuildComments_build, props.build);
  const session = useSession();
  const [draft, setDraft] = useState('');
  const [add, adding] = useMutation(AddComment);
  const [remove] = useMutation(DeleteComment);
  const client = useApolloClient();
  const [loadingOlder, setLoadingOlder] = useState(false);
  const fieldId = useId();
  const problemId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<{ id: string; author: string; replyCount: number } | null>(null);
  const section = useRef<HTMLElement>(null);
  const viewer = session.viewer;
  const comments = build.comments.nodes;
  // Only the viewer's own comments can be edited: their deadlines move the clock.
  const now = useNow(
    comments
      .flatMap((ref) => {
        const thread = getFragmentData(BuildComments_thread, ref);
        return [thread, ...thread.replies.nodes].map((comment) => getFragmentData(BuildComments_comment, comment));
      })
      .filter((comment) => viewer && comment.authorId === viewer.id)
      .map((comment) => commentEditableUntil(comment.createdAt)),
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!viewer) {
      session.openLogin();
      return;
    }
    // Specification section 4: the text is trimmed and an empty comment is ignored.
    // Nothing is sent then, and the player is told why (issue 14).
    const content = draft.trim();
    if (!content) {
      setProblem(EMPTY_COMMENT);
      return;
    }
    setProblem(null);
    try {
      await add({ variables: { buildId: build.id, content } });
      setDraft('');
    } catch (error) {
      // Specification section 8: only logged, no user message; the draft stays as typed.
      console.error('Saving the comment failed', error);
    }
  };

  const deleteComment = async (commentId: string) => {
    try {
      await remove({
        variables: { buildId: build.id, commentId },
        // The returned build carries the newest page; an older page loaded below it drops the comment here.
        update(cache) {
          cache.modify({
            id: cache.identify({ __typename: 'Build', id: build.id }),
            fields: {
              comments(existing, { readField, isReference }) {
                if (isReference(existing)) return existing;
                const nodes = (existing as { nodes: Reference[] }).nodes;
                return { ...existing, nodes: nodes.filter((node) => readField('id', node) !== commentId) };
              },
            },
          });
        },
      });
      // The Delete button left with the comment: focus stays in the comments.
      section.current?.focus();
    } catch (error) {
      console.error('Deleting the comment failed', error);
      setProblem('The comment could not be deleted. Try again in a moment.');
    }
  };

  const showOlder = async () => {
    const after = build.comments.pageInfo.endCursor;
    if (!after) return;
    setLoadingOlder(true);
    try {
      await client.query({ query: OlderComments, variables: { id: build.id, after }, fetchPolicy: 'network-only' });
    } catch (error) {
      console.error('Loading older comments failed', error);
    } finally {
      setLoadingOlder(false);
    }
  };

  return (
    <section className="build-comments" aria-label="Comments" tabIndex={-1} ref={section}>
      {comments.length === 0 ? (
        <p className="muted">No comments yet.</p>
      ) : (
        <ol className="build-comments__list">
          {comments.map((node) => (
            <CommentThread key={node.id} thread={node} buildId={build.id} viewer={viewer} now={now} onDelete={setConfirming} />
          ))}
        </ol>
      )}
      {build.comments.pageInfo.hasNextPage && (
        <button type="button" className="button button--small" onClick={showOlder} disabled={loadingOlder}>
          Show older comments
        </button>
      )}
      <form className="build-comments__form" onSubmit={submit}>
        <label htmlFor={fieldId}>Your comment</label>
        <textarea
          id={fieldId}
          value={draft}
          maxLength={COMMENT_MAX}
          rows={3}
          autoFocus={props.autoFocus}
          aria-describedby={problem ? problemId : undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            setProblem(null);
          }}
          placeholder={viewer ? 'Share what works and what does not' : 'Sign in to comment'}
        />
        {problem && (
          <p id={problemId} className="form-error" role="alert">
            {problem}
          </p>
        )}
        <div className="build-comments__footer">
          <span className="muted">{draft.length} / {COMMENT_MAX}</span>
          <button type="submit" className="button button-primary" disabled={adding.loading}>
            {viewer ? 'Post comment' : 'Sign in to comment'}
          </button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming !== null}
        title="Delete this comment?"
        message={
          confirming
            ? `The comment by ${confirming.author || 'Unknown'}${confirming.replyCount > 0 ? ` and its ${confirming.replyCount === 1 ? 'reply go' : `${confirming.replyCount} replies go`}` : ' goes'} for good.`
            : ''
        }
        confirmLabel="Delete comment"
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          const target = confirming;
          setConfirming(null);
          if (target) void deleteComment(target.id);
        }}
      />
    </section>
  );
}
