import { useEffect, useId, useState } from 'react';
import { providerName } from './link-messages';

interface Holdings {
  username: string;
  builds: number;
  comments: number;
  likes: number;
}
interface Offer {
  provider: string;
  current: Holdings;
  other: Holdings;
}

/**
 * The choice a link offers when the provider account already has its own profile: what each
 * profile holds, then merge it into this one or cancel. Read from and answered to /auth/link/merge
 * (the offer lives in this session only).
 */
export function MergeOffer(props: { onDone: (message: { kind: 'saved' | 'error'; text: string }) => void }) {
  const [offer, setOffer] = useState<Offer | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'busy' | 'gone'>('loading');
  const ids = useId();
  const { onDone } = props;

  useEffect(() => {
    let live = true;
    fetch('/auth/link/merge', { credentials: 'same-origin' })
      .then(async (response) => {
        if (!live) return;
        if (!response.ok) {
          setState('gone');
          onDone({ kind: 'error', text: ((await response.json().catch(() => null)) as { error?: string } | null)?.error ?? 'The merge could not be loaded.' });
          return;
        }
        setOffer((await response.json()) as Offer);
        setState('ready');
      })
      .catch(() => live && onDone({ kind: 'error', text: 'The merge could not be loaded. Check your connection and try again.' }));
    return () => {
      live = false;
    };
  }, [onDone]);

  const answer = async (path: string) => {
    setState('busy');
    try {
      const response = await fetch(path, { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' }, body: '{}' });
      if (path.endsWith('/cancel')) {
        onDone({ kind: 'saved', text: 'Nothing was merged or connected.' });
      } else if (response.ok) {
        const merged = (await response.json()) as { mergedUsername: string; builds: number; comments: number; likes: number };
        onDone({
          kind: 'saved',
          text: `${merged.mergedUsername} was merged into your account: ${merged.builds} builds, ${merged.comments} comments and ${merged.likes} likes moved. ${providerName(offer?.provider ?? '')} now signs in here.`,
        });
      } else {
        onDone({ kind: 'error', text: ((await response.json().catch(() => null)) as { error?: string } | null)?.error ?? 'The merge failed. Nothing was changed.' });
      }
    } catch {
      onDone({ kind: 'error', text: 'The merge could not be sent. Check your connection and try again.' });
    }
    setState('gone');
  };

  if (state === 'loading') return <p role="status">Loading the other account…</p>;
  if (!offer || state === 'gone') return null;
  const name = providerName(offer.provider);
  return (
    <section className="merge-offer" aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`}>This {name} account has its own profile</h3>
      <p>Merge it into this account? Its builds, comments and likes move here; your username and your preferences stay. Its username is freed.</p>
      <table className="merge-table">
        <caption className="visually-hidden">What each profile holds</caption>
        <thead>
          <tr>
            <th scope="col">Profile</th>
            <th scope="col">Builds</th>
            <th scope="col">Comments</th>
            <th scope="col">Likes</th>
          </tr>
        </thead>
        <tbody>
          {[
            ['This account', offer.current],
            [`The ${name} account`, offer.other],
          ].map(([label, holdings]) => {
            const h = holdings as Holdings;
            return (
              <tr key={label as string}>
                <th scope="row">
                  {label as string}: {h.username}
                </th>
                <td>{h.builds}</td>
                <td>{h.comments}</td>
                <td>{h.likes}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="form-actions">
        <button type="button" className="button button-primary" disabled={state === 'busy'} onClick={() => void answer('/auth/link/merge')}>
          Merge into this account
        </button>{' '}
        <button type="button" className="button" disabled={state === 'busy'} onClick={() => void answer('/auth/link/merge/cancel')}>
          Cancel
        </button>
      </div>
    </section>
  );
}
