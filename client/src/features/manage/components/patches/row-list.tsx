import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { withoutRow, type EntryProblem } from './entry-forms';
import { fieldProblems } from './field-problems';

/**
 * Rows of an entry's list field to add and remove (a monster's loot, an NPC's trades, a recipe's ingredients): the
 * list's own problems drawn at its legend, each row a labelled group. Focus moves by the rows' first fields' ids: to a
 * row just added, and on removing one to the row taking its place (rows are keyed by place), or to "Add" when none is left.
 */
export function RowList<Row>(props: {
  /** The entry's field: `loot`, the problems' paths start with it. */
  field: string;
  legend: string;
  /** "Loot row": the rows' group labels ("Loot row 2") and their Remove buttons' names. */
  rowName: string;
  addLabel: string;
  /** Said when there is no row, for a list that needs one ("No loot rows: add one."). */
  emptyNote?: string;
  rows: readonly Row[];
  onChange: (rows: Row[]) => void;
  empty: () => Row;
  problems: readonly EntryProblem[];
  formId: string;
  /** One row's fields; the first field takes `firstId`. */
  children: (row: Row, index: number, firstId: string) => ReactNode;
}) {
  const { rows, onChange, field, formId } = props;
  const firstId = (index: number) => `${formId}-${field}-${index}-first`;
  const addId = `${formId}-${field}-add`;
  const focus = (id: string) => document.getElementById(id)?.focus();
  const whole = fieldProblems(props.problems, formId, field, true);
  return (
    <fieldset className="patch-rows" {...whole.props}>
      <legend>{props.legend}</legend>
      {whole.note}
      {rows.length === 0 && props.emptyNote && <p className="muted">{props.emptyNote}</p>}
      <div className="patch-row-list">
        {rows.map((row, index) => (
          <div key={index} role="group" aria-label={`${props.rowName} ${index + 1}`} className="patch-row">
            {props.children(row, index, firstId(index))}
            <button
              type="button"
              className="button"
              aria-label={`Remove ${props.rowName.toLowerCase()} ${index + 1}`}
              onClick={() => {
                // The field at this place (or the one before, for the last row) shows the next row.
                flushSync(() => onChange(withoutRow(rows, index)));
                focus(rows.length > 1 ? firstId(Math.min(index, rows.length - 2)) : addId);
              }}
            >
              Remove
            </button>
          </div>
        ))}
      </div>
      <button
        id={addId}
        type="button"
        className="button"
        onClick={() => {
          flushSync(() => onChange([...rows, props.empty()]));
          focus(firstId(rows.length));
        }}
      >
        {props.addLabel}
      </button>
    </fieldset>
  );
}
