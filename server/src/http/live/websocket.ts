import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import proxyAddr from 'proxy-addr';
import { WebSocket, WebSocketServer } from 'ws';
import type { Config } from '../../config';
import type { Logger } from '../../logger';
import { callerOf, type Caller, type GraphQLContext } from '../../context';
import type { OperationCheck } from '../../serving/gate';
import { sessionProfileId, type Auth } from '../../auth';
import { MAX_GRAPHQL_BODY_BYTES, TOO_LARGE_MESSAGE } from '../../serving/early-refusals';
import { classify } from '../../serving/classify';
import { createOriginCheck, FOREIGN_ORIGIN_MESSAGE, refusedByOrigin, type OriginPolicy } from '../guards/origin';
import { CONNECTION_RETRY_AFTER_SECONDS, tooManyRequests, withoutHttp } from '../../graphql/too-many-requests';
import { refuseUpgrade, upgradesOf } from './upgrades';

/** The largest WebSocket message accepted, the same as the HTTP body limit. */
export const MAX_SOCKET_MESSAGE_BYTES = MAX_GRAPHQL_BODY_BYTES;

/**
 * The largest message a socket reads at all: ws refuses a longer frame by its header, before
 * buffering it, and closes the socket with 1009. A message between MAX_SOCKET_MESSAGE_BYTES and
 * this is refused as HTTP refuses such a body (SizedWebSocket), and the socket stays open.
 */
export const MAX_SOCKET_FRAME_BYTES = 10 * MAX_SOCKET_MESSAGE_BYTES;

/** Close code for a socket whose session ended (signed out or expired): graphql-ws clients retry on 4403 (not on 4401), so the page reconnects signed out and keeps its live updates. */
export const SESSION_ENDED_CLOSE_CODE = 4403;

/** The site's own pages only: a socket is where signed-in writes happen. */
const WEBSOCKET_ORIGINS: OriginPolicy = { foreignWithoutSession: false };

/**
 * How often every socket is pinged; one that has not answered the previous ping by the next is
 * ended (graphql-ws's keep-alive, 12 s, done by one timer for all sockets instead of a timer and
 * a pong listener per socket).
 */
export const KEEP_ALIVE_MS = 12_000;

/** How often open signed-in sockets are checked against their session (expiry, which no change announces). */
export const SESSION_SWEEP_MS = 60_000;

export interface SocketServerDependencies {
  httpServer: Server;
  config: Config;
  logger: Logger;
  schema: GraphQLSchema;
  auth: Auth;
  /** Every limit an operation passes, the same as HTTP's (serving/gate.ts): its request budget, validation, cost and mutation limit. */
  gate: OperationCheck;
  /** The context of an HTTP request (SSE), and of a socket's caller (`forCaller`). */
  buildContext: ((request: IncomingMessage) => Promise<GraphQLContext>) & { forCaller(caller: Caller): Promise<GraphQLContext> };
  path: string;
}

export interface SocketServer {
  /** Stops accepting, closes every socket. */
  dispose(): Promise<void>;
  close(): void;
}

type SessionRequest = IncomingMessage & { sessionID?: string };

/**
 * What a socket keeps of its upgrade request: the caller (its signed-in profile, read from the
 * session once at the upgrade, and its address), not the request, its headers and session
 * (about 1.3 KB a socket). A socket never outlives its session (signing out
 * closes it), so the profile read at the upgrade holds for the socket's life.
 */
export interface SocketCaller extends Caller {
  /** The address the per-address limits count (TRUST_PROXY's rules, as Express's `req.ip`). */
  limitAddress: string;
}
// A type literal, not an interface: graphql-ws wants a record type. `subscriptions`: the ids of
// the socket's open subscriptions (SUBSCRIPTIONS_PER_SOCKET), a small list kept on the socket's
// own record rather than a Set in a WeakMap (about 200 bytes less a socket).
type SocketExtra = { request: SocketCaller; socket: WebSocket; subscriptions?: string[] };

/** A subscribe message's id when it is the message's first key, as graphql-ws clients write it. */
const MESSAGE_ID = /^\s*\{\s*"id"\s*:\s*"((?:[^"\\]|\\.){1,200})"/;

function idOf(head: string): string | null {
  const quoted = MESSAGE_ID.exec(head)?.[1];
  if (quoted === undefined) return null;
  try {
    return JSON.parse(`"${quoted}"`) as string;
  } catch {
    return null;
  }
}

/**
 * The server's sockets. Each refuses a message over MAX_SOCKET_MESSAGE_BYTES before graphql-ws
 * reads it, with the refusal HTTP gives such a body: an `error` message for the
 * operation's id, code PAYLOAD_TOO_LARGE and the same text. Only the message's first bytes are
 * read, for its id (its first key); a message without one there closes the socket with 1009
 * (message too big), as ws does past MAX_SOCKET_FRAME_BYTES. A class of its own (ws's `WebSocket`
 * option) rather than a wrapper of each socket's `emit`: nothing more to keep per socket.
 */
