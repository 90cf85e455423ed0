import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { Link } from 'react-router';
import { graphql } from '@/gql';
import type { GameDataKind } from '@/gql/graphql';
import { formatDate } from '@/lib/format';
import { FieldChanges } from './FieldChanges';
import './patches.css';

export const EntryHistoryQuery = graphql(`
  query EntryHistory($kind: GameDataKind!, $id: ID!) {
    gameDataHistory(kind: $kind, id: $id) {
      version {
        number
        name
        publishedAt
      }
      change
      fields {
        ...FieldChanges_change
      }
    }
  }
`);

const CHANGE_WORDS = { ADDED: 'Added', REMOVED: 'Removed', CHANGED: 'Changed' } as const;

/**
 * "History" of one item, monster, spell or trait: each version where its values changed, with the version's name and
 * date and the fields before → after. The page's route loader starts it (the server draws it in the page).
 */
export function EntryHistory({ kind, id, name }: { kind: GameDataKind; id: string; name: string }) {
  const headingId = useId();
  const { data, loading, error } = useQuery(EntryHistoryQuery, { variables: { kind, id } });
  const history = data?.gameDataHistory ?? [];
  return (
    <section className="patch-history" aria-labelledby={headingId}>
      <h2 id={headingId}>History</h2>
      {loading && !data && <p className="muted">Loading the history…</p>}
      {error && !data && <p role="alert">The history could not be loaded.</p>}
      {data && history.length === 0 && <p>{name} is the same in every version of the game data.</p>}
      {history.length > 0 && (
        <table>
          <caption className="visually-hidden">{name} in each version where it changed</caption>
          <thead>
            <tr>
              <th scope="col">Version</th>
              <th scope="col">Date</th>
              <th scope="col">What changed</th>
            </tr>
          </thead>
          <tbody>
            {[...history].reverse().map((entry) => (
              <tr key={entry.version.number}>
                <th scope="row">
                  <Link to={`/patches/${entry.version.number}`}>{entry.version.name}</Link>
                </th>
                <td>{formatDate(entry.version.publishedAt)}</td>
                <td>
                  {entry.change === 'CHANGED' ? '' : CHANGE_WORDS[entry.change]}
                  <FieldChanges fields={entry.fields} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
