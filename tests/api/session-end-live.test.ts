import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SESSIONS_COLLECTION } from '../../server/src/auth/session-store';
import { SESSION_ENDED_CLOSE_CODE } from '../../server/src/http/live/websocket';
import type { Store } from '../../server/src/store/port';
import { startTestServer, type TestServer } from '../support/app';
import { devSignIn } from '../support/auth';

/**
 * A signed-in socket or stream ends as soon as its session does, however it ended: a sign-out
 * here, a session deleted by another process (seen through the sessions' change feed), or one
 * deleted while the feed lost its history (every held session is checked again then), not at
 * the next minute's sweep.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.stop());

/** The session id a session cookie carries (`almanac.sid=s%3A<id>.<signature>`). */
function sessionIdOf(cookie: string): string {
  const value = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1));
  return value.slice(2, value.lastIndexOf('.'));
}

async function openSocket(cookie: string): Promise<WebSocket> {
  const ws = new WebSocket(`${server.url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', { headers: { cookie } });
  await once(ws, 'open');
  // Initialised, so graphql-ws keeps it open (else it closes it with 4408 after 3 s).
  ws.send(JSON.stringify({ type: 'connection_init' }));
  await once(ws, 'message');
  return ws;
}

/** A signed-in SSE stream of the player's profile; resolves once the server answered it, with a promise of its end. */
async function openStream(cookie: string): Promise<{ ended: Promise<void>; abort: AbortController }> {
  const abort = new AbortController();
  const response = await fetch(`${server.url}/graphql/stream`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', cookie },
    body: JSON.stringify({ query: 'subscription { myProfile { username } }' }),
    signal: abort.signal,
  });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  // Ended by the server (done), or by the test's own abort.
  const ended = (async () => {
    for (;;) if ((await reader.read()).done) return;
  })().catch(() => undefined);
  return { ended, abort };
}

/** Resolves with what `promise` gives, or rejects after `ms` (the sweep would take a minute). */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([promise, new Promise<never>((_resolve, reject) => (timer = setTimeout(() => reject(new Error(`${what} within ${ms} ms`)), ms)))]).finally(() => clearTimeout(timer));
}

/** Deletes the session as another process's sign-out would: in the store, not through this process's session store. */
const deleteElsewhere = (store: Store, cookie: string) => store.collection(SESSIONS_COLLECTION).deleteOne({ _id: sessionIdOf(cookie) });

describe('signed-in sockets and streams end with their session', () => {
  it('a sign-out here ends the SSE stream of that session, not another player\'s', async () => {
    const cookie = await devSignIn(server.url, 'stream_leaver');
    const other = await devSignIn(server.url, 'stream_stayer');
    const leaving = await openStream(cookie);
    const staying = await openStream(other);
    let stayingEnded = false;
    void staying.ended.then(() => (stayingEnded = true));
    const logout = await fetch(`${server.url}/auth/logout`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: '{}' });
    expect(logout.status).toBe(204);
    await within(leaving.ended, 3000, 'The stream did not end');
    expect(stayingEnded).toBe(false);
    staying.abort.abort();
  });

  it('a session deleted by another process closes its socket (4403) and ends its stream at once', async () => {
    const cookie = await devSignIn(server.url, 'deleted_elsewhere');
    const ws = await openSocket(cookie);
    const closed = once(ws, 'close');
    const stream = await openStream(cookie);
    expect(await deleteElsewhere(server.store, cookie)).toBe(true);
    const [code] = (await within(closed, 3000, 'The socket did not close')) as [number];
    expect(code).toBe(SESSION_ENDED_CLOSE_CODE);
    await within(stream.ended, 3000, 'The stream did not end');
  });

  it('a session deleted while the change feed lost its history is found ended when the feed reloads', async () => {
    const cookie = await devSignIn(server.url, 'deleted_unheard');
    const ws = await openSocket(cookie);
    const closed = once(ws, 'close');
    const sessions = server.store.collection(SESSIONS_COLLECTION) as unknown as { loseHistory?(meanwhile: () => Promise<unknown>): Promise<void> };
    if (!sessions.loseHistory) throw new Error(`The ${server.store.engine} engine cannot lose its change history on demand`);
    await sessions.loseHistory(() => deleteElsewhere(server.store, cookie));
    const [code] = (await within(closed, 3000, 'The socket did not close')) as [number];
    expect(code).toBe(SESSION_ENDED_CLOSE_CODE);
  });
});
