import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PROFILES, readSeedContent, readSeedNews, seedStore } from '../../server/src/seed';
import { CONTENT_COLLECTIONS, CONTENT_KINDS } from '../../server/src/modules/content/content.model';
import { EmbeddedStore } from '../../server/src/store/embedded';
import { NEWS_COLLECTION, type NewsDocument } from '../../server/src/modules/content/content.model';
import { PROFILES_COLLECTION } from '../../server/src/modules/profiles/profile.model';
import type { Store } from '../../server/src/store/port';
import { tempDir } from '../support/temp';

describe('seedStore', () => {
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let store: Store;
  beforeEach(async () => {
    dir = await tempDir('almanac-seed-');
    store = await EmbeddedStore.open(dir.path);
  });
  afterEach(async () => {
    await store.close();
    await dir.remove();
  });

  const news = () => store.collection<NewsDocument>(NEWS_COLLECTION);
  /** Closes and reopens the store on the same folder, as a restart of the app would. */
  const restart = async () => {
    await store.close();
    store = await EmbeddedStore.open(dir.path);
  };

  it('fills an empty store with the sample news and, when asked, the demo profiles', async () => {
    const sample = await readSeedNews();
    expect(sample.length).toBeGreaterThan(0);
    await seedStore(store, { demo: true });
    expect((await news().find({}, { sort: { _id: 1 } })).map((n) => n._id)).toEqual(sample.map((n) => n._id).sort());
    expect(await store.collection(PROFILES_COLLECTION).count()).toBe(DEMO_PROFILES.length);
  });

  it('leaves out the demo profiles when demo is false', async () => {
    await seedStore(store, { demo: false });
    expect(await store.collection(PROFILES_COLLECTION).count()).toBe(0);
    expect(await news().count()).toBeGreaterThan(0);
  });

  it('inserts nothing new when it runs again, also after a restart', async () => {
    await seedStore(store, { demo: true });
    const before = { news: await news().find({}, { sort: { _id: 1 } }), profiles: await store.collection(PROFILES_COLLECTION).count() };
    await seedStore(store, { demo: true });
    await restart();
    await seedStore(store, { demo: true });
    expect(await news().find({}, { sort: { _id: 1 } })).toEqual(before.news);
    expect(await store.collection(PROFILES_COLLECTION).count()).toBe(before.profiles);
  });

  it('does not bring back a seeded post an admin deleted or restore one an admin edited', async () => {
    await seedStore(store, { demo: false });
    const [first, second] = await news().find({}, { sort: { _id: 1 }, limit: 2 });
    expect(await news().deleteOne({ _id: first!._id })).toBe(true);
    await news().updateOne({ _id: second!._id }, { $set: { title: 'Edited by an admin' } });
    await restart();
    await seedStore(store, { demo: false });
    expect(await news().findOne({ _id: first!._id })).toBeNull();
    expect((await news().findOne({ _id: second!._id }))!.title).toBe('Edited by an admin');
  });

  it('two seeds racing insert each document once', async () => {
    await Promise.all([seedStore(store, { demo: true }), seedStore(store, { demo: true })]);
    expect(await news().count()).toBe((await readSeedNews()).length);
    expect(await store.collection(PROFILES_COLLECTION).count()).toBe(DEMO_PROFILES.length);
  });

  it('seeds every content kind, one document at a time, and never brings back one an admin deleted', async () => {
    await seedStore(store, { demo: false });
    for (const kind of CONTENT_KINDS) {
      expect(await store.collection(CONTENT_COLLECTIONS[kind]).count()).toBe((await readSeedContent(kind)).length);
    }
    const guides = store.collection(CONTENT_COLLECTIONS.guide);
    expect(await guides.deleteOne({ _id: 'guide-obsidian-deep' })).toBe(true);
    await restart();
    await seedStore(store, { demo: false });
    expect(await store.collection(CONTENT_COLLECTIONS.guide).findOne({ _id: 'guide-obsidian-deep' })).toBeNull();
  });

  it('gives a store seeded before the content model the new documents, without bringing back its old news', async () => {
    // A store from before: the first news set was seeded under one marker, and an admin deleted a post since.
    await store.collection<{ _id: string; seededAt: string }>('seed_markers').insertOne({ _id: 'news-v1', seededAt: '2026-10-01T00:00:00.000Z' });
    const v1 = (await readSeedNews()).filter((post) => ['news-welcome', 'news-monster-atlas'].includes(post._id));
    for (const post of v1) await news().insertOne(post);
    await seedStore(store, { demo: false });
    const ids = (await news().find({}, { sort: { _id: 1 } })).map((post) => post._id);
    // The v1 posts that were gone stay gone; the posts written since arrive.
    expect(ids).not.toContain('news-new-player-guide');
    expect(ids).toEqual(expect.arrayContaining(['news-welcome', 'news-monster-atlas', 'news-patch-2-0', 'news-search-everything', 'news-boletus-fair']));
    expect(await store.collection(CONTENT_COLLECTIONS.article).count()).toBe((await readSeedContent('article')).length);
  });
});
