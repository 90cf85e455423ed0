import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { FieldChanges } from './FieldChanges';
import { kindHeading } from './kind-names';
import './patches.css';

// The first 100 entries, with their fields: as much as one answer may cost under the API's limit for a visitor who is not signed in (40,000).
const DiffView_diff = graphql(`
  fragment DiffView_diff on GameDataDiff {
    empty
    kinds {
      kind
      added
      removed
      changed
    }
    entries(first: 100) {
      kind
      id
      name
      change
      fields {
        ...FieldChanges_change
      }
    }
  }
`);

const CHANGE_HEADINGS = [
  ['ADDED', 'Added'],
  ['REMOVED', 'Removed'],
  ['CHANGED', 'Changed'],
] as const;

/**
 * The diff of two versions, per kind: added, removed and changed field by field (before → after). `level` is the
 * heading level of each kind, so the view sits under the page's own headings.
 */
export function DiffView(props: { diff: FragmentType<typeof DiffView_diff>; level?: 2 | 3 }) {
  const diff = getFragmentData(DiffView_diff, props.diff);
  if (diff.empty) return <p>Nothing changed.</p>;
  const total = diff.kinds.reduce((sum, kind) => sum + kind.added + kind.removed + kind.changed, 0);
  const Heading = props.level === 3 ? 'h3' : 'h2';
  const Sub = props.level === 3 ? 'h4' : 'h3';
  return (
    <div className="patch-diff">
      {total > diff.entries.length && (
        <p>
          The first {diff.entries.length} of {total} changes are shown; the version&apos;s data exports have every entry.
        </p>
      )}
      {diff.kinds.map((kind) => (
        <section key={kind.kind} className="patch-diff-kind">
          <Heading>
            {kindHeading(kind.kind)}{' '}
            <span className="muted">
              ({kind.added} added, {kind.removed} removed, {kind.changed} changed)
            </span>
          </Heading>
          {CHANGE_HEADINGS.map(([change, heading]) => {
            const entries = diff.entries.filter((entry) => entry.kind === kind.kind && entry.change === change);
            if (entries.length === 0) return null;
            return (
              <div key={change}>
                <Sub>{heading}</Sub>
                <ul className="patch-diff-list">
                  {entries.map((entry) => (
                    <li key={entry.id}>
                      <strong>{entry.name}</strong>
                      <FieldChanges fields={entry.fields} />
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </section>
      ))}
    </div>
  );
}
