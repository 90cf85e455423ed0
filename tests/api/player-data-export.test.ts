import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_COLLECTION } from '../../server/src/modules/audit/audit.service';
import type { AuditDocument } from '../../server/src/modules/audit/audit.model';
import { EXPORTS_PER_WINDOW, PLAYER_DATA_FORMAT, PLAYER_DATA_VERSION } from '../../server/src/modules/account/player-data';
import { graphql, startTestServer, type TestServer } from '../support/app';
import { devSignIn } from '../support/auth';
import { dropDatabase, findMongo, uniqueDatabaseName, type MongoTarget } from '../support/mongodb';
import { act, comment, createBuild, download, likeBuild, meId, publishBuild, v2Trait } from '../support/player-data';

/**
 * "Download my data": the file holds every collection's rows of the player and nothing of anybody else's, is never
 * cacheable, and is limited per player. On SQLite (the default) and on MongoDB (the export walks collections by pages of
 * `_id`, a read no other feature makes), MONGODB_URI's server when set, else the wire-protocol test double.
 */

const mongo: MongoTarget = await findMongo();
const database = uniqueDatabaseName('almanac_export');
afterAll(async () => {
  await dropDatabase(mongo.uri, database).catch(() => undefined);
  await mongo.stop();
});

const ENGINES: Array<[string, () => Record<string, string>]> = [
  ['SQLite', () => ({})],
  [`MongoDB (${mongo.source})`, () => ({ MONGODB_URI: mongo.uri, MONGODB_DB: database })],
];

