import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
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
  | { type: 'answer'; call: number; ok: false; error: string };

/** What the render worker asks of the main thread, and its pages. */
export type ToPool =
  | { type: 'call'; render: number; call: number; kind: 'execute'; query: string; variables: Record<string, unknown>; operationName: string | undefined }
  | { type: 'call'; render: number; call: number; kind: 'plannerItems' }
  | { type: 'done'; render: number; ok: true; output: RenderOutput }
  | { type: 'done'; render: number; ok: false; error: string }
  | { type: 'ready' };

/**
 * The render worker: render-worker.js beside this module in the bundle (server/build.ts builds it as an entry of its
 * own, beside index.js); from the sources (tests, `npm start`), render-worker.ts through tsx, which a worker's
 * `--import` does not load on Node 20, so a two-line script registers it first.
 */
function startWorker(entryPath: string): Worker {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return new Worker(new URL('./render-worker.js', here), { workerData: { entryPath } });
  const source = new URL('./render-worker.ts', here).href;
  // Only render-worker.ts goes through tsx (`tsImport`, not a global loader): the entry and its route chunks load as in
  // production (tsx's loader takes an entry outside any package, a test's copy of the client in /tmp, for CommonJS).
  const entry = pathToFileURL(entryPath).href;
  return new Worker(
    `import(${JSON.stringify(entry)}).then((entry) => import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(source)}, ${JSON.stringify(source)})).then((worker) => worker.serveRenders(entry)));`,
    { eval: true, workerData: { entryPath, bootstrapped: true } },
  );
}

/**
 * Server rendering on a thread of its own: `render` has the server entry's shape (render-page.ts's ServerEntry), so
 * the page renderer is the same, but the entry runs in one worker thread: React's synchronous passes (up to hundreds
 * of milliseconds for a long list) hold that thread, never the one answering cached pages, GraphQL and /healthz.
 * The page's operations come back to this thread and run through `input.execute`, as before. The worker starts with
 * `warm` (the server's start) or the first render, and again after it fails; `close` ends it.
 */
export function createRenderPool(entryPath: string) {
  let worker: Worker | null = null;
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
    const started = startWorker(entryPath);
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
    started.on('error', (error) => failAll(error));
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
    async close(): Promise<void> {
      const running = worker;
      worker = null;
      if (running) await running.terminate();
      failAll(new Error('The server is closing'));
    },
  };
}
