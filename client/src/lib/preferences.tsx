import { useApolloClient } from '@apollo/client/react';
import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_PREFERENCES, PREFERENCES_COOKIE, preferencesCookieValue, preferencesFromCookies, readPreferences, type Preferences } from '@game/rules/preferences';
import { BUILDS_BAR_KEY, parseBuildsBarVisible, writeBuildsBarVisible } from './builds-bar-visibility';
import { REDUCED_MOTION, useMediaQuery } from './use-media-query';
import type { SessionState } from './session';

/** Where the browser keeps the preferences (the builds bar's own key is kept as well). */
export const PREFERENCES_KEY = 'almanac.preferences';
/** Set when the player changes a preference while signed out: after the next sign-in they are asked which to keep. */
export const CHOSEN_SIGNED_OUT_KEY = 'almanac.preferences.chosenSignedOut';

function chosenSignedOut(store: Pick<Storage, 'getItem'> | null = storage()): boolean {
  try {
    return store?.getItem(CHOSEN_SIGNED_OUT_KEY) === '1';
  } catch {
    return false;
  }
}

function markChosenSignedOut(chosen: boolean, store: Pick<Storage, 'setItem' | 'removeItem'> | null = storage()): void {
  try {
    if (chosen) store?.setItem(CHOSEN_SIGNED_OUT_KEY, '1');
    else store?.removeItem(CHOSEN_SIGNED_OUT_KEY);
  } catch {
    // Blocked storage: nothing to ask about later.
  }
}

const LIGHT_SCHEME = '(prefers-color-scheme: light)';
const storage = (): Storage | null => (typeof window === 'undefined' ? null : window.localStorage);

/** The preferences this browser keeps; junk or blocked storage gives the defaults. */
export function readLocalPreferences(store: Pick<Storage, 'getItem'> | null = storage()): Preferences {
  let stored: unknown = null;
  let bar: string | null = null;
  try {
    stored = JSON.parse(store?.getItem(PREFERENCES_KEY) ?? 'null');
    bar = store?.getItem(BUILDS_BAR_KEY) ?? null;
  } catch {
    // Unreadable JSON or blocked storage: the defaults.
  }
  const preferences = readPreferences(stored);
  // The specification's own key for the bar wins over the copy in PREFERENCES_KEY.
  return bar === null ? preferences : { ...preferences, buildsBarVisible: parseBuildsBarVisible(bar) };
}

export function writeLocalPreferences(preferences: Preferences, store: Pick<Storage, 'setItem'> | null = storage()): void {
  try {
    store?.setItem(PREFERENCES_KEY, JSON.stringify(preferences));
  } catch {
    // Not remembered when storage is blocked; the choice still holds on this page.
  }
  writeBuildsBarVisible(store, preferences.buildsBarVisible);
  writePreferencesCookie(preferences);
}

/** The server draws the next page with them (a year; only this site reads it). */
function writePreferencesCookie(preferences: Preferences): void {
  if (typeof document !== 'undefined') document.cookie = `${PREFERENCES_COOKIE}=${preferencesCookieValue(preferences)}; path=/; max-age=31536000; samesite=lax`;
}

/** Whether this browser keeps any preference in local storage (nothing is stored until a choice is made). */
function keepsLocalPreferences(store: Pick<Storage, 'getItem'> | null = storage()): boolean {
  try {
    return store !== null && (store.getItem(PREFERENCES_KEY) !== null || store.getItem(BUILDS_BAR_KEY) !== null);
  } catch {
    return false;
  }
}

/**
 * The Cookie header of the request a page is rendered for on the server (entry-server.tsx
 * provides it); in the browser there is no provider and `document.cookie` is read.
 */
export const RequestCookiesContext = createContext<string | null>(null);

export interface PreferencesState {
  preferences: Preferences;
  /** Saves a change: in the profile when signed in (it shows once the server accepted it), else in the browser. Resolves with an error message, or null. */
  save(change: Partial<Preferences>): Promise<string | null>;
  /**
   * After a sign-in, the choices this device made while signed out when they differ from the
   * profile's: shown until the player keeps them for the profile or takes the profile's.
   */
  conflict: { keepDevice(): Promise<string | null>; useProfile(): void } | null;
}

const PreferencesContext = createContext<PreferencesState | null>(null);

export function usePreferences(): PreferencesState {
  const state = useContext(PreferencesContext);
  if (!state) throw new Error('usePreferences is used outside the shell');
  return state;
}

/**
 * The player's preferences: the profile's when signed in (live from every device
 * through the profile stream), the browser's otherwise. They are applied to the page as
 * `data-theme` (and `data-scheme`, the light or dark look it comes to), `data-density` and
 * `data-motion` on the root element.
 */