export class SizedWebSocket extends WebSocket {
  override emit(event: string | symbol, ...args: unknown[]): boolean {
    if (event !== 'message') return super.emit(event, ...args);
    const data = args[0] as Buffer | ArrayBuffer | Buffer[];
    const size = Array.isArray(data) ? data.reduce((total, chunk) => total + chunk.length, 0) : data.byteLength;
    // As text, which graphql-ws reads anyway: its handler of a subscribe message lasts as long as
    // the subscription and would keep the received buffer for as long.
    if (size <= MAX_SOCKET_MESSAGE_BYTES) return super.emit(event, textOf(data), ...args.slice(1));
    const first = Array.isArray(data) ? data[0]! : Buffer.isBuffer(data) ? data : Buffer.from(data);
    const id = idOf(first.subarray(0, 512).toString('utf8'));
    if (id === null) this.close(1009, 'Message too big');
    else this.send(JSON.stringify({ id, type: 'error', payload: [{ message: TOO_LARGE_MESSAGE, extensions: { code: 'PAYLOAD_TOO_LARGE' } }] }));
    return true;
  }
}

function textOf(data: Buffer | ArrayBuffer | Buffer[]): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return (Buffer.isBuffer(data) ? data : Buffer.from(data)).toString('utf8');
}

/**
 * The keep-alive's state: the sockets pinged and not heard from since, and the listener (one
 * function for every socket, `this` being the socket, not a closure each) that takes a socket
 * out of it on a pong or a close.
 */
export function keepAliveState(): { awaitingPong: Set<WebSocket>; answered(this: WebSocket): void } {
  const awaitingPong = new Set<WebSocket>();
  return {
    awaitingPong,
    answered(this: WebSocket) {
      awaitingPong.delete(this);
    },
  };
}

/** One keep-alive round: ends each open socket that has not answered the last round's ping, pings the others. */
export function pingRound(clients: Iterable<WebSocket>, awaitingPong: Set<WebSocket>): void {
  for (const ws of clients) {
    if (ws.readyState !== WebSocket.OPEN) continue;
    if (awaitingPong.has(ws)) {
      awaitingPong.delete(ws);
      ws.terminate();
      continue;
    }
    awaitingPong.add(ws);
    ws.ping();
  }
}

/**
 * The GraphQL WebSocket endpoint (graphql-ws) with the same limits as HTTP:
 * message size, tokens, depth, aliases and cost; the per-address request budget and the per-user
 * mutation limit; no field suggestions in production. On top of those, what only sockets need:
 * the upgrade must come from the site's own origin (cross-site WebSocket hijacking, F4), a socket
 * holds at most SUBSCRIPTIONS_PER_SOCKET subscriptions and an address SOCKETS_PER_ADDRESS sockets
 * (F8), and a socket never outlives its session: signing out (on any process) closes it at once, an expired
 * session within a minute (F5).
 */
