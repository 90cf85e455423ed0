/**
 * Interactions as Chromium reports them (Event Timing, the measure behind Interaction to Next Paint): each listed
 * interaction on the production bundle served by the server bundle, in Debian's Chromium with the CPU slowed 4x
 * through the DevTools protocol (a mid-range phone), on a 412x860 viewport (the builds bar and its carousel exist
 * only on wide screens: those two are measured at 1280x800, slowed the same). Each interaction runs 5 times, each
 * time on a freshly loaded and hydrated page once its network is quiet (so "first Login click" is the first of that
 * page, made after a moment's reading), and the figure is
 * the longest event duration of the interaction (input delay, handlers and the next paint), as INP counts it.
 * Target: 200 ms or less, worst of 5. Run with `BENCH_ONLY=interactions npm run bench`, or alone with
 * `npx tsx tests/bench/interactions.ts`.
 *
 * INTERACTIONS_LOAD=busy holds them under load: on the same server, the interactions run twice, first quiet, then while
 * the bench's busy evening (busy-evening.ts: 100 readers, 5 likes and 1 comment a second, each evicting cached pages)
 * runs against it; in both passes a visitor's rendered pages (/news, /builds, a build page, /lists/classes, /items) are
 * read 10 times a second and their time to first byte is taken (target p99 at most 100 ms). One table gives each
 * interaction's median and worst quiet and busy side by side, then each page's time to first byte, p50 and p99, quiet
 * and busy, with the machine's load average during each pass (the load generator, the browser and the server share
 * it). INTERACTIONS_LOAD=quiet (the default) runs the quiet pass alone, without the pages' reads.
 */
import { fork } from 'node:child_process';
import { loadavg } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { ensureClientBuild } from '../support/client-build';
import { tempDir } from '../support/temp';
import { EVENING_WARMUP_SECONDS, eveningServerEnv, startBusyEvening } from './busy-evening';
import { buildServerBundle, startServerProcess, type ServerProcess } from './harness';
import { openLoop, percentile, readFirstByte } from './steady-reads';
import type { SamplerRequest, SamplerResult } from './ttfb-sampler';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** INTERACTION_RUNS and INTERACTIONS_ONLY (comma-separated parts of names) narrow a run while working on one. */
const RUNS = Number(process.env.INTERACTION_RUNS ?? 5);
const ONLY = (process.env.INTERACTIONS_ONLY ?? '').split(',').map((part) => part.trim().toLowerCase()).filter(Boolean);
const SLOWDOWN = 4;
const TARGET_MS = 200;
const PHONE = { width: 412, height: 860 };
const WIDE = { width: 1280, height: 800 };

interface Interaction {
  name: string;
  path: string;
  viewport?: typeof PHONE;
  signedIn?: boolean;
  /** Before the measured step (not measured): e.g. the first open and close for "second Login click". */
  prepare?: (page: Page) => Promise<void>;
  /** The measured step: the input, then what shows that it was received. */
  act: (page: Page) => Promise<void>;
}

const openLogin = async (page: Page) => {
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('dialog', { name: /Log ?in|Sign in/i }).waitFor();
};

/** On a phone the items' categories and filters are folded away: open them first. */
const openFilters = async (page: Page) => {
  await page.getByText('Categories and filters').click();
  await page.getByRole('navigation', { name: 'Item categories' }).waitFor();
};

