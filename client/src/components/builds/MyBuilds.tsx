import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { graphql } from '@/gql';
import type { MyBuildsQuery as MyBuildsData } from '@/gql/graphql';
import { BUILD_NAME_MAX } from '@game/rules/builds';
import { BUILD_ICON_IDS } from '@game/rules/build-icons';
import { buildToolPath, className } from '@/lib/build-preview';
import { formatDate } from '@/lib/format';
import { refusalMessage } from '@/lib/refusal-message';
import { BuildIcon } from './BuildIcon';
import { readOwnBuilds } from './own-build-entry';
import './builds.css';

export const MyBuildsQuery = graphql(`
  query MyBuilds {
    me {
      id
      builds {
        ...OwnBuildEntry_build
        isPlannerBuild
        publishDate
        likeCount
        commentCount
        variants {
          name
        }
        patchChanges {
          summary
        }
      }
    }
  }
`);

const UpdateBuild = graphql(`
  mutation MyBuildsUpdate($id: ID!, $input: BuildInput!) {
    updateBuild(id: $id, input: $input) {
      id
      name
      buildIconId
      updatedAt
    }
  }
`);
const PublishBuild = graphql(`
  mutation MyBuildsPublish($id: ID!) {
    publishBuild(id: $id) {
      id
      isPublic
      publishDate
      updatedAt
    }
  }
`);
const UnpublishBuild = graphql(`
  mutation MyBuildsUnpublish($id: ID!) {
    unpublishBuild(id: $id) {
      id
      isPublic
      updatedAt
    }
  }
`);
const DuplicateBuild = graphql(`
  mutation MyBuildsDuplicate($id: ID!) {
    duplicateBuild(id: $id) {
      id
    }
  }
`);
const DeleteBuild = graphql(`
  mutation MyBuildsDelete($id: ID!) {
    deleteBuild(id: $id)
  }
`);

type MyBuild = ReturnType<typeof readOwnBuilds<NonNullable<MyBuildsData['me']>['builds'][number]>>[number];

/** /me: every build of the signed-in user, with rename, icon, publish or unpublish, duplicate and delete. */
export function MyBuilds() {
  const { data, loading, error } = useQuery(MyBuildsQuery);
  const builds = readOwnBuilds(data?.me?.builds ?? []);
  return (
    <section className="my-builds" aria-labelledby="my-builds-heading">
      <h2 id="my-builds-heading" tabIndex={-1}>Your builds</h2>
      {loading && !data && <p className="muted">Loading your builds…</p>}
      {error && !data && <p role="alert">Your builds could not be loaded. Reload the page to try again.</p>}
      {data && builds.length === 0 && <p>You have no saved builds yet. Make one in the planner or the trait tree, or duplicate a public build.</p>}
      <ul className="my-builds__list">
        {builds.map((build) => (
          <MyBuildRow key={build.id} build={build} />
        ))}
      </ul>
    </section>
  );
}

