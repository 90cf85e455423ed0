import { performance } from 'node:perf_hooks';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { loadGameData } from '../../server/game-data/pack';
import { loadWorld } from '../../server/game-data/world/check';
import { renderTiles } from '../../server/src/world/tiles';
import { worldPayload } from '../../server/src/world/router';
import { buildMapSearch, searchMap } from '../../client/src/features/maps/search-index';
import type { WorldData } from '../../client/src/features/maps/map-data';
import { launchBrowser } from '../support/browser';
import { tempDir } from '../support/temp';

const at = (list: number[], p: number) => [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor((p / 100) * list.length))]!;

/**
 * The maps: the tile pyramid build from the committed world (what a fresh clone's
 * first `npm start` renders), the map search typed a letter at a time, and the time from
 * navigation to the first map tile drawn in Chromium (the `map-first-tile` mark) against the
 * running server. Prints figures only.
 */
export async function runMapBench(serverUrl: string): Promise<string[]> {
  const lines: string[] = [];
  const loadStart = performance.now();
  const world = loadWorld(loadGameData().pack);
  const loadMs = performance.now() - loadStart;
  const dir = await tempDir('almanac-tiles-bench-');
  try {
    const cpuStart = process.cpuUsage();
    const manifest = renderTiles(world, 'bench', dir.path);
    const cpu = process.cpuUsage(cpuStart);
    let files = 0;
    let bytes = 0;
    const walk = (folder: string) => {
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        if (entry.isDirectory()) walk(join(folder, entry.name));
        else if (entry.name.endsWith('.png')) {
          files += 1;
          bytes += statSync(join(folder, entry.name)).size;
        }
      }
    };
    walk(join(dir.path, 'bench'));
    lines.push(
      `map tiles: ${files} tiles (${(bytes / 1024).toFixed(0)} KiB) for ${world.meta.floors.length} floors rendered in ${manifest.renderMs} ms ` +
        `(CPU ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms), after ${loadMs.toFixed(0)} ms reading and checking the world`,
    );

    const payload = worldPayload(loadGameData().pack, world, manifest) as unknown as WorldData;
    const buildStart = performance.now();
    const index = buildMapSearch(payload);
    const buildMs = performance.now() - buildStart;
    const queries = ['frostmere guildhall', 'ingrid frosthlm', 'rat king', 'brackenford', 'drake matriarch', 'cellars', 'hilda', 'ember'];
    const times: number[] = [];
    for (let round = 0; round < 20; round += 1)
      for (const query of queries)
        for (let length = 1; length <= query.length; length += 1) {
          const start = performance.now();
          searchMap(index, query.slice(0, length));
          times.push(performance.now() - start);
        }
    lines.push(
      `map search over ${index.documentCount} places, houses, NPCs and monsters (${times.length} queries typed a letter at a time, index built in ${buildMs.toFixed(1)} ms): ` +
        `p50 ${at(times, 50).toFixed(3)} ms, p99 ${at(times, 99).toFixed(3)} ms, worst ${Math.max(...times).toFixed(3)} ms (target p99 under 16 ms: one frame per keystroke)`,
    );
  } finally {
    await dir.remove();
  }

  const browser = await launchBrowser();
  try {
    const firstTile: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto(`${serverUrl}/tools/interactive-map`);
      const handle = await page
        .waitForFunction(() => performance.getEntriesByName('map-first-tile')[0]?.startTime, undefined, { timeout: 30_000 })
        .catch(() => null);
      const ms = handle ? Number(await handle.jsonValue()) : NaN;
      await context.close();
      if (Number.isNaN(ms)) {
        lines.push('map first tile: not measured (no tile was drawn within 30 s; is the client built with `npm run build`?)');
        return lines;
      }
      firstTile.push(ms);
    }
    lines.push(`map first tile: from navigation to the first tile drawn, median ${at(firstTile, 50).toFixed(0)} ms, worst ${Math.max(...firstTile).toFixed(0)} ms over 5 cold page loads (fresh contexts)`);
  } finally {
    await browser.close();
  }
  lines.push(...(await runMapLoadBench(serverUrl)));
  return lines;
}

/**
 * The main thread while a map loads, at 4× CPU slowdown as Lighthouse's mobile
 * preset: the longest task and the sum of long tasks (over 50 ms) from navigation until every
 * marker is drawn and the page has been quiet, and the time to the first tile drawn, median of 3
 * cold loads per map. Markers drawn in idle slices show as many short tasks instead of one long one.
 */
export async function runMapLoadBench(serverUrl: string, runs = 3): Promise<string[]> {
  const lines: string[] = [];
  const browser = await launchBrowser();
  try {
    for (const path of ['/tools/interactive-map', '/tools/houses-map']) {
      const longest: number[] = [];
      const total: number[] = [];
      const firstTile: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.addInitScript(() => {
          const tasks: number[] = [];
          (window as unknown as { longTasks: number[] }).longTasks = tasks;
          new PerformanceObserver((list) => tasks.push(...list.getEntries().map((entry) => entry.duration))).observe({ type: 'longtask', buffered: true });
        });
        await page.goto(`${serverUrl}${path}`);
        const tile = await page.waitForFunction(() => performance.getEntriesByName('map-first-tile')[0]?.startTime, undefined, { timeout: 60_000 });
        firstTile.push(Number(await tile.jsonValue()));
        // Every marker drawn (the map says so when it draws them in slices), then two quiet seconds.
        await page.waitForFunction(() => document.querySelector('.map-canvas:not([data-markers="drawing"])'), undefined, { timeout: 60_000 });
        await page.waitForTimeout(2000);
        const tasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
        longest.push(Math.max(0, ...tasks));
        total.push(tasks.reduce((sum, t) => sum + t, 0));
        await context.close();
      }
      lines.push(
        `map load ${path} at 4× CPU: longest task median ${at(longest, 50).toFixed(0)} ms (worst ${Math.max(...longest).toFixed(0)}), long tasks in all median ${at(total, 50).toFixed(0)} ms, ` +
          `first tile median ${at(firstTile, 50).toFixed(0)} ms, over ${runs} cold loads`,
      );
    }
  } finally {
    await browser.close();
  }
  return lines;
}
