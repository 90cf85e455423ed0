import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { CLASS_NAMES, type ClassId } from '@game/rules/constants';

const AffectedBuildsPanel_builds = graphql(`
  fragment AffectedBuildsPanel_builds on AffectedBuilds {
    total
    byClass {
      class
      count
    }
    builds(first: 20) {
      buildId
      name
      ownerUsername
      class
      isPublic
      changes {
        text
      }
    }
  }
`);

const className = (id: string) => CLASS_NAMES[id as ClassId] ?? id;

/** The saved builds (private and public) the draft would touch, counted per class, and the first of them with how. */
export function AffectedBuildsPanel(props: { builds: FragmentType<typeof AffectedBuildsPanel_builds> }) {
  const affected = getFragmentData(AffectedBuildsPanel_builds, props.builds);
  if (affected.total === 0) return <p>No saved build uses anything the draft changes.</p>;
  return (
    <>
      <p>
        <strong>{affected.total === 1 ? '1 saved build' : `${affected.total} saved builds`}</strong> use something the draft changes or removes.
      </p>
      <div className="manage-table-wrap">
        <table className="manage-table">
          <caption className="visually-hidden">Affected builds per class</caption>
          <thead>
            <tr>
              <th scope="col">Class</th>
              <th scope="col">Affected builds</th>
            </tr>
          </thead>
          <tbody>
            {affected.byClass.map((row) => (
              <tr key={row.class}>
                <td data-label="Class">{className(row.class)}</td>
                <td data-label="Affected builds">{row.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3>The first {affected.builds.length === 1 ? 'build' : `${affected.builds.length} builds`}</h3>
      <ul className="patch-diff-list">
        {affected.builds.map((build) => (
          <li key={build.buildId}>
            <strong>{build.isPublic ? <a href={`/builds/${encodeURIComponent(build.buildId)}`}>{build.name}</a> : build.name}</strong>{' '}
            <span className="muted">
              ({className(build.class)}
              {build.ownerUsername ? `, by ${build.ownerUsername}` : ''}
              {build.isPublic ? '' : ', private'})
            </span>
            <ul className="patch-fields">
              {build.changes.map((change, index) => (
                <li key={index}>{change.text}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </>
  );
}
