/**
 * Comment rules shared by the server's checks, the client's buttons and the tests: one level of
 * replies and a short editing window for the author.
 */

/** An author may edit a comment (or a reply) for 15 minutes after posting it. */
export const COMMENT_EDIT_WINDOW_MS = 15 * 60 * 1000;

/**
 * Whether a comment written at `createdAt` can still be edited at `now`: from posting up to and
 * including exactly 15:00 later; 15:00.001 is too late. A time in the future (a clock a little
 * ahead) counts as just posted. An unreadable date is never editable.
 */
export function isCommentEditable(createdAt: string | Date, now: Date | number): boolean {
  const written = new Date(createdAt).getTime();
  const at = typeof now === 'number' ? now : now.getTime();
  if (Number.isNaN(written) || Number.isNaN(at)) return false;
  return at - written <= COMMENT_EDIT_WINDOW_MS;
}

/** The last moment a comment written at `createdAt` can be edited (ISO 8601). */
export function commentEditableUntil(createdAt: string | Date): string {
  return new Date(new Date(createdAt).getTime() + COMMENT_EDIT_WINDOW_MS).toISOString();
}

/** Replies go one level deep: a reply answers a top-level comment, never another reply. */
export const REPLY_TO_REPLY = 'Replies go one level deep: reply to the comment at the top of the conversation.';

/** Said when an author's edit comes after the window. */
export const EDIT_WINDOW_CLOSED = 'A comment can be edited for 15 minutes after it is posted; this one can no longer be changed.';
