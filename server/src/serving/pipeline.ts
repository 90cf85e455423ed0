import type { IncomingMessage, ServerResponse } from 'node:http';
import { classify } from './classify';

/*
 * How a request is served, in order (docs/architecture.md draws it; http/app.ts mounts the steps):
 *
 *  1. classify(req) (classify.ts), once: may it be signed in, may a page get the shared body. Every cache decision
 *     below reads it.
 *  2. Before Express, with FAST_PATHS on (fast-paths.ts):
 *     a. a GET of /graphql or of a page whose answer is in the response cache (http/cache/response-cache.ts) is
 *        answered from it: no session, no log line, no rate limit, no Apollo;
 *     b. a JSON POST to /graphql without credentials (a session cookie's session is loaded there) takes the lean path (lean-graphql.ts): the gate's request budget, the
 *        body read and checked, a known query executed directly, anything else handed to Apollo.
 *  3. Express: CORS, the response cache's middleware (misses marked, kept once answered), the page cache's hit path,
 *     the body size check, compression, helmet, the access log; the live transports (http/live: Server-Sent
 *     Events, loading their own session; WebSockets are upgrades, beside Express); the session where one can exist;
 *     /auth.
 *  4. /graphql: the gate's request budget (gate.ts), the JSON body, the depth look, then Apollo Server: the gate's
 *     validation, cost and mutation limit as plugins; the policy of the answer (policy.ts) from Apollo's hints;
 *     a public answer with its tags kept in the response cache.
 *  5. Pages: the page cache's key (the canonical address), the render gate (http/guards/render-gate.ts), the render
 *     (http/pages/render-page.ts: its operations through Apollo's executeOperation, the same gate), the page's
 *     policy (public only when every answer was) and its tags, kept under the same cache and evicted by the same
 *     store changes (each module's *.tags.ts).
 */

export interface PipelineSteps {
  /** 2a: answers a cached GET and returns true (null with FAST_PATHS off: Express's middleware answers it). */
  cachedAnswer: ((req: IncomingMessage, res: ServerResponse, fallback: () => void) => boolean) | null;
  /** 2b: the lean path, once Apollo has started (null before, and with FAST_PATHS off). */
  lean: () => ((req: IncomingMessage, res: ServerResponse) => boolean) | null | undefined;
  /** 3-5: Express. */
  express: (req: IncomingMessage, res: ServerResponse) => void;
}

/** The HTTP server's request listener: the steps above, in order. */
export function requestPipeline(steps: PipelineSteps): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    classify(req);
    if (steps.cachedAnswer?.(req, res, () => steps.express(req, res))) return;
    if (steps.lean()?.(req, res)) return;
    steps.express(req, res);
  };
}
