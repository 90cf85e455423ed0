import { useMutation } from '@apollo/client/react';
import { startTransition, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { graphql } from '@/gql';
import { useRouteQuery } from '@/lib/use-route-query';
import type { RouteDataLoader } from '@/lib/route-query-types';
import type { ContentKind } from '@/gql/graphql';
import { formatDate } from '@/lib/format';
import { useUrlState } from '@/lib/url-state';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { ManageNav } from '../components/ManageNav';
import { ContentEditor } from '../components/ContentEditor';
import '../manage.css';
import { Loading } from '@/components/ui/Loading';

export const KINDS: Array<{ kind: ContentKind; param: string; label: string; one: string }> = [
  { kind: 'NEWS', param: 'news', label: 'News', one: 'news post' },
  { kind: 'ARTICLE', param: 'articles', label: 'Articles', one: 'article' },
  { kind: 'PATCH_NOTES', param: 'patch-notes', label: 'Patch notes', one: 'patch note' },
  { kind: 'GUIDE', param: 'guides', label: 'Guides', one: 'guide' },
  { kind: 'PAGE', param: 'pages', label: 'Pages', one: 'page' },
];

export const ManageContentsQuery = graphql(`
  query ManageContents($kind: ContentKind!) {
    manageContents(kind: $kind, first: 100) {
      totalCount
      edges {
        node {
          id
          slug
          title
          author
          status
          version
          path
          publishedAt
          updatedAt
        }
      }
    }
  }
`);

const PublishContentMutation = graphql(`
  mutation PublishContent($id: ID!) {
    publishContent(id: $id) {
      id
      status
      publishedAt
      updatedAt
    }
  }
`);

const UnpublishContentMutation = graphql(`
  mutation UnpublishContent($id: ID!) {
    unpublishContent(id: $id) {
      id
      status
      updatedAt
    }
  }
`);

const DeleteContentMutation = graphql(`
  mutation DeleteContent($id: ID!) {
    deleteContent(id: $id)
  }
`);

/** The content of the address's kind (the route's loader reads it, afresh at each change of the page's address). */
function manageContentsVariables(params: URLSearchParams) {
  return { kind: (KINDS.find((entry) => entry.param === (params.get('kind') ?? 'news')) ?? KINDS[0]!).kind };
}

/** Read afresh each time the page opens. */
export const ManageNewsRouteData: RouteDataLoader = (query, { request }) => query(ManageContentsQuery, manageContentsVariables(new URL(request.url).searchParams), { fetchPolicy: 'cache-and-network' });

/** /manage/news: every content kind: write and edit with a live preview, publish, unpublish, delete. */
export function ManageNewsRoute() {
  return (
    // Until the route's query answers (in the browser: the server draws the page answered).
    <Suspense fallback={<Loading />}>
      <ManageNewsPage />
    </Suspense>
  );
}

function ManageNewsPage() {
  const [url, setUrl] = useUrlState({ kind: 'news', edit: '' });
  const current = KINDS.find((entry) => entry.param === url.kind) ?? KINDS[0]!;
  const { data, error, refetch } = useRouteQuery(ManageContentsQuery);
  const [publish] = useMutation(PublishContentMutation);
  const [unpublish] = useMutation(UnpublishContentMutation);
  const [remove] = useMutation(DeleteContentMutation);
  const [deleting, setDeleting] = useState<{ id: string; title: string } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    document.title = 'Content · Admin panel · Almanac';
  }, []);

  const act = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      setMessage(done);
      // In a transition: the page stays drawn while the list is read again.
      startTransition(() => void refetch());
    } catch (failure) {
      setMessage(failure instanceof Error ? failure.message : 'That did not work.');
    }
  };

  return (
    <section className="page manage-page" aria-labelledby="manage-news-heading">
      <h1 id="manage-news-heading">Content</h1>
      <ManageNav />
      <div className="tag-filter manage-kinds" role="group" aria-label="Kind of content">
        {KINDS.map((entry) => (
          <button key={entry.kind} type="button" className="tag-button" aria-pressed={entry === current} onClick={() => setUrl({ kind: entry.param, edit: '' })}>
            {entry.label}
          </button>
        ))}
      </div>
      <div className="manage-row">
        <button type="button" className="button button-primary" onClick={() => setUrl({ edit: 'new' })}>
          Write a new {current.one}
        </button>
      </div>
      {message && (
        <p role="status" className="manage-message">
          {message}
        </p>
      )}
      {url.edit && (
        <ContentEditor
          key={`${current.kind}:${url.edit}`}
          kind={current.kind}
          noun={current.one}
          id={url.edit === 'new' ? null : url.edit}
          onSaved={(id, note) => {
            setMessage(note);
            setUrl({ edit: id });
            startTransition(() => void refetch());
          }}
          onClose={() => setUrl({ edit: '' })}
        />
      )}
      {error && !data && <p role="alert">The list could not be loaded: {error.message}</p>}
      {data && (
        <div className="manage-table-wrap">
          <table className="manage-table">
            <caption className="visually-hidden">{current.label}, last edited first</caption>
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">Status</th>
                <th scope="col">Author</th>
                <th scope="col">Last edited</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {data.manageContents.edges.map(({ node }) => (
                <tr key={node.id}>
                  <td data-label="Title">
                    {node.status === 'PUBLISHED' ? <Link to={node.path}>{node.title}</Link> : node.title}
                    {node.version && ` (${node.version})`}
                  </td>
                  <td data-label="Status" className={node.status === 'DRAFT' ? 'manage-status-draft' : undefined}>{node.status === 'DRAFT' ? 'Draft' : 'Published'}</td>
                  <td data-label="Author">{node.author}</td>
                  <td data-label="Last edited">
                    <time dateTime={node.updatedAt}>{formatDate(node.updatedAt)}</time>
                  </td>
                  <td data-label="Actions">
                    <div className="manage-row">
                      <button type="button" className="button" aria-label={`Edit “${node.title}”`} onClick={() => setUrl({ edit: node.id })}>
                        Edit
                      </button>
                      {node.status === 'DRAFT' ? (
                        <button type="button" className="button" aria-label={`Publish “${node.title}”`} onClick={() => void act(() => publish({ variables: { id: node.id } }), `Published “${node.title}”.`)}>
                          Publish
                        </button>
                      ) : (
                        <button type="button" className="button" aria-label={`Unpublish “${node.title}”`} onClick={() => void act(() => unpublish({ variables: { id: node.id } }), `“${node.title}” is a draft again.`)}>
                          Unpublish
                        </button>
                      )}
                      <button type="button" className="button button-danger" aria-label={`Delete “${node.title}”`} onClick={() => setDeleting({ id: node.id, title: node.title })}>
                        Delete
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete this ${current.one}?`}
        message={deleting ? `“${deleting.title}” will be deleted. The audit log keeps it, so it can be brought back from the overview.` : ''}
        confirmLabel="Delete"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const target = deleting;
          setDeleting(null);
          if (!target) return;
          if (url.edit === target.id) setUrl({ edit: '' });
          void act(() => remove({ variables: { id: target.id } }), `Deleted “${target.title}”.`);
        }}
      />
    </section>
  );
}
