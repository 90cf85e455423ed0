import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { pino, type Logger } from 'pino';
import { loadConfig } from '../../server/src/config';
import { startAlmanac, type RunningAlmanac } from '../../server/src/main';
import { CLIENT_BUILDS } from './client-build';
import { serverBundle } from './server-bundle';
import { tempDir } from './temp';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Settings every test server gets: loopback, any free port, quiet logs, no rate limiting in the way. */
export const TEST_ENV: Record<string, string> = {
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  PORT: '0',
  LOG_LEVEL: 'silent',
  RATE_LIMIT_PER_MINUTE: '1000000',
  RENDER_MS_PER_MINUTE: '100000000',
  MUTATION_LIMIT_PER_MINUTE: '1000000',
  // Tests sign in fresh accounts and post freely; the new-account limits are tested where they are turned on.
  NEW_ACCOUNT_LIMITS: 'off',
  SOCKETS_PER_ADDRESS: '1000000',
  SEED_DEMO_DATA: 'true',
  // The embedded store's format the run chose (`STORE_ENGINE=nedb npx vitest run ...`), else the default.
  ...(process.env.STORE_ENGINE ? { STORE_ENGINE: process.env.STORE_ENGINE } : {}),
};

/**
 * The variables a process needs to run at all (where programs and the home and temporary
 * folders are, the locale and time zone). A server or command a test starts gets these and what
 * the test sets, never the rest of the environment the tests run in: a `MONGODB_URI`, a
 * `SESSION_SECRET` or a `TRUST_PROXY` exported in the developer's shell or CI must not change
 * which store or settings a test's server uses.
 */
const BASIC_VARIABLES = ['PATH', 'HOME', 'USER', 'LOGNAME', 'SHELL', 'TMPDIR', 'TMP', 'TEMP', 'LANG', 'LC_ALL', 'TZ', 'SYSTEMROOT', 'COMSPEC', 'PATHEXT'];

/** A clean environment for a child process: {@link BASIC_VARIABLES} from this one, then `env`. */
export function childEnv(env: Record<string, string> = {}): Record<string, string> {
  const basics = Object.fromEntries(BASIC_VARIABLES.flatMap((name) => (process.env[name] === undefined ? [] : [[name, process.env[name]!]])));
  return { ...basics, ...env };
}

export interface TestServer extends RunningAlmanac {
  dataDir: string;
}

/**
 * Starts the real server in this process on a fresh embedded store (for API tests). Give it a
 * `logger` to read what it logs (see `memoryLogger`).
 */
export async function startTestServer(env: Record<string, string> = {}, options: { logger?: Logger } = {}): Promise<TestServer> {
  const dir = await tempDir();
  const config = loadConfig({ ...TEST_ENV, DATA_DIR: dir.path, CLIENT_DIST: CLIENT_BUILDS.production, ...env });
  const almanac = await startAlmanac(config, options);
  return {
    ...almanac,
    dataDir: dir.path,
    stop: async () => {
      await almanac.stop();
      await dir.remove();
    },
  };
}

/** A real pino logger that keeps every entry it writes in `entries`, for tests that read the log. */
export function memoryLogger(level = 'info'): Logger & { entries: Array<Record<string, unknown>> } {
  const entries: Array<Record<string, unknown>> = [];
  const logger = pino({ level }, { write: (line: string) => entries.push(JSON.parse(line) as Record<string, unknown>) });
  return Object.assign(logger, { entries });
}

export interface AppProcess {
  url: string;
  port: number;
  child: ChildProcess;
  dataDir: string;
  /** Every JSON log line the process printed so far. */
  logs: Array<Record<string, unknown>>;
  /** Sends SIGTERM and resolves with the exit code. */
  stop(options?: { keepData?: boolean }): Promise<number | null>;
}

/**
 * Starts the real server as its own process on a free port with a fresh data folder, as
 * production runs it: the server bundle (`server/build.ts`, built once per change of the
 * server's sources, see `serverBundle`) under plain `node`, serving the production client the
 * browser tests' global setup built (`CLIENT_DIST` in `env` chooses another). Resolves once it
 * is listening. Its environment is {@link childEnv}'s: only what the test sets.
 */
