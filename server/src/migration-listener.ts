import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MigrationProgress } from './store/sqlite/migrate-nedb';

/** A listener that only says "not yet": the port while the store migrates, before the site is built. */
export interface MigrationListener {
  port: number;
  url: string;
  close(): Promise<void>;
}

/**
 * Answers every request with 503 while the data folder is migrated (a long one runs for
 * minutes): `/healthz` with the progress as JSON, every other path with a short text, both with
 * `Retry-After`, so a load balancer or an operator sees a start under way instead of refused
 * connections. It stops just before the site listens on the same port.
 */
export async function listenWhileMigrating(port: number, host: string, progress: () => MigrationProgress): Promise<MigrationListener> {
  const server: Server = createServer((req, res) => {
    const body =
      req.url === '/healthz'
        ? JSON.stringify({ status: 'migrating', store: 'embedded', migration: progress() })
        : `Almanac is moving its data into its new database (${progress().percent}%); try again in a minute.\n`;
    res.writeHead(503, {
      'content-type': req.url === '/healthz' ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': '10',
      connection: 'close',
    });
    res.end(body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const bound = (server.address() as AddressInfo).port;
  return {
    port: bound,
    url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${bound}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