const INTERACTIONS: Interaction[] = [
  { name: 'Login click, first', path: '/news', act: openLogin },
  {
    name: 'Login click, second', path: '/news',
    prepare: async (page) => { await openLogin(page); await page.keyboard.press('Escape'); await page.getByRole('dialog').waitFor({ state: 'hidden' }); },
    act: openLogin,
  },
  { name: 'Menu button', path: '/news', act: async (page) => { await page.getByRole('button', { name: 'Open menu' }).click(); await page.getByRole('dialog', { name: 'Menu' }).waitFor(); } },
  {
    name: 'Build preview from the carousel', path: '/news', viewport: WIDE,
    act: async (page) => {
      await page.getByRole('region', { name: 'Top public builds' }).locator('.carousel-slot:not([aria-hidden]) .carousel-box').first().click();
      await page.getByRole('dialog', { name: 'Build Preview' }).waitFor();
    },
  },
  {
    name: 'Builds bar toggle', path: '/news', viewport: WIDE,
    act: async (page) => { const toggle = page.locator('.builds-bar-toggle'); const before = await toggle.getAttribute('aria-expanded'); await toggle.click(); await page.waitForFunction((was) => document.querySelector('.builds-bar-toggle')?.getAttribute('aria-expanded') !== was, before); },
  },
  { name: 'Planner stat change', path: '/tools/planner', act: async (page) => { await page.getByRole('button', { name: 'One more Health', exact: true }).click(); await page.getByRole('button', { name: 'One less Health', exact: true }).waitFor(); } },
  {
    name: 'Trait point in the trait tree', path: '/tools/trait-tree',
    act: async (page) => {
      const trait = page.getByRole('grid').getByRole('button', { name: /^.+ 0\/\d+$/ }).first();
      const name = (await trait.getAttribute('aria-label')) ?? (await trait.textContent()) ?? '';
      await trait.click();
      await page.waitForFunction((label) => ![...document.querySelectorAll('[role=grid] button')].some((b) => (b.getAttribute('aria-label') ?? b.textContent) === label), name);
    },
  },
  { name: 'Items filter keystroke', path: '/items/all', prepare: openFilters, act: async (page) => { const before = await page.locator('.result-count').textContent(); await page.getByRole('searchbox').first().press('s'); await page.waitForFunction((was) => document.querySelector('.result-count')?.textContent !== was, before); } },
  { name: 'Items category switch', path: '/items/all', prepare: openFilters, act: async (page) => { await page.getByRole('navigation', { name: 'Item categories' }).getByRole('link').nth(1).click(); await page.waitForURL(/\/items\/(?!all)/); } },
  { name: 'Header search keystroke', path: '/news', act: async (page) => { const search = page.getByRole('combobox', { name: 'Search Almanac' }); await search.click(); await search.press('a'); await page.waitForFunction(() => (document.querySelector('.site-search-input') as HTMLInputElement | null)?.value === 'a'); } },
  {
    name: 'Like on a build page', path: '/builds/demo-build-01', signedIn: true,
    act: async (page) => { await page.getByRole('button', { name: 'Like', exact: true }).click(); await page.getByRole('button', { name: 'Liked', exact: true }).waitFor(); },
  },
  { name: 'Map popup', path: '/tools/interactive-map', act: async (page) => { await page.locator('.map-poi').first().click(); await page.locator('.leaflet-popup-content').waitFor(); } },
];

/** Event Timing entries of the page since `since`, as INP reads them: the longest per interaction. */
async function longestInteraction(page: Page, since: number): Promise<number | null> {
  // Entries are reported after the next paint: give it two frames and a moment.
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))));
  return page.evaluate((start) => {
    const entries = ((window as unknown as { __events?: PerformanceEventTiming[] }).__events ?? []).filter((e) => e.interactionId > 0 && e.startTime >= start);
    return entries.length ? Math.max(...entries.map((e) => e.duration)) : null;
  }, since);
}

async function measure(browser: Browser, url: string, interaction: Interaction, cookie: string | null): Promise<number | null> {
  const context = await browser.newContext({ viewport: interaction.viewport ?? PHONE });
  if (interaction.signedIn && cookie) await context.addCookies([{ name: 'almanac.sid', value: cookie, url }]);
  await context.addInitScript(() => {
    const seen: PerformanceEntry[] = [];
    (window as unknown as { __events: PerformanceEntry[] }).__events = seen;
    new PerformanceObserver((list) => seen.push(...list.getEntries())).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  });
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    await page.goto(`${url}${interaction.path}`);
    await page.waitForFunction(() => !document.getElementById('almanac-state') || document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 60_000 });
    // A player reads for a moment before the first click: the page's own follow-up downloads are done by then.
    await page.waitForLoadState('networkidle');
    await interaction.prepare?.(page);
    const since = await page.evaluate(() => performance.now());
    await interaction.act(page);
    return await longestInteraction(page, since);
  } finally {
    await context.close();
  }
}

export interface InteractionRow { name: string; medianMs: number | null; worstMs: number | null; runs: Array<number | null> }

