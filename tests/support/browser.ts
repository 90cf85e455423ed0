import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { startAppProcess, type AppProcess } from './app';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Launches Debian's Chromium headless. Never skips silently: without Chromium the browser tests
 * fail with the command that installs it.
 */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is not installed at ${CHROMIUM_PATH}. Install it with "apt-get install -y chromium" ` +
        '(or set CHROMIUM_PATH), then run the tests again.',
    );
  }
  return chromium.launch({
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
    ],
  });
}

/**
 * A browser file's servers (`startAppProcess(env)` for each of `envs`) and its Chromium, started
 * together. When any of them fails to start, those that did are stopped before the error is
 * thrown: a broken `beforeAll` (Chromium missing, say) leaves no server running after the run.
 */
export async function startServersAndBrowser(envs: Array<Record<string, string>>): Promise<{ servers: AppProcess[]; browser: Browser }> {
  const [browser, ...servers] = await Promise.allSettled([launchBrowser(), ...envs.map((env) => startAppProcess(env))]);
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

/** A fresh page in a fresh context; console errors are collected for assertions. */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page & { consoleErrors: string[] }> {
  const context = await browser.newContext(options);
  openContexts.add(context);
  context.on('close', () => openContexts.delete(context));
  const page = (await context.newPage()) as Page & { consoleErrors: string[] };
  page.consoleErrors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') page.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => page.consoleErrors.push(error.message));
  return page;
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

/**
 * Serves the page at `pathname` without its server state (`#almanac-state`), as when the server's
 * render failed: main.tsx then draws the page afresh and the browser asks for every query itself
 * (the session, the carousel), which a test can then hold back or fail. Throws when the page had
 * no server state to take out, so such a test cannot pass without the browser asking.
 */
export async function serveWithoutServerState(page: Page, pathname: string): Promise<void> {
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const drawnInBrowser = html.replace(/<script type="application\/json" id="almanac-state">[\s\S]*?<\/script>/, '');
      if (drawnInBrowser === html) throw new Error(`${pathname} came without server state: the test's premise does not hold`);
      await route.fulfill({ response, body: drawnInBrowser });
    },
  );
}
