import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

/** What a report names: the kind of thing, its id, and words for the dialog's title ("the comment by Ann"). */
export interface ReportTarget {
  kind: 'BUILD' | 'NOTES' | 'COMMENT' | 'PROFILE';
  id: string;
  /** Read out in the dialog's title: "Report the comment by Ann". */
  label: string;
  /** The thing's own address on this site (the illegal-content notice's URL is filled in with it). */
  path: string;
}

interface ReportState {
  /** The thing being reported, or null when the report dialog is closed. */
  target: ReportTarget | null;
  open(target: ReportTarget): void;
  close(): void;
}

const ReportContext = createContext<ReportState | null>(null);

/** One report dialog for the whole site; every Report button opens it with its thing. */
export function ReportProvider({ children }: { children: ReactNode }) {
  const [target, setTarget] = useState<ReportTarget | null>(null);
  const value = useMemo(() => ({ target, open: setTarget, close: () => setTarget(null) }), [target]);
  return <ReportContext.Provider value={value}>{children}</ReportContext.Provider>;
}

export function useReport(): ReportState {
  const state = useContext(ReportContext);
  if (!state) throw new Error('useReport is used outside ReportProvider');
  return state;
}
