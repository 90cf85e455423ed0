import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { refuseUpgrade, upgradesOf } from '../../server/src/http/live/upgrades';

/** The first line of the server's answer to an upgrade of `path` (with `protocol` as its subprotocol), or a note that none came. */
async function answerTo(server: Server, path: string, protocol?: string): Promise<string> {
  const { port } = server.address() as AddressInfo;
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  const asked = protocol ? `Sec-WebSocket-Protocol: ${protocol}\r\n` : '';
  socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n${asked}\r\n`);
  let bound: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      once(socket, 'data').then(([chunk]) => String(chunk).split('\r\n')[0] ?? ''),
      new Promise<string>((resolve) => (bound = setTimeout(() => resolve('no answer within 3 s'), 3000))),
    ]);
  } finally {
    clearTimeout(bound);
    socket.destroy();
  }
}

let server: Server | undefined;
afterEach(async () => {
  server?.close();
  server = undefined;
});

async function listening(): Promise<Server> {
  server = createServer((_req, res) => res.end());
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return server;
}

describe('the upgrade dispatcher (one upgrade listener a server)', () => {
  it('gives an upgrade to the handler of its path, and refuses any other path with 404', async () => {
    const http = await listening();
    upgradesOf(http).route('/graphql', (_request, socket) => refuseUpgrade(socket, 418, 'Taken by the GraphQL handler'));
    expect(await answerTo(http, '/graphql?x=1')).toBe('HTTP/1.1 418 Taken by the GraphQL handler');
    expect(await answerTo(http, '/elsewhere')).toBe('HTTP/1.1 404 Not found');
    expect(http.listenerCount('upgrade')).toBe(1);
  });

  it('lets watchers see every upgrade, answered or refused, before it is answered', async () => {
    const http = await listening();
    const seen: string[] = [];
    upgradesOf(http).watch((request) => seen.push(String(request.url)));
    upgradesOf(http).route('/graphql', (_request, socket) => refuseUpgrade(socket, 418, 'Taken'));
    await answerTo(http, '/graphql');
    await answerTo(http, '/nowhere');
    expect(seen).toEqual(['/graphql', '/nowhere']);
  });

  it("hands development's hot-reload upgrades to Vite only when Vite listens, and only its own subprotocols", async () => {
    const http = await listening();
    const dispatcher = upgradesOf(http);
    // Without Vite (production), a hot-reload upgrade is refused like any other.
    expect(await answerTo(http, '/', 'vite-hmr')).toBe('HTTP/1.1 404 Not found');
    dispatcher.devHotReload.on('upgrade', (_request, socket) => refuseUpgrade(socket, 418, 'Taken by Vite'));
    expect(await answerTo(http, '/', 'vite-hmr')).toBe('HTTP/1.1 418 Taken by Vite');
    expect(await answerTo(http, '/', 'vite-ping')).toBe('HTTP/1.1 418 Taken by Vite');
    // Vite leaves any other upgrade unanswered: it never reaches Vite.
    expect(await answerTo(http, '/', 'graphql-transport-ws')).toBe('HTTP/1.1 404 Not found');
  });

  it('refuses a second handler for the same path (two would race for one socket)', async () => {
    const http = await listening();
    upgradesOf(http).route('/graphql', () => undefined);
    expect(() => upgradesOf(http).route('/graphql', () => undefined)).toThrow('already have a handler');
  });
});
