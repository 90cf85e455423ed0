import { CLASS_IDS, MAX_LEVEL, type ClassId } from './constants';

/**
 * A player's preferences: kept in the browser when signed out, in the profile when
 * signed in (and then live on the player's other devices). One reading of stored or sent values,
 * used by the server (to check what is saved) and the client (to read local storage).
 */
export const THEMES = ['dark', 'light', 'system'] as const;
export type Theme = (typeof THEMES)[number];
export const DENSITIES = ['comfortable', 'compact'] as const;
export type Density = (typeof DENSITIES)[number];
/** `system` follows the device's reduced-motion setting; `reduced` always reduces motion. */
export const MOTIONS = ['system', 'reduced'] as const;
export type Motion = (typeof MOTIONS)[number];

export interface Preferences {
  /** The builds bar under the header, shown or hidden. */
  buildsBarVisible: boolean;
  theme: Theme;
  density: Density;
  motion: Motion;
  /** The class and level the planner and the trait tree start a new build with. */
  toolClass: ClassId;
  toolLevel: number;
}

/** The site as it looks without any choice made: dark (its own look), comfortable, the device's motion setting, a level 60 squire. */
export const DEFAULT_PREFERENCES: Readonly<Preferences> = Object.freeze({
  buildsBarVisible: true,
  theme: 'dark',
  density: 'comfortable',
  motion: 'system',
  toolClass: 'squire',
  toolLevel: 60,
});

const oneOf = <T extends string>(values: readonly T[], value: unknown): value is T => typeof value === 'string' && (values as readonly string[]).includes(value);
const isToolLevel = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_LEVEL;

/**
 * The look an embed page is asked for by its address (`/embed/builds/{id}?theme=light`, a map with
 * `?embed=1&theme=light`): the host site matches its own colours; any other value is no choice (null).
 */
export function embedThemeOf(search: string | URLSearchParams): Theme | null {
  const value = (typeof search === 'string' ? new URLSearchParams(search) : search).get('theme');
  return oneOf(THEMES, value) ? value : null;
}

export type PreferenceField = keyof Preferences;

/** Messages for a value out of range; safe to show next to the field. */
export const PREFERENCE_MESSAGES: Record<PreferenceField, string> = {
  buildsBarVisible: 'The builds bar is either shown or hidden.',
  theme: 'The theme is dark, light or the system’s.',
  density: 'Tables are comfortable or compact.',
  motion: 'Motion follows the system or is always reduced.',
  toolClass: `The tools start with one of the classes: ${CLASS_IDS.join(', ')}.`,
  toolLevel: `The tools start at a whole level from 1 to ${MAX_LEVEL}.`,
};

const valid: Record<PreferenceField, (value: unknown) => boolean> = {
  buildsBarVisible: (value) => typeof value === 'boolean',
  theme: (value) => oneOf(THEMES, value),
  density: (value) => oneOf(DENSITIES, value),
  motion: (value) => oneOf(MOTIONS, value),
  toolClass: (value) => oneOf(CLASS_IDS, value),
  toolLevel: isToolLevel,
};

/**
 * Checks a change of some preferences: the fields given (null or absent leaves one as it is).
 * The first bad field and its message when one is out of range; nothing is applied then.
 */
export function checkPreferenceChange(change: Partial<Record<PreferenceField, unknown>>): { ok: true; value: Partial<Preferences> } | { ok: false; field: PreferenceField; message: string } {
  const value: Partial<Record<PreferenceField, unknown>> = {};
  for (const field of Object.keys(valid) as PreferenceField[]) {
    const given = change[field];
    if (given === undefined || given === null) continue;
    if (!valid[field](given)) return { ok: false, field, message: PREFERENCE_MESSAGES[field] };
    value[field] = given;
  }
  return { ok: true, value: value as Partial<Preferences> };
}

/**
 * Preferences read from anything stored (local storage JSON, an old profile): every field that is
 * missing or out of range takes its default, so junk never breaks a page.
 */
export function readPreferences(stored: unknown): Preferences {
  const source = stored !== null && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  const result = { ...DEFAULT_PREFERENCES } as Record<PreferenceField, unknown>;
  for (const field of Object.keys(valid) as PreferenceField[]) {
    if (valid[field](source[field])) result[field] = source[field];
  }
  return result as unknown as Preferences;
}

/**
 * The cookie that carries a signed-out browser's preferences to the server, beside
 * local storage: the server draws the page with them (the theme on `<html>`, so a light page is
 * light from its first paint; the builds bar as the player left it), and the browser starts from
 * the same cookie, so the page it hydrates is the one the server drew.
 */
export const PREFERENCES_COOKIE = 'almanac.preferences';

/** The cookie's value: the preferences as JSON, URI-encoded (cookie-safe). */
export const preferencesCookieValue = (preferences: Preferences): string => encodeURIComponent(JSON.stringify(preferences));

/** The preferences of a Cookie header (or `document.cookie`), or null when it carries none that parse. */
export function preferencesFromCookies(cookies: string | null | undefined): Preferences | null {
  if (!cookies) return null;
  for (const part of cookies.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== PREFERENCES_COOKIE) continue;
    try {
      return readPreferences(JSON.parse(decodeURIComponent(part.slice(at + 1).trim())));
    } catch {
      return null;
    }
  }
  return null;
}
