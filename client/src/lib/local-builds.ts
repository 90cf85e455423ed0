import { useMemo, useSyncExternalStore } from 'react';
import { useModuleWhen } from './use-module-when';
import type { LocalBuild, LocalBuildView, NewLocalBuild } from './local-build-types';

/**
 * Builds made while signed out live in this browser until the player signs in and saves them.
 * A local build is either a copy of a public build or a full set of build
 * fields (from the planner and trait tree).
 */
export const LOCAL_BUILDS_KEY = 'almanac.builds.local';
/** Enough for any real use; stops a loop from filling the browser's storage. */
export const LOCAL_BUILDS_MAX = 50;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

const isLocalBuild = (value: unknown): value is LocalBuild => {
  const v = value as Partial<Record<string, unknown>> | null;
  if (!v || typeof v.localId !== 'string' || typeof v.name !== 'string' || typeof v.savedAt !== 'string') return false;
  return (v.source === 'copy' && typeof v.buildId === 'string') || (v.source === 'fields' && typeof v.input === 'object' && v.input !== null);
};

/** The stored local builds; anything unreadable is ignored rather than breaking the page. */
export function readLocalBuilds(storage: Storage | null): LocalBuild[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(LOCAL_BUILDS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isLocalBuild) : [];
  } catch {
    return [];
  }
}

/** Told to this page's readers after each change (other tabs get the browser's `storage` event). */
const CHANGED = 'almanac:local-builds';

function write(storage: Storage | null, builds: LocalBuild[]): void {
  if (!storage) return;
  if (builds.length === 0) storage.removeItem(LOCAL_BUILDS_KEY);
  else storage.setItem(LOCAL_BUILDS_KEY, JSON.stringify(builds));
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CHANGED));
}

/** Keeps a build in the browser; false when the browser already holds the maximum. */
export function addLocalBuild(storage: Storage | null, build: NewLocalBuild): boolean {
  const builds = readLocalBuilds(storage);
  if (builds.length >= LOCAL_BUILDS_MAX) return false;
  const localId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  write(storage, [...builds, { ...build, localId, savedAt: new Date().toISOString() } as LocalBuild]);
  return true;
}

export function removeLocalBuilds(storage: Storage | null, localIds: ReadonlySet<string>): void {
  write(storage, readLocalBuilds(storage).filter((b) => !localIds.has(b.localId)));
}

export const browserStorage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

const subscribe = (onChange: () => void) => {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
};
const snapshot = () => {
  try {
    return browserStorage()?.getItem(LOCAL_BUILDS_KEY) ?? null;
  } catch {
    return null;
  }
};
const fromRaw = (raw: string | null): Storage => ({ getItem: () => raw, setItem: () => undefined, removeItem: () => undefined });

/** The views' module (share-state and its migrations), loaded once when a local build is first shown. */
type ViewsModule = typeof import('./local-build-views');
let loadedViews: ViewsModule | null = null;
let loadingViews: Promise<ViewsModule> | null = null;
const loadViews = () =>
  (loadingViews ??= import('./local-build-views').then((module) => {
    loadedViews = module;
    return module;
  }));

/**
 * The builds kept in this browser, newest first, kept current when they change here or in another
 * tab. Read only in the browser: the server's render (and the first render after it) has none.
 * The rules that draw them (share-state and its migrations) load with the first build to show:
 * until they have, none shows.
 */
export function useLocalBuilds(): LocalBuildView[] {
  const raw = useSyncExternalStore(subscribe, snapshot, () => null);
  const builds = useMemo(() => readLocalBuilds(fromRaw(raw)), [raw]);
  const views = useModuleWhen(builds.length > 0, loadViews, 'The builds kept in this browser could not be shown', loadedViews);
  return useMemo(() => (views ? builds.map(views.localBuildView).reverse() : []), [views, builds]);
}

/**
 * One build kept in this browser as fields (its save input), or null: for the editor opening it
 * with all its variants. Read only in the browser, like {@link useLocalBuilds}.
 */
export function useLocalBuildInput(localId: string | null): Record<string, unknown> | null {
  const raw = useSyncExternalStore(subscribe, snapshot, () => null);
  return useMemo(() => {
    if (!localId) return null;
    const found = readLocalBuilds(fromRaw(raw)).find((b) => b.localId === localId);
    return found?.source === 'fields' ? found.input : null;
  }, [raw, localId]);
}
