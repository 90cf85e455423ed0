import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { keepAliveState, pingRound } from '../../server/src/http/live/websocket';

/** The keep-alive (one timer for every socket instead of graphql-ws's timers per socket), on real sockets over loopback. */
describe('socket keep-alive', () => {
  const open: Array<{ close(): void }> = [];
  afterEach(() => {
    for (const thing of open.splice(0)) thing.close();
  });

  async function serverWithClients(autoPongs: boolean[]) {
    const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    open.push(server);
    await once(server, 'listening');
    const { answered, awaitingPong } = keepAliveState();
    const accepted: WebSocket[] = [];
    server.on('connection', (ws) => {
      ws.on('pong', answered);
      ws.once('close', answered);
      accepted.push(ws);
    });
    const clients = [];
    for (const autoPong of autoPongs) {
      const client = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`, { autoPong });
      open.push(client);
      await once(client, 'open');
      clients.push(client);
    }
    while (accepted.length < autoPongs.length) await new Promise((resolve) => setTimeout(resolve, 5));
    return { server, clients, accepted, awaitingPong };
  }

  it('ends a socket that does not answer a ping by the next round and keeps one that does', async () => {
    const { server, clients, accepted, awaitingPong } = await serverWithClients([true, false]);
    const [answering, silent] = clients as [WebSocket, WebSocket];
    const silentPinged = once(silent, 'ping');
    const pong = once(accepted[0]!, 'pong');
    pingRound(server.clients, awaitingPong);
    await Promise.all([silentPinged, pong]);
    expect(awaitingPong.has(accepted[0]!)).toBe(false);
    expect(awaitingPong.has(accepted[1]!)).toBe(true);

    const silentClosed = once(silent, 'close');
    pingRound(server.clients, awaitingPong);
    await silentClosed;
    expect(answering.readyState).toBe(WebSocket.OPEN);
    expect(accepted[1]!.readyState).toBe(WebSocket.CLOSED);
    // The ended socket left the state on its close; the answering one was pinged again.
    await once(accepted[0]!, 'pong');
    expect(awaitingPong.size).toBe(0);
  });

  it('forgets a socket that closes while its ping is unanswered', async () => {
    const { server, clients, accepted, awaitingPong } = await serverWithClients([false]);
    const pinged = once(clients[0]!, 'ping');
    pingRound(server.clients, awaitingPong);
    await pinged;
    expect(awaitingPong.size).toBe(1);
    const closed = once(accepted[0]!, 'close');
    clients[0]!.close();
    await closed;
    expect(awaitingPong.size).toBe(0);
  });
});
