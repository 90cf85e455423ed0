import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { Link } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import type { GameDataKind } from '@/gql/graphql';
import { formatDate } from '@/lib/format';
import { FieldChanges } from './FieldChanges';
import './patches.css';

/** One version where an entry changed, as the History section draws it: a page's own query spreads it. */
export const EntryHistory_entry = graphql(`
  fragment EntryHistory_entry on GameDataHistoryEntry {
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
`);

export const EntryHistoryQuery = graphql(`
  query EntryHistory($kind: GameDataKind!, $id: ID!) {
    gameDataHistory(kind: $kind, id: $id) {
      ...EntryHistory_entry
    }
  }
`);

const CHANGE_WORDS = { ADDED: 'Added', REMOVED: 'Removed', CHANGED: 'Changed' } as const;

type HistoryEntries = ReadonlyArray<FragmentType<typeof EntryHistory_entry>>;

/**
 * "History" of one entry (item, monster, spell, trait): each version where its values changed, newest first, with the
 * version's name and date and the fields before → after. `history` undefined: still loading; `failed`: it could not be read.
 */
export function HistorySection({ name, history, failed = false }: { name: string; history: HistoryEntries | undefined; failed?: boolean }) {
  const headingId = useId();
  const entries = getFragmentData(EntryHistory_entry, history ?? []);
  return (
    <section className="patch-history" aria-labelledby={headingId}>
      <h2 id={headingId}>History</h2>
      {history === undefined && !failed && <p className="muted">Loading the history…</p>}
      {history === undefined && failed && <p role="alert">The history could not be loaded.</p>}
      {history !== undefined && entries.length === 0 && <p>{name} is the same in every version of the game data.</p>}
      {entries.length > 0 && (
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
            {[...entries].reverse().map((entry) => (
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

/**
 * The History section of the item and monster pages, from its own query (their route loaders start it, so the server
 * draws it in the page). Pages whose own query holds the history draw {@link HistorySection} with it instead.
 */
export function EntryHistory({ kind, id, name }: { kind: GameDataKind; id: string; name: string }) {
  const { data, error } = useQuery(EntryHistoryQuery, { variables: { kind, id } });
  return <HistorySection name={name} history={data?.gameDataHistory} failed={Boolean(error)} />;
}
