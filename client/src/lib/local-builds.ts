import { useMemo, useSyncExternalStore } from 'react';
import { CLASS_IDS, CLASS_NAMES, SLOT_IDS, STAT_IDS, type ClassId, type SlotId } from '@game/rules/constants';
import { defaultSharedBuild, encodeShareState, isTargetId, type SharedBuild } from '@game/rules/share-state';

/**
 * Builds made while signed out live in this browser until the player signs in and saves them
 * (DESIGN section 8). A local build is either a copy of a public build or a full set of build
 * fields (from the planner and trait tree).
 */
export const LOCAL_BUILDS_KEY = 'almanac.builds.local';
/** Enough for any real use; stops a loop from filling the browser's storage. */
export const LOCAL_BUILDS_MAX = 50;


/** A copy remembers the class and level it showed when it was kept (older copies did not: they show none). */
export type LocalBuild =
  | { localId: string; name: string; savedAt: string; source: 'copy'; buildId: string; characterClass?: string; level?: number }
  | { localId: string; name: string; savedAt: string; source: 'fields'; input: Record<string, unknown> };

/** A local build before it is stored (the store gives it its id and time). */
export type NewLocalBuild =
  | { name: string; source: 'copy'; buildId: string; characterClass?: string; level?: number }
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

const asClass = (value: unknown): ClassId | null => (CLASS_IDS as readonly unknown[]).includes(value) ? (value as ClassId) : null;
const asNumber = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** What the lists show of a local build (issue 25 part 5): its class and level when known, and where Open goes. */
export interface LocalBuildView {
  localId: string;
  name: string;
  savedAt: string;
  /** The class's name, or null for an old copy that did not keep it. */
  className: string | null;
  level: number | null;
  kind: 'planner' | 'trait tree' | 'copy';
  /** The tool with the build's state and name, or the public build's page for a copy. */
  openPath: string;
}

/**
 * The variants of a build kept as fields (issue 25 part 2): the save input's `variants`, or for an
 * input kept before variants, its own fields as one variant. Each with its name (null for the old shape).
 */
export function localBuildVariants(input: Record<string, unknown>): Array<{ name: string | null; fields: Record<string, unknown> }> {
  if (!Array.isArray(input.variants) || input.variants.length === 0) return [{ name: null, fields: input }];
  return (input.variants as unknown[]).flatMap((variant) =>
    typeof variant === 'object' && variant !== null ? [{ name: typeof (variant as { name?: unknown }).name === 'string' ? ((variant as { name: string }).name) : null, fields: variant as Record<string, unknown> }] : [],
  );
}

/** Every variant of a build kept as fields, as the tools' states with their names (`fallbackName` for the old shape). */
export function localBuildStates(input: Record<string, unknown>, fallbackName: string): Array<{ name: string; build: SharedBuild }> {
  return localBuildVariants(input).map((variant) => ({ name: variant.name ?? fallbackName, build: stateOfFields(asClass(input.class), variant.fields) }));
}

/** The tools' state of a build kept as fields (the save input the editor wrote): its first variant. */
export function localBuildState(input: Record<string, unknown>): SharedBuild {
  return stateOfFields(asClass(input.class), localBuildVariants(input)[0]?.fields ?? input);
}

function stateOfFields(characterClass: ClassId | null, input: Record<string, unknown>): SharedBuild {
  const build = defaultSharedBuild();
  build.characterClass = characterClass ?? build.characterClass;
  build.level = asNumber(input.characterLevel) ?? build.level;
  if (Array.isArray(input.assignedPoints)) {
    build.points = input.assignedPoints.flatMap((entry: { trait?: unknown; points?: unknown }) => {
      const trait = asNumber(entry?.trait);
      const points = asNumber(entry?.points);
      return trait !== null && points !== null ? [[trait, points] as [number, number]] : [];
    });
  }
  const stats = (input.statAllocations ?? {}) as Record<string, unknown>;
  for (const stat of STAT_IDS) build.stats[stat] = asNumber(stats[stat]) ?? 0;
  if (Array.isArray(input.equippedItemIds)) {
    for (const entry of input.equippedItemIds as Array<{ slot?: unknown; itemId?: unknown }>) {
      if ((SLOT_IDS as readonly unknown[]).includes(entry?.slot) && typeof entry.itemId === 'string') build.equipment[entry.slot as SlotId] = entry.itemId;
    }
  }
  if (isTargetId(input.targetMonsterId)) build.target = input.targetMonsterId;
  return build;
}

export function localBuildView(build: LocalBuild): LocalBuildView {
  if (build.source === 'copy') {
    const characterClass = asClass(build.characterClass);
    return {
      localId: build.localId, name: build.name, savedAt: build.savedAt,
      className: characterClass ? CLASS_NAMES[characterClass] : null, level: build.level ?? null,
      kind: 'copy', openPath: `/builds/${encodeURIComponent(build.buildId)}`,
    };
  }
  const state = localBuildState(build.input);
  const planner = build.input.isPlannerBuild === true;
  const search = new URLSearchParams({ state: encodeShareState(state), name: build.name });
  // A build with variants opens with all of them (`local=`, read by the editor after hydration), on its first.
  const variants = localBuildVariants(build.input);
  if (variants.length > 1) {
    search.set('local', build.localId);
    if (variants[0]!.name) search.set('variant', variants[0]!.name);
  }
  return {
    localId: build.localId, name: build.name, savedAt: build.savedAt,
    className: CLASS_NAMES[state.characterClass], level: state.level,
    kind: planner ? 'planner' : 'trait tree', openPath: `${planner ? '/tools/planner' : '/tools/trait-tree'}?${search}`,
  };
}

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
const viewsOf = (raw: string | null): LocalBuildView[] =>
  readLocalBuilds({ getItem: () => raw, setItem: () => undefined, removeItem: () => undefined }).map(localBuildView).reverse();

/**
 * The builds kept in this browser, newest first, kept current when they change here or in another
 * tab. Read only in the browser: the server's render (and the first render after it) has none.
 */
export function useLocalBuilds(): LocalBuildView[] {
  const raw = useSyncExternalStore(subscribe, snapshot, () => null);
  return useMemo(() => viewsOf(raw), [raw]);
}

/**
 * One build kept in this browser as fields (its save input), or null: for the editor opening it
 * with all its variants. Read only in the browser, like {@link useLocalBuilds}.
 */
export function useLocalBuildInput(localId: string | null): Record<string, unknown> | null {
  const raw = useSyncExternalStore(subscribe, snapshot, () => null);
  return useMemo(() => {
    if (!localId) return null;
    const found = readLocalBuilds({ getItem: () => raw, setItem: () => undefined, removeItem: () => undefined }).find((b) => b.localId === localId);
    return found?.source === 'fields' ? found.input : null;
  }, [raw, localId]);
}
