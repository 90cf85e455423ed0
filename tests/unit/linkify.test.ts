import { describe, expect, it } from 'vitest';
import { linkParts } from '../../client/src/lib/linkify';

describe('linkParts (comments)', () => {
  it('makes http and https addresses links and leaves the rest as text', () => {
    expect(linkParts('See https://example.com/a?b=1 and http://x.y/z.')).toEqual([
      { text: 'See ' },
      { text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { text: ' and ' },
      { text: 'http://x.y/z', href: 'http://x.y/z' },
      { text: '.' },
    ]);
  });

  it('leaves sentence punctuation and an unmatched bracket outside the link', () => {
    expect(linkParts('(see https://example.com/x), ok')).toEqual([
      { text: '(see ' },
      { text: 'https://example.com/x', href: 'https://example.com/x' },
      { text: '), ok' },
    ]);
    expect(linkParts('https://en.wikipedia.org/wiki/A_(b)')[0]).toEqual({ text: 'https://en.wikipedia.org/wiki/A_(b)', href: 'https://en.wikipedia.org/wiki/A_(b)' });
  });

  it('never links other schemes or markup', () => {
    for (const text of ['javascript:alert(1)', 'data:text/html,<script>', '<a href="https://x.y">x</a>', 'ftp://x.y', 'https://']) {
      expect(linkParts(text).every((part) => part.href === undefined || part.href.startsWith('https://x.y'))).toBe(true);
    }
    expect(linkParts('<a href="https://x.y">x</a>').map((p) => p.text).join('')).toBe('<a href="https://x.y">x</a>');
    expect(linkParts('plain')).toEqual([{ text: 'plain' }]);
    expect(linkParts('')).toEqual([]);
  });
});
