import { useQuery } from '@apollo/client/react';
import { useDeferredValue } from 'react';
import { flushSync } from 'react-dom';
import type { z } from 'zod';
import { monsterSchema } from '@game/schemas';
import { emptyLootRow, withoutRow, withRow, type EntryProblem, type LootRow } from './entry-forms';
import { fieldProblems } from './field-problems';
import { DraftEntryNamesQuery } from './draft-entry-names';
import { NumberField } from './number-input';

const LOOT = monsterSchema.shape.loot.element.shape;

/**
 * A loot row's item: a text input offering the draft's items and materials as they are typed, and saying at once
 * when the id typed is neither (the server refuses it too, with the row's path).
 */
function GoodsInput(props: { value: string; onChange: (text: string) => void; listId: string; problems: ReturnType<typeof fieldProblems>; inputId: string }) {
  const search = useDeferredValue(props.value.trim().slice(0, 60));
  const { data, loading } = useQuery(DraftEntryNamesQuery, { variables: { kinds: ['items', 'materials'], search, first: 10 }, skip: search === '' });
  const found = search === '' ? [] : (data?.gameDataDraft?.entries ?? []);
  const dangling = search !== '' && !loading && data !== undefined && search === props.value.trim() && !found.some((entry) => entry.id === search);
  const noteId = `${props.listId}-dangling`;
  const describedBy = [props.problems.props['aria-describedby'], dangling ? noteId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <label>
      Item or material (id)
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
          The draft has no item or material &quot;{search}&quot;.
        </span>
      )}
      {props.problems.note}
    </label>
  );
}

/** A monster's loot as rows to add and remove: the item, its chance (0 to 1) and the amounts dropped. */
export function LootRows(props: { rows: LootRow[]; onChange: (rows: LootRow[]) => void; problems: readonly EntryProblem[]; formId: string }) {
  const { rows, onChange, problems, formId } = props;
  // Focus moves by the fields' ids: to a row just added, and on removing one to the row taking its place (rows are keyed by place).
  const goodsId = (index: number) => `${formId}-loot-${index}-goods`;
  const addId = `${formId}-loot-add`;
  const focus = (id: string) => document.getElementById(id)?.focus();
  const whole = fieldProblems(problems, formId, 'loot', true);
  const number = (index: number, field: 'chance' | 'min' | 'max', label: string, schema: z.ZodNumber) => (
    <NumberField
      label={label}
      schema={schema}
      value={rows[index]![field]}
      onChange={(text) => onChange(withRow(rows, index, { [field]: text }))}
      problems={fieldProblems(problems, formId, `loot[${index}].${field}`)}
    />
  );
  return (
    <fieldset className="patch-rows" {...whole.props}>
      <legend>Loot (at least one row)</legend>
      {whole.note}
      {rows.length === 0 && <p className="muted">No loot rows: add one.</p>}
      <div className="patch-row-list">
        {rows.map((row, index) => {
          const rowProblems = fieldProblems(problems, formId, `loot[${index}]`, true);
          return (
            <div key={index} role="group" aria-label={`Loot row ${index + 1}`} className="patch-row">
              <GoodsInput
                value={row.goodsId}
                listId={`${formId}-loot-${index}`}
                onChange={(text) => onChange(withRow(rows, index, { goodsId: text }))}
                problems={rowProblems.props['aria-invalid'] ? rowProblems : fieldProblems(problems, formId, `loot[${index}].goodsId`)}
                inputId={goodsId(index)}
              />
              {number(index, 'chance', 'Chance (0 to 1)', LOOT.chance)}
              {number(index, 'min', 'Min amount', LOOT.min)}
              {number(index, 'max', 'Max amount', LOOT.max)}
              <button
                type="button"
                className="button"
                aria-label={`Remove loot row ${index + 1}`}
                onClick={() => {
                  // Rows are keyed by place: the field at this place (or the one before, for the last row) shows the next row.
                  flushSync(() => onChange(withoutRow(rows, index)));
                  focus(rows.length > 1 ? goodsId(Math.min(index, rows.length - 2)) : addId);
                }}
              >
                Remove
              </button>
            </div>
          );
        })}
      </div>
      <button
        id={addId}
        type="button"
        className="button"
        onClick={() => {
          flushSync(() => onChange([...rows, emptyLootRow()]));
          focus(goodsId(rows.length));
        }}
      >
        Add a loot row
      </button>
    </fieldset>
  );
}