export function usePreferencesState(session: SessionState): PreferencesState {
  // The first render uses the preferences cookie, which the server read too, so hydration matches;
  // then local storage (the older home of the preferences) has the last word.
  const requestCookies = useContext(RequestCookiesContext);
  const [local, setLocal] = useState<Preferences>(() => preferencesFromCookies(requestCookies ?? (typeof document === 'undefined' ? null : document.cookie)) ?? DEFAULT_PREFERENCES);
  useEffect(() => {
    if (!keepsLocalPreferences()) return;
    const stored = readLocalPreferences();
    // Nothing to carry over when the browser holds what the page already shows (the cookie's, or
    // the defaults without one): a first visit writes nothing (the bar's key stays unset).
    if (JSON.stringify(stored) === JSON.stringify(preferencesFromCookies(document.cookie) ?? DEFAULT_PREFERENCES)) return;
    // Browsers that kept their preferences before the cookie existed: the cookie follows, and the page takes them (once).
    writePreferencesCookie(stored);
    startTransition(() => setLocal(stored));
  }, []);
  // The client's own mutate, not useMutation: the hook's code then comes with the pages that need it, not every page's first JavaScript.
  const client = useApolloClient();
  const fromProfile = session.viewer?.preferences ?? null;
  // Choices made on this device while signed out are not silently replaced by the profile's at
  // sign-in: they stay on screen and the player is asked which to keep.
  const [deviceChoice, setDeviceChoice] = useState<Preferences | null>(null);
  const preferences = useMemo(() => deviceChoice ?? (fromProfile ? readPreferences(fromProfile) : local), [deviceChoice, fromProfile, local]);

  // The browser keeps a copy of the profile's: the builds bar's key follows, and signing out keeps the last choices.
  useEffect(() => {
    if (!fromProfile) return;
    const profile = readPreferences(fromProfile);
    if (chosenSignedOut()) {
      const device = readLocalPreferences();
      if (JSON.stringify(device) !== JSON.stringify(profile)) {
        startTransition(() => setDeviceChoice(device));
        return;
      }
      markChosenSignedOut(false);
    }
    writeLocalPreferences(profile);
  }, [fromProfile]);

  // "system" follows the device's light or dark setting, live.
  const deviceLight = useMediaQuery(LIGHT_SCHEME);
  const scheme = preferences.theme === 'system' ? (deviceLight ? 'light' : 'dark') : preferences.theme;
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = preferences.theme;
    root.dataset.scheme = scheme;
    root.dataset.density = preferences.density;
    root.dataset.motion = preferences.motion;
  }, [preferences.theme, scheme, preferences.density, preferences.motion]);

  const signedIn = session.viewer !== null;
  const save = useCallback(
    async (change: Partial<Preferences>): Promise<string | null> => {
      if (signedIn) {
        try {
          const { UpdatePreferences } = await import('./signed-in-documents');
          await client.mutate({ mutation: UpdatePreferences, variables: { input: change } });
          return null;
        } catch (error) {
          console.error('Saving the preferences failed', error);
          return error instanceof Error && error.message ? error.message : 'Your preferences could not be saved. Try again in a moment.';
        }
      }
      const next = { ...readLocalPreferences(), ...change };
      writeLocalPreferences(next);
      markChosenSignedOut(true);
      setLocal(next);
      return null;
    },
    [signedIn, client],
  );

  const conflict = useMemo(
    () =>
      deviceChoice && fromProfile
        ? {
            keepDevice: async () => {
              const problem = await save(deviceChoice);
              if (problem === null) {
                markChosenSignedOut(false);
                setDeviceChoice(null);
              }
              return problem;
            },
            useProfile: () => {
              markChosenSignedOut(false);
              writeLocalPreferences(readPreferences(fromProfile));
              setDeviceChoice(null);
            },
          }
        : null,
    [deviceChoice, fromProfile, save],
  );

  return useMemo(() => ({ preferences, save, conflict }), [preferences, save, conflict]);
}

export function PreferencesProvider({ value, children }: { value: PreferencesState; children: ReactNode }) {
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}

/** Whether motion is to be reduced: the device asks for it, or the player chose "always reduced". */
export function useReducedMotion(): boolean {
  const { preferences } = usePreferences();
  const device = useMediaQuery(REDUCED_MOTION);
  return device || preferences.motion === 'reduced';
}

/** The same, outside React (for a one-off scroll): reads what the root element carries. */
export function reducedMotionNow(): boolean {
  return document.documentElement.dataset.motion === 'reduced' || window.matchMedia(REDUCED_MOTION).matches;
}
