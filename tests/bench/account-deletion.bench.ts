import { spawn } from 'node:child_process';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { loadavg } from 'node:os';
import { SQLITE_FILE, SqliteStore } from '../../server/src/store/sqlite/store';
import { tableOf } from '../../server/src/store/sqlite/collection';
import { OUTBOX_COLLECTION } from '../../server/src/outbox/outbox';
import { ACCOUNT_PURGE } from '../../server/src/modules/profiles/account.service';
import { seedStore } from '../../server/src/seed';
import { BUILDS_COLLECTION, COMMENTS_COLLECTION, LIKES_COLLECTION, likeId, type BuildDocument, type CommentDocument, type LikeDocument } from '../../server/src/modules/builds/build.model';
import { PROFILES_COLLECTION, type ProfileDocument } from '../../server/src/modules/profiles/profile.model';
import { SIGN_INS_COLLECTION, type SignInDocument } from '../../server/src/modules/profiles/sign-in.model';
import { CLIENT_BUILDS, ensureClientBuild } from '../support/client-build';
import { surfacesHolding } from '../support/surfaces';
import { tempDir } from '../support/temp';
import { buildServerBundle, freePort } from './harness';
import { readFigures, readFiguresByKind, startSteadyReads } from './steady-reads';
import { readServerWork, workBetween } from './server-work';

/**
 * "Delete my account" for a heavy player on the default store (SQLite), on the server bundle as
 * production runs it: a player with 1,000 builds (half public), 5,000 comments on another
 * player's builds and 10,000 likes given, beside that player's 10,000 public builds. Visitors keep
 * the public reads coming at a steady 40 a second (GraphQL GETs, build pages, POSTs) while the player deletes everything;
 * the bench waits until the player's public build, its comment, its like and its page are gone
 * from every surface a visitor can reach (rendered page, embed, oEmbed, the response cache,
 * search, the sitemap) and the deletion's purge (its outbox item) has finished, then stops the server and counts the
 * player's rows left in the store.
 * Targets: gone everywhere within 60 s, public reads' p99 under 100 ms meanwhile.
 */
/** `DELETION_BENCH_SCALE` (0.2 to 1, default 1) makes the player smaller, for comparing counts of work on a busy machine. */
const SCALE = Math.min(1, Math.max(0.2, Number(process.env.DELETION_BENCH_SCALE ?? 1) || 1));
const BUILDS = Math.round(1_000 * SCALE);
const COMMENTS = Math.round(5_000 * SCALE);
const LIKES = Math.round(10_000 * SCALE);
/**
 * `DELETION_BENCH_SURFACES=off` waits for the purge only, without reading every surface each second (each round draws
 * pages, the sitemap and search): on a busy machine, for comparing the work of the purge and the reads alone.
 */
const CHECK_SURFACES = process.env.DELETION_BENCH_SURFACES !== 'off';
/** Public reads a second meanwhile (about 144,000 an hour), a third each GraphQL GET, build page, GraphQL POST. */
const READS_PER_SECOND = 40;
/** The build pages the visitors read (each has a like of the player, so the deletion changes every one). */
const READ_PAGES = 50;
const LEAVER = 'bench-leaver';
/** The work the server did meanwhile is read from its own metrics (`/metrics`) and its CPU time from /proc. */
const BENCH_METRICS_TOKEN = randomBytes(16).toString('hex');
const OTHER = 'bench-other';

const benchStart = performance.now();
/** Progress on stderr, so a slow stage shows where the bench waits. */
const step = (what: string) => process.stderr.write(`[deletion bench ${((performance.now() - benchStart) / 1000).toFixed(1)} s] ${what}\n`);

