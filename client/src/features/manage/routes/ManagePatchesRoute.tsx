import { useMutation } from '@apollo/client/react';
import { startTransition, Suspense, useEffect, useState } from 'react';
import { graphql } from '@/gql';
import { DiffView } from '@/components/patches/DiffView';
import { Loading } from '@/components/ui/Loading';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { useRouteQuery } from '@/lib/use-route-query';
import type { RouteDataLoader } from '@/lib/route-query-types';
import { useUrlState } from '@/lib/url-state';
import { formatDateTime } from '@/lib/format';
import { ManageNav } from '../components/ManageNav';
import { AffectedBuildsPanel } from '../components/patches/AffectedBuildsPanel';
import { DraftEntries } from '../components/patches/DraftEntries';
import { DraftItems } from '../components/patches/DraftItems';
import type { EntryKindForm } from '../components/patches/DraftEntryEditor';
import { MONSTER_FORM } from '../components/patches/MonsterFields';
import { NPC_FORM } from '../components/patches/NpcFields';
import { LOCATION_FORM, PREMIUM_FORM } from '../components/patches/PlaceOfferFields';
import { RECIPE_FORM } from '../components/patches/RecipeFields';
import { SPELL_FORM } from '../components/patches/SpellFields';
import { TRAIT_FORM } from '../components/patches/TraitFields';
import { ImportPack } from '../components/patches/ImportPack';
import { ProblemList } from '../components/patches/ProblemList';
import { PublishDraft, PublishedNotice, type Published } from '../components/patches/PublishDraft';
import '../manage.css';
import '../components/patches/manage-patches.css';

export const ManagePatchesQuery = graphql(`
  query ManagePatches($diffKind: GameDataKind, $diffOffset: Int! = 0) {
    gameDataVersions {
      number
      name
      current
    }
    gameDataDraft {
      id
      revision
      openedBy
      updatedAt
      base {
        number
        name
      }
      problems {
        path
        message
      }
      diff {
        empty
        ...DiffView_diff
      }
      affectedBuilds {
        ...AffectedBuildsPanel_builds
      }
    }
  }
`);

const OpenDraftMutation = graphql(`
  mutation OpenGameDataDraft {
    openGameDataDraft {
      id
    }
  }
`);

const DiscardDraftMutation = graphql(`
  mutation DiscardGameDataDraft {
    discardGameDataDraft
  }
`);

/** One kind's editor of the draft, drawn with the kind's form. */
const editorOf = <Form,>(spec: EntryKindForm<Form>) =>
  function KindEditor(props: { editing: string; onEdit: (id: string) => void; onSaved: (note: string) => void }) {
    return <DraftEntries spec={spec} {...props} />;
  };

/** The draft's editors of the kinds beside the items: the address's parameter holding the entry being edited, the section's heading, the editor. */
const ENTRY_EDITORS = [
  { param: 'monster', heading: 'Edit monsters', Editor: editorOf(MONSTER_FORM) },
  { param: 'spell', heading: 'Edit spells', Editor: editorOf(SPELL_FORM) },
  { param: 'trait', heading: 'Edit traits', Editor: editorOf(TRAIT_FORM) },
  { param: 'npc', heading: 'Edit NPCs and their trades', Editor: editorOf(NPC_FORM) },
  { param: 'recipe', heading: 'Edit recipes', Editor: editorOf(RECIPE_FORM) },
  { param: 'location', heading: 'Edit locations', Editor: editorOf(LOCATION_FORM) },
  { param: 'offer', heading: 'Edit premium offers', Editor: editorOf(PREMIUM_FORM) },
] as const;

/** Read afresh each time the page opens: another admin may have changed the draft. */
export const ManagePatchesRouteData: RouteDataLoader = (query) => query(ManagePatchesQuery, {}, { fetchPolicy: 'cache-and-network' });

/** /manage/patches: the draft of the next game data version: edit or import it, see what it changes and for which builds, publish it. */
export function ManagePatchesRoute() {
  useEffect(() => {
    document.title = 'Game data patches · Admin panel · Almanac';
  }, []);
  return (
    <section className="page manage-page" aria-labelledby="manage-patches-heading">
      <h1 id="manage-patches-heading">Game data patches</h1>
      <ManageNav />
      {/* Until the route's query answers (in the browser: the server draws the page answered). */}
      <Suspense fallback={<Loading>Loading the draft…</Loading>}>
        <ManagePatches />
      </Suspense>
    </section>
  );
}

