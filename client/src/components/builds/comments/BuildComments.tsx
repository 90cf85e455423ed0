import type { Reference } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { graphql, getFragmentData, type FragmentType } from '@/gql';
import { useSession } from '@/lib/session';
import { refusalMessage } from '@/lib/refusal-message';
import { COMMENT_MAX } from '@game/rules/builds';
import { commentEditableUntil } from '@game/rules/comments';
import { EMPTY_COMMENT } from './CommentBox';
import { BuildComments_comment, CommentView, type DeleteTarget } from './CommentView';
import { BuildComments_hidden, hiddenOwnComments, withHiddenInPlace } from './hidden-comments';
import { BuildComments_thread, CommentThread } from './CommentThread';
import { useNow } from './use-now';

export const BuildComments_build = graphql(`
  fragment BuildComments_build on Build {
    id
    commentCount
    # The viewer's own comments a moderator hid: theirs alone to read, each where it was.
    viewerHiddenComments {
      ...BuildComments_hidden
    }
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

const DeleteComment = graphql(`
  mutation BuildCommentsDelete($buildId: ID!, $commentId: ID!) {
    deleteComment(buildId: $buildId, commentId: $commentId) {
      id
      ...BuildComments_build
    }
  }
`);

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
  const [confirming, setConfirming] = useState<DeleteTarget | null>(null);
  const section = useRef<HTMLElement>(null);
  const viewer = session.viewer;
  const comments = build.comments.nodes;
  const hidden = hiddenOwnComments(
    build.comments.nodes,
    build.viewerHiddenComments.map((ref) => getFragmentData(BuildComments_hidden, ref)),
  );
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
    // The text is trimmed and an empty comment is ignored.
    // Nothing is sent then, and the player is told why.
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
      // Logged; the draft stays as typed. A refusal the player can act on (a suspension and its end) is shown.
      console.error('Saving the comment failed', error);
      const refusal = refusalMessage(error, '');
      if (refusal) setProblem(refusal);
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
      {comments.length === 0 && hidden.topLevel.length === 0 ? (
        <p className="muted">No comments yet.</p>
      ) : (
        <ol className="build-comments__list">
          {withHiddenInPlace(comments, hidden.topLevel).map((entry) =>
            entry.kind === 'thread' ? (
              <CommentThread key={entry.node.id} thread={entry.node} hiddenReplies={hidden.repliesTo(entry.node.id)} buildId={build.id} viewer={viewer} now={now} onDelete={setConfirming} />
            ) : (
              <li key={entry.comment.id} className="build-comment build-comment--hidden">
                <CommentView comment={entry.comment} notice={entry.comment.moderation} buildId={build.id} viewer={viewer} now={now} replyCount={0} onDelete={setConfirming} />
              </li>
            ),
          )}
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
