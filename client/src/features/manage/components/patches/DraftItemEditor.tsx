import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '@/gql';
import { ITEM_CATEGORY_SLOT, type ItemCategoryId } from '@game/rules/constants';
import { Loading } from '@/components/ui/Loading';
import { ItemEditor, type ItemEditorInput, type ItemEditorTarget } from '../ItemEditor';

const DraftItemQuery = graphql(`
  query DraftItem($id: ID!) {
    gameDataDraft {
      id
      revision
      entry(kind: items, id: $id)
    }
  }
`);

const EditDraftMutation = graphql(`
  mutation EditGameDataDraft($input: GameDataDraftEditInput!) {
    editGameDataDraft(input: $input) {
      id
      revision
    }
  }
`);

/**
 * The item form of the admin panel, on the draft's copy of the item: what it saves goes into the draft (the next
 * version), not the live items. A save names the draft revision the form was opened on, so another admin's later
 * change of the same field is refused and named.
 */
export function DraftItemEditor({ id, onSaved, onClose }: { id: string; onSaved: (note: string) => void; onClose: () => void }) {
  const { data, loading, error, refetch } = useQuery(DraftItemQuery, { variables: { id }, fetchPolicy: 'network-only' });
  const [edit] = useMutation(EditDraftMutation);
  if (loading && !data) return <Loading>Loading the draft&apos;s item…</Loading>;
  if (error && !data) return <p role="alert">The draft&apos;s item could not be loaded: {error.message}</p>;
  const draft = data?.gameDataDraft;
  if (!draft) return <p role="alert">There is no open draft.</p>;
  if (!draft.entry) return <p role="alert">The draft has no item {id}.</p>;
  const entry = JSON.parse(draft.entry) as Record<string, unknown> & ItemEditorTarget['item'];
  const target: ItemEditorTarget = {
    item: entry,
    save: async (input: ItemEditorInput) => {
      const value = { ...entry, ...input, id, slot: ITEM_CATEGORY_SLOT[input.category as ItemCategoryId] ?? entry.slot };
      await edit({ variables: { input: { kind: 'items', id, value: JSON.stringify(value), revision: draft.revision } } });
      await refetch();
      return `Saved ${input.name.trim()} in the draft.`;
    },
  };
  return <ItemEditor key={draft.revision} id={id} target={target} onSaved={(_, note) => onSaved(note)} onClose={onClose} />;
}
