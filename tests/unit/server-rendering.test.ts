import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, PREFERENCES_COOKIE, preferencesCookieValue, preferencesFromCookies } from '../../server/game-data/rules/preferences';
import { rootAttributesOf, scriptJson } from '../../server/src/http/render-page';
// A rendered page's cache tags are cache-tags.ts's tagsOfApolloCache (tests/unit/cache-tags.test.ts).

describe('the preferences cookie', () => {
  it('reads back what was written, among other cookies', () => {
    const chosen = { ...DEFAULT_PREFERENCES, theme: 'light' as const, buildsBarVisible: false, toolLevel: 7 };
    expect(preferencesFromCookies(`a=1; ${PREFERENCES_COOKIE}=${preferencesCookieValue(chosen)}; almanac.sid=x`)).toEqual(chosen);
  });

  it('gives null without the cookie or when it does not parse, and defaults for fields out of range', () => {
    expect(preferencesFromCookies(undefined)).toBeNull();
    expect(preferencesFromCookies('other=1')).toBeNull();
    expect(preferencesFromCookies(`${PREFERENCES_COOKIE}=%7Bnot-json`)).toBeNull();
    expect(preferencesFromCookies(`${PREFERENCES_COOKIE}=${encodeURIComponent('{"theme":"purple","density":"compact"}')}`)).toEqual({ ...DEFAULT_PREFERENCES, density: 'compact' });
    // A cookie whose name only ends like it is another cookie.
    expect(preferencesFromCookies(`x${PREFERENCES_COOKIE}=${preferencesCookieValue({ ...DEFAULT_PREFERENCES, theme: 'light' })}`)).toBeNull();
  });
});

describe('the page state as JSON in a script element', () => {
  it('cannot end the element or open a comment, and parses back to the same value', () => {
    const value = { text: '</script><script>alert(1)</script><!--', line: 'a\u2028b\u2029c' };
    const json = scriptJson(value);
    expect(json).not.toContain('<');
    expect(json).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('the attributes of <html>', () => {
  it('carries the theme and its scheme, and no scheme for the system theme', () => {
    expect(rootAttributesOf({ ...DEFAULT_PREFERENCES, theme: 'light' })).toBe('data-theme="light" data-scheme="light" data-density="comfortable" data-motion="system"');
    expect(rootAttributesOf({ ...DEFAULT_PREFERENCES, theme: 'system', motion: 'reduced' })).toBe('data-theme="system" data-density="comfortable" data-motion="reduced"');
  });
});
