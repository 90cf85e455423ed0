import { print } from 'graphql';
import autocannon from 'autocannon';
import { BuildsBarPrivateDocument, BuildViewerPartsDocument, SessionViewerDocument } from '../../client/src/gql/graphql';
import { PREFERENCES_COOKIE, preferencesCookieValue, readPreferences } from '../../server/game-data/rules/preferences';
import { processCpuMicros, type BenchTargets, type Figures, type Scenario } from './harness';
import { combineQueries } from '../../client/src/lib/combined-query';

/** Clients of the mix, and how many signed-in players share its signed-in views. */
const CLIENTS = 100;
const PLAYERS = 20;
/** The anonymous page views of one round of the mix (each connection walks them in turn). */
const PAGES = ['/news', '/builds', '/builds/demo-build-01', '/builds/demo-build-02', '/builds/demo-build-03', '/lists/monsters/scarecrow', '/items/axes/reavers-axe', '/guides', '/builds/demo-build-04'];
/** The build page the signed-in players view, the tenth view of a round. */
const SIGNED_IN_PAGE = '/builds/demo-build-07';
/** The preferences cookie the shell writes on a signed-in player's first page (pages are kept by it). */
const PREFERENCES = `${PREFERENCES_COOKIE}=${preferencesCookieValue(readPreferences({}))}`;

async function signIn(url: string, username: string): Promise<string> {
  const response = await fetch(`${url}/auth/dev`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, role: 'user' }) });
  const cookie = response.headers.getSetCookie().map((c) => c.split(';')[0]!).find((c) => c.startsWith('almanac.sid='));
  if (response.status !== 200 || !cookie) throw new Error(`development sign-in failed (${response.status})`);
  return cookie;
}

type Request = autocannon.Request;

/** The one private request of a signed-in view, as the browser builds it (lib/session.tsx): the session, the build's parts that depend on who asks, the builds bar's private builds. */
const viewerParts = combineQueries('ViewerParts', [
  { query: SessionViewerDocument, variables: {} },
  { query: BuildViewerPartsDocument, variables: { id: SIGNED_IN_PAGE.split('/').pop() } },
  { query: BuildsBarPrivateDocument, variables: {} },
]);

const page = (path: string, cookie?: string): Request => ({ method: 'GET', path, headers: { accept: 'text/html', 'accept-encoding': 'br, gzip', ...(cookie ? { cookie } : {}) } });

/**
 * The mix, as one list each connection walks: rounds of nine anonymous page views and a tenth, the build page,
 * anonymous or signed in. A signed-in view is what the browser does: the page (the shared body from the cache), then
 * one request for the session, the build's parts that depend on who asks and the builds bar's private builds of its
 * viewer (private, never cached). Signed in, there is one round per player, each with that player's cookie written
 * in its requests (prepared once: a request built again for each send, as autocannon's `setupRequest` does, costs the
 * load generator, which shares the machine's cores with the server, more than the server's own work).
 */
function mix(players: string[] | null, preferences = PREFERENCES): Request[] {
  const anonymous = PAGES.map((path) => page(path));
  if (!players) return [...anonymous, page(SIGNED_IN_PAGE)];
  return players.flatMap((session) => {
    const cookie = [session, preferences].filter(Boolean).join('; ');
    const body = JSON.stringify({ query: print(viewerParts.query), variables: viewerParts.variables });
    return [...anonymous, page(SIGNED_IN_PAGE, cookie), { method: 'POST', path: '/graphql', headers: { 'content-type': 'application/json', cookie }, body }];
  });
}

/**
 * Signed-in players in the mix (a signed-in view of a public page is the cached page plus the viewer's own parts read
 * by the browser): 100 clients on public pages, a tenth of the page views a signed-in player's build page, against the
 * same mix all anonymous. Figures are the signed-in mix's; the note gives the anonymous mix's and the ratio of page
 * views a second (a signed-in view is two requests: the page and its one private read), and the signed-in mix
 * with every signed-in view drawn for its viewer (a session without the preferences cookie), as all were before.
 */
