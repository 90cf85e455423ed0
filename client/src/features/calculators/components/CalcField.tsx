import type { ParsedNumber } from '@game/rules/calculators';
import { useId, type ReactNode } from 'react';
import { formatDecimal } from '@/lib/format';

/**
 * A number typed as text, so the players' shorthands (250k) and a half-typed value stay in the
 * box; a value the rule refuses is marked invalid and its message is read with the field.
 */
export function CalcField(props: {
  label: string;
  value: string;
  parsed: ParsedNumber;
  onChange: (value: string) => void;
  /** `decimal` for fields that take fractions or shorthands. */
  inputMode?: 'numeric' | 'decimal';
  hint?: ReactNode;
  width?: 'narrow' | 'wide';
}) {
  const id = useId();
  const invalid = !props.parsed.ok;
  return (
    <div className={`calc-field${props.width === 'wide' ? ' calc-field--wide' : ''}`}>
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        type="text"
        inputMode={props.inputMode ?? 'numeric'}
        autoComplete="off"
        spellCheck={false}
        value={props.value}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-problem` : props.hint !== undefined ? `${id}-hint` : undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
      {invalid ? (
        <p id={`${id}-problem`} className="calc-problem">
          {props.parsed.ok ? null : props.parsed.message}
        </p>
      ) : (
        props.hint !== undefined && (
          <p id={`${id}-hint`} className="calc-hint">
            {props.hint}
          </p>
        )
      )}
    </div>
  );
}

/** A live answer; `problem` replaces it with the reason there is none. */
export function CalcResult(props: { label: string; problem?: string | null; children?: ReactNode; testId?: string }) {
  return (
    <output className="calc-result" aria-live="polite" aria-label={props.label} data-testid={props.testId}>
      {props.problem ? <span className="calc-result__problem">{props.problem}</span> : props.children}
    </output>
  );
}


/** A labelled choice; `options` in display order, optionally grouped. */
export function CalcSelect(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options?: Array<{ value: string; label: string }>;
  groups?: Array<{ label: string; options: Array<{ value: string; label: string }> }>;
}) {
  const id = useId();
  return (
    <div className="calc-select">
      <label htmlFor={id}>{props.label}</label>
      <select id={id} value={props.value} onChange={(event) => props.onChange(event.target.value)}>
        {props.options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {props.groups?.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}

/** The first message among the parsed fields, or null when every one is valid. */
export const firstProblem = (...fields: ParsedNumber[]): string | null => {
  for (const field of fields) if (!field.ok) return field.message;
  return null;
};

/** A number for display: at most two decimals, thousands grouped. */
export const fmt = formatDecimal;
