import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { graphql, startTestServer, type TestServer } from '../support/app';
import { devSignIn } from '../support/auth';
import { holdsWithin } from '../support/wait';
import { socketClient } from '../support/ws';
import { PROFILES_COLLECTION, type ProfileDocument } from '../../server/src/modules/profiles/profile.model';
import { SIGN_INS_COLLECTION, type SignInDocument } from '../../server/src/modules/profiles/sign-in.model';
import { NEWS_COLLECTION } from '../../server/src/modules/content/content.model';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.stop());

const ME = /* GraphQL */ `query { me { id username displayName role } }`;
const UPDATE = /* GraphQL */ `
  mutation Update($input: UpdateProfileInput!) {
    updateProfile(input: $input) { id username displayName role }
  }
`;
const profiles = () => server.store.collection<ProfileDocument>(PROFILES_COLLECTION);
const as = (cookie: string) => ({ cookie });

describe('Query.me', () => {
  it('returns null when signed out', async () => {
    const { data, errors } = await graphql(server.url, ME);
    expect(errors).toBeUndefined();
    expect(data!.me).toBeNull();
  });

  it('returns the signed-in profile after the development sign-in', async () => {
    const cookie = await devSignIn(server.url, 'Tamsin');
    const { data } = await graphql(server.url, ME, {}, as(cookie));
    expect(data!.me).toMatchObject({ username: 'Tamsin', displayName: 'Tamsin', role: 'user' });
    expect(data!.me.id).toMatch(/^p_/);
  });

  it('stores no email and no real name; the sign-in is a record of its own with only the provider and its id', async () => {
    await devSignIn(server.url, 'privacy-check');
    const stored = await profiles().findOne({ usernameLower: 'privacy-check' });
    expect(Object.keys(stored!).sort()).toEqual(['_id', 'createdAt', 'displayName', 'role', 'updatedAt', 'username', 'usernameLower'].sort());
    const signIn = await server.store.collection<SignInDocument>(SIGN_INS_COLLECTION).findOne({ profileId: stored!._id });
    expect(Object.keys(signIn!).sort()).toEqual(['_id', 'linkedAt', 'origin', 'profileId', 'provider', 'providerUserId'].sort());
    expect(signIn).toMatchObject({ provider: 'dev', providerUserId: 'privacy-check' });
  });
});

