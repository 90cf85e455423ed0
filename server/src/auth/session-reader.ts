import type { IncomingMessage } from 'node:http';
import { parse as parseCookies } from 'cookie';
import { unsign } from 'cookie-signature';
import type session from 'express-session';
import { LRUCache } from 'lru-cache';
import type { DocumentSessionStore } from './session-store';

/** Signed cookie values already checked, with the session id each carries (false: a bad signature), at most this many. */
const KNOWN_COOKIES = 10_000;

/**
 * Reads a request's session for a query that only reads it (the lean path's known queries), for a fraction of
 * express-session's cost: the same cookie (`s:` and the id signed with the secret, checked by cookie-signature as
 * express-session checks it, each signed value once), the same session read from the store on every request (a
 * session ended here or on another process stops working at once, as with express-session), and the same rolling
 * expiry (the store's `touch`, which writes at most hourly). It skips what only a session that may change needs:
 * the Session and Cookie objects, the hash of the session before and after, and the wrapped `writeHead` and `end`
 * that save it or write its cookie (an unchanged session, not rolling, writes neither).
 * Sets `req.session` to the stored data and `req.sessionID`, as express-session does; leaves them unset without a
 * valid cookie or a live session.
 */
export function createSessionReader(options: { name: string; secret: string; store: DocumentSessionStore; ttlMs: number }) {
  const checked = new LRUCache<string, string | false>({ max: KNOWN_COOKIES });
  const sessionIdOf = (req: IncomingMessage): string | null => {
    const header = req.headers.cookie;
    if (!header) return null;
    const raw = parseCookies(header)[options.name];
    if (!raw || !raw.startsWith('s:')) return null;
    let id = checked.get(raw);
    if (id === undefined) {
      id = unsign(raw.slice(2), options.secret);
      checked.set(raw, id);
    }
    return id === false ? null : id;
  };
  return (req: IncomingMessage): Promise<void> => {
    const id = sessionIdOf(req);
    if (id === null) return Promise.resolve();
    return new Promise((resolve, reject) => {
      options.store.get(id, (error, data) => {
        if (error) return reject(error instanceof Error ? error : new Error(String(error)));
        if (data) {
          Object.assign(req, { session: data, sessionID: id });
          // express-session's rolling expiry: the cookie's lifetime from now (touch writes it only when far behind).
          const lifetime = data.cookie?.originalMaxAge ?? options.ttlMs;
          options.store.touch(id, { ...data, cookie: { ...data.cookie, expires: new Date(Date.now() + lifetime) } } as session.SessionData);
        }
        resolve();
      });
    });
  };
}
