import { describe, expect, it } from 'vitest';
import { checkPreferenceChange, DEFAULT_PREFERENCES, embedThemeOf, PREFERENCE_MESSAGES, readPreferences } from '../../server/game-data/rules/preferences';

describe('checkPreferenceChange', () => {
  it('takes the tools level at its edges, 1 and 200, and nothing outside them', () => {
    expect(checkPreferenceChange({ toolLevel: 1 })).toEqual({ ok: true, value: { toolLevel: 1 } });
    expect(checkPreferenceChange({ toolLevel: 200 })).toEqual({ ok: true, value: { toolLevel: 200 } });
    for (const bad of [0, 201, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '60']) {
      expect(checkPreferenceChange({ toolLevel: bad })).toEqual({ ok: false, field: 'toolLevel', message: PREFERENCE_MESSAGES.toolLevel });
    }
  });

  it('keeps only the fields given, leaves out null ones, and refuses the first bad one', () => {
    expect(checkPreferenceChange({ theme: 'light', density: null, motion: undefined })).toEqual({ ok: true, value: { theme: 'light' } });
    expect(checkPreferenceChange({})).toEqual({ ok: true, value: {} });
    expect(checkPreferenceChange({ theme: 'sepia', toolClass: 'knight' })).toEqual({ ok: false, field: 'theme', message: PREFERENCE_MESSAGES.theme });
    expect(checkPreferenceChange({ toolClass: 'paladin' })).toMatchObject({ ok: false, field: 'toolClass' });
    expect(checkPreferenceChange({ buildsBarVisible: 'false' })).toMatchObject({ ok: false, field: 'buildsBarVisible' });
    expect(checkPreferenceChange({ motion: 'reduced', buildsBarVisible: false })).toEqual({ ok: true, value: { buildsBarVisible: false, motion: 'reduced' } });
  });
});

describe('readPreferences', () => {
  it('gives the defaults for nothing, junk and values out of range, field by field', () => {
    expect(readPreferences(null)).toEqual(DEFAULT_PREFERENCES);
    expect(readPreferences('dark')).toEqual(DEFAULT_PREFERENCES);
    expect(readPreferences([1, 2])).toEqual(DEFAULT_PREFERENCES);
    expect(readPreferences({ theme: 'neon', toolLevel: 999, density: 'compact', toolClass: 'mage' })).toEqual({ ...DEFAULT_PREFERENCES, density: 'compact', toolClass: 'mage' });
  });

  it('starts dark, comfortable, with the device motion, the bar shown and a level 60 squire', () => {
    expect(DEFAULT_PREFERENCES).toEqual({ buildsBarVisible: true, theme: 'dark', density: 'comfortable', motion: 'system', toolClass: 'squire', toolLevel: 60 });
  });
});

describe('embedThemeOf', () => {
  it('takes the three themes from an address, and nothing else', () => {
    expect(embedThemeOf('?theme=light')).toBe('light');
    expect(embedThemeOf('embed=1&theme=dark')).toBe('dark');
    expect(embedThemeOf(new URLSearchParams({ embed: '1', theme: 'system' }))).toBe('system');
    for (const bad of ['', '?theme=', '?theme=Light', '?theme=blue', '?theme=light%00', '?embed=1']) expect(embedThemeOf(bad)).toBeNull();
  });
});
