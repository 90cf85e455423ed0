import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { COMMENT_MAX } from '@game/rules/builds';

/** Said when Post comment is pressed with nothing but spaces in the box. */
export const EMPTY_COMMENT = 'Write something first: an empty comment is not posted.';

/**
 * A box to write a reply or an edit: focus moves into it when it opens; Escape or Cancel closes it
 * and the caller returns focus to the button that opened it.
 */
export function CommentBox(props: {
  label: string;
  submitLabel: string;
  initial?: string;
  busy: boolean;
  problem: string | null;
  onSubmit: (content: string) => void;
  onCancel: () => void;
  onChange: () => void;
}) {
  const [draft, setDraft] = useState(props.initial ?? '');
  const fieldId = useId();
  const problemId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    const element = field.current;
    if (!element) return;
    element.focus();
    element.setSelectionRange(element.value.length, element.value.length);
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      props.onCancel();
    }
  };
  return (
    <form
      className="build-comments__form build-comment__box"
      onKeyDown={onKeyDown}
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit(draft);
      }}
    >
      <label htmlFor={fieldId}>{props.label}</label>
      <textarea
        id={fieldId}
        ref={field}
        value={draft}
        maxLength={COMMENT_MAX}
        rows={2}
        aria-describedby={props.problem ? problemId : undefined}
        onChange={(event) => {
          setDraft(event.target.value);
          props.onChange();
        }}
      />
      {props.problem && (
        <p id={problemId} className="form-error" role="alert">
          {props.problem}
        </p>
      )}
      <div className="build-comments__footer">
        <span className="muted">{draft.length} / {COMMENT_MAX}</span>
        <span className="build-comment__actions">
          <button type="button" className="button button--small" onClick={props.onCancel}>
            Cancel
          </button>
          <button type="submit" className="button button-primary button--small" disabled={props.busy}>
            {props.submitLabel}
          </button>
        </span>
      </div>
    </form>
  );
}
