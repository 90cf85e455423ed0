import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { DiffKindEntries, type DiffPage } from './DiffKindEntries';
import { kindHeading } from './kind-names';
import './patches.css';

// The first 100 entries, with their fields: as much as one answer may cost under the API's limit for a visitor who is
// not signed in (40,000). The operation names the page: `$diffKind` null is every kind from the first entry, a kind is
// that kind's entries from `$diffOffset` (the page a "Show 100 more" link opens without JavaScript).
const DiffView_diff = graphql(`
  fragment DiffView_diff on GameDataDiff {
    from
    to
    empty
    kinds {
      kind
      added
      removed
      changed
    }
    entries(kind: $diffKind, first: 100, offset: $diffOffset) {
      kind
      ...DiffKindEntries_entry
    }
  }
`);

/**
 * The diff of two versions, per kind: added, removed and changed field by field (before → after), 100 entries a kind
 * at first and "Show 100 more" after. `level` is the heading level of each kind, so the view sits under the page's own
 * headings. `page` is the one kind's page the operation asked for (`$diffKind`, `$diffOffset`); `pageHref` makes
 * "Show 100 more" a link to that page, which works without JavaScript (with it, the next entries are added in place).
 */
export function DiffView(props: { diff: FragmentType<typeof DiffView_diff>; level?: 2 | 3; page?: DiffPage | null; pageHref?: (page: DiffPage | null) => string }) {
  const diff = getFragmentData(DiffView_diff, props.diff);
  if (diff.empty) return <p>Nothing changed.</p>;
  const Heading = props.level === 3 ? 'h3' : 'h2';
  const kinds = props.page ? diff.kinds.filter((kind) => kind.kind === props.page!.kind) : diff.kinds;
  return (
    <div className="patch-diff">
      {props.page && props.pageHref && (
        <p>
          <a href={props.pageHref(null)}>← Every kind of change</a>
        </p>
      )}
      {kinds.map((kind) => (
        <section key={kind.kind} className="patch-diff-kind" aria-labelledby={`patch-diff-${kind.kind}`}>
          <Heading id={`patch-diff-${kind.kind}`}>
            {kindHeading(kind.kind)}{' '}
            <span className="muted">
              ({kind.added} added, {kind.removed} removed, {kind.changed} changed)
            </span>
          </Heading>
          <DiffKindEntries
            // A new answer (the draft saved, another page) starts the kind's list again.
            key={`${props.page?.offset ?? 0}-${diff.entries.length}`}
            kind={kind.kind}
            total={kind.added + kind.removed + kind.changed}
            offset={props.page?.kind === kind.kind ? props.page.offset : 0}
            entries={diff.entries.filter((entry) => entry.kind === kind.kind)}
            source={diff.to === null || diff.to === undefined ? 'draft' : { from: diff.from, to: diff.to }}
            level={props.level === 3 ? 4 : 3}
            pageHref={props.pageHref}
          />
        </section>
      ))}
    </div>
  );
}
