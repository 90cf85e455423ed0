import type { ReactNode } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * A list's filters: live in the page once its script runs (each field writes the
 * address as it changes), and a plain GET form before that and without JavaScript. Each field
 * carries the name of its query parameter, so Enter in a field sends the filters to the same
 * address and the server draws the filtered list. The form's default button (for that Enter) is
 * there, out of sight, only until the page is hydrated; after that a submit does nothing.
 */
export function FilterForm({ label, className = 'filters', children }: { label: string; className?: string; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <form className={className} role="search" aria-label={label} method="get" onSubmit={(event) => event.preventDefault()}>
      {children}
      <button type="submit" className="filters-submit" hidden={hydrated} tabIndex={-1}>
        Apply the filters
      </button>
    </form>
  );
}
