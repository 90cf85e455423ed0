import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, startTestServer, type TestServer } from '../support/app';
import { devSignIn } from '../support/auth';
import { loadGameData } from '../../server/game-data/pack';
import { GAME_DATA_VERSION } from '../../server/game-data/rules/migrations';
import { experienceTable } from '../../server/game-data/rules/progression';
import { loadWorld } from '../../server/game-data/world/check';

let server: TestServer;
const { pack } = loadGameData();
const base = `/data/v${GAME_DATA_VERSION}`;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.stop());

/** Raw HTTP (fetch would decompress and hide the encoding, and follow redirects). */
function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    request(`${server.url}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

const json = (body: Buffer) => JSON.parse(body.toString('utf8')) as any;

describe('data exports (/data/v{dataVersion}/)', () => {
  it('lists every file in the index, each answering with its size and hash', async () => {
    const index = await get(`${base}/index.json`);
    expect(index.status).toBe(200);
    const listing = json(index.body);
    expect(listing.dataVersion).toBe(GAME_DATA_VERSION);
    const names = listing.files.map((file: { name: string }) => file.name);
    expect(names).toEqual(expect.arrayContaining(['items', 'monsters', 'npcs', 'spells', 'traits', 'classes', 'experience', 'world']));
    for (const file of listing.files) {
      expect(file.path).toBe(`${base}/${file.name}.json`);
      const answer = await get(file.path);
      expect(answer.status).toBe(200);
      expect(answer.body.length).toBe(file.bytes);
      expect(answer.headers.etag).toBe(`"${file.sha256}"`);
    }
  });

  it('are the files first published under this data version: a changed pack needs a new version', async () => {
    // The files are cached for a year as immutable, so their content may never change under the same
    // version. tests/fixtures/data-export-hashes.json records each version's files as published; a pack
    // change must raise GAME_DATA_VERSION (server/game-data/rules/migrations.ts) and record the new hashes.
    const published = JSON.parse(readFileSync(new URL('../fixtures/data-export-hashes.json', import.meta.url), 'utf8')) as Record<string, Record<string, string>>;
    const listing = json((await get(`${base}/index.json`)).body);
    const now = Object.fromEntries(listing.files.map((file: { name: string; sha256: string }) => [file.name, file.sha256]));
    expect(published[String(GAME_DATA_VERSION)], `no published hashes recorded for data version ${GAME_DATA_VERSION}: add ${JSON.stringify({ [GAME_DATA_VERSION]: now })} to tests/fixtures/data-export-hashes.json`).toBeDefined();
    for (const [name, hash] of Object.entries(published[String(GAME_DATA_VERSION)] ?? {})) {
      expect(now[name], `/data/v${GAME_DATA_VERSION}/${name}.json changed after it was published: raise GAME_DATA_VERSION instead`).toBe(hash);
    }
  });

  it('hold exactly the pack, the experience table and the world', async () => {
    const read = async (name: string) => json((await get(`${base}/${name}.json`)).body);
    expect(await read('items')).toEqual(pack.items);
    expect(await read('monsters')).toEqual(pack.monsters);
    expect(await read('npcs')).toEqual(pack.npcs);
    expect(await read('spells')).toEqual(pack.spells);
    expect(await read('traits')).toEqual(pack.traits);
    expect(await read('classes')).toEqual({ classes: pack.classes, stats: pack.stats });
    expect(await read('locations')).toEqual(pack.locations);
    expect(await read('materials')).toEqual(pack.materials);
    expect(await read('recipes')).toEqual(pack.recipes);
    const experience = await read('experience');
    expect(experience).toEqual(experienceTable());
    expect(experience[0]).toEqual({ level: 1, total: 0, toNext: expect.any(Number) });
    const world = await read('world');
    const entities = loadWorld(pack).entities;
    expect(world.spawns).toEqual(entities.spawns);
    expect(world.houses).toEqual(entities.houses);
    expect(world.npcs).toHaveLength(entities.npcs.length);
    expect(world.npcs[0].name).toBe(pack.npcs.find((npc) => npc.id === entities.npcs[0]!.npc)!.name);
    expect(world.places[0].name).toBe(pack.locations.find((location) => location.id === entities.places[0]!.id)!.name);
  });

  it('answer with a strong ETag, a year of immutable caching, and 304 to If-None-Match', async () => {
    const first = await get(`${base}/items.json`);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    const again = await get(`${base}/items.json`, { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect((await get(`${base}/items.json`, { 'If-None-Match': `"other", ${etag}` })).status).toBe(304);
    expect((await get(`${base}/items.json`, { 'If-None-Match': '"stale"' })).status).toBe(200);
    // Another file has another tag: a tag is never answered 304 for the wrong file.
    expect((await get(`${base}/monsters.json`, { 'If-None-Match': etag })).status).toBe(200);
  });

  it('compress each file once, each encoding with its own strong ETag', async () => {
    const plain = await get(`${base}/monsters.json`);
    const br = await get(`${base}/monsters.json`, { 'Accept-Encoding': 'br, gzip' });
    const gzip = await get(`${base}/monsters.json`, { 'Accept-Encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect((await get(`${base}/monsters.json`, { 'Accept-Encoding': 'br', 'If-None-Match': br.headers.etag as string })).status).toBe(304);
  });

  it('may be read and embedded by any site', async () => {
    for (const path of [`${base}/index.json`, `${base}/items.json`, '/data/latest/', `${base}/nothing.json`, '/data/v999/items.json']) {
      const answer = await get(path, { Origin: 'http://elsewhere.example' });
      expect(answer.headers['access-control-allow-origin']).toBe('*');
      expect(answer.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
    }
    const preflight = await get(`${base}/items.json`, { Origin: 'http://elsewhere.example', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'if-none-match' }, 'OPTIONS');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-headers']).toContain('if-none-match');
    // Every other page keeps the same-origin policy.
    expect((await get('/healthz')).headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('redirect /data/latest/ to the current version, cached briefly', async () => {
    for (const [from, to] of [
      ['/data/latest/', `${base}/index.json`],
      ['/data/latest', `${base}/index.json`],
      ['/data/', `${base}/index.json`],
      ['/data/latest/items.json', `${base}/items.json`],
    ]) {
      const answer = await get(from!);
      expect(answer.status).toBe(302);
      expect(answer.headers.location).toBe(to);
      expect(answer.headers['cache-control']).toBe('public, max-age=300');
    }
  });

  it('answer an unknown file or version with a JSON 404 naming where the files are', async () => {
    for (const path of [`${base}/nothing.json`, '/data/v999/items.json', '/data/v999/index.json']) {
      const answer = await get(path);
      expect(answer.status).toBe(404);
      expect(answer.headers['content-type']).toContain('application/json');
      expect(json(answer.body).error).toContain(`${base}/index.json`);
    }
  });

  it('answer HEAD with the headers and no body', async () => {
    const head = await get(`${base}/items.json`, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(1000);
  });
});

describe("the planner's items (/data/planner/items.json)", () => {
  const PLANNER_FIELDS = `{ itemList { id name category slot level weight iconUrl classes stats { attack defense armor range magic ability hp mp hpRegen mpRegen capacity }
    soldBy { npc { id name location { name } } price } droppedBy { monster { id name } chance } } }`;

  /** What the planner's GraphQL query answered, in the file's shape. */
  async function fromGraphQL() {
    const { data, errors } = await graphql(server.url, PLANNER_FIELDS);
    expect(errors).toBeUndefined();
    return data!.itemList
      .filter((item: any) => item.slot !== null)
      .map((item: any) => ({
        id: item.id, name: item.name, category: item.category, slot: item.slot, level: item.level, weight: item.weight, iconUrl: item.iconUrl, classes: item.classes,
        stats: Object.fromEntries(Object.entries(item.stats).filter(([, value]) => value !== null)),
        sources: {
          sellers: item.soldBy.map((offer: any) => ({ npcId: offer.npc.id, npcName: offer.npc.name, location: offer.npc.location.name, price: offer.price })),
          drops: item.droppedBy.map((drop: any) => ({ monsterId: drop.monster.id, monsterName: drop.monster.name, chance: drop.chance })),
        },
      }));
  }

  it('holds what the GraphQL API answers for the same items, revalidated by a strong ETag', async () => {
    const answer = await get('/data/planner/items.json');
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, no-cache');
    const file = json(answer.body);
    expect(file.dataVersion).toBe(GAME_DATA_VERSION);
    expect(file.items.length).toBeGreaterThan(100);
    expect(file.items).toEqual(await fromGraphQL());
    expect(file.items.some((item: any) => item.sources.sellers.length > 0)).toBe(true);
    expect(file.items.some((item: any) => item.sources.drops.length > 0)).toBe(true);
    const etag = answer.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect((await get('/data/planner/items.json', { 'If-None-Match': etag })).status).toBe(304);
  });

  it('follows an admin edit of an item: the next read has it, under a new ETag', async () => {
    const before = await get('/data/planner/items.json');
    const admin = await devSignIn(server.url, 'planner_file_admin', 'admin');
    const { data } = await graphql(server.url, '{ item(id: "steel-longsword") { name description category level classes weight value twoHanded stats { attack defense armor range magic ability hp mp hpRegen mpRegen capacity } } }');
    const item = data!.item;
    const input = { ...item, name: 'Steel Longsword of Planning', stats: Object.fromEntries(Object.entries(item.stats).filter(([, value]) => value !== null)) };
    const update = await graphql(server.url, 'mutation ($input: ItemInput!) { updateItem(id: "steel-longsword", input: $input) { name } }', { input }, { Cookie: admin });
    expect(update.errors).toBeUndefined();
    await expect
      .poll(async () => json((await get('/data/planner/items.json')).body).items.find((row: any) => row.id === 'steel-longsword')?.name)
      .toBe('Steel Longsword of Planning');
    const after = await get('/data/planner/items.json', { 'If-None-Match': before.headers.etag as string });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(json(after.body).items).toEqual(await fromGraphQL());
  });
});
