import type { NormalizedCacheObject } from '@apollo/client';
import type { HydrationState as RouterHydrationState } from 'react-router';
import { SESSION_PENDING } from '@/lib/session';

/**
 * What a page rendered on the server hands to the browser, as JSON in
 * `<script type="application/json" id="almanac-state">` (never executable script: the content
 * security policy allows only our own script files): the Apollo cache the page was drawn from,
 * and the router's loader data.
 */
export interface HydrationState {
  apollo: NormalizedCacheObject;
  router: Pick<RouterHydrationState, 'loaderData' | 'actionData'>;
  /**
   * On a page drawn for no viewer (the shared body the server keeps in its cache), the operations whose answers depend
   * on who asks (PRIVATE): a browser with a session asks them again for its viewer once the page has hydrated.
   */
  viewerOperations?: string[];
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
