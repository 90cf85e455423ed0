import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { defaultAppProcess, startAppProcess, type AppProcess } from './app';
import { contextPool, freshContexts } from './context-pool';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser the tests drive: Debian's Chromium, as its headless shell (`apt-get install -y chromium-headless-shell`, the
 * same version and engine as `chromium`, without the browser's own window and UI, which Playwright also runs for headless
 * tests by default). Measured on this machine: a new page cost 0.26 CPU-s against 0.5 in the full browser, an idle
 * browser 0.05 CPU-s a second against 0.14, and three browser files 41 CPU-s against 49. Where only `chromium` is
 * installed it is used; `CHROMIUM_PATH` chooses another. The benches (interactions, Lighthouse) drive the full browser,
 * as players' is.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/**
 * Chromium keeps only the last `--disable-features` switch it is given, and Playwright passes its
 * own before ours: ours repeats Playwright's list (playwright-core 1.65's `chromiumSwitches`) so
 * that none of them comes back on.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Headless Chromium still builds the browser's own window for every context, and loads the
 * address bar's suggestion popups (web pages of their own, `chrome://omnibox-popup.top-chrome/`)
 * in a renderer beside the tested page: measured 1.5 to 1.8 CPU-s per new context on this
 * machine, about a third of what a test's first page load cost. No test uses the address bar.
 */
const BROWSER_UI_FEATURES = ['PreloadTopChromeWebUI', 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

/**
 * Launches Debian's Chromium headless. Never skips silently: without Chromium the browser tests
 * fail with the command that installs it.
 */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is not installed at ${CHROMIUM_PATH}. Install it with "apt-get install -y chromium-headless-shell" ` +
        '(or set CHROMIUM_PATH), then run the tests again.',
    );
  }
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...BROWSER_UI_FEATURES].join(',')}`,
    ],
  });
  await checkDisabledFeatures(browser);
  return browser;
}

/**
 * Fails the launch when a Playwright upgrade disables a feature our `--disable-features` (the one
 * Chromium keeps) does not repeat: read from the command line of the Chromium processes this
 * process started (Linux's /proc; CDP gives it only with --enable-automation, which Playwright leaves out).
 */
