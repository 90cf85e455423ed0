import { startTransition, useEffect, useState } from 'react';

/**
 * A module of the page's own code loaded when it is first `needed` and kept from then on: `null`
 * until it has loaded (or `loaded`, when an earlier render already has it). `load` must be the same
 * function on every render (a module-level import); a failed load is logged with `failure`.
 */
export function useModuleWhen<T>(needed: boolean, load: () => Promise<T>, failure: string, loaded: T | null = null): T | null {
  const [module, setModule] = useState<T | null>(loaded);
  useEffect(() => {
    if (!needed || module) return;
    let current = true;
    load().then(
      (value) => {
        // A transition: what the module draws mounts in slices, not in one long task.
        if (current) startTransition(() => setModule(() => value));
      },
      (error: unknown) => console.error(failure, error),
    );
    return () => {
      current = false;
    };
  }, [needed, module, load, failure]);
  return module;
}
