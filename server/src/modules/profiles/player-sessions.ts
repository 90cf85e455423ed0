import { createHash } from 'node:crypto';
import Bowser from 'bowser';
import type session from 'express-session';
import type { Store, StoredDocument } from '../../store/port';

/** Where express-session's sessions are stored (auth/session-store.ts writes them). */
export const SESSIONS_COLLECTION = 'sessions';

/** What this file reads of a stored session (auth/session-store.ts has the whole of it). */
interface SessionDocument extends StoredDocument {
  data: string;
  expiresAt: string;
  profileId?: string;
}

/** One of a player's active sessions, as the player sees it (never the session id itself). */
export interface SessionSummary {
  /** A hash of the session id: names the session to sign it out, and cannot be used as the cookie. */
  id: string;
  /** "Firefox on Android" and the like, from the user agent at sign-in; null when unknown. */
  device: string | null;
  /** When the player signed in; null for sessions from before this was kept. */
  createdAt: string | null;
  /** When the session was last used, to the hour (the session's expiry is written at most hourly). */
  lastUsedAt: string | null;
  /** The session of the request asking. */
  current: boolean;
}

/** What a session's data keeps about its sign-in for this list. */
interface SignInFacts {
  signedInAt?: string;
  userAgent?: string;
}

/** The public name of a session id: a hash, so no list or page ever shows the cookie's secret part. */
export function publicSessionId(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('base64url').slice(0, 22);
}

/** "Chrome on Windows", "Safari on iOS"; null when the user agent says neither. */
export function deviceOf(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name;
  const os = parsed.os.name;
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? null;
}

const sessionsOf = (store: Store) => store.collection<SessionDocument>(SESSIONS_COLLECTION);

/** The profile's sessions that have not expired, the asking one first, then the most recently used. */
export async function listSessions(store: Store, profileId: string, currentSessionId: string | undefined): Promise<SessionSummary[]> {
  const now = new Date().toISOString();
  const rows = await sessionsOf(store).find({ profileId, expiresAt: { $gt: now } }, { limit: 500 });
  const summaries = rows.map((row): SessionSummary => {
    let data: session.SessionData & SignInFacts;
    try {
      data = JSON.parse(row.data) as session.SessionData & SignInFacts;
    } catch {
      data = {} as session.SessionData;
    }
    const lifetime = data.cookie?.originalMaxAge;
    return {
      id: publicSessionId(row._id),
      device: deviceOf(data.userAgent),
      createdAt: data.signedInAt ?? null,
      lastUsedAt: typeof lifetime === 'number' ? new Date(Date.parse(row.expiresAt) - lifetime).toISOString() : null,
      current: row._id === currentSessionId,
    };
  });
  return summaries.sort((a, b) => Number(b.current) - Number(a.current) || (b.lastUsedAt ?? '').localeCompare(a.lastUsedAt ?? ''));
}

/**
 * Ends one of the profile's sessions, named by its public id; false when the profile has no such
 * session. Deleting it from the store ends it on every process: the sessions' change feed closes
 * its WebSockets and Server-Sent Events streams wherever they are open.
 */
export async function endSession(store: Store, profileId: string, publicId: string): Promise<boolean> {
  const rows = await sessionsOf(store).find({ profileId }, { projection: { _id: 1 }, limit: 500 });
  const match = rows.find((row) => publicSessionId(row._id) === publicId);
  if (!match) return false;
  return sessionsOf(store).deleteOne({ _id: match._id, profileId });
}

/**
 * Ends every session of a profile (sign out everywhere; after a profile merge or an account's
 * deletion), except the session `except` names (a raw session id) when given; returns how many
 * ended. Their WebSockets and Server-Sent Events streams close on every process through the
 * sessions' change feed.
 */
export async function endSessionsOfProfile(store: Store, profileId: string, options: { except?: string } = {}): Promise<number> {
  if (!profileId) return 0;
  const filter = options.except ? { profileId, _id: { $ne: options.except } } : { profileId };
  return sessionsOf(store).deleteMany(filter);
}