/** The chosen interactions, each RUNS times on a fresh page. */
async function measureInteractions(browser: Browser, url: string, cookie: string | null): Promise<InteractionRow[]> {
  const rows: InteractionRow[] = [];
  for (const interaction of INTERACTIONS.filter((i) => ONLY.length === 0 || ONLY.some((part) => i.name.toLowerCase().includes(part)))) {
    const runs: Array<number | null> = [];
    for (let run = 0; run < RUNS; run += 1) {
      try {
        runs.push(await measure(browser, url, interaction, cookie));
      } catch (error) {
        process.stderr.write(`[interactions] ${interaction.name}, run ${run + 1}: ${String(error).split('\n')[0]}\n`);
        runs.push(null);
      }
      // Each Like run likes and unlikes in turn: unlike first when the last run left it liked.
      if (interaction.signedIn && cookie) {
        await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: `almanac.sid=${cookie}` }, body: JSON.stringify({ query: 'mutation { unlikeBuild(buildId: "demo-build-01") { id } }' }) }).catch(() => undefined);
      }
    }
    const measured = runs.filter((ms): ms is number => ms !== null).sort((a, b) => a - b);
    rows.push({ name: interaction.name, runs, medianMs: measured.length ? measured[Math.floor(measured.length / 2)]! : null, worstMs: measured.length ? measured[measured.length - 1]! : null });
  }
  return rows;
}

/**
 * The server (the busy evening's: seeded demo data, the production client, every limit out of the way) and Chromium,
 * for `use`; the cookie is a signed-in player's, for the interactions that need one.
 */
async function withServerAndBrowser<T>(use: (url: string, browser: Browser, cookie: string | null) => Promise<T>): Promise<T> {
  const serverBundle = buildServerBundle();
  await ensureClientBuild('production');
  const data = await tempDir('almanac-interactions-');
  let server: ServerProcess | undefined;
  let browser: Browser | undefined;
  try {
    server = await startServerProcess(serverBundle, eveningServerEnv(data.path), '/healthz', ROOT, []);
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
    const signedIn = await fetch(`${server.url}/auth/dev`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'bench_liker', role: 'user' }) });
    const cookie = signedIn.headers.getSetCookie().map((c) => c.split(';')[0]!).find((c) => c.startsWith('almanac.sid='))?.slice('almanac.sid='.length) ?? null;
    return await use(server.url, browser, cookie);
  } finally {
    await browser?.close();
    await server?.stop();
    await data.remove();
  }
}

export async function runInteractions(): Promise<{ rows: InteractionRow[]; load: number }> {
  return withServerAndBrowser(async (url, browser, cookie) => {
    const load = loadavg()[0]!;
    return { rows: await measureInteractions(browser, url, cookie), load };
  });
}

/** The rendered pages whose time to first byte is sampled beside the interactions (target p99 at most TTFB_TARGET_MS). */
const TTFB_PAGES = ['/news', '/builds', '/builds/demo-build-01', '/lists/classes', '/items'];
const TTFB_TARGET_MS = 100;
/** Page requests a second, the pages in turn: enough for a p99 of each within a pass, light beside the evening's load. */
const TTFB_PER_SECOND = 10;

interface TtfbFigures { count: number; p50: number; p99: number; failures: number }
interface Pass {
  rows: InteractionRow[];
  /** Sampled from a process that does nothing else (ttfb-sampler.ts): the server's own time, the figure against the target. */
  ttfb: Map<string, TtfbFigures>;
  /** The same pages sampled from this process, which also drives Chromium and the evening's load (as before: beside it). */
  ttfbHere: Map<string, TtfbFigures>;
  /** The sampler's own event-loop delay, p99 in ms. */
  samplerLoopDelayP99: number;
  /** Page reads not sent because too many were waiting (the server fell that far behind). */
  unsent: number;
  /** This process's event-loop delay, p99 in ms: how late it may have seen an answer's first byte (it also drives the load and the browser). */
  loopDelayP99: number;
  loadStart: number;
  loadEnd: number;
}

/**
 * The interactions while a visitor's pages are read at a steady rate (an open loop), each timed from the request to
 * its answer's headers (the time to first byte, as a browser's responseStart counts it), then read to the end.
 */
/** Starts ttfb-sampler.ts in a process of its own reading `pages`; the function returned stops it and gives its figures. */
async function startSampler(request: SamplerRequest): Promise<() => Promise<SamplerResult>> {
  const child = fork(fileURLToPath(new URL('./ttfb-sampler.ts', import.meta.url)), { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`The first-byte sampler exited with ${code}`))));
  await Promise.race([new Promise<void>((resolve) => child.once('message', () => resolve())), exited]);
  child.send({ start: request });
  return () => {
    child.send({ stop: true });
    return Promise.race([new Promise<SamplerResult>((resolve) => child.once('message', (message: { result: SamplerResult }) => resolve(message.result))), exited]);
  };
}

