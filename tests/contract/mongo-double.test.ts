import { MongoClient, MongoServerError, type ResumeToken } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MongoStore } from '../../server/src/store/mongodb';
import type { ChangeEvent, ChangeFeed, StoredDocument } from '../../server/src/store/port';
import { startMongoDouble, type MongoDouble } from '../support/mongo-double/server';

/**
 * The app's MongoDB engine under faults, which only the MongoDB wire-protocol test double (not
 * MongoDB) can inject, so these run on the double even when MONGODB_URI names a real server.
 */

interface Doc extends StoredDocument {
  count?: number;
  expire?: Date;
}

/** The next event of `feed` that `accept` takes, or a failure after `ms`. */
async function next<T extends StoredDocument>(feed: ChangeFeed<T>, accept: (event: ChangeEvent<T>) => boolean, ms = 10_000): Promise<ChangeEvent<T>> {
  const iterator = feed[Symbol.asyncIterator]();
  const deadline = Date.now() + ms;
  for (;;) {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('No matching change event arrived')), Math.max(0, deadline - Date.now()));
    });
    const result = await Promise.race([iterator.next(), timeout]).finally(() => clearTimeout(timer));
    if (result.done) throw new Error('The feed ended');
    if (accept(result.value)) return result.value;
  }
}

describe('MongoDB engine under faults, on the MongoDB wire-protocol test double (not MongoDB)', () => {
  let double: MongoDouble;
  let store: MongoStore;
  let sequence = 0;
  const fresh = () => store.collection<Doc>(`faults_${(sequence += 1)}`);

  beforeAll(async () => {
    double = await startMongoDouble({ ttlIntervalMs: 100 });
    store = await MongoStore.open(double.uri, 'almanac_faults');
  });
  afterAll(async () => {
    await store?.close();
    await double?.stop();
  });

  it('applies a write once when the connection drops before the server ran it (the driver retries)', async () => {
    const c = fresh();
    await c.insertOne({ _id: 'x', count: 0 });
    double.faults.dropNextCommand({ command: 'update', when: 'before' });
    expect(await c.updateOne({ _id: 'x' }, { $inc: { count: 1 } })).toEqual({ matchedCount: 1, upsertedId: null });
    expect((await c.findOne({ _id: 'x' }))!.count).toBe(1);
  });

  it('applies a write once when the connection drops after the server ran it (the retry gets the first answer)', async () => {
    const c = fresh();
    await c.insertOne({ _id: 'x', count: 0 });
    double.faults.dropNextCommand({ command: 'findAndModify', when: 'after' });
    expect(await c.findOneAndUpdate({ _id: 'x' }, { $inc: { count: 1 } })).toEqual({ _id: 'x', count: 1 });
    expect((await c.findOne({ _id: 'x' }))!.count).toBe(1);
  });

  it('reports a refused write as failed and stores nothing', async () => {
    const c = fresh();
    double.faults.refuseNextWrite({ code: 8, codeName: 'UnknownError', errmsg: 'disk full' });
    await expect(c.insertOne({ _id: 'x' })).rejects.toMatchObject({ code: 8, message: 'disk full' });
    expect(await c.count()).toBe(0);
    await c.insertOne({ _id: 'y' });
    expect(await c.count()).toBe(1);
  });

  it('holds answers while replies are delayed', async () => {
    double.faults.delayReplies(300);
    const started = Date.now();
    try {
      await store.ping();
    } finally {
      double.faults.delayReplies(0);
    }
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('resumes a change feed after every connection dropped, losing no change', async () => {
    const c = fresh();
    const feed = c.watch();
    await feed.ready();
    double.faults.dropConnections();
    await c.insertOne({ _id: 'during' });
    expect(await next(feed, (event) => event.type !== 'reload')).toMatchObject({ type: 'insert', id: 'during' });
    await feed.close();
  });

  it('tells a feed to reload when the change history is lost, and delivers every change made after the reload', async () => {
    const c = fresh();
    const feed = c.watch();
    await feed.ready();
    await c.insertOne({ _id: 'before' });
    expect(await next(feed, () => true)).toMatchObject({ id: 'before' });
    double.faults.loseChangeStreamHistory();
    expect(await next(feed, () => true)).toMatchObject({ type: 'reload', collection: c.name });
    // A consumer re-reads the store on reload; what is written after that re-read must reach it.
    await c.insertOne({ _id: 'after' });
    expect(await next(feed, () => true, 5000)).toMatchObject({ type: 'insert', id: 'after' });
    await feed.close();
  });

  describe('through the driver', () => {
    let client: MongoClient;
    beforeAll(async () => {
      client = await new MongoClient(double.uri).connect();
    });
    afterAll(() => client?.close());

    it('resumes a change stream after its token and refuses a token older than the history with 286', async () => {
      const c = client.db('almanac_faults').collection<Doc>(`resume_${(sequence += 1)}`);
      const stream = c.watch();
      const token = await new Promise<ResumeToken>((resolve) => {
        stream.once('resumeTokenChanged', resolve);
        void stream.tryNext();
      });
      await stream.close();
      await c.insertOne({ _id: 'one' });
      const resumed = c.watch([], { resumeAfter: token });
      expect(await resumed.next()).toMatchObject({ operationType: 'insert', documentKey: { _id: 'one' } });
      await resumed.close();
      double.faults.loseChangeStreamHistory();
      const stale = c.watch([], { resumeAfter: token });
      const error = await stale.next().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(MongoServerError);
      expect(error).toMatchObject({ code: 286, codeName: 'ChangeStreamHistoryLost' });
      await stale.close();
    });

    it('goes on delivering a collection\'s changes after the collection was dropped (which ends its change stream)', async () => {
      const c = fresh();
      const feed = c.watch();
      await feed.ready();
      await c.insertOne({ _id: 'first' });
      expect(await next(feed, () => true)).toMatchObject({ type: 'insert', id: 'first' });
      await client.db('almanac_faults').collection(c.name).drop();
      expect(await next(feed, () => true)).toMatchObject({ type: 'reload' });
      await c.insertOne({ _id: 'again' });
      expect(await next(feed, (event) => event.type !== 'reload', 5000)).toMatchObject({ type: 'insert', id: 'again' });
      await feed.close();
    });

    it('expires documents through a TTL index and keeps the others', async () => {
      const c = client.db('almanac_faults').collection<Doc>(`ttl_${(sequence += 1)}`);
      await c.createIndex({ expire: 1 }, { expireAfterSeconds: 0 });
      await c.insertMany([{ _id: 'old', expire: new Date(Date.now() - 1000) }, { _id: 'new', expire: new Date(Date.now() + 60_000) }, { _id: 'none' }]);
      await expect.poll(async () => (await c.find().toArray()).map((d) => d._id), { timeout: 5000 }).toEqual(['new', 'none']);
    });

    it('refuses what MongoDB refuses: an unknown command field, conflicting update paths; and what it does not implement', async () => {
      const db = client.db('almanac_faults');
      await expect(db.command({ find: 'any', filter: {}, fitler: {} })).rejects.toMatchObject({ code: 40415 });
      await expect(db.command({ find: 'any', collation: { locale: 'en' } })).rejects.toMatchObject({ code: 238, codeName: 'NotImplemented' });
      const c = db.collection<Doc>(`conflict_${(sequence += 1)}`);
      await c.insertOne({ _id: 'x', count: 1 });
      await expect(c.updateOne({ _id: 'x' }, { $set: { count: 5 }, $inc: { count: 1 } })).rejects.toMatchObject({ code: 40 });
      expect(await c.findOne({ _id: 'x' })).toEqual({ _id: 'x', count: 1 });
    });

    it('answers a duplicate key with code 11000, keyPattern and keyValue', async () => {
      const c = client.db('almanac_faults').collection<Doc & { email?: string }>(`dup_${(sequence += 1)}`);
      await c.createIndex({ email: 1 }, { unique: true });
      await c.insertOne({ _id: 'a', email: 'a@example.com' });
      await expect(c.insertOne({ _id: 'b', email: 'a@example.com' })).rejects.toMatchObject({
        code: 11000,
        keyPattern: { email: 1 },
        keyValue: { email: 'a@example.com' },
      });
      expect((await c.listIndexes().toArray()).map((index) => index.name)).toEqual(['_id_', 'email_1']);
    });
  });
});

describe('MongoDB engine on a server without post-images (before 6.0), on the MongoDB wire-protocol test double (not MongoDB)', () => {
  it('delivers update events with the document read back when the event is read (updateLookup)', async () => {
    const double = await startMongoDouble({ postImages: false });
    const store = await MongoStore.open(double.uri, 'almanac_lookup');
    try {
      const c = store.collection<Doc>('lookup');
      const feed = c.watch();
      await feed.ready();
      await c.insertOne({ _id: 'x', count: 0 });
      await c.updateOne({ _id: 'x' }, { $inc: { count: 1 } });
      expect(await next(feed, (event) => event.type === 'update')).toEqual({ type: 'update', collection: 'lookup', id: 'x', document: { _id: 'x', count: 1 } });
      await feed.close();
    } finally {
      await store.close();
      await double.stop();
    }
  });
});
