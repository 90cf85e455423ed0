import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoLevellingPlan, packLevellingPlan } from '../../server/game-data/rules/levelling-plan';
import { defaultSharedBuild } from '../../server/game-data/rules/share-state';
import { TRAIT_CATALOG } from '../../server/game-data/rules/traits';
import { graphql, startTestServer, type TestServer } from '../support/app';
import { devSignIn } from '../support/auth';

let server: TestServer;
let cookie: string;

beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO_DATA: 'false' });
  cookie = await devSignIn(server.url, 'planner');
});
afterAll(async () => server?.stop());

const stats = { hp: 6, mp: 0, magic: 0, ability: 4, hpRegen: 0, mpRegen: 0, capacity: 0 };
const build = { ...defaultSharedBuild(), characterClass: 'knight' as const, level: 6, stats, points: [[1, 3]] as Array<[number, number]> };
const input = (levellingPlan: string | null) => ({ name: 'Planned', class: 'knight', characterLevel: 6, isPlannerBuild: true, statAllocations: stats, assignedPoints: [{ trait: 1, points: 3 }], levellingPlan });
const create = (levellingPlan: string | null) =>
  graphql(server.url, `mutation($input: BuildInput!) { createBuild(input: $input) { id levellingPlan } }`, { input: input(levellingPlan) }, { cookie });
const count = async () => (await graphql(server.url, `{ me { builds { id } } }`, {}, { cookie })).data!.me.builds.length;

describe('a levelling plan saved with a build', () => {
  it('saves a plan that keeps the rules at every level, gives it back, and keeps it through an update that does not name it', async () => {
    const plan = JSON.stringify(packLevellingPlan(autoLevellingPlan(TRAIT_CATALOG, build)));
    const { data, errors } = await create(plan);
    expect(errors).toBeUndefined();
    expect(data!.createBuild.levellingPlan).toBe(plan);
    const updated = await graphql(server.url, `mutation($id: ID!) { updateBuild(id: $id, input: { name: "Renamed" }) { levellingPlan } }`, { id: data!.createBuild.id }, { cookie });
    expect(updated.data!.updateBuild.levellingPlan).toBe(plan);
  });

  it('refuses a plan that breaks a rule with the level named, and saves nothing', async () => {
    const before = await count();
    // Every health point first: the second point of level 1 puts 2 points in one stat at level 1.
    const greedy = JSON.stringify([1, '0000003333', [[1, 3]]]);
    const result = await create(greedy);
    expect(result.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'levellingPlan' });
    expect(result.errors![0]!.message).toBe('At level 1: Each stat takes a whole number from 0 to 1 at level 1 (hp).');
    // A trait point before its level's budget has it.
    const early = await create(JSON.stringify([1, '0303030303', [[1, 3], [2, 1]]]));
    expect(early.errors![0]!.message).toMatch(/^The plan spends 4 trait points; level 6 gives 3\.$/);
    expect(await count()).toBe(before);
  });

  it('refuses a plan it cannot read', async () => {
    for (const bad of ['not json', JSON.stringify([2, '', []]), JSON.stringify([1, '9', []])]) {
      const result = await create(bad);
      expect(result.errors![0]!.message).toBe('The levelling plan could not be read.');
    }
  });
});
