/**
 * `npm run bench`: starts a bare Express JSON route and the real Almanac server (embedded store
 * in a fresh folder, production mode, rate limits out of the way), each in its own process on
 * loopback and both as production runs them: the server bundle (`npm run build:server`, built
 * once into dist/bench-server) and the bare route bundled beside it, under plain `node` (no tsx:
 * its loader hooks cost CPU per module resolution, which production never pays), runs every scenario of tests/bench/scenarios.ts against them and prints one table
 * with requests per second, p50 and p99 latency and the ratio to the bare route, and the server CPU
 * time per request with the same ratio by CPU (steadier than
 * requests per second when other work shares the machine). It prints figures only: nothing here
 * fails on timing.
 *
 * BENCH_DURATION (seconds per scenario, default 8), BENCH_WARMUP (seconds of load before each
 * measurement, default 3: a fresh server needs that much before V8 has optimized the path a row
 * measures) and BENCH_CONNECTIONS (default 100) adjust it.
 * BENCH_ONLY (comma-separated, case-insensitive parts of names) runs only the matching rows (the
 * bare baseline always runs) and the matching extra parts: `bundle`, `items`, `planner`, `optimizer`, `search`, `card`, `maps`, `lighthouse`, `interactions`, `export`, `merge`, `deletion`, `moderation`;
 * e.g. `BENCH_ONLY=cached,uncached` or `BENCH_ONLY=lighthouse`. `BENCH_ONLY=interactions INTERACTIONS_LOAD=busy` measures the
 * interactions quiet and again under the busy evening, with the rendered pages' time to first byte (interactions.ts).
 * `npm run bench -- capacity` runs only the store's capacity section (capacity.ts).
 * `npm run bench -- soak [minutes]` runs only the long run (long-run.ts; default 20 minutes) and exits 1 when it finds a leak, a 5xx or an error logged.
 */
import { build } from 'esbuild';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { tempDir } from '../support/temp';
import { CLIENT_BUILDS, ensureClientBuild } from '../support/client-build';
import { buildServerBundle, formatTable, freePort, runScenarios, startServerProcess, type BenchSettings, type ServerProcess } from './harness';
import { FAST_PATHS_OFF_SCENARIOS, SCENARIOS } from './scenarios';
import { SOCKET_SCENARIOS } from './social-scenarios';
import { HEAVY_BUILD_SCENARIOS, writeHeavyStore } from './heavy-build';
import { soakScenario } from './soak';
import { eveningServerEnv } from './busy-evening';
import { INITIAL_JS_TARGET_KB, initialJavaScriptKb, newsScriptsInBrowser } from './bundle-size';
import { bundleReport } from './bundle-report';
import { runCapacity } from './capacity';
import { runLongRun } from './long-run';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const bounded = (value: string | undefined, fallback: number, min: number, max: number) => {
  const n = Number(value ?? fallback);
  return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : fallback;
};

const settings: BenchSettings = {
  connections: bounded(process.env.BENCH_CONNECTIONS, 100, 1, 1000),
  durationSeconds: bounded(process.env.BENCH_DURATION, 8, 1, 30),
  warmupSeconds: bounded(process.env.BENCH_WARMUP, 3, 0, 30),
};

const only = (process.env.BENCH_ONLY ?? '').split(',').map((part) => part.trim().toLowerCase()).filter(Boolean);
const selected = (name: string) => only.length === 0 || only.some((part) => name.toLowerCase().includes(part));
const scenarios = SCENARIOS.filter((scenario) => scenario.baseline || selected(scenario.name));

// `npm run bench -- capacity`: the embedded store's ceiling (capacity.ts), on its own.
if (process.argv.slice(2).includes('capacity')) {
  await runCapacity();
  process.exit(0);
}
// `npm run bench -- soak [minutes]`: the long run (long-run.ts), on its own.
const soakAt = process.argv.indexOf('soak');
if (soakAt > 1) {
  const minutes = Number(process.argv[soakAt + 1] ?? process.env.BENCH_SOAK_MINUTES ?? 20);
  process.exit((await runLongRun(Number.isFinite(minutes) && minutes > 0 ? minutes : 20)) ? 0 : 1);
}

