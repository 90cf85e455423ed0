/**
 * `npm run bench -- capacity`: the embedded store's ceiling. For each size (BENCH_CAPACITY_SIZES,
 * default 10000,100000,1000000 builds) it writes a data folder of realistic shape (capacity-data.ts,
 * seeded: the same folder every time), starts the server bundle on it as production runs it (plain
 * node, SQLite engine; development mode only for the development sign-in its likes and saves use)
 * and reports: the time from start until the port accepts connections and until `/healthz` answers,
 * RSS after start and after BENCH_CAPACITY_MIX_SECONDS (default 60) of mixed traffic, the file
 * size, p50/p99 of uncached reads (the builds list in every sort, a build page never served before,
 * search, the sitemap's parts) and writes (a like, a build save), and the event loop's longest
 * pause while serving (prom-client's `nodejs_eventloop_lag_max_seconds`; the start's own longest pause, before the port
 * listened, is reported apart). Figures only:
 * nothing here fails on timing. BENCH_CAPACITY_KEEP=<folder> keeps each size's data folder there
 * and reuses it on the next run. The daily check of the like and comment counts is marked done before the start (a
 * running site's restart); BENCH_CAPACITY_COUNTS_CHECK=running leaves it to run through the measurements.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { CLIENT_BUILDS, ensureClientBuild } from '../support/client-build';
import { tempDir } from '../support/temp';
import { buildServerBundle, freePort } from './harness';
import { markCountsChecked, writeCapacityStore } from './capacity-data';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SAMPLES = 200;
const SORTS = ['MOST_LIKED', 'NEWEST', 'MOST_COMMENTED', 'TRENDING'];
const WORDS = ['fast', 'tank', 'burst', 'mana', 'crit', 'frost', 'flame', 'storm'];
const CLASSES = ['squire', 'knight', 'rogue', 'mage'];

const sizes = (process.env.BENCH_CAPACITY_SIZES ?? '10000,100000,1000000').split(',').map(Number).filter((n) => n > 0);
const mixSeconds = Number(process.env.BENCH_CAPACITY_MIX_SECONDS ?? 60);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
const rssMb = (pid: number) => {
  const line = (spawnSync('cat', [`/proc/${pid}/status`], { encoding: 'utf8' }).stdout.match(/VmRSS:\s+(\d+)/) ?? [])[1];
  return line ? Math.round(Number(line) / 1024) : Number.NaN;
};
const fileMb = (dir: string) => ['almanac.sqlite', 'almanac.sqlite-wal'].reduce((sum, name) => {
  try {
    return sum + statSync(join(dir, name)).size;
  } catch {
    return sum;
  }
}, 0) / 1e6;

async function timed(run: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  const response = await run();
  const body = await response.text();
  if (!response.ok || body.includes('"errors"')) throw new Error(`status ${response.status}: ${body.slice(0, 300)}`);
  return performance.now() - started;
}

async function sample(count: number, run: (i: number) => Promise<Response>): Promise<{ p50: number; p99: number }> {
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) times.push(await timed(() => run(i)));
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

/** node's options in `npm run serve` (`node <options> dist/server/index.js`), the Dockerfile's too (production-server.test.ts). */
async function serveNodeArgs(): Promise<string[]> {
  const { scripts } = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as { scripts: { serve: string } };
  const words = scripts.serve.split(' ');
  if (words[0] !== 'node' || words.at(-1) !== 'dist/server/index.js') throw new Error(`npm run serve is not \`node [options] dist/server/index.js\`: ${scripts.serve}`);
  return words.slice(1, -1);
}

/**
 * The data folder of `size` builds, written into `dir`. With BENCH_CAPACITY_KEEP (a folder), the
 * folder written the first time is kept there (`capacity-<size>`, with its counts beside it) and
 * copied on later runs: a million builds take many minutes to write and the data is the same.
 */
async function capacityStore(dir: string, size: number): Promise<Awaited<ReturnType<typeof writeCapacityStore>>> {
  const keep = process.env.BENCH_CAPACITY_KEEP;
  if (!keep) return writeCapacityStore(dir, size);
  const kept = join(keep, `capacity-${size}`);
  const counts = `${kept}.json`;
  if (!existsSync(counts)) {
    await rm(kept, { recursive: true, force: true });
    const data = await writeCapacityStore(kept, size);
    await writeFile(counts, JSON.stringify(data));
  }
  await cp(kept, dir, { recursive: true, filter: (source) => !source.endsWith('almanac.lock') });
  return JSON.parse(await readFile(counts, 'utf8')) as Awaited<ReturnType<typeof writeCapacityStore>>;
}

