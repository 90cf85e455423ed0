import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EmbeddedStore, loseHistory } from '../../server/src/store/embedded';
import { Followers } from '../../server/src/store/follow';
import type { Collection, Store, StoredDocument } from '../../server/src/store/port';
import { SqliteStore } from '../../server/src/store/sqlite/store';
import type { SqliteCollection } from '../../server/src/store/sqlite/collection';
import { holdsWithin } from '../support/wait';
import { tempDir } from '../support/temp';

interface Row extends StoredDocument {
  n: number;
}

/** What a view built by `follow` holds: a copy of the collection in memory. */
function mirror(followers: Followers, collection: Collection<Row>) {
  const rows = new Map<string, number>();
  let reloads = 0;
  const following = followers.follow(collection, {
    onReload: async () => {
      reloads += 1;
      const all = await collection.find({});
      rows.clear();
      for (const row of all) rows.set(row._id, row.n);
    },
    onChange: (change) => {
      if (change.type === 'delete') rows.delete(change.id);
      else rows.set(change.id, change.document.n);
    },
  });
  return { rows, following, reloads: () => reloads };
}

const asMap = async (collection: Collection<Row>) => new Map((await collection.find({})).map((row) => [row._id, row.n]));

/** Both embedded engines lose history on demand, as a MongoDB change stream does when its resume fails. */
const engines: Array<[string, (dir: string) => Promise<Store>, (store: Store, name: string, meanwhile: () => Promise<unknown>) => Promise<void>]> = [
  ['embedded', (dir) => EmbeddedStore.open(dir), loseHistory],
  ['sqlite', (dir) => SqliteStore.open(dir), (store, name, meanwhile) => (store.collection(name) as unknown as SqliteCollection<Row>).loseHistory(meanwhile)],
];

describe.each(engines)('follow(): a view kept current by the change feed (%s)', (_engine, open, lose) => {
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let store: Store;
  let collection: Collection<Row>;
  let followers: Followers;
  let errors: unknown[];

  beforeEach(async () => {
    dir = await tempDir('almanac-follow-');
    store = await open(dir.path);
    collection = store.collection<Row>('followed');
    errors = [];
    followers = new Followers((error) => errors.push(error));
  });
  afterEach(async () => {
    await followers.stop();
    await store.close();
    await dir.remove();
  });

  it('loads first, applies each change after, and reads everything again when the feed lost its history', async () => {
    await collection.insertOne({ _id: 'a', n: 1 });
    const view = mirror(followers, collection);
    await view.following.loaded;
    expect(view.rows).toEqual(new Map([['a', 1]]));
    await collection.insertOne({ _id: 'b', n: 2 });
    await collection.updateOne({ _id: 'a' }, { $set: { n: 10 } });
    expect(await holdsWithin(() => view.rows.get('b') === 2 && view.rows.get('a') === 10, 5000)).toBe(true);

    // Written while the feed heard nothing: only the reload brings these to the view.
    await lose(store, 'followed', async () => {
      await collection.deleteOne({ _id: 'a' });
      await collection.insertOne({ _id: 'c', n: 3 });
      await collection.updateOne({ _id: 'b' }, { $set: { n: 20 } });
    });
    expect(await holdsWithin(() => view.reloads() === 2, 5000)).toBe(true);
    expect(await holdsWithin(async () => JSON.stringify([...view.rows].sort()) === JSON.stringify([...(await asMap(collection))].sort()), 5000)).toBe(true);
    expect(view.rows).toEqual(new Map([['b', 20], ['c', 3]]));
    // And it keeps following after the reload.
    await collection.insertOne({ _id: 'd', n: 4 });
    expect(await holdsWithin(() => view.rows.get('d') === 4, 5000)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('reports a change it failed to apply and goes on with the next', async () => {
    const applied: string[] = [];
    const following = followers.follow(collection, {
      onReload: () => undefined,
      onChange: (change) => {
        if (change.id === 'bad') throw new Error('cannot apply');
        applied.push(change.id);
      },
    });
    await following.loaded;
    await collection.insertOne({ _id: 'bad', n: 0 });
    await collection.insertOne({ _id: 'good', n: 1 });
    expect(await holdsWithin(() => applied.includes('good'), 5000)).toBe(true);
    expect(errors.map((error) => (error as Error).message)).toEqual(['cannot apply']);
  });

  it('stops a view whose first load still runs in the background, and that load with it', async () => {
    let loadedAll: () => void = () => undefined;
    const background = new Promise<void>((resolve) => (loadedAll = resolve));
    const applied: string[] = [];
    const following = followers.follow(collection, { onReload: () => undefined, onChange: (change) => void applied.push(change.id) }, { load: false, after: background });
    await following.ready;
    let pages = 0;
    const load = followers.run(async (signal) => {
      while (!signal.aborted) {
        pages += 1;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    });
    await collection.insertOne({ _id: 'meanwhile', n: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The change waits for the view's own load.
    expect(applied).toEqual([]);
    // The shared stop ends the load and the view, without the load ever finishing by itself.
    await followers.stop();
    await load;
    expect(pages).toBeGreaterThan(1);
    expect(followers.size).toBe(0);
    loadedAll();
  });

  it('stops every view at once: none applies a change after the shared stop', async () => {
    const views = [mirror(followers, collection), mirror(followers, collection), mirror(followers, collection)];
    await Promise.all(views.map((view) => view.following.loaded));
    expect(followers.size).toBe(3);
    await followers.stop();
    expect(followers.size).toBe(0);
    await collection.insertOne({ _id: 'late', n: 1 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (const view of views) expect(view.rows.has('late')).toBe(false);
    // A view started after the stop does not run either.
    const after = mirror(followers, collection);
    await after.following.stop();
    expect(after.reloads()).toBe(0);
  });
});
