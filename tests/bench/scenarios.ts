import { createHash } from 'node:crypto';
import { print } from 'graphql';
import { NewsPageDocument, BuildsCarouselTopDocument, BuildsPageDocument, LiveBuildDocument, SiteSearchDocument } from '../../client/src/gql/graphql';
import { httpScenario, type HttpRequestSpec, type Scenario } from './harness';
import { busyEveningPagesScenario, busyEveningScenario } from './busy-evening';
import { signedInPagesScenario } from './signed-in-pages';
import { concurrentLikesScenario, idleSocketsScenario, likeFanOutScenario, readsDuringFanOutScenario, topBuildsScenario } from './social-scenarios';

/** The news page exactly as the client sends it (the route's query with its card fragment). */
const NEWS_PAGE_QUERY = print(NewsPageDocument);

/** A GraphQL POST as a browser sends it; JSON bodies pass Apollo's CSRF prevention. */
function graphqlRequest(query: string, variables: Record<string, unknown> = {}): Omit<HttpRequestSpec, 'check'> {
  return {
    target: 'almanac',
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  };
}

/**
 * A query as the site's client sends it: a GET carrying only its persisted-query hash, with
 * Apollo Client's Accept and CSRF headers, signed out. `prepare` registers the hash first (the
 * client's first request does that too); every measured request is then an anonymous public read.
 */
