import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OAuth2Server } from 'oauth2-mock-server';
import { graphql, startTestServer, type TestServer } from '../support/app';
import { devSignIn, sessionCookieOf } from '../support/auth';
import { freePort, providerEnv, startOAuthServer } from '../support/oauth';
import { PROFILES_COLLECTION, type ProfileDocument } from '../../server/src/modules/profiles/profile.model';
import { SIGN_INS_COLLECTION, type SignInDocument } from '../../server/src/modules/profiles/sign-in.model';
import { BUILDS_COLLECTION, COMMENTS_COLLECTION, LIKES_COLLECTION, type BuildDocument, type CommentDocument, type LikeDocument } from '../../server/src/modules/builds/build.model';

let oauth: OAuth2Server & { baseUrl: string };
let server: TestServer;
/** The account id the local OAuth2 server answers with next (Discord's `id`, Google's `sub`). */
let nextAccount = 'nobody';

beforeAll(async () => {
  oauth = await startOAuthServer();
  const port = await freePort();
  server = await startTestServer({ ...providerEnv(oauth.baseUrl), PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` });
  oauth.service.on('beforeUserinfo', (response) => {
    response.body = { id: nextAccount, sub: nextAccount };
  });
});
afterAll(async () => {
  await server?.stop();
  await oauth?.stop();
});

const ME = /* GraphQL */ `query { me { id username signIns { id provider linkedAt } activity { action provider detail at } preferences { theme density } } }`;
const me = async (cookie: string) => (await graphql(server.url, ME, {}, { cookie })).data!.me;
const get = (url: string, cookie?: string) => fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
const store = <T extends { _id: string }>(name: string) => server.store.collection<T>(name);

/** The provider's authorize step, answered by the local OAuth2 server: the callback address it sends the browser to. */
async function authorize(start: Response): Promise<string> {
  expect(start.status).toBe(302);
  const authorized = await get(start.headers.get('location')!);
  expect(authorized.status).toBe(302);
  return authorized.headers.get('location')!;
}

/** Starts a link from a signed-in session and returns the callback address (not yet followed). */
async function startLink(cookie: string, provider: 'discord' | 'google', account: string): Promise<string> {
  nextAccount = account;
  return authorize(await get(`${server.url}/auth/${provider}/link`, cookie));
}

/** Follows a callback with a cookie: where it sends the browser. */
async function callback(url: string, cookie?: string): Promise<string> {
  const response = await get(url, cookie);
  expect(response.status).toBe(302);
  return response.headers.get('location')!;
}

async function link(cookie: string, provider: 'discord' | 'google', account: string): Promise<string> {
  return callback(await startLink(cookie, provider, account), cookie);
}

/** A full sign-in with a provider account in a fresh session: the new session's cookie. */
async function providerSignIn(provider: 'discord' | 'google', account: string): Promise<string> {
  nextAccount = account;
  const start = await get(`${server.url}/auth/${provider}?returnTo=/me`);
  const startCookie = sessionCookieOf(start)!;
  const response = await get(await authorize(start), startCookie);
  return sessionCookieOf(response)!;
}

const call = async (cookie: string, query: string, variables: Record<string, unknown> = {}) => {
  const result = await graphql(server.url, query, variables, { cookie });
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!;
};
const json = (cookie: string, path: string, method = 'POST') =>
  fetch(`${server.url}${path}`, { method, headers: { cookie, 'content-type': 'application/json' }, body: method === 'POST' ? '{}' : undefined });

async function publicBuild(cookie: string, name: string): Promise<string> {
  const { createBuild } = await call(cookie, `mutation($input: BuildInput!) { createBuild(input: $input) { id } }`, { input: { name } });
  await call(cookie, `mutation($id: ID!) { publishBuild(id: $id) { id } }`, { id: createBuild.id });
  return createBuild.id as string;
}
const like = (cookie: string, buildId: string) => call(cookie, `mutation($id: ID!) { likeBuild(buildId: $id) { likeCount } }`, { id: buildId });

describe('connecting a second sign-in', () => {
  it('links a new provider account to the signed-in profile; signing in with it later opens the same profile', async () => {
    const cookie = await devSignIn(server.url, 'link-first');
    expect(await link(cookie, 'discord', 'discord-of-link-first')).toBe('/me#link=linked&provider=discord');
    const profile = await me(cookie);
    expect(profile.signIns.map((s: { provider: string }) => s.provider)).toEqual(['dev', 'discord']);
    // The API never shows the provider's account id.
    expect(JSON.stringify(profile.signIns)).not.toContain('discord-of-link-first');
    expect(profile.activity[0]).toMatchObject({ action: 'sign-in.link', provider: 'discord' });
    const other = await providerSignIn('discord', 'discord-of-link-first');
    expect((await me(other)).id).toBe(profile.id);
  });

  it('refuses to connect a second account of a provider the profile already has', async () => {
    const cookie = await devSignIn(server.url, 'link-twice');
    await link(cookie, 'google', 'google-of-link-twice');
    const again = await get(`${server.url}/auth/google/link`, cookie);
    expect(again.headers.get('location')).toBe('/me#link=has-provider&provider=google');
    expect(await store<SignInDocument>(SIGN_INS_COLLECTION).count({ profileId: (await me(cookie)).id })).toBe(2);
  });

  it('sends a signed-out visitor back with a message and starts nothing', async () => {
    const response = await get(`${server.url}/auth/discord/link`);
    expect(response.headers.get('location')).toBe('/me#link=signed-out&provider=discord');
  });

  it('refuses a replayed callback, and links nothing', async () => {
    const cookie = await devSignIn(server.url, 'link-replay');
    const url = await startLink(cookie, 'discord', 'discord-replayed');
    expect(await callback(url, cookie)).toBe('/me#link=linked&provider=discord');
    await call(cookie, `mutation($id: ID!) { disconnectSignIn(id: $id) { id } }`, {
      id: (await me(cookie)).signIns.find((s: { provider: string }) => s.provider === 'discord').id,
    });
    expect(await callback(url, cookie)).toBe('/me#link=refused&provider=discord');
    expect(await store<SignInDocument>(SIGN_INS_COLLECTION).findOne({ _id: 'discord:discord-replayed' })).toBeNull();
  });

  it('refuses a callback brought to another signed-in session, and links nothing to either', async () => {
    const victim = await devSignIn(server.url, 'link-victim');
    const attacker = await devSignIn(server.url, 'link-attacker');
    const url = await startLink(attacker, 'google', 'google-of-attacker');
    expect(await callback(url, victim)).toBe('/me#link=refused&provider=google');
    expect((await me(victim)).signIns).toHaveLength(1);
    expect((await me(attacker)).signIns).toHaveLength(1);
    expect(await store<SignInDocument>(SIGN_INS_COLLECTION).findOne({ _id: 'google:google-of-attacker' })).toBeNull();
  });

  it('refuses a callback after sign-out, and links nothing', async () => {
    const cookie = await devSignIn(server.url, 'link-signout');
    const url = await startLink(cookie, 'discord', 'discord-after-signout');
    const out = await fetch(`${server.url}/auth/logout`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: '{}' });
    expect(out.status).toBe(204);
    expect(await callback(url, cookie)).toBe('/?signInError=discord');
    expect(await store<SignInDocument>(SIGN_INS_COLLECTION).findOne({ _id: 'discord:discord-after-signout' })).toBeNull();
  });

  it('refuses a provider account already connected to a third profile', async () => {
    const third = await devSignIn(server.url, 'link-third');
    await link(third, 'discord', 'discord-of-third');
    const cookie = await devSignIn(server.url, 'link-wants-it');
    expect(await link(cookie, 'discord', 'discord-of-third')).toBe('/me#link=taken&provider=discord');
    expect((await me(cookie)).signIns).toHaveLength(1);
    expect((await store<SignInDocument>(SIGN_INS_COLLECTION).findOne({ _id: 'discord:discord-of-third' }))!.profileId).toBe((await me(third)).id);
    expect((await json(cookie, '/auth/link/merge', 'GET')).status).toBe(404);
  });
});

describe('merging the provider account\'s own profile', () => {
  it('shows both profiles, then merges: builds, comments, likes (a shared like counted once), preferences, usernames, sessions', async () => {
    const mine = await devSignIn(server.url, 'merge-keeper');
    const theirs = await providerSignIn('google', 'google-own-profile');
    const theirProfile = await me(theirs);
    const host = await devSignIn(server.url, 'merge-host');
    const shared = await publicBuild(host, 'Liked by both');
    const onlyTheirs = await publicBuild(host, 'Liked by the other');
    await like(mine, shared);
    await like(theirs, shared);
    await like(theirs, onlyTheirs);
    const theirBuild = await publicBuild(theirs, 'Their build');
    await call(theirs, `mutation($id: ID!) { addComment(buildId: $id, content: "Nice one") { id } }`, { id: shared });
    await call(mine, `mutation { updatePreferences(input: { theme: light }) { id } }`);
    await call(theirs, `mutation { updatePreferences(input: { theme: system, density: compact }) { id } }`);
    expect((await store<BuildDocument>(BUILDS_COLLECTION).findOne({ _id: shared }))!.likeCount).toBe(2);

    expect(await link(mine, 'google', 'google-own-profile')).toBe('/me#link=merge&provider=google');
    const offer = await json(mine, '/auth/link/merge', 'GET');
    expect(offer.headers.get('cache-control')).toBe('no-store');
    const shown = await offer.json();
    expect(shown).toMatchObject({
      provider: 'google',
      current: { username: 'merge-keeper', builds: 0, comments: 0, likes: 1 },
      other: { username: theirProfile.username, builds: 1, comments: 1, likes: 2 },
    });

    const merged = await json(mine, '/auth/link/merge');
    expect(merged.status).toBe(200);
    expect(await merged.json()).toMatchObject({ builds: 1, comments: 1, likes: 2, mergedUsername: theirProfile.username, endedSessions: 1 });

    const after = await me(mine);
    expect(after.username).toBe('merge-keeper');
    expect(after.signIns.map((s: { provider: string }) => s.provider).sort()).toEqual(['dev', 'google']);
    // The signed-in profile's preferences win; the other's fill what it never set.
    expect(after.preferences).toMatchObject({ theme: 'light', density: 'compact' });
    expect(after.activity[0]).toMatchObject({ action: 'profile.merge', provider: 'google' });
    expect(after.activity[0].detail).toContain(theirProfile.username);
    // The merged profile is gone, its username free, its session ended.
    expect(await store<ProfileDocument>(PROFILES_COLLECTION).findOne({ _id: theirProfile.id })).toBeNull();
    expect(await me(theirs)).toBeNull();
    expect((await me(await devSignIn(server.url, theirProfile.username))).id).not.toBe(theirProfile.id);
    // Builds, comments and likes are the keeper's; the build both liked counts one like.
    expect(await store<BuildDocument>(BUILDS_COLLECTION).findOne({ _id: theirBuild })).toMatchObject({ owner: after.id, ownerUsername: 'merge-keeper' });
    expect(await store<CommentDocument>(COMMENTS_COLLECTION).count({ authorId: theirProfile.id })).toBe(0);
    expect(await store<CommentDocument>(COMMENTS_COLLECTION).findOne({ buildId: shared })).toMatchObject({ authorId: after.id, author: 'merge-keeper' });
    expect(await store<LikeDocument>(LIKES_COLLECTION).count({ userId: theirProfile.id })).toBe(0);
    expect(await store<LikeDocument>(LIKES_COLLECTION).count({ userId: after.id })).toBe(2);
    expect((await store<BuildDocument>(BUILDS_COLLECTION).findOne({ _id: shared }))!.likeCount).toBe(1);
    expect((await store<BuildDocument>(BUILDS_COLLECTION).findOne({ _id: onlyTheirs }))!.likeCount).toBe(1);
    // Signing in with the merged account opens the kept profile, with the builds of both.
    const fresh = await providerSignIn('google', 'google-own-profile');
    expect((await me(fresh)).id).toBe(after.id);
    // The offer is used up.
    expect((await json(mine, '/auth/link/merge')).status).toBe(404);
  });

  it('cancelling changes nothing', async () => {
    const mine = await devSignIn(server.url, 'merge-canceller');
    const theirs = await providerSignIn('discord', 'discord-kept-apart');
    const theirId = (await me(theirs)).id;
    await publicBuild(theirs, 'Stays where it is');
    expect(await link(mine, 'discord', 'discord-kept-apart')).toBe('/me#link=merge&provider=discord');
    expect((await json(mine, '/auth/link/merge/cancel')).status).toBe(204);
    expect((await json(mine, '/auth/link/merge')).status).toBe(404);
    expect((await me(theirs)).id).toBe(theirId);
    expect(await store<BuildDocument>(BUILDS_COLLECTION).count({ owner: theirId })).toBe(1);
    expect((await store<SignInDocument>(SIGN_INS_COLLECTION).findOne({ _id: 'discord:discord-kept-apart' }))!.profileId).toBe(theirId);
    expect((await me(mine)).signIns).toHaveLength(1);
  });

  it('a merge offer cannot be taken by another session of another profile, nor sent as a form', async () => {
    const mine = await devSignIn(server.url, 'merge-offered');
    await providerSignIn('discord', 'discord-offered');
    await link(mine, 'discord', 'discord-offered');
    const form = await fetch(`${server.url}/auth/link/merge`, { method: 'POST', headers: { cookie: mine, 'content-type': 'application/x-www-form-urlencoded' }, body: 'x=1' });
    expect(form.status).toBe(415);
    const stranger = await devSignIn(server.url, 'merge-stranger');
    expect((await json(stranger, '/auth/link/merge')).status).toBe(404);
    expect((await json(mine, '/auth/link/merge', 'GET')).status).toBe(200);
  });
});

describe('disconnecting', () => {
  it('disconnects while another sign-in remains, and refuses the last one with nothing changed', async () => {
    const cookie = await devSignIn(server.url, 'disconnecter');
    await link(cookie, 'discord', 'discord-of-disconnecter');
    const [dev, discord] = (await me(cookie)).signIns as Array<{ id: string; provider: string }>;
    const left = await call(cookie, `mutation($id: ID!) { disconnectSignIn(id: $id) { provider } }`, { id: discord!.id });
    expect(left.disconnectSignIn).toEqual([{ provider: 'dev' }]);
    const last = await graphql(server.url, `mutation($id: ID!) { disconnectSignIn(id: $id) { provider } }`, { id: dev!.id }, { cookie });
    expect(last.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
    expect(last.errors![0]!.message).toMatch(/only sign-in/);
    const after = await me(cookie);
    expect(after.signIns).toHaveLength(1);
    expect(after.activity.map((entry: { action: string }) => entry.action)).toEqual(['sign-in.disconnect', 'sign-in.link']);
    // The disconnected account signs in to a profile of its own again.
    expect((await me(await providerSignIn('discord', 'discord-of-disconnecter'))).id).not.toBe(after.id);
  });

  it('shows nobody else a profile\'s sign-ins or activity, and refuses a signed-out disconnect', async () => {
    const result = await graphql(server.url, `mutation { disconnectSignIn(id: "x") { id } }`);
    expect(result.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
    const other = await devSignIn(server.url, 'linking-admin-2', 'admin');
    await link(other, 'discord', 'discord-of-second-admin');
    const admin = await devSignIn(server.url, 'linking-admin', 'admin');
    const { adminOverview } = await call(admin, `{ adminOverview { admins { username signIns { id } activity { id } } } }`);
    const seen = adminOverview.admins.find((profile: { username: string }) => profile.username === 'linking-admin-2');
    expect(seen).toEqual({ username: 'linking-admin-2', signIns: [], activity: [] });
    expect((await me(other)).signIns).toHaveLength(2);
  });
});
