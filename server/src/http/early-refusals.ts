import type { RequestHandler } from 'express';
import { depthLimitMessage, tooDeepOperations } from '../graphql/precheck';

/** The largest GraphQL request body (HTTP and Server-Sent Events), the same as a WebSocket message. */
export const MAX_GRAPHQL_BODY_BYTES = 100 * 1024;

/**
 * Refuses a GraphQL request whose `Content-Length` says it is over the body limit before a byte
 * of it is read, and before the other middleware runs: the same 413 and text the JSON body
 * parser gives (it still refuses chunked bodies without a length once they pass the limit).
 * Mount at the front (after the response cache, which answers only GETs), so an oversized
 * request costs a header check, not the whole stack.
 */
export function refuseOversizedBodies(path: string, limitBytes = MAX_GRAPHQL_BODY_BYTES): RequestHandler {
  return (req, res, next) => {
    const length = req.headers['content-length'];
    if (length === undefined || !(Number(length) > limitBytes) || (req.path !== path && !req.path.startsWith(`${path}/`))) return next();
    // The unread rest of the body is discarded by Node once the answer is sent; the connection stays usable.
    res.statusCode = 413;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end('request entity too large');
  };
}

const RESPONSE_TYPES = ['application/json', 'application/graphql-response+json'];

/**
 * Refuses a too-deep POSTed document before Apollo parses and validates it in full (see
 * tooDeepOperations): the same 400, message and code as the full validation, for the price of reading
 * the document's tokens. Mount after the JSON body parser, right before Apollo. Anything this
 * cannot tell goes on to Apollo unchanged.
 */
export function refuseTooDeep(): RequestHandler {
  return (req, res, next) => {
    const query = req.method === 'POST' ? (req.body as { query?: unknown } | undefined)?.query : undefined;
    if (typeof query !== 'string') return next();
    const found = tooDeepOperations(query);
    if (!found) return next();
    // Apollo's content type for the Accept header; one it cannot serve is Apollo's to answer (406).
    const type = req.accepts(RESPONSE_TYPES);
    if (!type) return next();
    res.statusCode = 400;
    res.setHeader('Content-Type', `${type}; charset=utf-8`);
    res.end(JSON.stringify({ errors: found.map((depth) => ({ message: depthLimitMessage(depth), extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } })) }));
  };
}
