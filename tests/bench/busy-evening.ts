import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { print } from 'graphql';
import autocannon from 'autocannon';
import { BuildsCarouselTopDocument, BuildsPageDocument, ItemPageDocument, ItemsPageDocument, NewsPageDocument, PlayerPageDocument } from '../../client/src/gql/graphql';
import { CLIENT_BUILDS } from '../support/client-build';
import type { BenchTargets, Figures, Scenario } from './harness';

/** Readers, likes and comments of the busy evening. */
const READERS = 100;
const LIKES_PER_SECOND = 5;
const COMMENTS_PER_SECOND = 1;
/** Seconds of the evening before the measurement. */
export const EVENING_WARMUP_SECONDS = 10;
const ACCEPT = 'application/graphql-response+json,application/json;q=0.9';

/** A public read as the site's client sends it: a GET carrying only its persisted-query hash. */
function persisted(query: string, variables: Record<string, unknown>) {
  const sha256Hash = createHash('sha256').update(query).digest('hex');
  const extensions = { persistedQuery: { version: 1, sha256Hash } };
  const params = new URLSearchParams({ variables: JSON.stringify(variables), extensions: JSON.stringify(extensions) });
  return { query, variables, extensions, path: `/graphql?${params}` };
}

async function post(url: string, body: unknown, cookie?: string) {
  const response = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });
  const parsed = (await response.json()) as { data?: any; errors?: Array<{ message: string }> };
  if (parsed.errors) throw new Error(parsed.errors.map((e) => e.message).join('; '));
  return parsed.data;
}

async function signIn(url: string, username: string): Promise<string> {
  const response = await fetch(`${url}/auth/dev`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, role: 'user' }) });
  const cookie = response.headers.getSetCookie().map((c) => c.split(';')[0]!).find((c) => c.startsWith('almanac.sid='));
  if (response.status !== 200 || !cookie) throw new Error(`development sign-in failed (${response.status})`);
  return cookie;
}

async function read(url: string, path: string) {
  const response = await fetch(url + path, { headers: { accept: ACCEPT, 'apollo-require-preflight': 'true' } });
  return (await response.json()) as { data: any };
}

/**
 * The busy evening's server: development mode (for the development sign-in its players use) on seeded demo data and
 * the production client, every limit out of the way. The interactions bench runs its browser against one like it, so
 * the same evening can run beside the clicks.
 */
export const eveningServerEnv = (folder: string): Record<string, string> => ({
  NODE_ENV: 'development',
  LOG_LEVEL: 'warn',
  DATA_DIR: folder,
  CLIENT_DIST: CLIENT_BUILDS.production,
  SEED_DEMO_DATA: 'true',
  RATE_LIMIT_PER_MINUTE: '100000000', RENDER_MS_PER_MINUTE: '100000000',
  MUTATION_LIMIT_PER_MINUTE: '100000000', NEW_ACCOUNT_LIMITS: 'off',
});

/** The evening's load while it runs: its writers from the start, its readers while `readers` runs. */
export interface BusyEvening {
  /** Reads answered from the response cache and not (since `resetReads`), likes and comments sent, failed, checked and stale. */
  readonly tally: { hits: number; misses: number; writes: number; writeFailures: number; checked: number; stale: number };
  /** Counts the cache's hits and misses afresh, e.g. after a warm-up. */
  resetReads(): void;
  /** The 100 readers for `seconds`, or until `stop` is called: `result` resolves with their figures once they stop. */
  readers(seconds: number): { result: Promise<autocannon.Result>; stop(): void };
  /** Stops the likes and comments and resolves once the last of them is answered. */
  stop(): Promise<void>;
}

/**
 * Starts the busy evening on a seeded development server (see `eveningServerEnv`): 5 likes and 1 comment a second
 * from signed-in players at once, each followed by a read that must show it, and 100 readers on the site's public
 * GETs (news, the builds carousel and list, the items list, an item page, a player page) while `readers` runs.
 */
