import { getFragmentData, graphql, type FragmentType } from '@/gql';

const FieldChanges_change = graphql(`
  fragment FieldChanges_change on GameDataFieldChange {
    path
    before
    after
  }
`);

/**
 * A value as the diff writes it: JSON text read back, a plain string without its quotes, anything else as compact
 * JSON; an absent field reads "none".
 */
export function shownValue(json: string | null | undefined): string {
  if (json === null || json === undefined) return 'none';
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'string' ? value : JSON.stringify(value);
  } catch {
    return json;
  }
}

/** Fields changed between two versions, each "path: before → after" (the arrow read out as "to"). */
export function FieldChanges(props: { fields: ReadonlyArray<FragmentType<typeof FieldChanges_change>> }) {
  const fields = getFragmentData(FieldChanges_change, props.fields);
  if (fields.length === 0) return null;
  return (
    <ul className="patch-fields">
      {fields.map((field) => (
        <li key={field.path}>
          <code>{field.path}</code>: <del>{shownValue(field.before)}</del> <span aria-hidden="true">→</span>
          <span className="visually-hidden"> to </span> <ins>{shownValue(field.after)}</ins>
        </li>
      ))}
    </ul>
  );
}
