import { pathToFileURL } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { parse, type DocumentNode, type FormattedExecutionResult } from 'graphql';
import type { MapPoster } from '../../../game-data/rules/map-poster';
import type { RenderInput, RenderOutput } from './render-page';

/** A render past its time limit: the request goes on with the page unrendered (an overloaded machine, not a fault). */
export class RenderTimeoutError extends Error {
  override name = 'RenderTimeoutError';
  constructor() {
    super('Rendering the page took too long');
  }
}

/** Whether a render failed by running out of time: the pool's limit, or an in-process render's `AbortSignal.timeout`. */
export const isRenderTimeout = (error: unknown): boolean =>
  error instanceof RenderTimeoutError || (error instanceof Error && error.name === 'TimeoutError');

/** What the main thread sends the render worker (render-worker.ts). */
export type FromPool =
  | { type: 'render'; render: number; url: string; headers: Record<string, string>; plannerItems: boolean; mapPoster: MapPoster | null }
  | { type: 'abort'; render: number }
  | { type: 'answer'; call: number; ok: true; json: string }
  | { type: 'answer'; call: number; ok: false; error: string }
  | { type: 'heap' };

/** What the render worker asks of the main thread, and its pages. */
export type ToPool =
  | { type: 'call'; render: number; call: number; kind: 'execute'; query: string; variables: Record<string, unknown>; operationName: string | undefined }
  | { type: 'call'; render: number; call: number; kind: 'plannerItems' }
  | { type: 'done'; render: number; ok: true; output: RenderOutput }
  | { type: 'done'; render: number; ok: false; error: string }
  | { type: 'ready' }
  | { type: 'heap'; heap: ThreadHeap };

/** One thread's V8 heap, in bytes: `process.memoryUsage()`'s figures of that thread and its heap's limit. */
export interface ThreadHeap {
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  limit: number;
}

/**
 * The render worker's heap, bounded (MB): without limits its old generation grows toward V8's default limit (a quarter
 * of the machine's memory; 4 GB here) under steady traffic, though a render keeps little. Measured at 100,000 and
 * 1,000,000 builds (tests/bench/capacity.ts prints each thread's heap): 55 to 120 MB used while serving. The young
 * generation is V8's usual one on Node 20 (16 MB semi-spaces), said here so a later Node's larger default does not
 * raise it. A render past the limit ends the worker (createRenderPool answers its requests and starts another).
 */
export const RENDER_WORKER_LIMITS: ResourceLimits = { maxOldGenerationSizeMb: 160, maxYoungGenerationSizeMb: 48 };

/**
 * The render worker: render-worker.js beside this module in the bundle (server/build.ts builds it as an entry of its
 * own, beside index.js); from the sources (tests, `npm start`), render-worker.ts through tsx, which a worker's
 * `--import` does not load on Node 20, so a two-line script registers it first.
 */
function startWorker(entryPath: string, resourceLimits: ResourceLimits): Worker {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return new Worker(new URL('./render-worker.js', here), { workerData: { entryPath }, resourceLimits });
  const source = new URL('./render-worker.ts', here).href;
  // Only render-worker.ts goes through tsx (`tsImport`, not a global loader): the entry and its route chunks load as in
  // production (tsx's loader takes an entry outside any package, a test's copy of the client in /tmp, for CommonJS).
  const entry = pathToFileURL(entryPath).href;
  return new Worker(
    `import(${JSON.stringify(entry)}).then((entry) => import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(source)}, ${JSON.stringify(source)})).then((worker) => worker.serveRenders(entry)));`,
    { eval: true, workerData: { entryPath, bootstrapped: true }, resourceLimits },
  );
}

/**
 * Server rendering on a thread of its own: `render` has the server entry's shape (render-page.ts's ServerEntry), so
 * the page renderer is the same, but the entry runs in one worker thread: React's synchronous passes (up to hundreds
 * of milliseconds for a long list) hold that thread, never the one answering cached pages, GraphQL and /healthz.
 * The page's operations come back to this thread and run through `input.execute`, as before. The worker starts with
 * `warm` (the server's start) or the first render, and again after it fails; `close` ends it.
 */
