import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { BenchTargets, Figures, Scenario } from './harness';

/**
 * The soak (review): 100 clients for BENCH_SOAK_SECONDS (default 60) mixing reads,
 * likes, comments and live subscriptions against the development server (signed-in players need
 * its development sign-in); then the same load again for half as long while attackers send
 * oversized and deep documents over HTTP and WebSocket, and once more for as long without them.
 * Prints the error count and the p99 of the ordinary operations in each phase: abuse must not
 * raise the ordinary p99 above 100 ms.
 */
const CLIENTS = 100;
const BUILDS = 10;
/** CPU time (user and system, ms) a process has used so far, from /proc (Linux). */
function cpuMs(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return Number.NaN;
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function post(url: string, body: string, cookie?: string): Promise<{ status: number; json: any }> {
  const response = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body });
  return { status: response.status, json: await response.json().catch(() => null) };
}

async function gql(url: string, query: string, variables: Record<string, unknown>, cookie?: string) {
  const { status, json } = await post(url, JSON.stringify({ query, variables }), cookie);
  if (status !== 200 || json?.errors) throw new Error(`status ${status}: ${JSON.stringify(json?.errors ?? json).slice(0, 200)}`);
  return json.data;
}

async function signIn(url: string, username: string): Promise<string> {
  const response = await fetch(`${url}/auth/dev`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, role: 'user' }) });
  const cookie = response.headers.getSetCookie().map((c) => c.split(';')[0]!).find((c) => c.startsWith('almanac.sid='));
  if (!cookie) throw new Error(`sign-in failed (${response.status})`);
  return cookie;
}

const OPERATIONS: Array<[weight: number, name: string, run: (url: string, cookie: string, build: string, i: number) => Promise<unknown>]> = [
  [30, 'publicBuilds', (url) => gql(url, `{ publicBuilds(first: 20) { edges { node { id name likeCount commentCount } } } }`, {})],
  [20, 'build', (url, cookie, id) => gql(url, `query($id: ID!) { build(id: $id) { id name likeCount commentCount viewerHasLiked comments(first: 20) { nodes { id author content timestamp } pageInfo { hasNextPage endCursor } } } }`, { id }, cookie)],
  [15, 'topBuilds', (url) => gql(url, `{ topBuilds { id title likes } }`, {})],
  [15, 'like/unlike', (url, cookie, id, i) => gql(url, `mutation($id: ID!) { ${i % 2 ? 'unlikeBuild' : 'likeBuild'}(buildId: $id) { likeCount } }`, { id }, cookie)],
  [10, 'comment', (url, cookie, id, i) => gql(url, `mutation($id: ID!, $c: String!) { addComment(buildId: $id, content: $c) { commentCount } }`, { id, c: `soak comment ${i}` }, cookie)],
  [10, 'me', (url, cookie) => gql(url, `{ me { id username builds { id name } } }`, {}, cookie)],
];
const TOTAL_WEIGHT = OPERATIONS.reduce((sum, [w]) => sum + w, 0);

function pick(): (typeof OPERATIONS)[number] {
  let r = Math.random() * TOTAL_WEIGHT;
  for (const op of OPERATIONS) if ((r -= op[0]) < 0) return op;
  return OPERATIONS[0]!;
}

interface Phase {
  latencies: number[];
  errors: number;
  firstErrors: string[];
}

async function runLoad(url: string, cookies: string[], builds: string[], seconds: number): Promise<Phase> {
  const phase: Phase = { latencies: [], errors: 0, firstErrors: [] };
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    cookies.map(async (cookie, client) => {
      for (let i = 0; Date.now() < until; i += 1) {
        const [, name, run] = pick();
        const t0 = performance.now();
        try {
          await run(url, cookie, builds[(client + i) % builds.length]!, i);
          phase.latencies.push(performance.now() - t0);
        } catch (error) {
          phase.errors += 1;
          if (phase.firstErrors.length < 3) phase.firstErrors.push(`${name}: ${String(error).slice(0, 160)}`);
        }
      }
    }),
  );
  phase.latencies.sort((a, b) => a - b);
  return phase;
}

/**
 * The attackers run in a process of their own (tests/bench/soak-abuse.ts) at the lowest CPU
 * priority, as they would run on machines of their own: their work (sending 330 kB bodies,
 * masking WebSocket frames) must neither slow this load generator's event loop nor take the CPU
 * the server needs on this one machine. The server's own work for every refusal counts in full.
 */
async function runAttackers(url: string, seconds: number): Promise<{ sent: number; refused: number; other: Record<string, number> }> {
  const child = spawn('nice', ['-n', '19', process.execPath, '--import', 'tsx', fileURLToPath(new URL('./soak-abuse.ts', import.meta.url)), url, String(seconds)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += String(chunk)));
  const [code] = (await once(child, 'exit')) as [number];
  if (code !== 0) throw new Error(`the attackers exited with ${code}`);
  return JSON.parse(output) as { sent: number; refused: number; other: Record<string, number> };
}

