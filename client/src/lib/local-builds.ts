/**
 * Builds made while signed out live in this browser until the player signs in and saves them
 * (DESIGN section 8). A local build is either a copy of a public build or a full set of build
 * fields (from the planner and trait tree).
 */
export const LOCAL_BUILDS_KEY = 'almanac.builds.local';
/** Enough for any real use; stops a loop from filling the browser's storage. */
export const LOCAL_BUILDS_MAX = 50;

export type LocalBuild =
  | { localId: string; name: string; savedAt: string; source: 'copy'; buildId: string }
  | { localId: string; name: string; savedAt: string; source: 'fields'; input: Record<string, unknown> };

/** A local build before it is stored (the store gives it its id and time). */
export type NewLocalBuild =
  | { name: string; source: 'copy'; buildId: string }
  | { name: string; source: 'fields'; input: Record<string, unknown> };

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

function write(storage: Storage | null, builds: LocalBuild[]): void {
  if (!storage) return;
  if (builds.length === 0) storage.removeItem(LOCAL_BUILDS_KEY);
  else storage.setItem(LOCAL_BUILDS_KEY, JSON.stringify(builds));
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
