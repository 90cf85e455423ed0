import { levelInput, parseNumberInput } from '@game/rules/calculators';
import { MAX_LEVEL } from '@game/rules/constants';
import { useState } from 'react';
import './build-editor.css';

/**
 * The character level typed as text. A lower level refunds points, so a half-typed value (the
 * "1" of "150") must not apply: a level at or above the current one applies as it is typed, a
 * lower one on Enter or when the field is left. The arrow keys step by one (Page Up and Down by
 * ten) and apply at once. A value the rule refuses stays in the box, marked invalid, with its
 * message, and changes nothing.
 */
export function LevelField(props: { id: string; level: number; onLevel: (level: number) => void }) {
  const [text, setText] = useState<string | null>(null);
  const parsed = text === null ? null : parseNumberInput(text, levelInput());
  const problem = parsed && !parsed.ok ? parsed.message : null;
  const problemId = `${props.id}-problem`;

  const apply = (level: number) => {
    setText(null);
    if (level !== props.level) props.onLevel(level);
  };
  const commit = () => {
    if (parsed?.ok) apply(parsed.value);
  };
  const step = (by: number) => apply(Math.min(MAX_LEVEL, Math.max(1, (parsed?.ok ? parsed.value : props.level) + by)));

  return (
    <>
      <input
        id={props.id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        size={4}
        className="level-field"
        value={text ?? String(props.level)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        onChange={(event) => {
          const next = parseNumberInput(event.target.value, levelInput());
          if (next.ok && next.value >= props.level) apply(next.value);
          else setText(event.target.value);
        }}
        onKeyDown={(event) => {
          const by = { ArrowUp: 1, ArrowDown: -1, PageUp: 10, PageDown: -10 }[event.key];
          if (by !== undefined) {
            event.preventDefault();
            step(by);
          } else if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          } else if (event.key === 'Escape' && text !== null) {
            event.preventDefault();
            setText(null);
          }
        }}
        onBlur={commit}
      />
      {problem && (
        <span id={problemId} role="alert" className="level-field__problem">
          {problem}
        </span>
      )}
    </>
  );
}
