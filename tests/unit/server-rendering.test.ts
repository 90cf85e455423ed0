import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, PREFERENCES_COOKIE, preferencesCookieValue, preferencesFromCookies } from '../../server/game-data/rules/preferences';
import { rootAttributesOf, scriptJson } from '../../server/src/http/pages/render-page';
import { asJsonValue } from '../../server/src/serving/fast-paths';
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

describe('a GraphQL answer as the browser receives it', () => {
  const roundTrip = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

  it('equals the JSON round trip: dates written, undefined members and functions left out (null in a list), numbers that JSON cannot write as null', () => {
    const record = Object.assign(Object.create(null) as Record<string, unknown>, { id: 'steel-sword', stats: { attack: 12 } });
    const value = {
      data: {
        itemList: [record, { id: 'b', createdAt: new Date('2026-11-27T10:00:00.000Z'), gone: undefined, call: () => 1, nested: [1, undefined, NaN, Infinity, 'x'] }],
        custom: { toJSON: () => ({ written: true }) },
        map: new Map([['a', 1]]),
        text: 'a</script>',
        flag: false,
        none: null,
      },
    };
    const json = asJsonValue(value);
    expect(json).toEqual(roundTrip(value));
    expect(JSON.stringify(json)).toBe(JSON.stringify(value));
    expect(Object.keys((json as { data: { itemList: Array<Record<string, unknown>> } }).data.itemList[1]!)).toEqual(['id', 'createdAt', 'nested']);
  });

  it('copies graphql-js’s null-prototype records into plain objects, as JSON.parse makes them', () => {
    const stats = Object.assign(Object.create(null) as Record<string, unknown>, { attack: 1 });
    const item = Object.assign(Object.create(null) as Record<string, unknown>, { id: 'a', stats, classes: ['knight'] });
    const json = asJsonValue({ data: { itemList: [item], at: new Date(0) } }) as { data: { itemList: Array<Record<string, unknown>>; at: unknown } };
    expect(Object.getPrototypeOf(json.data.itemList[0])).toBe(Object.prototype);
    expect(Object.getPrototypeOf(json.data.itemList[0]!.stats)).toBe(Object.prototype);
    expect(json.data.itemList[0]).not.toBe(item);
    expect(json.data.at).toBe('1970-01-01T00:00:00.000Z');
    // A member named __proto__ stays a member (JSON.parse keeps it so), it does not become the prototype.
    const odd = asJsonValue(JSON.parse('{"__proto__":{"x":1},"y":2}')) as Record<string, unknown>;
    expect(Object.keys(odd)).toEqual(['__proto__', 'y']);
    expect(Object.getPrototypeOf(odd)).toBe(Object.prototype);
    expect(JSON.stringify(odd)).toBe('{"__proto__":{"x":1},"y":2}');
  });
});

describe('the attributes of <html>', () => {
  it('carries the theme and its scheme, and no scheme for the system theme', () => {
    expect(rootAttributesOf({ ...DEFAULT_PREFERENCES, theme: 'light' })).toBe('data-theme="light" data-scheme="light" data-density="comfortable" data-motion="system"');
    expect(rootAttributesOf({ ...DEFAULT_PREFERENCES, theme: 'system', motion: 'reduced' })).toBe('data-theme="system" data-density="comfortable" data-motion="reduced"');
  });
});
