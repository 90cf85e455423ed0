import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawPack } from '../../server/game-data/pack';
import { defaultSharedBuild, encodeShareState } from '../../server/game-data/rules/share-state';
import { catalogOfPack } from '../../server/game-data/rules/version-migration';
import { BUILDS_COLLECTION, SHARE_LINKS_COLLECTION } from '../../server/src/modules/builds/build.model';
import { buildCardSvg, svgToPng, targetLine } from '../../server/src/modules/builds/build-card';
import { graphql, startTestServer, type TestServer } from '../support/app';
import { devSignIn } from '../support/auth';

/**
 * A published version renames a trait and a monster: builds, cards, head tags and embeds of a
 * build made for the new version read the new names, and those of a build made for the old
 * version keep the old ones (the committed pack is never read for them).
 */
let server: TestServer;
let admin: Record<string, string>;
let player: Record<string, string>;

const v2 = rawPack();
const trait = v2.traits.find((t) => t.class === null && t.tier === 1 && t.prerequisite === null)!;
const monster = v2.monsters.find((m) => m.level <= 30)!;
const TRAIT_RENAMED = 'Wintersharp Focus';
const MONSTER_RENAMED = 'Frostbitten Lurker';
const v3 = structuredClone(v2);
v3.traits.find((t) => t.number === trait.number)!.name = TRAIT_RENAMED;
v3.monsters.find((m) => m.id === monster.id)!.name = MONSTER_RENAMED;
/** A monster version 3 adds: a build of version 3 may aim at it. */
const NEWCOMER = { ...structuredClone(monster), id: 'frost-newcomer', name: 'Frost Newcomer' };
v3.monsters.push(NEWCOMER);

async function ok(query: string, variables: Record<string, unknown> = {}, who: Record<string, string> = {}) {
  const result = await graphql(server.url, query, variables, who);
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!;
}

const CREATE = 'mutation($input: BuildInput!) { createBuild(input: $input) { id dataVersion } }';
const STATS = { hp: 0, mp: 0, magic: 0, ability: 0, hpRegen: 0, mpRegen: 0, capacity: 0 };
/** A public trait tree build with 1 point in the trait, and a public planner build aimed at the monster. */
async function makeBuilds(label: string) {
  const traits = (await ok(CREATE, { input: { name: `${label} traits`, class: 'mage', characterLevel: 20, assignedPoints: [{ trait: trait.number, points: 1 }] } }, player)).createBuild;
  const planner = (await ok(CREATE, { input: { name: `${label} hunter`, class: 'knight', characterLevel: 20, isPlannerBuild: true, targetMonsterId: monster.id } }, player)).createBuild;
  for (const id of [traits.id, planner.id]) await ok('mutation($id: ID!) { publishBuild(id: $id) { id } }', { id }, player);
  return { traits: traits.id as string, planner: planner.id as string, version: traits.dataVersion as number };
}

const page = async (path: string) => (await fetch(`${server.url}${path}`)).text();
/** The page's description tag (the page itself may name a renamed trait where it says what a patch changed). */
const description = async (path: string) => /<meta name="description" content="([^"]*)"/.exec(await page(path))?.[1] ?? '';
const cardOf = async (id: string) => Buffer.from(await (await fetch(`${server.url}/builds/${id}/card.png`)).arrayBuffer());
const traitCard = (name: string, traits: string) => svgToPng(buildCardSvg({ name, className: 'Mage', level: 20, likes: 0, owner: 'names_player', kind: 'trait tree', icons: [], variant: null, target: null, traits }));
const hunterCard = (name: string, pack: typeof v2) =>
  svgToPng(
    buildCardSvg({
      name, className: 'Knight', level: 20, likes: 0, owner: 'names_player', kind: 'planner', icons: [], variant: null, traits: null,
      target: targetLine({ class: 'knight', characterLevel: 20, assignedPoints: {}, statAllocations: STATS, targetMonsterId: monster.id }, [], { traits: catalogOfPack(pack), monsters: pack.monsters }),
    }),
  );

let old: Awaited<ReturnType<typeof makeBuilds>>;
let made: Awaited<ReturnType<typeof makeBuilds>>;

beforeAll(async () => {
  server = await startTestServer();
  admin = { cookie: await devSignIn(server.url, 'names_admin', 'admin') };
  player = { cookie: await devSignIn(server.url, 'names_player', 'user') };
  old = await makeBuilds('Old');
  const upload = await fetch(`${server.url}/manage/game-data/import`, { method: 'POST', headers: { 'content-type': 'application/json', origin: server.url, ...admin }, body: JSON.stringify(v3) });
  if (upload.status !== 200) throw new Error(`import: ${upload.status} ${await upload.text()}`);
  await ok('mutation { publishGameDataDraft(name: "3 Names") { version { number } } }', {}, admin);
  made = await makeBuilds('New');
}, 120_000);
afterAll(async () => server?.stop());

