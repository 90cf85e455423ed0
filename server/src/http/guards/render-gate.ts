import pLimit from 'p-limit';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';

/**
 * A render costs 30-500 ms (its page drawn in the render thread, render-pool.ts; its operations and its answer on the
 * main thread), where a cached page or a GraphQL read costs a millisecond or two: renders pass through here, so one
 * address cannot crowd out everyone else's reads.
 *
 * - Each address has a budget of render time (`RENDER_MS_PER_MINUTE`, in milliseconds): a render takes
 *   `RENDER_ADVANCE_MS` of it when it starts, and the rest of its measured time (from leaving the queue to the page,
 *   wall time) when it ends; a short one gives back what it did not use. A render costs what it took, not one request.
 * - At most `RENDER_CONCURRENCY` renders run at once (the render thread is one thread: more would only interleave), at most
 *   `RENDER_QUEUE` wait, and one address has at most `RENDER_PER_ADDRESS` running or waiting: one address never
 *   fills the queue for the others.
 *
 * A render refused (over the budget, the queue full, or the address's share taken) is not run: the page is sent
 * unrendered and the browser draws it, as it would with its script (`null` here).
 */
export const RENDER_CONCURRENCY = 1;
export const RENDER_QUEUE = 32;
export const RENDER_PER_ADDRESS = 4;
/** What a render takes from the budget before it is measured: a typical page's time, so parallel renders cannot all start on an almost spent budget. */
export const RENDER_ADVANCE_MS = 100;

export type RenderGate = <T>(address: string, render: () => Promise<T>) => Promise<T | null>;

export function createRenderGate(budget: RateLimiterAbstract): RenderGate {
  const limit = pLimit(RENDER_CONCURRENCY);
  // A budget smaller than the advance (a test's) still lets its first render start.
  const advance = Math.min(RENDER_ADVANCE_MS, budget.points);
  const taken = new Map<string, number>();
  return async (address, render) => {
    if (limit.activeCount + limit.pendingCount >= RENDER_CONCURRENCY + RENDER_QUEUE) return null;
    if ((taken.get(address) ?? 0) >= RENDER_PER_ADDRESS) return null;
    taken.set(address, (taken.get(address) ?? 0) + 1);
    try {
      try {
        await budget.consume(address, advance);
      } catch (rejection) {
        if (rejection instanceof Error) throw rejection;
        return null;
      }
      return await limit(async () => {
        const started = performance.now();
        try {
          return await render();
        } finally {
          const spent = Math.round(performance.now() - started) - advance;
          // Counted even when it passes the budget (penalty does not refuse): the next render waits for it.
          const settled = spent >= 0 ? budget.penalty(address, spent) : budget.reward(address, -spent);
          settled.catch(() => undefined);
        }
      });
    } finally {
      const left = (taken.get(address) ?? 1) - 1;
      if (left === 0) taken.delete(address);
      else taken.set(address, left);
    }
  };
}
