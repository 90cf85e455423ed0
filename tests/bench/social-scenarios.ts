import { print } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { BuildsCarouselTopDocument } from '../../client/src/gql/graphql';
import autocannon from 'autocannon';
import { readFile } from 'node:fs/promises';
import { httpScenario, processCpuMicros, type BenchTargets, type Figures, type Scenario } from './harness';
import { heapAfterCollection } from './inspector';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function gql(url: string, query: string, variables: Record<string, unknown> = {}, cookie?: string) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: any; errors?: Array<{ message: string }> };
  if (body.errors) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data;
}

async function signIn(url: string, username: string): Promise<string> {
  const response = await fetch(`${url}/auth/dev`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, role: 'user' }),
  });
  const cookie = response.headers.getSetCookie().map((c) => c.split(';')[0]!).find((c) => c.startsWith('almanac.sid='));
  if (response.status !== 200 || !cookie) throw new Error(`development sign-in failed (${response.status})`);
  return cookie;
}

/** Runs `tasks` with at most `limit` under way at once. */
async function pool<T>(tasks: Array<() => Promise<T>>, limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, tasks.length) }, async () => {
      while (next < tasks.length) {
        const index = next++;
        results[index] = await tasks[index]!();
      }
    }),
  );
  return results;
}

async function publishedBuild(url: string, owner: string, name: string): Promise<string> {
  const cookie = await signIn(url, owner);
  const { createBuild } = await gql(url, `mutation($n: String!) { createBuild(input: { name: $n }) { id } }`, { n: name }, cookie);
  await gql(url, `mutation($id: ID!) { publishBuild(id: $id) { id } }`, { id: createBuild.id }, cookie);
  return createBuild.id;
}

const LIKE = `mutation($id: ID!) { likeBuild(buildId: $id) { likeCount } }`;

/** The carousel's query, exactly as the client sends it. */
export const topBuildsScenario = httpScenario('GraphQL topBuilds (carousel)', {
  target: 'almanac',
  method: 'POST',
  path: '/graphql',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query: print(BuildsCarouselTopDocument) }),
  check: (status, body) => (status === 200 && body.includes('"topBuilds":[{') ? null : `status ${status}: ${body.slice(0, 200)}`),
});

/** The target: 1,000 concurrent likes by 1,000 users give a like count of exactly 1,000. */
export const concurrentLikesScenario: Scenario = {
  name: '1,000 likes by 1,000 users at once',
  async measure(targets: BenchTargets, settings): Promise<Figures> {
    const url = targets.almanacDev;
    const id = await publishedBuild(url, 'bench_owner', 'Benchmark build');
    const cookies = await pool(Array.from({ length: 1000 }, (_, i) => () => signIn(url, `bench_fan_${i}`)), 50);
    const latencies: number[] = [];
    let failures = 0;
    const started = performance.now();
    await pool(
      cookies.map((cookie) => async () => {
        const t0 = performance.now();
        try {
          await gql(url, LIKE, { id }, cookie);
          latencies.push(performance.now() - t0);
        } catch {
          failures += 1;
        }
      }),
      settings.connections,
    );
    const seconds = (performance.now() - started) / 1000;
    const { build } = await gql(url, `query($id: ID!) { build(id: $id) { likeCount } }`, { id });
    latencies.sort((a, b) => a - b);
    return {
      requestsPerSecond: 1000 / seconds,
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      failures: failures + (build.likeCount === 1000 ? 0 : 1),
      note: `like count afterwards: ${build.likeCount} (expected 1000)`,
    };
  },
};

/** The server of the WebSocket rows (BenchTargets.almanacSockets). */
function socketsServer(targets: BenchTargets) {
  if (!targets.almanacSockets) throw new Error('no server for the WebSocket rows was started');
  return targets.almanacSockets;
}

/**
 * The target: a like reaches 1,000 subscribed WebSocket clients (latency from
 * sending the like to each client's update); the note adds the server's CPU time per like.
 */
