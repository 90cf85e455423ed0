import type { ReactNode } from 'react';
import type { FieldProblems } from './field-problems';

/** A text field of a draft entry's form, with its problems drawn next to it (a textarea with `rows`). */
export function TextField({ label, value, onChange, problems, maxLength, rows, wide, readOnly }: {
  label: string;
  value: string;
  onChange: (text: string) => void;
  problems: FieldProblems;
  maxLength?: number;
  rows?: number;
  wide?: boolean;
  readOnly?: boolean;
}) {
  return (
    <label className={wide ? 'patch-wide' : undefined}>
      {label}
      {rows ? (
        <textarea rows={rows} value={value} maxLength={maxLength} onChange={(event) => onChange(event.target.value)} {...problems.props} />
      ) : (
        <input value={value} maxLength={maxLength} readOnly={readOnly} spellCheck={readOnly === undefined ? undefined : false} onChange={(event) => onChange(event.target.value)} {...problems.props} />
      )}
      {problems.note}
    </label>
  );
}

/** A choice among the schema's options, with its problems drawn next to it (`none` adds an empty option so labelled). */
export function SelectField({ label, value, options, onChange, problems, none, id }: {
  label: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
  problems: FieldProblems;
  none?: string;
  id?: string;
}) {
  return (
    <label>
      {label}
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} {...problems.props}>
        {none !== undefined && <option value="">{none}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      {problems.note}
    </label>
  );
}

/** An entry's id: typed for a new entry, fixed once saved (saving another id would make another entry). */
export function IdField({ value, onChange, problems, isNew }: { value: string; onChange: (text: string) => void; problems: FieldProblems; isNew: boolean }) {
  return <TextField label={`Id (lowercase words joined by "-"${isNew ? '' : '; fixed once saved'})`} value={value} readOnly={!isNew} onChange={onChange} problems={problems} />;
}

interface Identity {
  id: string;
  name: string;
  description: string;
}

/** The first fieldset of an entry's form (a monster, a spell, a place, an NPC…): its id (fixed once saved), name and description, and `children` (its other words). */
export function EntryIdentity<T extends Identity>({ legend, form, set, at, isNew, children }: {
  legend: string;
  children?: ReactNode;
  form: T;
  set: (patch: Partial<Identity>) => void;
  at: (field: string) => FieldProblems;
  isNew: boolean;
}) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      <IdField value={form.id} onChange={(text) => set({ id: text })} problems={at('id')} isNew={isNew} />
      <TextField label="Name" value={form.name} maxLength={60} onChange={(text) => set({ name: text })} problems={at('name')} />
      {children}
      <TextField label="Description" value={form.description} rows={3} wide maxLength={400} onChange={(text) => set({ description: text })} problems={at('description')} />
    </fieldset>
  );
}
