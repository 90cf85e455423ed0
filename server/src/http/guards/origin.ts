import type { IncomingMessage } from 'node:http';

/**
 * Where a request says it comes from: `none` (no Origin header: tools, and browsers on same-origin
 * GETs), `site` (this site: its public address or the address the browser used, Host), or
 * `foreign` (any other origin, `null` included: another site, or another port or subdomain of the
 * same site, which still carries the site's cookie because cookies ignore ports).
 */
export type OriginVerdict = 'none' | 'site' | 'foreign';

/** The one origin rule of the streaming transports (WebSocket upgrade and Server-Sent Events). */
export function createOriginCheck(publicUrl: string): (request: IncomingMessage) => OriginVerdict {
  const siteOrigin = new URL(publicUrl).origin;
  return (request) => {
    const origin = request.headers.origin;
    if (origin === undefined) return 'none';
    if (origin === siteOrigin) return 'site';
    try {
      return new URL(origin).host === request.headers.host ? 'site' : 'foreign';
    } catch {
      return 'foreign';
    }
  };
}

/** The one refusal text for a foreign origin, on the WebSocket upgrade and on Server-Sent Events. */
export const FOREIGN_ORIGIN_MESSAGE = 'Live connections (WebSocket and Server-Sent Events) are only accepted from this site.';

export interface OriginPolicy {
  /**
   * Whether a foreign origin is let in when the request carries no session cookie. False on the
   * WebSocket; true on `/graphql/stream`, open to anonymous cross-origin use (CORS without
   * credentials): such a request can act as nobody, while a foreign request that
   * carries the cookie (a sibling port or subdomain, F4) stays refused.
   */
  foreignWithoutSession: boolean;
}

/** Whether the origin rule refuses this request. */
export function refusedByOrigin(verdict: OriginVerdict, carriesSession: boolean, policy: OriginPolicy): boolean {
  if (verdict !== 'foreign') return false;
  return carriesSession || !policy.foreignWithoutSession;
}
