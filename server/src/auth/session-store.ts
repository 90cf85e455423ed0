import session from 'express-session';
import type { Collection, Store, StoredDocument } from '../store/port';
import type { Followers } from '../store/follow';

import { SESSIONS_COLLECTION } from '../modules/profiles/player-sessions';

export { SESSIONS_COLLECTION };

export interface SessionDocument extends StoredDocument {
  /** The session as JSON (the cookie part holds a Date, which a JSON string keeps exactly). */
  data: string;
  expiresAt: string;
  /**
   * The signed-in profile (indexed), so a player's sessions can be listed and ended; '' for a
   * session nobody signed in with. Missing on sessions stored before it existed, until
   * {@link DocumentSessionStore.migrateProfileIds} (at start) writes it from `data`.
   */
  profileId?: string;
}

/** The profile a session's data is signed in as, or ''. */
export function profileIdOf(data: session.SessionData): string {
  const user = data.passport?.user;
  return typeof user === 'string' ? user : '';
}

type Callback = (error?: unknown) => void;

/**
 * A request of a signed-in player extends its session (express-session's rolling expiry, `touch`), but the new expiry
 * is written only once the stored one is this much behind it: a write on every request made each signed-in request
 * wait for a store write (in the embedded store, a file append queued behind every other session's). A session in
 * use loses at most this much of its lifetime; a short one (a pending sign-in) at most a tenth of it.
 */
export const TOUCH_AFTER_MS = 60 * 60 * 1000;
/** Sessions whose stored expiry the store remembers between a request's read and its touch (oldest forgotten first). */
const KNOWN_EXPIRIES = 10_000;

/**
 * express-session's store on the document-store port, so sessions live in
 * the embedded store or MongoDB like everything else and survive restarts. Expired sessions
 * are never returned; `purgeExpired` removes them from storage.
 */
export class DocumentSessionStore extends session.Store {
  private readonly sessions: Collection<SessionDocument>;
  /** The expiry last read or written for a session id, in ms: what `touch` compares the new one with. */
  private readonly knownExpiry = new Map<string, number>();

  constructor(
    store: Store,
    private readonly ttlMs: number,
  ) {
    super();
    this.sessions = store.collection<SessionDocument>(SESSIONS_COLLECTION);
  }

  private expiryOf(data: session.SessionData): string {
    const expires = data.cookie?.expires;
    return (expires ? new Date(expires) : new Date(Date.now() + this.ttlMs)).toISOString();
  }

  private remember(sid: string, expiresAt: string): void {
    this.knownExpiry.delete(sid);
    this.knownExpiry.set(sid, Date.parse(expiresAt));
    if (this.knownExpiry.size > KNOWN_EXPIRIES) this.knownExpiry.delete(this.knownExpiry.keys().next().value!);
  }

  override get(sid: string, callback: (error: unknown, data?: session.SessionData | null) => void): void {
    this.sessions.findOne({ _id: sid }).then(
      async (doc) => {
        if (!doc) {
          this.knownExpiry.delete(sid);
          return callback(null, null);
        }
        if (doc.expiresAt <= new Date().toISOString()) {
          this.knownExpiry.delete(sid);
          await this.sessions.deleteOne({ _id: sid });
          return callback(null, null);
        }
        this.remember(sid, doc.expiresAt);
        callback(null, JSON.parse(doc.data) as session.SessionData);
      },
      (error) => callback(error),
    );
  }

  override set(sid: string, data: session.SessionData, callback: Callback = () => undefined): void {
    const expiresAt = this.expiryOf(data);
    this.sessions
      .updateOne({ _id: sid }, { $set: { data: JSON.stringify(data), expiresAt, profileId: profileIdOf(data) } }, { upsert: true })
      .then(() => {
        this.remember(sid, expiresAt);
        callback();
      }, callback);
  }

  override touch(sid: string, data: session.SessionData, callback: Callback = () => undefined): void {
    const expiresAt = this.expiryOf(data);
    const behind = Date.parse(expiresAt) - (this.knownExpiry.get(sid) ?? Number.NEGATIVE_INFINITY);
    const lifetime = data.cookie?.originalMaxAge ?? this.ttlMs;
    // The stored expiry is recent enough (TOUCH_AFTER_MS): nothing to write.
    if (behind >= 0 && behind < Math.min(TOUCH_AFTER_MS, lifetime / 10)) return callback();
    // Extending the expiry is not worth failing a read for (the store may be refusing writes).
    this.sessions.updateOne({ _id: sid }, { $set: { expiresAt } }).then(
      () => {
        this.remember(sid, expiresAt);
        callback();
      },
      () => callback(),
    );
  }

  /** Ends a session (sign-out, or the old id at sign-in); emits `ended` so its open sockets close too. */
  override destroy(sid: string, callback: Callback = () => undefined): void {
    this.knownExpiry.delete(sid);
    this.sessions.deleteOne({ _id: sid }).then(() => {
      this.emit('ended', sid);
      callback();
    }, callback);
  }

  /**
   * Follows the sessions' deletions from every process (a sign-out on another process, expired
   * ones purged): each emits `ended`, so this process's sockets of that session close at once.
   * Lost history emits `unsure`: any session may have ended meanwhile, check each one held.
   */
  follow(followers: Followers): void {
    followers.follow(this.sessions, {
      onChange: (change) => {
        if (change.type === 'delete') this.emit('ended', change.id);
      },
      onReload: () => {
        this.emit('unsure');
      },
    }, { load: false });
  }

  /** True while the session exists and has not expired. */
  alive(sid: string): Promise<boolean> {
    return new Promise((resolve, reject) => this.get(sid, (error, data) => (error ? reject(error) : resolve(Boolean(data)))));
  }

  /**
   * Writes `profileId` on sessions stored before it existed (read from their data), a batch at a
   * time, and makes its index; returns how many were written. Run once at start: until it is
   * done, such a session is missing from its player's list but works as before.
   */
  async migrateProfileIds(): Promise<number> {
    await this.sessions.createIndex({ profileId: 1 });
    let written = 0;
    for (;;) {
      const batch = await this.sessions.find({ profileId: { $exists: false } }, { limit: 200 });
      for (const doc of batch) {
        let profileId = '';
        try {
          profileId = profileIdOf(JSON.parse(doc.data) as session.SessionData);
        } catch {
          // A session whose data cannot be read is nobody's: listed for no one, purged when it expires.
        }
        await this.sessions.updateOne({ _id: doc._id, profileId: { $exists: false } }, { $set: { profileId } });
        written += 1;
      }
      if (batch.length < 200) return written;
    }
  }

  /** The index the purge reads by, made before the first purge (its failure is tried again at the next). */
  private expiryIndex: Promise<void> | null = null;

  /** Deletes expired sessions, a batch at a time, found by the expiry index; returns how many went. */
  async purgeExpired(now = new Date()): Promise<number> {
    this.expiryIndex ??= this.sessions.createIndex({ expiresAt: 1 }).catch((error: unknown) => {
      this.expiryIndex = null;
      throw error;
    });
    await this.expiryIndex;
    let removed = 0;
    for (;;) {
      const expired = await this.sessions.find({ expiresAt: { $lte: now.toISOString() } }, { limit: 200, projection: { _id: 1 } });
      for (const doc of expired) if (await this.sessions.deleteOne({ _id: doc._id })) removed += 1;
      if (expired.length < 200) return removed;
    }
  }
}
