import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import type { GameDataKind } from '@/gql/graphql';
import { FieldChanges } from './FieldChanges';
import { kindHeading } from './kind-names';

/** How many entries of a kind one answer holds (and "Show 100 more" adds). */
const DIFF_PAGE_SIZE = 100;

/** One kind's entries from `offset`, as a page's address names them (`?kind=items&from=100`). */
export interface DiffPage {
  kind: string;
  offset: number;
}

const DiffKindEntries_entry = graphql(`
  fragment DiffKindEntries_entry on GameDataEntryChange {
    kind
    id
    name
    change
    fields {
      ...FieldChanges_change
    }
  }
`);

const MoreVersionEntriesQuery = graphql(`
  query DiffMoreVersionEntries($from: Int!, $to: Int!, $kind: GameDataKind!, $offset: Int!) {
    gameDataDiff(from: $from, to: $to) {
      entries(kind: $kind, first: 100, offset: $offset) {
        ...DiffKindEntries_entry
      }
    }
  }
`);

const MoreDraftEntriesQuery = graphql(`
  query DiffMoreDraftEntries($kind: GameDataKind!, $offset: Int!) {
    gameDataDraft {
      id
      diff {
        entries(kind: $kind, first: 100, offset: $offset) {
          ...DiffKindEntries_entry
        }
      }
    }
  }
`);

const CHANGE_HEADINGS = [
  ['ADDED', 'Added'],
  ['REMOVED', 'Removed'],
  ['CHANGED', 'Changed'],
] as const;

type Entry = FragmentType<typeof DiffKindEntries_entry>;

/** "Showing 100 of 412 changed items"; a later page "Showing 101–200 of 412 changed items". */
function showingText(offset: number, shown: number, total: number, kind: string): string {
  const what = `changed ${kindHeading(kind).toLowerCase()}`;
  return offset === 0 ? `Showing ${shown} of ${total} ${what}` : `Showing ${offset + 1}–${offset + shown} of ${total} ${what}`;
}

/**
 * One kind's entries of a diff, added, removed and changed, and while there are more: how many are shown and "Show 100
 * more". With `pageHref` it is a link to the next page (the server draws it without JavaScript); with JavaScript the
 * next entries are read and added here, as they are on the draft's diff (a button there).
 */
export function DiffKindEntries(props: {
  kind: string;
  total: number;
  offset: number;
  entries: readonly Entry[];
  source: 'draft' | { from: number; to: number };
  level: 3 | 4;
  pageHref?: (page: DiffPage | null) => string;
}) {
  const client = useApolloClient();
  const [more, setMore] = useState<readonly Entry[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const entries = [...props.entries, ...more].map((entry) => getFragmentData(DiffKindEntries_entry, entry));
  const next = props.offset + entries.length;
  const Sub = props.level === 4 ? 'h4' : 'h3';

  const loadMore = async () => {
    setLoading(true);
    setFailed(false);
    const variables = { kind: props.kind as GameDataKind, offset: next };
    try {
      const page =
        props.source === 'draft'
          ? (await client.query({ query: MoreDraftEntriesQuery, variables, fetchPolicy: 'network-only' })).data?.gameDataDraft?.diff.entries
          : (await client.query({ query: MoreVersionEntriesQuery, variables: { ...variables, ...props.source } })).data?.gameDataDiff.entries;
      if (page) setMore((current) => [...current, ...page]);
      else setFailed(true);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      {CHANGE_HEADINGS.map(([change, heading]) => {
        const shown = entries.filter((entry) => entry.change === change);
        if (shown.length === 0) return null;
        return (
          <div key={change}>
            <Sub>{heading}</Sub>
            <ul className="patch-diff-list">
              {shown.map((entry) => (
                <li key={entry.id}>
                  <strong>{entry.name}</strong>
                  <FieldChanges fields={entry.fields} />
                </li>
              ))}
            </ul>
          </div>
        );
      })}
      {/* Once a kind is longer than a page, how much of it shows stays said ("Showing 150 of 150" after the last). */}
      {(props.offset > 0 || props.entries.length < props.total) && (
        <div className="manage-row patch-diff-more">
          <p role="status">{showingText(props.offset, entries.length, props.total, props.kind)}</p>
          {next < props.total &&
            (props.pageHref ? (
              <a
                className="button"
                href={props.pageHref({ kind: props.kind, offset: next })}
                aria-disabled={loading || undefined}
                onClick={(event) => {
                  // With JavaScript the next entries are added here; the address (for a page drawn without it) stays.
                  event.preventDefault();
                  if (!loading) void loadMore();
                }}
              >
                Show {Math.min(DIFF_PAGE_SIZE, props.total - next)} more
              </a>
            ) : (
              <button type="button" className="button" disabled={loading} onClick={() => void loadMore()}>
                Show {Math.min(DIFF_PAGE_SIZE, props.total - next)} more
              </button>
            ))}
          {failed && (
            <p role="alert" className="manage-error">
              The next entries could not be loaded. Try again.
            </p>
          )}
        </div>
      )}
    </>
  );
}