function MyBuildRow({ build }: { build: MyBuild }) {
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(build.name);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = useRef<HTMLDialogElement>(null);
  const row = useRef<HTMLLIElement>(null);
  const nameId = useId();
  const iconId = useId();
  const confirmTitle = useId();
  const [update] = useMutation(UpdateBuild);
  const [publish] = useMutation(PublishBuild);
  const [unpublish] = useMutation(UnpublishBuild);
  const [duplicate] = useMutation(DuplicateBuild, { refetchQueries: [MyBuildsQuery] });
  const [remove] = useMutation(DeleteBuild, {
    update: (cache, result) => {
      if (!result.data) return;
      cache.evict({ id: cache.identify({ __typename: 'Build', id: result.data.deleteBuild }) });
      cache.gc();
    },
  });

  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setProblem(null);
    try {
      await action();
      return true;
    } catch (error) {
      setProblem(refusalMessage(error, 'That did not work. Check your connection and try again.'));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const saveName = async (event: FormEvent) => {
    event.preventDefault();
    if (await run(() => update({ variables: { id: build.id, input: { name } } }))) setRenaming(false);
  };

  return (
    <li className="my-build" ref={row}>
      <div className="my-build__head">
        <BuildIcon iconId={build.buildIconId} characterClass={build.class} size={36} />
        {renaming ? (
          <form className="my-build__rename" onSubmit={saveName}>
            <label htmlFor={nameId} className="visually-hidden">Build name</label>
            <input id={nameId} value={name} maxLength={BUILD_NAME_MAX} onChange={(e) => setName(e.target.value)} autoFocus />
            <button type="submit" className="button button--small" disabled={busy}>Save</button>
            <button type="button" className="button button--small" onClick={() => { setRenaming(false); setName(build.name); setProblem(null); }}>Cancel</button>
          </form>
        ) : (
          <div className="my-build__title">
            <h3 tabIndex={-1}>{build.name}</h3>
            <p className="muted">
              {className(build.class)} · Level {build.characterLevel} · {build.isPlannerBuild ? 'Planner' : 'Trait tree'} ·{' '}
              {build.variants.length > 1 && (
                <span title={build.variants.map((variant) => variant.name).join(', ')}>
                  {build.variants.length} variants ·{' '}
                </span>
              )}
              {build.isPublic ? <>Public since <time dateTime={build.publishDate ?? ''}>{formatDate(build.publishDate ?? '')}</time> · ♥ {build.likeCount} · ✎ {build.commentCount}</> : 'Private'}
            </p>
          </div>
        )}
      </div>
      {problem && <p role="alert" className="my-build__problem">{problem}</p>}
      {build.patchChanges && <p className="my-build__patch"><Link to={`/builds/${build.id}`}>{build.patchChanges.summary}</Link>: see what changed and update</p>}
      <div className="my-build__actions">
        <Link className="button button--small" to={buildToolPath(build)}>Open</Link>
        {build.isPublic && <Link className="button button--small" to={`/builds/${build.id}`}>Page</Link>}
        {!renaming && <button type="button" className="button button--small" onClick={() => setRenaming(true)}>Rename</button>}
        <label className="my-build__icon" htmlFor={iconId}>
          Icon
          <select id={iconId} value={build.buildIconId ?? ''} disabled={busy} onChange={(e) => void run(() => update({ variables: { id: build.id, input: { buildIconId: e.target.value || null } } }))}>
            <option value="">Class icon</option>
            {BUILD_ICON_IDS.map((icon) => (
              <option key={icon} value={icon}>{icon}</option>
            ))}
          </select>
        </label>
        {build.isPublic ? (
          <button type="button" className="button button--small" disabled={busy} onClick={() => void run(() => unpublish({ variables: { id: build.id } }))}>Unpublish</button>
        ) : (
          <button type="button" className="button button--small" disabled={busy} onClick={() => void run(() => publish({ variables: { id: build.id } }))}>Publish</button>
        )}
        <button type="button" className="button button--small" disabled={busy} onClick={() => void run(() => duplicate({ variables: { id: build.id } }))}>Duplicate</button>
        <button type="button" className="button button--small" disabled={busy} onClick={() => confirm.current?.showModal()}>Delete</button>
      </div>
      <dialog ref={confirm} className="confirm-dialog" aria-labelledby={confirmTitle}>
        <h3 id={confirmTitle}>Delete “{build.name}”?</h3>
        <p>This cannot be undone.{build.isPublic ? ' Its likes and comments go with it.' : ''}</p>
        <form method="dialog" className="confirm-dialog__actions">
          <button type="submit" className="button">Keep it</button>
          <button
            type="button"
            className="button button--danger"
            onClick={async () => {
              // Focus goes to the next build (or the one before, or the list's heading) once this one is gone.
              const item = row.current;
              const neighbour = (item?.nextElementSibling ?? item?.previousElementSibling)?.querySelector<HTMLElement>('.my-build__title h3');
              confirm.current?.close();
              if (await run(() => remove({ variables: { id: build.id } }))) {
                (neighbour?.isConnected ? neighbour : document.getElementById('my-builds-heading'))?.focus();
              }
            }}
          >
            Delete
          </button>
        </form>
      </dialog>
    </li>
  );
}

