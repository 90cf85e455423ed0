import { useMutation } from '@apollo/client/react';
import { startTransition, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { graphql } from '@/gql';
import { useRouteQuery } from '@/lib/use-route-query';
import type { RouteDataLoader } from '@/lib/route-query-types';
import { useUrlState } from '@/lib/url-state';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { ITEM_CATEGORY_NAMES, type ItemCategoryId } from '@game/rules/constants';
import { ManageNav } from '../components/ManageNav';
import { ItemEditor } from '../components/ItemEditor';
import '../manage.css';
import { Loading } from '@/components/ui/Loading';

export const ManageItemsQuery = graphql(`
  query ManageItems($search: String) {
    items(filter: { search: $search, includeRetired: true }, first: 100) {
      totalCount
      edges {
        node {
          id
          name
          category
          level
          value
          retired
        }
      }
    }
  }
`);

const RetireItemMutation = graphql(`
  mutation RetireItem($id: ID!) {
    retireItem(id: $id) {
      id
      retired
    }
  }
`);

const RestoreItemMutation = graphql(`
  mutation RestoreItem($id: ID!) {
    restoreItem(id: $id) {
      id
      retired
    }
  }
`);

/** The items the address's search finds (the route's loader reads them, afresh at each change of the page's address). */
function manageItemsVariables(params: URLSearchParams) {
  return { search: (params.get('q') ?? '').trim().slice(0, 60) || null };
}

/** Read afresh each time the page opens. */
export const ManageItemsRouteData: RouteDataLoader = (query, { request }) => query(ManageItemsQuery, manageItemsVariables(new URL(request.url).searchParams), { fetchPolicy: 'cache-and-network' });

/** /manage/items: find any item and edit it, add items, retire and restore them. */
export function ManageItemsRoute() {
  return (
    // Until the route's query answers (in the browser: the server draws the page answered).
    <Suspense fallback={<Loading>Loading the items…</Loading>}>
      <ManageItemsPage />
    </Suspense>
  );
}

function ManageItemsPage() {
  const [url, setUrl] = useUrlState({ q: '', edit: '' });
  const { data, error, refetch } = useRouteQuery(ManageItemsQuery);
  const [retire] = useMutation(RetireItemMutation);
  const [restore] = useMutation(RestoreItemMutation);
  const [retiring, setRetiring] = useState<{ id: string; name: string } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    document.title = 'Items · Admin panel · Almanac';
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
    <section className="page manage-page" aria-labelledby="manage-items-heading">
      <h1 id="manage-items-heading">Items</h1>
      <ManageNav />
      <p>
        Every change is checked by the data pack's item schema and cross-references, seen at once by the items library, item pages, the planner and
        search, and recorded in the audit log.
      </p>
      <div className="manage-row">
        <form className="filters" role="search" aria-label="Find items" onSubmit={(event) => event.preventDefault()}>
          <label>
            Find an item
            <input type="search" value={url.q} maxLength={60} onChange={(event) => setUrl({ q: event.target.value })} />
          </label>
        </form>
        <button type="button" className="button button-primary" onClick={() => setUrl({ edit: 'new' })}>
          Add an item
        </button>
      </div>
      {message && <p role="status">{message}</p>}
      {url.edit && (
        <ItemEditor
          key={url.edit}
          id={url.edit === 'new' ? null : url.edit}
          onSaved={(id, note) => {
            setMessage(note);
            setUrl({ edit: id });
            startTransition(() => void refetch());
          }}
          onClose={() => setUrl({ edit: '' })}
        />
      )}
      {error && !data && <p role="alert">The items could not be loaded: {error.message}</p>}
      {data && (
        <>
          <p role="status">
            {data.items.totalCount === 1 ? '1 item' : `${data.items.totalCount} items`}
            {data.items.totalCount > data.items.edges.length ? `; the first ${data.items.edges.length} are shown, search to narrow them` : ''}.
          </p>
          <div className="manage-table-wrap">
            <table className="manage-table">
              <thead>
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col">Category</th>
                  <th scope="col">Level</th>
                  <th scope="col">Value</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {data.items.edges.map(({ node }) => (
                  <tr key={node.id}>
                    <td data-label="Item">
                      <Link to={`/items/${node.category}/${node.id}`}>{node.name}</Link>
                      {node.retired && ' (retired)'}
                    </td>
                    <td data-label="Category">{ITEM_CATEGORY_NAMES[node.category as ItemCategoryId] ?? node.category}</td>
                    <td data-label="Level">{node.level}</td>
                    <td data-label="Value">{node.value}</td>
                    <td data-label="Actions">
                      <div className="manage-row">
                        <button type="button" className="button" aria-label={`Edit ${node.name}`} onClick={() => setUrl({ edit: node.id })}>
                          Edit
                        </button>
                        {node.retired ? (
                          <button type="button" className="button" aria-label={`Restore ${node.name}`} onClick={() => void act(() => restore({ variables: { id: node.id } }), `${node.name} is back in the lists.`)}>
                            Restore
                          </button>
                        ) : (
                          <button type="button" className="button button-danger" aria-label={`Retire ${node.name}`} onClick={() => setRetiring({ id: node.id, name: node.name })}>
                            Retire
                          </button>
                        )}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <ConfirmDialog
        open={retiring !== null}
        title="Retire this item?"
        message={retiring ? `${retiring.name} will leave the items lists and the planner's choices. Its page and links keep working, and it can be restored.` : ''}
        confirmLabel="Retire"
        onCancel={() => setRetiring(null)}
        onConfirm={() => {
          const target = retiring;
          setRetiring(null);
          if (target) void act(() => retire({ variables: { id: target.id } }), `${target.name} is retired.`);
        }}
      />
    </section>
  );
}
