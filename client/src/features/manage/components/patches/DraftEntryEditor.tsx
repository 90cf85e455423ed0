import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useId, useState, type ComponentType, type FormEvent } from 'react';
import type { z } from 'zod';
import { graphql } from '@/gql';
import type { GameDataKind } from '@/gql/graphql';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Loading } from '@/components/ui/Loading';
import { entryPath, schemaProblems, type EntryProblem } from './entry-forms';

const DraftEntryQuery = graphql(`
  query DraftEntry($kind: GameDataKind!, $id: ID!) {
    gameDataDraft {
      id
      revision
      entry(kind: $kind, id: $id)
    }
  }
`);

const EditDraftEntryMutation = graphql(`
  mutation EditDraftEntry($input: GameDataDraftEditInput!) {
    editGameDataDraft(input: $input) {
      id
      revision
    }
  }
`);

/** What a kind's fields are drawn with: the form's values, the problems found (paths inside the entry), and whether it is a new entry. */
export interface EntryFieldsProps<Form> {
  form: Form;
  onChange: (form: Form) => void;
  problems: readonly EntryProblem[];
  formId: string;
  isNew: boolean;
}

/** What the form of one kind (monsters, spells) is: its fields, the entry ↔ form values, and the pack's schema of the kind. */
export interface EntryKindForm<Form> {
  kind: GameDataKind;
  /** "monster": in headings and messages. */
  noun: string;
  /** The noun with its article, where "a" is not it ("an NPC"). */
  aNoun?: string;
  schema: z.ZodType;
  empty: () => Form;
  toForm: (entry: never) => Form;
  fromForm: (form: Form) => Record<string, unknown>;
  /** The entry's id in its value (`id`, unless given: a trait's is its number). */
  idOf?: (value: Record<string, unknown>) => string;
  /** The entry's name in its value (`name` unless given). */
  nameOf?: (value: Record<string, unknown>) => string;
  Fields: ComponentType<EntryFieldsProps<Form>>;
}

interface Failure {
  errors?: Array<{ message: string; extensions?: { problems?: Array<{ path: string; message: string }> } }>;
}

/**
 * One entry of the draft in its kind's form: loads the draft's copy, saves it whole (as the import format's JSON) on
 * the draft revision it was opened on, adds a new one or removes one after asking. The pack's schema checks the form
 * before it is sent, the server checks it again with the references (a loot item that does not exist); every problem
 * is drawn next to its field with its path. A save another admin's change of the same field refuses says whose.
 */
export function DraftEntryEditor<Form>(props: { spec: EntryKindForm<Form>; id: string | null; onSaved: (note: string, id: string | null) => void; onClose: () => void }) {
  const { spec } = props;
  const { data, loading, error, refetch } = useQuery(DraftEntryQuery, { variables: { kind: spec.kind, id: props.id ?? '' }, fetchPolicy: 'network-only' });
  if (loading && !data) return <Loading>Loading the draft&apos;s {spec.noun}…</Loading>;
  if (error && !data) return <p role="alert">The draft&apos;s {spec.noun} could not be loaded: {error.message}</p>;
  const draft = data?.gameDataDraft;
  if (!draft) return <p role="alert">There is no open draft.</p>;
  if (props.id !== null && !draft.entry) return <p role="alert">The draft has no {spec.noun} {props.id}.</p>;
  const initial = draft.entry ? spec.toForm(JSON.parse(draft.entry) as never) : spec.empty();
  return (
    <EntryForm
      // Drawn afresh from the draft's copy: the save answers the new revision before the entry's new values arrive.
      key={`${props.id ?? ''}-${draft.revision}-${draft.entry ?? ''}`}
      {...props}
      initial={initial}
      revision={draft.revision}
      reload={async () => void (await refetch())}
    />
  );
}

