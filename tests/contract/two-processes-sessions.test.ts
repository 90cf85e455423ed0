import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SESSION_ENDED_CLOSE_CODE } from '../../server/src/http/live/websocket';
import { graphql, startAppProcess, type AppProcess } from '../support/app';
import { devSignIn } from '../support/auth';
import { dropDatabase, findMongo, uniqueDatabaseName, type MongoTarget } from '../support/mongodb';

/**
 * Two app processes on one MongoDB (MONGODB_URI, else the wire-protocol test double): signing a
 * session out, or deleting the account, on one process closes that session's WebSocket held by
 * the other (through the sessions' change feed).
 */
const mongo: MongoTarget = await findMongo();
const database = uniqueDatabaseName();
const env = { MONGODB_URI: mongo.uri, MONGODB_DB: database, SEED_DEMO_DATA: 'false' };
let a: AppProcess;
let b: AppProcess;

beforeAll(async () => {
  a = await startAppProcess(env);
  b = await startAppProcess(env);
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await dropDatabase(mongo.uri, database);
  await mongo.stop();
});

/** A signed-in socket on `app`; `closed` resolves with its close code and reason. */
async function socketOn(app: AppProcess, cookie: string): Promise<{ closed: Promise<unknown[]> }> {
  const ws = new WebSocket(`${app.url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', { headers: { cookie } });
  await once(ws, 'open');
  ws.send(JSON.stringify({ type: 'connection_init' }));
  await once(ws, 'message');
  return { closed: once(ws, 'close') };
}

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([promise, new Promise<never>((_resolve, reject) => (timer = setTimeout(() => reject(new Error(`${what} within ${ms} ms`)), ms)))]).finally(() => clearTimeout(timer));
}

describe(`sessions ended on one process, on ${mongo.source}`, () => {
  it('signing out a session on one process closes its socket on the other', async () => {
    const phone = await devSignIn(a.url, 'two_process_phone');
    const desk = await devSignIn(a.url, 'two_process_phone');
    const { closed } = await socketOn(b, phone);
    const sessions = (await graphql(a.url, '{ mySessions { id current } }', {}, { cookie: desk })).data!.mySessions as Array<{ id: string; current: boolean }>;
    const other = sessions.find((session) => !session.current)!;
    expect((await graphql(a.url, 'mutation($id: ID!) { signOutSession(id: $id) }', { id: other.id }, { cookie: desk })).data!.signOutSession).toBe(true);
    const [code] = (await within(closed, 5000, 'The socket on the other process did not close')) as [number];
    expect(code).toBe(SESSION_ENDED_CLOSE_CODE);
  });

  it('deleting the account on one process closes its sockets on the other', async () => {
    const leaver = await devSignIn(a.url, 'two_process_leaver');
    const elsewhere = await devSignIn(b.url, 'two_process_leaver');
    const { closed } = await socketOn(b, elsewhere);
    const answer = await graphql(a.url, 'mutation { deleteMyAccount(mode: DELETE_EVERYTHING, confirmUsername: "two_process_leaver") }', {}, { cookie: leaver });
    expect(answer.data?.deleteMyAccount).toBe(true);
    const [code] = (await within(closed, 5000, 'The socket on the other process did not close')) as [number];
    expect(code).toBe(SESSION_ENDED_CLOSE_CODE);
    expect((await graphql(b.url, '{ me { id } }', {}, { cookie: elsewhere })).data!.me).toBeNull();
  });
});
