import type { IncomingMessage } from 'node:http';
import express, { type Request, type RequestHandler, type Response } from 'express';
import { GraphQLError, subscribe, type ExecutionResult } from 'graphql';
import { createHandler } from 'graphql-sse/lib/use/express';
import type { Config } from '../config';
import type { Logger } from '../logger';
import type { GraphQLContext } from '../graphql/context';
import { sessionProfileId, type Auth } from '../auth';
import { createOperationGate, MAX_SOCKET_MESSAGE_BYTES, type SocketServerDependencies } from './websocket';
import { CONNECTION_RETRY_AFTER_SECONDS, retryAfterOf, sendTooManyRequests, tooManyRequests, withoutHttp } from '../graphql/too-many-requests';

/** Where subscriptions are served over Server-Sent Events (graphql-sse, distinct connections mode). */
export const SSE_PATH = '/graphql/stream';

export interface SseDependencies extends Pick<SocketServerDependencies, 'config' | 'schema' | 'armor' | 'mutationLimiter' | 'addressLimiter'> {
  config: Config;
  logger: Logger;
  auth: Auth;
  buildContext: (request: IncomingMessage) => Promise<GraphQLContext>;
}

type SessionRequest = Request & { sessionID?: string };

/**
 * GraphQL over Server-Sent Events (graphql-sse), for networks that block WebSockets (DESIGN
 * section 6): the same operations, the same session (the cookie, read by the session middleware
 * mounted before), the same limits as the WebSocket (createOperationGate: per-address budget,
 * tokens, validation, mutation limit; 100 kB bodies), at most SOCKETS_PER_ADDRESS ×
 * SUBSCRIPTIONS_PER_SOCKET open streams per address (each subscription is its own stream), and
 * a stream never outlives its session: signing out ends that session's streams.
 */
export function createSseEndpoint(deps: SseDependencies): { handler: RequestHandler; dispose(): void } {
  const { config, logger, auth } = deps;
  const gate = createOperationGate(deps);
  const streamsPerAddress = new Map<string, number>();
  const streamsBySession = new Map<string, Set<Response>>();
  const maxStreams = config.socketsPerAddress * config.subscriptionsPerSocket;

  // graphql-sse wants a record type for its context; ours is an interface with the same shape.
  const sse = createHandler<Record<string, unknown>>({
    schema: deps.schema,
    // A subscription that fails after it started (e.g. UNAUTHENTICATED from its first step) ends
    // with that error as its last event, as over the WebSocket, instead of an open silent stream.
    subscribe: async (args) => {
      const result = await subscribe(args);
      if (!(Symbol.asyncIterator in result)) return result;
      return (async function* () {
        try {
          yield* result;
        } catch (error) {
          const known = error instanceof GraphQLError && typeof error.extensions?.code === 'string';
          if (!known) logger.error({ err: error }, 'GraphQL subscription over SSE failed');
          const reported = known ? error : new GraphQLError('Internal server error', { extensions: { code: 'INTERNAL_SERVER_ERROR' } });
          yield { errors: [reported] } satisfies ExecutionResult;
        }
      })();
    },
    onSubscribe: async (req, params) => {
      const checked = await gate(req.raw, req.raw.ip ?? req.raw.socket.remoteAddress ?? 'unknown', {
        query: params.query as string,
        variables: params.variables ?? null,
        operationName: params.operationName ?? null,
      });
      if (!('args' in checked)) {
        // A rate-limit refusal is a 429 with Retry-After, as over HTTP (issue 28 part 5).
        const retryAfter = retryAfterOf(checked);
        const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
        if (retryAfter !== null) headers['retry-after'] = String(retryAfter);
        const body = JSON.stringify({ errors: checked.map((error) => withoutHttp(error).toJSON()) });
        return [body, { status: retryAfter !== null ? 429 : 400, statusText: retryAfter !== null ? 'Too Many Requests' : 'Refused', headers }] as const;
      }
      return { ...checked.args, contextValue: (await deps.buildContext(req.raw)) as unknown as Record<string, unknown> };
    },
  });

  const stopListening = auth.onSessionEnded((sessionId) => {
    for (const res of streamsBySession.get(sessionId) ?? []) res.end();
    streamsBySession.delete(sessionId);
  });

  const json = express.json({ limit: MAX_SOCKET_MESSAGE_BYTES });
  const handler: RequestHandler = (req: SessionRequest, res, next) => {
    const address = req.ip ?? 'unknown';
    const open = streamsPerAddress.get(address) ?? 0;
    if (open >= maxStreams) {
      sendTooManyRequests(res, tooManyRequests(CONNECTION_RETRY_AFTER_SECONDS, `Too many open connections from one address (at most ${maxStreams}).`));
      return;
    }
    streamsPerAddress.set(address, open + 1);
    const sessionId = sessionProfileId(req) ? req.sessionID : undefined;
    if (sessionId) {
      const set = streamsBySession.get(sessionId) ?? new Set<Response>();
      set.add(res);
      streamsBySession.set(sessionId, set);
    }
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
    json(req, res, (error?: unknown) => {
      if (error) return next(error);
      sse(req, res).catch((failure: unknown) => {
        logger.error({ err: failure }, 'GraphQL over SSE failed');
        if (!res.headersSent) res.status(500).end();
        else res.end();
      });
    });
  };

  return { handler, dispose: stopListening };
}
