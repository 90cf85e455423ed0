import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MongoStore } from '../../server/src/store/mongodb';
import { Outbox, OUTBOX_COLLECTION, type OutboxItem } from '../../server/src/outbox/outbox';
import { childArgs } from '../support/child-bundle';
import { dropDatabase, findMongo, uniqueDatabaseName, type MongoTarget } from '../support/mongodb';
import { holdsWithin } from '../support/wait';

/**
 * The outbox with two worker processes on one MongoDB (the server MONGODB_URI names, else the
 * MongoDB wire-protocol test double): no item runs twice, and an item whose process was killed
 * while holding it is run by the other once the lease is over.
 */
const mongo: MongoTarget = await findMongo();
const database = uniqueDatabaseName();
let store: MongoStore;
const children: ChildProcessWithoutNullStreams[] = [];

beforeAll(async () => {
  store = await MongoStore.open(mongo.uri, database);
  await Outbox.prepare(store);
});

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await store?.close();
  await dropDatabase(mongo.uri, database);
  await mongo.stop();
});

/** Starts a worker process and resolves once it printed `ready`; `lines` holds everything it printed. */
async function worker(leaseMs: number, mode: 'hang' | 'run') {
  const child = spawn(process.execPath, await childArgs('outbox-child', mongo.uri, database, String(leaseMs), mode), { stdio: 'pipe' });
  children.push(child);
  const lines: string[] = [];
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  child.stdout.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  await waitFor(() => lines.some((line) => line.startsWith('ready')), { timeout: 30_000, message: () => `the worker did not start: ${errors}` });
  return { child, lines };
}

/** Fails with `message` unless `check` comes to hold within `timeout` ms. */
async function waitFor(check: () => boolean | Promise<boolean>, { timeout, message }: { timeout: number; message: string | (() => string) }) {
  if (!(await holdsWithin(check, timeout))) throw new Error(typeof message === 'string' ? message : message());
}

const runs = () => store.collection<{ _id: string; itemId: string; worker: string }>('outbox_runs').find({});

describe(`the outbox with two processes on ${mongo.source}`, () => {
  it('runs each of 40 items exactly once, shared between both processes', async () => {
    const [a, b] = await Promise.all([worker(60_000, 'run'), worker(60_000, 'run')]);
    const queue = new Outbox(store);
    const ids: string[] = [];
    for (let n = 0; n < 40; n += 1) ids.push(await queue.enqueue('record', { n }));
    await waitFor(async () => (await store.collection(OUTBOX_COLLECTION).count({})) === 0, { timeout: 30_000, message: 'the items were not all run' });
    const done = await runs();
    expect(done.map((run) => run.itemId).sort()).toEqual([...ids].sort());
    expect(new Set(done.map((run) => run.worker)).size).toBe(2);
    a.child.kill('SIGKILL');
    b.child.kill('SIGKILL');
  });

  it('an item claimed by a process that is killed is run by the other after the lease, once', async () => {
    await store.collection('outbox_runs').deleteMany({});
    const holder = await worker(1_500, 'hang');
    const queue = new Outbox(store);
    const id = await queue.enqueue('record', { hang: true });
    await waitFor(() => holder.lines.includes(`holding ${id}`), { timeout: 10_000, message: 'the item was not claimed' });
    holder.child.kill('SIGKILL');
    const claimed = await store.collection<OutboxItem>(OUTBOX_COLLECTION).findOne({ _id: id });
    expect(claimed).toMatchObject({ attempts: 1 });
    expect(claimed!.leaseUntil > new Date().toISOString()).toBe(true);
    const other = await worker(1_500, 'run');
    await waitFor(async () => (await runs()).length === 1, { timeout: 15_000, message: 'the other process did not take the item over' });
    const [run] = await runs();
    expect(run).toMatchObject({ itemId: id });
    expect(other.lines.some((line) => line.endsWith(run!.worker))).toBe(true);
    await waitFor(async () => !(await store.collection(OUTBOX_COLLECTION).findOne({ _id: id })), { timeout: 5_000, message: 'the item stayed' });
    other.child.kill('SIGKILL');
  });
});
