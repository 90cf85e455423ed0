import { describe, expect, it } from 'vitest';
import { escapeHtml, hasUnsafeCharacters, isInvisible, withoutUnsafeCharacters } from '../../server/game-data/rules/text';
import { checkBuildName, checkComment } from '../../server/src/modules/builds/build.rules';
import { checkDisplayName } from '../../server/src/modules/profiles/profile.rules';

describe('the shared text rule (F12)', () => {
  it.each([
    ['a NUL', 'abc\u0000def'],
    ['BEL and ESC', 'x\u0007\u001b[31mred'],
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone low surrogate', 'a\udc00b'],
    ['a right-to-left override', 'build\u202Egnp.exe'],
    ['a left-to-right isolate', 'a\u2066b'],
    ['a right-to-left mark', 'a\u200Fb'],
    ['a C1 control', 'a\u0085b'],
    ['a line separator', 'a\u2028b'],
  ])('finds %s unsafe', (_name, text) => {
    expect(hasUnsafeCharacters(text)).toBe(true);
  });

  it.each(['Fire & Ice', 'Ælfríð’s build', 'emoji 😀 pair', 'العربية', 'zero\u200Bwidth inside', '日本語'])('keeps %j', (text) => {
    expect(hasUnsafeCharacters(text)).toBe(false);
    expect(withoutUnsafeCharacters(text)).toBe(text);
  });

  it('removes unsafe characters, keeping line breaks and tabs in multi-line text', () => {
    expect(withoutUnsafeCharacters('x\u0007\u001b[31mred\n\tok\u0000\ud800😀\u202E', true)).toBe('x[31mred\n\tok😀');
    expect(withoutUnsafeCharacters('a\nb\tc')).toBe('abc');
  });

  it.each(['', ' ', '\u200B', '\u200D\u200C\uFEFF', '\u3164', '\u2800\u2060', '\uFE0F'])('finds %j invisible', (text) => {
    expect(isInvisible(text)).toBe(true);
  });

  it.each(['a', ' . ', '😀', '\u200Bx'])('finds %j visible', (text) => {
    expect(isInvisible(text)).toBe(false);
  });
});

describe('the text rule in the build, comment and profile rules (F12)', () => {
  it('refuses build names with unsafe characters or nothing visible', () => {
    expect(checkBuildName('build\u202Egnp.exe')).toEqual({ ok: false, problem: { field: 'name', message: 'A build name cannot contain control characters.' } });
    expect(checkBuildName('\u200B')).toEqual({ ok: false, problem: { field: 'name', message: 'A build name needs at least one visible character.' } });
    expect(checkBuildName('\u200D\u200C\uFEFF').ok).toBe(false);
    expect(checkBuildName('Fire & Ice')).toEqual({ ok: true, value: 'Fire & Ice' });
  });

  it('strips unsafe characters from comments and ignores one with nothing visible', () => {
    expect(checkComment('abc\u0000def')).toEqual({ ok: true, value: 'abcdef' });
    expect(checkComment('\u0000\u0000')).toEqual({ ok: true, value: null });
    expect(checkComment('\u200B')).toEqual({ ok: true, value: null });
    expect(checkComment('a\ud800b \u202Eevil')).toEqual({ ok: true, value: 'ab evil' });
    expect(checkComment('line one\nline two')).toEqual({ ok: true, value: 'line one\nline two' });
  });

  it('refuses display names with unsafe characters or nothing visible, and allows an empty one', () => {
    expect(checkDisplayName('\u202Eevil')).toEqual({ ok: false, message: 'A display name cannot contain control characters.' });
    expect(checkDisplayName('\u200B\u200B')).toEqual({ ok: false, message: 'A display name needs at least one visible character, or leave it empty.' });
    expect(checkDisplayName('   ')).toEqual({ ok: true, value: '' });
  });
});

describe('escapeHtml, the one HTML and XML escape', () => {
  it('escapes the five characters, the apostrophe as &#39;, and leaves the rest', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;');
    expect(escapeHtml('&amp;')).toBe('&amp;amp;'); // text, not markup: an entity in it is shown as typed
    expect(escapeHtml('Brackenford · Ünter ’s café $& $1')).toBe('Brackenford · Ünter ’s café $&amp; $1'); // a replacement pattern stays text
    expect(escapeHtml('')).toBe('');
  });
  it('is the only copy: no other file of the server or client writes its own', async () => {
    const { execFileSync } = await import('node:child_process');
    const found = execFileSync('git', ['grep', '-l', '-E', String.raw`replace\(/\[&<>"'\]/g`, '--', 'server', 'client/src'], { encoding: 'utf8' }).trim().split('\n');
    expect(found).toEqual(['server/game-data/rules/text.ts']);
  });
});
