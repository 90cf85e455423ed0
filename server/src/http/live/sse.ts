import express, { type Request, type RequestHandler, type Response } from 'express';
import { GraphQLError, subscribe, type ExecutionResult } from 'graphql';
import { createHandler } from 'graphql-sse/lib/use/express';
import type { Config } from '../../config';
import type { Logger } from '../../logger';
import { sessionProfileId, type Auth } from '../../auth';
import { MAX_SOCKET_MESSAGE_BYTES, SESSION_SWEEP_MS, type SocketServerDependencies } from './websocket';
import { createOriginCheck, FOREIGN_ORIGIN_MESSAGE, refusedByOrigin, type OriginPolicy } from '../guards/origin';
import { classify } from '../../serving/classify';
import { CONNECTION_RETRY_AFTER_SECONDS, retryAfterOf, sendTooManyRequests, tooManyRequests, withoutHttp } from '../../graphql/too-many-requests';

/** Where subscriptions are served over Server-Sent Events (graphql-sse, distinct connections mode). */
export const SSE_PATH = '/graphql/stream';

export interface SseDependencies extends Pick<SocketServerDependencies, 'config' | 'schema' | 'gate'> {
  config: Config;
  logger: Logger;
  auth: Auth;
  buildContext: SocketServerDependencies['buildContext'];
}

type SessionRequest = Request & { sessionID?: string };

const DISTINCT_ONLY_MESSAGE = 'Send each subscription as its own stream: GET or POST with Accept: text/event-stream (reservations with PUT and stream tokens are not served).';

/**
 * Anonymous cross-origin use of the stream (CORS `*` without credentials): another
 * origin is let in when the request carries no session cookie (it can act as nobody); a foreign
 * request that carries the cookie (a sibling port or subdomain) stays refused.
 */
const STREAM_ORIGINS: OriginPolicy = { foreignWithoutSession: true };

/**
 * GraphQL over Server-Sent Events (graphql-sse), for networks that block WebSockets: the same
 * operations, the same session (the cookie, loaded here as a WebSocket's is; the session middleware
 * stays off this path), the same limits as the WebSocket (serving/gate.ts: per-address budget,
 * tokens, validation, mutation limit; 100 kB bodies), at most SOCKETS_PER_ADDRESS open streams
 * per address (each subscription is its own stream, and its own connection), and
 * a stream never outlives its session: signing out (on any process) ends that session's streams
 * at once, an expired session within a minute.
 */