function persistedGet(query: string, variables: Record<string, unknown> = {}): Omit<HttpRequestSpec, 'check'> {
  const sha256Hash = createHash('sha256').update(query).digest('hex');
  const extensions = { persistedQuery: { version: 1, sha256Hash } };
  const params = new URLSearchParams({ variables: JSON.stringify(variables), extensions: JSON.stringify(extensions) });
  const headers = { accept: 'application/graphql-response+json,application/json;q=0.9', 'apollo-require-preflight': 'true' };
  return {
    target: 'almanac',
    method: 'GET',
    path: `/graphql?${params}`,
    headers,
    async prepare(baseUrl) {
      await fetch(`${baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables, extensions }) });
    },
  };
}

const CACHED_TARGET = '>= 95 % of bare, p99 < 50 ms';
/** The uncached anonymous POSTs, by CPU per request against the bare route (steadier than requests per second on a busy machine). */
const TYPENAME_TARGET = '>= 90 % of bare by CPU';
const UNCACHED_TARGET = '>= 50 % of bare by CPU';
/** A build's and the builds list's GraphQL reads, uncached, by CPU per request against the bare route. */
const BUILD_READS_TARGET = '>= 60 % of bare by CPU';

/** A check that the answer is 200 with data and without errors. */
function answersWithData(predicate: (data: Record<string, any>) => boolean) {
  return (status: number, body: string): string | null => {
    if (status !== 200) return `status ${status}: ${body.slice(0, 200)}`;
    const parsed = JSON.parse(body) as { data?: Record<string, any>; errors?: unknown[] };
    if (parsed.errors) return `errors: ${JSON.stringify(parsed.errors).slice(0, 200)}`;
    return parsed.data && predicate(parsed.data) ? null : `unexpected data: ${body.slice(0, 200)}`;
  };
}

/** The serving rows: cached and uncached reads of the real server, each a name, a request and its target. */
const SERVING_ROWS: Array<[string, HttpRequestSpec, { target?: string }]> = [
  ['cached: news page (persisted GET, signed out)', {
    ...persistedGet(NEWS_PAGE_QUERY, { first: 10 }),
    check: answersWithData((data) => data.news.edges.length > 0),
  }, { target: CACHED_TARGET }],
  ['cached: top builds (persisted GET, signed out)', {
    ...persistedGet(print(BuildsCarouselTopDocument)),
    check: answersWithData((data) => data.topBuilds.length > 0),
  }, { target: CACHED_TARGET }],
  // Server rendering: an anonymous page from the response cache, and a render the cache never serves (a session cookie).
  ['cached: rendered item page (signed out)', {
    target: 'almanac',
    method: 'GET',
    path: '/items/axes/reavers-axe',
    headers: { accept: 'text/html' },
    check: (status, body) => (status === 200 && body.includes('Reaver’s Axe</h1>') ? null : `status ${status}: ${body.slice(0, 200)}`),
  }, { target: CACHED_TARGET }],
  ['uncached: rendered /items/all (session cookie, server render)', {
    target: 'almanac',
    method: 'GET',
    path: '/items/all',
    headers: { accept: 'text/html', cookie: 'almanac.sid=bench-unknown-session' },
    check: (status, body) => (status === 200 && body.includes('id="almanac-state"') ? null : `status ${status}: ${body.slice(0, 200)}`),
  }, { target: '< 50 ms server CPU per request' }],
  // A build page and the builds list drawn for every request (the cache never serves a request with a session cookie).
  ['uncached: rendered build page /builds/demo-build-07 (session cookie, server render)', {
    target: 'almanac',
    method: 'GET',
    path: '/builds/demo-build-07',
    headers: { accept: 'text/html', cookie: 'almanac.sid=bench-unknown-session' },
    check: (status, body) => (status === 200 && body.includes('id="almanac-state"') ? null : `status ${status}: ${body.slice(0, 200)}`),
  }, { target: '< 50 ms server CPU per request' }],
  ['uncached: rendered /builds (session cookie, server render)', {
    target: 'almanac',
    method: 'GET',
    path: '/builds',
    headers: { accept: 'text/html', cookie: 'almanac.sid=bench-unknown-session' },
    check: (status, body) => (status === 200 && body.includes('id="almanac-state"') ? null : `status ${status}: ${body.slice(0, 200)}`),
  }, { target: '< 50 ms server CPU per request' }],
  ['uncached: GraphQL { __typename } (POST)', {
    ...graphqlRequest('{ __typename }'),
    check: answersWithData((data) => data.__typename === 'Query'),
  }, { target: TYPENAME_TARGET }],
  ['uncached: news page (POST, NewsPage first 10)', {
    ...graphqlRequest(NEWS_PAGE_QUERY, { first: 10 }),
    check: answersWithData((data) => data.news.edges.length > 0),
  }, { target: UNCACHED_TARGET }],
  ['uncached: header search (POST, SiteSearch "steel", 5 per kind)', {
    ...graphqlRequest(print(SiteSearchDocument), { query: 'steel', perKind: 5 }),
    check: answersWithData((data) => data.search.total > 0),
  }, { target: UNCACHED_TARGET }],
  ['uncached: build page (POST, LiveBuild demo-build-07)', {
    ...graphqlRequest(print(LiveBuildDocument), { id: 'demo-build-07' }),
    check: answersWithData((data) => data.build?.id === 'demo-build-07'),
  }, { target: BUILD_READS_TARGET }],
  ['uncached: builds list (POST, BuildsPage first 20, most liked)', {
    ...graphqlRequest(print(BuildsPageDocument), { first: 20, sort: 'MOST_LIKED' }),
    check: answersWithData((data) => data.publicBuilds.edges.length > 0),
  }, { target: BUILD_READS_TARGET }],
];

/**
 * The serving rows again on a server with FAST_PATHS=off (every request through Express and Apollo Server: no cached
 * answer before Express, no lean path, no DateTime memo, no one-walk JSON copy): set beside the rows above, what the
 * fast paths buy. `BENCH_ONLY=cached,uncached` runs both sets; `BENCH_ONLY=fast_paths` these alone.
 */
export const FAST_PATHS_OFF_SCENARIOS: Scenario[] = SERVING_ROWS.map(([name, spec]) =>
  httpScenario(`${name}, FAST_PATHS=off`, { ...spec, target: 'almanacPlain' }, { target: 'the same row with FAST_PATHS on' }),
);

/**
 * Every benchmark of `npm run bench`, in the order they run and print. Later benchmarks
 * (top builds, likes under load, WebSocket fan-out, items filter timing) are added here.
 */
export const SCENARIOS: Scenario[] = [
  httpScenario(
    'bare Express JSON route',
    {
      target: 'bare',
      method: 'GET',
      path: '/json',
      check: (status, body) => (status === 200 && body.includes('"ok"') ? null : `status ${status}`),
    },
    { baseline: true },
  ),
  ...SERVING_ROWS.map(([name, spec, options]) => httpScenario(name, spec, options)),
  busyEveningScenario,
  busyEveningPagesScenario,
  signedInPagesScenario,
  topBuildsScenario,
  concurrentLikesScenario,
  likeFanOutScenario,
  // Heavy (10,000 sockets, about a minute to open): BENCH_ONLY=10,000 runs these two alone.
  idleSocketsScenario,
  readsDuringFanOutScenario,
];
