import { print } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { BuildsCarouselTopDocument } from '../../client/src/gql/graphql';
import { httpScenario, type BenchTargets, type Figures, type Scenario } from './harness';

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

/** DESIGN section 12: 1,000 concurrent likes by 1,000 users give a like count of exactly 1,000. */
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

/** DESIGN section 12: a like reaches 1,000 subscribed WebSocket clients (latency from sending the like to each client's update). */
export const likeFanOutScenario: Scenario = {
  name: 'a like reaching 1,000 WebSocket subscribers',
  async measure(targets: BenchTargets): Promise<Figures> {
    const url = targets.almanacDev;
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
      for (let i = 0; i < 5; i += 1) {
        round = i;
        arrivals[i] = [];
        const cookie = await signIn(url, `fanout_fan_${i}`);
        const sent = performance.now();
        await gql(url, LIKE, { id }, cookie);
        const deadline = Date.now() + 5000;
        while (arrivals[i]!.length < 1000 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
        missing += 1000 - arrivals[i]!.length;
        latencies.push(...arrivals[i]!.map((at) => at - sent));
      }
      latencies.sort((a, b) => a - b);
      return { requestsPerSecond: null, p50Ms: percentile(latencies, 50), p99Ms: percentile(latencies, 99), failures: missing, note: `5 likes × 1,000 subscribers; ${missing} updates missing` };
    } finally {
      waiting.length = 0;
      await Promise.all(clients.map((c) => c.dispose()));
    }
  },
};
