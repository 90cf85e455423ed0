/**
 * Child process for tests/contract/crash.test.ts: opens the embedded store in the folder given
 * as the first argument and writes news posts (four at a time) until it is killed. Each write is
 * printed as `ack <id>` only after the store acknowledged it, so the test knows exactly which
 * writes a restart must find.
 */
import { EmbeddedStore } from '../../server/src/store/embedded';
import { SqliteStore } from '../../server/src/store/sqlite/store';
import { NEWS_COLLECTION, type NewsDocument } from '../../server/src/modules/content/content.model';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: crash-writer.ts <data folder> [sqlite]');

// A second argument `sqlite` runs it on the SQLite engine (tests/contract/sqlite-crash.test.ts).
const store = process.argv[3] === 'sqlite' ? await SqliteStore.open(dataDir) : await EmbeddedStore.open(dataDir);
const news = store.collection<NewsDocument>(NEWS_COLLECTION);
const counters = store.collection<{ _id: string; writes: number }>('crash_counters');
// A few KB per post, so a kill lands inside an append now and then.
const body = 'The quick brown fox jumps over the lazy dog. '.repeat(80);

let next = 0;
async function writer(): Promise<never> {
  for (;;) {
    const n = next++;
    const at = new Date(Date.UTC(2020, 0, 1) + n * 60_000).toISOString();
    await news.insertOne({
      _id: `crash-${n}`, slug: `crash-${n}`, title: `Crash ${n}`, summary: 's', author: 'writer', body, publishedAt: at, updatedAt: at,
    });
    process.stdout.write(`ack crash-${n}\n`);
    await counters.updateOne({ _id: 'writes' }, { $inc: { writes: 1 } }, { upsert: true });
    process.stdout.write(`inc ${n}\n`);
  }
}

process.stdout.write('ready\n');
await Promise.all([writer(), writer(), writer(), writer()]);