async function writePlayers(dir: string): Promise<void> {
  const store = await SqliteStore.open(dir);
  try {
    await seedStore(store, { demo: true });
    const template = (await store.collection<BuildDocument>(BUILDS_COLLECTION).findOne({ isPublic: true }))!;
    const now = new Date().toISOString();
    const profiles = store.collection<ProfileDocument>(PROFILES_COLLECTION);
    const signIns = store.collection<SignInDocument>(SIGN_INS_COLLECTION);
    for (const [id, username] of [[LEAVER, 'bench_leaver'], [OTHER, 'bench_other']] as const) {
      await profiles.insertOne({ _id: id, username, usernameLower: username, displayName: username, role: 'user', createdAt: now, updatedAt: now });
      await signIns.insertOne({ _id: `dev:${username}`, profileId: id, provider: 'dev', providerUserId: username, origin: 'created', linkedAt: now });
    }
    const commentsPerBuild = COMMENTS / BUILDS;
    for (let block = 0; block < 10; block += 1) {
      await store.transaction(async (scope) => {
        const builds = scope.collection<BuildDocument>(BUILDS_COLLECTION);
        const comments = scope.collection<CommentDocument>(COMMENTS_COLLECTION);
        const likes = scope.collection<LikeDocument>(LIKES_COLLECTION);
        for (let n = block * (LIKES / 10); n < (block + 1) * (LIKES / 10); n += 1) {
          const commented = n < BUILDS;
          await builds.insertOne({ ...template, _id: `other-build-${n}`, owner: OTHER, ownerUsername: 'bench_other', name: `Other build ${n}`, isPublic: true, publishDate: now, likeCount: 1, commentCount: commented ? commentsPerBuild : 0 });
          await likes.insertOne({ _id: likeId(`other-build-${n}`, LEAVER), buildId: `other-build-${n}`, userId: LEAVER, value: 'like', updatedAt: now });
        }
        for (let n = block * (BUILDS / 10); n < (block + 1) * (BUILDS / 10); n += 1) {
          await builds.insertOne({ ...template, _id: `leaver-build-${n}`, owner: LEAVER, ownerUsername: 'bench_leaver', name: `Leaver build ${n}`, isPublic: n % 2 === 0, publishDate: n % 2 === 0 ? now : null, likeCount: 0, commentCount: 0 });
        }
        for (let n = block * (COMMENTS / 10); n < (block + 1) * (COMMENTS / 10); n += 1) {
          await comments.insertOne({ _id: `leaver-comment-${n}`, buildId: `other-build-${n % BUILDS}`, authorId: LEAVER, author: 'bench_leaver', content: `Leaver comment ${n}`, timestamp: now });
        }
      });
    }
  } finally {
    await store.close();
  }
}

