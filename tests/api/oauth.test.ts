import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OAuth2Server } from 'oauth2-mock-server';
import { graphql, startTestServer, type TestServer } from '../support/app';
import { sessionCookieOf } from '../support/auth';
import { freePort, providerEnv, startOAuthServer } from '../support/oauth';
import { PROFILES_COLLECTION, type ProfileDocument } from '../../server/src/modules/profiles/profile.model';
import { profileIdFor } from '../../server/src/modules/profiles/profile.rules';
import { SIGN_INS_COLLECTION, type SignInDocument } from '../../server/src/modules/profiles/sign-in.model';
import { SignInService } from '../../server/src/modules/profiles/sign-ins';

let oauth: OAuth2Server & { baseUrl: string };
let server: TestServer;

beforeAll(async () => {
  oauth = await startOAuthServer();
  const port = await freePort();
  server = await startTestServer({ ...providerEnv(oauth.baseUrl), PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` });
  // Discord answers its profile request with `id` (Google's userinfo answers with `sub`).
  oauth.service.on('beforeUserinfo', (response, req) => {
    const token = String(req.headers.authorization ?? '');
    if (token && nextDiscordId) response.body = { id: nextDiscordId, username: 'SomeoneOnDiscord', email: 'private@example.com' };
  });
});
afterAll(async () => {
  await server?.stop();
  await oauth?.stop();
});

let nextDiscordId: string | null = null;

const ME = /* GraphQL */ `query { me { id username displayName role } }`;
const profiles = () => server.store.collection<ProfileDocument>(PROFILES_COLLECTION);
const signIns = () => server.store.collection<SignInDocument>(SIGN_INS_COLLECTION);

async function get(url: string, cookie?: string): Promise<Response> {
  return fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
}

interface FlowResult {
  startCookie: string;
  authorizeUrl: URL;
  callback: Response;
  finalCookie: string | null;
  location: string;
}

/** Runs one sign-in through the real strategy: start, provider's authorize page, callback. */
async function signInFlow(provider: 'discord' | 'google', returnTo: string, alterCallback?: (url: URL) => void): Promise<FlowResult> {
  const start = await get(`${server.url}/auth/${provider}?returnTo=${encodeURIComponent(returnTo)}`);
  expect(start.status).toBe(302);
  const startCookie = sessionCookieOf(start)!;
  expect(startCookie).toBeTruthy();
  const authorizeUrl = new URL(start.headers.get('location')!);
  const authorize = await get(authorizeUrl.href);
  expect(authorize.status).toBe(302);
  const callbackUrl = new URL(authorize.headers.get('location')!);
  alterCallback?.(callbackUrl);
  const callback = await get(callbackUrl.href, startCookie);
  expect(callback.status).toBe(302);
  return { startCookie, authorizeUrl, callback, finalCookie: sessionCookieOf(callback), location: callback.headers.get('location')! };
}

describe.each(['discord', 'google'] as const)('%s sign-in', (provider) => {
  const providerId = provider === 'discord' ? '80351110224678912' : 'johndoe';
  beforeAll(() => {
    nextDiscordId = provider === 'discord' ? providerId : null;
  });

  it('sends the user to the provider with state and a S256 PKCE challenge', async () => {
    const start = await get(`${server.url}/auth/${provider}?returnTo=/news`);
    const authorizeUrl = new URL(start.headers.get('location')!);
    expect(authorizeUrl.origin + authorizeUrl.pathname).toBe(`${oauth.baseUrl}/authorize`);
    expect(authorizeUrl.searchParams.get('client_id')).toBe(`almanac-${provider}`);
    expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(`${server.url}/auth/${provider}/callback`);
    expect(authorizeUrl.searchParams.get('state')).toMatch(/^.{16,}$/);
    expect(authorizeUrl.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
  });

  it('signs in, creates a profile with a generated username, and returns to the page with its query', async () => {
    const returnTo = '/tools/planner?state=WzAsMTBd&tab=stats';
    const flow = await signInFlow(provider, returnTo);
    expect(flow.location).toBe(returnTo);
    const { data } = await graphql(server.url, ME, {}, { cookie: flow.finalCookie! });
    expect(data!.me.role).toBe('user');
    expect(data!.me.username).toMatch(/^[a-z]+-[a-z0-9]{6}$/);
    const stored = await profiles().findOne({ _id: data!.me.id });
    expect(await signIns().findOne({ _id: `${provider}:${providerId}` })).toMatchObject({ profileId: data!.me.id, provider, providerUserId: providerId, origin: 'created' });
    // Nothing the provider said about the person is kept.
    expect(JSON.stringify(stored)).not.toContain('private@example.com');
    expect(JSON.stringify(stored)).not.toContain('SomeoneOnDiscord');
  });

  it('gives the session a new id at sign-in, and the old id stays signed out', async () => {
    const flow = await signInFlow(provider, '/news');
    expect(flow.finalCookie).toBeTruthy();
    expect(flow.finalCookie).not.toBe(flow.startCookie);
    expect((await graphql(server.url, ME, {}, { cookie: flow.startCookie })).data!.me).toBeNull();
    expect((await graphql(server.url, ME, {}, { cookie: flow.finalCookie! })).data!.me).not.toBeNull();
  });

  it('finds the same profile on the next sign-in of the same account', async () => {
    const first = await signInFlow(provider, '/news');
    const second = await signInFlow(provider, '/news');
    const a = (await graphql(server.url, ME, {}, { cookie: first.finalCookie! })).data!.me;
    const b = (await graphql(server.url, ME, {}, { cookie: second.finalCookie! })).data!.me;
    expect(b).toEqual(a);
    expect(await signIns().count({ provider, providerUserId: providerId })).toBe(1);
  });

  it('F15: gives the profile a random id, and a profile from before (with the derived id) keeps working', async () => {
    const flow = await signInFlow(provider, '/news');
    const me = (await graphql(server.url, ME, {}, { cookie: flow.finalCookie! })).data!.me;
    expect(me.id).toMatch(/^p_[A-Za-z0-9_-]{22}$/);
    expect(me.id).not.toBe(profileIdFor(provider, providerId));
    // A store written before ids were random, and before sign-ins were records of their own: the
    // profile has the derived id and the provider account on itself. The start's migration moves it.
    await signIns().deleteMany({ provider, providerUserId: providerId });
    const legacyId = profileIdFor(provider, providerId);
    const now = new Date().toISOString();
    await profiles().insertOne({
      _id: legacyId, username: `legacy-${provider}`, usernameLower: `legacy-${provider}`, displayName: 'Legacy', role: 'user',
      provider, providerUserId: providerId, createdAt: now, updatedAt: now,
    } as ProfileDocument);
    await SignInService.prepare(server.store);
    expect(await profiles().findOne({ _id: legacyId })).not.toHaveProperty('provider');
    const again = await signInFlow(provider, '/news');
    expect((await graphql(server.url, ME, {}, { cookie: again.finalCookie! })).data!.me).toMatchObject({ id: legacyId, username: `legacy-${provider}` });
    expect(await signIns().count({ provider, providerUserId: providerId })).toBe(1);
  });

  it('F19: a return path whose dot segments collapse to //host stays on the site', async () => {
    for (const returnTo of ['/.//evil.example', '/a/..//evil.example', '/builds/../..//evil.example/x']) {
      const flow = await signInFlow(provider, returnTo);
      expect(flow.location.startsWith('//')).toBe(false);
      expect(new URL(flow.location, server.url).origin).toBe(new URL(server.url).origin);
    }
  });

  it('returns to the page with the failure marker when the provider answers with an error', async () => {
    const flow = await signInFlow(provider, '/builds?class=mage', (url) => {
      url.searchParams.delete('code');
      url.searchParams.set('error', 'access_denied');
    });
    expect(flow.location).toBe(`/builds?class=mage&signInError=${provider}`);
    // Still the session that started the attempt: nobody was signed in, so its id did not change.
    expect(flow.finalCookie).toBe(flow.startCookie);
    expect((await graphql(server.url, ME, {}, { cookie: flow.startCookie })).data!.me).toBeNull();
  });

  it('refuses a callback whose state does not match the session', async () => {
    const flow = await signInFlow(provider, '/news', (url) => url.searchParams.set('state', 'forged-state-value'));
    expect(flow.location).toBe(`/news?signInError=${provider}`);
    expect((await graphql(server.url, ME, {}, { cookie: flow.startCookie })).data!.me).toBeNull();
  });

  it('refuses a callback that arrives without the session that started it', async () => {
    const start = await get(`${server.url}/auth/${provider}?returnTo=/news`);
    const authorize = await get(start.headers.get('location')!);
    const callback = await get(authorize.headers.get('location')!);
    expect(callback.headers.get('location')).toBe(`/?signInError=${provider}`);
    expect(sessionCookieOf(callback)).toBeNull();
  });

  it('fails cleanly when the token exchange is refused', async () => {
    oauth.service.once('beforeResponse', (response) => {
      response.statusCode = 400;
      response.body = { error: 'invalid_grant' };
    });
    const flow = await signInFlow(provider, '/guides');
    expect(flow.location).toBe(`/guides?signInError=${provider}`);
  });

  it('signs out: the cookie is cleared and the session no longer signs anyone in', async () => {
    const flow = await signInFlow(provider, '/me');
    const cookie = flow.finalCookie!;
    const response = await fetch(`${server.url}/auth/logout`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: '{}' });
    expect(response.status).toBe(204);
    expect(response.headers.getSetCookie().join(';')).toMatch(/almanac\.sid=;.*Expires=Thu, 01 Jan 1970/);
    expect((await graphql(server.url, ME, {}, { cookie })).data!.me).toBeNull();
  });
});

describe('return paths', () => {
  it.each([
    ['https://evil.example/steal', '/'],
    ['//evil.example/steal', '/'],
    ['/\\evil.example', '/'],
    ['/auth/discord', '/'],
  ])('never leaves the site: %j returns to %j', async (returnTo, expected) => {
    nextDiscordId = 'return-path-user';
    const flow = await signInFlow('discord', returnTo);
    expect(flow.location).toBe(expected);
  });
});

describe('session cookie', () => {
  it('is HttpOnly and SameSite=Lax, and not Secure outside production', async () => {
    const start = await get(`${server.url}/auth/google?returnTo=/news`);
    const header = start.headers.getSetCookie().find((c) => c.startsWith('almanac.sid='))!;
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; SameSite=Lax/);
    expect(header).not.toMatch(/; Secure/);
  });
});

describe('in production', () => {
  let production: TestServer;
  beforeAll(async () => {
    production = await startTestServer({
      ...providerEnv(oauth.baseUrl),
      NODE_ENV: 'production',
      SESSION_SECRET: 'a-production-secret-of-at-least-32-characters',
      TRUST_PROXY: 'true',
      SEED_DEMO_DATA: 'false',
    });
  });
  afterAll(async () => production?.stop());

  it('marks the session cookie Secure', async () => {
    const start = await fetch(`${production.url}/auth/discord?returnTo=/news`, { redirect: 'manual', headers: { 'x-forwarded-proto': 'https' } });
    const header = start.headers.getSetCookie().find((c) => c.startsWith('almanac.sid='))!;
    expect(header).toMatch(/; Secure/);
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; SameSite=Lax/);
  });

  it('has no development sign-in at all', async () => {
    const response = await fetch(`${production.url}/auth/dev`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'intruder', role: 'admin' }),
    });
    expect(response.status).toBe(404);
    const { data } = await graphql(production.url, `{ signInOptions { discord google development } }`);
    expect(data!.signInOptions).toEqual({ discord: true, google: true, development: false });
    expect(await production.store.collection(PROFILES_COLLECTION).count({ usernameLower: 'intruder' })).toBe(0);
  });
});

describe('a provider without credentials', () => {
  it('sends the user back with the failure marker instead of to the provider', async () => {
    const bare = await startTestServer();
    try {
      const response = await fetch(`${bare.url}/auth/google?returnTo=/articles`, { redirect: 'manual' });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/articles?signInError=google');
    } finally {
      await bare.stop();
    }
  });
});
