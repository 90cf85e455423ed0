import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { SqliteStore } from '../../server/src/store/sqlite/store';
import { seedStore } from '../../server/src/seed';
import { BUILDS_COLLECTION, type BuildDocument } from '../../server/src/modules/builds/build.model';
import { ModerationService } from '../../server/src/modules/moderation/moderation.service';
import { CASES_COLLECTION, REPORTS_COLLECTION, reportId, type CaseDocument, type ReportDocument } from '../../server/src/modules/moderation/moderation.model';
import { CLIENT_BUILDS, ensureClientBuild } from '../support/client-build';
import { surfaceReaders, surfacesHolding } from '../support/surfaces';
import { tempDir } from '../support/temp';
import { buildServerBundle, freePort } from './harness';
import { percentile, readFigures, readFiguresByKind, startSteadyReads } from './steady-reads';

/**
 * Moderation on the default store (SQLite), on the server bundle as production runs it: the queue's first page
 * (newest and most reported first) with 10,000 open cases of one report each, as an admin asks it (target under
 * 200 ms); public reads at a steady 40 a second without reports and with 5 reports a second (target: no measurable
 * cost); and a HIDE decided on a public build until no surface a visitor reaches holds its name (target 1 s).
 */
const CASES = 10_000;
const READS_PER_SECOND = 40;
const REPORTS_PER_SECOND = 5;
const PHASE_MS = 15_000;
const REPORTERS = 10;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ROUNDS = 30;


async function writeCases(dir: string): Promise<void> {
  const store = await SqliteStore.open(dir);
  try {
    await seedStore(store, { demo: true });
    await ModerationService.prepare(store);
    const builds = await store.collection<BuildDocument>(BUILDS_COLLECTION).find({ isPublic: true }, { limit: 50 });
    const start = Date.now() - CASES * 1000;
    for (let block = 0; block < 10; block += 1) {
      await store.transaction(async (scope) => {
        const cases = scope.collection<CaseDocument>(CASES_COLLECTION);
        const reports = scope.collection<ReportDocument>(REPORTS_COLLECTION);
        for (let n = block * (CASES / 10); n < (block + 1) * (CASES / 10); n += 1) {
          const at = new Date(start + n * 1000).toISOString();
          const build = builds[n % builds.length]!;
          const targetId = `bench-comment-${n}`;
          const caseId = `bench-case-${n}`;
          await cases.insertOne({
            _id: caseId, targetKind: 'comment', targetId, buildId: build._id, authorId: build.owner, status: 'open', queued: true, openKey: `comment:${targetId}`,
            contentState: 'visible', autoHidden: false, heldByWordList: false, locked: false, reportCount: 1 + (n % 7), eligibleReportCount: 1,
            openedAt: at, lastReportedAt: at, updatedAt: at, reported: { title: 'Comment by bench', text: `Bench comment ${n}`, path: `/builds/${build._id}`, at }, appealedDecisionId: null,
          });
          await reports.insertOne({
            _id: reportId('bench-reporter', 'comment', targetId), caseId, targetKind: 'comment', targetId, reason: 'spam', text: null, createdAt: at,
            reporterId: 'bench-reporter', eligible: true, notice: null, receiptCode: null,
          });
        }
      });
    }
  } finally {
    await store.close();
  }
}

const signIn = async (url: string, username: string, role: string) => {
  const response = await fetch(`${url}/auth/dev`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, role }) });
  const cookie = response.headers.getSetCookie().map((c) => c.split(';')[0]!).find((c) => c.startsWith('almanac.sid='));
  if (!cookie) throw new Error(`The development sign-in failed (${response.status})`);
  return cookie;
};

const post = async (url: string, cookie: string, query: string, variables: Record<string, unknown> = {}) => {
  const body = (await (await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ query, variables }) })).json()) as { data?: Record<string, any>; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!;
};