describe('names of a build\'s own game data version', () => {
  it('the builds are on versions 2 and 3', () => {
    expect([old.version, made.version]).toEqual([2, 3]);
  });

  it('TraitPoints.details - the trait as the build\'s version names it', async () => {
    const QUERY = 'query($id: ID!) { build(id: $id) { assignedPoints { trait details { name prerequisite { name } } } variants { assignedPoints { details { name } } } } }';
    const before = (await ok(QUERY, { id: old.traits })).build;
    const after = (await ok(QUERY, { id: made.traits })).build;
    expect(before.assignedPoints).toEqual([{ trait: trait.number, details: { name: trait.name, prerequisite: null } }]);
    expect(before.variants[0].assignedPoints).toEqual([{ details: { name: trait.name } }]);
    expect(after.assignedPoints).toEqual([{ trait: trait.number, details: { name: TRAIT_RENAMED, prerequisite: null } }]);
  });

  it('a version the store does not have reads as the current one', async () => {
    await server.store.collection(BUILDS_COLLECTION).updateOne({ _id: old.traits }, { $set: { dataVersion: 99 } });
    try {
      const { build } = await ok('query($id: ID!) { build(id: $id) { assignedPoints { details { name } } } }', { id: old.traits });
      expect(build.assignedPoints).toEqual([{ details: { name: TRAIT_RENAMED } }]);
    } finally {
      await server.store.collection(BUILDS_COLLECTION).updateOne({ _id: old.traits }, { $set: { dataVersion: 2 } });
    }
  });

  it('/builds/{id} - the description names the traits by the build\'s version', async () => {
    expect(await description(`/builds/${made.traits}`)).toContain(`Traits: ${TRAIT_RENAMED} 1.`);
    expect(await description(`/builds/${old.traits}`)).toContain(`Traits: ${trait.name} 1.`);
  });

  it('/builds/{id}/card.png - draws the trait and the target monster as the build\'s version names them', async () => {
    expect((await cardOf(made.traits)).equals(traitCard('New traits', `${TRAIT_RENAMED} 1`))).toBe(true);
    expect((await cardOf(old.traits)).equals(traitCard('Old traits', `${trait.name} 1`))).toBe(true);
    expect((await cardOf(made.planner)).equals(hunterCard('New hunter', v3))).toBe(true);
    expect((await cardOf(old.planner)).equals(hunterCard('Old hunter', v2))).toBe(true);
  });

  it('/embed/builds/{id} - the embed names the traits by the build\'s version', async () => {
    expect(await page(`/embed/builds/${made.traits}`)).toContain(`${TRAIT_RENAMED} 1`);
    const before = await page(`/embed/builds/${old.traits}`);
    expect(before).toContain(`${trait.name} 1`);
    expect(before).not.toContain(TRAIT_RENAMED);
  });

  it('Mutation.createBuild - takes a target that only the served version has', async () => {
    const { createBuild } = await ok(CREATE, { input: { name: 'Newcomer hunter', class: 'knight', characterLevel: 20, isPlannerBuild: true, targetMonsterId: NEWCOMER.id } }, player);
    expect((await ok('query($id: ID!) { build(id: $id) { targetMonsterId } }', { id: createBuild.id }, player)).build.targetMonsterId).toBe(NEWCOMER.id);
  });

  it('/s/{code} - a short link\'s description names the target as the link\'s version does', async () => {
    const state = (dataVersion: number) => encodeShareState({ ...defaultSharedBuild(), characterClass: 'knight', level: 20, dataVersion, target: monster.id });
    await server.store.collection(SHARE_LINKS_COLLECTION).insertOne({ _id: 'namesv3abc', tool: 'planner', state: state(3), name: 'Hunter v3', createdAt: new Date().toISOString() } as never);
    await server.store.collection(SHARE_LINKS_COLLECTION).insertOne({ _id: 'namesv2abc', tool: 'planner', state: state(2), name: 'Hunter v2', createdAt: new Date().toISOString() } as never);
    expect(await description('/s/namesv3abc')).toContain(`Against ${MONSTER_RENAMED} (level ${monster.level})`);
    expect(await description('/s/namesv2abc')).toContain(`Against ${monster.name} (level ${monster.level})`);
  });
});
