import { statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredDocument } from '../../server/src/store/port';
import { SQLITE_FILE, SqliteStore } from '../../server/src/store/sqlite/store';
import { tempDir } from '../support/temp';

/**
 * The write-ahead log is checkpointed on a worker thread, never inside a commit on the main
 * thread: SQLite's automatic checkpoint (a commit that finds the log past 1,000 pages copies them
 * into the file and syncs both, there and then) stalled a like or a save for tens to hundreds of
 * milliseconds on a large file.
 */
describe('checkpoints of the SQLite log', () => {
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let store: SqliteStore;

  beforeAll(async () => {
    dir = await tempDir('almanac-sqlite-checkpoint-');
    store = await SqliteStore.open(dir.path);
  });

  afterAll(async () => {
    await store?.close();
    await dir?.remove();
  });

  const wal = () => statSync(join(dir.path, `${SQLITE_FILE}-wal`)).size;
  const until = async (done: () => boolean) => {
    for (let waited = 0; !done(); waited += 50) {
      if (waited > 10_000) throw new Error('Not within 10 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  it('turns the automatic checkpoint off, and the worker keeps the log from growing past what a second of writes adds', async () => {
    await until(() => store.db.pragma('wal_autocheckpoint', { simple: true }) === 0);
    const docs = store.collection<StoredDocument & { text: string }>('checkpointed');
    // About 2,000 pages of 4 KiB a round: past the 1,000 at which SQLite would checkpoint inside a commit.
    const round = async (name: string) => {
      for (let i = 0; i < 200; i += 1) await docs.insertOne({ _id: `${name}-${i}`, text: 'x'.repeat(40_000) });
    };
    await round('first');
    const first = wal();
    expect(first).toBeGreaterThan(4_000_000);
    // The worker checkpoints every second; the next commits then start the log over instead of growing it.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await round('second');
    expect(wal()).toBeLessThan(first * 1.5);
    expect(await docs.count()).toBe(400);
  });

  it('ends its worker with the store: the log is checkpointed and removed at close', async () => {
    const other = await tempDir('almanac-sqlite-checkpoint-close-');
    const opened = await SqliteStore.open(other.path);
    await opened.collection('c').insertOne({ _id: 'x' });
    await opened.close();
    expect(() => statSync(join(other.path, `${SQLITE_FILE}-wal`))).toThrow(/ENOENT/);
    const again = await SqliteStore.open(other.path);
    expect(await again.collection('c').count()).toBe(1);
    await again.close();
    await other.remove();
  });
});
