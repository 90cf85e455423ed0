import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILDS_COLLECTION, type BuildDocument } from '../../server/src/modules/builds/build.model';
import { SearchService } from '../../server/src/modules/search/search.service';
import { createServices, type Services } from '../../server/src/services';
import { Followers } from '../../server/src/store/follow';
import { SqliteStore } from '../../server/src/store/sqlite/store';
import { writeListData } from '../support/list-data';
import { tempDir } from '../support/temp';

/**
 * The search index at start: a site of a million builds has a hundred thousand public ones, and
 * reading them all before the server listened kept `/healthz` away for most of its start. The
 * index opens with the first page of public builds read and reads the rest in the background: it
 * answers at once from what it holds, finds every public build once the read is done, and a
 * build changed while it reads is found as it is now (made private: not found; renamed: by its
 * new name).
 */
describe('the search index reads the public builds after it opens', () => {
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let store: SqliteStore;
  let services: Services;
  const followers = new Followers();
  const builds = () => store.collection<BuildDocument>(BUILDS_COLLECTION);
  const found = (search: SearchService, query: string) => search.search(query, 50, ['BUILD']).total;

  beforeAll(async () => {
    dir = await tempDir('almanac-search-start-');
    store = await SqliteStore.open(dir.path);
    services = await createServices(store);
    // 1,000 builds, 900 of them public (every tenth private), named "Build N".
    await writeListData(store, { builds: 1000, owners: 10, records: 0 });
  });
  afterAll(async () => {
    await followers.stop();
    await services?.followers.stop();
    await store?.close();
    await dir?.remove();
  });

  it('answers before every public build is read, and finds each one once it is', async () => {
    const search = await SearchService.open({ store, game: services.game, items: services.items, content: services.content, followers });
    // Open resolved with the first page read: the first build is found, the last (b0999) not yet.
    expect(search.search('Build 1', 5, ['BUILD']).groups[0]?.hits.length).toBeGreaterThan(0);
    expect(found(search, '999')).toBe(0);
    // Changed while the rest is read: made private, and renamed.
    await builds().updateOne({ _id: 'b0998' }, { $set: { isPublic: false } });
    await builds().updateOne({ _id: 'b0997' }, { $set: { name: 'Zanzibarian Nights' } });
    await search.whenBuildsIndexed();
    await expect.poll(() => found(search, 'Zanzibarian')).toBe(1);
    expect(found(search, '998')).toBe(0);
    expect(found(search, '999')).toBe(1);
    // Every public build named "Build N": 900, less the one made private and the one renamed.
    expect(found(search, 'Build')).toBe(898);
    await search.close();
  });
});
