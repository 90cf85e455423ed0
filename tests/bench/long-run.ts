import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { tempDir } from '../support/temp';
import { CLIENT_BUILDS, ensureClientBuild } from '../support/client-build';
import { buildServerBundle, freePort } from './harness';

/**
 * `npm run bench -- soak [minutes]` (default 20, or BENCH_SOAK_MINUTES): the long run. One server
 * as production runs it (the server bundle under plain node, the production client, seeded demo
 * data; development mode only so that signed-in players can use the development sign-in) takes,
 * for the whole run, the site's mix: anonymous rendered pages, GraphQL by GET (cached) and POST,
 * signed-in likes, comments and build saves, and WebSocket and Server-Sent Events subscriptions
 * opened and closed all the time. Every SAMPLE_SECONDS it samples the server's resident memory,
 * its open descriptors and sockets, and the p50 and p99 of the window's requests. It fails (exit
 * code 1) on what a leak or a fault looks like, never on speed: a memory or descriptor slope after
 * the warm-up, any 5xx answer, any line the server logs at `error` or above.
 */

const SAMPLE_SECONDS = Number(process.env.BENCH_SOAK_SAMPLE_SECONDS ?? 30);
const ANONYMOUS_CLIENTS = 12;
const SIGNED_IN_CLIENTS = 6;
/** Memory may rise this much per minute after the warm-up before the run counts it as a leak (and by this much in all). */
const RSS_SLOPE_MB_PER_MINUTE = 1;
const RSS_RISE_MB = 24;
/** Descriptors likewise: a socket or file left open by every few requests shows as a steady climb. */
const FD_SLOPE_PER_MINUTE = 1;
const FD_RISE = 16;

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

