import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { snapshotDocuments } from '../../server/src/store/backup/snapshot';
import { EmbeddedStore } from '../../server/src/store/embedded';
import type { Store } from '../../server/src/store/port';
import { SqliteStore } from '../../server/src/store/sqlite/store';
import { tempDir } from '../support/temp';

let dir: { path: string; remove: () => Promise<void> };
beforeEach(async () => {
  dir = await tempDir();
});
afterEach(async () => dir.remove());

const engines: Array<[string, (path: string) => Promise<Store>]> = [
  ['nedb', (path) => EmbeddedStore.open(path)],
  ['sqlite', (path) => SqliteStore.open(path)],
];

describe.each(engines)('a backup snapshot on %s', (_engine, open) => {
  it('never holds half of a transaction: a like without its count, or the count without the like', async () => {
    const store = await open(dir.path);
    try {
      await store.collection('builds').insertOne({ _id: 'b1', likeCount: 0 } as never);
      await store.collection('likes').insertOne({ _id: 'seed', buildId: 'other' } as never);
      let release!: () => void;
      const halfway = new Promise<void>((resolve) => (release = resolve));
      let liked!: () => void;
      const likeWritten = new Promise<void>((resolve) => (liked = resolve));
      // A like written the way the builds service writes one: the like, then the build's count.
      const like = store.transaction(async (scope) => {
        await scope.collection('likes').insertOne({ _id: 'b1:u1', buildId: 'b1' } as never);
        liked();
        await halfway;
        await scope.collection('builds').updateOne({ _id: 'b1' }, { $inc: { likeCount: 1 } });
      });
      await likeWritten;
      const reading = (async () => {
        const documents: Array<{ collection: string; document: Record<string, unknown> }> = [];
        for await (const entry of snapshotDocuments({ store, dataDir: dir.path })) documents.push(entry as unknown as (typeof documents)[number]);
        return documents;
      })();
      setTimeout(release, 50);
      const documents = await reading;
      await like;
      const likes = documents.filter((d) => d.collection === 'likes' && d.document.buildId === 'b1').length;
      const build = documents.find((d) => d.collection === 'builds' && d.document._id === 'b1')!.document;
      expect({ likes, likeCount: build.likeCount }).toEqual({ likes: build.likeCount, likeCount: likes });
    } finally {
      await store.close();
    }
  });
});