export async function startAppProcess(env: Record<string, string> = {}, dataDir?: string): Promise<AppProcess> {
  const entry = await serverBundle();
  const dir = dataDir ? { path: dataDir, remove: async () => undefined } : await tempDir();
  const child = spawn(process.execPath, ['--enable-source-maps', entry], {
    cwd: ROOT,
    env: childEnv({ ...TEST_ENV, LOG_LEVEL: 'info', DATA_DIR: dir.path, CLIENT_DIST: CLIENT_BUILDS.production, ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  killAtExit(child, dataDir ? undefined : dir.path);
  const logs: Array<Record<string, unknown>> = [];
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += String(chunk)));
  const lines = createInterface({ input: child.stdout! });
  const listening = new Promise<number>((resolve, reject) => {
    lines.on('line', (line) => {
      try {
        const entry = JSON.parse(line) as Record<string, unknown>;
        logs.push(entry);
        if (entry.msg === 'Almanac is listening') resolve(entry.port as number);
      } catch {
        // not a log line
      }
    });
    child.once('exit', (code) => reject(new Error(`The server exited with ${code} before listening:\n${stderr}`)));
  });
  const timeout = setTimeout(() => child.kill('SIGKILL'), 60_000);
  // A server that dies while tests use it says why (its standard error), instead of only refusing connections.
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`The test server on ${dir.path} exited on its own (code ${code}, signal ${signal}):\n${stderr.slice(-4000)}`);
  });
  const port = await listening
    .catch(async (error: unknown) => {
      // It only fails once the process has exited: a server that never listened leaves no data folder behind.
      await dir.remove();
      throw error;
    })
    .finally(() => clearTimeout(timeout));
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    child,
    dataDir: dir.path,
    logs,
    stop: async ({ keepData = false } = {}) => {
      // A child killed by a signal keeps exitCode null: it has exited all the same.
      stopping = true;
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
      if (!keepData) await dir.remove();
      return child.exitCode;
    },
  };
}

/** The server {@link defaultAppProcess} started for the next browser file, while the current one runs. */
let spare: Promise<AppProcess> | undefined;

/**
 * A server with the default settings (`startAppProcess()`), for a browser file. Where the run
 * asks for it (`SPARE_APP_SERVER=1`, the e2e project, whose files run one after another in one
 * worker that keeps this module), the server handed out was started while the previous file ran,
 * and the next one is started now: a server's start (loading the bundle, seeding a fresh store)
 * no longer waits in line between two files. Each server still serves one file only, on a store
 * no other file touched. A spare that failed to start or died meanwhile is replaced by a fresh
 * start; the last spare is stopped when the worker exits.
 */
export async function defaultAppProcess(): Promise<AppProcess> {
  if (process.env.SPARE_APP_SERVER !== '1') return startAppProcess();
  const taken = spare;
  spare = undefined;
  let app = await taken?.catch(() => undefined);
  if (app && (app.child.exitCode !== null || app.child.signalCode !== null)) {
    await app.stop();
    app = undefined;
  }
  app ??= await startAppProcess();
  // Started once this file's server is up, so that it starts beside the file's tests rather than beside that server.
  spare = startSpare();
  return app;
}

function startSpare(): Promise<AppProcess> {
  const starting = startAppProcess();
  // A spare nobody takes must not fail the run: its failure shows when a file takes it (and starts one of its own).
  starting.catch(() => undefined);
  return starting;
}

/** The servers this process started that have not exited, with the data folder each was given here (none: the caller's). */
const running = new Map<ChildProcess, string | undefined>();

/**
 * Kills the servers still running when this process ends, and removes their data folders: the
 * spare nobody took, or a server a failed test left. Vitest ends a worker with SIGTERM, which
 * skips exit handlers: the signal's handler kills them, then lets the signal end the process.
 */
function killAtExit(child: ChildProcess, ownDataDir: string | undefined): void {
  if (!exitHookSet) {
    exitHookSet = true;
    const killLeft = () => {
      for (const [left, dataDir] of running) {
        left.kill('SIGKILL');
        if (dataDir) rmSync(dataDir, { recursive: true, force: true });
      }
      running.clear();
    };
    process.once('exit', killLeft);
    process.once('SIGTERM', () => {
      killLeft();
      process.kill(process.pid, 'SIGTERM');
    });
  }
  running.set(child, ownDataDir);
  child.once('exit', () => running.delete(child));
}
let exitHookSet = false;

export interface GraphQLResponse<T = Record<string, any>> {
  data?: T | null;
  errors?: Array<{ message: string; extensions?: { code?: string; [key: string]: unknown } }>;
}

/** Sends one GraphQL operation over HTTP as a browser or tool would (JSON, so CSRF prevention passes). */
export async function graphql<T = Record<string, any>>(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<GraphQLResponse<T> & { status: number }> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, ...((await response.json()) as GraphQLResponse<T>) };
}
