/**
 * Undo and redo for the build editor: every change pushes the build it replaced, so Ctrl+Z and
 * Ctrl+Y walk the player's own steps. Bounded, so a long session cannot grow without end.
 */
export const HISTORY_LIMIT = 200;

export interface History<T> {
  past: readonly T[];
  present: T;
  future: readonly T[];
}

export const startHistory = <T>(present: T): History<T> => ({ past: [], present, future: [] });

/** The new present, with the old one undoable; a change to an equal value is not a step. */
export function pushHistory<T>(history: History<T>, next: T, same: (a: T, b: T) => boolean): History<T> {
  if (same(history.present, next)) return history;
  return { past: [...history.past, history.present].slice(-HISTORY_LIMIT), present: next, future: [] };
}

export function undoHistory<T>(history: History<T>): History<T> {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

export function redoHistory<T>(history: History<T>): History<T> {
  const next = history.future[0];
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future: history.future.slice(1) };
}
