import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { copyFile, cp, lstat, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childEnv, ROOT } from '../support/app';
import { CLIENT_BUILDS } from '../support/client-build';
import { tempDir } from '../support/temp';

/**
 * Production as the Dockerfile ships it: the compiled server beside a
 * production-only install, started with plain `node`. The commands are the Dockerfile's; the
 * first test checks that it still says them.
 */
const BUILD_SERVER = 'npm run build:server';
const PRODUCTION_INSTALL = 'npm ci --omit=dev --no-audit --no-fund --prefer-offline';
// The main thread's heap bounded (docs/operations.md, "Memory"); the render worker's limits are render-pool.ts's.
const START = ['node', '--max-old-space-size=192', '--max-semi-space-size=4', 'dist/server/index.js'];
const MAX_NODE_MODULES_BYTES = 120 * 1024 * 1024;

/** The environment without npm's own variables (a parent `npm test` sets them) or loaders: a clean shell's. */
function plainEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key) && key !== 'NODE_OPTIONS' && key !== 'NODE_PATH'));
  return { ...env, ...extra };
}

async function run(command: string, cwd: string): Promise<void> {
  const child = spawn(command, { cwd, shell: true, env: plainEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += String(chunk)));
  child.stderr!.on('data', (chunk) => (output += String(chunk)));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`${command} failed (exit ${code}):\n${output}`);
}

/**
 * The Dockerfile's production install, without compiling better-sqlite3 again: where no prebuilt
 * binary can be fetched (as here) its install script compiles SQLite from source, 2 minutes of
 * both cores on an idle machine and 11 on a busy one, the same compile the checkout's own `npm ci`
 * has just done (that one fails the run when it cannot). So the install runs without install
 * scripts, and the addon that compile built (its whole `build` folder, so the size check counts
 * what a compile leaves) is copied into place. What this no longer checks: that the install
 * scripts themselves succeed under `--omit=dev` (better-sqlite3's, and @apollo/protobufjs'
 * postinstall, which only creates an empty folder for its command-line tool).
 */
async function installProduction(dir: string): Promise<void> {
  await run(`${PRODUCTION_INSTALL} --ignore-scripts`, dir);
  await cp(join(ROOT, 'node_modules/better-sqlite3/build'), join(dir, 'node_modules/better-sqlite3/build'), { recursive: true });
}

/** Bytes on disk under `dir`, as `du` counts them (allocated blocks; each hard link once). */
async function diskUsage(dir: string): Promise<number> {
  const seen = new Set<number>();
  let bytes = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    const stat = await lstat(join(entry.parentPath, entry.name));
    if (seen.has(stat.ino)) continue;
    seen.add(stat.ino);
    bytes += stat.blocks * 512;
  }
  return bytes + (await lstat(dir)).blocks * 512;
}

