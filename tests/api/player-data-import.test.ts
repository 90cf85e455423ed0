import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MAX_BYTES, IMPORTS_PER_WINDOW, PLAYER_DATA_FORMAT } from '../../server/src/modules/account/player-data';
import { BUILDS_COLLECTION, type BuildDocument } from '../../server/src/modules/builds/build.model';
import { startTestServer, type TestServer } from '../support/app';
import { devSignIn } from '../support/auth';
import { dropDatabase, findMongo, uniqueDatabaseName, type MongoTarget } from '../support/mongodb';
import { act, createBuild, download, meId, publishBuild, upload, v2Trait } from '../support/player-data';

/**
 * "Import builds": a data file's builds come back as private builds of the signed-in player, each checked by the
 * build rules, older ones migrated, bad ones refused with their reason; bad files are refused whole and write
 * nothing. On SQLite and on MongoDB (where the builds are written one after another and deleted again on failure).
 */

const mongo: MongoTarget = await findMongo();
const database = uniqueDatabaseName('almanac_import');
afterAll(async () => {
  await dropDatabase(mongo.uri, database).catch(() => undefined);
  await mongo.stop();
});

const ENGINES: Array<[string, () => Record<string, string>]> = [
  ['SQLite', () => ({})],
  [`MongoDB (${mongo.source})`, () => ({ MONGODB_URI: mongo.uri, MONGODB_DB: database })],
];

const STATS = { hp: 0, mp: 0, magic: 0, ability: 0, hpRegen: 0, mpRegen: 0, capacity: 0 };
/** A build as a version 1 file held it: Tough Hide was trait 1, Quick Study (removed in version 2) trait 4. */
const OLD_BUILD = { id: 'old', name: 'Old knight', class: 'knight', characterLevel: 40, isPlannerBuild: false, assignedPoints: { '1': 2, '4': 1 }, dataVersion: 1, statAllocations: STATS, equippedItemIds: {} };
const BAD_BUILD = { id: 'bad', name: 'Too high', class: 'mage', characterLevel: 999, isPlannerBuild: false, assignedPoints: {}, dataVersion: 2, statAllocations: STATS, equippedItemIds: {} };

