import { EventEmitter } from 'node:events';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';

/** Takes an upgrade request whose path it was registered for; it must answer or end the socket. */
export type UpgradeHandler = (request: IncomingMessage, socket: Duplex, head: Buffer) => void;
/** Sees every upgrade before it is handed on (to count it); answers none. */
export type UpgradeWatcher = (request: IncomingMessage, socket: Duplex) => void;

/**
 * The one place a server's WebSocket upgrades are answered. Node hands an upgrade to its
 * `upgrade` listeners and never times it out, so an upgrade nobody takes would stay open for
 * good, uncounted: here every upgrade is watched, then given to the handler of its path, or to
 * Vite's hot reload in development (its own subprotocols only), or refused with 404.
 */
export interface UpgradeDispatcher {
  /** Answers upgrades to `path` with `handler` (one handler a path). */
  route(path: string, handler: UpgradeHandler): void;
  /** Calls `watcher` for every upgrade, before it is answered. */
  watch(watcher: UpgradeWatcher): void;
  /**
   * What Vite's development server is given as the server of its hot-reload socket: it only
   * listens to `upgrade` on it, and receives the upgrades that ask for its subprotocols.
   */
  readonly devHotReload: EventEmitter;
}

/** Vite's hot reload and its liveness ping, the only upgrades handed to it. */
const HOT_RELOAD_PROTOCOLS = new Set(['vite-hmr', 'vite-ping']);

const dispatchers = new WeakMap<Server, UpgradeDispatcher>();

const pathOf = (url: string | undefined) => new URL(url ?? '/', 'http://localhost').pathname;

/** Ends an upgrade with a plain HTTP answer (the socket speaks HTTP until it is upgraded). */
export function refuseUpgrade(socket: Duplex, status: number, reason: string, retryAfterSeconds?: number): void {
  const retryAfter = retryAfterSeconds === undefined ? '' : `Retry-After: ${retryAfterSeconds}\r\n`;
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\n${retryAfter}Content-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(reason)}\r\n\r\n${reason}`);
}

/** The server's dispatcher, made (and made its only `upgrade` listener) on first use. */
export function upgradesOf(server: Server): UpgradeDispatcher {
  const existing = dispatchers.get(server);
  if (existing) return existing;
  const handlers = new Map<string, UpgradeHandler>();
  const watchers: UpgradeWatcher[] = [];
  const devHotReload = new EventEmitter();
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    for (const watcher of watchers) watcher(request, socket);
    const handler = handlers.get(pathOf(request.url));
    if (handler) return handler(request, socket, head);
    if (HOT_RELOAD_PROTOCOLS.has(String(request.headers['sec-websocket-protocol'])) && devHotReload.listenerCount('upgrade') > 0) {
      devHotReload.emit('upgrade', request, socket, head);
      return;
    }
    refuseUpgrade(socket, 404, 'Not found');
  });
  const dispatcher: UpgradeDispatcher = {
    route(path, handler) {
      if (handlers.has(path)) throw new Error(`Upgrades to ${path} already have a handler`);
      handlers.set(path, handler);
    },
    watch(watcher) {
      watchers.push(watcher);
    },
    devHotReload,
  };
  dispatchers.set(server, dispatcher);
  return dispatcher;
}
