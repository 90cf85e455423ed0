import type { IncomingMessage } from 'node:http';
import type { Request } from 'express';
import pLimit from 'p-limit';
import type { Logger } from '../../logger';
import type { ResponseCache } from '../cache/response-cache';

/** Renewals waiting at most; past it a stale page is not drawn again early (it is dropped when too old, then drawn on the next visit). */
const MAX_WAITING_RENEWALS = 64;

/**
 * Draws kept pages again in the background (the cache's renewer, response-cache.ts): a page whose own count moved (a
 * like given or taken back) is served as it was to whoever asks while `renew` draws it again here, one page at a time,
 * so no visitor waits for a render that only moves a number. A removal never comes here: its pages are evicted at
 * once. One renewal serves both copies of a page (as it is, and marked "session pending": client-pages.ts).
 */
export function renewPagesInBackground(cache: ResponseCache, renew: (req: Request) => Promise<void>, logger: Logger): void {
  const one = pLimit(1);
  const queued = new Set<string>();
  cache.renewer = (key: string, req: IncomingMessage) => {
    const page = key.startsWith('pending ') ? key.slice('pending '.length) : key;
    if (queued.has(page) || queued.size >= MAX_WAITING_RENEWALS) return;
    queued.add(page);
    void one(() => renew(req as Request))
      .catch((error: unknown) => logger.warn({ err: error, url: req.url }, 'Drawing a kept page again failed; it is drawn on a later visit'))
      .finally(() => queued.delete(page));
  };
}
