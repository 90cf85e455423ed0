import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config';
import { SESSIONS_COLLECTION } from '../../server/src/auth/session-store';
import { startAlmanac, type RunningAlmanac } from '../../server/src/main';
import type { StoredDocument } from '../../server/src/store/port';
import { graphql, TEST_ENV } from '../support/app';
import { devSignIn } from '../support/auth';
import { tempDir } from '../support/temp';
import { CLIENT_BUILDS } from '../support/client-build';

/**
 * Sessions live in the store (DESIGN section 5): they survive a restart, an expired one is
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
