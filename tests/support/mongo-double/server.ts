/**
 * The MongoDB wire-protocol test double: a TCP server on a local port that answers the official
 * `mongodb` driver as the primary of a one-node replica set, with its data in memory. It is a
 * test double, not MongoDB: it implements the commands and options the app's MongoDB engine and
 * its rate limiter send (see the README's "How the tests run" for what it does and does not
 * prove), and fault hooks a test uses to break it on purpose.
 */
import { createServer, type Socket } from 'node:net';
import type { Document } from 'bson';
import { CommandError } from './collection';
import { CommandRunner, WRITE_COMMANDS, commandName } from './commands';
import { DoubleEngine } from './engine';
import { encodeReply, parseRequest, readMessages } from './wire';

/** The handshake and monitoring commands, which faults leave alone unless named. */
const HANDSHAKE = new Set(['hello', 'isMaster', 'ismaster']);

export interface RefusedWrite {
  code: number;
  codeName: string;
  errmsg?: string;
  errorLabels?: string[];
}

/** Ways a test breaks the double on purpose. */
export interface FaultHooks {
  /** Closes every open client connection now (the driver sees a network error). */
  dropConnections(): void;
  /**
   * Closes the connection that sends the next matching command (any but the handshake when no
   * name is given): `before` it runs, or `after` it ran, in place of its answer.
   */
  dropNextCommand(options?: { command?: string; when?: 'before' | 'after' }): void;
  /** Holds each answer `ms` milliseconds (0 ends it), for the named commands or all but the handshake. */
  delayReplies(ms: number, commands?: string[]): void;
  /** Answers the next insert, update, delete or findAndModify with this error instead of running it. */
  refuseNextWrite(error?: RefusedWrite): void;
  /**
   * Forgets the change history, as when MongoDB's oplog rolled over past a stream: open change
   * streams fail on their next read with 286 ChangeStreamHistoryLost, and so does a resume from
   * any token issued before.
   */
  loseChangeStreamHistory(): void;
}

export interface MongoDouble {
  /** A connection string for the driver (`mongodb://127.0.0.1:<port>/?replicaSet=rs0`). */
  uri: string;
  port: number;
  faults: FaultHooks;
  /** Closes every connection and the listening socket; the data is gone. */
  stop(): Promise<void>;
}

export interface MongoDoubleOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  setName?: string;
  /** How often TTL indexes expire documents (MongoDB: every 60 s). */
  ttlIntervalMs?: number;
  /** How many changes the history keeps for resuming change streams. */
  historyLimit?: number;
  /**
   * false answers as a server before MongoDB 6.0 would, without `changeStreamPreAndPostImages`
   * (so a client falls back to `fullDocument: 'updateLookup'`).
   */
  postImages?: boolean;
}

function errorReply(error: unknown): Document {
  if (error instanceof CommandError) return { ok: 0, errmsg: error.message, code: error.code, codeName: error.codeName, ...error.extra };
  return { ok: 0, errmsg: `The MongoDB wire-protocol test double failed: ${error instanceof Error ? error.message : String(error)}`, code: 1, codeName: 'InternalError' };
}

const matches = (commands: Set<string> | null, name: string) => (commands ? commands.has(name) : !HANDSHAKE.has(name));

/** Starts a MongoDB wire-protocol test double on `port` (0: a free one). */
export async function startMongoDouble(options: MongoDoubleOptions = {}): Promise<MongoDouble> {
  const host = options.host ?? '127.0.0.1';
  const engine = new DoubleEngine({ ttlIntervalMs: options.ttlIntervalMs, historyLimit: options.historyLimit });
  const sockets = new Set<Socket>();
  const drops: { command: string | null; when: 'before' | 'after' }[] = [];
  const refusals: RefusedWrite[] = [];
  let delay = { ms: 0, commands: null as Set<string> | null };
  let connections = 0;
  let runner: CommandRunner | null = null;

  const takeDrop = (name: string, when: 'before' | 'after') => {
    const index = drops.findIndex((drop) => drop.when === when && (drop.command ? drop.command === name : !HANDSHAKE.has(name)));
    if (index < 0) return false;
    drops.splice(index, 1);
    return true;
  };

  async function handle(socket: Socket, connectionId: number, message: Buffer): Promise<void> {
    const request = parseRequest(message);
    const name = commandName(request.command);
    if (takeDrop(name, 'before')) return void socket.destroy();
    let reply: Document;
    const refusal = WRITE_COMMANDS.has(name) ? refusals.shift() : undefined;
    if (refusal) {
      reply = { ok: 0, errmsg: refusal.errmsg ?? 'Write refused by the test double (fault hook)', code: refusal.code, codeName: refusal.codeName };
      if (refusal.errorLabels) reply.errorLabels = refusal.errorLabels;
    } else {
      try {
        reply = await runner!.run(request.database, request.command, connectionId);
      } catch (error) {
        reply = errorReply(error);
      }
    }
    if (delay.ms > 0 && matches(delay.commands, name)) await new Promise((resolve) => setTimeout(resolve, delay.ms));
    if (takeDrop(name, 'after')) return void socket.destroy();
    if (!request.moreToCome && !socket.destroyed) socket.write(encodeReply(request, reply));
  }

  const server = createServer((socket) => {
    connections += 1;
    const connectionId = connections;
    sockets.add(socket);
    socket.setNoDelay(true);
    let pending: Buffer = Buffer.alloc(0);
    // One command at a time per connection, in order, as MongoDB runs them.
    let queue = Promise.resolve();
    socket.on('data', (chunk) => {
      let messages: Buffer[];
      try {
        ({ messages, rest: pending } = readMessages(pending.length > 0 ? Buffer.concat([pending, chunk]) : chunk));
      } catch {
        socket.destroy();
        return;
      }
      for (const message of messages) {
        queue = queue.then(() => handle(socket, connectionId, message)).catch(() => void socket.destroy());
      }
    });
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : Number(options.port);
  const setName = options.setName ?? 'rs0';
  runner = new CommandRunner(engine, { me: `${host}:${port}`, setName, postImages: options.postImages ?? true });

  const faults: FaultHooks = {
    dropConnections: () => {
      for (const socket of sockets) socket.destroy();
    },
    dropNextCommand: ({ command, when = 'before' } = {}) => void drops.push({ command: command ?? null, when }),
    delayReplies: (ms, commands) => {
      delay = { ms, commands: commands ? new Set(commands) : null };
    },
    refuseNextWrite: (error = { code: 8, codeName: 'UnknownError' }) => void refusals.push(error),
    loseChangeStreamHistory: () => engine.log.lose(),
  };

  return {
    uri: `mongodb://${host}:${port}/?replicaSet=${setName}`,
    port,
    faults,
    stop: async () => {
      engine.stop();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
