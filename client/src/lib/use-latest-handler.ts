import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function of the same identity for the component's life that calls the latest `handler`: an event prop for a
 * memoised child (which then is not drawn again because its parent made new closures), as long as the child calls it
 * only from events and effects, never while drawing.
 */
export function useLatestHandler<Args extends unknown[]>(handler: (...args: Args) => void): (...args: Args) => void {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
