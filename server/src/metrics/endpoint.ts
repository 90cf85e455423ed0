import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { timingSafeEqual } from 'node:crypto';
import type { Config } from '../config';
import type { ObservedStore } from '../store/observed';
import type { Metrics } from './metrics';

/** How long the readiness check waits for the store's answer and the feeds' listening. */
const READY_TIMEOUT_MS = 2000;

/**
 * Whether this process should take traffic: the store answers, and the change feeds the response
 * cache follows are running (without them it would serve answers no change evicts). The reason
 * when not.
 */
export async function notReadyBecause(store: ObservedStore): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => (timer = setTimeout(() => resolve('the store did not answer in time'), READY_TIMEOUT_MS)));
  try {
    const pinged = store.ping().then(() => null, (error: unknown) => `the store cannot be reached (${error instanceof Error ? error.message : String(error)})`);
    const unreachable = await Promise.race([pinged, timeout]);
    if (unreachable) return unreachable;
  } finally {
    clearTimeout(timer);
  }
  return store.feedTrouble(READY_TIMEOUT_MS);
}

/** `GET /readyz`: 200 `{ status: 'ready' }`, or 503 with the reason. Never cached. */
export async function answerReadiness(store: ObservedStore, res: ServerResponse): Promise<void> {
  const reason = await notReadyBecause(store);
  res.statusCode = reason ? 503 : 200;
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(reason ? { status: 'not ready', reason, store: store.engine } : { status: 'ready', store: store.engine }));
}

async function answerMetrics(metrics: Metrics, res: ServerResponse): Promise<void> {
  const body = await metrics.registry.metrics();
  res.statusCode = 200;
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Type', metrics.registry.contentType);
  res.end(body);
}

/** Whether the request carries `Authorization: Bearer <token>` (compared in constant time). */
function carriesToken(req: IncomingMessage, token: string): boolean {
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  if (!match) return false;
  const given = Buffer.from(match[1]!);
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * On the site's own address: `/metrics` only with the configured bearer token, else the same 404
 * as any unknown path (whether metrics exist there is not told). Returns whether it answered.
 */
export function metricsOnSiteAddress(config: Config, metrics: Metrics) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') return false;
    const { token } = config.metrics;
    if (!token || !carriesToken(req, token)) return false;
    void answerMetrics(metrics, res).catch(() => {
      res.statusCode = 500;
      res.end();
    });
    return true;
  };
}

/**
 * The separate listener (`METRICS_LISTEN`): `/metrics` (and `/readyz`, `/healthz`'s sibling) for
 * the scraper only, on an address the operator keeps private (loopback, a private network).
 * A token, when configured, is asked here too.
 */
export async function startMetricsListener(config: Config, metrics: Metrics, store: ObservedStore): Promise<{ url: string; close(): Promise<void> } | null> {
  const listen = config.metrics.listen;
  if (!listen) return null;
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    const allowed = req.method === 'GET' && (!config.metrics.token || carriesToken(req, config.metrics.token));
    const answered = !allowed ? null : path === '/metrics' ? answerMetrics(metrics, res) : path === '/readyz' ? answerReadiness(store, res) : null;
    if (!answered) {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/plain');
      res.end('Not found');
      return;
    }
    answered.catch(() => {
      res.statusCode = 500;
      res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listen.port, listen.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const host = listen.host.includes(':') ? `[${listen.host}]` : listen.host;
  return {
    url: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
