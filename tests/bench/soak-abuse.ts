/**
 * The soak's attackers (tests/bench/soak.ts runs this in a process of its own): for the given
 * seconds, two loops send oversized and deep documents over HTTP and two over WebSocket, each
 * waiting for the answer before the next. Prints `{ sent, refused, other }` as JSON.
 *
 * Usage: tsx tests/bench/soak-abuse.ts <server url> <seconds>
 */
import WebSocket from 'ws';

async function post(url: string, body: string | Uint8Array<ArrayBuffer>): Promise<{ status: number }> {
  const response = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  await response.arrayBuffer();
  return { status: response.status };
}

const deepQuery = `{ ${'publicBuilds(first: 1) { edges { node { owner '.repeat(1)}${'a { '.repeat(60)}b${' }'.repeat(60)} } } } }`;
const oversizedQuery = `{ ${'__typename '.repeat(30_000)}}`;
// Built once: the attackers' own work stays small, so the figures are the server's.
const oversizedBody = new TextEncoder().encode(JSON.stringify({ query: oversizedQuery }));
const deepBody = JSON.stringify({ query: deepQuery });
const deepMessage = JSON.stringify({ id: 'deep', type: 'subscribe', payload: { query: deepQuery } });
const oversizedMessage = Buffer.from(JSON.stringify({ id: 'big', type: 'subscribe', payload: { query: oversizedQuery } }));

/**
 * Attackers: oversized and deep documents over HTTP and WebSocket, each counted refused only
 * when the server refused it the way it should: 413 for an oversized body, 400 for a deep
 * document, an `error` message for a deep operation on a socket, and an `error` message with
 * PAYLOAD_TOO_LARGE for an oversized one (then the socket is closed and a new one opened).
 */
async function abuse(url: string, until: number): Promise<{ sent: number; refused: number; other: Map<string, number> }> {
  let sent = 0;
  let refused = 0;
  const other = new Map<string, number>();
  const unexpected = (what: string) => other.set(what, (other.get(what) ?? 0) + 1);
  const wsUrl = url.replace(/^http/, 'ws') + '/graphql';
  const overHttp = async () => {
    while (Date.now() < until) {
      for (const [body, expected] of [[oversizedBody, 413], [deepBody, 400]] as const) {
        sent += 1;
        const { status } = await post(url, body).catch(() => ({ status: 0 }));
        if (status === expected) refused += 1;
        else unexpected(`HTTP ${expected === 413 ? 'oversized' : 'deep'}: ${status}`);
      }
    }
  };
  const overWebSocket = async () => {
    while (Date.now() < until) {
      sent += 2;
      // Awaited first, then added: `refused += await …` would add to a stale total.
      const refusedHere = await new Promise<number>((resolve) => {
        const socket = new WebSocket(wsUrl, 'graphql-transport-ws', { headers: { origin: url } });
        let count = 0;
        socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
        socket.on('message', (data) => {
          const message = JSON.parse(String(data)) as { type: string; id?: string; payload?: Array<{ extensions?: { code?: string } }> };
          if (message.type === 'connection_ack') {
            socket.send(deepMessage);
          } else if (message.id === 'big') {
            if (message.type === 'error' && message.payload?.[0]?.extensions?.code === 'PAYLOAD_TOO_LARGE') count += 1;
            else unexpected(`WebSocket oversized: ${message.type}`);
            socket.close();
          } else if (message.type === 'error') {
            count += 1;
            socket.send(oversizedMessage, { binary: false });
          } else {
            unexpected(`WebSocket deep: ${message.type}`);
            socket.send(oversizedMessage, { binary: false });
          }
        });
        socket.on('close', () => resolve(count));
        socket.on('error', () => undefined);
      });
      refused += refusedHere;
    }
  };
  await Promise.all([overHttp(), overHttp(), overWebSocket(), overWebSocket()]);
  return { sent, refused, other };
}

const [url, seconds] = [process.argv[2]!, Number(process.argv[3])];
const { sent, refused, other } = await abuse(url, Date.now() + seconds * 1000);
process.stdout.write(JSON.stringify({ sent, refused, other: Object.fromEntries(other) }));
