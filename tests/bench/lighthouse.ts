/**
 * Lighthouse 12.8.2 (the last that runs on Node 20) with Debian's Chromium through
 * chrome-launcher: mobile preset with devtools throttling (the browser really
 * runs at 4x slower CPU on a throttled network; Lighthouse's default simulated mode counts all
 * script work before the first paint and hides what server rendering gains), performance,
 * accessibility, best practices and SEO, three runs per route one after the other (never two at
 * once), the median run by performance score. Routes: the ones with targets (/news, /builds,
 * /items/all, an item page, /lists/monsters, a monster page, a shared planner link, the trait
 * tree and the maps) and the other tools; a route that sends the browser elsewhere is reported as
 * missing, not measured. Runs against a production build served by the real server.
 * LIGHTHOUSE_THROTTLING=simulate measures with the simulated mode instead, for comparison.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build } from 'vite';
import { tempDir } from '../support/temp';
import { SSR_FOLDER } from '../../server/src/http/pages/render-page';
import { defaultSharedBuild, encodeShareState } from '../../server/game-data/rules/share-state';
import { startServerProcess } from './harness';

/** A shared planner link as players paste it: a knight at level 57 (the share rule's own encoding). */
const SHARED_PLANNER = `/tools/planner?state=${encodeShareState({ ...defaultSharedBuild(), characterClass: 'knight', level: 57 })}`;

export const LIGHTHOUSE_ROUTES = [
  '/news', '/builds', '/items/all', '/items/axes/reavers-axe', '/lists/monsters', '/lists/monsters/scarecrow',
  SHARED_PLANNER, '/tools/trait-tree', '/tools/exp-table', '/tools/quick-calcs', '/tools/interactive-map', '/tools/houses-map', '/tools/monsters-map',
];
/** The targets: performance at least 95 on content routes and 90 on tool routes (the maps included). */
export const performanceTarget = (route: string) => (route.startsWith('/tools/') ? 90 : 95);
const THROTTLING = process.env.LIGHTHOUSE_THROTTLING === 'simulate' ? 'simulate' : 'devtools';
const RUNS = 3;
/** LIGHTHOUSE_ROUTES (comma-separated parts of paths) measures only the matching routes, e.g. `map,quick`. */
const routeFilter = (process.env.LIGHTHOUSE_ROUTES ?? '').split(',').map((part) => part.trim()).filter(Boolean);
/** LIGHTHOUSE_REPORTS (a folder) keeps the median run's full report of each route as JSON, for finding what to fix. */
const reportsDir = process.env.LIGHTHOUSE_REPORTS;

export interface LighthouseRow {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** The machine's one-minute load average when the route's runs started (figures are noisy on a loaded machine). */
  load: number;
  /** Set when the route was not measured. */
  missing?: string;
  /** Audits that failed in the median run (accessibility and best practices), for fixing. */
  failing: string[];
}

const median = <T>(values: T[], key: (value: T) => number): T => [...values].sort((a, b) => key(a) - key(b))[Math.floor(values.length / 2)]!;

