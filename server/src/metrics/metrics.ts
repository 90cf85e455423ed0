import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * Everything an operator watches on one process, in one prom-client registry of its own (tests run
 * several servers in one process; each keeps its own figures). Names and labels are the
 * documented ones (docs/operations.md, "Metrics"); label values come from short fixed lists
 * (route kinds, collection names, limiter names), never from addresses or ids.
 */
export function createMetrics(engine: string) {
  const registry = new Registry();
  // Process CPU, memory, handles, garbage collection, and the event loop's lag (`nodejs_eventloop_lag_*`).
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  // What the response cache holds, read at each scrape (set once the cache exists).
  const cacheSize = { read: () => 0 };
  // The render worker's heap, asked of it at each scrape (set once the render pool exists; null: no worker runs).
  const renderHeap: { read: () => Promise<Record<'heapUsed' | 'heapTotal' | 'external' | 'arrayBuffers' | 'limit', number> | null> } = { read: async () => null };
  const seconds = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
  return {
    registry,
    engine,
    requests: new Counter({ name: 'almanac_http_requests_total', help: 'Requests answered, by route kind and status', labelNames: ['route', 'status'], registers }),
    requestSeconds: new Histogram({
      name: 'almanac_http_request_duration_seconds',
      help: 'Time from a request arriving to its answer sent, by route kind',
      labelNames: ['route'],
      buckets: seconds,
      registers,
    }),
    aborted: new Counter({ name: 'almanac_http_requests_aborted_total', help: 'Requests the client left before the answer was sent, by route kind', labelNames: ['route'], registers }),
    cacheLookups: new Counter({
      name: 'almanac_response_cache_lookups_total',
      help: 'Anonymous reads the response cache could answer: result hit or miss, kind graphql or page',
      labelNames: ['kind', 'result'],
      registers,
    }),
    cacheEvictions: new Counter({
      name: 'almanac_response_cache_evictions_total',
      help: 'Entries (GraphQL answers and pages, one cache) forgotten because a change touched what they show',
      registers,
    }),
    cacheSize,
    cacheEntries: new Gauge({
      name: 'almanac_response_cache_entries',
      help: 'Entries the response cache holds now',
      registers,
      collect() {
        this.set(cacheSize.read());
      },
    }),
    renderHeap,
    renderHeapBytes: new Gauge({
      name: 'almanac_render_worker_heap_bytes',
      help: "The render worker thread's V8 heap: used, total (held), external, array buffers, and its limit (the process's RSS is in process_resident_memory_bytes)",
      labelNames: ['kind'],
      registers,
      async collect() {
        this.reset();
        const heap = await renderHeap.read();
        if (!heap) return;
        this.set({ kind: 'used' }, heap.heapUsed);
        this.set({ kind: 'total' }, heap.heapTotal);
        this.set({ kind: 'external' }, heap.external);
        this.set({ kind: 'array_buffers' }, heap.arrayBuffers);
        this.set({ kind: 'limit' }, heap.limit);
      },
    }),
    renders: new Counter({ name: 'almanac_renders_total', help: 'Server renders of pages: result rendered, failed, or refused (budget or queue)', labelNames: ['result'], registers }),
    renderSeconds: new Histogram({ name: 'almanac_render_duration_seconds', help: 'Time a server render took once out of its queue', buckets: seconds, registers }),
    renderRunning: new Gauge({ name: 'almanac_renders_running', help: 'Server renders running now', registers }),
    renderQueued: new Gauge({ name: 'almanac_renders_queued', help: 'Server renders waiting for their turn now', registers }),
    storeSeconds: new Histogram({
      name: 'almanac_store_operation_duration_seconds',
      help: 'Store operations by collection, operation, engine and outcome (ok or error)',
      labelNames: ['collection', 'operation', 'engine', 'outcome'],
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
      registers,
    }),
    feedLag: new Histogram({
      name: 'almanac_change_feed_lag_seconds',
      help: "Time from this process starting a write to its change arriving on this process's change feed, by collection",
      labelNames: ['collection'],
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    }),
    feedEvents: new Counter({ name: 'almanac_change_feed_events_total', help: 'Changes heard on the change feeds (from every process sharing the store), by collection', labelNames: ['collection'], registers }),
    feedReloads: new Counter({
      name: 'almanac_change_feed_reloads_total',
      help: 'Times a change feed lost its history (or its collection was dropped) and the views built on it re-read the store, by collection',
      labelNames: ['collection'],
      registers,
    }),
    connections: new Gauge({ name: 'almanac_live_connections', help: 'Open live-update connections, by transport (websocket, sse)', labelNames: ['transport'], registers }),
    refusals: new Counter({ name: 'almanac_rate_limit_refusals_total', help: 'Requests a rate limit refused, by limiter', labelNames: ['limiter'], registers }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
