import type { NormalizedCacheObject } from '@apollo/client';
import type { HydrationState as RouterHydrationState } from 'react-router';
import type { PageState } from '@game/render-contract';
import { SESSION_PENDING } from '@/lib/session';

/**
 * What a page rendered on the server hands to the browser, as JSON in
 * `<script type="application/json" id="almanac-state">` (never executable script: the content
 * security policy allows only our own script files): the server entry's `PageState` (the contract
 * both sides import), read with the types the browser's Apollo cache and router take.
 */
export interface HydrationState extends PageState {
  apollo: NormalizedCacheObject;
  router: Pick<RouterHydrationState, 'loaderData' | 'actionData'>;
}

export const HYDRATION_STATE_ID = 'almanac-state';

/** The page's server state, or null when the page was not rendered on the server (or its state does not parse). */
export function readHydrationState(document: Document): HydrationState | null {
  const text = document.getElementById(HYDRATION_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as HydrationState;
  } catch (error) {
    console.error('The page’s server state could not be read; drawing it afresh', error);
    return null;
  }
}

/** The operations to ask again for the viewer, when the page is the shared body served to a session (null otherwise). */
export function pendingViewerOperations(document: Document, state: HydrationState | null): string[] | null {
  if (document.documentElement.getAttribute(SESSION_PENDING.name) !== SESSION_PENDING.value) return null;
  return state?.viewerOperations ?? [];
}