export const soakScenario: Scenario = {
  name: `Soak: ${CLIENTS} clients mixing reads, likes, comments, subscriptions`,
  async measure(targets: BenchTargets): Promise<Figures> {
    const url = targets.almanacDev;
    const seconds = Math.max(5, Number(process.env.BENCH_SOAK_SECONDS ?? 60));
    const owner = await signIn(url, 'soak_owner');
    const builds: string[] = [];
    for (let b = 0; b < BUILDS; b += 1) {
      const { createBuild } = await gql(url, `mutation($n: String!) { createBuild(input: { name: $n }) { id } }`, { n: `Soak build ${b}` }, owner);
      await gql(url, `mutation($id: ID!) { publishBuild(id: $id) { id } }`, { id: createBuild.id }, owner);
      builds.push(createBuild.id);
    }
    const cookies = await Promise.all(Array.from({ length: CLIENTS }, (_, i) => signIn(url, `soak_${i}`)));
    let updates = 0;
    const sockets: Client[] = cookies.map((cookie, i) => {
      // graphql-ws passes no headers itself: a ws subclass carries the cookie and the site's Origin.
      const SignedInSocket = class extends WebSocket {
        constructor(address: string, protocols: string[]) {
          super(address, protocols, { headers: { cookie, origin: url } });
        }
      };
      const client = createClient({ url: url.replace(/^http/, 'ws') + '/graphql', webSocketImpl: SignedInSocket, lazy: false, retryAttempts: 0 });
      client.subscribe({ query: `subscription($id: ID!) { buildChanged(id: $id) { id likeCount commentCount } }`, variables: { id: builds[i % BUILDS] } }, {
        next: () => (updates += 1), error: () => undefined, complete: () => undefined,
      });
      return client;
    });
    try {
      const pid = targets.almanacDevPid;
      const cpu0 = cpuMs(pid);
      const ordinary = await runLoad(url, cookies, builds, seconds);
      const cpu1 = cpuMs(pid);
      const [underAbuse, attacks] = await Promise.all([runLoad(url, cookies, builds, seconds / 2), runAttackers(url, seconds / 2)]);
      const cpu2 = cpuMs(pid);
      // The same load again without attackers: the store grew meanwhile (comments, likes), so the
      // phases on either side of the abuse are both its baseline.
      const after = await runLoad(url, cookies, builds, seconds / 2);
      const cpu3 = cpuMs(pid);
      // The server's CPU per ordinary operation (both quiet phases), and per abusive document with
      // the attackers alone for a few seconds (nothing else runs on the server meanwhile).
      const perOperation = (cpu1 - cpu0 + cpu3 - cpu2) / (ordinary.latencies.length + after.latencies.length);
      const alone = await runAttackers(url, 5);
      const perAbusive = (cpuMs(pid) - cpu3) / Math.max(1, alone.sent);
      const p99 = (phase: Phase) => percentile(phase.latencies, 99);
      const rate = (phase: Phase, s: number) => (phase.latencies.length / s).toFixed(0);
      const phases = [ordinary, underAbuse, after];
      const errors = phases.reduce((sum, phase) => sum + phase.errors, 0);
      const other = Object.entries(attacks.other);
      const note =
        `${seconds} s: ${ordinary.latencies.length} operations (${rate(ordinary, seconds)}/s), ${ordinary.errors} errors, p99 ${p99(ordinary).toFixed(0)} ms; ` +
        `then ${seconds / 2} s under abuse: ${underAbuse.latencies.length} operations (${rate(underAbuse, seconds / 2)}/s), ${underAbuse.errors} errors, ` +
        `p50 ${percentile(underAbuse.latencies, 50).toFixed(0)} ms, p99 ${p99(underAbuse).toFixed(0)} ms ` +
        `(${(p99(underAbuse) - p99(ordinary)).toFixed(0)} ms more than before, ${(p99(underAbuse) - p99(after)).toFixed(0)} ms more than the ${seconds / 2} s after: ` +
        `${after.latencies.length} operations (${rate(after, seconds / 2)}/s), p99 ${p99(after).toFixed(0)} ms); ` +
        `${attacks.sent} abusive documents (${(attacks.sent / (seconds / 2)).toFixed(0)}/s) from another process, ${attacks.refused} refused as they should be` +
        (Number.isFinite(perOperation) ? `; server CPU ${perOperation.toFixed(2)} ms per ordinary operation, ${perAbusive.toFixed(2)} ms per abusive document (attackers alone: ${alone.sent} in 5 s)` : '') +
        (other.length > 0 ? ` (otherwise: ${other.map(([what, n]) => `${what} ×${n}`).join(', ')})` : '') +
        `; ${updates} live updates received` +
        (errors > 0 ? `; first errors: ${phases.flatMap((phase) => phase.firstErrors).slice(0, 3).join(' | ')}` : '');
      return {
        requestsPerSecond: ordinary.latencies.length / seconds,
        p50Ms: percentile(ordinary.latencies, 50),
        p99Ms: percentile(ordinary.latencies, 99),
        failures: errors,
        note,
      };
    } finally {
      await Promise.all(sockets.map((s) => s.dispose()));
    }
  },
};