step('building the server bundle');
const serverBundle = buildServerBundle();
step('building the production client');
await ensureClientBuild('production');
const dir = await tempDir('almanac-deletion-bench-');
try {
  step('writing the players');
  await writePlayers(dir.path);
  step('starting the server');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean), serverBundle], {
    env: {
      ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dir.path,
      SESSION_SECRET: randomBytes(32).toString('hex'), CLIENT_DIST: CLIENT_BUILDS.production, SEED_DEMO_DATA: 'false',
      METRICS_TOKEN: BENCH_METRICS_TOKEN, RATE_LIMIT_PER_MINUTE: '100000000', RENDER_MS_PER_MINUTE: '100000000', MUTATION_LIMIT_PER_MINUTE: '100000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let result = '';
  try {
    for (const deadline = Date.now() + 120_000; !(await fetch(`${url}/healthz`).then((r) => r.ok, () => false)); ) {
      if (server.exitCode !== null || Date.now() > deadline) throw new Error('The server did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
    step('signing in');
    const signedIn = await fetch(`${url}/auth/dev`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'bench_leaver', role: 'user' }) });
    const cookie = signedIn.headers.getSetCookie().map((c) => c.split(';')[0]!).find((c) => c.startsWith('almanac.sid='));
    if (!cookie) throw new Error(`The development sign-in failed (${signedIn.status})`);
    const likeCountOf = async (id: string) =>
      ((await (await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: 'query($id: ID!) { build(id: $id) { likeCount } }', variables: { id } }) })).json()) as { data: { build: { likeCount: number } } }).data.build.likeCount;
    const checks = [
      { target: { baseUrl: url, path: '/builds/leaver-build-0' }, needle: 'Leaver build 0' },
      { target: { baseUrl: url, path: '/builds/other-build-0' }, needle: 'Leaver comment 0' },
      { target: { baseUrl: url, path: '/players/bench_leaver' }, needle: 'bench_leaver' },
      // The last of each kind the purge reaches, so "gone" means the whole purge is done.
      { target: { baseUrl: url, path: `/builds/leaver-build-${BUILDS - 2}` }, needle: `Leaver build ${BUILDS - 2}` },
      { target: { baseUrl: url, path: `/builds/other-build-${BUILDS - 1}` }, needle: `Leaver comment ${COMMENTS - 1}` },
    ];
    step('reading every surface before the deletion');
    // Each surface holds the player's things first (the caches filled by reading them).
    for (const { target, needle } of CHECK_SURFACES ? checks : []) {
      if ((await surfacesHolding(target, needle)).length === 0) throw new Error(`Before the deletion no surface holds "${needle}"`);
    }
    for (const liked of ['other-build-0', `other-build-${LIKES - 1}`]) if ((await likeCountOf(liked)) !== 1) throw new Error(`The like of ${liked} is not counted before the deletion`);

    // The pages the visitors read, each drawn once first (a visited page is in the page cache; the deletion evicts those it touches).
    const pages = Array.from({ length: READ_PAGES }, (_, n) => `other-build-${1000 + n}`);
    for (const page of pages) await (await fetch(`${url}/builds/${page}`, { headers: { accept: 'text/html' } })).arrayBuffer();
    const visitors = startSteadyReads({ url, perSecond: READS_PER_SECOND, pages, builds: Array.from({ length: 2000 }, (_, n) => `other-build-${n}`) });
    await new Promise((r) => setTimeout(r, 3000));
    step('deleting the account');

    const work = () => readServerWork({ url, token: BENCH_METRICS_TOKEN, pid: server.pid! });
    const workBefore = await work();
    const asked = performance.now();
    const answer = (await (await fetch(`${url}/graphql`, {
      method: 'POST', headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query: 'mutation { deleteMyAccount(mode: DELETE_EVERYTHING, confirmUsername: "bench_leaver") }' }),
    })).json()) as { data?: { deleteMyAccount: boolean }; errors?: unknown[] };
    const answered = performance.now();
    if (answer.data?.deleteMyAccount !== true) throw new Error(`The deletion was refused: ${JSON.stringify(answer.errors)}`);
    step(`deletion answered; waiting for every surface and the purge`);
    // The purge's outbox item, read beside the server (SQLite in write-ahead-log mode: another connection reads while it
    // writes): the surfaces checked are a few of the player's things, the purge is all of them (once, 180 comments were
    // still there when the surfaces were clear).
    const watcher = new Database(join(dir.path, SQLITE_FILE), { readonly: true, fileMustExist: true });
    const purgeWaiting = watcher.prepare<[string], { n: number }>(`SELECT count(*) AS n FROM ${tableOf(OUTBOX_COLLECTION)} WHERE json_extract(doc, '$.kind') = ?`);
    let gone = Number.NaN;
    let purged = Number.NaN;
    let still: string[] = [];
    try {
      while (performance.now() - asked < 120_000) {
        if (!Number.isFinite(purged) && purgeWaiting.get(ACCOUNT_PURGE)!.n === 0) purged = performance.now();
        if (!CHECK_SURFACES && Number.isFinite(purged)) gone = purged;
        if (!Number.isFinite(gone) && CHECK_SURFACES) {
          still = [];
          for (const { target, needle } of checks) still.push(...(await surfacesHolding(target, needle)).map((surface) => `${needle} on ${surface}`));
          for (const liked of ['other-build-0', `other-build-${LIKES - 1}`]) if ((await likeCountOf(liked)) !== 0) still.push(`the like of ${liked} counted`);
          if (still.length === 0) gone = performance.now();
        }
        if (Number.isFinite(gone) && Number.isFinite(purged)) break;
        step(Number.isFinite(gone) ? 'gone from every surface; the purge still runs' : `still: ${still.slice(0, 3).join('; ')}`);
        // Each round reads every surface (several server renders, the sitemap, search): read often, it would be most of the load.
        await new Promise((r) => setTimeout(r, Number.isFinite(gone) ? 250 : 1000));
      }
    } finally {
      watcher.close();
    }
    const workAfter = await work();
    await visitors.stop();
    const until = Number.isFinite(gone) && Number.isFinite(purged) ? Math.max(gone, purged) : performance.now();
    const during = readFigures(visitors.reads, asked, until);
    const before = readFigures(visitors.reads, 0, asked);
    const pagesDuring = visitors.pageReads.filter(([at]) => at >= asked && at < until);
    const share = (cache: string) => (pagesDuring.length ? (100 * pagesDuring.filter(([, answered]) => answered === cache).length) / pagesDuring.length : 0);
    const failures = visitors.failures;
    result =
      `Account deletion (SQLite; ${BUILDS.toLocaleString('en')} builds, ${COMMENTS.toLocaleString('en')} comments, ${LIKES.toLocaleString('en')} likes): the request answered in ${(answered - asked).toFixed(0)} ms; ` +
      (!CHECK_SURFACES ? 'surfaces not checked' : Number.isFinite(gone) ? `gone from every surface after ${((gone - asked) / 1000).toFixed(1)} s` : `NOT gone after 120 s (${still.slice(0, 5).join('; ')})`) +
      (Number.isFinite(purged) ? `, the purge finished after ${((purged - asked) / 1000).toFixed(1)} s` : ', the purge NOT finished after 120 s') +
      `; ${READS_PER_SECOND} public reads a second meanwhile: ${during.count} reads, p50 ${during.p50.toFixed(1)} ms, p99 ${during.p99.toFixed(1)} ms (p50/p99 ${readFiguresByKind(visitors.reads, asked, until)}) ` +
      `(before: p50 ${before.p50.toFixed(1)} ms, p99 ${before.p99.toFixed(1)} ms), build pages from the page cache ${share('hit').toFixed(0)} % (and ${share('stale').toFixed(0)} % stale while drawn again), ${failures.length} failed${failures.length ? ` (${[...new Set(failures)].join(', ')})` : ''}` +
      ` (targets: 60 s, p99 under 100 ms); the server's work from the request to the end: ${workBetween(workBefore, workAfter)}; ` +
      `load average ${loadavg().map((n) => n.toFixed(2)).join(' ')}`;
  } finally {
    const exited = once(server, 'exit');
    server.kill('SIGTERM');
    await exited;
  }
  // The store after the server stopped: none of the player's rows is left.
  const store = await SqliteStore.open(dir.path);
  try {
    const left = {
      profile: await store.collection(PROFILES_COLLECTION).count({ _id: LEAVER }),
      signIns: await store.collection(SIGN_INS_COLLECTION).count({ profileId: LEAVER }),
      builds: await store.collection(BUILDS_COLLECTION).count({ owner: LEAVER }),
      comments: await store.collection(COMMENTS_COLLECTION).count({ authorId: LEAVER }),
      likes: await store.collection(LIKES_COLLECTION).count({ userId: LEAVER }),
    };
    const rows = Object.entries(left).filter(([, n]) => n > 0);
    console.log(`${result}; in the store after: ${rows.length === 0 ? 'none of the player\'s rows' : rows.map(([what, n]) => `${n} ${what}`).join(', ')}`);
  } finally {
    await store.close();
  }
} finally {
  await dir.remove();
}
