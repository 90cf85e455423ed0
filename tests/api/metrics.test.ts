import { createClient as createSseClient } from 'graphql-sse';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, startTestServer, type TestServer } from '../support/app';
import { devSignIn } from '../support/auth';
import { collect, socketClient } from '../support/ws';
import { loseHistory } from '../../server/src/store/embedded';
import { metricValue, scrape } from '../support/metrics';
import { findMongo, uniqueDatabaseName, type MongoTarget } from '../support/mongodb';

/**
 * What an operator watches: /metrics is never public by default (404 on the site's address
 * without the configured token), is served on its own listener when asked, and its figures move
 * with the traffic the server takes; /readyz says whether the process should take traffic.
 */
const TOKEN = 'metrics-token-for-the-tests-0123456789';

// Each starts its own server, which takes longer than the project's 30 s on a busy machine.
describe('where /metrics is served', () => {
  it('by default nowhere: 404 on the site, with or without a token; /readyz is ready', { timeout: 120_000 }, async () => {
    const server = await startTestServer({ SEED_DEMO_DATA: 'false' });
    try {
      expect(server.metricsUrl).toBeNull();
      for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }] as Array<Record<string, string>>) {
        const response = await fetch(`${server.url}/metrics`, { headers });
        expect(response.status).toBe(404);
        expect(await response.text()).not.toContain('almanac_');
      }
      const ready = await fetch(`${server.url}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toMatchObject({ status: 'ready' });
    } finally {
      await server.stop();
    }
  });

  it('with METRICS_TOKEN: only to a request bearing that token', { timeout: 120_000 }, async () => {
    const server = await startTestServer({ SEED_DEMO_DATA: 'false', METRICS_TOKEN: TOKEN });
    try {
      expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
      expect((await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}x` } })).status).toBe(404);
      expect((await fetch(`${server.url}/metrics`, { headers: { authorization: TOKEN } })).status).toBe(404);
      const response = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/plain');
      expect(response.headers.get('cache-control')).toBe('no-store');
      const text = await response.text();
      for (const name of ['process_cpu_user_seconds_total', 'nodejs_eventloop_lag_seconds', 'almanac_http_requests_total', 'almanac_store_operation_duration_seconds_bucket']) {
        expect(text).toContain(name);
      }
    } finally {
      await server.stop();
    }
  });

  it('with METRICS_LISTEN: on that address only (the site answers 404), and rate-limit refusals are counted by limiter', { timeout: 120_000 }, async () => {
    // A budget of 20 requests a minute: sign-in steps get a tenth of it, 2.
    const server = await startTestServer({ SEED_DEMO_DATA: 'false', METRICS_LISTEN: '127.0.0.1:0', RATE_LIMIT_PER_MINUTE: '20' });
    try {
      expect(server.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(server.metricsUrl).not.toBe(server.url);
      expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
      expect((await fetch(`${server.metricsUrl}/`)).status).toBe(404);
      expect((await fetch(`${server.metricsUrl}/readyz`)).status).toBe(200);
      const before = await scrape(`${server.metricsUrl}/metrics`);
      expect(metricValue(before, 'almanac_rate_limit_refusals_total', { limiter: 'sign-in-steps' })).toBe(0);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const response = await fetch(`${server.url}/auth/dev`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: `refused${i}` }) });
        await response.arrayBuffer();
        statuses.push(response.status);
      }
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
      const after = await scrape(`${server.metricsUrl}/metrics`);
      expect(metricValue(after, 'almanac_rate_limit_refusals_total', { limiter: 'sign-in-steps' })).toBe(statuses.filter((status) => status === 429).length);
      expect(metricValue(after, 'almanac_http_requests_total', { route: 'auth', status: '429' })).toBe(statuses.filter((status) => status === 429).length);
    } finally {
      await server.stop();
    }
  });
});

