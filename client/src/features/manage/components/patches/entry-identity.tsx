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

interface Identity {
  id: string;
  name: string;
  description: string;
}

/** The first fieldset of a monster's or a spell's form: its id (fixed once saved), name and description. */
export function EntryIdentity<T extends Identity>({ legend, form, set, at, isNew }: {
  legend: string;
  form: T;
  set: (patch: Partial<Identity>) => void;
  at: (field: string) => FieldProblems;
  isNew: boolean;
}) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      <TextField label={`Id (lowercase words joined by "-"${isNew ? '' : '; fixed once saved'})`} value={form.id} readOnly={!isNew} onChange={(text) => set({ id: text })} problems={at('id')} />
      <TextField label="Name" value={form.name} maxLength={60} onChange={(text) => set({ name: text })} problems={at('name')} />
      <TextField label="Description" value={form.description} rows={3} wide maxLength={400} onChange={(text) => set({ description: text })} problems={at('description')} />
    </fieldset>
  );
}