export function createSocketServer(deps: SocketServerDependencies): SocketServer {
  const { config, logger, schema, auth } = deps;
  // The same rule as Express's `trust proxy` for HTTP (a hop count trusts that many hops).
  const hops = config.trustProxy;
  const trust = hops === false ? () => false : typeof hops === 'number' ? (_address: string, hop: number) => hop < hops : proxyAddr.compile(hops);
  const clientAddressOf = (request: IncomingMessage) => proxyAddr(request, trust);
  const originOf = createOriginCheck(config.publicUrl);

  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_SOCKET_FRAME_BYTES, WebSocket: SizedWebSocket });
  const socketsPerAddress = new Map<string, number>();
  const socketsBySession = new Map<string, Set<WebSocket>>();

  // graphql-ws's keep-alive, with one timer for every socket.
  const { answered, awaitingPong } = keepAliveState();
  const keepAlive = setInterval(() => pingRound(sockets.clients, awaitingPong), KEEP_ALIVE_MS);
  keepAlive.unref();

  // What lives as long as a socket is made here, outside the upgrade listener: a closure made in it
  // would keep the listener's scope, and with it the upgrade request, its headers and session.
  /** Counts one more socket of `address`; the returned release (safe to call twice) counts it out. */
  const countSocket = (address: string) => {
    socketsPerAddress.set(address, (socketsPerAddress.get(address) ?? 0) + 1);
    let counted = true;
    return () => {
      if (!counted) return;
      counted = false;
      const left = (socketsPerAddress.get(address) ?? 1) - 1;
      if (left > 0) socketsPerAddress.set(address, left);
      else socketsPerAddress.delete(address);
    };
  };
  /** An upgraded socket: joins its session's sockets, is counted out on close and handed to graphql-ws with its caller only. */
  const accept = (ws: WebSocket, caller: SocketCaller, sessionId: string | undefined) => {
    if (sessionId) {
      const set = socketsBySession.get(sessionId) ?? new Set<WebSocket>();
      set.add(ws);
      socketsBySession.set(sessionId, set);
      ws.on('close', () => {
        set.delete(ws);
        if (set.size === 0) socketsBySession.delete(sessionId);
      });
    }
    // `on`, not `once`: a socket closes once, and `once` keeps a wrapper per listener and socket.
    ws.on('pong', answered);
    ws.on('close', answered);
    // graphql-ws keeps what it is handed as the request for the socket's life.
    sockets.emit('connection', ws, caller);
  };

  upgradesOf(deps.httpServer).route(deps.path, (request: SessionRequest, socket: Duplex, head: Buffer) => {
    // Browsers always send Origin on an upgrade; tools that send none carry no victim's cookie by accident.
    if (refusedByOrigin(originOf(request), classify(request).sessionCookie, WEBSOCKET_ORIGINS)) {
      refuseUpgrade(socket, 403, FOREIGN_ORIGIN_MESSAGE);
      return;
    }
    const address = clientAddressOf(request);
    const open = socketsPerAddress.get(address) ?? 0;
    if (open >= config.socketsPerAddress) {
      refuseUpgrade(socket, 429, `Too many open connections from one address (at most ${config.socketsPerAddress}).`, CONNECTION_RETRY_AFTER_SECONDS);
      return;
    }
    const release = countSocket(address);
    // The connection's own close comes in every case (refused, failed or upgraded and closed later).
    socket.on('close', release);
    // The same session as HTTP, so the context builder finds the same signed-in profile; without
    // the session cookie there is none to load (as over HTTP, sessionWhereNeeded).
    (classify(request).sessionCookie ? auth.loadSession(request) : Promise.resolve()).then(
      () =>
        sockets.handleUpgrade(request, socket, head, (ws) =>
          accept(ws, { ...callerOf(request), limitAddress: address }, sessionProfileId(request) ? request.sessionID : undefined),
        ),
      (error: unknown) => {
        logger.error({ err: error }, 'Loading the session of a WebSocket failed');
        release();
        socket.destroy();
      },
    );
  });

  const closeSession = (sessionId: string) => {
    for (const ws of socketsBySession.get(sessionId) ?? []) ws.close(SESSION_ENDED_CLOSE_CODE, 'Your session ended. Sign in again.');
    socketsBySession.delete(sessionId);
  };
  const checkSessions = () => {
    for (const sessionId of socketsBySession.keys()) {
      auth.sessionAlive(sessionId).then(
        (alive) => !alive && closeSession(sessionId),
        (error: unknown) => logger.warn({ err: error }, 'Checking a WebSocket session failed'),
      );
    }
  };
  // A session ended on any process closes its sockets here at once (the sessions' change feed);
  // the sweep catches what no change announces: expiry, and history the feed lost.
  const stopListening = auth.onSessionEnded(closeSession, checkSessions);
  const sweep = setInterval(checkSessions, SESSION_SWEEP_MS);
  sweep.unref();


  const { gate } = deps;

  const server = useServer<Record<string, unknown>, SocketExtra>(
    {
      schema,
      context: (ctx) => deps.buildContext.forCaller(ctx.extra.request),
      onSubscribe: async (ctx, id, payload) => {
        const caller = ctx.extra.request;
        const checked = await gate(caller.profileId, caller.limitAddress, payload);
        if (!('args' in checked)) return [...checked];
        const { operation } = checked;
        if (operation?.operation === 'subscription') {
          const open = (ctx.extra.subscriptions ??= []);
          if (open.length >= config.subscriptionsPerSocket) {
            return [withoutHttp(tooManyRequests(CONNECTION_RETRY_AFTER_SECONDS, `Too many subscriptions on one connection (at most ${config.subscriptionsPerSocket}).`))];
          }
          open.push(id);
        }
        return checked.args;
      },
      onComplete: (ctx, id) => {
        const open = ctx.extra.subscriptions;
        const at = open ? open.indexOf(id) : -1;
        if (at >= 0) open!.splice(at, 1);
      },
      onError: (_ctx, _id, _payload, errors) => {
        logger.warn({ errors: errors.map((e) => e.message) }, 'GraphQL WebSocket operation failed');
      },
    },
    sockets,
    // No keep-alive timers per socket: the one above pings them all.
    0,
  );

  return {
    dispose: async () => {
      clearInterval(sweep);
      clearInterval(keepAlive);
      stopListening();
      await server.dispose();
    },
    close: () => sockets.close(),
  };
}
