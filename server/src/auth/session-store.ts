import session from 'express-session';
import type { Collection, Store, StoredDocument } from '../store/port';
import type { Followers } from '../store/follow';

export const SESSIONS_COLLECTION = 'sessions';

interface SessionDocument extends StoredDocument {
  /** The session as JSON (the cookie part holds a Date, which a JSON string keeps exactly). */
  data: string;
  expiresAt: string;
}

type Callback = (error?: unknown) => void;

/**
 * express-session's store on the document-store port (DESIGN section 5), so sessions live in
 * the embedded store or MongoDB like everything else and survive restarts. Expired sessions
 * are never returned; `purgeExpired` removes them from storage.
 */
export class DocumentSessionStore extends session.Store {
  private readonly sessions: Collection<SessionDocument>;

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

  override get(sid: string, callback: (error: unknown, data?: session.SessionData | null) => void): void {
    this.sessions.findOne({ _id: sid }).then(
      async (doc) => {
        if (!doc) return callback(null, null);
        if (doc.expiresAt <= new Date().toISOString()) {
          await this.sessions.deleteOne({ _id: sid });
          return callback(null, null);
        }
        callback(null, JSON.parse(doc.data) as session.SessionData);
      },
      (error) => callback(error),
    );
  }

  override set(sid: string, data: session.SessionData, callback: Callback = () => undefined): void {
    this.sessions
      .updateOne({ _id: sid }, { $set: { data: JSON.stringify(data), expiresAt: this.expiryOf(data) } }, { upsert: true })
      .then(() => callback(), callback);
  }

  override touch(sid: string, data: session.SessionData, callback: Callback = () => undefined): void {
    // Extending the expiry is not worth failing a read for (the store may be refusing writes).
    this.sessions.updateOne({ _id: sid }, { $set: { expiresAt: this.expiryOf(data) } }).then(
      () => callback(),
      () => callback(),
    );
  }

  /** Ends a session (sign-out, or the old id at sign-in); emits `ended` so its open sockets close too. */
  override destroy(sid: string, callback: Callback = () => undefined): void {
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

  /** Deletes expired sessions, a batch at a time; returns how many went. */
  async purgeExpired(now = new Date()): Promise<number> {
    let removed = 0;
    for (;;) {
      const expired = await this.sessions.find({ expiresAt: { $lte: now.toISOString() } }, { limit: 200, projection: { _id: 1 } });
      for (const doc of expired) if (await this.sessions.deleteOne({ _id: doc._id })) removed += 1;
      if (expired.length < 200) return removed;
    }
  }
}
