import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/src/config';

const SECRET = 'a-session-secret-of-at-least-32-characters';

/** What loadConfig throws for `env` (undefined when it accepts it). */
function thrownBy(env: Record<string, string>): unknown {
  try {
    loadConfig(env);
  } catch (error) {
    return error;
  }
  return undefined;
}

/** The problems loadConfig reports for `env`. */
function problemsOf(env: Record<string, string>): string[] {
  const error = thrownBy(env);
  expect(error).toBeInstanceOf(ConfigError);
  return (error as ConfigError).problems;
}

describe('loadConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      production: false,
      host: '0.0.0.0',
      port: 3000,
      publicUrl: 'http://localhost:3000',
      store: { engine: 'embedded', dataDir: resolve('./data'), format: 'sqlite' },
      clientDist: resolve('./dist/client'),
      logLevel: 'info',
      trustProxy: false,
      rateLimitPerMinute: 600,
      mutationLimitPerMinute: 60,
      seedDemoData: true,
      discord: null,
      google: null,
    });
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('counts empty strings as unset', () => {
    expect(loadConfig({ PORT: '', MONGODB_URI: '', SESSION_SECRET: '' })).toMatchObject({ port: 3000, store: { engine: 'embedded' } });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '30.5'],
    ['NODE_ENV', 'staging'],
    ['PUBLIC_URL', 'ftp://example.com'],
    ['PUBLIC_URL', 'not a url'],
    ['MONGODB_URI', 'http://db.example.com'],
    ['MONGODB_DB', 'bad name!'],
    ['SESSION_SECRET', 'too-short'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', 'yes'],
    ['RATE_LIMIT_PER_MINUTE', '0'],
    ['MUTATION_LIMIT_PER_MINUTE', '-5'],
    ['SEED_DEMO_DATA', 'maybe'],
    ['DISCORD_TOKEN_URL', 'nope'],
    ['GOOGLE_AUTHORIZATION_URL', 'javascript:alert(1)'],
  ])('refuses %s=%j with a message naming the variable and the value', (name, value) => {
    const problems = problemsOf({ [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${name} `));
    expect(problems[0]).toContain(`(got "${value}")`);
  });

  it('reports every bad variable at once, in the error message too', () => {
    const error = thrownBy({ PORT: 'abc', LOG_LEVEL: 'loud', TRUST_PROXY: 'yes' }) as ConfigError;
    expect(error.problems.map((p) => p.split(' ')[0]).sort()).toEqual(['LOG_LEVEL', 'PORT', 'TRUST_PROXY']);
    expect(error.message).toMatch(/^Invalid configuration:\n {2}- /);
    expect(error.message).toContain('PORT ');
  });

  it('requires SESSION_SECRET in production and then uses it', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual(['SESSION_SECRET is required when NODE_ENV is production']);
    const config = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: SECRET });
    expect(config).toMatchObject({ production: true, sessionSecret: SECRET, seedDemoData: false });
  });

  it.each(['DISCORD', 'GOOGLE'])('refuses a %s client id without its secret and a secret without its id', (provider) => {
    expect(problemsOf({ [`${provider}_CLIENT_ID`]: 'id' })).toEqual([`${provider}_CLIENT_SECRET must be set together with ${provider}_CLIENT_ID`]);
    expect(problemsOf({ [`${provider}_CLIENT_SECRET`]: 'secret' })).toEqual([`${provider}_CLIENT_ID must be set together with ${provider}_CLIENT_SECRET`]);
  });

  it('enables a provider when both id and secret are set, with its endpoint overrides', () => {
    const config = loadConfig({ DISCORD_CLIENT_ID: 'id', DISCORD_CLIENT_SECRET: 'secret', DISCORD_TOKEN_URL: 'http://127.0.0.1:9/token' });
    expect(config.discord).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      authorizationURL: undefined,
      tokenURL: 'http://127.0.0.1:9/token',
      userInfoURL: undefined,
    });
    expect(config.google).toBeNull();
  });

  it('keeps NeDB with STORE_ENGINE=nedb, and refuses an embedded engine named beside MONGODB_URI', () => {
    expect(loadConfig({ STORE_ENGINE: 'nedb' }).store).toMatchObject({ engine: 'embedded', format: 'nedb' });
    for (const engine of ['nedb', 'sqlite']) {
      expect(problemsOf({ MONGODB_URI: 'mongodb://db:27017/?replicaSet=rs0', STORE_ENGINE: engine })).toEqual([
        `STORE_ENGINE chooses the embedded store, which MONGODB_URI replaces: set one of them (got "${engine}")`,
      ]);
    }
  });

  it("sizes SQLite's page cache from PAGE_CACHE_KIB (64 MiB unset) and refuses less than 1 MiB", () => {
    expect(loadConfig({}).store).toMatchObject({ pageCacheKib: 65_536 });
    expect(loadConfig({ PAGE_CACHE_KIB: '16384' }).store).toMatchObject({ pageCacheKib: 16_384 });
    expect(problemsOf({ PAGE_CACHE_KIB: '512' }).join('\n')).toMatch(/^PAGE_CACHE_KIB /);
  });

  it('chooses MongoDB when MONGODB_URI is set, with MONGODB_DB or its default', () => {
    expect(loadConfig({ MONGODB_URI: 'mongodb://db:27017/?replicaSet=rs0' }).store).toEqual({
      engine: 'mongodb',
      uri: 'mongodb://db:27017/?replicaSet=rs0',
      database: 'almanac',
    });
    expect(loadConfig({ MONGODB_URI: 'mongodb+srv://cluster.example.net', MONGODB_DB: 'other' }).store).toMatchObject({ database: 'other' });
  });

  it('derives the public URL from PORT and strips a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://almanac.example.com/' }).publicUrl).toBe('https://almanac.example.com');
  });

  it('reads TRUST_PROXY as one proxy, a number of proxies or proxy addresses, never as "trust every hop"', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.2' }).trustProxy).toEqual(['10.0.0.1', '10.0.0.2']);
    expect(() => loadConfig({ TRUST_PROXY: 'everything' })).toThrow(/TRUST_PROXY/);
  });

  it('reads LIVE_TRANSPORT: websocket by default, sse when asked, anything else refused by name', () => {
    expect(loadConfig({}).liveTransport).toBe('websocket');
    expect(loadConfig({ LIVE_TRANSPORT: 'sse' }).liveTransport).toBe('sse');
    expect(problemsOf({ LIVE_TRANSPORT: 'long-polling' })[0]).toMatch(/^LIVE_TRANSPORT /);
  });

  it('reads the switches and numbers it is given', () => {
    expect(loadConfig({ TRUST_PROXY: 'true', SEED_DEMO_DATA: 'false', RATE_LIMIT_PER_MINUTE: '10', PORT: '0' })).toMatchObject({
      trustProxy: 1,
      seedDemoData: false,
      rateLimitPerMinute: 10,
      port: 0,
    });
  });

  it('F10: keeps the development sign-in local unless DEV_SIGN_IN_REMOTE is true, which production refuses', () => {
    expect(loadConfig({}).devSignInRemote).toBe(false);
    expect(loadConfig({ DEV_SIGN_IN_REMOTE: 'true' }).devSignInRemote).toBe(true);
    expect(problemsOf({ NODE_ENV: 'production', SESSION_SECRET: SECRET, DEV_SIGN_IN_REMOTE: 'true' })).toEqual([
      'DEV_SIGN_IN_REMOTE cannot be true in production: there is no development sign-in there (got "true")',
    ]);
  });
});