describe.each(ENGINES)('the player data file on %s', (_engine, env) => {
  let server: TestServer;
  const cookie = { owner: '', other: '' };
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer({ SEED_DEMO_DATA: 'false', ...env() });
    cookie.owner = await devSignIn(server.url, 'exporter', 'admin');
    cookie.other = await devSignIn(server.url, 'bystander');
    ids.owner = await meId(server.url, cookie.owner);
    ids.other = await meId(server.url, cookie.other);
    const { url } = server;
    await act(url, cookie.owner, 'mutation { updatePreferences(input: { theme: light, toolLevel: 80 }) { preferences { theme } } }');
    ids.variants = await createBuild(url, cookie.owner, {
      name: 'Frost mage', class: 'mage', isPlannerBuild: true, description: 'Cold **notes**', tags: ['endgame', 'solo'],
      variants: [{ name: 'Levelling', characterLevel: 60, assignedPoints: [{ trait: v2Trait('Ember Heart'), points: 3 }], statAllocations: { magic: 10 } }, { name: 'Endgame', characterLevel: 200 }],
    });
    ids.private = await createBuild(url, cookie.owner, { name: 'Secret knight', class: 'knight' });
    ids.othersBuild = await createBuild(url, cookie.other, { name: 'Bystander rogue', class: 'rogue' });
    await publishBuild(url, cookie.owner, ids.variants);
    await publishBuild(url, cookie.other, ids.othersBuild);
    await likeBuild(url, cookie.owner, ids.othersBuild);
    await likeBuild(url, cookie.other, ids.variants);
    ids.othersComment = await comment(url, cookie.other, ids.variants, 'A bystander says hello');
    ids.ownReply = await comment(url, cookie.owner, ids.variants, 'The owner answers', ids.othersComment);
    ids.ownComment = await comment(url, cookie.owner, ids.othersBuild, 'The owner visits');
    await comment(url, cookie.other, ids.othersBuild, 'A bystander replies to the visit', ids.ownComment);
    const audit = server.store.collection<AuditDocument>(AUDIT_COLLECTION);
    const entry = (id: string, actorId: string, actorUsername: string): AuditDocument => ({
      _id: id, at: new Date().toISOString(), actorId, actorUsername, action: 'item.update', collection: 'items', targetId: 'iron-sword', targetLabel: 'Iron Sword',
      before: { _id: 'iron-sword' }, after: { _id: 'iron-sword' }, revertOf: null, revertedBy: null,
    });
    await audit.insertOne(entry('audit-owner', ids.owner, 'exporter'));
    await audit.insertOne(entry('audit-other', 'someone-else', 'another-admin'));
  }, 120_000);
  afterAll(async () => server?.stop());

  it('is a private attachment of every collection\'s rows of the player', async () => {
    const { response, file } = await download(server.url, cookie.owner);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="?almanac-data-exporter-\d{4}-\d{2}-\d{2}\.json"?$/);
    expect(file).toMatchObject({ format: PLAYER_DATA_FORMAT, version: PLAYER_DATA_VERSION, gameDataVersion: 2, site: expect.stringMatching(/^http:\/\//) });
    expect(file!.profile).toMatchObject({ id: ids.owner, username: 'exporter', role: 'admin' });
    expect(file!.signIns).toEqual([{ provider: 'dev', providerUserId: expect.any(String), origin: 'created', linkedAt: expect.any(String) }]);
    expect(file!.preferences).toEqual({ theme: 'light', toolLevel: 80 });
    const builds = file!.builds as Array<Record<string, any>>;
    expect(builds.map((b) => b.id).sort()).toEqual([ids.variants, ids.private].sort());
    const frost = builds.find((b) => b.id === ids.variants)!;
    expect(frost).toMatchObject({ name: 'Frost mage', class: 'mage', isPublic: true, description: 'Cold **notes**', tags: ['endgame', 'solo'], variantName: 'Levelling', likeCount: 1, commentCount: 2, dataVersion: 2 });
    expect(frost.variants).toEqual([expect.objectContaining({ name: 'Endgame', characterLevel: 200 })]);
    expect(builds.find((b) => b.id === ids.private)).toMatchObject({ isPublic: false, name: 'Secret knight' });
    expect(file!.comments).toEqual(expect.arrayContaining([
      expect.objectContaining({ id: ids.ownReply, buildId: ids.variants, parentId: ids.othersComment, content: 'The owner answers', author: 'exporter' }),
      expect.objectContaining({ id: ids.ownComment, buildId: ids.othersBuild, parentId: null, content: 'The owner visits' }),
    ]));
    expect(file!.comments).toHaveLength(2);
    expect(file!.likes).toEqual([{ buildId: ids.othersBuild, likedAt: expect.any(String) }]);
    expect(file!.activity).toEqual([]);
    // The session that downloads is one of them; no session id or cookie is in the file.
    const sessions = file!.sessions as Array<Record<string, unknown>>;
    expect(sessions.length).toBeGreaterThanOrEqual(1);
    for (const session of sessions) expect(Object.keys(session).sort()).toEqual(['createdAt', 'device', 'lastUsedAt']);
    expect(JSON.stringify(file)).not.toContain(cookie.owner.split('=')[1]!.slice(4, 20));
    expect(file!.adminChanges).toEqual([{ id: 'audit-owner', at: expect.any(String), action: 'item.update', collection: 'items', targetId: 'iron-sword', targetLabel: 'Iron Sword', revertOf: null, revertedBy: null }]);
  });

  it('holds nothing of anybody else\'s: their comments, likes, builds and name stay out', async () => {
    const text = JSON.stringify((await download(server.url, cookie.owner)).file);
    for (const theirs of ['A bystander says hello', 'A bystander replies to the visit', 'Bystander rogue', 'bystander', ids.other, 'another-admin', 'audit-other']) {
      expect(text).not.toContain(theirs);
    }
    // And the other player's own file holds none of the owner's comments or builds.
    const theirs = JSON.stringify((await download(server.url, cookie.other)).file);
    for (const mine of ['The owner answers', 'The owner visits', 'Frost mage', 'Secret knight', 'exporter', ids.owner]) expect(theirs).not.toContain(mine);
  });

  it('answers HEAD with the headers only', async () => {
    const response = await fetch(`${server.url}/account/export`, { method: 'HEAD', headers: { cookie: cookie.other } });
    expect([response.status, response.headers.get('cache-control'), await response.text()]).toEqual([200, 'private, no-store', '']);
  });

  it('answers a signed-out request with 401, never cacheable', async () => {
    const { response } = await download(server.url, null);
    expect(response.status).toBe(401);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await graphql(server.url, '{ __typename }')).toMatchObject({ status: 200 });
  });

  it(`allows ${EXPORTS_PER_WINDOW} downloads per player in ten minutes, then 429 with Retry-After; another player still may`, async () => {
    const fresh = await devSignIn(server.url, `limited-${Date.now().toString(36)}`);
    for (let i = 0; i < EXPORTS_PER_WINDOW; i += 1) expect((await download(server.url, fresh)).response.status).toBe(200);
    const refused = (await download(server.url, fresh)).response;
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('cache-control')).toBe('private, no-store');
    expect((await download(server.url, await devSignIn(server.url, `second-${Date.now().toString(36)}`))).response.status).toBe(200);
  });
});
