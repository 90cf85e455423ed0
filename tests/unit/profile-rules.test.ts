import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkDisplayName,
  checkUsername,
  generateUsername,
  profileIdFor,
} from '../../server/src/modules/profiles/profile.rules';
import { safeReturnPath, withSignInError } from '../../server/src/auth/return-path';

describe('checkUsername', () => {
  it.each(['abc', 'ABC', 'a_b-c', '123', 'x'.repeat(24), '  padded  '])('accepts %j', (name) => {
    expect(checkUsername(name)).toEqual({ ok: true, value: name.trim() });
  });

  it.each(['', 'ab', '  ab  ', 'x'.repeat(25)])('refuses %j as the wrong length', (name) => {
    expect(checkUsername(name)).toEqual({ ok: false, message: 'A username needs 3 to 24 characters.' });
  });

  it.each(['a b c', 'dot.ted', 'émile', 'semi;colon', 'tab\tname', 'emoji🙂x'])('refuses %j for its characters', (name) => {
    expect(checkUsername(name)).toEqual({ ok: false, message: 'A username may use only letters, digits, _ and -.' });
  });
});

describe('checkDisplayName', () => {
  it('trims, allows empty and up to 32 characters', () => {
    expect(checkDisplayName('  Ser Alys  ')).toEqual({ ok: true, value: 'Ser Alys' });
    expect(checkDisplayName('')).toEqual({ ok: true, value: '' });
    expect(checkDisplayName('é'.repeat(32))).toEqual({ ok: true, value: 'é'.repeat(32) });
  });

  it('refuses 33 characters and control characters', () => {
    expect(checkDisplayName('x'.repeat(33))).toEqual({ ok: false, message: 'A display name can have at most 32 characters.' });
    expect(checkDisplayName('two\nlines')).toEqual({ ok: false, message: 'A display name cannot contain control characters.' });
  });
});

describe('generateUsername', () => {
  it('always produces a valid username', () => {
    for (let i = 0; i < 500; i += 1) expect(checkUsername(generateUsername()).ok).toBe(true);
  });

  it('is as long as it can get within the rule with the largest choices', () => {
    const name = generateUsername((max) => max - 1);
    expect(checkUsername(name).ok).toBe(true);
    expect(name.length).toBeLessThanOrEqual(24);
  });
});

describe('profileIdFor', () => {
  it('is stable per account, differs per provider, and does not show the provider id', () => {
    expect(profileIdFor('discord', '42')).toBe(profileIdFor('discord', '42'));
    expect(profileIdFor('discord', '42')).not.toBe(profileIdFor('google', '42'));
    expect(profileIdFor('discord', '80351110224678912')).not.toContain('80351110224678912');
  });
});

describe('safeReturnPath', () => {
  it.each([
    ['/tools/planner?state=abc', '/tools/planner?state=abc'],
    ['/news', '/news'],
    ['/items/all#top', '/items/all'],
  ])('keeps the site path %j as %j', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });

  it.each(['/.//evil.example', '/..//evil.example', '/a/..//evil.example', '/builds/../..//evil.example'])(
    'F19: never gives //host, also when dot segments collapse (%j)',
    (input) => {
      expect(safeReturnPath(input)).toBe('/evil.example');
    },
  );

  it('F19: whatever it is given, the result is one path on this site', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string().map((s) => `/${s}`), fc.constantFrom('/./', '/../', '//', '/\\').chain((p) => fc.string().map((s) => `${p}${s}`))), (input) => {
        const result = safeReturnPath(input);
        expect(result.startsWith('/')).toBe(true);
        expect(result.startsWith('//') || result.startsWith('/\\')).toBe(false);
        expect(new URL(result, 'https://almanac.example').origin).toBe('https://almanac.example');
      }),
      { numRuns: 2000 },
    );
  });

  it.each([undefined, '', 'news', 'https://evil.example', '//evil.example', '/\\evil.example', '/auth/google', '/a\nb', 42, ['/news']])(
    'turns %j into /',
    (input) => {
      expect(safeReturnPath(input)).toBe('/');
    },
  );
});

describe('withSignInError', () => {
  it('adds the provider to the query, keeping what was there', () => {
    expect(withSignInError('/builds?class=mage', 'google')).toBe('/builds?class=mage&signInError=google');
    expect(withSignInError('/', 'discord')).toBe('/?signInError=discord');
  });
});
