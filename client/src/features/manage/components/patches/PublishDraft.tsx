import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { graphql } from '@/gql';

const PublishDraftMutation = graphql(`
  mutation PublishGameDataDraft($name: String!, $notes: String) {
    publishGameDataDraft(name: $name, notes: $notes) {
      version {
        number
        name
      }
      patchNotes {
        id
        title
      }
    }
  }
`);

/** A version just published, and the patch notes drafted from its diff. */
export interface Published {
  number: number;
  name: string;
  patchNotesId: string;
}

/** Publishes the draft as the next version, with a name and optional notes; then links the patch notes drafted from its diff. */
export function PublishDraft({ disabled, onPublished }: { disabled: boolean; onPublished: (published: Published) => void }) {
  const [name, setName] = useState('');
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [publish, publishing] = useMutation(PublishDraftMutation);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (name.trim() === '') {
      setError('Give the version a name, such as “1.5 Winter Festival”.');
      return;
    }
    try {
      const result = (await publish({ variables: { name: name.trim(), notes: notes.trim() || null } })).data?.publishGameDataDraft;
      if (!result) return;
      onPublished({ number: result.version.number, name: result.version.name, patchNotesId: result.patchNotes.id });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The draft could not be published.');
    }
  };

  return (
    <form className="manage-form" onSubmit={(event) => void submit(event)} aria-label="Publish the draft">
      <label>
        Version name
        <input value={name} maxLength={60} placeholder="1.5 Winter Festival" onChange={(event) => setName(event.target.value)} aria-invalid={error && name.trim() === '' ? true : undefined} />
      </label>
      <label>
        Notes (optional)
        <textarea rows={4} value={notes} maxLength={2000} onChange={(event) => setNotes(event.target.value)} />
      </label>
      {error && (
        <p role="alert" className="manage-error">
          {error}
        </p>
      )}
      <div className="manage-row">
        <button type="submit" className="button button-primary" disabled={disabled || publishing.loading}>
          Publish the version
        </button>
      </div>
    </form>
  );
}

/** What publishing made: the version's page and the drafted patch notes to edit and publish. */
export function PublishedNotice({ published }: { published: Published }) {
  return (
    <div role="status" className="manage-preview">
      <p>
        Published <Link to={`/patches/${published.number}`}>{published.name}</Link> as version {published.number}.
      </p>
      <p>
        <Link to={`/manage/news?kind=patch-notes&edit=${encodeURIComponent(published.patchNotesId)}`}>Edit and publish the drafted patch notes</Link>
      </p>
    </div>
  );
}
