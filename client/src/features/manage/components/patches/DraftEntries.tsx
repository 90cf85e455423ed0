import { useQuery } from '@apollo/client/react';
import { useDeferredValue, useState } from 'react';
import { DraftEntryEditor, type EntryKindForm } from './DraftEntryEditor';
import { DraftEntryNamesQuery } from './draft-entry-names';

/** The address's value for "a new entry is being written" (no entry id has a capital letter). */
const NEW_ENTRY = 'NEW';

/**
 * The draft's entries of one kind to pick from (filtered by id or name as typed), the picked one's form, and a new
 * one. `editing` is the picked id ('' none, {@link NEW_ENTRY} a new one), kept in the address.
 */
export function DraftEntries<Form>(props: { spec: EntryKindForm<Form>; editing: string; onEdit: (id: string) => void; onSaved: (note: string) => void }) {
  const { spec } = props;
  const aNoun = spec.aNoun ?? `a ${spec.noun}`;
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim().slice(0, 60));
  const { data } = useQuery(DraftEntryNamesQuery, { variables: { kinds: [spec.kind], search: deferred, first: 10 } });
  const found = data?.gameDataDraft?.entries ?? [];
  return (
    <>
      <form className="filters" role="search" aria-label={`Find ${aNoun} to edit in the draft`} onSubmit={(event) => event.preventDefault()}>
        <label>
          Find {aNoun}
          <input type="search" value={search} maxLength={60} onChange={(event) => setSearch(event.target.value)} />
        </label>
      </form>
      {found.length > 0 ? (
        <ul className="patch-found">
          {found.map((entry) => (
            <li key={entry.id}>
              <button type="button" className="button" aria-label={`Edit ${entry.name} in the draft`} aria-pressed={props.editing === entry.id} onClick={() => props.onEdit(entry.id)}>
                {entry.name}
              </button>{' '}
              <span className="muted">{entry.id}</span>
            </li>
          ))}
        </ul>
      ) : (
        data && <p className="muted">No {spec.noun} of the draft matches.</p>
      )}
      <div className="manage-row">
        <button type="button" className="button" onClick={() => props.onEdit(NEW_ENTRY)}>
          New {spec.noun}
        </button>
      </div>
      {props.editing && (
        <DraftEntryEditor
          key={props.editing}
          spec={spec}
          id={props.editing === NEW_ENTRY ? null : props.editing}
          onSaved={(note, id) => {
            props.onSaved(note);
            if (id !== props.editing) props.onEdit(id ?? '');
          }}
          onClose={() => props.onEdit('')}
        />
      )}
    </>
  );
}