describe('Mutation.updateProfile', () => {
  it('changes the username and the display name', async () => {
    const cookie = await devSignIn(server.url, 'renamer');
    const { data, errors } = await graphql(server.url, UPDATE, { input: { username: 'Renamed_1', displayName: '  Sir Renamed  ' } }, as(cookie));
    expect(errors).toBeUndefined();
    expect(data!.updateProfile).toMatchObject({ username: 'Renamed_1', displayName: 'Sir Renamed' });
    expect((await graphql(server.url, ME, {}, as(cookie))).data!.me.username).toBe('Renamed_1');
  });

  it.each([
    ['ab', 'A username needs 3 to 24 characters.'],
    ['a'.repeat(25), 'A username needs 3 to 24 characters.'],
    ['   ', 'A username needs 3 to 24 characters.'],
    ['has space', 'A username may use only letters, digits, _ and -.'],
    ['ünïcode', 'A username may use only letters, digits, _ and -.'],
    ['dot.name', 'A username may use only letters, digits, _ and -.'],
  ])('refuses the username %j with a clear message and writes nothing', async (username, message) => {
    const cookie = await devSignIn(server.url, 'strict-one');
    const before = await profiles().findOne({ usernameLower: 'strict-one' });
    const { errors } = await graphql(server.url, UPDATE, { input: { username, displayName: 'Should not stick' } }, as(cookie));
    expect(errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'username' });
    expect(errors?.[0]?.message).toBe(message);
    expect(await profiles().findOne({ _id: before!._id })).toEqual(before);
  });

  it.each(['abc', 'a'.repeat(24), 'A-b_9'])('accepts the username %j at the edges of the rule', async (username) => {
    const cookie = await devSignIn(server.url, `edge-${username.length}-${username.charCodeAt(0)}`);
    const { data, errors } = await graphql(server.url, UPDATE, { input: { username } }, as(cookie));
    expect(errors).toBeUndefined();
    expect(data!.updateProfile.username).toBe(username);
    // Give the name back so the next case can use it.
    await graphql(server.url, UPDATE, { input: { username: `edge-${username.length}-${username.charCodeAt(0)}` } }, as(cookie));
  });

  it('refuses a username taken by someone else, whatever its case', async () => {
    const cookie = await devSignIn(server.url, 'copycat');
    // "aldric" is a seeded demo player.
    const { errors } = await graphql(server.url, UPDATE, { input: { username: 'ALDRIC' } }, as(cookie));
    expect(errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'username' });
    expect(errors?.[0]?.message).toBe('That username is taken. Try another one.');
    expect((await graphql(server.url, ME, {}, as(cookie))).data!.me.username).toBe('copycat');
  });

  it('lets a user change only the case of their own username', async () => {
    const cookie = await devSignIn(server.url, 'casey');
    const { data, errors } = await graphql(server.url, UPDATE, { input: { username: 'CASEY' } }, as(cookie));
    expect(errors).toBeUndefined();
    expect(data!.updateProfile.username).toBe('CASEY');
  });

  it('allows an empty display name and refuses one over 32 characters', async () => {
    const cookie = await devSignIn(server.url, 'nameless');
    const empty = await graphql(server.url, UPDATE, { input: { displayName: '' } }, as(cookie));
    expect(empty.data!.updateProfile.displayName).toBe('');
    const long = await graphql(server.url, UPDATE, { input: { displayName: 'x'.repeat(33) } }, as(cookie));
    expect(long.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'displayName' });
    expect(long.errors?.[0]?.message).toBe('A display name can have at most 32 characters.');
  });

  it('refuses an empty change', async () => {
    const cookie = await devSignIn(server.url, 'idle-one');
    const { errors } = await graphql(server.url, UPDATE, { input: {} }, as(cookie));
    expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses a signed-out caller with UNAUTHENTICATED', async () => {
    const { errors } = await graphql(server.url, UPDATE, { input: { displayName: 'Ghost' } });
    expect(errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('Query.adminOverview', () => {
  const OVERVIEW = /* GraphQL */ `query { adminOverview { newsCount profileCount adminCount admins { username } } }`;

  it('refuses a signed-out caller with UNAUTHENTICATED', async () => {
    const { errors, data } = await graphql(server.url, OVERVIEW);
    expect(errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(data).toBeNull();
  });

  it('refuses a user who is not an admin with FORBIDDEN', async () => {
    const cookie = await devSignIn(server.url, 'plain-user');
    const { errors } = await graphql(server.url, OVERVIEW, {}, as(cookie));
    expect(errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(errors?.[0]?.message).toBe('Only admins can do that.');
  });

  it('gives an admin the counts from the store', async () => {
    const cookie = await devSignIn(server.url, 'chief', 'admin');
    const { data, errors } = await graphql(server.url, OVERVIEW, {}, as(cookie));
    expect(errors).toBeUndefined();
    expect(data!.adminOverview.newsCount).toBe(await server.store.collection(NEWS_COLLECTION).count());
    expect(data!.adminOverview.profileCount).toBe(await profiles().count());
    expect(data!.adminOverview.adminCount).toBe(await profiles().count({ role: 'admin' }));
    expect(data!.adminOverview.admins.map((a: { username: string }) => a.username)).toContain('chief');
  });

  it('is refused again once the role is taken back', async () => {
    const cookie = await devSignIn(server.url, 'demoted', 'admin');
    await profiles().updateOne({ usernameLower: 'demoted' }, { $set: { role: 'user' } });
    const { errors } = await graphql(server.url, OVERVIEW, {}, as(cookie));
    expect(errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('Query.signInOptions', () => {
  it('offers only the development sign-in when no provider is configured', async () => {
    const { data } = await graphql(server.url, `{ signInOptions { discord google development } }`);
    expect(data!.signInOptions).toEqual({ discord: false, google: false, development: true });
  });
});

describe('POST /auth/dev', () => {
  it('refuses an invalid username with its message and creates nothing', async () => {
    const before = await profiles().count();
    const response = await fetch(`${server.url}/auth/dev`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'x', role: 'user' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'A username needs 3 to 24 characters.' });
    expect(await profiles().count()).toBe(before);
  });

  it('signs in as an existing profile by username, which keeps its role (F10)', async () => {
    const cookie = await devSignIn(server.url, 'Brenna_V', 'admin');
    const { data } = await graphql(server.url, ME, {}, as(cookie));
    expect(data!.me).toMatchObject({ id: 'demo-brenna', username: 'brenna_v', role: 'user' });
  });
});

describe('POST /auth/logout', () => {
  it('ends the session so the same cookie is signed out', async () => {
    const cookie = await devSignIn(server.url, 'leaver');
    const response = await fetch(`${server.url}/auth/logout`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: '{}' });
    expect(response.status).toBe(204);
    expect((await graphql(server.url, ME, {}, as(cookie))).data!.me).toBeNull();
  });

  it('refuses a form post, which another site could send', async () => {
    const cookie = await devSignIn(server.url, 'stayer');
    const response = await fetch(`${server.url}/auth/logout`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1',
    });
    expect(response.status).toBe(415);
    expect((await graphql(server.url, ME, {}, as(cookie))).data!.me.username).toBe('stayer');
  });
});

describe('Subscription.myProfile', () => {
  it('delivers a change made with another session of the same user, over a WebSocket with the session cookie, and never another user\'s change', async () => {
    const deviceA = await devSignIn(server.url, 'two-devices');
    const deviceB = await devSignIn(server.url, 'two-devices');
    const stranger = await devSignIn(server.url, 'stranger');
    expect(deviceA).not.toBe(deviceB);
    const client = socketClient(server.url, deviceA);
    try {
      const received: Array<{ username: string; displayName: string }> = [];
      client.subscribe(
        { query: 'subscription { myProfile { username displayName } }' },
        { next: (value) => received.push((value.data as any).myProfile), error: (error) => received.push({ username: 'error', displayName: String(error) }), complete: () => undefined },
      );
      // The server opens the feed at a moment the client cannot see: change the name until it is heard.
      let attempt = 0;
      do {
        attempt += 1;
        await graphql(server.url, UPDATE, { input: { displayName: `Seen Elsewhere ${attempt}` } }, as(deviceB));
      } while (!(await holdsWithin(() => received.length > 0, 200)) && attempt < 50);
      expect(received[0]).toEqual({ username: 'two-devices', displayName: expect.stringMatching(/^Seen Elsewhere \d+$/) });

      // Another player's profile and builds change; then this player's, which must be the last word.
      await graphql(server.url, UPDATE, { input: { displayName: 'Not Mine' } }, as(stranger));
      await graphql(server.url, `mutation { createBuild(input: { name: "Not my build" }) { id } }`, {}, as(stranger));
      await graphql(server.url, UPDATE, { input: { displayName: 'Last Word' } }, as(deviceB));
      await expect.poll(() => received.at(-1)?.displayName).toBe('Last Word');
      for (const profile of received) expect(profile).toEqual({ username: 'two-devices', displayName: expect.stringMatching(/^(Seen Elsewhere \d+|Last Word)$/) });
    } finally {
      await client.dispose();
    }
  });

  it('refuses a signed-out socket with UNAUTHENTICATED', async () => {
    const client = createClient({ url: `${server.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket });
    try {
      const error = await new Promise<unknown>((resolve) => {
        client.subscribe({ query: 'subscription { myProfile { username } }' }, { next: () => undefined, error: resolve, complete: () => resolve(null) });
      });
      expect(JSON.stringify(error)).toContain('UNAUTHENTICATED');
    } finally {
      await client.dispose();
    }
  });
});

describe('MUTATION_LIMIT_PER_MINUTE', () => {
  it('refuses a user their mutations past the limit with TOO_MANY_REQUESTS', async () => {
    const limited = await startTestServer({ MUTATION_LIMIT_PER_MINUTE: '3' });
    try {
      const cookie = await devSignIn(limited.url, 'busy-bee');
      const codes: Array<string | undefined> = [];
      for (let i = 0; i < 4; i += 1) {
        const { errors } = await graphql(limited.url, UPDATE, { input: { displayName: `Bee ${i}` } }, as(cookie));
        codes.push(errors?.[0]?.extensions?.code);
      }
      expect(codes).toEqual([undefined, undefined, undefined, 'TOO_MANY_REQUESTS']);
      // Queries are not counted.
      expect((await graphql(limited.url, ME, {}, as(cookie))).data!.me.displayName).toBe('Bee 2');
    } finally {
      await limited.stop();
    }
  });
});
