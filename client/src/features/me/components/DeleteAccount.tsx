import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { graphql } from '@/gql';
import type { AccountDeletionMode } from '@/gql/graphql';

const DeleteMyAccount = graphql(`
  mutation DeleteMyAccount($mode: AccountDeletionMode!, $confirmUsername: String!) {
    deleteMyAccount(mode: $mode, confirmUsername: $confirmUsername)
  }
`);

/** Where /me sends a player whose account was just deleted (the signed-out page says so). */
export const ACCOUNT_DELETED_PATH = '/me?deleted=1';

/** /me: "Delete my account", with its two choices stated plainly and the username typed to confirm. */
export function DeleteAccount(props: { username: string }) {
  const ids = useId();
  const [mode, setMode] = useState<AccountDeletionMode | null>(null);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [remove, { loading }] = useMutation(DeleteMyAccount);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!mode) return setProblem('Choose what happens to your public builds.');
    if (typed.trim().toLowerCase() !== props.username.toLowerCase()) return setProblem(`Type your username, ${props.username}, to confirm.`);
    try {
      await remove({ variables: { mode, confirmUsername: typed } });
      // A fresh page: every signed-in query and the live connection of the deleted account go.
      window.location.assign(ACCOUNT_DELETED_PATH);
    } catch (error) {
      const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
      setProblem(first?.message ?? 'Your account could not be deleted. Check your connection and try again.');
    }
  };

  return (
    <form className="me-delete" onSubmit={submit} aria-labelledby={`${ids}-title`} noValidate>
      <h2 id={`${ids}-title`}>Delete my account</h2>
      <p>
        This cannot be undone. Your profile, preferences, private builds, likes and sessions are deleted; your comments become
        “[deleted]” so replies keep their place. Your username stays reserved for 30 days, then anyone can take it.
      </p>
      <fieldset className="me-delete__choices">
        <legend>Your public builds</legend>
        <label>
          <input type="radio" name={`${ids}-mode`} checked={mode === 'DELETE_EVERYTHING'} onChange={() => setMode('DELETE_EVERYTHING')} /> Delete everything,
          public builds too
        </label>
        <label>
          <input type="radio" name={`${ids}-mode`} checked={mode === 'KEEP_PUBLIC_BUILDS_ANONYMISED'} onChange={() => setMode('KEEP_PUBLIC_BUILDS_ANONYMISED')} /> Keep my
          public builds, shown as by “Deleted player”
        </label>
      </fieldset>
      <label htmlFor={`${ids}-confirm`}>Type your username ({props.username}) to confirm</label>
      <input
        id={`${ids}-confirm`}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={problem !== null}
        aria-describedby={problem ? `${ids}-problem` : undefined}
      />
      <div className="form-actions">
        <button type="submit" className="button button-danger" disabled={loading}>
          {loading ? 'Deleting…' : 'Delete my account'}
        </button>
      </div>
      {problem ? (
        <p id={`${ids}-problem`} className="form-error" role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}

/** The signed-out /me after a deletion. */
export function AccountDeletedNotice() {
  const [search] = useSearchParams();
  return search.has('deleted') ? <p role="status">Your account was deleted and you are signed out on every device.</p> : null;
}
