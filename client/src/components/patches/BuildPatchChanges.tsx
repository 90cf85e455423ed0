import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { graphql } from '@/gql';
import { formatAmount } from '@/lib/format';
import { useSession } from '@/lib/session';
import './patches.css';

export const BuildPatchChangesQuery = graphql(`
  query BuildPatchChanges($id: ID!) {
    build(id: $id) {
      id
      owner
      dataVersion
      patchChanges {
        from
        to {
          number
          name
        }
        summary
        changes {
          effect
          kind
          id
          variant
          text
        }
        numbers {
          stat
          label
          before
          after
        }
      }
    }
  }
`);

const UpdateBuildGameDataMutation = graphql(`
  mutation UpdateBuildGameData($id: ID!) {
    updateBuildGameData(id: $id) {
      id
      dataVersion
      madeWithVersion
      migrationNotes
      patchChanges {
        summary
      }
    }
  }
`);

/**
 * What the game data versions published since a build was made change for it: "3 of 9 items and 2 traits changed in
 * 1.5", each change in words (before → after) and what it does to the build's numbers; its owner updates it to the current version
 * (saved as a new revision; links shared before keep opening it as made). Nothing for a build on the current version.
 */
export function BuildPatchChanges({ buildId }: { buildId: string }) {
  const headingId = useId();
  const { viewer } = useSession();
  const { data, refetch } = useQuery(BuildPatchChangesQuery, { variables: { id: buildId }, skip: buildId === '' });
  // The editors and the build's page read the build afresh: its points and items are now the current version's.
  const [update, updating] = useMutation(UpdateBuildGameDataMutation, { refetchQueries: ['BuildEditorLoad', 'LiveBuild', 'MyBuilds'] });
  const [status, setStatus] = useState<string | null>(null);
  const build = data?.build;
  const patch = build?.patchChanges;
  if (!patch) return status ? <p role="status" className="patch-build-changes">{status}</p> : null;
  const owner = viewer !== null && viewer.id === build.owner;
  const onUpdate = async () => {
    setStatus(null);
    try {
      await update({ variables: { id: buildId } });
      setStatus(`Updated to ${patch.to.name} and saved as a new revision. Links shared before keep opening the build as it was made.`);
      await refetch();
    } catch (failure) {
      setStatus(failure instanceof Error ? failure.message : 'The build could not be updated.');
    }
  };
  return (
    <section className="patch-build-changes" aria-labelledby={headingId}>
      <p id={headingId} className="patch-build-summary">
        <strong>{patch.summary}</strong>
      </p>
      <p className="muted">
        Made for game data version {patch.from}; the site serves {patch.to.name} (version {patch.to.number}).
      </p>
      <details>
        <summary>What changed</summary>
        <ul className="patch-diff-list">
          {patch.changes.map((change) => (
            <li key={`${change.variant}-${change.kind}-${change.id}-${change.effect}`}>
              {change.text}
              {change.variant && <span className="muted"> ({change.variant})</span>}
            </li>
          ))}
        </ul>
        {patch.numbers.length > 0 && (
          <table className="patch-numbers">
            <caption>What it does to the build&apos;s numbers</caption>
            <thead>
              <tr>
                <th scope="col">Number</th>
                <th scope="col">As made</th>
                <th scope="col">Updated</th>
              </tr>
            </thead>
            <tbody>
              {patch.numbers.map((number) => (
                <tr key={number.stat}>
                  <th scope="row">{number.label}</th>
                  <td>{formatAmount(number.before)}</td>
                  <td>{formatAmount(number.after)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </details>
      {owner && (
        <p>
          <button type="button" className="button button-primary" disabled={updating.loading} onClick={() => void onUpdate()}>
            Update to {patch.to.name}
          </button>
        </p>
      )}
      {status && <p role="status">{status}</p>}
    </section>
  );
}
