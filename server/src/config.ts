import { resolve } from 'node:path';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { parseWordList } from './modules/moderation/moderation.rules';

const port = z.coerce.number().int().min(0).max(65535);
const positiveInt = z.coerce.number().int().positive();
const optionalUrl = z.url({ protocol: /^https?$/ }).optional();
const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/**
 * Every setting comes from the environment (README, "Configuration"). Empty strings count as
 * unset. The schema is the single list of settings; `loadConfig` reports every bad value at once.
 */
const environment = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: port.default(3000),
    PUBLIC_URL: optionalUrl,
    DATA_DIR: z.string().min(1).default('./data'),
    // No default here: only a STORE_ENGINE someone set conflicts with MONGODB_URI (the default is applied below).
    STORE_ENGINE: z.enum(['nedb', 'sqlite']).optional(),
    // SQLite's page cache in KiB: from 1 MiB to 4 GiB.
    PAGE_CACHE_KIB: positiveInt.min(1024).max(4 * 1024 * 1024).default(64 * 1024),
    MONGODB_URI: z
      .string()
      .regex(/^mongodb(\+srv)?:\/\//, 'must start with mongodb:// or mongodb+srv://')
      .optional(),
    MONGODB_DB: z.string().regex(/^[A-Za-z0-9_-]{1,63}$/, 'must be 1 to 63 letters, digits, _ or -').default('almanac'),
    CLIENT_DIST: z.string().min(1).default('./dist/client'),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: z
      .string()
      .regex(
        /^(true|false|\d{1,2}|[0-9A-Fa-f.:/]+(\s*,\s*[0-9A-Fa-f.:/]+)*)$/,
        'must be false, true (one proxy), a number of proxies, or a comma-separated list of proxy addresses',
      )
      .default('false'),
    RATE_LIMIT_PER_MINUTE: positiveInt.default(600),
    RENDER_MS_PER_MINUTE: positiveInt.default(10_000),
    MUTATION_LIMIT_PER_MINUTE: positiveInt.default(60),
    SHARE_LINKS_PER_DAY: positiveInt.default(200),
    SOCKETS_PER_ADDRESS: positiveInt.default(50),
    SUBSCRIPTIONS_PER_SOCKET: positiveInt.default(100),
    MODERATION_WORD_LIST: z.string().min(1).optional(),
    MODERATION_AUTO_HIDE_REPORTS: z.coerce.number().int().min(0).max(1000).default(3),
    NEW_ACCOUNT_LIMITS: z.enum(['on', 'off']).default('on'),
    REPORTS_PER_REPORTER_PER_HOUR: positiveInt.default(20),
    REPORTS_PER_ADDRESS_PER_HOUR: positiveInt.default(30),
    LIVE_TRANSPORT: z.enum(['websocket', 'sse']).default('websocket'),
    METRICS_LISTEN: z
      .string()
      .regex(/^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+):\d{1,5}$/, 'must be host:port, e.g. 127.0.0.1:9464')
      .optional(),
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    FAST_PATHS: z.enum(['on', 'off']).default('on'),
    SEED_DEMO_DATA: z.enum(['true', 'false']).optional(),
    DEV_SIGN_IN_REMOTE: z.enum(['true', 'false']).default('false'),
    DISCORD_CLIENT_ID: z.string().min(1).optional(),
    DISCORD_CLIENT_SECRET: z.string().min(1).optional(),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    DISCORD_AUTHORIZATION_URL: optionalUrl,
    DISCORD_TOKEN_URL: optionalUrl,
    DISCORD_USERINFO_URL: optionalUrl,
    GOOGLE_AUTHORIZATION_URL: optionalUrl,
    GOOGLE_TOKEN_URL: optionalUrl,
    GOOGLE_USERINFO_URL: optionalUrl,
  })
  .superRefine((env, ctx) => {
    if (env.MODERATION_WORD_LIST) {
      try {
        parseWordList(readFileSync(env.MODERATION_WORD_LIST, 'utf8'));
      } catch (error) {
        ctx.addIssue({ code: 'custom', path: ['MODERATION_WORD_LIST'], message: `cannot be read as a word list: ${(error as Error).message}` });
      }
    }
    if (env.MONGODB_URI && env.STORE_ENGINE) {
      ctx.addIssue({ code: 'custom', path: ['STORE_ENGINE'], message: 'chooses the embedded store, which MONGODB_URI replaces: set one of them' });
    }
    if (env.NODE_ENV === 'production' && env.DEV_SIGN_IN_REMOTE === 'true') {
      ctx.addIssue({ code: 'custom', path: ['DEV_SIGN_IN_REMOTE'], message: 'cannot be true in production: there is no development sign-in there' });
    }
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'is required when NODE_ENV is production' });
    }
    for (const provider of ['DISCORD', 'GOOGLE'] as const) {
      const id = env[`${provider}_CLIENT_ID`];
      const secret = env[`${provider}_CLIENT_SECRET`];
      if (Boolean(id) !== Boolean(secret)) {
        ctx.addIssue({
          code: 'custom',
          path: [id ? `${provider}_CLIENT_SECRET` : `${provider}_CLIENT_ID`],
          message: `must be set together with ${id ? `${provider}_CLIENT_ID` : `${provider}_CLIENT_SECRET`}`,
        });
      }
    }
  });