function EntryForm<Form>(props: {
  spec: EntryKindForm<Form>;
  id: string | null;
  initial: Form;
  revision: number;
  reload: () => Promise<void>;
  onSaved: (note: string, id: string | null) => void;
  onClose: () => void;
}) {
  const { spec } = props;
  const formId = useId();
  const client = useApolloClient();
  const [form, setForm] = useState(props.initial);
  const [problems, setProblems] = useState<EntryProblem[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const [edit, editing] = useMutation(EditDraftEntryMutation);
  const idOf = spec.idOf ?? ((value) => String(value.id ?? ''));
  const nameOf = spec.nameOf ?? ((value) => String(value.name ?? ''));
  const initialName = nameOf(spec.fromForm(props.initial));

  const send = async (id: string, value: Record<string, unknown> | null, note: string) => {
    try {
      // The pick lists and loot fields list the draft's entries: an added or removed one changes them.
      const saved = await edit({ variables: { input: { kind: spec.kind, id, value: value === null ? null : JSON.stringify(value), revision: props.revision } }, refetchQueries: ['DraftEntryNames'] });
      // The form shows the saved entry on the draft's new revision (an added or removed one is the list's to show).
      if (value !== null && props.id !== null) await props.reload();
      const revision = saved.data?.editGameDataDraft.revision;
      props.onSaved(revision === undefined ? note : `${note} (revision ${revision})`, value === null ? null : id);
    } catch (failure) {
      const first = (failure as Failure).errors?.[0];
      const listed = first?.extensions?.problems;
      if (listed && listed.length > 0) setProblems(listed.map((problem) => ({ path: entryPath(spec.kind, id, problem.path), message: problem.message })));
      else setMessage(first?.message ?? (failure instanceof Error ? failure.message : `The ${spec.noun} could not be saved.`));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblems([]);
    setMessage(null);
    const value = spec.fromForm(form);
    const found = schemaProblems(spec.schema, value);
    const id = idOf(value);
    if (found.length === 0 && props.id === null) {
      // A new entry's id must be new: saving an id the draft has would replace that entry.
      const existing = await client.query({ query: DraftEntryQuery, variables: { kind: spec.kind, id }, fetchPolicy: 'network-only' }).catch(() => null);
      if (existing?.data?.gameDataDraft?.entry) found.push({ path: 'id', message: `the draft already has ${spec.aNoun ?? `a ${spec.noun}`} "${id}"` });
    }
    if (found.length > 0) {
      setProblems(found);
      return;
    }
    await send(id, value, `Saved ${nameOf(value)} in the draft`);
  };

  const Fields = spec.Fields;
  const summaryId = `${formId}-summary`;
  return (
    <form className="manage-form patch-entry-form" onSubmit={(event) => void submit(event)} aria-labelledby={`${formId}-title`} noValidate>
      <h3 id={`${formId}-title`}>{props.id === null ? `New ${spec.noun}` : `Edit ${initialName}`}</h3>
      <Fields form={form} onChange={setForm} problems={problems} formId={formId} isNew={props.id === null} />
      {problems.length > 0 && (
        <div role="alert" id={summaryId} className="manage-warning">
          <p className="manage-error">
            The {spec.noun} was not saved ({problems.length === 1 ? '1 problem' : `${problems.length} problems`}, each shown at its field):
          </p>
          <ul className="patch-problems">
            {problems.map((problem, index) => (
              <li key={index}>
                <code>{problem.path || spec.noun}</code>: {problem.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      {message && (
        <div role="alert" className="manage-warning">
          <p className="manage-error">{message}</p>
          <button type="button" className="button" onClick={() => void props.reload()}>
            Load the draft&apos;s {spec.noun} again
          </button>
        </div>
      )}
      <div className="manage-row">
        <button type="submit" className="button button-primary" disabled={editing.loading}>
          {props.id === null ? `Add the ${spec.noun}` : `Save the ${spec.noun}`}
        </button>
        {props.id !== null && (
          <button type="button" className="button button-danger" onClick={() => setRemoving(true)}>
            Remove the {spec.noun}
          </button>
        )}
        <button type="button" className="button" onClick={props.onClose}>
          Close
        </button>
      </div>
      <ConfirmDialog
        open={removing}
        title={`Remove ${initialName} from the draft?`}
        message={`The ${spec.noun} is gone from the next version when the draft is published. Anything that names it (a loot, a recipe) is then listed as a problem of the draft.`}
        confirmLabel="Remove"
        onCancel={() => setRemoving(false)}
        onConfirm={() => {
          setRemoving(false);
          if (props.id !== null) void send(props.id, null, `Removed ${initialName} from the draft`);
        }}
      />
    </form>
  );
}
