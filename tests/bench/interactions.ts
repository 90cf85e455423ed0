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
 */
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CLIENT_BUILDS, ensureClientBuild } from '../support/client-build';
import { tempDir } from '../support/temp';
import { buildServerBundle, freePort } from './harness';

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

export async function runInteractions(): Promise<{ rows: InteractionRow[]; load: number }> {
  const serverBundle = buildServerBundle();
  await ensureClientBuild('production');
  const data = await tempDir('almanac-interactions-');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [serverBundle], {
    env: {
      ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: data.path,
      SESSION_SECRET: randomBytes(32).toString('hex'), CLIENT_DIST: CLIENT_BUILDS.production, SEED_DEMO_DATA: 'true',
      RATE_LIMIT_PER_MINUTE: '100000', RENDER_MS_PER_MINUTE: '100000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    for (const deadline = Date.now() + 120_000; !(await fetch(`${url}/healthz`).then((r) => r.ok, () => false)); ) {
      if (server.exitCode !== null || Date.now() > deadline) throw new Error('The server did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
    const signedIn = await fetch(`${url}/auth/dev`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'bench_liker', role: 'user' }) });
    const cookie = signedIn.headers.getSetCookie().map((c) => c.split(';')[0]!).find((c) => c.startsWith('almanac.sid='))?.slice('almanac.sid='.length) ?? null;
    const load = loadavg()[0]!;
    const rows: InteractionRow[] = [];
    for (const interaction of INTERACTIONS.filter((i) => ONLY.length === 0 || ONLY.some((part) => i.name.toLowerCase().includes(part)))) {
      const runs: Array<number | null> = [];
      for (let run = 0; run < RUNS; run += 1) {
        try {
          // Each Like run likes and unlikes in turn: unlike first when the last run left it liked.
          runs.push(await measure(browser, url, interaction, cookie));
        } catch (error) {
          process.stderr.write(`[interactions] ${interaction.name}, run ${run + 1}: ${String(error).split('\n')[0]}\n`);
          runs.push(null);
        }
        if (interaction.signedIn && cookie) {
          await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: `almanac.sid=${cookie}` }, body: JSON.stringify({ query: 'mutation { unlikeBuild(buildId: "demo-build-01") { id } }' }) }).catch(() => undefined);
        }
      }
      const measured = runs.filter((ms): ms is number => ms !== null).sort((a, b) => a - b);
      rows.push({ name: interaction.name, runs, medianMs: measured.length ? measured[Math.floor(measured.length / 2)]! : null, worstMs: measured.length ? measured[measured.length - 1]! : null });
    }
    return { rows, load };
  } finally {
    await browser.close();
    const exited = once(server, 'exit');
    server.kill('SIGTERM');
    await exited;
    await data.remove();
  }
}

export function formatInteractions({ rows, load }: { rows: InteractionRow[]; load: number }): string {
  const ms = (value: number | null) => (value === null ? 'n/a' : `${Math.round(value)} ms`);
  const lines = rows.map((row) => {
    const failed = row.runs.filter((r) => r === null).length;
    const verdict = row.worstMs === null ? 'NOT MEASURED' : row.worstMs <= TARGET_MS && failed === 0 ? 'ok' : 'OVER';
    return `  ${row.name.padEnd(34)} median ${ms(row.medianMs).padStart(7)}  worst ${ms(row.worstMs).padStart(7)}  ${verdict}${failed ? ` (${failed} of ${RUNS} runs failed)` : ''}`;
  });
  return [`Interactions (Event Timing, CPU ${SLOWDOWN}x slower, ${PHONE.width}x${PHONE.height}, the builds bar's at ${WIDE.width}x${WIDE.height}; target ${TARGET_MS} ms worst of ${RUNS}; load ${load.toFixed(1)}):`, ...lines].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(formatInteractions(await runInteractions()));
}
