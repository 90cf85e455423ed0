import type { z } from 'zod';
import type { FieldProblems } from './field-problems';

/** The bounds the pack's schema sets a number (`min`, `max`, whole or not), as a number input's attributes. */
function limitsOf(schema: z.ZodNumber): { min?: number; max?: number; step: number | 'any' } {
  const min = schema.minValue;
  const max = schema.maxValue;
  return {
    ...(min !== null && Number.isFinite(min) ? { min } : {}),
    ...(max !== null && Number.isFinite(max) ? { max } : {}),
    step: schema.isInt ? 1 : 'any',
  };
}

/** A labelled number input with the schema's bounds and its problems drawn next to it. */
export function NumberField(props: { label: string; schema: z.ZodNumber; value: string; onChange: (text: string) => void; problems: FieldProblems; readOnly?: boolean }) {
  return (
    <label>
      {props.label}
      <input type="number" {...limitsOf(props.schema)} value={props.value} readOnly={props.readOnly} onChange={(event) => props.onChange(event.target.value)} {...props.problems.props} />
      {props.problems.note}
    </label>
  );
}
