import type { BuildTag } from '@game/rules/build-tags';
import { BUILD_NAME_MAX } from '@game/rules/builds';
import { useMutation } from '@apollo/client/react';
import { useState, type Dispatch } from 'react';
import { useSearchParams } from 'react-router';
import { graphql } from '@/gql';
import { addLocalBuild, browserStorage } from '@/lib/local-builds';
import { useSession } from '@/lib/session';
import type { EditorAction, EditorNotice } from './editor-state';
import { buildInputOf, type readLoaded } from './saved-build';
import type { VariantSet } from './variant-set';

const CreateBuild = graphql(`
  mutation BuildEditorCreate($input: BuildInput!) {
    createBuild(input: $input) {
      id
      name
      isPublic
    }
  }
`);
const UpdateBuild = graphql(`
  mutation BuildEditorUpdate($id: ID!, $input: BuildInput!) {
    updateBuild(id: $id, input: $input) {
      id
      name
      isPublic
      updatedAt
      description
      tags
    }
  }
`);
const PublishBuild = graphql(`
  mutation BuildEditorPublish($id: ID!) {
    publishBuild(id: $id) {
      id
      isPublic
      publishDate
    }
  }
`);
const UnpublishBuild = graphql(`
  mutation BuildEditorUnpublish($id: ID!) {
    unpublishBuild(id: $id) {
      id
      isPublic
    }
  }
`);

const REFRESH_LISTS = ['BuildsBarPrivate', 'MyBuilds'];

/** What a save reads of the editor, as it is when Save is pressed. */
export interface SaveSubject {
  saved: ReturnType<typeof readLoaded> | null;
  variants: VariantSet;
  /** The variants' key, the notes and the tags: what counts as saved once the save went through. */
  setKey: string;
  isPlannerBuild: boolean;
  name: string;
  defaultName: string;
  description: string;
  tags: BuildTag[];
  /** The URL's state and variant, written with `?build=` once a new build has its id. */
  encoded: string;
  urlVariant: string | null;
}

/**
 * The editor's save flow: save new, save changes, save a copy (a copy of someone else's keeps its
 * origin), keep in the browser when signed out, publish and unpublish. The editor's state hears
 * of it through `dispatch`.
 */
export function useBuildSave(subject: SaveSubject, dispatch: Dispatch<EditorAction>) {
  const [params, setParams] = useSearchParams();
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const [createBuild] = useMutation(CreateBuild, { refetchQueries: REFRESH_LISTS });
  const [updateBuild] = useMutation(UpdateBuild, { refetchQueries: REFRESH_LISTS });
  const [publishBuild] = useMutation(PublishBuild, { refetchQueries: REFRESH_LISTS });
  const [unpublishBuild] = useMutation(UnpublishBuild, { refetchQueries: REFRESH_LISTS });
  const { saved, variants, setKey, isPlannerBuild, name, defaultName, description, tags, encoded, urlVariant } = subject;

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      dispatch({ type: 'notice', notice: { kind: 'problem', text: error instanceof Error ? error.message : 'The build could not be saved. Try again.' } });
    } finally {
      setBusy(false);
    }
  };
  const markSaved = (notice: EditorNotice) =>
    dispatch({ type: 'mark-saved', key: setKey, description, tags, notice });

  /** Saves: changes to the player's own build, else a new build (a copy of someone else's keeps its origin). */
  const save = (mode: 'changes' | 'new' = saved?.viewerIsOwner ? 'changes' : 'new') =>
    run(async () => {
      const finalName = (name.trim() || defaultName).slice(0, BUILD_NAME_MAX);
      const input = { ...buildInputOf(variants, isPlannerBuild), name: finalName, description, tags };
      if (session.status !== 'signed-in') {
        const kept = addLocalBuild(browserStorage(), { name: finalName, source: 'fields', input });
        if (kept) markSaved({ kind: 'kept', text: 'Kept in this browser. Sign in to save it to your account.' });
        else dispatch({ type: 'notice', notice: { kind: 'problem', text: 'This browser already keeps the most builds it can. Sign in to save them.' } });
        return;
      }
      if (mode === 'changes' && saved?.viewerIsOwner) {
        await updateBuild({ variables: { id: saved.id, input } });
        markSaved({ kind: 'saved', text: `Saved “${finalName}”.` });
        return;
      }
      const result = await createBuild({ variables: { input: { ...input, forkedFrom: saved && !saved.viewerIsOwner ? saved.id : undefined } } });
      const id = result.data?.createBuild.id;
      if (!id) throw new Error('The build could not be saved. Try again.');
      markSaved({ kind: 'saved', text: saved && !saved.viewerIsOwner ? `Saved a copy: “${finalName}”.` : `Saved “${finalName}” to your builds.` });
      const next = new URLSearchParams(params);
      next.set('build', id);
      next.set('state', encoded);
      if (urlVariant) next.set('variant', urlVariant);
      setParams(next, { replace: true });
    });

  const setPublished = (publish: boolean) =>
    run(async () => {
      if (!saved?.viewerIsOwner) return;
      if (publish) await publishBuild({ variables: { id: saved.id } });
      else await unpublishBuild({ variables: { id: saved.id } });
      dispatch({ type: 'notice', notice: { kind: 'saved', text: publish ? 'Published: the build is public now.' : 'Unpublished: only you can see the build now.' } });
    });

  return { busy, save, setPublished };
}
