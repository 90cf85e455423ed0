import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/src/config';
import { createRateLimiter } from '../../server/src/rate-limiter';
import { routeKindOf } from '../../server/src/http/metrics';
import { createMetrics } from '../../server/src/metrics/metrics';
import { countRefusalsOn, storeMetrics } from '../../server/src/metrics/store';
import { EmbeddedStore } from '../../server/src/store/embedded';
import { observeStore } from '../../server/src/store/observed';
import type { StoredDocument } from '../../server/src/store/port';
import { metricValue } from '../support/metrics';
import { tempDir } from '../support/temp';

describe('the metrics settings', () => {
  it('are off unless set; METRICS_LISTEN is host:port, METRICS_TOKEN 16 characters or more', () => {
    expect(loadConfig({}).metrics).toEqual({ listen: null, token: null });
    expect(loadConfig({ METRICS_LISTEN: '127.0.0.1:9464', METRICS_TOKEN: 'a-token-of-16-chars' }).metrics).toEqual({ listen: { host: '127.0.0.1', port: 9464 }, token: 'a-token-of-16-chars' });
    expect(loadConfig({ METRICS_LISTEN: '[::1]:9464' }).metrics.listen).toEqual({ host: '::1', port: 9464 });
    expect(() => loadConfig({ METRICS_LISTEN: '9464' })).toThrow(ConfigError);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 16 characters/);
  });
});

describe('route kinds', () => {
  it('are a short fixed list read from the path alone', () => {
    expect(['/graphql', '/graphql/stream', '/readyz', '/auth/dev', '/assets/a.js', '/builds/x/card.png', '/sitemap.xml', '/builds/x', '/', '/account/export']
      .map(routeKindOf)).toEqual(['graphql', 'sse', 'health', 'auth', 'asset', 'card', 'sitemap', 'page', 'page', 'account']);
  });
});

describe('the store side of the metrics', () => {
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let embedded: EmbeddedStore;
  beforeEach(async () => {
    dir = await tempDir();
    embedded = await EmbeddedStore.open(dir.path);
  });
  afterEach(async () => {
    await embedded.close();
    await dir.remove();
  });

  it('times each operation by collection and engine, measures its change on the feed, and counts refusals by limiter', async () => {
    const metrics = createMetrics(embedded.engine);
    const parts = storeMetrics(metrics);
    const store = observeStore(embedded, { wrapCollection: parts.wrapCollection });
    countRefusalsOn(store, metrics);
    const stop = parts.followFeeds(store, []);
    const things = store.collection<StoredDocument & { n: number }>('things');
    expect(store.collection('things')).toBe(things);
    await things.insertOne({ _id: 'a', n: 1 });
    await things.find({});
    await expect(things.insertOne({ _id: 'a', n: 2 })).rejects.toThrow(/Duplicate key/);
    await expect.poll(async () => metricValue(await metrics.registry.metrics(), 'almanac_change_feed_lag_seconds_count', { collection: 'things' })).toBe(1);
    const limiter = createRateLimiter(store, { keyPrefix: 'requests', points: 1, duration: 60 });
    await limiter.consume('x');
    await expect(limiter.consume('x')).rejects.toMatchObject({ remainingPoints: 0 });
    const text = await metrics.registry.metrics();
    expect(metricValue(text, 'almanac_store_operation_duration_seconds_count', { collection: 'things', operation: 'insertOne', engine: 'embedded', outcome: 'ok' })).toBe(1);
    expect(metricValue(text, 'almanac_store_operation_duration_seconds_count', { collection: 'things', operation: 'insertOne', engine: 'embedded', outcome: 'error' })).toBe(1);
    expect(metricValue(text, 'almanac_store_operation_duration_seconds_count', { collection: 'things', operation: 'find', engine: 'embedded', outcome: 'ok' })).toBe(1);
    expect(metricValue(text, 'almanac_change_feed_events_total', { collection: 'things' })).toBe(1);
    expect(metricValue(text, 'almanac_rate_limit_refusals_total', { limiter: 'requests' })).toBe(1);
    expect(await store.feedTrouble(500)).toBeNull();
    stop();
  });

  it('says which change feed ended while still followed', async () => {
    const store = observeStore(embedded);
    store.collection('things');
    const stop = store.onAnyChange(() => undefined);
    expect(await store.feedTrouble(500)).toBeNull();
    await embedded.close();
    await expect.poll(() => store.feedTrouble(500)).toBe('the change feed of things ended');
    stop();
    expect(await store.feedTrouble(500)).toBeNull();
    embedded = await EmbeddedStore.open(dir.path);
  });
});
