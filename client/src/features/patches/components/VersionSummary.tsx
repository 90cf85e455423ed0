import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { kindHeading } from '@/components/patches/kind-names';

const VersionSummary_version = graphql(`
  fragment VersionSummary_version on GameDataVersion {
    number
    summary {
      kind
      added
      removed
      changed
    }
  }
`);

/** "Items: 2 added, 1 removed, 5 changed" for each kind a version touched; the first version has nothing to compare with. */
export function VersionSummary(props: { version: FragmentType<typeof VersionSummary_version> }) {
  const version = getFragmentData(VersionSummary_version, props.version);
  if (version.summary.length === 0) return <p>{version.number === 1 ? 'The first version.' : 'Nothing changed.'}</p>;
  return (
    <ul className="patches-summary">
      {version.summary.map((count) => (
        <li key={count.kind}>
          <strong>{kindHeading(count.kind)}</strong>: {count.added} added, {count.removed} removed, {count.changed} changed
        </li>
      ))}
    </ul>
  );
}