export const likeFanOutScenario: Scenario = {
  name: 'a like reaching 1,000 WebSocket subscribers',
  target: 'p99 < 100 ms',
  async measure(targets: BenchTargets): Promise<Figures> {
    const { url, pid } = socketsServer(targets);
    const id = await publishedBuild(url, 'fanout_owner', 'Watched by a thousand');
    const clients: Client[] = [];
    const waiting: Array<(at: number) => void> = [];
    const arrivals: number[][] = [];
    let round = -1;
    try {
      await pool(
        Array.from({ length: 1000 }, () => async () => {
          const client = createClient({ url: `${url.replace(/^http/, 'ws')}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0 });
          clients.push(client);
          await new Promise<void>((resolve, reject) => {
            let subscribed = false;
            client.on('connected', () => {
              subscribed = true;
              // The server registers the subscription right after the socket is acknowledged.
              setTimeout(resolve, 20);
            });
            client.subscribe(
              { query: `subscription($id: ID!) { buildChanged(id: $id) { likeCount } }`, variables: { id } },
              { next: () => arrivals[round]?.push(performance.now()), error: (e) => (subscribed ? undefined : reject(e)), complete: () => undefined },
            );
          });
        }),
        100,
      );
      await new Promise((r) => setTimeout(r, 500));
      const latencies: number[] = [];
      let missing = 0;
      let cpuMicros = 0;
      for (let i = 0; i < 5; i += 1) {
        round = i;
        arrivals[i] = [];
        const cookie = await signIn(url, `fanout_fan_${i}`);
        const cpuBefore = processCpuMicros(pid);
        const sent = performance.now();
        await gql(url, LIKE, { id }, cookie);
        const deadline = Date.now() + 5000;
        while (arrivals[i]!.length < 1000 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
        cpuMicros += processCpuMicros(pid) - cpuBefore;
        missing += 1000 - arrivals[i]!.length;
        latencies.push(...arrivals[i]!.map((at) => at - sent));
      }
      latencies.sort((a, b) => a - b);
      return {
        requestsPerSecond: null,
        p50Ms: percentile(latencies, 50),
        p99Ms: percentile(latencies, 99),
        failures: missing,
        note: `5 likes × 1,000 subscribers; ${missing} updates missing; server CPU ${(cpuMicros / 5 / 1000).toFixed(0)} ms a like`,
      };
    } finally {
      waiting.length = 0;
      await Promise.all(clients.map((c) => c.dispose()));
    }
  },
};

/** Resident memory of a process in MB (Linux /proc). */
async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

const IDLE_SOCKETS = 10_000;
/** The 10,000 subscribed sockets, opened by the first of the two rows below and closed by the second. */
let idle: { clients: Client[]; id: string; arrivals: number[]; rounds: number } | null = null;

/**
 * The target: 10,000 idle subscribed sockets (each graphql-ws,
 * acknowledged, one buildChanged subscription) in under 300 MB of the server's resident memory,
 * as the process holds it 2 s after the last socket opened (garbage of the upgrades included).
 * The note adds what the sockets keep: the heap after a full collection, before and after, per socket.
 */
export const idleSocketsScenario: Scenario = {
  name: '10,000 idle subscribed sockets: server RSS',
  target: 'RSS < 300 MB',
  async measure(targets: BenchTargets): Promise<Figures> {
    const { url, pid, inspectPort } = socketsServer(targets);
    const id = await publishedBuild(url, 'idle_owner', 'Watched by ten thousand');
    const heapBefore = await heapAfterCollection(inspectPort);
    const before = await rssMb(pid);
    const state = { clients: [] as Client[], id, arrivals: [] as number[], rounds: 0 };
    idle = state;
    let failed = 0;
    await pool(
      Array.from({ length: IDLE_SOCKETS }, () => async () => {
        const client = createClient({ url: `${url.replace(/^http/, 'ws')}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0, lazy: false });
        state.clients.push(client);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(() => {
            failed += 1;
            resolve();
          }, 30_000);
          client.on('connected', () => {
            clearTimeout(timer);
            resolve();
          });
          client.subscribe(
            { query: `subscription($id: ID!) { buildChanged(id: $id) { likeCount } }`, variables: { id } },
            { next: () => state.arrivals.push(performance.now()), error: () => undefined, complete: () => undefined },
          );
        });
      }),
      200,
    );
    await new Promise((r) => setTimeout(r, 2000));
    const after = await rssMb(pid);
    const heapAfter = await heapAfterCollection(inspectPort);
    const open = Math.max(1, IDLE_SOCKETS - failed);
    const perSocketKb = (mb: number) => ((mb * 1024) / open).toFixed(1);
    return {
      requestsPerSecond: null,
      p50Ms: Number.NaN,
      p99Ms: Number.NaN,
      failures: failed,
      note:
        `server RSS ${after.toFixed(0)} MB with ${IDLE_SOCKETS - failed} subscribed sockets (${before.toFixed(0)} MB before them; ${perSocketKb(after - before)} KB a socket); ` +
        `after a full collection: heap ${heapAfter.heapUsedMb.toFixed(0)} MB (${heapBefore.heapUsedMb.toFixed(0)} MB before; ${perSocketKb(heapAfter.heapUsedMb - heapBefore.heapUsedMb)} KB a socket), ` +
        `RSS ${heapAfter.rssMb.toFixed(0)} MB`,
    };
  },
};

/**
 * The target: a fan-out never stalls ordinary reads. While likes fan out to the 10,000
 * sockets (one like every 500 ms), an anonymous HTTP read (/healthz, 20 connections) is
 * measured; p50/p99 are the reads', the note gives how long each like took to reach every socket.
 */
export const readsDuringFanOutScenario: Scenario = {
  name: 'HTTP reads during a like fan-out to 10,000 sockets',
  target: 'read p99 < 100 ms',
  async measure(targets: BenchTargets, settings): Promise<Figures> {
    const state = idle;
    if (!state) throw new Error('needs the 10,000 sockets of the row before');
    const { url } = socketsServer(targets);
    try {
      const fans = await Promise.all(Array.from({ length: 8 }, (_, i) => signIn(url, `fan10k_${i}`)));
      const full: number[] = [];
      let stop = false;
      const liking = (async () => {
        for (let i = 0; !stop && i < fans.length; i += 1) {
          state.arrivals.length = 0;
          const sent = performance.now();
          await gql(url, LIKE, { id: state.id }, fans[i]);
          const deadline = Date.now() + 10_000;
          while (state.arrivals.length < state.clients.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
          full.push((state.arrivals[state.arrivals.length - 1] ?? Number.NaN) - sent);
          await new Promise((r) => setTimeout(r, 500));
        }
      })();
      const reads = await autocannon({ url: `${url}/healthz`, connections: 20, duration: Math.min(settings.durationSeconds, 6) });
      stop = true;
      await liking;
      full.sort((a, b) => a - b);
      return {
        requestsPerSecond: reads.requests.average,
        p50Ms: reads.latency.p50,
        p99Ms: reads.latency.p99,
        failures: reads.errors + reads.non2xx,
        note: `${full.length} likes each reached all 10,000 sockets in ${full.map((ms) => ms.toFixed(0)).join(', ')} ms`,
      };
    } finally {
      idle = null;
      await Promise.all(state.clients.map((c) => c.dispose()));
    }
  },
};

/** The rows that open WebSockets, on the server of BenchTargets.almanacSockets. */
export const SOCKET_SCENARIOS: Scenario[] = [likeFanOutScenario, idleSocketsScenario, readsDuringFanOutScenario];