interface Sample {
  minute: number;
  rssMb: number;
  fds: number;
  sockets: number;
  requests: number;
  p50: number;
  p99: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;

/** Least-squares slope of y over x. */
function slope(points: Array<[number, number]>): number {
  const n = points.length;
  if (n < 2) return 0;
  const mx = points.reduce((s, [x]) => s + x, 0) / n;
  const my = points.reduce((s, [, y]) => s + y, 0) / n;
  const sxx = points.reduce((s, [x]) => s + (x - mx) ** 2, 0);
  return sxx === 0 ? 0 : points.reduce((s, [x, y]) => s + (x - mx) * (y - my), 0) / sxx;
}

function processFigures(pid: number): { rssMb: number; fds: number; sockets: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  const entries = readdirSync(`/proc/${pid}/fd`);
  let sockets = 0;
  for (const entry of entries) {
    try {
      if (readlinkSync(`/proc/${pid}/fd/${entry}`).startsWith('socket:')) sockets += 1;
    } catch {
      // Closed between the listing and the read.
    }
  }
  return { rssMb: rssKb / 1024, fds: entries.length, sockets };
}

export async function runLongRun(minutes: number): Promise<boolean> {
  const serverBundle = buildServerBundle();
  await ensureClientBuild('production');
  const dataDir = await tempDir('almanac-soak-');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [serverBundle], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      SESSION_SECRET: randomBytes(32).toString('hex'),
      DATA_DIR: dataDir.path,
      CLIENT_DIST: CLIENT_BUILDS.production,
      SEED_DEMO_DATA: 'true',
      RATE_LIMIT_PER_MINUTE: '100000000', RENDER_MS_PER_MINUTE: '100000000',
      MUTATION_LIMIT_PER_MINUTE: '100000000', NEW_ACCOUNT_LIMITS: 'off', SOCKETS_PER_ADDRESS: '100000000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const errorLines: string[] = [];
  let warnings = 0;
  for (const stream of [server.stdout!, server.stderr!]) {
    createInterface({ input: stream }).on('line', (line) => {
      let level = 0;
      try {
        level = Number((JSON.parse(line) as { level?: number }).level ?? 0);
      } catch {
        // Not a log object (a crash's stack on stderr): an error all the same.
        level = 50;
      }
      if (level >= 50) errorLines.push(line.slice(0, 300));
      else if (level >= 40) warnings += 1;
    });
  }
  try {
    const deadline = Date.now() + 120_000;
    while (!(await fetch(`${url}/healthz`).then((r) => r.ok, () => false))) {
      if (server.exitCode !== null || Date.now() > deadline) throw new Error('The server did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
    return await drive(url, server.pid!, minutes, errorLines, () => warnings);
  } finally {
    const exited = once(server, 'exit');
    server.kill('SIGTERM');
    await exited;
    await dataDir.remove();
  }
}

async function drive(url: string, pid: number, minutes: number, errorLines: string[], warnings: () => number): Promise<boolean> {
  const gql = async (query: string, variables: Record<string, unknown> = {}, cookie?: string) => {
    const response = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: JSON.stringify({ query, variables }) });
    return { status: response.status, json: (await response.json().catch(() => null)) as { data?: any; errors?: unknown[] } | null };
  };
  const signIn = async (username: string) => {
    const response = await fetch(`${url}/auth/dev`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, role: 'user' }) });
    const cookie = response.headers.getSetCookie().map((c) => c.split(';')[0]!).find((c) => c.startsWith('almanac.sid='));
    if (!cookie) throw new Error(`The development sign-in failed (${response.status})`);
    return cookie;
  };
  const publicBuilds = (await gql('{ publicBuilds(first: 20) { edges { node { id } } } }')).json?.data?.publicBuilds?.edges?.map((edge: { node: { id: string } }) => edge.node.id) as string[] | undefined;
  if (!publicBuilds?.length) throw new Error('The seeded store has no public build to read');
  const players = await Promise.all(Array.from({ length: SIGNED_IN_CLIENTS }, (_, i) => signIn(`soak_player_${i}`)));
  const ownBuilds = await Promise.all(
    players.map(async (cookie, i) => (await gql('mutation($n: String!) { createBuild(input: { name: $n }) { id } }', { n: `Soak ${i}` }, cookie)).json!.data.createBuild.id as string),
  );

  const pages = ['/news', '/builds', '/items', '/lists/monsters', '/tools/planner', ...publicBuilds.slice(0, 5).map((id) => `/builds/${id}`)];
  const cachedGet = `/graphql?query=${encodeURIComponent('{ topBuilds { id title likes } }')}`;
  let window: number[] = [];
  let serverErrors = 0;
  let otherFailures = 0;
  let requests = 0;
  const firstFailures: string[] = [];
  const timed = async (name: string, run: () => Promise<number>) => {
    const started = performance.now();
    try {
      const status = await run();
      window.push(performance.now() - started);
      requests += 1;
      if (status >= 500) serverErrors += 1;
      if (status >= 400) {
        otherFailures += status < 500 ? 1 : 0;
        if (firstFailures.length < 5) firstFailures.push(`${name}: ${status}`);
      }
    } catch (error) {
      otherFailures += 1;
      if (firstFailures.length < 5) firstFailures.push(`${name}: ${String(error).slice(0, 160)}`);
    }
  };
  const until = Date.now() + minutes * 60_000;
  const running = () => Date.now() < until;

  const anonymous = async (client: number) => {
    for (let i = client; running(); i += 1) {
      const kind = i % 4;
      if (kind === 0) await timed('page', async () => (await fetch(`${url}${pages[i % pages.length]}?soak=${i % 7}`)).status);
      else if (kind === 1) await timed('GET /graphql', async () => (await fetch(`${url}${cachedGet}`, { headers: { 'apollo-require-preflight': 'true' } })).status);
      else if (kind === 2) await timed('POST publicBuilds', async () => (await gql('query($s: BuildSort) { publicBuilds(first: 20, sort: $s) { totalCount edges { node { id name likeCount } } } }', { s: i % 2 ? 'NEWEST' : 'MOST_LIKED' })).status);
      else await timed('POST build', async () => (await gql('query($id: ID!) { build(id: $id) { id name likeCount comments(first: 10) { nodes { id content } } } }', { id: publicBuilds[i % publicBuilds.length] })).status);
    }
  };
  const signedIn = async (client: number) => {
    const cookie = players[client]!;
    for (let i = 0; running(); i += 1) {
      const build = publicBuilds[(client + i) % publicBuilds.length]!;
      const kind = i % 4;
      if (kind === 0) await timed('like', async () => (await gql(`mutation($id: ID!) { ${i % 8 < 4 ? 'likeBuild' : 'unlikeBuild'}(buildId: $id) { likeCount } }`, { id: build }, cookie)).status);
      else if (kind === 1) await timed('comment', async () => (await gql('mutation($id: ID!, $c: String!) { addComment(buildId: $id, content: $c) { commentCount } }', { id: build, c: `soak ${i}` }, cookie)).status);
      else if (kind === 2) await timed('save', async () => (await gql('mutation($id: ID!, $n: String!) { updateBuild(id: $id, input: { name: $n }) { id } }', { id: ownBuilds[client], n: `Soak ${client} ${i % 50}` }, cookie)).status);
      else await timed('signed-in page', async () => (await fetch(`${url}/me`, { headers: { cookie } })).status);
    }
  };
  /** A WebSocket opened, subscribed until its first event, and closed; over and over. */
  const churned = { sockets: 0, streams: 0 };
  const socketChurn = async () => {
    for (let i = 0; running(); i += 1) {
      await timed('WebSocket', async () => {
        const client = createClient({ url: url.replace(/^http/, 'ws') + '/graphql', webSocketImpl: WebSocket, lazy: true, retryAttempts: 0 });
        try {
          await new Promise<void>((resolve, reject) => {
            const stop = client.subscribe({ query: 'subscription { topBuildsChanged { id } }' }, { next: () => { stop(); resolve(); }, error: reject, complete: () => resolve() });
          });
        } finally {
          await client.dispose();
        }
        churned.sockets += 1;
        return 200;
      });
    }
  };
  const streamChurn = async () => {
    for (let i = 0; running(); i += 1) {
      await timed('SSE', async () => {
        const abort = new AbortController();
        const response = await fetch(`${url}/graphql/stream`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'text/event-stream' }, body: JSON.stringify({ query: 'subscription { topBuildsChanged { id } }' }), signal: abort.signal });
        if (response.status !== 200) return response.status;
        const reader = response.body!.getReader();
        let text = '';
        while (!text.includes('event: next')) {
          const { value, done } = await reader.read();
          if (done) break;
          text += Buffer.from(value).toString('utf8');
        }
        abort.abort();
        await reader.cancel().catch(() => undefined);
        churned.streams += 1;
        return 200;
      });
    }
  };

  const samples: Sample[] = [];
  const started = Date.now();
  const sampler = setInterval(() => {
    const sorted = window.sort((a, b) => a - b);
    window = [];
    samples.push({ minute: (Date.now() - started) / 60_000, ...processFigures(pid), requests: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99) });
    const last = samples.at(-1)!;
    console.info(
      `${last.minute.toFixed(1).padStart(5)} min  RSS ${last.rssMb.toFixed(0).padStart(4)} MB  fds ${String(last.fds).padStart(4)} (sockets ${String(last.sockets).padStart(3)})  ` +
        `${String(last.requests).padStart(6)} requests  p50 ${last.p50.toFixed(1)} ms  p99 ${last.p99.toFixed(1)} ms`,
    );
  }, SAMPLE_SECONDS * 1000);
  console.info(`\nLong run: ${minutes} min, ${ANONYMOUS_CLIENTS} anonymous and ${SIGNED_IN_CLIENTS} signed-in clients, WebSocket and SSE churn, a sample every ${SAMPLE_SECONDS} s`);
  try {
    await Promise.all([
      ...Array.from({ length: ANONYMOUS_CLIENTS }, (_, i) => anonymous(i)),
      ...Array.from({ length: SIGNED_IN_CLIENTS }, (_, i) => signedIn(i)),
      socketChurn(),
      streamChurn(),
    ]);
  } finally {
    clearInterval(sampler);
  }
  // Let the last closes settle, then one more sample of what is left open.
  await new Promise((r) => setTimeout(r, 2000));
  const after = processFigures(pid);

  // The warm-up: the first quarter of the run, at least two samples (V8 and the caches fill then).
  const warm = samples.slice(Math.max(2, Math.floor(samples.length / 4)));
  const rssSlope = slope(warm.map((s) => [s.minute, s.rssMb]));
  const fdSlope = slope(warm.map((s) => [s.minute, s.fds]));
  const rssRise = warm.length > 0 ? warm.at(-1)!.rssMb - warm[0]!.rssMb : 0;
  const fdRise = warm.length > 0 ? warm.at(-1)!.fds - warm[0]!.fds : 0;
  const problems: string[] = [];
  if (warm.length < 3) problems.push(`too short to judge a slope: ${warm.length} samples after the warm-up (run longer or lower BENCH_SOAK_SAMPLE_SECONDS)`);
  if (rssSlope > RSS_SLOPE_MB_PER_MINUTE && rssRise > RSS_RISE_MB) problems.push(`memory climbs ${rssSlope.toFixed(2)} MB a minute after the warm-up (${rssRise.toFixed(0)} MB in all)`);
  if (fdSlope > FD_SLOPE_PER_MINUTE && fdRise > FD_RISE) problems.push(`descriptors climb ${fdSlope.toFixed(2)} a minute after the warm-up (${fdRise} in all)`);
  if (serverErrors > 0) problems.push(`${serverErrors} answers were 5xx`);
  if (errorLines.length > 0) problems.push(`${errorLines.length} log lines at error level, the first: ${errorLines[0]}`);
  console.info(
    `\n${requests} requests (${(requests / (minutes * 60)).toFixed(0)}/s), ${churned.sockets} WebSockets and ${churned.streams} SSE streams opened and closed; ` +
      `memory ${rssSlope.toFixed(2)} MB/min after the warm-up (${warm[0]?.rssMb.toFixed(0)} to ${warm.at(-1)?.rssMb.toFixed(0)} MB), descriptors ${fdSlope.toFixed(2)}/min ` +
      `(${after.fds} open after the run, ${after.sockets} sockets); ${serverErrors} 5xx, ${otherFailures} other failures${firstFailures.length ? ` (${firstFailures.join('; ')})` : ''}; ` +
      `${errorLines.length} error and ${warnings()} warning log lines`,
  );
  console.info(problems.length === 0 ? 'Long run: passed' : `Long run: FAILED: ${problems.join('; ')}`);
  return problems.length === 0;
}