export async function startBusyEvening(url: string): Promise<BusyEvening> {
  const likers = await Promise.all(Array.from({ length: 10 }, (_, i) => signIn(url, `evening_fan_${i}`)));
  const commenter = await signIn(url, 'evening_commenter');
  const list = persisted(print(BuildsPageDocument), { sort: 'MOST_LIKED', first: 24 });
  const top = persisted(print(BuildsCarouselTopDocument), {});
  const reads = [
    persisted(print(NewsPageDocument), { first: 10 }),
    top,
    list,
    persisted(print(ItemsPageDocument), {}),
    persisted(print(ItemPageDocument), { id: 'steel-longsword' }),
    persisted(print(PlayerPageDocument), { username: 'aldric' }),
  ];
  // The first GET of each registers its hash, as the client's first request does.
  for (const r of reads) await post(url, { query: r.query, variables: r.variables, extensions: r.extensions });
  const builds = ((await read(url, list.path)).data.publicBuilds.edges as Array<{ node: { id: string } }>).map((e) => e.node.id).slice(0, 12);

  const tally = { hits: 0, misses: 0, writes: 0, writeFailures: 0, checked: 0, stale: 0 };
  let stop = false;
  /** After a change, the next read must show it: the build's count in the list (it holds every build liked here). */
  const countIn = async (id: string, field: 'likeCount' | 'commentCount') => {
    const edges = (await read(url, list.path)).data.publicBuilds.edges as Array<{ node: Record<string, any> }>;
    return edges.find((e) => e.node.id === id)?.node[field] as number | undefined;
  };
  const writer = (async () => {
    const liked = new Set<string>();
    let tick = 0;
    while (!stop) {
      const started = Date.now();
      const likes = Array.from({ length: LIKES_PER_SECOND }, (_, i) => async () => {
        const n = tick * LIKES_PER_SECOND + i;
        const cookie = likers[n % likers.length]!;
        const id = builds[Math.floor(n / likers.length) % builds.length]!;
        const key = `${n % likers.length}:${id}`;
        const unlike = liked.has(key);
        try {
          const data = await post(url, { query: `mutation($id: ID!) { ${unlike ? 'unlikeBuild' : 'likeBuild'}(buildId: $id) { likeCount } }`, variables: { id } }, cookie);
          if (unlike) liked.delete(key);
          else liked.add(key);
          const count = (unlike ? data.unlikeBuild : data.likeBuild).likeCount as number;
          tally.checked += 1;
          const shown = await countIn(id, 'likeCount');
          // A build gets only likes, then (a round later) only unlikes: a count from before this one is stale.
          if (shown !== undefined && (unlike ? shown > count : shown < count)) tally.stale += 1;
        } catch {
          tally.writeFailures += 1;
        }
        tally.writes += 1;
      });
      const comment = async () => {
        const id = builds[tick % builds.length]!;
        try {
          const data = await post(url, { query: `mutation($id: ID!) { addComment(buildId: $id, content: "Busy evening") { commentCount } }`, variables: { id } }, commenter);
          tally.checked += 1;
          const shown = await countIn(id, 'commentCount');
          if (shown !== undefined && shown < data.addComment.commentCount) tally.stale += 1;
        } catch {
          tally.writeFailures += 1;
        }
        tally.writes += 1;
      };
      // Spread over the second: a like every 200 ms, the comment with the first.
      for (let i = 0; i < LIKES_PER_SECOND && !stop; i += 1) {
        void likes[i]!();
        if (i === 0) for (let c = 0; c < COMMENTS_PER_SECOND; c += 1) void comment();
        await new Promise((r) => setTimeout(r, 1000 / LIKES_PER_SECOND));
      }
      tick += 1;
      const rest = 1000 - (Date.now() - started);
      if (rest > 0) await new Promise((r) => setTimeout(r, rest));
    }
  })();
  const requests = reads.map((r) => ({
    method: 'GET' as const,
    path: r.path,
    headers: { accept: ACCEPT, 'apollo-require-preflight': 'true', 'accept-encoding': 'br, gzip' },
    onResponse: (_status: number, _body: string, _context: object, headers: IncomingHttpHeaders | undefined) => {
      // X-Cache says it; an older server without it sends Age only on hits. Names as sent: any case.
      const named = Object.fromEntries(Object.entries(headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
      if (named['x-cache'] === 'hit' || (named['x-cache'] === undefined && named.age !== undefined)) tally.hits += 1;
      else tally.misses += 1;
    },
  }));
  return {
    tally,
    resetReads: () => {
      tally.hits = 0;
      tally.misses = 0;
    },
    readers: (seconds) => {
      let instance: autocannon.Instance | undefined;
      const result = new Promise<autocannon.Result>((resolve, reject) => {
        instance = autocannon({ url, requests, connections: READERS, duration: seconds }, (error, figures) => (error ? reject(error) : resolve(figures)));
      });
      return { result, stop: () => instance?.stop() };
    },
    stop: async () => {
      stop = true;
      await writer;
      // The last second's likes and comments are not awaited by the writer: give them a moment to be answered.
      await new Promise((r) => setTimeout(r, 500));
    },
  };
}

/**
 * The busy evening as a row: the readers' figures; the note gives the response cache's hit rate (from each answer's
 * X-Cache) and how many reads right after a like or a comment missed it (stale).
 */
export const busyEveningScenario: Scenario = {
  name: 'busy evening: 100 readers, 5 likes and 1 comment a second',
  target: 'hit rate >= 95 %, p99 < 50 ms, nothing stale',
  async measure(targets: BenchTargets, settings): Promise<Figures> {
    const url = targets.almanacEvening;
    if (!url) throw new Error('needs the seeded development server (almanacEvening)');
    const evening = await startBusyEvening(url);
    // This server had no load before: the reads and the writes warm up together, longer than a single row's warm-up.
    await evening.readers(Math.max(EVENING_WARMUP_SECONDS, settings.warmupSeconds)).result;
    evening.resetReads();
    const result = await evening.readers(settings.durationSeconds).result;
    await evening.stop();
    const { hits, misses, writes, writeFailures, checked, stale } = evening.tally;
    const hitRate = hits / Math.max(1, hits + misses);
    return {
      requestsPerSecond: result.requests.average,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      failures: result.errors + result.non2xx + stale + writeFailures,
      note: `cache hit rate ${(hitRate * 100).toFixed(1)} % (${hits} hits, ${misses} misses); ${writes} likes and comments, ${stale} of ${checked} reads right after one stale, ${writeFailures} failed`,
    };
  },
};

/**
 * The same evening seen by a page every reader loads and that shows no build: `/lists/classes` as a browser asks for
 * it (HTML), 10 readers, while 5 likes a second arrive. Every page draws the builds bar's top builds, so a like used
 * to evict every page: the note gives the page's hit rate (its figures are the readers').
 */
export const busyEveningPagesScenario: Scenario = {
  name: 'busy evening: /lists/classes while 5 likes a second arrive',
  target: 'hit rate >= 95 %, p99 < 50 ms',
  async measure(targets: BenchTargets, settings): Promise<Figures> {
    const url = targets.almanacEvening;
    if (!url) throw new Error('needs the seeded development server (almanacEvening)');
    const likers = await Promise.all(Array.from({ length: 10 }, (_, i) => signIn(url, `page_fan_${i}`)));
    const list = persisted(print(BuildsPageDocument), { sort: 'MOST_LIKED', first: 24 });
    await post(url, { query: list.query, variables: list.variables, extensions: list.extensions });
    const builds = ((await read(url, list.path)).data.publicBuilds.edges as Array<{ node: { id: string } }>).map((e) => e.node.id).slice(0, 12);
    let hits = 0;
    let misses = 0;
    let likes = 0;
    let stop = false;
    const writer = (async () => {
      for (let n = 0; !stop; n += 1) {
        const cookie = likers[n % likers.length]!;
        const id = builds[Math.floor(n / likers.length) % builds.length]!;
        // Each player likes a build, then unlikes it the next time round.
        const unlike = Math.floor(n / (likers.length * builds.length)) % 2 === 1;
        await post(url, { query: `mutation($id: ID!) { ${unlike ? 'unlikeBuild' : 'likeBuild'}(buildId: $id) { likeCount } }`, variables: { id } }, cookie).then(() => (likes += 1), () => undefined);
        await new Promise((r) => setTimeout(r, 1000 / LIKES_PER_SECOND));
      }
    })();
    const requests = [{
      method: 'GET' as const,
      path: '/lists/classes',
      headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
      onResponse: (_status: number, _body: string, _context: object, headers: IncomingHttpHeaders | undefined) => {
        const named = Object.fromEntries(Object.entries(headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
        if (named['x-cache'] === 'hit') hits += 1;
        else misses += 1;
      },
    }];
    await autocannon({ url, requests, connections: 10, duration: Math.max(EVENING_WARMUP_SECONDS, settings.warmupSeconds) });
    hits = 0;
    misses = 0;
    const result = await autocannon({ url, requests, connections: 10, duration: settings.durationSeconds });
    stop = true;
    await writer;
    return {
      requestsPerSecond: result.requests.average,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      failures: result.errors + result.non2xx,
      note: `page hit rate ${((hits / Math.max(1, hits + misses)) * 100).toFixed(1)} % (${hits} hits, ${misses} misses) while ${likes} likes and unlikes arrived`,
    };
  },
};
