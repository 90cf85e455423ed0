import type { ReactNode } from 'react';
import { problemsAt, type EntryProblem } from './entry-forms';

/** What a form control gets for its problems: `aria-invalid` and `aria-describedby` naming the note drawn next to it. */
export interface FieldProblems {
  props: { 'aria-invalid'?: true; 'aria-describedby'?: string };
  note: ReactNode;
}

/**
 * The problems of one field (at its path or under it, `exact` for the path alone), drawn next to the control with
 * their paths, as the import lists them.
 */
export function fieldProblems(problems: readonly EntryProblem[], formId: string, field: string, exact = false): FieldProblems {
  const found = exact ? problems.filter((problem) => problem.path === field) : problemsAt(problems, field);
  if (found.length === 0) return { props: {}, note: null };
  const noteId = `${formId}-problem-${field.replace(/[^a-zA-Z0-9]/g, '-')}`;
  return {
    props: { 'aria-invalid': true, 'aria-describedby': noteId },
    note: (
      <span id={noteId} className="manage-error patch-field-problem">
        {found.map((problem, index) => (
          <span key={index}>
            <code>{problem.path}</code>: {problem.message}{' '}
          </span>
        ))}
      </span>
    ),
  };
}
