import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useCallback, useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { useHydrated } from '@/lib/use-hydrated';
import { graphql } from '@/gql';
import { linkResultMessage, providerName, readLinkResult } from './link-messages';
import { MergeOffer } from './MergeOffer';

// signInOptions as the session's query reads it (all three fields): the object has no id, so a
// narrower selection written to the cache would replace the session's and leave it incomplete.
export const ConnectedSignInsQuery = graphql(`
  query ConnectedSignIns {
    me {
      id
      signIns {
        id
        provider
        linkedAt
      }
      activity(first: 20) {
        id
        at
        action
        provider
        detail
      }
    }
    signInOptions {
      discord
      google
      development
    }
  }
`);

const DisconnectSignIn = graphql(`
  mutation DisconnectSignIn($id: ID!) {
    disconnectSignIn(id: $id) {
      id
      provider
      linkedAt
    }
  }
`);

const day = (iso: string) => iso.slice(0, 10);

/**
 * /me's "Connected sign-ins": the account's providers, connecting the other one (the provider's
 * own flow, from this session), the merge a link may offer, disconnecting, and the account's
 * activity list.
 */
export function ConnectedSignIns() {
  const { data, refetch } = useQuery(ConnectedSignInsQuery, { fetchPolicy: 'cache-and-network' });
  const [disconnect, { loading: disconnecting }] = useMutation(DisconnectSignIn);
  const client = useApolloClient();
  const location = useLocation();
  const [message, setMessage] = useState<{ kind: 'saved' | 'error'; text: string } | null>(null);
  const [offerClosed, setOfferClosed] = useState(false);
  const ids = useId();
  // How a link ended is in the fragment (the server never sees it), read once the page is hydrated
  // so the server's markup matches; the address bar loses it at once, so a reload does not repeat it.
  const hydrated = useHydrated();
  const linkResult = hydrated ? readLinkResult(location.hash) : null;
  useEffect(() => {
    if (readLinkResult(window.location.hash)) window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
  }, [location.hash]);
  const offering = linkResult?.result === 'merge' && !offerClosed;
  const shown = message ?? (linkResult && linkResult.result !== 'merge' ? linkResultMessage(linkResult.result, linkResult.provider) : null);

  const mergeDone = useCallback(
    (outcome: { kind: 'saved' | 'error'; text: string }) => {
      setOfferClosed(true);
      setMessage(outcome);
      // The merged builds, likes and preferences belong on every list of the page.
      void client.refetchQueries({ include: 'active' });
    },
    [client],
  );

  const me = data?.me;
  if (!me) return null;
  const connected = new Set(me.signIns.map((signIn) => signIn.provider));
  const connectable = (['discord', 'google'] as const).filter((provider) => data.signInOptions[provider] && !connected.has(provider));
  const only = me.signIns.length < 2;

  const remove = async (id: string, provider: string) => {
    setMessage(null);
    try {
      await disconnect({ variables: { id } });
      await refetch();
      setMessage({ kind: 'saved', text: `${providerName(provider)} was disconnected.` });
    } catch (error) {
      const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
      setMessage({ kind: 'error', text: first?.message ?? 'The sign-in could not be disconnected. Check your connection and try again.' });
    }
  };

  return (
    <section className="me-sign-ins" aria-labelledby={`${ids}-title`} id="connected-sign-ins">
      <h2 id={`${ids}-title`}>Connected sign-ins</h2>
      <p>Each of these signs in to this same account, with the same builds and preferences.</p>
      {shown && (
        <p className={shown.kind === 'error' ? 'form-error' : 'form-saved'} role={shown.kind === 'error' ? 'alert' : 'status'}>
          {shown.text}
        </p>
      )}
      {offering && <MergeOffer onDone={mergeDone} />}
      <ul className="sign-in-list">
        {me.signIns.map((signIn) => (
          <li key={signIn.id}>
            <span>
              <strong>{providerName(signIn.provider)}</strong> <span className="sign-in-date">since {day(signIn.linkedAt)}</span>
            </span>
            {only ? (
              <span className="form-help">Your only sign-in: it cannot be disconnected.</span>
            ) : (
              <button type="button" className="button" disabled={disconnecting} onClick={() => void remove(signIn.id, signIn.provider)}>
                Disconnect {providerName(signIn.provider)}
              </button>
            )}
          </li>
        ))}
      </ul>
      {connectable.length > 0 && (
        <p className="form-actions">
          {connectable.map((provider) => (
            <a key={provider} className="button" href={`/auth/${provider}/link`}>
              Connect {providerName(provider)}
            </a>
          ))}
        </p>
      )}
      <h3>Account activity</h3>
      {me.activity.length === 0 ? (
        <p className="form-help">No sign-in was connected, merged or disconnected yet.</p>
      ) : (
        <ol className="activity-list">
          {me.activity.map((entry) => (
            <li key={entry.id}>
              <time dateTime={entry.at}>{entry.at.slice(0, 16).replace('T', ' ')} UTC</time> {entry.detail}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
