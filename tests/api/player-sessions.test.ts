import { once } from 'node:events';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SESSIONS_COLLECTION, type SessionDocument } from '../../server/src/auth/session-store';
import { SESSION_ENDED_CLOSE_CODE } from '../../server/src/http/live/websocket';
import { graphql, startTestServer, type TestServer } from '../support/app';
import { sessionCookieOf } from '../support/auth';

/**
 * A player's sessions on /me: listed with their device, signed out one at a time or all but this
 * one, each sign-out closing that session's WebSocket and Server-Sent Events stream at once.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.stop());

const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0';
const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** Signs in as `username` from a browser with `userAgent`; the session's cookie. */
async function signInFrom(username: string, userAgent: string): Promise<string> {
  const response = await fetch(`${server.url}/auth/dev`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    body: JSON.stringify({ username, role: 'user' }),
  });
  expect(response.status).toBe(200);
  return sessionCookieOf(response)!;
}

interface Listed { id: string; device: string | null; createdAt: string | null; lastUsedAt: string | null; current: boolean }
const sessionsOf = async (cookie: string) => (await graphql(server.url, '{ mySessions { id device createdAt lastUsedAt current } }', {}, { cookie })).data?.mySessions as Listed[];
const me = async (cookie: string) => (await graphql(server.url, '{ me { username } }', {}, { cookie })).data?.me as { username: string } | null;

async function openSocket(cookie: string): Promise<WebSocket> {
  const ws = new WebSocket(`${server.url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', { headers: { cookie } });
  await once(ws, 'open');
  ws.send(JSON.stringify({ type: 'connection_init' }));
  await once(ws, 'message');
  return ws;
}

/** A signed-in SSE stream on a connection of its own (fetch's pool may hand it a socket the server is closing idle); resolves with a promise of its end. */
function openStream(cookie: string): Promise<{ ended: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ query: 'subscription { myProfile { username } }' });
    const request = httpRequest(`${server.url}/graphql/stream`, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', cookie, 'content-length': Buffer.byteLength(body) },
    }, (response) => {
      expect(response.statusCode).toBe(200);
      response.resume();
      resolve({ ended: new Promise<void>((ended) => response.once('close', () => ended())) });
    });
    request.once('error', reject);
    request.end(body);
  });
}

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([promise, new Promise<never>((_resolve, reject) => (timer = setTimeout(() => reject(new Error(`${what} within ${ms} ms`)), ms)))]).finally(() => clearTimeout(timer));
}

describe('a player\'s sessions', () => {
  it('lists the player\'s sessions with their device, this one first, and none of another player\'s', async () => {
    const phone = await signInFrom('traveller_list', FIREFOX_ANDROID);
    const desk = await signInFrom('traveller_list', CHROME_WINDOWS);
    await signInFrom('someone_else', CHROME_WINDOWS);
    const listed = await sessionsOf(desk);
    expect(listed).toHaveLength(2);
    expect(listed[0]).toMatchObject({ device: 'Chrome on Windows', current: true });
    expect(listed[1]).toMatchObject({ device: 'Firefox on Android', current: false });
    for (const session of listed) {
      expect(Date.parse(session.createdAt!)).toBeGreaterThan(Date.now() - 60_000);
      expect(Date.parse(session.lastUsedAt!)).toBeGreaterThan(Date.now() - 60_000);
      // Never the session id itself (the cookie's value).
      expect(desk).not.toContain(session.id);
      expect(phone).not.toContain(session.id);
    }
    expect((await sessionsOf(phone))[0]).toMatchObject({ device: 'Firefox on Android', current: true });
  });

  it('signing out another session ends it and closes its WebSocket (4403) and its SSE stream at once', async () => {
    const phone = await signInFrom('lost_phone', FIREFOX_ANDROID);
    const desk = await signInFrom('lost_phone', CHROME_WINDOWS);
    const stream = await openStream(phone);
    const ws = await openSocket(phone);
    const closed = once(ws, 'close');
    const other = (await sessionsOf(desk)).find((session) => !session.current)!;
    const answer = await graphql(server.url, 'mutation($id: ID!) { signOutSession(id: $id) }', { id: other.id }, { cookie: desk });
    expect(answer.data?.signOutSession).toBe(true);
    const [code] = (await within(closed, 3000, 'The socket did not close')) as [number];
    expect(code).toBe(SESSION_ENDED_CLOSE_CODE);
    await within(stream.ended, 3000, 'The stream did not end');
    expect(await me(phone)).toBeNull();
    expect(await me(desk)).toEqual({ username: 'lost_phone' });
    expect(await sessionsOf(desk)).toHaveLength(1);
  });

  it('a player cannot sign out another player\'s session', async () => {
    const victim = await signInFrom('victim_sessions', CHROME_WINDOWS);
    const attacker = await signInFrom('attacker_sessions', CHROME_WINDOWS);
    const [target] = await sessionsOf(victim);
    const answer = await graphql(server.url, 'mutation($id: ID!) { signOutSession(id: $id) }', { id: target!.id }, { cookie: attacker });
    expect(answer.data?.signOutSession).toBe(false);
    expect(await me(victim)).toEqual({ username: 'victim_sessions' });
  });

  it('"Sign out everywhere else" ends every other session and keeps this one', async () => {
    const cookies = [await signInFrom('many_devices', FIREFOX_ANDROID), await signInFrom('many_devices', FIREFOX_ANDROID), await signInFrom('many_devices', CHROME_WINDOWS)];
    const sockets = await Promise.all(cookies.slice(0, 2).map(openSocket));
    const closed = sockets.map((ws) => once(ws, 'close'));
    const answer = await graphql(server.url, 'mutation { signOutOtherSessions }', {}, { cookie: cookies[2]! });
    expect(answer.data?.signOutOtherSessions).toBe(2);
    await within(Promise.all(closed), 3000, 'The sockets did not close');
    expect(await me(cookies[0]!)).toBeNull();
    expect(await me(cookies[1]!)).toBeNull();
    expect(await sessionsOf(cookies[2]!)).toEqual([expect.objectContaining({ current: true })]);
  });

  it('signed out, the sessions are not listed', async () => {
    const answer = await graphql(server.url, '{ mySessions { id } }');
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('a session stored before sessions named their profile is listed once the start has written it', async () => {
    const cookie = await signInFrom('older_session', CHROME_WINDOWS);
    const sessions = server.store.collection<SessionDocument>(SESSIONS_COLLECTION);
    const value = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1));
    const sessionId = value.slice(2, value.lastIndexOf('.'));
    expect((await sessions.updateOne({ _id: sessionId }, { $unset: { profileId: '' } })).matchedCount).toBe(1);
    expect(await sessionsOf(cookie)).toEqual([]);
    const { DocumentSessionStore } = await import('../../server/src/auth/session-store');
    expect(await new DocumentSessionStore(server.store, 1000).migrateProfileIds()).toBeGreaterThanOrEqual(1);
    expect(await sessionsOf(cookie)).toEqual([expect.objectContaining({ current: true })]);
  });
});