export async function runLighthouse(root: string): Promise<LighthouseRow[]> {
  const dist = await tempDir('almanac-lighthouse-dist-');
  const data = await tempDir('almanac-lighthouse-data-');
  let server: Awaited<ReturnType<typeof startServerProcess>> | null = null;
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    await build({ configFile: `${root}client/vite.config.ts`, mode: 'production', logLevel: 'error', build: { outDir: dist.path, emptyOutDir: true } });
    // The server entry beside it: every page is rendered on the server.
    await build({ configFile: `${root}client/vite.config.ts`, mode: 'production', logLevel: 'error', build: { ssr: true, outDir: join(dist.path, SSR_FOLDER), emptyOutDir: true } });
    server = await startServerProcess(
      'server/src/index.ts',
      {
        NODE_ENV: 'production',
        SESSION_SECRET: randomBytes(32).toString('hex'),
        DATA_DIR: data.path,
        CLIENT_DIST: dist.path,
        SEED_DEMO_DATA: 'true',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '100000000', RENDER_MS_PER_MINUTE: '100000000',
      },
      '/healthz',
      root,
    );
    const rows: LighthouseRow[] = [];
    for (const route of LIGHTHOUSE_ROUTES.filter((r) => routeFilter.length === 0 || routeFilter.some((part) => r.includes(part)))) {
      const runs: Array<LighthouseRow & { report: string }> = [];
      const load = loadavg()[0]!;
      let failedRuns = 0;
      for (let i = 0; i < RUNS; i += 1) {
        const result = await lighthouse(`${server.url}${route}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          throttlingMethod: THROTTLING,
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${route}`);
        const lhr = result.lhr;
        // A run Lighthouse itself could not record (NO_NAVSTART, NO_FCP on a starved machine) is
        // run again, up to RUNS times per route, instead of counting as a score of 0.
        if (lhr.runtimeError && failedRuns < RUNS) {
          failedRuns += 1;
          console.warn(`Lighthouse could not measure ${route} (${lhr.runtimeError.code}); running it again`);
          i -= 1;
          continue;
        }
        const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
        if (finalPath !== new URL(route, server.url).pathname) {
          runs.length = 0;
          rows.push({ route, load, performance: NaN, accessibility: NaN, bestPractices: NaN, seo: NaN, lcpMs: NaN, cls: NaN, tbtMs: NaN, failing: [], missing: `not built yet (ends on ${finalPath})` });
          break;
        }
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const failing = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
          (lhr.categories[category]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => ref.id),
        );
        runs.push({
          route,
          load,
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
          tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
          failing,
          report: reportsDir ? JSON.stringify(lhr) : '',
        });
      }
      if (runs.length > 0) {
        const { report, ...row } = median(runs, (run) => run.performance);
        if (reportsDir) {
          await mkdir(reportsDir, { recursive: true });
          await writeFile(join(reportsDir, `${new URL(route, server.url).pathname.slice(1).replaceAll('/', '_')}.json`), report);
        }
        rows.push(row);
      }
    }
    return rows;
  } finally {
    chrome.kill();
    await server?.stop();
    await dist.remove();
    await data.remove();
  }
}

export function formatLighthouse(rows: LighthouseRow[]): string {
  const header = ['route', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP ms', 'CLS', 'TBT ms', 'load', 'targets'];
  const shortRoute = (route: string) => (route.length > 40 ? `${route.slice(0, 37)}...` : route);
  const meets = (r: LighthouseRow) => {
    const misses = [
      r.performance < performanceTarget(r.route) && `perf < ${performanceTarget(r.route)}`,
      r.accessibility < 100 && 'a11y < 100',
      r.seo < 100 && 'SEO < 100',
      r.lcpMs > 2000 && 'LCP > 2.0 s',
      r.cls > 0.02 && 'CLS > 0.02',
      r.tbtMs > 200 && 'TBT > 200 ms',
    ].filter(Boolean);
    return misses.length === 0 ? 'met' : misses.join(', ');
  };
  const cells = rows.map((r) =>
    r.missing
      ? [shortRoute(r.route), r.missing, '', '', '', '', '', '', '', '']
      : [shortRoute(r.route), String(r.performance), String(r.accessibility), String(r.bestPractices), String(r.seo), r.lcpMs.toFixed(0), r.cls.toFixed(3), r.tbtMs.toFixed(0), r.load.toFixed(1), meets(r)],
  );
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((row) => row[i]!.length)));
  const line = (row: string[]) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ').trimEnd();
  const failing = rows.filter((r) => r.failing.length > 0).map((r) => `failing audits on ${r.route}: ${r.failing.join(', ')}`);
  return [
    `Lighthouse 12.8.2, mobile preset, ${THROTTLING} throttling, median of ${RUNS} runs (targets: performance >= 95 on content routes and >= 90 on tools, accessibility 100, SEO 100, LCP <= 2.0 s, CLS <= 0.02, TBT <= 200 ms); load = the machine's 1-minute load average (${cpus().length} CPUs) when the route started`,
    line(header),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...cells.map(line),
    ...failing,
  ].join('\n');
}
