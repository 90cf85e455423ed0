import type { Reference } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { graphql, getFragmentData, type FragmentType } from '@/gql';
import { useSession } from '@/lib/session';
import { COMMENT_MAX } from '@game/rules/builds';

export const BuildComments_build = graphql(`
  fragment BuildComments_build on Build {
    id
    commentCount
    comments(first: 20) {
      nodes {
        id
        author
        authorId
        content
        timestamp
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
      comments(first: 20, after: $after) {
        nodes {
          id
          author
          authorId
          content
          timestamp
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

const timeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/**
 * The comments of a build, newest first, shown as plain text, with the form to add one, delete
 * buttons for authors and admins, and "Show older comments" for the next page.
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
  const viewer = session.viewer;
  const comments = build.comments.nodes;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!viewer) {
      session.openLogin();
      return;
    }
    // Specification section 4: the text is trimmed and an empty comment is ignored.
    const content = draft.trim();
    if (!content) return;
    try {
      await add({ variables: { buildId: build.id, content } });
      setDraft('');
    } catch (error) {
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
    } catch (error) {
      console.error('Deleting the comment failed', error);
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
    <section className="build-comments" aria-label="Comments">
      {comments.length === 0 ? (
        <p className="muted">No comments yet.</p>
      ) : (
        <ol className="build-comments__list">
          {comments.map((comment) => (
            <li key={comment.id} className="build-comment">
              <p className="build-comment__meta">
                <strong>{comment.author}</strong> · <time dateTime={comment.timestamp}>{timeFormat.format(new Date(comment.timestamp))}</time>
              </p>
              <p className="build-comment__content">{comment.content}</p>
              {viewer && (viewer.id === comment.authorId || viewer.role === 'admin') && (
                <button type="button" className="button button--small" onClick={() => deleteComment(comment.id)}>
                  Delete<span className="visually-hidden"> comment by {comment.author}</span>
                </button>
              )}
            </li>
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
          onChange={(event) => setDraft(event.target.value)}
          placeholder={viewer ? 'Share what works and what does not' : 'Sign in to comment'}
        />
        <div className="build-comments__footer">
          <span className="muted" aria-live="polite">{draft.length} / {COMMENT_MAX}</span>
          <button type="submit" className="button button-primary" disabled={adding.loading}>
            {viewer ? 'Post comment' : 'Sign in to comment'}
          </button>
        </div>
      </form>
    </section>
  );
}
