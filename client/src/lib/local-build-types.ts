/** The shapes of the builds kept in this browser: the store (local-builds.ts) and the views (local-build-views.ts) both read them. */

/** A copy remembers the class and level it showed when it was kept (older copies did not: they show none). */
export type LocalBuild =
  | { localId: string; name: string; savedAt: string; source: 'copy'; buildId: string; characterClass?: string; level?: number }
  | { localId: string; name: string; savedAt: string; source: 'fields'; input: Record<string, unknown> };

/** A local build before it is stored (the store gives it its id and time). */
export type NewLocalBuild =
  | { name: string; source: 'copy'; buildId: string; characterClass?: string; level?: number }
  | { name: string; source: 'fields'; input: Record<string, unknown> };

/** What the lists show of a local build: its class and level when known, and where Open goes. */
export interface LocalBuildView {
  localId: string;
  name: string;
  savedAt: string;
  /** The class's name, or null for an old copy that did not keep it. */
  className: string | null;
  level: number | null;
  kind: 'planner' | 'trait tree' | 'copy';
  /** How many variants it keeps (1 for a copy, which keeps none of its own). */
  variantCount: number;
  /** The tool with the build's state and name, or the public build's page for a copy. */
  openPath: string;
}