const figuresOf = (times: number[], failures: number): TtfbFigures => {
  const sorted = [...times].sort((a, b) => a - b);
  return { count: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), failures };
};

async function measurePass(browser: Browser, url: string, cookie: string | null): Promise<Pass> {
  const ttfb = new Map(TTFB_PAGES.map((page) => [page, { times: [] as number[], failures: [] as string[] }]));
  const readPage = (i: number) => {
    const page = TTFB_PAGES[i % TTFB_PAGES.length]!;
    const sample = ttfb.get(page)!;
    return readFirstByte(url + page, sample.times, sample.failures);
  };
  const unsent: string[] = [];
  const loadStart = loadavg()[0]!;
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const stopSampler = await startSampler({ url, pages: TTFB_PAGES, perSecond: TTFB_PER_SECOND });
  const stopReading = openLoop(TTFB_PER_SECOND, 100, readPage, unsent);
  let rows: InteractionRow[];
  let sampled: SamplerResult;
  try {
    rows = await measureInteractions(browser, url, cookie);
  } finally {
    await stopReading();
    loopDelay.disable();
    sampled = await stopSampler();
  }
  return {
    rows,
    loadStart,
    loadEnd: loadavg()[0]!,
    unsent: unsent.length + sampled.unsent,
    loopDelayP99: loopDelay.percentile(99) / 1e6,
    samplerLoopDelayP99: sampled.loopDelayP99,
    ttfb: new Map(TTFB_PAGES.map((page) => [page, figuresOf(sampled.times[page] ?? [], sampled.failures[page]?.length ?? 0)])),
    ttfbHere: new Map([...ttfb].map(([page, { times, failures }]) => [page, figuresOf(times, failures.length)])),
  };
}

interface UnderLoad { quiet: Pass; busy: Pass; evening: string }

/**
 * Quiet, then busy on the same server: the interactions and the pages' time to first byte alone, then again while
 * the busy evening runs against that server (100 readers, 5 likes and 1 comment a second, each like or comment
 * evicting cached pages), after the evening's own warm-up.
 */
export async function runInteractionsUnderLoad(): Promise<UnderLoad> {
  return withServerAndBrowser(async (url, browser, cookie) => {
    const quiet = await measurePass(browser, url, cookie);
    const evening = await startBusyEvening(url);
    const readers = evening.readers(24 * 60 * 60);
    let busy: Pass;
    let figures: Awaited<typeof readers.result>;
    try {
      await new Promise((r) => setTimeout(r, EVENING_WARMUP_SECONDS * 1000));
      evening.resetReads();
      busy = await measurePass(browser, url, cookie);
    } finally {
      readers.stop();
      figures = await readers.result;
      await evening.stop();
    }
    const { hits, misses, writes, writeFailures } = evening.tally;
    return {
      quiet,
      busy,
      evening: `${Math.round(figures.requests.average)} reads/s (p99 ${figures.latency.p99} ms, ${figures.errors + figures.non2xx} failed), ` +
        `cache hit rate ${((hits / Math.max(1, hits + misses)) * 100).toFixed(1)} %, ${writes} likes and comments (${writeFailures} failed)`,
    };
  });
}

const ms = (value: number | null) => (value === null ? 'n/a' : `${Math.round(value)} ms`);

/** ok when every run was measured and the worst is within the target. */
function verdict(row: InteractionRow): string {
  const failed = row.runs.filter((r) => r === null).length;
  const word = row.worstMs === null ? 'NOT MEASURED' : row.worstMs <= TARGET_MS && failed === 0 ? 'ok' : 'OVER';
  return `${word}${failed ? ` (${failed} of ${RUNS} runs failed)` : ''}`;
}

const conditions = `CPU ${SLOWDOWN}x slower, ${PHONE.width}x${PHONE.height}, the builds bar's at ${WIDE.width}x${WIDE.height}; target ${TARGET_MS} ms worst of ${RUNS}`;

export function formatInteractions({ rows, load }: { rows: InteractionRow[]; load: number }): string {
  const lines = rows.map((row) => `  ${row.name.padEnd(34)} median ${ms(row.medianMs).padStart(7)}  worst ${ms(row.worstMs).padStart(7)}  ${verdict(row)}`);
  return [`Interactions (Event Timing, ${conditions}; load ${load.toFixed(1)}):`, ...lines].join('\n');
}

