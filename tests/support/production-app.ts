import { randomBytes } from 'node:crypto';
import type { OAuth2Server } from 'oauth2-mock-server';
import { runAdminCommand } from '../../server/src/admin';
import { startAppProcess, type AppProcess } from './app';
import { sessionCookieOf } from './auth';
import { freePort, providerEnv, startOAuthServer } from './oauth';

/** The address the app is published at, behind its (simulated) TLS proxy. */
export const PUBLIC_URL = 'https://almanac.test';

/**
 * The app as production runs it: its own process with `NODE_ENV=production` (secure cookies, no
 * development sign-in, no field suggestions), the production client bundle, `TRUST_PROXY=1` as
 * behind a TLS proxy, and the real Discord strategy against a local OAuth2 server. Requests name
 * the proxy's scheme and the client's address with {@link ProductionApp.headers}.
 */
export interface ProductionApp {
  app: AppProcess;
  oauth: OAuth2Server & { baseUrl: string };
  /** What the TLS proxy adds to a request from `address`. */
  headers(address?: string): Record<string, string>;
  /** Signs in through the real OAuth flow as a new Discord account; resolves with the session cookie and username. */
  signIn(discordId: string): Promise<{ cookie: string; username: string }>;
  /** `npm run admin -- grant <username>`, applied through the running server. */
  grantAdmin(username: string): Promise<string>;
  stop(): Promise<void>;
}

export async function startProductionApp(env: Record<string, string> = {}): Promise<ProductionApp> {
  const oauth = await startOAuthServer();
  const port = await freePort();
  const secret = randomBytes(32).toString('hex');
  const app = await startAppProcess({
    NODE_ENV: 'production',
    SESSION_SECRET: secret,
    TRUST_PROXY: '1',
    PUBLIC_URL,
    PORT: String(port),
    // Production seeds no demo data; the tests write what they need.
    SEED_DEMO_DATA: 'false',
    ...providerEnv(oauth.baseUrl),
    ...env,
  }).catch(async (error: unknown) => {
    await oauth.stop();
    throw error;
  });
  let nextDiscordId = '';
  oauth.service.on('beforeUserinfo', (response) => {
    response.body = { id: nextDiscordId, username: 'someone' };
  });
  const headers = (address = '198.51.100.10') => ({ 'x-forwarded-proto': 'https', 'x-forwarded-for': address });
  /** A request to the app as the proxy forwards it; `url` may be the public address (a redirect's). */
  const viaProxy = (url: string, cookie?: string) => {
    const { pathname, search } = new URL(url, PUBLIC_URL);
    return fetch(`${app.url}${pathname}${search}`, { redirect: 'manual', headers: { ...headers(), ...(cookie ? { cookie } : {}) } });
  };
  return {
    app,
    oauth,
    headers,
    async signIn(discordId) {
      nextDiscordId = discordId;
      const start = await viaProxy('/auth/discord?returnTo=/');
      const startCookie = sessionCookieOf(start);
      if (start.status !== 302 || !startCookie) throw new Error(`Sign-in did not start: ${start.status}`);
      const authorize = await fetch(start.headers.get('location')!, { redirect: 'manual' });
      const callback = await viaProxy(authorize.headers.get('location')!, startCookie);
      const cookie = sessionCookieOf(callback);
      if (callback.status !== 302 || !cookie) throw new Error(`Sign-in did not finish: ${callback.status} ${await callback.text()}`);
      const me = await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { ...headers(), cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ me { username } }' }),
      });
      const username = ((await me.json()) as { data: { me: { username: string } } }).data.me.username;
      return { cookie, username };
    },
    grantAdmin: (username) => runAdminCommand(['grant', username], { NODE_ENV: 'production', SESSION_SECRET: secret, DATA_DIR: app.dataDir }),
    async stop() {
      await app.stop();
      await oauth.stop();
    },
  };
}
