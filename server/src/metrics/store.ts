import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { ObservedStore } from '../store/observed';
import type { Collection, Filter, StoredDocument } from '../store/port';
import type { Metrics } from './metrics';

/** The operations timed: every one that asks the store something (`watch` opens a feed, it is not one). */
const TIMED = new Set(['find', 'findOne', 'count', 'insertOne', 'updateOne', 'findOneAndUpdate', 'deleteOne', 'deleteMany', 'createIndex']);
/** Writes whose change this process waits for on its feed (for the lag), at most this many at once. */
const PENDING_LIMIT = 1000;

/**
 * What the metrics need from the store: each collection's operations timed (`observeStore`'s
 * `wrapCollection`), and the lag of the changes this process makes, measured from the write's
 * start to its arrival on the change feed (the part of the lag a process can measure by itself).
 */
export function storeMetrics(metrics: Metrics) {
  const pending = new Map<string, number>();
  const expect = (collection: string, id: unknown) => {
    if (typeof id !== 'string') return null;
    const key = `${collection}\u0000${id}`;
    if (pending.size >= PENDING_LIMIT) pending.delete(pending.keys().next().value!);
    pending.set(key, performance.now());
    return key;
  };
  const idOf = (filter: unknown): unknown => (filter && typeof filter === 'object' ? (filter as Filter)._id : undefined);

  const wrapCollection = <T extends StoredDocument>(name: string, collection: Collection<T>): Collection<T> =>
    new Proxy(collection, {
      get(target, property) {
        const value: unknown = Reflect.get(target, property, target);
        if (typeof value !== 'function') return value;
        if (typeof property !== 'string' || !TIMED.has(property)) return (value as (...args: unknown[]) => unknown).bind(target);
        return async (...args: unknown[]) => {
          const first = args[0] as Record<string, unknown> | undefined;
          const waiting = property === 'insertOne' ? expect(name, first?._id) : property === 'updateOne' || property === 'deleteOne' || property === 'findOneAndUpdate' ? expect(name, idOf(first)) : null;
          const end = metrics.storeSeconds.startTimer({ collection: name, operation: property, engine: metrics.engine });
          try {
            const result: unknown = await (value as (...args: unknown[]) => Promise<unknown>).apply(target, args);
            end({ outcome: 'ok' });
            return result;
          } catch (error) {
            end({ outcome: 'error' });
            if (waiting) pending.delete(waiting);
            throw error;
          }
        };
      },
    });

  /** Follows the store's change feeds for the lag, the events and the reloads; returns a function that stops. */
  const followFeeds = (store: ObservedStore, exclude: readonly string[]) =>
    store.onAnyChange(
      (event) => {
        if (event.type === 'reload') {
          metrics.feedReloads.inc({ collection: event.collection });
          return;
        }
        metrics.feedEvents.inc({ collection: event.collection });
        const key = `${event.collection}\u0000${event.id}`;
        const started = pending.get(key);
        if (started === undefined) return;
        pending.delete(key);
        metrics.feedLag.observe({ collection: event.collection }, (performance.now() - started) / 1000);
      },
      { exclude },
    );

  return { wrapCollection, followFeeds };
}

/** The metrics of the store each rate limiter is built on (the observed store `main.ts` makes), so a limiter counts its refusals. */
const metricsOfStores = new WeakMap<object, Metrics>();

export function countRefusalsOn(store: object, metrics: Metrics): void {
  metricsOfStores.set(store, metrics);
}

/**
 * The limiter, counting its refusals under `limiter` when its store has metrics. A refusal is
 * `consume` rejecting with the limiter's answer (not an Error: an Error is the store failing).
 */
export function countRefusals(store: object, limiter: string, rateLimiter: RateLimiterAbstract): RateLimiterAbstract {
  const metrics = metricsOfStores.get(store);
  if (!metrics) return rateLimiter;
  const consume = rateLimiter.consume.bind(rateLimiter);
  rateLimiter.consume = async (...args: Parameters<RateLimiterAbstract['consume']>) => {
    try {
      return await consume(...args);
    } catch (rejection) {
      if (!(rejection instanceof Error)) metrics.refusals.inc({ limiter });
      throw rejection;
    }
  };
  return rateLimiter;
}
