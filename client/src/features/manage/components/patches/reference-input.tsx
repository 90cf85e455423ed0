import { useQuery } from '@apollo/client/react';
import { useDeferredValue } from 'react';
import type { GameDataKind } from '@/gql/graphql';
import { DraftEntryNamesQuery } from './draft-entry-names';
import type { EntryProblem } from './entry-forms';
import { fieldProblems, type FieldProblems } from './field-problems';

/**
 * A field naming another entry of the draft by its id (a loot's or trade's goods, a recipe's NPC, an NPC's place): a
 * text input offering the draft's entries of `kinds` as they are typed, and saying at once, beside the field, when the
 * id typed is none of them (the server refuses it too, with the row's path).
 */
export function ReferenceInput(props: {
  label: string;
  kinds: GameDataKind[];
  /** "item or material": in the note of an id the draft does not have. */
  noun: string;
  value: string;
  onChange: (text: string) => void;
  listId: string;
  problems: FieldProblems;
  inputId?: string;
}) {
  const search = useDeferredValue(props.value.trim().slice(0, 60));
  const { data, loading } = useQuery(DraftEntryNamesQuery, { variables: { kinds: props.kinds, search, first: 10 }, skip: search === '' });
  const found = search === '' ? [] : (data?.gameDataDraft?.entries ?? []);
  const dangling = search !== '' && !loading && data !== undefined && search === props.value.trim() && !found.some((entry) => entry.id === search);
  const noteId = `${props.listId}-dangling`;
  const describedBy = [props.problems.props['aria-describedby'], dangling ? noteId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <label>
      {props.label}
      <input
        id={props.inputId}
        list={props.listId}
        value={props.value}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => props.onChange(event.target.value)}
        aria-invalid={dangling || props.problems.props['aria-invalid'] ? true : undefined}
        aria-describedby={describedBy}
      />
      <datalist id={props.listId}>
        {found.map((entry) => (
          <option key={entry.id} value={entry.id}>
            {entry.name}
          </option>
        ))}
      </datalist>
      {dangling && (
        <span id={noteId} className="manage-error patch-field-problem">
          The draft has no {props.noun} &quot;{search}&quot;.
        </span>
      )}
      {props.problems.note}
    </label>
  );
}

/** The kinds a goods id names (a loot, a trade, a recipe's ingredient or output). */
export const GOODS_KINDS: GameDataKind[] = ['items', 'materials'];

/**
 * The goods of a row (a loot, a trade, an ingredient): an item or material of the draft. Its problems are the row's own
 * (the pack reports a dangling goods at `loot[0]`) or, without them, the field's.
 */
export function RowGoods(props: { field: string; index: number; value: string; onChange: (text: string) => void; problems: readonly EntryProblem[]; formId: string; inputId: string }) {
  const row = `${props.field}[${props.index}]`;
  const own = fieldProblems(props.problems, props.formId, row, true);
  return (
    <ReferenceInput
      label="Item or material (id)"
      kinds={GOODS_KINDS}
      noun="item or material"
      value={props.value}
      listId={`${props.formId}-${props.field}-${props.index}`}
      onChange={props.onChange}
      problems={own.props['aria-invalid'] ? own : fieldProblems(props.problems, props.formId, `${row}.goodsId`)}
      inputId={props.inputId}
    />
  );
}