export function formatInteractionsUnderLoad({ quiet, busy, evening }: UnderLoad): string {
  const loads = (pass: Pass) => `${pass.loadStart.toFixed(1)} to ${pass.loadEnd.toFixed(1)}`;
  const pair = (row: InteractionRow | undefined) => (row ? `${ms(row.medianMs).padStart(7)} ${ms(row.worstMs).padStart(7)}` : `${'n/a'.padStart(7)} ${'n/a'.padStart(7)}`);
  const rows = quiet.rows.map((row) => {
    const underLoad = busy.rows.find((other) => other.name === row.name);
    return `  ${row.name.padEnd(34)} ${pair(row)}   ${pair(underLoad)}   ${verdict(row)} / ${underLoad ? verdict(underLoad) : 'NOT MEASURED'}`;
  });
  const pages = TTFB_PAGES.map((page) => {
    const [q, b] = [quiet.ttfb.get(page)!, busy.ttfb.get(page)!];
    const figures = (f: TtfbFigures) => `${f.p50.toFixed(1).padStart(6)} ${f.p99.toFixed(1).padStart(6)}`;
    const over = [q, b].some((f) => f.count === 0 || f.p99 > TTFB_TARGET_MS || f.failures > 0);
    return `  ${page.padEnd(34)} ${figures(q)}   ${figures(b)}   ${String(q.count).padStart(5)} ${String(b.count).padStart(5)}   ${over ? 'OVER' : 'ok'}${q.failures + b.failures ? ` (${q.failures} quiet and ${b.failures} busy reads failed)` : ''}`;
  });
  const unsent = quiet.unsent + busy.unsent ? [`  reads not sent because 100 were waiting: ${quiet.unsent} quiet, ${busy.unsent} busy`] : [];
  const here = TTFB_PAGES.map((page) => {
    const [q, b] = [quiet.ttfbHere.get(page)!, busy.ttfbHere.get(page)!];
    return `    ${page.padEnd(32)} ${q.p50.toFixed(1).padStart(6)} ${q.p99.toFixed(1).padStart(6)}   ${b.p50.toFixed(1).padStart(6)} ${b.p99.toFixed(1).padStart(6)}`;
  });
  return [
    `Interactions, quiet and under the busy evening (Event Timing, ${conditions}; load average quiet ${loads(quiet)}, busy ${loads(busy)}):`,
    `  ${'interaction'.padEnd(34)} ${'quiet: median, worst'.padEnd(15)}   ${'busy: median, worst'.padEnd(15)}   verdict quiet / busy`,
    ...rows,
    `Time to first byte of rendered pages while the interactions run, read from a process that does nothing else (${TTFB_PER_SECOND} pages a second in turn; target p99 at most ${TTFB_TARGET_MS} ms):`,
    `  ${'page'.padEnd(34)} ${'quiet p50, p99 ms'.padEnd(13)}   ${'busy p50, p99 ms'.padEnd(13)}   reads quiet, busy`,
    ...pages,
    ...unsent,
    `  the sampler's event-loop delay, p99: ${quiet.samplerLoopDelayP99.toFixed(1)} ms quiet, ${busy.samplerLoopDelayP99.toFixed(1)} ms busy`,
    `  the same pages read from the bench's own process (it drives Chromium and the evening's load), p50 and p99 ms quiet, busy:`,
    ...here,
    `  that process's event-loop delay, p99 (how late it may have seen a first byte): ${quiet.loopDelayP99.toFixed(1)} ms quiet, ${busy.loopDelayP99.toFixed(1)} ms busy`,
    `  the busy evening during the busy pass: ${evening}`,
  ].join('\n');
}

/** INTERACTIONS_LOAD: `quiet` (the default) measures the interactions alone; `busy` quiet and under the busy evening. */
export async function interactionsReport(): Promise<string> {
  const load = (process.env.INTERACTIONS_LOAD ?? 'quiet').trim().toLowerCase();
  if (load === 'quiet') return formatInteractions(await runInteractions());
  if (load === 'busy') return formatInteractionsUnderLoad(await runInteractionsUnderLoad());
  throw new Error(`INTERACTIONS_LOAD is "${process.env.INTERACTIONS_LOAD}": it must be "quiet" (the interactions alone) or "busy" (quiet, then again under the busy evening)`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await interactionsReport());
}
