import { get as httpGet } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawPack } from '../../server/game-data/pack';
import { loadConfig } from '../../server/src/config';
import { startAlmanac, type RunningAlmanac } from '../../server/src/main';
import { graphql, TEST_ENV } from '../support/app';
import { devSignIn } from '../support/auth';
import { CLIENT_BUILDS } from '../support/client-build';
import { tempDir } from '../support/temp';

/**
 * The maps' names follow the served game data version: a published version that renames a
 * monster, an NPC and a place (and moves the NPC, and adds a monster the world has no spawn for)
 * is what `/map/world.json` and oEmbed say at once, each version's world stays at its own
 * address, and the server still starts on that store afterwards.
 */
type World = { dataVersion: number; monsters: Array<{ id: string; name: string }>; npcs: Array<{ id: string; name: string; x: number; y: number; z: number }>; places: Array<{ id: string; name: string }>; spawns: Array<{ monster: string }> };

const v2 = rawPack();
const MONSTER = 'rat-king';
const monster = v2.monsters.find((m) => m.id === MONSTER)!;
const npc = v2.npcs[0]!;
const place = v2.locations.find((l) => l.id === npc.location)!;
const v3 = structuredClone(v2);
v3.monsters.find((m) => m.id === MONSTER)!.name = 'Rat Emperor';
const movedNpc = v3.npcs.find((n) => n.id === npc.id)!;
movedNpc.name = 'Hilde the Elder';
movedNpc.position = { x: npc.position.x + 1, y: npc.position.y };
v3.locations.find((l) => l.id === place.id)!.name = 'New Brackenford';
// A monster the world has no spawn for (the world is checked against the pack it was drawn from, not this one).
v3.monsters.push({ ...structuredClone(monster), id: 'rat-prince', name: 'Rat Prince' });

let dir: Awaited<ReturnType<typeof tempDir>>;
let server: RunningAlmanac;
const start = () => startAlmanac(loadConfig({ ...TEST_ENV, SEED_DEMO_DATA: 'false', DATA_DIR: dir.path, CLIENT_DIST: CLIENT_BUILDS.production }));
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers });
const worldOf = async (path: string) => (await (await get(path)).json()) as World;

let v2Etag: string;

/** A conditional GET as a browser or CDN revalidates (fetch() would add `Cache-Control: no-cache`, which forbids a 304). */
function revalidate(path: string, etag: string): Promise<{ status: number; etag: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    httpGet(`${server.url}${path}`, { headers: { 'if-none-match': etag } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, etag: res.headers.etag, body }));
    }).on('error', reject);
  });
}

beforeAll(async () => {
  dir = await tempDir();
  server = await start();
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await dir?.remove();
});

describe('/map/world.json follows the served version', () => {
  it('serves version 2, revalidated by an ETag that names the version', async () => {
    const response = await get('/map/world.json');
    expect(response.headers.get('cache-control')).toBe('public, no-cache');
    v2Etag = response.headers.get('etag')!;
    expect(v2Etag).toMatch(/^"world-v2-/);
    const world = (await response.json()) as World;
    expect(world.dataVersion).toBe(2);
    expect(world.monsters.find((m) => m.id === MONSTER)!.name).toBe(monster.name);
    expect((await revalidate('/map/world.json', v2Etag)).status).toBe(304);
  });

  it('after a version is published: its names and NPC positions, at once; the old ETag gets the new world', async () => {
    const admin = { cookie: await devSignIn(server.url, 'map_admin', 'admin') };
    const upload = await fetch(`${server.url}/manage/game-data/import`, { method: 'POST', headers: { 'content-type': 'application/json', origin: server.url, ...admin }, body: JSON.stringify(v3) });
    expect(upload.status).toBe(200);
    const published = await graphql(server.url, 'mutation { publishGameDataDraft(name: "3 Rats") { version { number } } }', {}, admin);
    expect(published.errors).toBeUndefined();

    const response = await revalidate('/map/world.json', v2Etag);
    expect(response.status).toBe(200);
    expect(response.etag).toMatch(/^"world-v3-/);
    const world = JSON.parse(response.body) as World;
    expect(world.dataVersion).toBe(3);
    expect(world.monsters.find((m) => m.id === MONSTER)!.name).toBe('Rat Emperor');
    expect(world.npcs.find((n) => n.id === npc.id)).toMatchObject({ name: 'Hilde the Elder', x: npc.position.x + 1, y: npc.position.y });
    expect(world.places.find((p) => p.id === place.id)!.name).toBe('New Brackenford');
    expect(world.monsters.find((m) => m.id === 'rat-prince')).toMatchObject({ name: 'Rat Prince' });
    expect(world.spawns.some((s) => s.monster === 'rat-prince')).toBe(false);
  });

  it('/map/v<n>/world.json - each published version\'s world, immutable; none for a version there is not', async () => {
    const old = await get('/map/v2/world.json');
    expect(old.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const world = (await old.json()) as World;
    expect([world.dataVersion, world.monsters.find((m) => m.id === MONSTER)!.name, world.npcs.find((n) => n.id === npc.id)!.name]).toEqual([2, monster.name, npc.name]);
    expect((await worldOf('/map/v3/world.json')).monsters.find((m) => m.id === MONSTER)!.name).toBe('Rat Emperor');
    expect((await get('/map/v9/world.json')).status).toBe(404);
  });

  it('/oembed - names a monster and an NPC of the map as the served version does', async () => {
    const answer = async (url: string) => (await (await get(`/oembed?url=${encodeURIComponent(`${server.url}${url}`)}&format=json`)).json()) as { title: string };
    expect((await answer(`/lists/monsters/${MONSTER}`)).title).toBe(`Rat Emperor · level ${monster.level} monster`);
    expect((await answer(`/tools/interactive-map?npc=${npc.id}`)).title).toBe('Interactive map · Hilde the Elder');
  });

  it('the server starts again on the store, serving version 3 on the world drawn for the committed pack', async () => {
    await server.stop();
    server = await start();
    const world = await worldOf('/map/world.json');
    expect([world.dataVersion, world.monsters.find((m) => m.id === MONSTER)!.name]).toEqual([3, 'Rat Emperor']);
  }, 120_000);
});
