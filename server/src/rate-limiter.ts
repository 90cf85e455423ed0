import { RateLimiterMemory, RateLimiterMongo, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Store } from './store/port';
import { countRefusals } from './metrics/store';

export interface LimiterOptions {
  /** Distinguishes the counters of one limit from another's in a shared store. */
  keyPrefix: string;
  points: number;
  /** Seconds each window lasts. */
  duration: number;
}

/**
 * A rate limiter whose counters live where the store lives: in MongoDB when the app runs on it
 * (several processes behind a proxy then share one budget per address and per user, as they
 * share sessions), in memory with the embedded store (one process). HTTP, WebSocket and any
 * other transport take their limiters from here, so every transport spends the same budget.
 * While MongoDB cannot be reached, an in-memory limiter stands in for it.
 */
export function createRateLimiter(store: Store, options: LimiterOptions): RateLimiterAbstract {
  const mongo = store.limiterBackend?.();
  const memory = new RateLimiterMemory({ keyPrefix: options.keyPrefix, points: options.points, duration: options.duration });
  // metrics hook: refusals counted by limiter (the key prefix).
  if (!mongo) return countRefusals(store, options.keyPrefix, memory);
  return countRefusals(store, options.keyPrefix, new RateLimiterMongo({
    storeClient: mongo.client,
    dbName: mongo.dbName,
    tableName: 'rate_limits',
    keyPrefix: options.keyPrefix,
    points: options.points,
    duration: options.duration,
    insuranceLimiter: memory,
  }));
}
