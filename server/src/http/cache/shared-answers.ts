import type { DocumentNode, FormattedExecutionResult } from 'graphql';

/** The answers kept at most; past it every one is dropped (they come back with the next renders). */
const MAX_ANSWERS = 256;

interface SharedAnswer {
  result: FormattedExecutionResult;
  /** When its max-age ends (ms since the epoch). */
  expires: number;
  sequence: number;
  /** Its answer was PRIVATE (it depends on who asks, here no one): a session's browser asks it again for its viewer. */
  viewerDependent: boolean;
}

/**
 * The answers of anonymous pages' operations, shared between renders. Variants of one page (`/items/all?q=a`,
 * `?q=b`: the list filters in the page) ask the same operations, and each answer is the same for every anonymous
 * visitor: run once, it serves the next renders for its max-age, until anything changes (`changes`, the response
 * cache's sequence, moves on every change the feed reports; a changed answer is never served). Only answers
 * without errors and with a max-age are kept; an answer is JSON (never changed by who reads it).
 */
export function createSharedAnswers(changes: () => number) {
  const answers = new Map<DocumentNode, Map<string, SharedAnswer>>();
  let size = 0;
  return {
    changes,
    get(query: DocumentNode, variables: Record<string, unknown>): SharedAnswer | null {
      const answer = answers.get(query)?.get(JSON.stringify(variables));
      return answer && answer.sequence === changes() && answer.expires > Date.now() ? answer : null;
    },
    /** Keeps an answer read since `sequence` (the changes' count when its operation started), if nothing changed since. */
    put(query: DocumentNode, variables: Record<string, unknown>, result: FormattedExecutionResult, maxAgeSeconds: number, sequence: number, viewerDependent = false): void {
      if (sequence !== changes()) return;
      if (size >= MAX_ANSWERS) {
        answers.clear();
        size = 0;
      }
      let byVariables = answers.get(query);
      if (!byVariables) answers.set(query, (byVariables = new Map()));
      byVariables.set(JSON.stringify(variables), { result, expires: Date.now() + maxAgeSeconds * 1000, sequence, viewerDependent });
      size += 1;
    },
  };
}

export type SharedAnswers = ReturnType<typeof createSharedAnswers>;
