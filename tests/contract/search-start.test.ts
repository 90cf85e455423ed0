import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BUILDS_COLLECTION, type BuildDocument } from '../../server/src/modules/builds/build.model';
import { SearchService } from '../../server/src/modules/search/search.service';
import { createServices, type Services } from '../../server/src/services';
import { EmbeddedStore } from '../../server/src/store/embedded';
import { Followers } from '../../server/src/store/follow';
import type { Store } from '../../server/src/store/port';
import { SqliteStore } from '../../server/src/store/sqlite/store';
import { writeListData } from '../support/list-data';
import { tempDir } from '../support/temp';

/**
 * The search index at start: a site of a million builds has a hundred thousand public ones, and
 * reading them all before the server listened kept `/healthz` away for most of its start (and
 * held about 150 MB). On SQLite the builds are searched in the store's own text index, kept with
 * every write: search reads no build at start and finds a change at once. Where the engine keeps
 * none (NeDB, MongoDB), the index opens with the first page of public builds read and reads the
 * rest in the background: it answers at once from what it holds, finds every public build once
 * the read is done, and a build changed while it reads is found as it is now.
 */
const hitIds = async (search: SearchService, query: string) => (await search.search(query, 50, ['BUILD'])).groups.flatMap((group) => group.hits.map((hit) => hit.id));
const found = async (search: SearchService, query: string) => (await search.search(query, 50, ['BUILD'])).total;

describe.each([
  ['sqlite', (dir: string) => SqliteStore.open(dir)],
  ['embedded', (dir: string) => EmbeddedStore.open(dir)],
] as Array<[string, (dir: string) => Promise<Store>]>)('search of the public builds from the start (%s)', (engine, open) => {
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let store: Store;
  let services: Services;
  const followers = new Followers();
  const builds = () => store.collection<BuildDocument>(BUILDS_COLLECTION);

  beforeAll(async () => {
    dir = await tempDir('almanac-search-start-');
    store = await open(dir.path);
    services = await createServices(store);
    // 1,000 builds, 900 of them public (every tenth private), named "Build N".
    await writeListData(store, { builds: 1000, owners: 10, records: 0 });
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await followers.stop();
    await services?.followers.stop();
    await store?.close();
    await dir?.remove();
  });

  it('answers at once, finds every public build, and a build changed meanwhile as it is now', async () => {
    const find = vi.spyOn(builds(), 'find');
    const search = await SearchService.open({ store, game: services.game, items: services.items, content: services.content, followers });
    // On SQLite no build is read at start, and the last one (b0999) is found at once; elsewhere
    // open resolved with the first page read, and the last build is not found yet.
    const readAtStart = find.mock.calls.length;
    expect((await search.search('Build 1', 5, ['BUILD'])).groups[0]?.hits.length).toBeGreaterThan(0);
    expect([readAtStart, await hitIds(search, '999')]).toEqual(engine === 'sqlite' ? [0, ['b0999']] : [1, []]);
    // Changed while the rest is read: made private, and renamed.
    await builds().updateOne({ _id: 'b0998' }, { $set: { isPublic: false } });
    await builds().updateOne({ _id: 'b0997' }, { $set: { name: 'Zanzibarian Nights' } });
    await search.whenBuildsIndexed();
    await expect.poll(() => hitIds(search, 'Zanzibarian')).toEqual(['b0997']);
    expect(await found(search, '998')).toBe(0);
    expect(await hitIds(search, '999')).toEqual(['b0999']);
    // Every public build named "Build N": 900, less the one made private and the one renamed.
    expect(await found(search, 'Build')).toBe(898);
    // Deleted: gone; a like (the count only) changes nothing found.
    await builds().deleteOne({ _id: 'b0999' });
    await builds().updateOne({ _id: 'b0001' }, { $inc: { likeCount: 1 } });
    await expect.poll(() => found(search, '999')).toBe(0);
    expect(await hitIds(search, 'build 1')).toContain('b0001');
    const hit = (await search.search('Zanzibarian', 5, ['BUILD'])).groups[0]!.hits[0]!;
    expect(hit).toEqual({ kind: 'BUILD', id: 'b0997', title: 'Zanzibarian Nights', detail: 'Knight level 48 · by player7', path: '/builds/b0997', iconUrl: null, ref: null });
    await search.close();
  });
});
