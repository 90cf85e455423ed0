import { useMutation } from '@apollo/client/react';
import { useId, useMemo, useState } from 'react';
import { graphql } from '@/gql';
import type { LocalBuild } from '@/lib/local-build-types';
import { browserStorage, readLocalBuilds, removeLocalBuilds } from '@/lib/local-builds';
import { useSession } from '@/lib/session';
import { useModalDialog } from './use-modal-dialog';

const SaveCopy = graphql(`
  mutation LocalBuildsSaveCopy($id: ID!) {
    duplicateBuild(id: $id) {
      id
    }
  }
`);
const SaveFields = graphql(`
  mutation LocalBuildsSaveFields($input: BuildInput!) {
    createBuild(input: $input) {
      id
    }
  }
`);

/** After sign-in, offers to save the builds made while signed out to the player's account. */
export function LocalBuildsOffer() {
  const { status } = useSession();
  // Bumped after each save or discard, so the list is read again from the browser.
  const [version, setVersion] = useState(0);
  const [dismissed, setDismissed] = useState(false);
  const pending = useMemo<LocalBuild[]>(
    () => (status === 'signed-in' && !dismissed ? readLocalBuilds(browserStorage()) : []),
    // `version` stands for the browser storage the list is read from.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [status, dismissed, version],
  );
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [saveCopy] = useMutation(SaveCopy, { refetchQueries: ['BuildsBarPrivate', 'MyBuilds'] });
  const [saveFields] = useMutation(SaveFields, { refetchQueries: ['BuildsBarPrivate', 'MyBuilds'] });
  const titleId = useId();
  const close = () => setDismissed(true);
  const { ref, onBackdropClick } = useModalDialog(pending.length > 0, close);

  const save = async () => {
    setSaving(true);
    setProblem(null);
    const saved = new Set<string>();
    for (const build of pending) {
      try {
        if (build.source === 'copy') await saveCopy({ variables: { id: build.buildId } });
        else await saveFields({ variables: { input: build.input } });
        saved.add(build.localId);
      } catch (error) {
        console.error(`Saving "${build.name}" failed`, error);
      }
    }
    removeLocalBuilds(browserStorage(), saved);
    setSaving(false);
    setVersion((v) => v + 1);
    const left = pending.filter((b) => !saved.has(b.localId));
    if (left.length > 0) setProblem(`${left.length === 1 ? 'One build' : `${left.length} builds`} could not be saved (the original may be gone). They stay in this browser.`);
  };

  const discard = () => {
    removeLocalBuilds(browserStorage(), new Set(pending.map((b) => b.localId)));
    close();
  };

  return (
    <dialog ref={ref} className="local-builds-dialog" aria-labelledby={titleId} onClick={onBackdropClick}>
      {pending.length > 0 && (
        <div className="local-builds-dialog__box">
          <h2 id={titleId}>Save your builds?</h2>
          <p>You made {pending.length === 1 ? 'a build' : `${pending.length} builds`} while signed out. Save {pending.length === 1 ? 'it' : 'them'} to your account to keep {pending.length === 1 ? 'it' : 'them'} on every device.</p>
          <ul>
            {pending.map((b) => (
              <li key={b.localId}>{b.name}</li>
            ))}
          </ul>
          {problem && <p role="alert">{problem}</p>}
          <div className="local-builds-dialog__actions">
            <button type="button" className="button" onClick={close}>Not now</button>
            <button type="button" className="button" onClick={discard}>Discard</button>
            <button type="button" className="button button-primary" disabled={saving} onClick={save}>
              {pending.length === 1 ? 'Save it' : 'Save them'}
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}