async function checkDisabledFeatures(browser: Browser): Promise<void> {
  const pids = (await readdir('/proc').catch(() => [] as string[])).filter((name) => /^\d+$/.test(name));
  for (const pid of pids) {
    const [stat, commandLine] = await Promise.all([readFile(`/proc/${pid}/stat`, 'utf8').catch(() => ''), readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')]);
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (parent !== process.pid || !commandLine.includes('--remote-debugging-pipe')) continue;
    const lists = commandLine.split('\0').filter((arg) => arg.startsWith('--disable-features=')).map((arg) => arg.slice('--disable-features='.length).split(','));
    const kept = new Set(lists.at(-1));
    const dropped = lists.flat().filter((feature) => !kept.has(feature));
    if (dropped.length > 0) {
      await browser.close();
      throw new Error(`Chromium's last --disable-features leaves out ${dropped.join(', ')}: add them to PLAYWRIGHT_DISABLED_FEATURES in tests/support/browser.ts`);
    }
  }
}

let workerChromium: Promise<Browser> | undefined;

/**
 * One Chromium for the test worker process, launched at its first use: browser files that run in
 * one worker one after another share it instead of launching one each (Chromium's launch costs
 * most of a second of a core). A Chromium that goes away (crashed, or closed by the worker's
 * `browserTest` fixture) is launched again at the next use; Playwright kills it when the worker
 * process exits.
 */
export function workerBrowser(): Promise<Browser> {
  workerChromium ??= launchBrowser().then(
    (browser) => {
      browser.on('disconnected', () => (workerChromium = undefined));
      return browser;
    },
    (error: unknown) => {
      workerChromium = undefined;
      throw error;
    },
  );
  return workerChromium;
}

/**
 * A file's hold on the worker's Chromium: the contexts it opens through `newContext` are its own,
 * and its `close()` closes those, not the shared browser. With `REUSE_CONTEXTS=1`, a context a test closed is handed to a
 * later `newContext` with the same options, emptied (`contextPool`): each test's context is as
 * fresh as a new one (no cookie, storage, page or listener of another test), only Chromium's HTTP
 * cache of the site's assets is kept, which spares each page fetching and compiling the bundle again.
 */
export function fileBrowser(browser: Browser): Browser {
  // REUSE_CONTEXTS=1 hands closed contexts on (the pool); by default every newContext opens a new one, until the pool's
  // saving is measured on a quiet machine and it is shown to add no failure.
  const pool = process.env.REUSE_CONTEXTS === '1' ? contextPool(browser) : freshContexts(browser);
  return new Proxy(browser, {
    get(target, property) {
      if (property === 'newContext') return pool.newContext;
      if (property === 'close') return pool.closeAll;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * A browser file's servers (`startAppProcess(env)` for each of `envs`; `defaultAppProcess()`, one
 * started while the previous file ran, for an empty one) and its hold on the
 * worker's Chromium (`workerBrowser`; its `close()` closes the file's contexts), started together.
 * When any of them fails to start, those that did are stopped before the error is thrown: a broken
 * `beforeAll` (Chromium missing, say) leaves no server running after the run.
 */
export async function startServersAndBrowser(envs: Array<Record<string, string>>): Promise<{ servers: AppProcess[]; browser: Browser }> {
  const [browser, ...servers] = await Promise.allSettled([workerBrowser().then(fileBrowser), ...envs.map((env) => (Object.keys(env).length === 0 ? defaultAppProcess() : startAppProcess(env)))]);
  const failed = [browser, ...servers].find((result) => result.status === 'rejected');
  if (!failed) {
    return { browser: (browser as PromiseFulfilledResult<Browser>).value, servers: servers.map((server) => (server as PromiseFulfilledResult<AppProcess>).value) };
  }
  await Promise.all([
    browser.status === 'fulfilled' && browser.value.close(),
    ...servers.map((server) => server.status === 'fulfilled' && server.value.stop()),
  ]);
  throw failed.reason;
}

/** A browser file's server and Chromium, started together (see `startServersAndBrowser`). */
export async function startServerAndBrowser(env: Record<string, string> = {}): Promise<[AppProcess, Browser]> {
  const { servers, browser } = await startServersAndBrowser([env]);
  return [servers[0]!, browser];
}

/** The contexts `openPage` opened that are not closed yet, for `closePages`. */
const openContexts = new Set<BrowserContext>();

/**
 * Closes every context `openPage` opened and that is still open, so no page's timers or sockets
 * outlive its test: `afterEach(closePages)`. Closing one a test already closed is harmless.
 */
export async function closePages(): Promise<void> {
  const contexts = [...openContexts];
  openContexts.clear();
  await Promise.all(contexts.map((context) => context.close()));
}

/**
 * A fresh page in a fresh context; console errors are collected for assertions. One is not an
 * error of the page: Chromium's "Failed to load resource … 404" for a page (or an embed's frame)
 * opened at an address that does not exist, whose "not found" page the server answers with a 404 by design.
 * A 404 of anything the page itself loads still counts.
 */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page & { consoleErrors: string[] }> {
  const context = await browser.newContext(options);
  openContexts.add(context);
  context.on('close', () => openContexts.delete(context));
  const page = (await context.newPage()) as Page & { consoleErrors: string[] };
  collectPageErrors(page);
  return page;
}

/**
 * Collects the page's console errors and uncaught errors into `page.consoleErrors` (Chromium's note about a "not found"
 * document, answered with a 404 by design, aside), and holds each load until the page is live (untilLiveAfterLoads).
 */
export function collectPageErrors(page: Page & { consoleErrors: string[] }): void {
  page.consoleErrors = [];
  const notFoundDocuments = new Set<string>();
  page.on('response', (response) => {
    if (response.status() === 404 && response.request().isNavigationRequest()) notFoundDocuments.add(response.url());
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (notFoundDocuments.has(message.location().url) && message.text().startsWith('Failed to load resource: the server responded with a status of 404')) return;
    page.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => page.consoleErrors.push(error.message));
  untilLiveAfterLoads(page);
}

/**
 * A page rendered on the server shows its content before its script has hydrated it:
 * a click then does nothing, as for a player on a slow phone. Tests act on the live page, so
 * `goto` and `reload` resolve once the page is hydrated (the shell marks `<html data-hydrated>`),
 * or at once for a document that is not one of the site's rendered pages.
 */
export function untilLiveAfterLoads(page: Page): void {
  const live = async () => {
    await page.waitForFunction(() => !document.getElementById('almanac-state') || document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 30_000 });
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    if (args[1]?.waitUntil !== 'commit') await live();
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    if (args[0]?.waitUntil !== 'commit') await live();
    return response;
  };
}

/**
 * Pauses a page's installed clock ahead of the page's own current time. The page's clock keeps
 * flowing while the request to pause travels; on a loaded machine that took more than a second,
 * and pausing in the past fails ("Cannot fast-forward to the past"), so the lead is a minute.
 * The jump fires each due timer at most once, so tests measure from the paused instant.
 */
export async function pauseClockSoon(page: Page, aheadMs = 60_000): Promise<void> {
  const pageNow = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(pageNow + aheadMs);
}

/**
 * The readiness check of a live subscription, which has no acknowledgement of its own: repeats a
 * sentinel write (`write(attempt)`) until the page shows its effect (`shown(attempt)`), each
 * attempt given a second. Call it before the change a test expects to see live.
 */
export async function untilShown(write: (attempt: number) => Promise<unknown>, shown: (attempt: number) => Promise<boolean>, attempts = 30): Promise<void> {
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    await write(attempt);
    const deadline = Date.now() + 1000;
    do {
      if (await shown(attempt)) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    } while (Date.now() < deadline);
  }
  throw new Error(`The page never showed a live change, after ${attempts} sentinel writes`);
}
