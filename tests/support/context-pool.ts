import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';

/**
 * A browser file's contexts, handed out again once a test has closed them: `newContext(options)`
 * gives an idle context opened earlier with the same options, emptied, or opens one. The lever is
 * Chromium's HTTP cache, which a reused context keeps: a page of a fresh context fetches and
 * compiles the client's bundle again (measured: 4.1 CPU-s a first load of /news, 2.9 in a reused
 * context; emptying the HTTP cache too brought it back to 3.9). Every page and API answer of the
 * site revalidates (`no-cache`) and the assets are content-hashed, so what is kept is never stale.
 *
 * What a test finds in a context it is handed is what a fresh one has: no page, no cookie, no
 * local storage, IndexedDB, cache storage or service worker of any origin the context reached, no
 * listener a previous test added. A context whose use leaves something a reset cannot take back
 * (an init script, routes, a clock, permissions, extra headers, offline, ...: any member not in
 * {@link KEPT_ON_RESET}) is closed for good when the test closes it. Two contexts a test holds at
 * once are always two contexts: one is handed out only while no test holds it.
 */

/** Members whose use a reset undoes (pages closed, cookies and storage cleared, listeners removed). */
const KEPT_ON_RESET = new Set<string | symbol>([
  'newPage',
  'pages',
  'request',
  'cookies',
  'addCookies',
  'clearCookies',
  'storageState',
  'browser',
  'on',
  'once',
  'addListener',
  'off',
  'removeListener',
  'removeAllListeners',
  // Playwright's own code emits the context's events through a page's `context()`.
  'emit',
  'listeners',
  'listenerCount',
  'rawListeners',
  'eventNames',
  'waitForEvent',
  'newCDPSession',
  'setDefaultTimeout',
  'setDefaultNavigationTimeout',
  'serviceWorkers',
  'backgroundPages',
  'close',
  'isClosed',
]);

/** Every kind of site data Chromium keeps per origin but cookies (cleared beside, and a test may have signed in before its first page). */
const STORAGE_TYPES = 'file_systems,indexeddb,local_storage,websql,service_workers,cache_storage,shared_storage,storage_buckets';

interface Pooled {
  context: BrowserContext;
  key: string;
  busy: boolean;
  closed: boolean;
  /** Origins whose site data the context's pages may have written since it was last emptied. */
  origins: Set<string>;
  /** Site data is emptied at the next lease's first page (it needs a page to reach Chromium's storage). */
  storageDirty: boolean;
}

export interface ContextPool {
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  /** Closes every context of the pool, held or idle. */
  closeAll(): Promise<void>;
}

export function contextPool(browser: Browser): ContextPool {
  const pool = new Set<Pooled>();

  async function newContext(options: BrowserContextOptions = {}): Promise<BrowserContext> {
    const key = JSON.stringify(options);
    let entry = [...pool].find((candidate) => !candidate.busy && !candidate.closed && candidate.key === key);
    if (!entry) {
      const context = await browser.newContext(options);
      const created: Pooled = { context, key, busy: false, closed: false, origins: new Set(), storageDirty: false };
      context.on('close', () => {
        created.closed = true;
        pool.delete(created);
      });
      // Site data is written by documents: the origins of every frame the context's pages showed.
      context.on('page', (page) =>
        page.on('framenavigated', (frame) => {
          const url = frame.url();
          if (url.startsWith('http:') || url.startsWith('https:')) created.origins.add(new URL(url).origin);
        }),
      );
      pool.add(created);
      entry = created;
    }
    entry.busy = true;
    return lease(entry);
  }

  function lease(entry: Pooled): BrowserContext {
    const { context } = entry;
    let released = false;
    let tainted = false;
    const listeners: Array<[string | symbol, (...args: unknown[]) => unknown]> = [];

    const release = async () => {
      if (released) return;
      released = true;
      for (const [event, listener] of listeners) if (event === 'close') listener(proxy);
      for (const [event, listener] of listeners) context.off(event as 'page', listener);
      if (tainted || entry.closed) {
        pool.delete(entry);
        if (!entry.closed) await context.close();
        return;
      }
      await Promise.all(context.pages().map((page) => page.close()));
      await context.clearCookies();
      entry.storageDirty = entry.origins.size > 0;
      entry.busy = false;
    };

    const newPage = async (): Promise<Page> => {
      const page = await context.newPage();
      if (entry.storageDirty) {
        const session = await context.newCDPSession(page);
        for (const origin of entry.origins) await session.send('Storage.clearDataForOrigin', { origin, storageTypes: STORAGE_TYPES });
        await session.detach();
        entry.origins.clear();
        entry.storageDirty = false;
      }
      // A page's clock is its context's: installing it stays with the context.
      const clock = page.clock;
      Object.defineProperty(page, 'clock', {
        configurable: true,
        get: () => {
          tainted = true;
          return clock;
        },
      });
      page.context = () => proxy;
      return page;
    };

    const track =
      (method: 'on' | 'once' | 'addListener') =>
      (event: string | symbol, listener: (...args: unknown[]) => unknown) => {
        listeners.push([event, listener]);
        (context[method] as (event: string | symbol, listener: (...args: unknown[]) => unknown) => unknown)(event, listener);
        return proxy;
      };

    const proxy: BrowserContext = new Proxy(context, {
      get(target, property) {
        if (property === 'close') return release;
        if (property === 'newPage') return newPage;
        if (property === 'on' || property === 'once' || property === 'addListener') return track(property);
        if (property === 'then') return undefined;
        if (typeof property === 'string' && !property.startsWith('_') && !KEPT_ON_RESET.has(property) && property !== 'constructor') tainted = true;
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    return proxy;
  }

  return {
    newContext,
    closeAll: async () => {
      const contexts = [...pool].map((entry) => entry.context);
      pool.clear();
      await Promise.all(contexts.map((context) => context.close()));
    },
  };
}

/** A pool that keeps nothing: every `newContext` opens a new context (the default; `REUSE_CONTEXTS=1` chooses `contextPool`). */
export function freshContexts(browser: Browser): ContextPool {
  const contexts = new Set<BrowserContext>();
  return {
    newContext: async (options?: BrowserContextOptions) => {
      const context = await browser.newContext(options);
      contexts.add(context);
      context.on('close', () => contexts.delete(context));
      return context;
    },
    closeAll: async () => void (await Promise.all([...contexts].map((context) => context.close()))),
  };
}
