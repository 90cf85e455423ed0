import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, startTestServer, type TestServer } from '../support/app';
import { devSignIn } from '../support/auth';
import { profileIdFor } from '../../server/src/modules/profiles/profile.rules';
import { PROFILES_COLLECTION, type ProfileDocument } from '../../server/src/modules/profiles/profile.model';
import { SIGN_INS_COLLECTION, type SignInDocument } from '../../server/src/modules/profiles/sign-in.model';

const ME = `{ me { id username role } }`;
const devPost = (url: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${url}/auth/dev`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

describe('the development sign-in behind one proxy (F10)', () => {
  let server: TestServer;
  let open: TestServer;
  beforeAll(async () => {
    [server, open] = await Promise.all([
      startTestServer({ SEED_DEMO_DATA: 'false', TRUST_PROXY: '1' }),
      startTestServer({ SEED_DEMO_DATA: 'false', TRUST_PROXY: '1', DEV_SIGN_IN_REMOTE: 'true' }),
    ]);
  });
  afterAll(async () => Promise.all([server?.stop(), open?.stop()]));

  it('answers only requests from this machine unless DEV_SIGN_IN_REMOTE is true', async () => {
    const remote = { 'x-forwarded-for': '203.0.113.7' };
    const refused = await devPost(server.url, JSON.stringify({ username: 'faraway', role: 'admin' }), remote);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: 'The development sign-in only answers requests from this machine (set DEV_SIGN_IN_REMOTE=true to allow others).',
    });
    expect(refused.headers.get('set-cookie')).toBeNull();
    expect((await graphql(server.url, `{ signInOptions { development } }`, {}, remote)).data!.signInOptions.development).toBe(false);
    expect((await graphql(server.url, `{ signInOptions { development } }`)).data!.signInOptions.development).toBe(true);
    expect((await devPost(server.url, JSON.stringify({ username: 'nearby', role: 'user' }))).status).toBe(200);
    expect((await devPost(open.url, JSON.stringify({ username: 'faraway', role: 'user' }), remote)).status).toBe(200);
  });

  it('never changes the role of an existing profile', async () => {
    const user = await devSignIn(server.url, 'alice_authz');
    expect((await graphql(server.url, ME, {}, { cookie: user })).data!.me.role).toBe('user');
    const promoted = await devSignIn(server.url, 'ALICE_AUTHZ', 'admin');
    expect((await graphql(server.url, ME, {}, { cookie: promoted })).data!.me).toMatchObject({ username: 'alice_authz', role: 'user' });
    await devSignIn(server.url, 'head_admin', 'admin');
    const demoted = await devSignIn(server.url, 'head_admin', 'user');
    expect((await graphql(server.url, ME, {}, { cookie: demoted })).data!.me.role).toBe('admin');
  });

  it('F20: answers a body it cannot read with its own message, not the parser\'s', async () => {
    const response = await devPost(server.url, 'not json');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Send a JSON body such as {"username": "newcomer", "role": "user"}.' });
    const large = await devPost(server.url, JSON.stringify({ username: 'x'.repeat(5000), role: 'user' }));
    expect(large.status).toBe(413);
    expect(await large.json()).toEqual({ error: 'The request is too large.' });
  });

  it('F15: gives new profiles random ids, not ones derived from the account', async () => {
    const cookie = await devSignIn(server.url, 'random_id');
    const { id } = (await graphql(server.url, ME, {}, { cookie })).data!.me;
    expect(id).toMatch(/^p_[A-Za-z0-9_-]{22}$/);
    expect(id).not.toBe(profileIdFor('dev', 'random_id'));
    expect(await server.store.collection<ProfileDocument>(PROFILES_COLLECTION).findOne({ _id: id })).not.toBeNull();
    const signIn = await server.store.collection<SignInDocument>(SIGN_INS_COLLECTION).findOne({ profileId: id });
    expect(signIn).toMatchObject({ provider: 'dev', providerUserId: 'random_id' });
  });
});