describe.each(ENGINES)('importing builds on %s', (_engine, env) => {
  let server: TestServer;
  const ownBuilds = async (cookie: string) =>
    (await act(server.url, cookie, '{ me { builds { name isPublic variants { name } description tags migrationNotes } } }')).me.builds as Array<Record<string, any>>;
  const count = async (cookie: string) => server.store.collection<BuildDocument>(BUILDS_COLLECTION).count({ owner: await meId(server.url, cookie) });

  beforeAll(async () => {
    server = await startTestServer({ SEED_DEMO_DATA: 'false', ...env() });
  }, 120_000);
  afterAll(async () => server?.stop());

  it('round trip: export, delete the builds, import into a new account: the builds are back, private; an old one migrated, a bad one refused', async () => {
    const first = await devSignIn(server.url, 'leaver');
    const frost = await createBuild(server.url, first, {
      name: 'Frost mage', class: 'mage', isPlannerBuild: true, description: 'Cold notes', tags: ['endgame'],
      variants: [{ name: 'Levelling', characterLevel: 60, assignedPoints: [{ trait: v2Trait('Ember Heart'), points: 3 }], statAllocations: { magic: 10 } }, { name: 'Endgame', characterLevel: 200 }],
    });
    await publishBuild(server.url, first, frost);
    const secret = await createBuild(server.url, first, { name: 'Secret knight', class: 'knight' });
    const { file } = await download(server.url, first);
    for (const id of [frost, secret]) await act(server.url, first, 'mutation($id: ID!) { deleteBuild(id: $id) }', { id });
    expect(await count(first)).toBe(0);

    const second = await devSignIn(server.url, 'arriver');
    file!.builds.push(OLD_BUILD, BAD_BUILD);
    const { response, json } = await upload(server.url, second, JSON.stringify(file));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(json.written).toBe(3);
    // The export lists a player's builds in the order it pages them (by id), so the first two come in either order.
    const exported = file!.builds.slice(0, 2).map((b: { name: string }) => b.name);
    expect([...exported].sort()).toEqual(['Frost mage', 'Secret knight']);
    expect(json.builds.map((b: Record<string, unknown>) => [b.index, b.name, b.outcome])).toEqual([
      [0, exported[0], 'imported'], [1, exported[1], 'imported'], [2, 'Old knight', 'migrated'], [3, 'Too high', 'refused'],
    ]);
    expect(json.builds[2].changes).toContain('Quick Study was removed: 1 point refunded.');
    expect(json.builds[3].reason).toBe('characterLevel: The level must be a whole number from 1 to 200.');
    const back = await ownBuilds(second);
    expect(back).toHaveLength(3);
    expect(back.every((b) => b.isPublic === false)).toBe(true);
    expect(back.find((b) => b.name === 'Frost mage')).toMatchObject({ description: 'Cold notes', tags: ['endgame'], variants: [{ name: 'Levelling' }, { name: 'Endgame' }] });
    expect(back.find((b) => b.name === 'Old knight')!.migrationNotes).toContain('Quick Study was removed: 1 point refunded.');
    // The ids are new: the first account's builds are not touched, and the file's ids are never trusted.
    expect(json.builds.slice(0, 3).every((b: { id: string }) => ![frost, secret, 'old'].includes(b.id))).toBe(true);
  });

  it('refuses bad files whole, with a clear message, writing nothing', async () => {
    const cookie = await devSignIn(server.url, 'careful');
    const many = { format: PLAYER_DATA_FORMAT, version: 1, builds: Array.from({ length: 10_000 }, (_, i) => ({ ...OLD_BUILD, name: `Build ${i}` })) };
    const cases: Array<[string, string | Uint8Array<ArrayBuffer>, number, RegExp]> = [
      ['not JSON', 'this is not { json', 400, /^This file is not JSON, so nothing was imported\./],
      ['an array', '[]', 400, /^This is not an Almanac data file/],
      ['another format', JSON.stringify({ format: 'dim-backup', version: 1, builds: [] }), 400, /its format is "dim-backup", not "almanac-player-data"/],
      ['an unknown version', JSON.stringify({ format: PLAYER_DATA_FORMAT, version: 2, builds: [] }), 400, /is version 2; this site reads versions 1 to 1\./],
      ['no builds', JSON.stringify({ format: PLAYER_DATA_FORMAT, version: 1 }), 400, /has no list of builds/],
      ['10,000 builds', JSON.stringify(many), 400, /holds 10,000 builds; a player keeps at most 200, so nothing was imported\./],
      ['over 10 MB', new Uint8Array(IMPORT_MAX_BYTES + 1).fill(32), 413, /^The file is larger than 10 MB, so nothing was imported\./],
    ];
    for (const [what, body, status, message] of cases) {
      const { response, json } = await upload(server.url, cookie, body);
      expect([what, response.status]).toEqual([what, status]);
      expect(json.error).toMatch(message);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    }
    expect(await count(cookie)).toBe(0);
  }, 60_000);

  it('fills the player\'s room and refuses the builds past 200 per build', async () => {
    const cookie = await devSignIn(server.url, 'collector');
    const rows = Array.from({ length: 199 }, (_, i) => ({ ...OLD_BUILD, dataVersion: 2, assignedPoints: {}, name: `Build ${i}` }));
    await createBuild(server.url, cookie, { name: 'Already here', class: 'squire' });
    await createBuild(server.url, cookie, { name: 'Also here', class: 'squire' });
    const { json } = await upload(server.url, cookie, JSON.stringify({ format: PLAYER_DATA_FORMAT, version: 1, builds: rows }));
    expect(json.written).toBe(198);
    expect(json.builds[198]).toMatchObject({ outcome: 'refused', reason: 'You can keep at most 200 builds. Delete some to make room.' });
    expect(await count(cookie)).toBe(200);
  }, 60_000);

  it('asks to be signed in, from this site, with a JSON body', async () => {
    const body = JSON.stringify({ format: PLAYER_DATA_FORMAT, version: 1, builds: [] });
    expect((await upload(server.url, null, body)).response.status).toBe(401);
    const cookie = await devSignIn(server.url, 'guarded');
    const foreign = await upload(server.url, cookie, body, { origin: 'https://elsewhere.example' });
    expect([foreign.response.status, foreign.json.error]).toEqual([403, 'Builds can only be imported from this site.']);
    expect((await upload(server.url, cookie, body, { 'content-type': 'text/plain' })).response.status).toBe(415);
    expect((await upload(server.url, cookie, body, { origin: new URL(server.url).origin })).response.status).toBe(200);
  });

  it(`allows ${IMPORTS_PER_WINDOW} imports per player in ten minutes, then 429 with Retry-After`, async () => {
    const cookie = await devSignIn(server.url, 'hasty');
    const body = JSON.stringify({ format: PLAYER_DATA_FORMAT, version: 1, builds: [] });
    for (let i = 0; i < IMPORTS_PER_WINDOW; i += 1) expect((await upload(server.url, cookie, body)).response.status).toBe(200);
    const refused = await upload(server.url, cookie, body);
    expect(refused.response.status).toBe(429);
    expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.json.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
  });
});
