import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSharedBuild, encodeShareState } from '../../server/game-data/rules/share-state';
import { graphql, startTestServer, type TestServer } from '../support/app';
import { devSignIn } from '../support/auth';

let server: TestServer;
let cookie: string;

beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO_DATA: 'false' });
  cookie = await devSignIn(server.url, 'hunter');
});
afterAll(async () => server?.stop());

const input = (targetMonsterId: string | null) => ({ name: 'Hunter', class: 'knight', characterLevel: 30, isPlannerBuild: true, targetMonsterId });
const create = (targetMonsterId: string | null) =>
  graphql(server.url, `mutation($input: BuildInput!) { createBuild(input: $input) { id targetMonsterId } }`, { input: input(targetMonsterId) }, { cookie });
const count = async () => (await graphql(server.url, `{ me { builds { id } } }`, {}, { cookie })).data!.me.builds.length;

describe('the planner target saved with a build', () => {
  it('saves a monster id, gives it back, keeps it through an update that does not name it, and clears it with null', async () => {
    const { data, errors } = await create('skeleton-guard');
    expect(errors).toBeUndefined();
    expect(data!.createBuild.targetMonsterId).toBe('skeleton-guard');
    const id = data!.createBuild.id;
    const renamed = await graphql(server.url, `mutation($id: ID!) { updateBuild(id: $id, input: { name: "Renamed" }) { targetMonsterId } }`, { id }, { cookie });
    expect(renamed.data!.updateBuild.targetMonsterId).toBe('skeleton-guard');
    const cleared = await graphql(server.url, `mutation($id: ID!) { updateBuild(id: $id, input: { targetMonsterId: null }) { targetMonsterId } }`, { id }, { cookie });
    expect(cleared.data!.updateBuild.targetMonsterId).toBeNull();
  });

  it('refuses an id that names no monster with BAD_USER_INPUT on the field, and writes nothing', async () => {
    const before = await count();
    const result = await create('old-dragon');
    expect(result.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'targetMonsterId' });
    expect(result.errors![0]!.message).toBe('There is no monster “old-dragon” to measure the build against.');
    expect(await count()).toBe(before);
  });

  it('keeps the target in a short link, and refuses a link whose target is no monster', async () => {
    const state = encodeShareState({ ...defaultSharedBuild(), characterClass: 'knight', level: 30, target: 'rat-king' });
    const made = await graphql(server.url, `mutation($state: String!) { createShareLink(tool: PLANNER, state: $state) { code } }`, { state }, { cookie });
    expect(made.errors).toBeUndefined();
    const read = await graphql(server.url, `query($code: ID!) { shareLink(code: $code) { state } }`, { code: made.data!.createShareLink.code });
    expect(read.data!.shareLink.state).toBe(state);
    const bad = encodeShareState({ ...defaultSharedBuild(), characterClass: 'knight', level: 30, target: 'old-dragon' });
    const refused = await graphql(server.url, `mutation($state: String!) { createShareLink(tool: PLANNER, state: $state) { code } }`, { state: bad }, { cookie });
    expect(refused.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'targetMonsterId' });
  });
});