async function measureSize(size: number, serverBundle: string) {
  const dir = await tempDir('almanac-capacity-');
  try {
    const generating = performance.now();
    const data = await capacityStore(dir.path, size);
    // A running site's restart: its daily check of the counts ended within the day, so the start does not walk every
    // build again (at a million builds that pass takes minutes at a quarter of a core, and earlier runs measured beside
    // it). BENCH_CAPACITY_COUNTS_CHECK=running measures the site while that pass runs, and reports how long it took.
    const checkRunning = process.env.BENCH_CAPACITY_COUNTS_CHECK === 'running';
    if (!checkRunning) await markCountsChecked(dir.path, new Date());
    const generatedSeconds = (performance.now() - generating) / 1000;
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const token = randomBytes(16).toString('hex');
    const started = performance.now();
    // node's options as production gives them (`npm run serve`'s: the heap's limits), then BENCH_NODE_ARGS (e.g.
    // `--cpu-prof --cpu-prof-dir=/tmp/prof`, or `--max-old-space-size=4096` to undo a limit: the last one given wins).
    const nodeArgs = [...(await serveNodeArgs()), ...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean)];
    const child = spawn(process.execPath, [...nodeArgs, serverBundle], {
      cwd: ROOT,
      env: {
        ...process.env, HOST: '127.0.0.1', PORT: String(port), NODE_ENV: 'development', LOG_LEVEL: 'warn', DATA_DIR: dir.path,
        STORE_ENGINE: 'sqlite', CLIENT_DIST: CLIENT_BUILDS.production, SEED_DEMO_DATA: 'false', METRICS_TOKEN: token,
        RATE_LIMIT_PER_MINUTE: '100000000', RENDER_MS_PER_MINUTE: '100000000', MUTATION_LIMIT_PER_MINUTE: '100000000', NEW_ACCOUNT_LIMITS: 'off',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (chunk) => (stderr += String(chunk)));
    try {
      // The port first (does it accept connections while the store opens?), then /healthz.
      let portMs = Number.NaN;
      for (;;) {
        if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${stderr}`);
        if (performance.now() - started > 600_000) throw new Error(`No /healthz within 10 minutes:\n${stderr}`);
        if (Number.isNaN(portMs)) {
          const accepted = await new Promise<boolean>((resolve) => {
            const socket = connect(port, '127.0.0.1', () => (socket.end(), resolve(true)));
            socket.on('error', () => resolve(false));
          });
          if (accepted) portMs = performance.now() - started;
        }
        if (!Number.isNaN(portMs) && (await fetch(`${url}/healthz`).then((r) => r.ok, () => false))) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const healthzMs = performance.now() - started;
      const rssStart = rssMb(child.pid!);
      const metrics = () => fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.text());
      const maxPause = (text: string) => Number((text.match(/^nodejs_eventloop_lag_max_seconds (\S+)/m) ?? [])[1]) * 1000;
      // Where the memory is: a metric's value in MB (its line starting with `name`, labels included).
      const mb = (text: string, name: string) => {
        const line = text.split('\n').find((l) => l.startsWith(`${name} `));
        return line ? Math.round(Number(line.slice(name.length + 1)) / 1048576) : Number.NaN;
      };
      const memory = (text: string, rss: number) => {
        const heaps = {
          mainUsed: mb(text, 'nodejs_heap_size_used_bytes'), mainHeld: mb(text, 'nodejs_heap_size_total_bytes'),
          mainNew: mb(text, 'nodejs_heap_space_size_total_bytes{space="new"}'), mainExternal: mb(text, 'nodejs_external_memory_bytes'),
          workerUsed: mb(text, 'almanac_render_worker_heap_bytes{kind="used"}'), workerHeld: mb(text, 'almanac_render_worker_heap_bytes{kind="total"}'),
          workerExternal: mb(text, 'almanac_render_worker_heap_bytes{kind="external"}'), workerLimit: mb(text, 'almanac_render_worker_heap_bytes{kind="limit"}'),
        };
        return { rss, ...heaps, rest: rss - heaps.mainHeld - heaps.mainExternal - (heaps.workerHeld || 0) - (heaps.workerExternal || 0) };
      };
      // The histogram is read (and reset) once the site answers: what it held is the start's, before the port listened.
      const startPause = maxPause(await metrics());
      let longestPause = 0;
      // The longest pause of each part of the run: the histogram holds what came since it was last read.
      const pauses: Record<string, number> = {};
      const pauseOf = async (part: string) => {
        const pause = maxPause(await metrics());
        pauses[part] = Math.max(pauses[part] ?? 0, pause);
        longestPause = Math.max(longestPause, pause);
      };
      const signIn = async (username: string) => {
        const response = await fetch(`${url}/auth/dev`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username }) });
        return (response.headers.getSetCookie()[0] ?? '').split(';')[0]!;
      };
      const [fan, author] = [await signIn('capacity_fan'), await signIn('capacity_author')];
      const gql = (query: string, variables: Record<string, unknown> = {}, cookie?: string) =>
        fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: JSON.stringify({ query, variables }) });
      const listQuery = 'query($sort: BuildSort, $filter: PublicBuildFilter) { publicBuilds(sort: $sort, first: 20, filter: $filter) { totalCount edges { node { id name likeCount } } } }';
      // The first request of each kind is timed apart (reported as the cold one): it prepares the engine's statements,
      // compiles the code it runs and reads what the process keeps afterwards (the week's likes of TRENDING, the render
      // worker's first page); the samples are of a process that has served each kind once.
      const coldStarted = performance.now();
      let coldList = 0;
      for (let i = 0; i < SORTS.length * 2; i += 1) {
        coldList = Math.max(coldList, await timed(() => gql(listQuery, { sort: SORTS[i % SORTS.length], filter: i >= SORTS.length ? { class: CLASSES[0] } : null })));
      }
      const coldPage = await timed(() => fetch(`${url}/builds/${data.publicIds[data.publicIds.length - 1]}`));
      const coldSearch = await timed(() => gql('query($q: String!) { search(query: $q, perKind: 5) { total } }', { q: 'cold' }));
      const coldMs = performance.now() - coldStarted;
      await pauseOf('first of each kind');
      // Each sort with and without a class (every class in turn), in equal numbers.
      const list = await sample(SAMPLES, (i) => gql(listQuery, { sort: SORTS[i % SORTS.length], filter: Math.floor(i / SORTS.length) % 2 ? { class: CLASSES[Math.floor(i / 8) % CLASSES.length] } : null }));
      await pauseOf('list');
      // Each page once: never served before, so drawn from the store and rendered.
      const page = await sample(Math.min(SAMPLES, data.publicIds.length), (i) => fetch(`${url}/builds/${data.publicIds[(i * 7919) % data.publicIds.length]}`));
      await pauseOf('page');
      const search = await sample(SAMPLES, (i) => gql('query($q: String!) { search(query: $q, perKind: 5) { total } }', { q: `${WORDS[i % WORDS.length]} ${i}` }));
      await pauseOf('search');
      const sitemapStarted = performance.now();
      const index = await (await fetch(`${url}/sitemap.xml`)).text();
      const sitemapIndexMs = performance.now() - sitemapStarted;
      const parts = [...index.matchAll(/sitemap-(\d+)\.xml/g)].map((m) => Number(m[1]));
      const sitemapPart = parts.length > 0 ? await sample(parts.length, (i) => fetch(`${url}/sitemap-${parts[i]}.xml`)) : null;
      await pauseOf('sitemap');
      const likeQuery = 'mutation($id: ID!) { likeBuild(buildId: $id) { likeCount } }';
      const unlikeQuery = 'mutation($id: ID!) { unlikeBuild(buildId: $id) { likeCount } }';
      const like = await sample(SAMPLES, (i) => gql(i % 2 ? unlikeQuery : likeQuery, { id: data.publicIds[Math.floor(i / 2) % data.publicIds.length] }, fan));
      await pauseOf('like');
      const created = (await (await gql('mutation { createBuild(input: { name: "Capacity" }) { id } }', {}, author)).json()) as { data: { createBuild: { id: string } } };
      const save = await sample(SAMPLES, (i) => gql('mutation($id: ID!, $name: String!) { updateBuild(id: $id, input: { name: $name }) { id } }', { id: created.data.createBuild.id, name: `Capacity ${i}` }, author));
      await pauseOf('save');
      // Mixed traffic: eight clients reading lists, pages and search, liking and saving.
      const until = performance.now() + mixSeconds * 1000;
      let mixed = 0;
      let failed = 0;
      // The memory every 15 s of the mix, read from the server's own metrics (its threads' heaps) and RSS.
      const memorySamples: Array<ReturnType<typeof memory>> = [];
      const sampler = setInterval(() => void metrics().then((text) => {
        memorySamples.push(memory(text, rssMb(child.pid!)));
        pauses.mix = Math.max(pauses.mix ?? 0, maxPause(text));
      }, () => {}), 15_000);
      await Promise.all(Array.from({ length: 8 }, async (_, worker) => {
        for (let i = worker; performance.now() < until; i += 8) {
          const id = data.publicIds[(i * 104_729) % data.publicIds.length]!;
          const step = [
            () => gql(listQuery, { sort: SORTS[i % SORTS.length], filter: null }),
            () => fetch(`${url}/builds/${id}`),
            () => gql('query($q: String!) { search(query: $q) { total } }', { q: WORDS[i % WORDS.length]! }),
            () => gql(i % 2 ? unlikeQuery : likeQuery, { id }, fan),
            () => fetch(`${url}/builds`),
          ][i % 5]!;
          await timed(step).then(() => (mixed += 1), () => (failed += 1));
        }
      }));
      clearInterval(sampler);
      const last = await metrics();
      pauses.mix = Math.max(pauses.mix ?? 0, maxPause(last));
      longestPause = Math.max(longestPause, pauses.mix);
      memorySamples.push(memory(last, rssMb(child.pid!)));
      return {
        nodeArgs,
        memorySamples,
        countsCheck: checkRunning ? 'running through the measurements' : 'marked done before the start',
        size, ...data, publicIds: undefined, ownerIds: undefined, generatedSeconds, fileMb: fileMb(dir.path), portMs, healthzMs, rssStart,
        rssAfterMix: rssMb(child.pid!), list, page, search, sitemapIndexMs, sitemapParts: parts.length, sitemapPart, like, save,
        mixed, failed, longestPauseMs: longestPause, startPauseMs: startPause, pauses, cold: { list: coldList, page: coldPage, search: coldSearch, ms: coldMs },
      };
    } catch (error) {
      // The server's own words (it may have stopped): what a failed request alone does not say.
      throw new Error(`${String(error)} (${String((error as { cause?: unknown }).cause ?? '')}); the server ${child.exitCode === null ? 'still runs' : `exited with ${child.exitCode}`}; its stderr:\n${stderr.slice(-4000)}`);
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  } finally {
    await dir.remove();
  }
}

export async function runCapacity(): Promise<void> {
  const serverBundle = buildServerBundle();
  await ensureClientBuild('production');
  const f = (n: number) => (Number.isFinite(n) ? n.toFixed(n < 10 ? 1 : 0) : '–');
  const pair = (x: { p50: number; p99: number } | null) => (x ? `${f(x.p50)} / ${f(x.p99)}` : '–');
  console.log(`Capacity of the embedded store (SQLite), load average ${loadavg().map((n) => n.toFixed(1)).join(' ')}; ms are p50 / p99 of ${SAMPLES} requests one at a time`);
  for (const size of sizes) {
    const r = await measureSize(size, serverBundle);
    console.log(`\n${size.toLocaleString('en')} builds [node ${r.nodeArgs.join(' ')}] (${r.publicBuilds.toLocaleString('en')} public, ${r.likes.toLocaleString('en')} likes, ${r.comments.toLocaleString('en')} comments, ${r.profiles.toLocaleString('en')} profiles), written in ${f(r.generatedSeconds)} s; the daily check of the counts ${r.countsCheck}`);
    console.log(`  file ${f(r.fileMb)} MB; port accepts after ${f(r.portMs)} ms, /healthz after ${f(r.healthzMs)} ms; RSS ${r.rssStart} MB after start, ${r.rssAfterMix} MB after ${mixSeconds} s of mixed traffic (${r.mixed} requests, ${r.failed} failed)`);
    console.log(`  builds list (uncached, every sort) ${pair(r.list)}; build page (never served before) ${pair(r.page)}; search ${pair(r.search)}; the first of each kind (cold, before the samples): slowest list ${f(r.cold.list)}, page ${f(r.cold.page)}, search ${f(r.cold.search)} ms`);
    for (const m of r.memorySamples) {
      console.log(`  memory: RSS ${m.rss} MB = main heap ${m.mainUsed} used / ${m.mainHeld} held (new space ${m.mainNew}), external ${m.mainExternal}; render worker heap ${m.workerUsed} / ${m.workerHeld} (limit ${m.workerLimit}), external ${m.workerExternal}; the rest (SQLite, malloc, code, stacks) ${m.rest}`);
    }
    console.log(`  sitemap index ${f(r.sitemapIndexMs)} ms, ${r.sitemapParts} parts ${pair(r.sitemapPart)}; like ${pair(r.like)}; save ${pair(r.save)}; longest event-loop pause ${f(r.longestPauseMs)} ms while serving (${Object.entries(r.pauses).map(([part, ms]) => `${part} ${f(ms)}`).join(', ')}; ${f(r.startPauseMs)} ms during the start, before the port listened)`);
  }
  console.log(`\nload average after: ${loadavg().map((n) => n.toFixed(1)).join(' ')}`);
}
