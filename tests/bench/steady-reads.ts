import { performance } from 'node:perf_hooks';

/**
 * Public reads arriving at a steady rate whatever the server's answer time (an open loop, as real traffic does): a
 * closed loop of readers each asking again the moment it is answered measures the server's saturation, not what
 * some other work costs the visitors. A third each: a GraphQL GET of the newest public builds, a build page (one of
 * `pages`), a GraphQL POST of one build.
 */
export interface SteadyReads {
  /** Each read's start, time and kind, in order of answer. */
  readonly reads: ReadonlyArray<readonly [at: number, ms: number, kind: ReadKind]>;
  /** Build pages read: start, and the page cache's `X-Cache` (`hit`, `stale` while it is drawn again, `miss`; `none` without one). */
  readonly pageReads: ReadonlyArray<readonly [at: number, cache: string]>;
  readonly failures: readonly string[];
  /** Stops sending and resolves when the last read is answered. */
  stop(): Promise<void>;
}

export type ReadKind = 'graphql GET' | 'build page' | 'graphql POST';
const KINDS: readonly ReadKind[] = ['graphql GET', 'build page', 'graphql POST'];

export interface SteadyReadOptions {
  url: string;
  perSecond: number;
  /** The build pages read, by id. */
  pages: readonly string[];
  /** Builds read by id through the POST. */
  builds: readonly string[];
  /** More reads waiting than this count as failed instead of being sent. */
  maxInFlight?: number;
}

export function startSteadyReads({ url, perSecond, pages, builds, maxInFlight = 200 }: SteadyReadOptions): SteadyReads {
  const reads: Array<[number, number, ReadKind]> = [];
  const pageReads: Array<[number, string]> = [];
  const failures: string[] = [];
  const read = async (i: number) => {
    const started = performance.now();
    const kind = i % 3;
    try {
      const response =
        kind === 0
          ? await fetch(`${url}/graphql?query=${encodeURIComponent('{ publicBuilds(first: 20, sort: NEWEST) { edges { node { id name ownerUsername } } } }')}`, { headers: { 'apollo-require-preflight': 'true' } })
          : kind === 1
            ? await fetch(`${url}/builds/${pages[i % pages.length]}`, { headers: { accept: 'text/html' } })
            : await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: 'query($id: ID!) { build(id: $id) { id name likeCount commentCount } }', variables: { id: builds[i % builds.length] } }) });
      await response.arrayBuffer();
      if (!response.ok) failures.push(`HTTP ${response.status}`);
      if (kind === 1) pageReads.push([started, response.headers.get('x-cache') ?? 'none']);
    } catch (error) {
      // A read the server dropped is a failed read a visitor would see, not the end of the bench.
      failures.push(String((error as { cause?: { code?: string } }).cause?.code ?? error));
    }
    reads.push([started, performance.now() - started, KINDS[kind]!]);
  };
  const stop = openLoop(perSecond, maxInFlight, read, failures);
  return { reads, pageReads, failures, stop };
}

/**
 * Calls `read(i)` for i = 0, 1, ... `perSecond` times a second, each on time whatever the earlier ones take (more than
 * `maxInFlight` waiting count as failed instead of being sent). Returns the stop: no more are sent, and it resolves when
 * the last sent is done.
 */
export function openLoop(perSecond: number, maxInFlight: number, read: (i: number) => Promise<void>, failures: string[]): () => Promise<void> {
  let sending = true;
  const inFlight = new Set<Promise<void>>();
  const loop = (async () => {
    for (let i = 0, next = performance.now(); sending; i += 1) {
      if (inFlight.size < maxInFlight) {
        const pending: Promise<void> = read(i).finally(() => inFlight.delete(pending));
        inFlight.add(pending);
      } else failures.push(`more than ${maxInFlight} reads waiting`);
      next += 1000 / perSecond;
      await new Promise((r) => setTimeout(r, Math.max(0, next - performance.now())));
    }
    await Promise.all(inFlight);
  })();
  return async () => {
    sending = false;
    await loop;
  };
}

/**
 * Reads a rendered page as a browser asks for it and records its time to first byte (request to the answer's headers,
 * as a browser's responseStart counts it) in `times`, or why it failed in `failures`; the body is read to the end.
 */
export async function readFirstByte(address: string, times: number[], failures: string[]): Promise<void> {
  const started = performance.now();
  try {
    const response = await fetch(address, { headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' } });
    const firstByte = performance.now() - started;
    await response.arrayBuffer();
    if (response.ok) times.push(firstByte);
    else failures.push(`HTTP ${response.status}`);
  } catch (error) {
    failures.push(String((error as { cause?: { code?: string } }).cause?.code ?? error));
  }
}

export const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;

/** The reads (of one kind, or all) that began in [from, to): how many, p50 and p99 in ms. */
export function readFigures(reads: SteadyReads['reads'], from: number, to: number, only?: ReadKind): { count: number; p50: number; p99: number } {
  const times = reads.filter(([at, , kind]) => at >= from && at < to && (!only || kind === only)).map(([, ms]) => ms).sort((a, b) => a - b);
  return { count: times.length, p50: percentile(times, 50), p99: percentile(times, 99) };
}

/** p50 / p99 of each kind of read that began in [from, to), as one line. */
export function readFiguresByKind(reads: SteadyReads['reads'], from: number, to: number): string {
  return KINDS.map((kind) => {
    const { p50, p99 } = readFigures(reads, from, to, kind);
    return `${kind} ${p50.toFixed(0)}/${p99.toFixed(0)} ms`;
  }).join(', ');
}
