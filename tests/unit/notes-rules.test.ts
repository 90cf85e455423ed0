import { describe, expect, it } from 'vitest';
import { checkNotes, NOTES_MAX, notesExcerpt } from '../../server/game-data/rules/notes';

describe('checkNotes', () => {
  it('accepts exactly NOTES_MAX characters and refuses one more', () => {
    expect(checkNotes('a'.repeat(NOTES_MAX))).toEqual({ ok: true, value: 'a'.repeat(NOTES_MAX) });
    expect(checkNotes('a'.repeat(NOTES_MAX + 1))).toEqual({ ok: false, message: 'Notes can have at most 10,000 characters.' });
  });

  it('counts after removing unsafe characters and trimming', () => {
    expect(checkNotes(`  ${'a'.repeat(NOTES_MAX)}\u0007  `)).toEqual({ ok: true, value: 'a'.repeat(NOTES_MAX) });
  });

  it('keeps line breaks and tabs, makes invisible notes empty', () => {
    expect(checkNotes('one\n\ttwo')).toEqual({ ok: true, value: 'one\n\ttwo' });
    expect(checkNotes(' \u200B\n ')).toEqual({ ok: true, value: '' });
  });

  it('refuses more than 100 game links', () => {
    expect(checkNotes('[[item:a]]'.repeat(100)).ok).toBe(true);
    expect(checkNotes('[[item:a]]'.repeat(101))).toEqual({ ok: false, message: 'Notes can hold at most 100 game links.' });
  });
});

describe('notesExcerpt', () => {
  it('gives plain text: marks dropped, game links and links as their labels', () => {
    expect(notesExcerpt('# Title\n\n> quote **bold** _it_ `code`\n\n1. [site](https://x.y) [[item:steel-sword|the sword]] [[trait:12]]')).toBe(
      'Title quote bold it code site the sword 12',
    );
  });

  it('leaves out fenced code and cuts at a word with an ellipsis', () => {
    expect(notesExcerpt('```\nsecret()\n```\nafter')).toBe('after');
    const long = 'word '.repeat(100);
    const excerpt = notesExcerpt(long, 30);
    expect(excerpt).toBe('word word word word word word…');
    expect([...excerpt].length).toBeLessThanOrEqual(30);
  });

  it('is empty for empty notes and never splits a character', () => {
    expect(notesExcerpt('')).toBe('');
    expect(notesExcerpt('🙂'.repeat(50), 10)).toBe(`${'🙂'.repeat(9)}…`);
  });
});
