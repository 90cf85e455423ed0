import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config';
import { SESSIONS_COLLECTION, TOUCH_AFTER_MS } from '../../server/src/auth/session-store';
import { SESSION_TTL_MS } from '../../server/src/auth';
import { startAlmanac, type RunningAlmanac } from '../../server/src/main';
import type { StoredDocument } from '../../server/src/store/port';
import { graphql, TEST_ENV } from '../support/app';
import { devSignIn } from '../support/auth';
import { tempDir } from '../support/temp';
import { CLIENT_BUILDS } from '../support/client-build';

/**
 * Sessions live in the store: they survive a restart, an expired one is
 * refused and removed when it is used, and the rest of the expired ones go at start-up. Time is
 * moved by writing a session's expiry into the past, not by waiting 30 days.
 */
type SessionDocument = StoredDocument & { expiresAt: string };

let dir: Awaited<ReturnType<typeof tempDir>>;
let app: RunningAlmanac;
const start = () => startAlmanac(loadConfig({ ...TEST_ENV, SEED_DEMO_DATA: 'false', DATA_DIR: dir.path, CLIENT_DIST: CLIENT_BUILDS.production }));

beforeAll(async () => {
  dir = await tempDir('almanac-sessions-');
  app = await start();
});
afterAll(async () => {
  await app?.stop();
  await dir?.remove();
});

/** The session id inside an `almanac.sid=s:<id>.<signature>` cookie. */
const sessionId = (cookie: string) => /^s:([^.]+)\./.exec(decodeURIComponent(cookie.split('=')[1]!))![1]!;
const sessions = () => app.store.collection<SessionDocument>(SESSIONS_COLLECTION);
const viewer = async (cookie: string) => (await graphql(app.url, `{ me { username } }`, {}, { cookie })).data!.me as { username: string } | null;
const storedExpiry = async (cookie: string) => (await sessions().findOne({ _id: sessionId(cookie) }))!.expiresAt;
const setExpiry = (cookie: string, expiresAt: string) => sessions().updateOne({ _id: sessionId(cookie) }, { $set: { expiresAt } });
const expire = (cookie: string) => sessions().updateOne({ _id: sessionId(cookie) }, { $set: { expiresAt: new Date(Date.now() - 1000).toISOString() } });

describe('sessions', () => {
  it('refuses an expired session and removes it, and leaves the others signed in', async () => {
    const stays = await devSignIn(app.url, 'stays');
    const lapses = await devSignIn(app.url, 'lapses');
    expect(await viewer(lapses)).toEqual({ username: 'lapses' });
    await expire(lapses);
    expect(await viewer(lapses)).toBeNull();
    expect(await sessions().findOne({ _id: sessionId(lapses) })).toBeNull();
    expect(await viewer(stays)).toEqual({ username: 'stays' });
  });

  it('roll their expiry forward, written only once it is an hour behind (not a store write on every request)', async () => {
    const player = await devSignIn(app.url, 'regular');
    // Half an hour behind the expiry a request now gives (30 days ahead): kept as it is, however many requests.
    const recent = new Date(Date.now() + SESSION_TTL_MS - TOUCH_AFTER_MS / 2).toISOString();
    await setExpiry(player, recent);
    for (let i = 0; i < 5; i += 1) expect(await viewer(player)).toEqual({ username: 'regular' });
    expect(await storedExpiry(player)).toBe(recent);
    // More than an hour behind: the next request writes the new expiry.
    await setExpiry(player, new Date(Date.now() + SESSION_TTL_MS - 2 * TOUCH_AFTER_MS).toISOString());
    const before = Date.now();
    expect(await viewer(player)).toEqual({ username: 'regular' });
    expect(Date.parse(await storedExpiry(player))).toBeGreaterThanOrEqual(before + SESSION_TTL_MS - 1000);
  });

  it('survive a restart on the same store, and the expired ones are purged at start-up', async () => {
    const survivor = await devSignIn(app.url, 'survivor');
    const forgotten = await devSignIn(app.url, 'forgotten');
    await expire(forgotten);
    await app.stop();
    app = await start();
    await expect.poll(async () => sessions().findOne({ _id: sessionId(forgotten) })).toBeNull();
    expect(await viewer(survivor)).toEqual({ username: 'survivor' });
  });
});
