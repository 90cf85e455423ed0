import type { Store } from '../../server/src/store';

/**
 * The bytes `action` writes to `collections`, on any engine: the size of each document version
 * the store's change feed reports (what NeDB appends as a line and SQLite stores as a row).
 */
export async function bytesWritten(store: Store, collections: string[], action: () => Promise<unknown>): Promise<number> {
  const feeds = collections.map((name) => store.collection(name).watch());
  await Promise.all(feeds.map((feed) => feed.ready()));
  let total = 0;
  const reading = feeds.map(async (feed) => {
    for await (const change of feed) if (change.document) total += Buffer.byteLength(JSON.stringify(change.document));
  });
  try {
    await action();
    // Every change reaches the feed within this process in well under a second.
    await new Promise((resolve) => setTimeout(resolve, 300));
  } finally {
    await Promise.all(feeds.map((feed) => feed.close()));
    await Promise.all(reading);
  }
  return total;
}
