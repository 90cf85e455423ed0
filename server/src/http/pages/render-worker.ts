import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { getHeapStatistics } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import { print, type DocumentNode } from 'graphql';
import type { RenderInput, RenderOutput } from './render-page';
import { tagsOfApolloCache } from '../cache/cache-tags';
import { scriptJson } from './script-json';
import type { FromPool, ToPool } from './render-pool';

/**
 * The render worker (render-pool.ts starts it): draws pages with the client's built server entry on its own thread,
 * so React's long synchronous passes never hold the server's event loop. The page's GraphQL operations, the
 * planner's items and the map poster are asked of the main thread, which runs them as it always did (with the
 * request's own context and limits); an operation travels as its text.
 */

/**
 * The render thread gives way to the main thread when the processors are busy (a nice value of its own: Linux
 * schedules threads apart, `/proc/thread-self` names this one): a flood of renders then slows renders, not the
 * cached pages, GraphQL and /healthz the main thread answers. Elsewhere it keeps the process's priority.
 */
const RENDER_THREAD_NICE = 5;
try {
  const thread = Number(readlinkSync('/proc/thread-self').split('/').pop());
  if (Number.isInteger(thread) && thread > 0) setPriority(thread, RENDER_THREAD_NICE);
} catch {
  // Not Linux, or not allowed: the same priority as the rest of the process.
}

const port = parentPort!;

interface Entry {
  render(input: RenderInput): Promise<RenderOutput>;
}

let nextCall = 0;
const calls = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
const renders = new Map<number, AbortController>();

/** What a render asks of the main thread: an operation (as its text) or the planner's items. */
type Ask = { kind: 'execute'; query: string; variables: Record<string, unknown>; operationName: string | undefined } | { kind: 'plannerItems' };

/**
 * An operation's text, printed once per document: the server entry's Apollo clients share their transformed documents
 * between renders (entry-server.tsx), so the same few objects come back page after page.
 */
const texts = new WeakMap<DocumentNode, string>();
function textOf(query: DocumentNode): string {
  let text = texts.get(query);
  if (text === undefined) texts.set(query, (text = print(query)));
  return text;
}

function ask(render: number, message: Ask): Promise<unknown> {
  const call = nextCall++;
  return new Promise((resolve, reject) => {
    calls.set(call, { resolve, reject });
    port.postMessage({ type: 'call', render, call, ...message } as ToPool);
  });
}

function prepare(output: RenderOutput): RenderOutput {
  if (output.kind !== 'page' || !output.state) return output;
  return { ...output, state: null, prepared: { stateJson: scriptJson(output.state), tags: tagsOfApolloCache(output.state.apollo) } };
}

/** Answers the main thread's renders with `entry` (render-pool.ts loads this file, or, from the sources, calls it). */
export function serveRenders(entry: Entry): void {
  port.on('message', (message: FromPool) => {
    if (message.type === 'answer') {
      const pending = calls.get(message.call);
      calls.delete(message.call);
      if (message.ok) pending?.resolve(JSON.parse(message.json));
      else pending?.reject(new Error(message.error));
      return;
    }
    if (message.type === 'heap') {
      const { heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
      port.postMessage({ type: 'heap', heap: { heapUsed, heapTotal, external, arrayBuffers, limit: getHeapStatistics().heap_size_limit } } satisfies ToPool);
      return;
    }
    if (message.type === 'abort') {
      renders.get(message.render)?.abort(new Error('Rendering the page took too long'));
      return;
    }
    const { render, url, headers, plannerItems, mapPoster } = message;
    const controller = new AbortController();
    renders.set(render, controller);
    entry
      .render({
        url,
        headers,
        signal: controller.signal,
        execute: async ({ query, variables, operationName }) =>
          (await ask(render, { kind: 'execute', query: textOf(query as DocumentNode), variables, operationName })) as Awaited<ReturnType<RenderInput['execute']>>,
        plannerItems: plannerItems ? async () => (await ask(render, { kind: 'plannerItems' })) as Awaited<ReturnType<NonNullable<RenderInput['plannerItems']>>> : undefined,
        mapPoster: mapPoster ? () => mapPoster : undefined,
      })
      .then(
        // The state leaves as its JSON and tags (a string copies in one piece; the main thread would otherwise copy and walk the objects).
        (output) => port.postMessage({ type: 'done', render, ok: true, output: prepare(output) } satisfies ToPool),
        (error: unknown) => port.postMessage({ type: 'done', render, ok: false, error: error instanceof Error ? error.message : String(error) } satisfies ToPool),
      )
      .finally(() => renders.delete(render));
  });
  port.postMessage({ type: 'ready' } satisfies ToPool);
}

// The bundle's worker entry loads the client's server entry itself; from the sources, the pool's bootstrap does.
const { entryPath, bootstrapped } = workerData as { entryPath: string; bootstrapped?: boolean };
if (!bootstrapped) serveRenders((await import(pathToFileURL(entryPath).href)) as Entry);
