import { describe, expect, it } from 'vitest';
import { COMMENT_EDIT_WINDOW_MS, commentEditableUntil, isCommentEditable } from '../../server/game-data/rules/comments';

const posted = '2026-11-27T10:00:00.000Z';
const at = (minutes: number, seconds: number, ms = 0) => new Date(Date.parse(posted) + (minutes * 60 + seconds) * 1000 + ms);

describe('isCommentEditable (15 minutes from posting)', () => {
  it('is editable at once and at 14:59', () => {
    expect(isCommentEditable(posted, at(0, 0))).toBe(true);
    expect(isCommentEditable(posted, at(14, 59))).toBe(true);
  });
  it('is editable at exactly 15:00', () => {
    expect(isCommentEditable(posted, at(15, 0))).toBe(true);
  });
  it('is not editable one millisecond after 15:00, nor at 15:01', () => {
    expect(isCommentEditable(posted, at(15, 0, 1))).toBe(false);
    expect(isCommentEditable(posted, at(15, 1))).toBe(false);
  });
  it('takes a time as a number or a Date, and a creation time as a string or a Date', () => {
    expect(isCommentEditable(new Date(posted), at(14, 59).getTime())).toBe(true);
    expect(isCommentEditable(new Date(posted), at(15, 1).getTime())).toBe(false);
  });
  it('counts a creation time a little in the future as just posted', () => {
    expect(isCommentEditable(posted, at(-1, 0))).toBe(true);
  });
  it('never allows an unreadable date', () => {
    expect(isCommentEditable('not a date', at(0, 0))).toBe(false);
  });
});

describe('commentEditableUntil', () => {
  it('is 15 minutes after posting', () => {
    expect(COMMENT_EDIT_WINDOW_MS).toBe(900_000);
    expect(commentEditableUntil(posted)).toBe('2026-11-27T10:15:00.000Z');
  });
});
