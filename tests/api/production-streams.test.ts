import { once } from 'node:events';
import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startProductionApp, type ProductionApp } from '../support/production-app';

/**
 * Open Server-Sent Events streams per client address, on the production server process behind a
 * TLS proxy (the address is the one the proxy names): capped at SOCKETS_PER_ADDRESS (its default,
 * 50) as WebSockets are, the next one refused as a WebSocket upgrade is (429, the same message and
 * Retry-After), other addresses unaffected, and a closed stream gives its place back.
 */
let production: ProductionApp;
const CAP = 50;
const SUBSCRIPTION = JSON.stringify({ query: 'subscription { topBuildsChanged { id } }' });
const REFUSAL = `Too many open connections from one address (at most ${CAP}).`;

beforeAll(async () => {
  // Empty: the configuration's default, not the test servers' own high limit.
  production = await startProductionApp({ SOCKETS_PER_ADDRESS: '' });
}, 120_000);
afterAll(async () => production?.stop());

interface Stream {
  status: number;
  retryAfter: string | null;
  /** The refusal's JSON (empty for an open stream). */
  body: string;
  close(): void;
}

async function openStream(address: string): Promise<Stream> {
  const controller = new AbortController();
  const response = await fetch(`${production.app.url}/graphql/stream`, {
    method: 'POST',
    headers: { ...production.headers(address), 'content-type': 'application/json', accept: 'text/event-stream' },
    body: SUBSCRIPTION,
    signal: controller.signal,
  });
  const streaming = response.headers.get('content-type')?.startsWith('text/event-stream') ?? false;
  // An open stream is read on in the background until it is closed; a refusal is read now.
  if (streaming) response.body!.pipeTo(new WritableStream()).catch(() => undefined);
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: streaming ? '' : await response.text(), close: () => controller.abort() };
}

/** Opens a graphql-ws socket (initialised, so the server keeps it), or resolves with the refused upgrade. */
async function openSocket(address: string): Promise<{ socket: WebSocket | null; status: number; retryAfter: string | null; body: string }> {
  const socket = new WebSocket(`${production.app.url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', { headers: production.headers(address) });
  return new Promise((resolve, reject) => {
    socket.once('open', () => {
      socket.send(JSON.stringify({ type: 'connection_init' }));
      socket.once('message', () => resolve({ socket, status: 101, retryAfter: null, body: '' }));
    });
    socket.once('unexpected-response', (_request, response: IncomingMessage) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += String(chunk)));
      response.on('end', () => resolve({ socket: null, status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'] ?? null, body }));
    });
    socket.once('error', reject);
  });
}

describe('SSE streams per address in production', () => {
  it(`holds ${CAP} open streams from one address, refuses the next as a WebSocket is refused, and a closed stream frees its place`, async () => {
    const address = '203.0.113.50';
    const streams: Stream[] = [];
    const sockets: WebSocket[] = [];
    try {
      for (let i = 0; i < CAP; i += 1) streams.push(await openStream(address));
      expect(streams.map((stream) => stream.status)).toEqual(Array(CAP).fill(200));

      const refused = await openStream(address);
      expect({ status: refused.status, retryAfter: refused.retryAfter }).toEqual({ status: 429, retryAfter: '30' });
      expect(JSON.parse(refused.body)).toMatchObject({ errors: [{ message: REFUSAL, extensions: { code: 'TOO_MANY_REQUESTS' } }] });

      // Another address has its own places.
      const elsewhere = await openStream('203.0.113.51');
      expect(elsewhere.status).toBe(200);
      elsewhere.close();

      // WebSockets from one address: the same cap, and the same status, message and Retry-After past it.
      const socketAddress = '203.0.113.60';
      for (let i = 0; i < CAP; i += 1) {
        const opened = await openSocket(socketAddress);
        expect(opened.status).toBe(101);
        sockets.push(opened.socket!);
      }
      const refusedSocket = await openSocket(socketAddress);
      expect({ status: refusedSocket.status, retryAfter: refusedSocket.retryAfter, message: refusedSocket.body }).toEqual({
        status: refused.status,
        retryAfter: refused.retryAfter,
        message: REFUSAL,
      });

      // Closing one stream gives its place back (the server hears the connection close).
      streams.shift()!.close();
      await expect
        .poll(async () => {
          const again = await openStream(address);
          if (again.status === 200) streams.push(again);
          return again.status;
        }, { timeout: 10_000, interval: 200 })
        .toBe(200);
      // And the cap holds again at once.
      expect((await openStream(address)).status).toBe(429);
    } finally {
      for (const stream of streams) stream.close();
      await Promise.all(sockets.map(async (socket) => {
        socket.close();
        if (socket.readyState !== WebSocket.CLOSED) await once(socket, 'close');
      }));
    }
  });
});