const serverBundle = buildServerBundle();
await ensureClientBuild('production');
const dir = await tempDir('almanac-moderation-bench-');
try {
  await writeCases(dir.path);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [serverBundle], {
    env: {
      ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dir.path,
      SESSION_SECRET: randomBytes(32).toString('hex'), CLIENT_DIST: CLIENT_BUILDS.production, SEED_DEMO_DATA: 'false',
      RATE_LIMIT_PER_MINUTE: '100000000', RENDER_MS_PER_MINUTE: '100000000', MUTATION_LIMIT_PER_MINUTE: '100000000',
      REPORTS_PER_REPORTER_PER_HOUR: '100000', REPORTS_PER_ADDRESS_PER_HOUR: '100000', NEW_ACCOUNT_LIMITS: 'off',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (const deadline = Date.now() + 120_000; !(await fetch(`${url}/healthz`).then((r) => r.ok, () => false)); ) {
      if (server.exitCode !== null || Date.now() > deadline) throw new Error('The server did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
    const admin = await signIn(url, 'bench_admin', 'admin');
    const figures: string[] = [];
    for (const order of ['NEWEST_FIRST', 'MOST_REPORTED_FIRST']) {
      const query = `{ moderationQueue(first: 20, order: ${order}) { totalCount edges { node { id targetKind reportCount reported { title text } } } } }`;
      const times: number[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const started = performance.now();
        const data = await post(url, admin, query);
        times.push(performance.now() - started);
        if (data.moderationQueue.totalCount < CASES) throw new Error(`The queue holds ${data.moderationQueue.totalCount} cases`);
      }
      times.sort((a, b) => a - b);
      figures.push(`${order} p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms`);
    }
    // Reports' cost to public reads: the same steady reads without reports, then with 5 reports a second on the
    // builds they read (each reporter a build once: distinct reports, each opening or joining a case).
    const publicIds = ((await post(url, admin, '{ publicBuilds(first: 50, sort: NEWEST) { edges { node { id } } } }')).publicBuilds.edges as Array<{ node: { id: string } }>).map((edge) => edge.node.id);
    const reporters = [];
    for (let r = 0; r < REPORTERS; r += 1) reporters.push(await signIn(url, `bench_notifier_${r}`, 'user'));
    for (const id of publicIds) await (await fetch(`${url}/builds/${id}`, { headers: { accept: 'text/html' } })).arrayBuffer();
    const visitors = startSteadyReads({ url, perSecond: READS_PER_SECOND, pages: publicIds, builds: publicIds });
    await sleep(2000);
    const quietFrom = performance.now();
    await sleep(PHASE_MS);
    const reportsFrom = performance.now();
    const reportFailures: string[] = [];
    const sent: Array<Promise<unknown>> = [];
    for (let n = 0, next = reportsFrom; performance.now() - reportsFrom < PHASE_MS; n += 1) {
      const r = n % REPORTERS;
      const id = publicIds[(r * 5 + Math.floor(n / REPORTERS)) % publicIds.length];
      sent.push(post(url, reporters[r]!, 'mutation($id: ID!) { report(input: { targetKind: BUILD, targetId: $id, reason: SPAM }) { caseId } }', { id }).catch((error: unknown) => reportFailures.push(String(error).slice(0, 200))));
      next += 1000 / REPORTS_PER_SECOND;
      await sleep(Math.max(0, next - performance.now()));
    }
    const reportsTo = performance.now();
    await Promise.all(sent);
    await visitors.stop();
    const quiet = readFigures(visitors.reads, quietFrom, reportsFrom);
    const reporting = readFigures(visitors.reads, reportsFrom, reportsTo);
    const hits = (from: number, to: number) => {
      const pages = visitors.pageReads.filter(([at]) => at >= from && at < to);
      return pages.length ? ((100 * pages.filter(([, cache]) => cache === 'hit').length) / pages.length).toFixed(0) : '0';
    };
    const costRow =
      `public reads at ${READS_PER_SECOND} a second: without reports ${quiet.count} reads, p50 ${quiet.p50.toFixed(1)} ms, p99 ${quiet.p99.toFixed(1)} ms, build pages from the page cache ${hits(quietFrom, reportsFrom)} %; ` +
      `with ${REPORTS_PER_SECOND} reports a second (${sent.length} sent, ${reportFailures.length} refused${reportFailures.length ? `: ${reportFailures[0]}` : ''}) ${reporting.count} reads, p50 ${reporting.p50.toFixed(1)} ms, p99 ${reporting.p99.toFixed(1)} ms (p50/p99 ${readFiguresByKind(visitors.reads, reportsFrom, reportsTo)}), ` +
      `build pages from the page cache ${hits(reportsFrom, reportsTo)} %; ${visitors.failures.length} reads failed (target: no measurable cost)`;

    // A hide, from the decision until no surface holds the build's name.
    const author = await signIn(url, 'bench_author', 'user');
    const name = `Bench hidden ${Date.now().toString(36)}`;
    const id = (await post(url, author, 'mutation($n: String!) { createBuild(input: { name: $n, class: rogue, characterLevel: 5 }) { id } }', { n: name })).createBuild.id as string;
    await post(url, author, 'mutation($id: ID!) { publishBuild(id: $id) { id } }', { id });
    const target = { baseUrl: url, path: `/builds/${id}` };
    if ((await surfacesHolding(target, name)).length === 0) throw new Error('No surface holds the build before the hide');
    const reporter = await signIn(url, 'bench_reporter', 'user');
    const caseId = (await post(url, reporter, 'mutation($id: ID!) { report(input: { targetKind: BUILD, targetId: $id, reason: SPAM }) { caseId } }', { id })).report.caseId as string;
    // Every surface read on its own, over and over, from the decision on: it is gone from a surface when a read of it
    // that began after the decision no longer holds the name (timed at that read's end), and from every surface
    // when it is gone from the last. Read one after another, the surfaces' own reading time (several server
    // renders) would be counted in, once per round.
    const readers = Object.entries(surfaceReaders(target, name));
    const asked = performance.now();
    const deciding = post(url, admin, 'mutation($id: ID!) { decideModerationCase(input: { caseId: $id, action: HIDE, templateId: "spam" }) { id } }', { id: caseId }).then(() => performance.now() - asked);
    const goneAt = await Promise.all(
      readers.map(async ([surface, read]) => {
        for (;;) {
          if (performance.now() - asked > 30_000) return [surface, Number.NaN] as const;
          if (!(await read()).includes(name)) return [surface, performance.now() - asked] as const;
          await new Promise((r) => setTimeout(r, 25));
        }
      }),
    );
    const decided = await deciding;
    const still = goneAt.filter(([, at]) => Number.isNaN(at)).map(([surface]) => surface);
    const slowest = goneAt.filter(([, at]) => !Number.isNaN(at)).sort((a, b) => b[1] - a[1])[0];
    console.log(
      `moderation: queue of ${CASES.toLocaleString('en')} open cases, first page: ${figures.join('; ')} (target under 200 ms); ${costRow}; ` +
        `a HIDE decided in ${decided.toFixed(0)} ms, ${still.length === 0 ? `gone from every surface ${slowest![1].toFixed(0)} ms after it was asked (the last: ${slowest![0]})` : `still on ${still.join(', ')} after 30 s`} (target 1 s)`,
    );
  } finally {
    server.kill('SIGTERM');
    await once(server, 'exit');
  }
} finally {
  await dir.remove();
}