export function createSseEndpoint(deps: SseDependencies): { handler: RequestHandler; dispose(): void } {
  const { config, logger, auth } = deps;
  const { gate } = deps;
  const streamsPerAddress = new Map<string, number>();
  const streamsBySession = new Map<string, Set<Response>>();
  // A stream is a connection of its own, as a socket is: an address holds as many streams as sockets
  // (50 × 100 let one address hold thousands of open connections: a probe once opened 500).
  const maxStreams = config.socketsPerAddress;
  const originOf = createOriginCheck(config.publicUrl);

  // graphql-sse wants a record type for its context; ours is an interface with the same shape.
  const sse = createHandler<Record<string, unknown>>({
    schema: deps.schema,
    // Only the distinct connections mode (one stream per subscription, what the site's client uses):
    // graphql-sse's single connection mode kept every reservation (PUT) in memory until a stream
    // came for it, with no limit, and let one stream hold any number of subscriptions.
    authenticate: (req) => {
      if (req.headers.get('accept') === 'text/event-stream') return null;
      return [
        JSON.stringify({ errors: [{ message: DISTINCT_ONLY_MESSAGE, extensions: { code: 'BAD_REQUEST' } }] }),
        { status: 406, statusText: 'Not Acceptable', headers: { 'content-type': 'application/json; charset=utf-8' } },
      ];
    },
    // A subscription that fails after it started (e.g. UNAUTHENTICATED from its first step) ends
    // with that error as its last event, as over the WebSocket, instead of an open silent stream.
    subscribe: async (args) => {
      const result = await subscribe(args);
      if (!(Symbol.asyncIterator in result)) return result;
      return endingWithError(result, (error) => {
        const known = error instanceof GraphQLError && typeof error.extensions?.code === 'string';
        if (!known) logger.error({ err: error }, 'GraphQL subscription over SSE failed');
        return known ? error : new GraphQLError('Internal server error', { extensions: { code: 'INTERNAL_SERVER_ERROR' } });
      });
    },
    onSubscribe: async (req, params) => {
      const checked = await gate(sessionProfileId(req.raw), req.raw.ip ?? req.raw.socket.remoteAddress ?? 'unknown', {
        query: params.query as string,
        variables: params.variables ?? null,
        operationName: params.operationName ?? null,
      });
      if (!('args' in checked)) {
        // A rate-limit refusal is a 429 with Retry-After, as over HTTP.
        const retryAfter = retryAfterOf(checked);
        // A stream's client (graphql-sse's, Apollo's link) reads only events: any other refusal is its one
        // `next` event, a GraphQL error with its code and message, then `complete`,
        // as graphql-sse answers its own validation errors. Other requests get the JSON and status.
        // (An iterable: graphql-sse takes a returned result only when it has `data`, which a refused request has not.)
        if (retryAfter === null && req.headers.get('accept')?.includes('text/event-stream')) {
          return (async function* refusal() {
            yield { errors: checked.map(withoutHttp) } satisfies ExecutionResult;
          })();
        }
        const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
        if (retryAfter !== null) headers['retry-after'] = String(retryAfter);
        const body = JSON.stringify({ errors: checked.map((error) => withoutHttp(error).toJSON()) });
        return [body, { status: retryAfter !== null ? 429 : 400, statusText: retryAfter !== null ? 'Too Many Requests' : 'Refused', headers }] as const;
      }
      return { ...checked.args, contextValue: (await deps.buildContext(req.raw)) as unknown as Record<string, unknown> };
    },
  });

  const endSession = (sessionId: string) => {
    for (const res of streamsBySession.get(sessionId) ?? []) res.end();
    streamsBySession.delete(sessionId);
  };
  const checkSessions = () => {
    for (const sessionId of streamsBySession.keys()) {
      auth.sessionAlive(sessionId).then(
        (alive) => !alive && endSession(sessionId),
        (error: unknown) => logger.warn({ err: error }, 'Checking an SSE session failed'),
      );
    }
  };
  // As for sockets: a session ended on any process ends its streams at once, an expired one within a minute.
  const stopListening = auth.onSessionEnded(endSession, checkSessions);
  const sweep = setInterval(checkSessions, SESSION_SWEEP_MS);
  sweep.unref();

  const json = express.json({ limit: MAX_SOCKET_MESSAGE_BYTES });
  const handler: RequestHandler = (req: SessionRequest, res, next) => {
    if (refusedByOrigin(originOf(req), classify(req).sessionCookie, STREAM_ORIGINS)) {
      res.status(403).json({ errors: [{ message: FOREIGN_ORIGIN_MESSAGE, extensions: { code: 'FORBIDDEN' } }] });
      return;
    }
    const address = req.ip ?? 'unknown';
    const open = streamsPerAddress.get(address) ?? 0;
    if (open >= maxStreams) {
      sendTooManyRequests(res, tooManyRequests(CONNECTION_RETRY_AFTER_SECONDS, `Too many open connections from one address (at most ${maxStreams}).`));
      return;
    }
    streamsPerAddress.set(address, open + 1);
    let sessionId: string | undefined;
    res.once('close', () => {
      const left = (streamsPerAddress.get(address) ?? 1) - 1;
      if (left > 0) streamsPerAddress.set(address, left);
      else streamsPerAddress.delete(address);
      if (sessionId) {
        const set = streamsBySession.get(sessionId);
        set?.delete(res);
        if (set?.size === 0) streamsBySession.delete(sessionId);
      }
    });
    // The session is loaded as a WebSocket's is (auth.loadSession), not by the session middleware: that wraps
    // `res.end`, and graphql-sse ends every stream with `res.end(callback)`, which the wrapper wrote as a body chunk
    // (an error logged for every signed-in stream that ended). A stream never changes its session.
    (classify(req).sessionCookie ? auth.loadSession(req) : Promise.resolve()).then(() => {
      sessionId = sessionProfileId(req) ? req.sessionID : undefined;
      if (sessionId && !res.destroyed) {
        const set = streamsBySession.get(sessionId) ?? new Set<Response>();
        set.add(res);
        streamsBySession.set(sessionId, set);
      }
      json(req, res, (error?: unknown) => {
        if (error) return next(error);
        sse(req, res).catch((failure: unknown) => {
          logger.error({ err: failure }, 'GraphQL over SSE failed');
          if (!res.headersSent) res.status(500).end();
          else res.end();
        });
      });
    }, next);
  };

  return {
    handler,
    dispose: () => {
      clearInterval(sweep);
      stopListening();
    },
  };
}

/**
 * `results`, with a failure after it started reported as its last result. Not an async
 * generator: one asked to return while it awaits the next result returns only once that result
 * comes, so a closed stream's subscription would stay in memory until its next event; `return`
 * here reaches the subscription at once.
 */
function endingWithError(results: AsyncIterableIterator<ExecutionResult>, report: (error: unknown) => GraphQLError): AsyncIterableIterator<ExecutionResult> {
  let failed = false;
  return {
    next: async () => {
      if (failed) return { value: undefined, done: true };
      try {
        return await results.next();
      } catch (error) {
        failed = true;
        return { value: { errors: [report(error)] }, done: false };
      }
    },
    return: async () => (await results.return?.()) ?? { value: undefined, done: true },
    // graphql-sse ends only what has all of an async generator's methods.
    throw: async (error: unknown) => {
      await results.return?.();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
