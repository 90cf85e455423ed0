import { useQuery } from '@apollo/client/react';
import { useDeferredValue, useState } from 'react';
import { graphql } from '@/gql';
import { ITEM_CATEGORY_NAMES, type ItemCategoryId } from '@game/rules/constants';
import { DraftItemEditor } from './DraftItemEditor';

const DraftItemSearchQuery = graphql(`
  query DraftItemSearch($search: String) {
    items(filter: { search: $search, includeRetired: true }, first: 10) {
      edges {
        node {
          id
          name
          category
        }
      }
    }
  }
`);

/** Finds an item and edits the draft's copy of it with the admin panel's item form. */
export function DraftItems({ editing, onEdit, onSaved }: { editing: string; onEdit: (id: string) => void; onSaved: (note: string) => void }) {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim().slice(0, 60));
  const { data } = useQuery(DraftItemSearchQuery, { variables: { search: deferred }, skip: deferred === '' });
  const found = deferred === '' ? [] : (data?.items.edges ?? []);
  return (
    <>
      <form className="filters" role="search" aria-label="Find an item to edit in the draft" onSubmit={(event) => event.preventDefault()}>
        <label>
          Find an item
          <input type="search" value={search} maxLength={60} onChange={(event) => setSearch(event.target.value)} />
        </label>
      </form>
      {found.length > 0 && (
        <ul className="patch-found">
          {found.map(({ node }) => (
            <li key={node.id}>
              <button type="button" className="button" aria-label={`Edit ${node.name} in the draft`} onClick={() => onEdit(node.id)}>
                {node.name}
              </button>{' '}
              <span className="muted">{ITEM_CATEGORY_NAMES[node.category as ItemCategoryId] ?? node.category}</span>
            </li>
          ))}
        </ul>
      )}
      {editing && <DraftItemEditor key={editing} id={editing} onSaved={onSaved} onClose={() => onEdit('')} />}
    </>
  );
}