export function createRenderPool(entryPath: string, resourceLimits: ResourceLimits = RENDER_WORKER_LIMITS) {
  let worker: Worker | null = null;
  // Asked for the worker's heap (`heap`), answered by its next `heap` message.
  let heapWaiters: Array<(heap: ThreadHeap | null) => void> = [];
  // Settles once the running worker has loaded the entry, or has failed to.
  let ready: Promise<void> = Promise.resolve();
  let nextRender = 0;
  const pending = new Map<number, { input: RenderInput; resolve: (output: RenderOutput) => void; reject: (error: Error) => void }>();
  // The operations' texts come from the client's own documents (a bounded set): each is parsed once.
  const documents = new Map<string, DocumentNode>();
  // Answers travel as JSON text (one piece to copy); an answer shared between renders (shared-answers.ts) is written once.
  const texts = new WeakMap<object, string>();
  const jsonOf = (value: unknown): string => {
    if (typeof value !== 'object' || value === null) return JSON.stringify(value) ?? 'null';
    let text = texts.get(value);
    if (text === undefined) texts.set(value, (text = JSON.stringify(value)));
    return text;
  };

  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
    for (const waiter of heapWaiters) waiter(null);
    heapWaiters = [];
    worker = null;
  };

  const answer = async (message: Extract<ToPool, { type: 'call' }>) => {
    const input = pending.get(message.render)?.input;
    try {
      if (!input) throw new Error('The render has ended');
      let value: FormattedExecutionResult | unknown;
      if (message.kind === 'execute') {
        let query = documents.get(message.query);
        if (!query) documents.set(message.query, (query = parse(message.query)));
        value = await input.execute({ query, variables: message.variables, operationName: message.operationName });
      } else {
        value = await input.plannerItems!();
      }
      worker?.postMessage({ type: 'answer', call: message.call, ok: true, json: jsonOf(value) } satisfies FromPool);
    } catch (error) {
      worker?.postMessage({ type: 'answer', call: message.call, ok: false, error: error instanceof Error ? error.message : String(error) } satisfies FromPool);
    }
  };

  const start = (): Worker => {
    const started = startWorker(entryPath, resourceLimits);
    ready = new Promise<void>((resolve) => {
      started.once('message', () => resolve());
      started.once('error', () => resolve());
      started.once('exit', () => resolve());
    });
    // The server's own close ends it; it never keeps the process alive by itself, once loaded: while it loads (the start
    // awaits `warm`), it is what keeps the process alive when nothing else does yet (a store with no timer of its own).
    void ready.then(() => started.unref());
    started.on('message', (message: ToPool) => {
      if (message.type === 'ready') return;
      if (message.type === 'heap') {
        for (const waiter of heapWaiters) waiter(message.heap);
        heapWaiters = [];
        return;
      }
      if (message.type === 'call') {
        void answer(message);
        return;
      }
      const render = pending.get(message.render);
      pending.delete(message.render);
      if (!render) return;
      if (message.ok) render.resolve(message.output);
      else render.reject(new Error(message.error));
    });
    // A worker that fails (past its heap limit: ERR_WORKER_OUT_OF_MEMORY) fails the renders it held, each answered
    // unrendered; the next render starts a new one.
    started.on('error', (error) => {
      if (worker === started) failAll(error);
    });
    started.on('exit', (code) => {
      if (worker === started) failAll(new Error(`The render worker stopped (exit code ${code})`));
    });
    return started;
  };

  return {
    /** Starts the worker now and resolves once it has loaded the entry (a second or more) or failed to: the first page's render time is then its own. */
    warm(): Promise<void> {
      worker ??= start();
      return ready;
    },
    render(input: RenderInput): Promise<RenderOutput> {
      worker ??= start();
      const render = nextRender++;
      const running = worker;
      return new Promise<RenderOutput>((resolve, reject) => {
        pending.set(render, { input, resolve, reject });
        // Past the time limit the request goes on without the page at once; the worker drops the render when it can.
        input.signal?.addEventListener('abort', () => {
          running.postMessage({ type: 'abort', render } satisfies FromPool);
          if (pending.delete(render)) reject(new RenderTimeoutError());
        });
        running.postMessage({ type: 'render', render, url: input.url, headers: input.headers, plannerItems: input.plannerItems !== undefined, mapPoster: input.mapPoster?.() ?? null } satisfies FromPool);
      });
    },
    /** The running worker's heap (null when none runs, or it has not answered within a second: a long render holds it). */
    heap(): Promise<ThreadHeap | null> {
      const running = worker;
      if (!running) return Promise.resolve(null);
      return new Promise<ThreadHeap | null>((resolve) => {
        const timer = setTimeout(() => resolve(null), 1000);
        heapWaiters.push((heap) => (clearTimeout(timer), resolve(heap)));
        running.postMessage({ type: 'heap' } satisfies FromPool);
      });
    },
    async close(): Promise<void> {
      const running = worker;
      worker = null;
      if (running) await running.terminate();
      failAll(new Error('The server is closing'));
    },
  };
}
