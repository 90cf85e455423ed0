import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { BenchTargets, Figures, Scenario } from './harness';

/**
 * The soak (review, issue 12): 100 clients for BENCH_SOAK_SECONDS (default 60) mixing reads,
 * likes, comments and live subscriptions against the development server (signed-in players need
 * its development sign-in); then the same load again for half as long while attackers send
 * oversized and deep documents over HTTP and WebSocket. Prints the error count and the p99 of the
 * ordinary operations in both phases: abuse must not raise the ordinary p99 above 100 ms.
 */
const CLIENTS = 100;
const BUILDS = 10;
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

const deepQuery = `{ ${'publicBuilds(first: 1) { edges { node { owner '.repeat(1)}${'a { '.repeat(60)}b${' }'.repeat(60)} } } } }`;
const oversizedQuery = `{ ${'__typename '.repeat(30_000)}}`;
// Built once: the attackers' own work stays small, so the figures are the server's.
const oversizedBody = JSON.stringify({ query: oversizedQuery });
const deepBody = JSON.stringify({ query: deepQuery });
const deepMessage = JSON.stringify({ id: 'deep', type: 'subscribe', payload: { query: deepQuery } });
const oversizedMessage = JSON.stringify({ id: 'big', type: 'subscribe', payload: { query: oversizedQuery } });

/**
 * Attackers: oversized and deep documents over HTTP and WebSocket, each counted refused only
 * when the server refused it the way it should: 413 for an oversized body, 400 for a deep
 * document, an `error` message for a deep operation on a socket, and close code 1009 (message
 * too big) for an oversized message.
 */
async function abuse(url: string, until: number): Promise<{ sent: number; refused: number; other: Map<string, number> }> {
  let sent = 0;
  let refused = 0;
  const other = new Map<string, number>();
  const unexpected = (what: string) => other.set(what, (other.get(what) ?? 0) + 1);
  const wsUrl = url.replace(/^http/, 'ws') + '/graphql';
  const overHttp = async () => {
    while (Date.now() < until) {
      for (const [body, expected] of [[oversizedBody, 413], [deepBody, 400]] as const) {
        sent += 1;
        const { status } = await post(url, body).catch(() => ({ status: 0 }));
        if (status === expected) refused += 1;
        else unexpected(`HTTP ${expected === 413 ? 'oversized' : 'deep'}: ${status}`);
      }
    }
  };
  const overWebSocket = async () => {
    while (Date.now() < until) {
      sent += 2;
      // Awaited first, then added: `refused += await …` would add to a stale total.
      const refusedHere = await new Promise<number>((resolve) => {
        const socket = new WebSocket(wsUrl, 'graphql-transport-ws', { headers: { origin: url } });
        let count = 0;
        socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
        socket.on('message', (data) => {
          const message = JSON.parse(String(data)) as { type: string };
          if (message.type === 'connection_ack') {
            socket.send(deepMessage);
          } else if (message.type === 'error') {
            count += 1;
            socket.send(oversizedMessage);
          } else {
            unexpected(`WebSocket deep: ${message.type}`);
            socket.send(oversizedMessage);
          }
        });
        // The oversized message closes the socket (1009, message too big): that is its refusal.
        socket.on('close', (code) => {
          if (code !== 1009) unexpected(`WebSocket oversized: close ${code}`);
          resolve(count + (code === 1009 ? 1 : 0));
        });
        socket.on('error', () => undefined);
      });
      refused += refusedHere;
    }
  };
  await Promise.all([overHttp(), overHttp(), overWebSocket(), overWebSocket()]);
  return { sent, refused, other };
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
      const ordinary = await runLoad(url, cookies, builds, seconds);
      const abuseUntil = Date.now() + (seconds / 2) * 1000;
      const [underAbuse, attacks] = await Promise.all([runLoad(url, cookies, builds, seconds / 2), abuse(url, abuseUntil)]);
      const note =
        `${seconds} s: ${ordinary.latencies.length} operations, ${ordinary.errors} errors, p99 ${percentile(ordinary.latencies, 99).toFixed(0)} ms; ` +
        `then ${seconds / 2} s under abuse: ${underAbuse.latencies.length} operations, ${underAbuse.errors} errors, ` +
        `p50 ${percentile(underAbuse.latencies, 50).toFixed(0)} ms, p99 ${percentile(underAbuse.latencies, 99).toFixed(0)} ms ` +
        `(${(percentile(underAbuse.latencies, 99) - percentile(ordinary.latencies, 99)).toFixed(0)} ms more); ` +
        `${attacks.sent} abusive documents, ${attacks.refused} refused` +
        (attacks.other.size > 0 ? ` (otherwise: ${[...attacks.other].map(([what, n]) => `${what} ×${n}`).join(', ')})` : '') +
        `; ${updates} live updates received` +
        (ordinary.errors + underAbuse.errors > 0 ? `; first errors: ${[...ordinary.firstErrors, ...underAbuse.firstErrors].join(' | ')}` : '');
      return {
        requestsPerSecond: ordinary.latencies.length / seconds,
        p50Ms: percentile(ordinary.latencies, 50),
        p99Ms: percentile(ordinary.latencies, 99),
        failures: ordinary.errors + underAbuse.errors,
        note,
      };
    } finally {
      await Promise.all(sockets.map((s) => s.dispose()));
    }
  },
};
