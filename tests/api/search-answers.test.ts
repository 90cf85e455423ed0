import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedStore } from '../../server/src/store/embedded';
import { createServices, type Services } from '../../server/src/services';
import { seedStore } from '../../server/src/seed';
import { BUILDS_COLLECTION, type BuildDocument } from '../../server/src/modules/builds/build.model';
import { tempDir } from '../support/temp';

/**
 * The search service keeps what the index answered for a query until the index changes:
 * a repeated query gets the same answer, each caller its own slice of it, and a change shows on
 * the next search once the index has it, never an answer from before.
 */
describe('the answers the search keeps', () => {
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let store: EmbeddedStore;
  let services: Services;
  beforeAll(async () => {
    dir = await tempDir('almanac-search-answers-');
    store = await EmbeddedStore.open(dir.path);
    await seedStore(store, { demo: true });
    services = await createServices(store);
  });
  afterAll(async () => {
    await services?.search.close();
    await store?.close();
    await dir?.remove();
  });

  const ids = (answer: Awaited<ReturnType<Services['search']['search']>>, kind: string) => answer.groups.find((group) => group.kind === kind)?.hits.map((hit) => hit.id) ?? [];

  it('answers a repeated query alike, by its kinds and hits per kind', async () => {
    const first = await services.search.search('steel', 5);
    expect(first.total).toBeGreaterThan(1);
    expect(await services.search.search('steel', 5)).toEqual(first);
    const one = await services.search.search('steel', 1);
    expect(one.total).toBe(first.total);
    expect(one.groups.every((group) => group.hits.length === 1)).toBe(true);
    const items = await services.search.search('steel', 5, ['ITEM']);
    expect(items.groups.map((group) => group.kind)).toEqual(['ITEM']);
    expect((await services.search.search('steel', 5)).groups.length).toBe(first.groups.length);
  });

  it('shows a change on the next search once the index has it: a new public build, then the same made private', async () => {
    expect(ids(await services.search.search('Zanzibarian'), 'BUILD')).toEqual([]);
    const builds = store.collection<BuildDocument>(BUILDS_COLLECTION);
    const template = (await builds.findOne({ isPublic: true }))!;
    await builds.insertOne({ ...template, _id: 'search-answers-build', name: 'Zanzibarian Steel' });
    await expect.poll(async () => ids(await services.search.search('Zanzibarian'), 'BUILD')).toEqual(['search-answers-build']);
    expect(ids(await services.search.search('Zanzibarian'), 'BUILD')).toEqual(['search-answers-build']);
    await builds.updateOne({ _id: 'search-answers-build' }, { $set: { isPublic: false } });
    await expect.poll(async () => ids(await services.search.search('Zanzibarian'), 'BUILD')).toEqual([]);
  });
});
