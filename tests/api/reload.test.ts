import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITEMS } from '../../server/game-data/data/items';
import { BUILDS_COLLECTION, type BuildDocument } from '../../server/src/modules/builds/build.model';
import { ITEMS_COLLECTION } from '../../server/src/modules/items/items.service';
import { PROFILES_COLLECTION, type ProfileDocument } from '../../server/src/modules/profiles/profile.model';
import { loseHistory } from '../../server/src/store/embedded';
import type { StoredDocument } from '../../server/src/store/port';
import { graphql, startTestServer, type TestServer } from '../support/app';
import { devSignIn } from '../support/auth';
import { collect, socketClient } from '../support/ws';

/**
 * Every consumer of a change feed handles `reload` (a MongoDB change stream that lost its
 * history): changes made while the history was lost reach no feed, and each consumer must
 * re-read what it serves. The embedded engine loses its history on demand (`loseHistory`).
 */
let server: TestServer;
let cookie: string;
beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO_DATA: 'false' });
  cookie = await devSignIn(server.url, 'forgetful');
});
afterAll(async () => server?.stop());

const as = () => ({ cookie });
const builds = () => server.store.collection<BuildDocument>(BUILDS_COLLECTION);

async function publishedBuild(name: string): Promise<string> {
  const created = await graphql(server.url, `mutation($n: String!) { createBuild(input: { name: $n }) { id } }`, { n: name }, as());
  const id = created.data!.createBuild.id as string;
  await graphql(server.url, `mutation($id: ID!) { publishBuild(id: $id) { id } }`, { id }, as());
  return id;
}

describe('after lost history', () => {
  it('buildChanged re-reads the build and sends it', async () => {
    const id = await publishedBuild('Heard');
    const watcher = socketClient(server.url);
    const stream = collect(watcher, `subscription($id: ID!) { buildChanged(id: $id) { id name } }`, { id });
    await stream.untilHeard((attempt) => graphql(server.url, `mutation($id: ID!, $n: String!) { updateBuild(id: $id, input: { name: $n }) { id } }`, { id, n: `Ready ${attempt}` }, as()));
    await loseHistory(server.store, BUILDS_COLLECTION, () => builds().updateOne({ _id: id }, { $set: { name: 'Renamed unheard' } }));
    expect(await stream.until((value) => value.data.buildChanged?.name === 'Renamed unheard')).toEqual({ data: { buildChanged: { id, name: 'Renamed unheard' } } });
    stream.dispose();
    await watcher.dispose();
  });

  it('myProfile re-reads the profile after its own feed and after the builds feed lost history', async () => {
    const me = (await graphql(server.url, `{ me { id } }`, {}, as())).data!.me.id as string;
    const doomed = await publishedBuild('Deleted unheard');
    const phone = socketClient(server.url, cookie);
    const stream = collect(phone, `subscription { myProfile { displayName builds { id } } }`);
    await stream.untilHeard((attempt) => graphql(server.url, `mutation($n: String!) { updateProfile(input: { displayName: $n }) { id } }`, { n: `Ready ${attempt}` }, as()));

    await loseHistory(server.store, PROFILES_COLLECTION, () =>
      server.store.collection<ProfileDocument>(PROFILES_COLLECTION).updateOne({ _id: me }, { $set: { displayName: 'Named unheard' } }));
    await stream.until((value) => value.data.myProfile.displayName === 'Named unheard');

    await loseHistory(server.store, BUILDS_COLLECTION, () => builds().deleteOne({ _id: doomed }));
    const after = await stream.until((value) => !value.data.myProfile.builds.some((build: { id: string }) => build.id === doomed));
    expect(after.data.myProfile.displayName).toBe('Named unheard');
    stream.dispose();
    await phone.dispose();
  });

  it('the build rules re-read the items: an item changed meanwhile is checked as it is now', async () => {
    const ring = ITEMS.find((item) => item.slot === 'ring' && item.classes.length === 0)!;
    const equip = () =>
      graphql(server.url, `mutation($input: BuildInput!) { createBuild(input: $input) { id } }`, {
        input: { name: 'Ringed', class: 'squire', characterLevel: 50, isPlannerBuild: true, equippedItemIds: [{ slot: 'ring', itemId: ring.id }] },
      }, as());
    expect((await equip()).errors).toBeUndefined();
    await loseHistory(server.store, ITEMS_COLLECTION, () =>
      server.store.collection<StoredDocument & { classes: string[] }>(ITEMS_COLLECTION).updateOne({ _id: ring.id }, { $set: { classes: ['mage'] } }));
    await expect.poll(async () => (await equip()).errors?.[0]?.message).toBe(`${ring.name} cannot be used by a squire.`);
  });

  it('itemChanged re-reads the item and sends it', async () => {
    const admin = await devSignIn(server.url, 'item_keeper', 'admin');
    const dagger = ITEMS.find((item) => item.id === 'iron-dagger')!;
    const watcher = socketClient(server.url);
    const stream = collect(watcher, `subscription { itemChanged(id: "iron-dagger") { id name } }`);
    // Readiness: retire and restore (an admin's edit) until the page hears one.
    await stream.untilHeard((attempt) =>
      graphql(server.url, `mutation { ${attempt % 2 ? 'retireItem' : 'restoreItem'}(id: "iron-dagger") { id } }`, {}, { cookie: admin }));
    await graphql(server.url, `mutation { restoreItem(id: "iron-dagger") { id } }`, {}, { cookie: admin });
    await loseHistory(server.store, ITEMS_COLLECTION, () =>
      server.store.collection<StoredDocument & { name: string }>(ITEMS_COLLECTION).updateOne({ _id: dagger.id }, { $set: { name: 'Dagger renamed unheard' } }));
    expect(await stream.until((value) => value.data.itemChanged?.name === 'Dagger renamed unheard')).toEqual({ data: { itemChanged: { id: 'iron-dagger', name: 'Dagger renamed unheard' } } });
    stream.dispose();
    await watcher.dispose();
  });

  it('search re-reads the store: a build made private meanwhile is no longer found, one renamed is found by its new name', async () => {
    const hidden = await publishedBuild('Quixotic hidden');
    const renamed = await publishedBuild('Quixotic before');
    const search = async (query: string) =>
      ((await graphql(server.url, `query($q: String!) { search(query: $q, kinds: [BUILD]) { groups { hits { id } } } }`, { q: query })).data!.search.groups as Array<{ hits: Array<{ id: string }> }>)
        .flatMap((group) => group.hits.map((hit) => hit.id));
    expect((await search('Quixotic')).sort()).toEqual([hidden, renamed].sort());
    await loseHistory(server.store, BUILDS_COLLECTION, async () => {
      await builds().updateOne({ _id: hidden }, { $set: { isPublic: false } });
      await builds().updateOne({ _id: renamed }, { $set: { name: 'Zanzibar after' } });
    });
    await expect.poll(() => search('Zanzibar')).toEqual([renamed]);
    expect(await search('Quixotic')).toEqual([]);
  });
});
