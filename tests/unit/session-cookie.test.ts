import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../server/src/auth';
import { classify, hasCookie, sessionCookiePattern } from '../../server/src/serving/classify';

/** The classification's session-cookie answer (serving/classify.ts), read as the one test of the cookie. */
const carriesSessionCookie = (req: IncomingMessage) => classify(req).sessionCookie;

const request = (cookie?: string) => ({ headers: cookie === undefined ? {} : { cookie } }) as IncomingMessage;

describe('the one session-cookie test (response cache, sessions, WebSocket upgrades)', () => {
  it('finds the session cookie by name anywhere in the Cookie header, and only it', () => {
    const pattern = sessionCookiePattern(SESSION_COOKIE);
    for (const cookie of [`${SESSION_COOKIE}=s%3Aabc`, `theme=dark; ${SESSION_COOKIE}=x`, `a=1;${SESSION_COOKIE}=`]) {
      expect(hasCookie(request(cookie), pattern)).toBe(true);
      expect(carriesSessionCookie(request(cookie))).toBe(true);
    }
    for (const cookie of [undefined, '', 'theme=dark', `x${SESSION_COOKIE}=1`, 'almanacXsid=1', `other=${SESSION_COOKIE}=1`]) {
      expect(hasCookie(request(cookie), pattern)).toBe(false);
      expect(carriesSessionCookie(request(cookie))).toBe(false);
    }
  });
  it('escapes every special character of a cookie name', () => {
    expect(sessionCookiePattern('a.b+c').test('a.b+c=1')).toBe(true);
    expect(sessionCookiePattern('a.b+c').test('aXbbc=1')).toBe(false);
  });
});
