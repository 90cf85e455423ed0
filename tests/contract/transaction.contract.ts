import { describe, expect, it } from 'vitest';
import { DuplicateKeyError, type ChangeEvent, type Collection, type Store, type StoredDocument } from '../../server/src/store/port';

interface Counted extends StoredDocument {
  count?: number;
  owner?: string;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every event a feed has delivered so far (read without waiting for more). */
async function drained(events: ChangeEvent<Counted>[], settle = 30): Promise<string[]> {
  await pause(settle);
  return events.map((e) => `${e.type} ${e.id}`);
}

function collect(c: Collection<Counted>): { events: ChangeEvent<Counted>[]; close(): Promise<void>; ready(): Promise<void> } {
  const feed = c.watch();
  const events: ChangeEvent<Counted>[] = [];
  void (async () => {
    for await (const event of feed) if (event.type !== 'reload') events.push(event);
  })();
  return { events, close: () => feed.close(), ready: () => feed.ready() };
}

/**
 * `Store.transaction`: writes that belong together (a record and the count kept of it). Every
 * engine runs its work in order and keeps what it wrote when it succeeds; an engine that says
 * `atomicTransactions` (SQLite) also undoes all of it when the work fails, holds its changes
 * back from every feed until it commits, and lets nothing else of the process run between its calls.
 */
export function transactionContract(storeOf: () => Store, fresh: () => Collection<Counted>, atomic: boolean): void {
  describe('transaction', () => {
    // The skips below are the other kind of engine's guarantees, said once per engine.
    console.warn(
      `transaction contract: the ${atomic ? '(sequence engines)' : '(atomic engines)'} tests are skipped on this engine: its transactions are ${atomic ? 'atomic, so work that throws keeps nothing' : 'a sequence of writes (no rollback, no isolation), so those guarantees are not its own'}.`,
    );
    it(`says whether it is atomic on this engine (${atomic ? 'yes' : 'no'})`, () => {
      expect(storeOf().atomicTransactions).toBe(atomic);
    });

    it('keeps every write made through its scope and answers what the work returned', async () => {
      const records = fresh();
      const totals = fresh();
      await totals.insertOne({ _id: 'total', count: 0 });
      const result = await storeOf().transaction(async (scope) => {
        await scope.collection<Counted>(records.name).insertOne({ _id: 'r1', owner: 'total' });
        const counted = await scope.collection<Counted>(records.name).count({ owner: 'total' });
        return scope.collection<Counted>(totals.name).findOneAndUpdate({ _id: 'total' }, { $set: { count: counted } });
      });
      expect(result).toEqual({ _id: 'total', count: 1 });
      expect(await records.find()).toEqual([{ _id: 'r1', owner: 'total' }]);
      expect(await totals.findOne({ _id: 'total' })).toEqual({ _id: 'total', count: 1 });
    });

    it('a duplicate key inside the work is an error the work can catch, and the rest still commits', async () => {
      const records = fresh();
      await records.insertOne({ _id: 'taken' });
      await storeOf().transaction(async (scope) => {
        const c = scope.collection<Counted>(records.name);
        await expect(c.insertOne({ _id: 'taken' })).rejects.toBeInstanceOf(DuplicateKeyError);
        await c.insertOne({ _id: 'after' });
      });
      expect((await records.find({}, { sort: { _id: 1 } })).map((d) => d._id)).toEqual(['after', 'taken']);
    });

    /** Work that writes twice and then fails; resolves with what a feed of the collection delivered. */
    const failingWork = async (records: Collection<Counted>): Promise<string[]> => {
      const feed = collect(records);
      await feed.ready();
      await expect(
        storeOf().transaction(async (scope) => {
          await scope.collection<Counted>(records.name).insertOne({ _id: 'first' });
          await scope.collection<Counted>(records.name).updateOne({ _id: 'first' }, { $set: { count: 2 } });
          throw new Error('the second write was refused');
        }),
      ).rejects.toThrow('the second write was refused');
      const delivered = await drained(feed.events);
      await feed.close();
      return delivered;
    };

    it.skipIf(!atomic)('(atomic engines) work that throws leaves nothing it wrote, and its changes reach no feed', async () => {
      const records = fresh();
      expect(await failingWork(records)).toEqual([]);
      expect(await records.find()).toEqual([]);
    });

    it.skipIf(atomic)('(sequence engines) work that throws keeps what it wrote before the error', async () => {
      const records = fresh();
      expect(await failingWork(records)).toEqual(['insert first', 'update first']);
      expect(await records.find()).toEqual([{ _id: 'first', count: 2 }]);
    });

    it.skipIf(!atomic)('(atomic engines) a call outside waits for the transaction: it never reads what is not committed', async () => {
      const records = fresh();
      const feed = collect(records);
      await feed.ready();
      let outside: Promise<Counted[]> | null = null;
      await storeOf().transaction(async (scope) => {
        await scope.collection<Counted>(records.name).insertOne({ _id: 'a' });
        outside = records.find();
        // A write of its own is not announced before COMMIT either.
        expect(await drained(feed.events, 20)).toEqual([]);
        await scope.collection<Counted>(records.name).insertOne({ _id: 'b' });
      });
      expect((await outside!).map((d) => d._id).sort()).toEqual(['a', 'b']);
      expect(await drained(feed.events)).toEqual(['insert a', 'insert b']);
      await feed.close();
    });

    it.skipIf(!atomic)('(atomic engines) 200 concurrent "insert a record, count, store the count" transactions leave the count exact', async () => {
      const records = fresh();
      const totals = fresh();
      await totals.insertOne({ _id: 'total', count: 0 });
      await Promise.all(
        Array.from({ length: 200 }, (_, n) =>
          storeOf().transaction(async (scope) => {
            await scope.collection<Counted>(records.name).insertOne({ _id: `r${n}`, owner: 'total' });
            const counted = await scope.collection<Counted>(records.name).count({ owner: 'total' });
            await pause(0);
            await scope.collection<Counted>(totals.name).updateOne({ _id: 'total' }, { $set: { count: counted } });
          }),
        ),
      );
      expect(await totals.findOne({ _id: 'total' })).toEqual({ _id: 'total', count: 200 });
    });

    it('a collection first opened inside work that throws is usable afterwards', async () => {
      const name = `${fresh().name}_late`;
      await expect(
        storeOf().transaction(async (scope) => {
          await scope.collection<Counted>(name).insertOne({ _id: 'gone' });
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
      const late = storeOf().collection<Counted>(name);
      await late.insertOne({ _id: 'kept' });
      expect((await late.find({ _id: 'kept' })).map((d) => d._id)).toEqual(['kept']);
    });

    it.skipIf(!atomic)("(atomic engines) a transaction's collection cannot be used once it ended", async () => {
      const records = fresh();
      let kept: Collection<Counted> | null = null;
      await storeOf().transaction(async (scope) => {
        kept = scope.collection<Counted>(records.name);
      });
      await expect(kept!.insertOne({ _id: 'late' })).rejects.toThrow(/after the transaction ended/);
      expect(await records.find()).toEqual([]);
    });
  });
}
