import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { launchBrowser } from '../support/browser';
import { initialJavaScriptOf, ROUTE_GROWTH_KB, ROUTE_JS_KB, routeJavaScriptOf } from '../support/initial-javascript';
import { tempDir } from '../support/temp';

export { INITIAL_JS_TARGET_KB } from '../support/initial-javascript';

/**
 * Builds the production client into a temporary folder and adds up, gzip-compressed, every
 * script a page loads before any route chunk (initialJavaScriptOf: the entry, the app it loads
 * after the first paint, and every chunk they import), read from the build's manifest.
 */
export async function initialJavaScriptKb(root: string): Promise<{ kb: number; files: number; routes: string[] }> {
  const out = await tempDir('almanac-bundle-');
  try {
    await build({ configFile: `${root}client/vite.config.ts`, mode: 'production', logLevel: 'error', build: { outDir: out.path, emptyOutDir: true } });
    const { kb, files } = await initialJavaScriptOf(out.path);
    return { kb, files: files.length, routes: routeRows(await routeJavaScriptOf(out.path)) };
  } finally {
    await out.remove();
  }
}

/**
 * One line per route: what its page loads before hydrating (the first JavaScript and the route's chunks) against its
 * recorded figure; OVER past the figure plus ROUTE_GROWTH_KB (the production bundle test fails then too).
 */
function routeRows(routes: Record<string, { kb: number }>): string[] {
  return Object.entries(routes).map(([module, { kb }]) => {
    const recorded = ROUTE_JS_KB[module];
    const verdict = recorded === undefined ? 'NOT RECORDED' : kb > recorded + ROUTE_GROWTH_KB ? 'OVER' : 'ok';
    return `  ${module.replace(/^src\//, '').padEnd(52)} ${kb.toFixed(1).padStart(6)} KB gzip (recorded ${recorded ?? '-'})  ${verdict}`;
  });
}

/**
 * What /news really loads in Chromium, on the running production server: every script the page
 * fetches until it is hydrated (`<html data-hydrated>`: the entry, the app, the route's chunk)
 * and until it is idle (no script requested for two seconds after the network went quiet: the
 * Apollo client's network and the live subscriptions' client come then), each body gzip level 9
 * as the static figure counts it, and the bytes the server actually sent (it serves precompressed
 * files, brotli where the browser takes it). A phone's width by default: a wide screen also loads
 * the builds bar before hydrating.
 */
export async function newsScriptsInBrowser(serverUrl: string, width = 390): Promise<{ hydrated: { kb: number; files: number }; idle: { kb: number; files: number; sentKb: number }; later: string[]; all: string[] }> {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width, height: 844 } });
    // When the page marks itself hydrated, on the page's own clock (the scripts' resource timings are on it too).
    await context.addInitScript(() => {
      new MutationObserver((_records, observer) => {
        if (document.documentElement?.dataset.hydrated !== 'true') return;
        (window as unknown as { hydratedAt: number }).hydratedAt = performance.now();
        observer.disconnect();
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
    });
    const page = await context.newPage();
    const bodies: Array<{ url: string; gzip: number; sent: number }> = [];
    let lastScriptAt = Date.now();
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      lastScriptAt = Date.now();
      pending.push(
        (async () => {
          const body = await response.body();
          const sizes = await response.request().sizes();
          bodies.push({ url: response.url(), gzip: gzipSync(body, { level: 9 }).length, sent: sizes.responseBodySize });
        })(),
      );
    });
    await page.goto(`${serverUrl}/news`);
    await page.waitForSelector('html[data-hydrated]', { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    while (Date.now() - lastScriptAt < 2000) await page.waitForTimeout(250);
    await Promise.all(pending);
    const timing = await page.evaluate(() => ({
      hydratedAt: (window as unknown as { hydratedAt?: number }).hydratedAt ?? Number.POSITIVE_INFINITY,
      started: Object.fromEntries(performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime])),
    }));
    await context.close();
    const scripts = bodies.map((body) => ({ ...body, url: new URL(body.url).pathname, afterHydration: (timing.started[body.url] ?? 0) >= timing.hydratedAt }));
    const sum = (list: typeof scripts, key: 'gzip' | 'sent') => list.reduce((total, script) => total + script[key], 0) / 1024;
    const before = scripts.filter((script) => !script.afterHydration);
    return {
      hydrated: { kb: sum(before, 'gzip'), files: before.length },
      idle: { kb: sum(scripts, 'gzip'), files: scripts.length, sentKb: sum(scripts, 'sent') },
      later: scripts.filter((script) => script.afterHydration).map((script) => script.url.replace(/^\/assets\//, '')),
      all: scripts.map((script) => `${script.url.replace(/^\/assets\//, '')} ${(script.gzip / 1024).toFixed(1)}`),
    };
  } finally {
    await browser.close();
  }
}
