import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteStore } from '../../server/src/store/sqlite/store';
import { MAX_ATTEMPTS, Outbox, OUTBOX_COLLECTION, type OutboxItem } from '../../server/src/outbox/outbox';
import { tempDir } from '../support/temp';

/** The outbox's rules on the default engine (SQLite), with a clock the test moves. */
let dir: Awaited<ReturnType<typeof tempDir>>;
let store: SqliteStore;
let now = Date.parse('2030-01-01T00:00:00Z');

beforeAll(async () => {
  dir = await tempDir();
  store = await SqliteStore.open(dir.path);
  await Outbox.prepare(store);
});

afterAll(async () => {
  await store?.close();
  await dir?.remove();
});

const items = () => store.collection<OutboxItem>(OUTBOX_COLLECTION);

describe('the outbox', () => {
  it('runs an item not before its due time, then deletes it', async () => {
    const outbox = new Outbox(store, { now: () => now });
    const ran: unknown[] = [];
    outbox.handle('later', async (payload) => void ran.push(payload));
    const id = await outbox.enqueue('later', { n: 1 }, { dueAt: new Date(now + 30 * 86_400_000) });
    expect(await outbox.drain()).toBe(0);
    now += 30 * 86_400_000 - 1;
    expect(await outbox.drain()).toBe(0);
    now += 1;
    expect(await outbox.drain()).toBe(1);
    expect(ran).toEqual([{ n: 1 }]);
    expect(await items().findOne({ _id: id })).toBeNull();
  });

  it('tries a failing item again after a doubling delay, and gives up after the last attempt', async () => {
    const outbox = new Outbox(store, { now: () => now, backoffMs: 1_000 });
    let calls = 0;
    outbox.handle('flaky', async () => {
      calls += 1;
      throw new Error(`failure ${calls}`);
    });
    const id = await outbox.enqueue('flaky', {});
    expect(await outbox.drain()).toBe(1);
    let item = (await items().findOne({ _id: id }))!;
    expect(item).toMatchObject({ attempts: 1, leaseUntil: '', claimedBy: '', lastError: 'failure 1' });
    expect(Date.parse(item.dueAt) - now).toBe(1_000);
    expect(await outbox.drain()).toBe(0);
    now += 1_000;
    expect(await outbox.drain()).toBe(1);
    item = (await items().findOne({ _id: id }))!;
    expect(Date.parse(item.dueAt) - now).toBe(2_000);
    for (let attempt = 3; attempt <= MAX_ATTEMPTS; attempt += 1) {
      now += 3_600_000;
      expect(await outbox.drain()).toBe(1);
    }
    item = (await items().findOne({ _id: id }))!;
    expect(item).toMatchObject({ attempts: MAX_ATTEMPTS, lastError: `failure ${MAX_ATTEMPTS}` });
    expect(item.failedAt).toBeTruthy();
    now += 365 * 86_400_000;
    expect(await outbox.drain()).toBe(0);
    expect(calls).toBe(MAX_ATTEMPTS);
  });

  it('a claimed item is not claimed again until its lease is over', async () => {
    const first = new Outbox(store, { now: () => now, leaseMs: 60_000 });
    const second = new Outbox(store, { now: () => now, leaseMs: 60_000 });
    for (const outbox of [first, second]) outbox.handle('held', async () => undefined);
    const id = await first.enqueue('held', {});
    const claimed = await first.claim();
    expect(claimed?._id).toBe(id);
    expect(await second.claim()).toBeNull();
    now += 60_000;
    const again = await second.claim();
    expect(again).toMatchObject({ _id: id, attempts: 2, claimedBy: second.workerId });
    // The first worker's late finish no longer deletes the item: it is the second's now.
    await first.run(claimed!);
    expect(await items().findOne({ _id: id })).not.toBeNull();
    await second.run(again!);
    expect(await items().findOne({ _id: id })).toBeNull();
  });
});
