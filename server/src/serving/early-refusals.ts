import type { IncomingMessage } from 'node:http';
import accepts from 'accepts';
import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { depthLimitMessage, tooDeepOperations } from '../graphql/precheck';

/** The largest GraphQL request body (HTTP and Server-Sent Events), the same as a WebSocket message. */
export const MAX_GRAPHQL_BODY_BYTES = 100 * 1024;

/** The refusal of a body that is not JSON (the full path's body parser, the lean path's own reading). */
export const BAD_JSON_MESSAGE = 'The request body is not valid JSON. Send {"query": "...", "variables": {...}} with Content-Type: application/json.';

/** The one refusal of a body (HTTP, Server-Sent Events) or WebSocket message over the limit, with code PAYLOAD_TOO_LARGE. */
export const TOO_LARGE_MESSAGE = `The request body is too large: at most ${MAX_GRAPHQL_BODY_BYTES / 1024} kB is accepted.`;

/** A refusal as GraphQL clients read one (`errors[].extensions.code`), whatever refused it. */
function refuseAsGraphQL(res: Response, status: number, message: string, code: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify({ errors: [{ message, extensions: { code } }] }));
}

/**
 * Refuses a GraphQL request whose `Content-Length` says it is over the body limit before a byte
 * of it is read, and before the other middleware runs: the same 413, message and code the JSON
 * body parser's refusal gets (graphqlBodyErrors; the parser still refuses chunked bodies without
 * a length once they pass the limit).
 * Mount at the front (after the response cache, which answers only GETs), so an oversized
 * request costs a header check, not the whole stack.
 */
export function refuseOversizedBodies(path: string, limitBytes = MAX_GRAPHQL_BODY_BYTES): RequestHandler {
  return (req, res, next) => {
    const length = req.headers['content-length'];
    if (length === undefined || !(Number(length) > limitBytes) || (req.path !== path && !req.path.startsWith(`${path}/`))) return next();
    // The unread rest of the body is discarded by Node once the answer is sent; the connection stays usable.
    refuseAsGraphQL(res, 413, TOO_LARGE_MESSAGE, 'PAYLOAD_TOO_LARGE');
  };
}

/**
 * The JSON body parser's refusals on the GraphQL endpoints (HTTP and Server-Sent Events) as
 * GraphQL errors with a code, not the parser's text/plain message (re-test F20): a body that is
 * not JSON is a 400 `BAD_REQUEST`, one over the limit a 413 `PAYLOAD_TOO_LARGE`, an encoding or
 * charset the parser cannot read a 415 `BAD_REQUEST`. Mount as an error handler on the GraphQL path.
 */
export function graphqlBodyErrors(): ErrorRequestHandler {
  return (error: { type?: unknown; status?: unknown }, _req, res, next) => {
    if (res.headersSent || typeof error?.type !== 'string') return next(error);
    switch (error.type) {
      case 'entity.parse.failed':
        return refuseAsGraphQL(res, 400, BAD_JSON_MESSAGE, 'BAD_REQUEST');
      case 'entity.too.large':
        return refuseAsGraphQL(res, 413, TOO_LARGE_MESSAGE, 'PAYLOAD_TOO_LARGE');
      case 'encoding.unsupported':
      case 'charset.unsupported':
        return refuseAsGraphQL(res, 415, 'The request body must be JSON in UTF-8, without an unsupported Content-Encoding.', 'BAD_REQUEST');
      default:
        if (typeof error.status === 'number' && error.status >= 400 && error.status < 500) return refuseAsGraphQL(res, error.status, 'The request body could not be read.', 'BAD_REQUEST');
        return next(error);
    }
  };
}

const RESPONSE_TYPES = ['application/json', 'application/graphql-response+json'];

/**
 * The refusal of a too-deep POSTed document (see tooDeepOperations): the same 400, message and
 * code as Apollo's full validation, for the price of reading the document's tokens; its content
 * type from the Accept header. Null when the document is not too deep, or when nothing here can
 * answer (no query text, an Accept Apollo answers 406): Apollo then answers.
 */
export function tooDeepRefusal(req: IncomingMessage & { body?: unknown }): { status: number; contentType: string; body: string } | null {
  const query = req.method === 'POST' ? (req.body as { query?: unknown } | undefined)?.query : undefined;
  if (typeof query !== 'string') return null;
  const found = tooDeepOperations(query);
  if (!found) return null;
  const type = accepts(req).type(RESPONSE_TYPES) as string | false;
  if (type === false) return null;
  return {
    status: 400,
    contentType: `${type}; charset=utf-8`,
    body: JSON.stringify({ errors: found.map((depth) => ({ message: depthLimitMessage(depth), extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } })) }),
  };
}

/**
 * Refuses a too-deep POSTed document before Apollo parses and validates it in full
 * ({@link tooDeepRefusal}). Mount after the JSON body parser, right before Apollo. Anything this
 * cannot tell goes on to Apollo unchanged.
 */
export function refuseTooDeep(): RequestHandler {
  return (req, res, next) => {
    const refusal = tooDeepRefusal(req);
    if (!refusal) return next();
    res.statusCode = refusal.status;
    res.setHeader('Content-Type', refusal.contentType);
    res.end(refusal.body);
  };
}