describe('the production server', () => {
  let app: { path: string; remove: () => Promise<void> };
  let data: { path: string; remove: () => Promise<void> };
  let server: ChildProcess | undefined;
  let url = '';
  let stderr = '';

  beforeAll(async () => {
    app = await tempDir('almanac-production-');
    data = await tempDir('almanac-production-data-');
    for (const file of ['package.json', 'package-lock.json', '.npmrc']) await copyFile(join(ROOT, file), join(app.path, file));
    await Promise.all([run(`${BUILD_SERVER} -- --outdir ${join(app.path, 'dist/server')}`, ROOT), installProduction(app.path)]);
    server = spawn(process.execPath, START.slice(1), {
      cwd: app.path,
      env: childEnv({
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: '0',
        LOG_LEVEL: 'info',
        DATA_DIR: data.path,
        CLIENT_DIST: CLIENT_BUILDS.production,
        SESSION_SECRET: randomBytes(32).toString('hex'),
      }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stderr!.on('data', (chunk) => (stderr += String(chunk)));
    const port = await new Promise<number>((resolve, reject) => {
      createInterface({ input: server!.stdout! }).on('line', (line) => {
        if (!line.startsWith('{')) return;
        const entry = JSON.parse(line) as { msg?: string; port?: number };
        if (entry.msg === 'Almanac is listening') resolve(entry.port!);
      });
      server!.once('exit', (code) => reject(new Error(`node dist/server/index.js exited with ${code} before listening:\n${stderr}`)));
    });
    url = `http://127.0.0.1:${port}`;
  }, 900_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await once(server, 'exit');
    }
    await app?.remove();
    await data?.remove();
  });

  it('is what the Dockerfile builds and runs', async () => {
    const dockerfile = await readFile(join(ROOT, 'Dockerfile'), 'utf8');
    const { scripts } = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(dockerfile).toContain('RUN npm run build\n');
    expect(scripts.build).toMatch(new RegExp(`&& ${BUILD_SERVER}$`));
    expect(dockerfile).toContain(`RUN ${PRODUCTION_INSTALL}`);
    expect(dockerfile).toContain(`CMD ${JSON.stringify(START).replaceAll(',', ', ')}`);
    expect(scripts.serve).toBe(START.join(' '));
  });

  it('installs production dependencies only, within 120 MB', async () => {
    const modules = join(app.path, 'node_modules');
    const present = await Promise.all(['tsx', 'typescript', 'esbuild', 'vite', 'react', '@apollo/client', 'graphiql'].map((name) => lstat(join(modules, name)).then(() => name, () => null)));
    expect(present.filter(Boolean), 'development packages in the production install').toEqual([]);
    const bytes = await diskUsage(modules);
    expect(bytes, `node_modules takes ${(bytes / 1024 / 1024).toFixed(1)} MB`).toBeLessThanOrEqual(MAX_NODE_MODULES_BYTES);
  });

  it('answers /healthz, serves /news as HTML and answers a GraphQL query', async () => {
    const health = await fetch(`${url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', store: 'embedded' });

    const news = await fetch(`${url}/news`, { headers: { accept: 'text/html' } });
    expect(news.status).toBe(200);
    expect(news.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await news.text();
    expect(html).toContain('<title>News · Almanac</title>');
    // Rendered on the server by the client's built server entry, with production packages only.
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json" id="almanac-state">'));
    expect(root).toContain('Welcome to Almanac');

    // The news comes from the seed content copied beside the bundle (server/content).
    const query = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ newsPost(idOrSlug: "news-welcome") { title } }' }),
    });
    expect(query.status).toBe(200);
    expect(await query.json()).toEqual({ data: { newsPost: { title: 'Welcome to Almanac' } } });
  });

  it('runs the compiled admin command', async () => {
    // On its own store: the embedded store belongs to one process, the running server's.
    const child = spawn(process.execPath, ['dist/server/admin.js', 'list'], {
      cwd: app.path,
      env: childEnv({ NODE_ENV: 'production', DATA_DIR: join(app.path, 'admin-data'), SESSION_SECRET: randomBytes(32).toString('hex') }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (chunk) => (output += String(chunk)));
    child.stderr!.on('data', (chunk) => (output += String(chunk)));
    const [code] = (await once(child, 'exit')) as [number | null];
    expect({ code, output }).toEqual({ code: 0, output: 'No admins yet.\n' });
  });

  it('reads the world data and renders the map tiles from the bundle', async () => {
    const world = await fetch(`${url}/map/world.json`);
    expect(world.status).toBe(200);
    const { tiles } = (await world.json()) as { tiles: { base: string; present: Record<string, Record<string, string[]>> } };
    expect(tiles.base).toMatch(/^\/map\/tiles\/[0-9a-f]{16}$/);
    const [floor, zooms] = Object.entries(tiles.present)[0]!;
    const [zoom, keys] = Object.entries(zooms)[0]!;
    const tile = await fetch(`${url}${tiles.base}/${floor}/${zoom}/${keys[0]}.png`);
    expect(tile.status).toBe(200);
    expect(tile.headers.get('content-type')).toBe('image/png');
  });

  // Last: `docker stop` sends SIGTERM to this process (the image's CMD runs node directly).
  it('stops gracefully on SIGTERM', async () => {
    server!.kill('SIGTERM');
    const [code] = (await once(server!, 'exit')) as [number | null];
    expect(code, `exit ${code}: ${stderr}`).toBe(0);
  });
});