describe('the figures move with the traffic', () => {
  let server: TestServer;
  const read = () => scrape(`${server.url}/metrics`, TOKEN);
  beforeAll(async () => {
    server = await startTestServer({ SEED_DEMO_DATA: 'false', METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('requests by route kind and status, with their latency', async () => {
    const before = await read();
    for (let i = 0; i < 3; i += 1) expect((await graphql(server.url, '{ __typename }')).status).toBe(200);
    expect((await fetch(`${server.url}/robots.txt`)).status).toBe(200);
    const after = await read();
    expect(metricValue(after, 'almanac_http_requests_total', { route: 'graphql', status: '200' }) - metricValue(before, 'almanac_http_requests_total', { route: 'graphql', status: '200' })).toBe(3);
    expect(metricValue(after, 'almanac_http_requests_total', { route: 'sitemap', status: '200' }) - metricValue(before, 'almanac_http_requests_total', { route: 'sitemap', status: '200' })).toBe(1);
    expect(metricValue(after, 'almanac_http_request_duration_seconds_count', { route: 'graphql' }) - metricValue(before, 'almanac_http_request_duration_seconds_count', { route: 'graphql' })).toBe(3);
  });

  it('page and GraphQL cache hits and misses, server renders, store operations, change feeds and evictions', async () => {
    const before = await read();
    const owner = await devSignIn(server.url, 'watched');
    const id = (await graphql(server.url, `mutation { createBuild(input: { name: "Watched" }) { id } }`, {}, { cookie: owner })).data!.createBuild.id as string;
    await graphql(server.url, `mutation($id: ID!) { publishBuild(id: $id) { id } }`, { id }, { cookie: owner });
    const params = new URLSearchParams({ query: `query { publicBuilds(first: 50) { edges { node { id name } } } }` });
    // An anonymous GET as a tool sends it (the query in the URL, with the CSRF header): what the response cache keeps.
    const get = () => fetch(`${server.url}/graphql?${params}`, { headers: { accept: 'application/json', 'apollo-require-preflight': 'true' } });
    // The first answers may not be kept (the publish's change can reach the cache while they are computed): asked until one is.
    const cacheOf = async (response: Promise<Response>) => {
      const answer = await response;
      await answer.arrayBuffer();
      return answer.headers.get('x-cache');
    };
    expect(await cacheOf(get())).toBe('miss');
    await expect.poll(() => cacheOf(get()), { timeout: 5000 }).toBe('hit');
    const page = () => fetch(`${server.url}/builds/${id}`, { headers: { accept: 'text/html' } });
    expect(await cacheOf(page())).toBeNull();
    await expect.poll(() => cacheOf(page()), { timeout: 5000 }).toBe('hit');
    const middle = await read();
    const delta = (after: string, name: string, labels: Record<string, string> = {}) => metricValue(after, name, labels) - metricValue(before, name, labels);
    expect(delta(middle, 'almanac_response_cache_lookups_total', { kind: 'graphql', result: 'miss' })).toBeGreaterThanOrEqual(1);
    expect(delta(middle, 'almanac_response_cache_lookups_total', { kind: 'graphql', result: 'hit' })).toBe(1);
    expect(delta(middle, 'almanac_response_cache_lookups_total', { kind: 'page', result: 'miss' })).toBeGreaterThanOrEqual(1);
    expect(delta(middle, 'almanac_response_cache_lookups_total', { kind: 'page', result: 'hit' })).toBe(1);
    expect(delta(middle, 'almanac_renders_total', { result: 'rendered' })).toBeGreaterThanOrEqual(1);
    expect(delta(middle, 'almanac_render_duration_seconds_count')).toBeGreaterThanOrEqual(1);
    expect(metricValue(middle, 'almanac_response_cache_entries')).toBeGreaterThanOrEqual(2);
    // The render worker's heap, asked of it at the scrape, under its own limit (RENDER_WORKER_LIMITS: 160 + 48 MB).
    const workerHeap = (kind: string) => metricValue(middle, 'almanac_render_worker_heap_bytes', { kind });
    expect(workerHeap('used')).toBeGreaterThan(0);
    expect(workerHeap('total')).toBeGreaterThanOrEqual(workerHeap('used'));
    expect(workerHeap('limit')).toBeGreaterThan(workerHeap('total'));
    expect(workerHeap('limit')).toBeLessThan(300 * 1048576);
    expect(delta(middle, 'almanac_store_operation_duration_seconds_count', { collection: 'builds', operation: 'insertOne', engine: 'embedded', outcome: 'ok' })).toBe(1);
    expect(delta(middle, 'almanac_change_feed_events_total', { collection: 'builds' })).toBeGreaterThanOrEqual(2);
    expect(delta(middle, 'almanac_change_feed_lag_seconds_count', { collection: 'builds' })).toBeGreaterThanOrEqual(1);

    // A rename evicts the cached answer and page that show the build.
    await graphql(server.url, `mutation($id: ID!) { updateBuild(id: $id, input: { name: "Renamed" }) { id } }`, { id }, { cookie: owner });
    await expect.poll(async () => delta(await read(), 'almanac_response_cache_evictions_total'), { timeout: 5000 }).toBeGreaterThanOrEqual(2);
    expect((await get()).headers.get('x-cache')).toBe('miss');

    // Lost change history: the views re-read, and the reload is counted.
    await loseHistory(server.store, 'builds');
    await expect.poll(async () => delta(await read(), 'almanac_change_feed_reloads_total', { collection: 'builds' }), { timeout: 5000 }).toBe(1);
  });

  it('open WebSocket and Server-Sent Events connections', async () => {
    const gauge = async (transport: string) => metricValue(await read(), 'almanac_live_connections', { transport });
    expect(await gauge('websocket')).toBe(0);
    const socket = socketClient(server.url);
    const stream = collect(socket, `subscription { newsChanged { id } }`);
    await expect.poll(() => gauge('websocket'), { timeout: 5000 }).toBe(1);
    stream.dispose();
    await socket.dispose();
    await expect.poll(() => gauge('websocket'), { timeout: 5000 }).toBe(0);

    const sse = createSseClient({ url: `${server.url}/graphql/stream`, retryAttempts: 0 });
    const owner = await devSignIn(server.url, 'streams');
    const id = (await graphql(server.url, `mutation { createBuild(input: { name: "Streamed" }) { id } }`, {}, { cookie: owner })).data!.createBuild.id as string;
    const events = collect(sse as unknown as Client, `subscription($id: ID!) { buildChanged(id: $id) { id } }`, { id });
    await expect.poll(() => gauge('sse'), { timeout: 5000 }).toBe(1);
    events.dispose();
    sse.dispose();
    await expect.poll(() => gauge('sse'), { timeout: 5000 }).toBe(0);
  });
});

describe('/readyz when the store is gone', () => {
  let mongo: MongoTarget;
  beforeAll(async () => {
    mongo = await findMongo();
  });
  afterAll(async () => {
    await mongo?.stop();
  });

  // Starting on MongoDB (its indexes, the game data) takes longer than the project's 30 s on a busy machine.
  it('503 with the reason while MongoDB does not answer, ready again once it does (needs the test double\'s fault hooks; with MONGODB_URI it says so and checks readiness only)', { timeout: 180_000 }, async () => {
    const server = await startTestServer({ SEED_DEMO_DATA: 'false', MONGODB_URI: mongo.uri, MONGODB_DB: uniqueDatabaseName() });
    try {
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
      if (!mongo.double) {
        console.info('Not run: the outage is made with the MongoDB wire-protocol test double\'s fault hooks, and MONGODB_URI names a real server');
        return;
      }
      // Every answer held 5 s: longer than the readiness check waits.
      mongo.double.faults.delayReplies(5000);
      const refused = await fetch(`${server.url}/readyz`);
      const reason = (await refused.json()) as { status: string; reason: string };
      mongo.double.faults.delayReplies(0);
      expect(refused.status).toBe(503);
      expect(reason).toMatchObject({ status: 'not ready', reason: expect.stringContaining('store') });
      await expect.poll(async () => (await fetch(`${server.url}/readyz`)).status, { timeout: 15_000, interval: 500 }).toBe(200);
    } finally {
      mongo.double?.faults.delayReplies(0);
      await server.stop();
    }
  });
});