export const signedInPagesScenario: Scenario = {
  name: `signed-in pages: ${CLIENTS} clients, 10 % signed-in build page views`,
  target: 'page views >= 80 % of the anonymous mix, p99 < 1 s',
  async measure(targets: BenchTargets, settings): Promise<Figures> {
    const url = targets.almanacEvening;
    if (!url) throw new Error('needs the seeded development server (almanacEvening)');
    const cookies = await Promise.all(Array.from({ length: PLAYERS }, (_, i) => signIn(url, `page_player_${i}`)));
    const pid = targets.pids?.almanacEvening;
    // The server's CPU time over a run too: the load generator shares the machine's cores, so page views a second move
    // with everything else that runs; the server's CPU per page view moves less (on a machine loaded far past its cores
    // it grows too: compare the two mixes within one run).
    const run = async (requests: Request[], duration: number) => {
      const before = processCpuMicros(pid);
      const generatorBefore = process.cpuUsage();
      const result = await autocannon({ url, requests, connections: CLIENTS, duration });
      const generator = process.cpuUsage(generatorBefore);
      return Object.assign(result, { cpuMicros: processCpuMicros(pid) - before, generatorMicros: generator.user + generator.system });
    };
    // Each page drawn once before the load, as a site's pages are cached in the evening (a hundred cold renders of one
    // page at once would measure the cold start, not the mix).
    for (const path of [...PAGES, SIGNED_IN_PAGE]) await (await fetch(`${url}${path}`)).text();
    await (await fetch(`${url}${SIGNED_IN_PAGE}`, { headers: { cookie: `${cookies[0]}; ${PREFERENCES}` } })).text();
    const anonymousRound = mix(null);
    const signedInRound = mix(cookies);
    await run(anonymousRound, settings.warmupSeconds);
    const anonymous = await run(anonymousRound, settings.durationSeconds);
    await run(signedInRound, settings.warmupSeconds);
    const signedIn = await run(signedInRound, settings.durationSeconds);
    // As before the shared page: without the preferences cookie every signed-in view is drawn for its viewer.
    const ownRound = mix(cookies, '');
    const own = await run(ownRound, settings.durationSeconds);
    // Page views: every request is one but the signed-in views' private reads (a round is 10 requests anonymous, 11 signed in).
    const viewsPerRequest = (list: Request[]) => list.filter((request) => request.method === 'GET').length / list.length;
    const views = (result: autocannon.Result, list: Request[]) => result.requests.average * viewsPerRequest(list);
    const anonymousViews = views(anonymous, anonymousRound);
    const signedInViews = views(signedIn, signedInRound);
    const ownViews = views(own, ownRound);
    // Server CPU per page view (µs), and the load generator's (this process, sharing the cores).
    type Run = Awaited<ReturnType<typeof run>>;
    const cpuPerView = (result: Run, list: Request[]) => result.cpuMicros / (result.requests.total * viewsPerRequest(list));
    const cpu = (result: Run, list: Request[]) =>
      (Number.isFinite(result.cpuMicros) ? `, server CPU ${cpuPerView(result, list).toFixed(0)} µs per page view` : '') +
      `, load generator ${(result.generatorMicros / (result.requests.total * viewsPerRequest(list))).toFixed(0)} µs`;
    return {
      requestsPerSecond: signedIn.requests.average,
      cpuMicrosPerRequest: Number.isFinite(signedIn.cpuMicros) ? signedIn.cpuMicros / signedIn.requests.total : undefined,
      p50Ms: signedIn.latency.p50,
      p99Ms: signedIn.latency.p99,
      failures: signedIn.errors + signedIn.non2xx + anonymous.errors + anonymous.non2xx + own.errors + own.non2xx,
      note:
        `${signedInViews.toFixed(0)} page views/s (${signedIn.requests.total} requests in ${settings.durationSeconds} s${cpu(signedIn, signedInRound)}) vs ${anonymousViews.toFixed(0)} all anonymous ` +
        `(${anonymous.requests.total} requests, p99 ${anonymous.latency.p99} ms${cpu(anonymous, anonymousRound)}): ${((signedInViews / anonymousViews) * 100).toFixed(0)} %` +
        (Number.isFinite(signedIn.cpuMicros) && Number.isFinite(anonymous.cpuMicros) ? ` (by server CPU per page view ${((cpuPerView(anonymous, anonymousRound) / cpuPerView(signedIn, signedInRound)) * 100).toFixed(0)} %)` : '') +
        `; each signed-in view drawn for its viewer (no preferences cookie, as before): ${ownViews.toFixed(0)} page views/s, p99 ${own.latency.p99} ms${cpu(own, ownRound)}`,
    };
  },
};
