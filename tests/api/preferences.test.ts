import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, startTestServer, type TestServer } from '../support/app';
import { devSignIn } from '../support/auth';

let server: TestServer;
let cookie: string;

beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO_DATA: 'false' });
  cookie = await devSignIn(server.url, 'prefs-player');
});
afterAll(async () => server?.stop());

const FIELDS = '{ buildsBarVisible theme density motion toolClass toolLevel }';
const read = async () => (await graphql(server.url, `{ me { preferences ${FIELDS} } }`, {}, { cookie })).data!.me.preferences;
const update = (input: Record<string, unknown>, headers: Record<string, string> = { cookie }) =>
  graphql(server.url, `mutation($input: PreferencesInput!) { updatePreferences(input: $input) { preferences ${FIELDS} } }`, { input }, headers);

describe('preferences', () => {
  it('start as the defaults and change one field at a time, keeping the others', async () => {
    expect(await read()).toEqual({ buildsBarVisible: true, theme: 'dark', density: 'comfortable', motion: 'system', toolClass: 'squire', toolLevel: 60 });
    const { data, errors } = await update({ theme: 'light', density: 'compact' });
    expect(errors).toBeUndefined();
    expect(data!.updatePreferences.preferences).toMatchObject({ theme: 'light', density: 'compact', motion: 'system' });
    await update({ buildsBarVisible: false, motion: 'reduced', toolClass: 'knight', toolLevel: 200 });
    expect(await read()).toEqual({ buildsBarVisible: false, theme: 'light', density: 'compact', motion: 'reduced', toolClass: 'knight', toolLevel: 200 });
  });

  it('refuses a level out of 1 to 200 with the field and writes nothing', async () => {
    const before = await read();
    for (const toolLevel of [0, 201]) {
      const { errors } = await update({ toolLevel, theme: 'system' });
      expect(errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'toolLevel' });
      expect(errors?.[0]?.message).toBe('The tools start at a whole level from 1 to 200.');
    }
    expect(await read()).toEqual(before);
  });

  it('asks for at least one change, and to be signed in', async () => {
    expect((await update({})).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await update({ theme: 'dark' }, {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
