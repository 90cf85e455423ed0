import { createContext, useContext, useEffect, useId, useRef, useSyncExternalStore } from 'react';
import type { Location, NavigationType } from 'react-router';

/**
 * What a page reads of its route, on the server and in the browser alike (app/data-router.tsx draws the routes with
 * it): the answer of the route's loader, the error its error element shows, and the guard that holds a navigation
 * while the page has something to lose. These are React Router's `useLoaderData`, `useRouteError` and `useBlocker`
 * with the same meaning; ours because the browser runs React Router's small declarative router, not its data router
 * (why: app/data-router.tsx).
 */

/** One drawn route: its loader's answer (undefined for a route without a loader) and, at an error element, the error. */
export interface RouteFrame {
  data: unknown;
  error: unknown;
}

export const RouteFrameContext = createContext<RouteFrame>({ data: undefined, error: undefined });

/** The answer of the nearest route's loader (the route whose page or layout this component is in). */
export function useLoaderData<T>(): T {
  return useContext(RouteFrameContext).data as T;
}

/** In a route's error element: what failed (a loader's throw, a failed chunk, or a render's error). */
export function useRouteError(): unknown {
  return useContext(RouteFrameContext).error;
}

/** A navigation held by a blocker: `proceed` lets it go on, `reset` stays. */
export interface Blocker {
  state: 'unblocked' | 'blocked' | 'proceeding';
  location?: Location;
  proceed?: () => void;
  reset?: () => void;
}

export type BlockerFunction = (navigation: { currentLocation: Location; nextLocation: Location; historyAction: NavigationType }) => boolean;

/** The router's side of the blockers (app/data-router.tsx): none on the server, where nothing navigates. */
export interface Blockers {
  register(key: string, shouldBlock: BlockerFunction): () => void;
  blocker(key: string): Blocker;
  subscribe(listener: () => void): () => void;
}

export const BlockersContext = createContext<Blockers | null>(null);

export const IDLE_BLOCKER: Blocker = { state: 'unblocked' };

const noBlockers: Blockers = { register: () => () => undefined, blocker: () => IDLE_BLOCKER, subscribe: () => () => undefined };

/** Holds a navigation away while `shouldBlock` says so (links, `navigate` and the browser's Back and Forward). */
export function useBlocker(shouldBlock: BlockerFunction): Blocker {
  const blockers = useContext(BlockersContext) ?? noBlockers;
  const key = useId();
  // The latest function decides, without registering again at every render.
  const latest = useRef(shouldBlock);
  useEffect(() => {
    latest.current = shouldBlock;
  });
  useEffect(() => blockers.register(key, (navigation) => latest.current(navigation)), [blockers, key]);
  return useSyncExternalStore(
    blockers.subscribe,
    () => blockers.blocker(key),
    () => IDLE_BLOCKER,
  );
}