const dataDir = await tempDir('almanac-bench-');
const devDataDir = await tempDir('almanac-bench-dev-');
const heavyDataDir = await tempDir('almanac-bench-heavy-');
const eveningDataDir = await tempDir('almanac-bench-evening-');
const socketsDataDir = await tempDir('almanac-bench-sockets-');
const plainDataDir = await tempDir('almanac-bench-plain-');
const servers: ServerProcess[] = [];
try {
  // Every server runs from plain JavaScript under node, as production does: the server
  // bundle built once into a folder of its own beside dist/server (its packages resolve from the
  // project's node_modules), and the bare route bundled beside it.
  const serverBundle = buildServerBundle();
  const bareBundle = join(dirname(serverBundle), 'bare-server.js');
  await build({ absWorkingDir: ROOT, entryPoints: ['tests/bench/bare-server.ts'], outfile: bareBundle, bundle: true, platform: 'node', format: 'esm', target: 'node20.19', packages: 'external', logLevel: 'warning' });
  const onNode: string[] = [];
  // BENCH_CPU_PROFILE=<folder>: the production server writes a V8 CPU profile of the whole run there when it stops.
  const profiled = process.env.BENCH_CPU_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`] : onNode;
  const bare = await startServerProcess(bareBundle, {}, '/json', ROOT, onNode);
  servers.push(bare);
  // The production client with its server entry (the rendered pages' rows), built once and reused as the browser tests do.
  await ensureClientBuild('production');
  // The production server of the serving rows, on seeded demo data with the rate limits out of the way.
  const productionEnv = (folder: string) => ({
    NODE_ENV: 'production',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: folder,
    CLIENT_DIST: CLIENT_BUILDS.production,
    SEED_DEMO_DATA: 'true',
    RATE_LIMIT_PER_MINUTE: '100000000', RENDER_MS_PER_MINUTE: '100000000',
    MUTATION_LIMIT_PER_MINUTE: '100000000', NEW_ACCOUNT_LIMITS: 'off',
    SOCKETS_PER_ADDRESS: '100000000',
  });
  const almanac = await startServerProcess(
    serverBundle,
    productionEnv(dataDir.path),
    '/healthz',
    ROOT,
    profiled,
  );
  servers.push(almanac);
  // FAST_PATHS=off: the serving rows again, on the same production server with every request through Express and Apollo.
  const plainRows = FAST_PATHS_OFF_SCENARIOS.filter((scenario) => selected(scenario.name));
  const almanacPlain = plainRows.length > 0
    ? await startServerProcess(
        serverBundle,
        { ...productionEnv(plainDataDir.path), FAST_PATHS: 'off' },
        '/healthz',
        ROOT,
        onNode,
      )
    : null;
  if (almanacPlain) servers.push(almanacPlain);
  const almanacDev = await startServerProcess(
    serverBundle,
    {
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      DATA_DIR: devDataDir.path,
      SEED_DEMO_DATA: 'false',
      RATE_LIMIT_PER_MINUTE: '100000000', RENDER_MS_PER_MINUTE: '100000000',
      MUTATION_LIMIT_PER_MINUTE: '100000000', NEW_ACCOUNT_LIMITS: 'off',
      SOCKETS_PER_ADDRESS: '100000000',
    },
    '/healthz',
    ROOT,
    onNode,
  );
  servers.push(almanacDev);
  // The busy evening likes and comments on the demo builds, and signed-in players view its pages (the development
  // sign-in, on the production client): its own seeded development server, only when one of them runs.
  const almanacEvening = selected('evening') || selected('signed-in')
    ? await startServerProcess(
        serverBundle,
        eveningServerEnv(eveningDataDir.path),
        '/healthz',
        ROOT,
        // BENCH_CPU_PROFILE profiles this one too when the signed-in row runs (its server is this one).
        selected('signed-in') ? profiled : onNode,
      )
    : null;
  if (almanacEvening) servers.push(almanacEvening);
  // The WebSocket rows: on the server bundle as production runs it, built into a
  // folder of its own beside dist/server (its packages resolve from the project's node_modules).
  let almanacSockets: { url: string; pid: number; inspectPort: number } | undefined;
  if (scenarios.some((scenario) => SOCKET_SCENARIOS.includes(scenario))) {
    const inspectPort = await freePort();
    const server = await startServerProcess(
      serverBundle,
      {
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        DATA_DIR: socketsDataDir.path,
        SEED_DEMO_DATA: 'false',
        RATE_LIMIT_PER_MINUTE: '100000000', RENDER_MS_PER_MINUTE: '100000000',
        MUTATION_LIMIT_PER_MINUTE: '100000000', NEW_ACCOUNT_LIMITS: 'off',
        SOCKETS_PER_ADDRESS: '100000000',
      },
      '/healthz',
      ROOT,
      [`--inspect=127.0.0.1:${inspectPort}`],
    );
    servers.push(server);
    almanacSockets = { url: server.url, pid: server.pid, inspectPort };
  }
  await writeHeavyStore(heavyDataDir.path);
  const almanacHeavy = await startServerProcess(
    serverBundle,
    { NODE_ENV: 'production', SESSION_SECRET: randomBytes(32).toString('hex'), DATA_DIR: heavyDataDir.path, SEED_DEMO_DATA: 'false', RATE_LIMIT_PER_MINUTE: '100000000', RENDER_MS_PER_MINUTE: '100000000' },
    '/healthz',
    ROOT,
    onNode,
  );
  servers.push(almanacHeavy);
  const started = Date.now();
  const loadAtStart = loadavg()[0]!.toFixed(2);
  const chosen = [...scenarios, ...plainRows, ...[...HEAVY_BUILD_SCENARIOS, soakScenario].filter((scenario) => selected(scenario.name))];
  const results = await runScenarios(
    chosen,
    {
      bare: bare.url, almanac: almanac.url, almanacPlain: almanacPlain?.url, almanacDev: almanacDev.url, almanacDevPid: almanacDev.pid, almanacHeavy: almanacHeavy.url, almanacEvening: almanacEvening?.url, almanacSockets,
      pids: { bare: bare.pid, almanac: almanac.pid, almanacPlain: almanacPlain?.pid, almanacDev: almanacDev.pid, almanacHeavy: almanacHeavy.pid, almanacEvening: almanacEvening?.pid },
    },
    settings,
  );
  console.info(
    `\nAlmanac benchmarks: ${settings.connections} connections, ${settings.durationSeconds} s each after ${settings.warmupSeconds} s warm-up, ` +
      `embedded store, Node ${process.version}, ${cpus().length} CPU(s), load generator and servers on one machine, ` +
      `every server the built bundle under plain node (no tsx), 1-minute load average ${loadAtStart} at the start, ${loadavg()[0]!.toFixed(2)} at the end\n`,
  );
  console.info(formatTable(results));
  console.info(`\n(${((Date.now() - started) / 1000).toFixed(0)} s of measurement)`);
  if (selected('bundle')) {
    const bundle = await initialJavaScriptKb(ROOT);
    console.info(
      `\nInitial JavaScript for /news (production build, ${bundle.files} files): ${bundle.kb.toFixed(1)} KB gzip ` +
        `(target at most ${INITIAL_JS_TARGET_KB} KB)`,
    );
    console.info(`Each route before hydrating (the first JavaScript and the route's chunks):\n${bundle.routes.join('\n')}`);
    // Where those bytes go, by part (React DOM, Apollo Client, React Router, our code, ...) and per route.
    console.info((await bundleReport()).lines.join('\n'));
    // The same page in Chromium: what /news's own route chunk and its live subscription add.
    const seen = await newsScriptsInBrowser(almanac.url);
    console.info(
      `/news in Chromium (production server, 390 px): ${seen.hydrated.kb.toFixed(1)} KB gzip in ${seen.hydrated.files} scripts until hydrated (route chunk included), ` +
        `${seen.idle.kb.toFixed(1)} KB gzip in ${seen.idle.files} scripts until idle (${seen.idle.sentKb.toFixed(1)} KB as sent); after hydration: ${seen.later.join(', ') || 'none'}`,
    );
  }
  // Prints its own line: items filtering per keystroke over the full list (target under 16 ms).
  if (selected('items')) await import('./items-filter.bench');
  if (selected('merge')) await import('./merge.bench');
  // Prints its own line: a heavy player's account deleted while readers keep the public reads busy (gone within 60 s, reads' p99 under 100 ms).
  if (selected('deletion')) await import('./account-deletion.bench');
  // Prints its own line: the moderation queue's first page with 10,000 open cases (under 200 ms) and a hide gone from every surface (1 s).
  if (selected('moderation')) await import('./moderation.bench');
  // The trait tree's recompute per change with the full tree, share state included (target under 16 ms).
  if (selected('trait')) await import('./trait-tree.bench');
  // Prints its own line: a patch's affected builds over 100,000 saved builds while reads go on (target under 5 s of CPU).
  if (selected('patch')) await import('./patch-affected.bench');
  // Prints its own line: the planner's recompute per change and its picker per keystroke, full pack and ×10 (target under 16 ms).
  if (selected('planner')) await import('./planner.bench');
  // Prints its own lines: "Find best gear" per search, full pack and ×10 (p99 under 1 s and 5 s).
  if (selected('planner') || selected('optimizer')) await import('./optimize-gear.bench');
  // Prints its own line: the search index answering over the full data (target p99 under 50 ms).
  if (selected('search')) await import('./search.bench');
  // Prints its own lines: /builds by Most liked, Trending and a tag filter over 5,000 builds and 30,000 likes.
  if (selected('trending')) await import('./trending.bench');
  // Prints its own line: "Download my data" of a player with 1,000 builds, 5,000 comments and 10,000 likes (targets 2 s, 50 MB).
  if (selected('export')) await import('./player-export.bench');
  // The query cost: the worst anonymous documents found, each answer's size and server time (target 1 MB, 100 ms).
  if (selected('cost')) {
    const { runQueryCostBench } = await import('./query-cost.bench');
    console.info((await runQueryCostBench(almanac.url, almanac.pid)).join('\n'));
  }
  // The Open Graph card under a burst of cold cards: wall time and how long the event loop is blocked.
  if (selected('card')) await import('./card.bench');
  // The maps: tile pyramid build, map search latency, navigation to the first tile drawn.
  if (selected('maps')) {
    const { runMapBench } = await import('./maps.bench');
    console.info(`\n${(await runMapBench(almanac.url)).join('\n')}`);
  }
  if (selected('interactions')) {
    // Alone too: Chromium slowed 4x, each listed interaction on a fresh page (target 200 ms, worst of 5); with
    // INTERACTIONS_LOAD=busy quiet and under the busy evening, with the pages' time to first byte.
    const { interactionsReport } = await import('./interactions');
    console.info(`\n${await interactionsReport()}`);
  }
  if (selected('lighthouse')) {
    // Last, and alone: the load servers are idle by now.
    const { formatLighthouse, runLighthouse } = await import('./lighthouse');
    console.info(`\n${formatLighthouse(await runLighthouse(ROOT))}`);
  }
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  await dataDir.remove();
  await devDataDir.remove();
  await heavyDataDir.remove();
  await eveningDataDir.remove();
  await socketsDataDir.remove();
  await plainDataDir.remove();
}
