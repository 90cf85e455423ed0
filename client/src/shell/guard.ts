import type { SessionState, Viewer } from '@/lib/session';
import { safeReturnPath } from '@game/rules/return-path';

/** How long the admin guard waits for the profile. */
export const ADMIN_GUARD_WAIT_MS = 7000;

export type GuardDecision = { kind: 'allow' } | { kind: 'wait' } | { kind: 'redirect'; to: string };

export const loginPathFor = (returnTo: string) => `/login?returnTo=${encodeURIComponent(returnTo)}`;

/**
 * The admin guard of the /manage routes, in this order: authentication
 * first (its redirect is the login page); a profile already showing another role goes to /login;
 * otherwise wait for a profile with id and role, and go to /login on time-out.
 */
export function adminGuardDecision(
  status: SessionState['status'],
  viewer: Viewer | null,
  timedOut: boolean,
  path: string,
): GuardDecision {
  if (status === 'signed-out') return { kind: 'redirect', to: loginPathFor(path) };
  if (viewer?.id && viewer.role) {
    return viewer.role === 'admin' ? { kind: 'allow' } : { kind: 'redirect', to: loginPathFor(path) };
  }
  return timedOut ? { kind: 'redirect', to: loginPathFor(path) } : { kind: 'wait' };
}

/**
 * Where /login sends someone who is already signed in: back where they came
 * from, except a non-admin sent by the admin guard, who lands on /news.
 */
export function loginDestination(viewer: Viewer, returnTo: string | null): string {
  return loginRedirect(viewer, returnTo).to;
}

/** The words shown to a non-admin sent away from /manage. */
export const ADMINS_ONLY = 'That page is for admins.';

/**
 * Why a redirect sent the player where they are: the redirect carries `?notice=<key>`,
 * so the server, which answers it with an HTTP 302, draws the word on the page it lands on too,
 * and the shell shows it once (it takes the key out of the address after hydration).
 */
export const NOTICES = {
  'admins-only': ADMINS_ONLY,
  'not-found': 'That page was not found, so here is the news.',
} as const;
export type NoticeKey = keyof typeof NOTICES;

/** `path` with the notice `key` in its query (kept beside the query it has). */
export function withNotice(path: string, key: NoticeKey): string {
  const url = new URL(path, 'http://almanac.invalid');
  url.searchParams.set('notice', key);
  return `${url.pathname}${url.search}`;
}

/** The words of the notice a query carries, or null for none (or a key it does not know). */
export function noticeOf(search: string): string | null {
  const key = new URLSearchParams(search).get('notice');
  return key !== null && Object.hasOwn(NOTICES, key) ? NOTICES[key as NoticeKey] : null;
}

/** Where /login sends a signed-in player, and the notice to show there when they were turned away. */
export function loginRedirect(viewer: Viewer, returnTo: string | null): { to: string; notice: string | null } {
  const safe = safeReturnPath(returnTo);
  const target = safe === '/' ? '/news' : safe;
  if (/^\/manage(\/|\?|$)/.test(target) && viewer.role !== 'admin') return { to: withNotice('/news', 'admins-only'), notice: ADMINS_ONLY };
  if (/^\/login(\/|\?|$)/.test(target)) return { to: '/news', notice: null };
  return { to: target, notice: null };
}
