import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { graphql } from '@/gql';
import { afterPageIdle } from '@/lib/after-idle';
import './patches.css';

const DataPatchedSubscription = graphql(`
  subscription DataPatched {
    gameDataPatched {
      number
      name
    }
  }
`);

/**
 * On every open page: "Game data 1.5 is out" the moment an admin publishes a version, with a link to what changed.
 * The page itself keeps what it shows until the player follows the link or reloads.
 */
export function DataPatchedNotice() {
  const client = useApolloClient();
  const [version, setVersion] = useState<{ number: number; name: string } | null>(null);
  useEffect(() => {
    let stream: { unsubscribe(): void } | null = null;
    let stopped = false;
    // Once the page is idle, so the live transport is not fetched while the page loads. subscribe, not useSubscription:
    // the hook's code stays with the pages that need it. Its failures are the transport's to report (a socket that
    // cannot connect moves to Server-Sent Events).
    void afterPageIdle().then(() => {
      if (stopped) return;
      stream = client.subscribe({ query: DataPatchedSubscription }).subscribe({
        next: ({ data }) => {
          if (data?.gameDataPatched) setVersion(data.gameDataPatched);
        },
        error: () => undefined,
      });
    });
    return () => {
      stopped = true;
      stream?.unsubscribe();
    };
  }, [client]);
  if (!version) return null;
  return (
    <div className="patch-notice" role="status">
      <p>
        <strong>Game data {version.name} is out.</strong> <Link to={`/patches/${version.number}`} onClick={() => setVersion(null)}>See what changed</Link>
      </p>
      <button type="button" className="button button-small" onClick={() => setVersion(null)}>
        Dismiss
      </button>
    </div>
  );
}
