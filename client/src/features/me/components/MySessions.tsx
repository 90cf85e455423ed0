import { useMutation, useQuery } from '@apollo/client/react';
import { formatDateTime } from '@/lib/format';
import { useId, useState } from 'react';
import { graphql } from '@/gql';

export const MySessionsQuery = graphql(`
  query MySessions {
    mySessions {
      id
      device
      createdAt
      lastUsedAt
      current
    }
  }
`);

const SignOutSession = graphql(`
  mutation SignOutSession($id: ID!) {
    signOutSession(id: $id)
  }
`);

const SignOutOtherSessions = graphql(`
  mutation SignOutOtherSessions {
    signOutOtherSessions
  }
`);

/** In UTC, as every date of the site: the server draws the list and the browser hydrates it, whatever its time zone. */
const when = (iso: string | null | undefined) => (iso ? formatDateTime(iso) || 'Unknown' : 'Unknown');

/** /me: where the player is signed in, with sign-out per session and everywhere else. */
export function MySessions() {
  const ids = useId();
  const { data, loading, error, refetch } = useQuery(MySessionsQuery, { fetchPolicy: 'cache-and-network' });
  const [signOutOne] = useMutation(SignOutSession);
  const [signOutOthers] = useMutation(SignOutOtherSessions);
  const [message, setMessage] = useState<{ kind: 'saved' | 'error'; text: string } | null>(null);
  const sessions = data?.mySessions ?? [];
  const others = sessions.filter((session) => !session.current).length;

  const run = async (work: () => Promise<unknown>, done: string) => {
    setMessage(null);
    try {
      await work();
      await refetch();
      setMessage({ kind: 'saved', text: done });
    } catch {
      setMessage({ kind: 'error', text: 'That did not work. Check your connection and try again.' });
    }
  };

  return (
    <section className="me-sessions" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>Where you are signed in</h2>
      {loading && !data ? <p>Loading your sessions…</p> : null}
      {error && !data ? <p role="alert">Your sessions could not be loaded.</p> : null}
      <ul className="me-sessions__list">
        {sessions.map((session) => (
          <li key={session.id} className="me-sessions__item">
            <div>
              <strong>{session.device ?? 'Unknown device'}</strong>
              {session.current ? <span className="me-sessions__this"> · This device</span> : null}
              <div className="form-help">
                Last used {when(session.lastUsedAt)} · Signed in {when(session.createdAt)}
              </div>
            </div>
            {session.current ? null : (
              <button
                type="button"
                className="button"
                aria-label={`Sign out ${session.device ?? 'Unknown device'}, last used ${when(session.lastUsedAt)}`}
                onClick={() => void run(() => signOutOne({ variables: { id: session.id } }), 'That session is signed out.')}
              >
                Sign out
              </button>
            )}
          </li>
        ))}
      </ul>
      {others > 0 ? (
        <button type="button" className="button" onClick={() => void run(() => signOutOthers(), 'Every other session is signed out.')}>
          Sign out everywhere else
        </button>
      ) : null}
      {message ? (
        <p className={message.kind === 'error' ? 'form-error' : 'form-saved'} role={message.kind === 'error' ? 'alert' : 'status'}>
          {message.text}
        </p>
      ) : null}
    </section>
  );
}
