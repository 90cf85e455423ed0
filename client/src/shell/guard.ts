import type { SessionState, Viewer } from '@/lib/session';
import { safeReturnPath } from '@game/rules/return-path';

/** How long the admin guard waits for the profile (specification section 9). */
export const ADMIN_GUARD_WAIT_MS = 7000;

export type GuardDecision = { kind: 'allow' } | { kind: 'wait' } | { kind: 'redirect'; to: string };

export const loginPathFor = (returnTo: string) => `/login?returnTo=${encodeURIComponent(returnTo)}`;

/**
 * The admin guard of the /manage routes, in the order of specification section 6: authentication
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
 * Where /login sends someone who is already signed in (DESIGN section 7): back where they came
 * from, except a non-admin sent by the admin guard, who lands on /news.
 */
export function loginDestination(viewer: Viewer, returnTo: string | null): string {
  return loginRedirect(viewer, returnTo).to;
}

/** The words shown to a non-admin sent away from /manage (issue 14). */
export const ADMINS_ONLY = 'That page is for admins.';

/** Where /login sends a signed-in player, and the notice to show there when they were turned away. */
export function loginRedirect(viewer: Viewer, returnTo: string | null): { to: string; notice: string | null } {
  const safe = safeReturnPath(returnTo);
  const target = safe === '/' ? '/news' : safe;
  if (/^\/manage(\/|\?|$)/.test(target) && viewer.role !== 'admin') return { to: '/news', notice: ADMINS_ONLY };
  if (/^\/login(\/|\?|$)/.test(target)) return { to: '/news', notice: null };
  return { to: target, notice: null };
}
