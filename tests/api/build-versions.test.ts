import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRAITS } from '../../server/game-data/data/traits';
import { BUILDS_COLLECTION, type BuildDocument } from '../../server/src/modules/builds/build.model';
import { migrateStoredBuilds } from '../../server/src/modules/builds/build-migrations';
import { graphql, startTestServer, type TestServer } from '../support/app';
import { devSignIn } from '../support/auth';

const v2 = (name: string) => TRAITS.find((t) => t.name === name)!.number;
const BUILD = 'query($id: ID!) { build(id: $id) { dataVersion madeWithVersion migrationNotes assignedPoints { trait points } } }';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

describe('game data versions of stored builds', () => {
  it('Build.dataVersion - saves a new build with the current version', async () => {
    const cookie = await devSignIn(server.url, 'version-maker');
    const created = await graphql(server.url, `mutation { createBuild(input: { name: "Fresh", class: mage, characterLevel: 10, assignedPoints: [{ trait: ${v2('Ember Heart')}, points: 3 }] }) { id dataVersion madeWithVersion migrationNotes } }`, {}, { cookie });
    expect(created.data!.createBuild).toMatchObject({ dataVersion: 2, madeWithVersion: 2, migrationNotes: [] });
  });

  it('migrateStoredBuilds - brings a version 1 build to version 2 once, keeping what it was made with and what changed', async () => {
    const cookie = await devSignIn(server.url, 'old-timer');
    const me = await graphql(server.url, '{ me { id } }', {}, { cookie });
    const builds = server.store.collection<BuildDocument>(BUILDS_COLLECTION);
    const now = new Date().toISOString();
    // A knight saved with version 1 numbers: Shield Wall (13) 5, Quick Study (4) 2; no dataVersion field.
    await builds.insertOne({
      _id: 'v1-knight', name: 'Old knight', owner: me.data!.me.id, ownerUsername: 'old-timer', class: 'knight', characterLevel: 40,
      isPublic: false, isPlannerBuild: false, publishDate: null, buildIconId: null, assignedPoints: { '13': 5, '4': 2 },
      statAllocations: { hp: 0, mp: 0, magic: 0, ability: 0, hpRegen: 0, mpRegen: 0, capacity: 0 }, equippedItemIds: {},
      ratings: {}, likeCount: 0, comments: [], commentCount: 0, createdAt: now, updatedAt: now,
    } as BuildDocument);
    expect(await migrateStoredBuilds(builds)).toBe(1);
    expect(await migrateStoredBuilds(builds)).toBe(0);
    const { data } = await graphql(server.url, BUILD, { id: 'v1-knight' }, { cookie });
    expect(data!.build).toEqual({
      dataVersion: 2,
      madeWithVersion: 1,
      migrationNotes: ['The trait trees were redrawn in version 2: traits have new numbers, tiers and prerequisites.', 'Quick Study was removed: 2 points refunded.'],
      assignedPoints: [{ trait: v2('Shield Wall'), points: 5 }],
    });
    // The owner can still rename it: the migrated points pass the version 2 checks.
    const renamed = await graphql(server.url, 'mutation { updateBuild(id: "v1-knight", input: { name: "Renamed knight" }) { name } }', {}, { cookie });
    expect(renamed.data!.updateBuild).toEqual({ name: 'Renamed knight' });
  });
});