function ManagePatches() {
  const { data, error, refetch } = useRouteQuery(ManagePatchesQuery);
  const [url, setUrl] = useUrlState({ edit: '', monster: '', spell: '', trait: '', npc: '', recipe: '', location: '', offer: '' });
  const [message, setMessage] = useState<string | null>(null);
  const [discarding, setDiscarding] = useState(false);
  const [published, setPublished] = useState<Published | null>(null);
  const [open, opening] = useMutation(OpenDraftMutation);
  const [discard] = useMutation(DiscardDraftMutation);
  // In a transition: the page stays drawn while the draft is read again.
  const reload = () => startTransition(() => void refetch());
  const act = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      setMessage(done);
      reload();
    } catch (failure) {
      setMessage(failure instanceof Error ? failure.message : 'That did not work.');
    }
  };
  if (error && !data) return <p role="alert">The draft could not be loaded: {error.message}</p>;
  if (!data) return null;
  const current = data.gameDataVersions.find((version) => version.current);
  const draft = data.gameDataDraft;
  return (
    <>
      <p>
        The site serves version {current?.number} ({current?.name}). A patch is prepared in a draft: edit its items, monsters, spells, traits, NPCs and their trades, recipes, locations and premium offers, or import a whole pack, see what it
        changes and which saved builds it touches, then publish it as the next version. Published versions never change.
      </p>
      {message && <p role="status">{message}</p>}
      {published && <PublishedNotice published={published} />}
      {!draft && (
        <>
          <div className="manage-row">
            <button type="button" className="button button-primary" disabled={opening.loading} onClick={() => void act(() => open(), 'Opened a draft from the current version.')}>
              Open a draft from version {current?.number}
            </button>
          </div>
          <h2>Import a pack</h2>
          <ImportPack onImported={(note) => (setMessage(note), reload())} />
        </>
      )}
      {draft && (
        <>
          <p className="muted">
            Draft from {draft.base.name} (version {draft.base.number}), opened by {draft.openedBy}, last saved {formatDateTime(draft.updatedAt)}, revision{' '}
            {draft.revision}.
          </p>
          <ProblemList problems={draft.problems} title="The draft cannot be published yet" />
          <div className="manage-patches">
            <section aria-labelledby="draft-items-heading">
              <h2 id="draft-items-heading">Edit items</h2>
              <DraftItems editing={url.edit} onEdit={(id) => setUrl({ edit: id })} onSaved={(note) => (setMessage(note), reload())} />
            </section>
            {ENTRY_EDITORS.map(({ param, heading, Editor }) => (
              <section key={param} aria-labelledby={`draft-${param}-heading`}>
                <h2 id={`draft-${param}-heading`}>{heading}</h2>
                <Editor editing={url[param]} onEdit={(id) => setUrl({ [param]: id })} onSaved={(note) => (setMessage(note), reload())} />
              </section>
            ))}
            <section aria-labelledby="draft-import-heading">
              <h2 id="draft-import-heading">Import a pack</h2>
              <ImportPack onImported={(note) => (setMessage(note), reload())} />
            </section>
          </div>
          <section aria-labelledby="draft-diff-heading">
            <h2 id="draft-diff-heading">What the draft changes</h2>
            <DiffView key={draft.revision} diff={draft.diff} level={3} />
          </section>
          <section aria-labelledby="draft-builds-heading">
            <h2 id="draft-builds-heading">Affected builds</h2>
            <AffectedBuildsPanel builds={draft.affectedBuilds} />
          </section>
          <section aria-labelledby="draft-publish-heading">
            <h2 id="draft-publish-heading">Publish</h2>
            {draft.diff.empty && <p>The draft changes nothing yet: there is nothing to publish.</p>}
            <PublishDraft disabled={draft.diff.empty || draft.problems.length > 0} onPublished={(made) => (setPublished(made), reload())} />
            <div className="manage-row">
              <button type="button" className="button button-danger" onClick={() => setDiscarding(true)}>
                Discard the draft
              </button>
            </div>
          </section>
        </>
      )}
      <ConfirmDialog
        open={discarding}
        title="Discard the draft?"
        message="Every change of the draft is lost. The published versions stay as they are."
        confirmLabel="Discard"
        onCancel={() => setDiscarding(false)}
        onConfirm={() => {
          setDiscarding(false);
          void act(() => discard(), 'The draft was discarded.');
        }}
      />
    </>
  );
}
