import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * Whether the page's script is running it: false on the server and while the browser
 * hydrates a page the server drew (so the markup matches), true from the render after hydration,
 * and from the first render of a page drawn in the browser. Controls that need JavaScript read it
 * to say they are not ready yet (`aria-disabled`, `data-pending`) instead of ignoring a click.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
