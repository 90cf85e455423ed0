import type { ReactNode } from 'react';

/**
 * The one "Loading…" placeholder: a status region, busy (`aria-busy`) until the data is there
 * and the page replaces it. Its class `.loading` is what the route checks wait on
 * (tests/support/route-visit.ts).
 */
export function Loading({ children = 'Loading…' }: { children?: ReactNode }) {
  return (
    <p className="loading" role="status" aria-busy="true">
      {children}
    </p>
  );
}