export interface OAuthProviderConfig {
  clientId: string;
  clientSecret: string;
  authorizationURL?: string;
  tokenURL?: string;
  userInfoURL?: string;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  production: boolean;
  host: string;
  port: number;
  publicUrl: string;
  /** `format`: the embedded store's files, one SQLite database (the default) or NeDB's (kept selectable for now). */
  store: { engine: 'embedded'; dataDir: string; format: 'nedb' | 'sqlite'; pageCacheKib?: number } | { engine: 'mongodb'; uri: string; database: string };
  clientDist: string;
  sessionSecret: string;
  logLevel: string;
  /**
   * Express's `trust proxy`: false, a number of proxy hops in front of the app, or the proxies'
   * addresses. Never "trust every hop": then a client could choose its own address (and so its
   * rate-limit key) with X-Forwarded-For.
   */
  trustProxy: false | number | string[];
  rateLimitPerMinute: number;
  /** Milliseconds of server rendering (pages that miss the page cache) per client address per minute. */
  renderMsPerMinute: number;
  mutationLimitPerMinute: number;
  /** New short links one signed-out address may make a day. */
  shareLinksPerDay: number;
  /** Open WebSockets one client address may hold at once. */
  socketsPerAddress: number;
  /** Subscriptions one WebSocket may hold at once. */
  subscriptionsPerSocket: number;
  /** The operator's word list file (null: none) and how many distinct eligible reporters hide a thing (0: never). */
  moderation: { wordList: string | null; autoHideReports: number; newAccountLimits: boolean; reportsPerReporterPerHour: number; reportsPerAddressPerHour: number };
  /**
   * How the site's pages receive live updates: `websocket` (graphql-ws, falling back to
   * Server-Sent Events when a socket cannot connect) or `sse` (Server-Sent Events only).
   */
  liveTransport: 'websocket' | 'sse';
  /**
   * Where Prometheus reads `/metrics`: its own listener (`listen`, host and port), and/or the
   * site's address with `Authorization: Bearer <token>`. Neither set: `/metrics` is not served.
   */
  metrics: { listen: { host: string; port: number } | null; token: string | null };
  /**
   * `FAST_PATHS=on` (the default): the shortcuts that answer the same faster (serving/fast-paths.ts): cached GETs
   * answered before Express, anonymous POSTs on the lean path (executed directly, compiled by graphql-jit), the
   * DateTime memo, the renderer's one-walk JSON copy. `off` serves every request through Express and Apollo.
   */
  fastPaths: boolean;
  seedDemoData: boolean;
  /**
   * The development sign-in (never in production) answers only requests from this machine
   * unless this is true.
   */
  devSignInRemote: boolean;
  discord: OAuthProviderConfig | null;
  google: OAuthProviderConfig | null;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** A fixed development secret: sessions survive restarts outside production; never used in production. */
const DEVELOPMENT_SESSION_SECRET = 'almanac-development-session-secret-not-for-production';

/** Reads and checks the settings; throws {@link ConfigError} naming every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(source).map(([k, v]) => [k, emptyAsUndefined(v)]));
  const parsed = environment.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join('.');
        const value = source[name];
        return `${name} ${issue.message}${value !== undefined ? ` (got "${value}")` : ''}`;
      }),
    );
  }
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';
  const provider = (name: 'DISCORD' | 'GOOGLE'): OAuthProviderConfig | null => {
    const clientId = env[`${name}_CLIENT_ID`];
    const clientSecret = env[`${name}_CLIENT_SECRET`];
    if (!clientId || !clientSecret) return null;
    return {
      clientId,
      clientSecret,
      authorizationURL: env[`${name}_AUTHORIZATION_URL`],
      tokenURL: env[`${name}_TOKEN_URL`],
      userInfoURL: env[`${name}_USERINFO_URL`],
    };
  };
  return {
    env: env.NODE_ENV,
    production,
    host: env.HOST,
    port: env.PORT,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    store: env.MONGODB_URI
      ? { engine: 'mongodb', uri: env.MONGODB_URI, database: env.MONGODB_DB }
      : { engine: 'embedded', dataDir: resolve(env.DATA_DIR), format: env.STORE_ENGINE ?? 'sqlite', pageCacheKib: env.PAGE_CACHE_KIB },
    clientDist: resolve(env.CLIENT_DIST),
    sessionSecret: env.SESSION_SECRET ?? DEVELOPMENT_SESSION_SECRET,
    logLevel: env.LOG_LEVEL,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    renderMsPerMinute: env.RENDER_MS_PER_MINUTE,
    mutationLimitPerMinute: env.MUTATION_LIMIT_PER_MINUTE,
    shareLinksPerDay: env.SHARE_LINKS_PER_DAY,
    socketsPerAddress: env.SOCKETS_PER_ADDRESS,
    subscriptionsPerSocket: env.SUBSCRIPTIONS_PER_SOCKET,
    moderation: {
      wordList: env.MODERATION_WORD_LIST ?? null,
      autoHideReports: env.MODERATION_AUTO_HIDE_REPORTS,
      newAccountLimits: env.NEW_ACCOUNT_LIMITS === 'on',
      reportsPerReporterPerHour: env.REPORTS_PER_REPORTER_PER_HOUR,
      reportsPerAddressPerHour: env.REPORTS_PER_ADDRESS_PER_HOUR,
    },
    liveTransport: env.LIVE_TRANSPORT,
    metrics: { listen: env.METRICS_LISTEN ? parseListen(env.METRICS_LISTEN) : null, token: env.METRICS_TOKEN ?? null },
    fastPaths: env.FAST_PATHS === 'on',
    seedDemoData: env.SEED_DEMO_DATA ? env.SEED_DEMO_DATA === 'true' : !production,
    devSignInRemote: env.DEV_SIGN_IN_REMOTE === 'true',
    discord: provider('DISCORD'),
    google: provider('GOOGLE'),
  };
}

/** `TRUST_PROXY`: `true` means one proxy in front of the app (not every hop), a number that many, else addresses. */
export function parseTrustProxy(value: string): false | number | string[] {
  if (value === 'false' || value === '0') return false;
  if (value === 'true') return 1;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((address) => address.trim());
}

/** `METRICS_LISTEN`: `host:port`, an IPv6 host in brackets. */
function parseListen(value: string): { host: string; port: number } {
  const at = value.lastIndexOf(':');
  return { host: value.slice(0, at).replace(/^\[(.*)\]$/, '$1'), port: Number(value.slice(at + 1)) };
}
