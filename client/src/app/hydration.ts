import type { NormalizedCacheObject } from '@apollo/client';
import type { HydrationState as RouterHydrationState } from 'react-router';

/**
 * What a page rendered on the server hands to the browser, as JSON in
 * `<script type="application/json" id="almanac-state">` (never executable script: the content
 * security policy allows only our own script files): the Apollo cache the page was drawn from,
 * and the router's loader data.
 */
export interface HydrationState {
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
