import { CLASS_NAMES, type ClassId } from '@game/rules/constants';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

interface BuildPreviewState {
  /** The build shown in the preview dialog, or null when it is closed. */
  buildId: string | null;
  open(buildId: string): void;
  close(): void;
}

const BuildPreviewContext = createContext<BuildPreviewState | null>(null);

/** One Build Preview dialog for the whole site; the carousel and listings open it by build id. */
export function BuildPreviewProvider({ children }: { children: ReactNode }) {
  const [buildId, setBuildId] = useState<string | null>(null);
  const value = useMemo(() => ({ buildId, open: setBuildId, close: () => setBuildId(null) }), [buildId]);
  return <BuildPreviewContext.Provider value={value}>{children}</BuildPreviewContext.Provider>;
}

export function useBuildPreview(): BuildPreviewState {
  const state = useContext(BuildPreviewContext);
  if (!state) throw new Error('useBuildPreview is used outside BuildPreviewProvider');
  return state;
}

/** Where a build opens: the planner for planner builds, the trait tree otherwise. */
export function buildToolPath(build: { id: string; isPlannerBuild: boolean }): string {
  return `/tools/${build.isPlannerBuild ? 'planner' : 'trait-tree'}?build=${encodeURIComponent(build.id)}`;
}

export const className = (id: string) => CLASS_NAMES[id as ClassId] ?? id;
