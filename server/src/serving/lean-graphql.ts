import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { MIMEType } from 'node:util';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { HeaderMap, type ApolloServer, type BaseContext } from '@apollo/server';
import { getOperationAST, type GraphQLSchema } from 'graphql';
import type { RequestHandler } from 'express';
import proxyaddr from 'proxy-addr';
import getRawBody from 'raw-body';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { withoutHttp } from '../graphql/too-many-requests';
import { spendRequestBudget } from './gate';
import { BAD_JSON_MESSAGE, MAX_GRAPHQL_BODY_BYTES, tooDeepRefusal } from './early-refusals';
import type { Logger } from '../logger';
import type { ValidatedDocuments } from '../graphql/validated-documents';
import { checkCost, type LiveListSizes } from '../graphql/cost';
import { compiledQueries, type CompiledQueries } from '../graphql/compiled-queries';
import { pickEncoding } from './encoding';

/** Bodies smaller than this are sent as they are (compression's threshold on the full path, precompressed.ts). */
const COMPRESS_MIN_BYTES = 1024;
/** compression's own brotli level for dynamic answers (its default). */
const BROTLI_QUALITY = 4;

export interface LeanGraphQLOptions<TContext extends BaseContext> {
  /** The endpoint (`/graphql`): only `POST` of exactly this URL takes the lean path. */
  path: string;
  apollo: ApolloServer<TContext>;
  buildContext(req: IncomingMessage & { ip?: string }): Promise<TContext>;
  /** The per-address request budget the full path spends on the endpoint. */
  addressLimiter: RateLimiterAbstract;
  /** Express's compiled `trust proxy` (app.get('trust proxy fn')): the client address by TRUST_PROXY's rules. */
  trustProxy: (address: string, hop: number) => boolean;
  /** The helmet middleware app.ts mounts: its headers are computed once, from the same configuration, for this path. */
  securityHeaders: RequestHandler;
  /** The CORS middleware app.ts mounts (cross-origin.ts): `*` without credentials, the same for every anonymous request, computed once too. */
  crossOrigin: RequestHandler;
  /** The access log app.ts mounts (one line per request, the same fields). */
  accessLog: RequestHandler;
  logger: Logger;
  /** The documents that passed validation before (validated-documents.ts, kept by its Apollo plugin). */
  validated: Pick<ValidatedDocuments, 'get'>;
  /** Apollo's schema, for the known queries executed directly (see {@link createLeanGraphQL}). */
  schema: GraphQLSchema;
  /** The lists the cost check may count with their current size (cost.ts), as Apollo's cost plugin does. */
  liveListSizes?: LiveListSizes;
  /**
   * The context a known query runs with directly, with what it does besides answering held
   * (app.ts: its logger's lines) until `release` (answered directly) or `drop` (Apollo runs it
   * again and does it then): so a query that fails does it once. As built by default.
   */
  directContext?(context: TContext): { context: TContext; release(): void; drop(): void };
  /** How known queries run (compiled-queries.ts); one of its own by default. */
  compiled?: CompiledQueries;
  /** Whether a request has credentials this path does not read (an Authorization header): those take the full stack. */
  mayBeSignedIn(req: IncomingMessage): boolean;
  /**
   * The session of a request with the session cookie, loaded on this request and its response by the full path's own
   * session middleware (app.ts), so its expiry rolls and its cookie is written as there.
   */
  session?: {
    carried(req: IncomingMessage): boolean;
    load(req: IncomingMessage, res: ServerResponse): Promise<void>;
  };
  /** Whether a context has a signed-in viewer: the cost limit is theirs (as Apollo's cost plugin says). */
  signedIn?(context: TContext): boolean;
}

/** The headers a middleware sets on a response for `path`, collected once (helmet's are the same for every request). */
function headersOf(middleware: RequestHandler, path: string): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  const fakeRequest = { method: 'POST', url: path, path, originalUrl: path, headers: {} };
  const fakeResponse = {
    setHeader: (name: string, value: string | number | readonly string[]) => void (headers[name.toLowerCase()] = value as string),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
    getHeader: (name: string) => headers[name.toLowerCase()],
    get headersSent() {
      return false;
    },
  };
  let called = false;
  middleware(fakeRequest as never, fakeResponse as never, () => (called = true));
  if (!called) throw new Error('A header middleware did not call next() once: its headers cannot be computed ahead');
  return headers;
}

/** Whether a Content-Type is JSON the full path's body parser reads as UTF-8 (others take the full path and its answers). */
const jsonTypes = new Map<string, boolean>();
function isPlainJson(contentType: string | undefined): boolean {
  if (contentType === undefined) return false;
  let known = jsonTypes.get(contentType);
  if (known === undefined) {
    try {
      const mime = new MIMEType(contentType);
      const charset = mime.params.get('charset');
      known = mime.essence === 'application/json' && (charset === null || charset.toLowerCase() === 'utf-8');
    } catch {
      known = false;
    }
    if (jsonTypes.size < 64) jsonTypes.set(contentType, known);
  }
  return known;
}

/**
 * The lean path of GraphQL requests (a fast path: fast-paths.ts): `POST /graphql` with a JSON body of a known length within the
 * limit, without an Authorization header, is handed to Apollo's `executeHTTPGraphQLRequest` before
 * Express. A request with the session cookie (a signed-in player's page asking for its own parts)
 * has its session loaded first by the full path's session middleware (`session`), on this request
 * and response: it runs as its viewer, with the viewer's cost limit, its expiry rolls and its
 * cookie is written as on the full path, and its answer is `Cache-Control: no-store` like every
 * POST answer (cache-hints.ts). It keeps every protection of the full
 * stack: the per-address rate limit (by TRUST_PROXY's address rules), the same 429; the body size
 * limit (larger or unknown lengths, other content types and encodings take the full path); the
 * same 400 for a body that is not JSON; the depth check before Apollo (refuseTooDeep); Apollo's
 * CSRF prevention, plugins (cost, limits, armor) and error masking; helmet's headers (computed
 * once from app.ts's configuration); the access log; compression only when the client asks and
 * the answer is over 1 kB. It skips the router walk, body-parser, the compression and on-headers
 * wrappers, and Express's ETag hashing of answers that are never answered 304.
 *
 * A known query (its text passed validation before: validated-documents.ts) that asks
 * for nothing more than `query`, `variables` and `operationName` is executed directly, without
 * Apollo's request pipeline, when everything Apollo would do with it is known ahead: one query
 * operation, within its cost with these variables (checkCost, the check of Apollo's cost plugin),
 * and an Accept header whose answer headers Apollo has given before for a 200 (learned from
 * Apollo's own answers: content type and `Cache-Control: no-store`, nothing else). It runs with
 * graphql-js's `execute`, and compiled by graphql-jit once it ran often enough
 * (compiled-queries.ts). Only a result without errors is answered that way, with Apollo's own
 * serialisation (`{"data":…}` and a newline); anything else (errors to format and mask, a
 * refusal, a mutation, persisted-query extensions, an Accept not seen yet) goes through Apollo as
 * before, which then runs the operation again (a query: it changes nothing, and the direct run's
 * log lines are dropped, see `directContext`). The rate limit, size, JSON and depth checks,
 * CSRF (a JSON body always passes Apollo's), the security headers and the access log are the same
 * for both.
 * Returns a handler that answers and returns true, or returns false to leave the request to Express.
 */
export function createLeanGraphQL<TContext extends BaseContext>(options: LeanGraphQLOptions<TContext>) {
  const security = { ...headersOf(options.crossOrigin, options.path), ...headersOf(options.securityHeaders, options.path) };
  const log = options.accessLog;
  const noop = () => {};
  const compiled = options.compiled ?? compiledQueries();
  // The headers Apollo answered a 200 with, by the request's Accept header ('' without one): learned
  // from its answers, so a direct answer says exactly what Apollo says. Only the expected two are learned.
  const answerHeaders = new Map<string, OutgoingHttpHeaders>();
  const learn = (accept: string, status: number, headers: HeaderMap) => {
    if (status !== 200 || answerHeaders.has(accept) || answerHeaders.size >= 64) return;
    const learned = Object.fromEntries(headers);
    const names = Object.keys(learned).sort().join();
    if (names === 'cache-control,content-type' && learned['cache-control'] === 'no-store') answerHeaders.set(accept, answerHeadersOf(learned));
  };

  /** The known query executed directly, or false to let Apollo answer (see above). */
  const direct = async (req: IncomingMessage & { ip?: string }, res: ServerResponse, body: Record<string, unknown>, query: string): Promise<boolean> => {
    const { variables, operationName } = body;
    for (const key in body) if (key !== 'query' && key !== 'variables' && key !== 'operationName') return false;
    if (!(variables === undefined || variables === null || (typeof variables === 'object' && !Array.isArray(variables)))) return false;
    if (!(operationName === undefined || operationName === null || typeof operationName === 'string')) return false;
    const headers = running ? answerHeaders.get(req.headers.accept ?? '') : undefined;
    const document = headers && options.validated.get(query);
    if (!document || getOperationAST(document, operationName)?.operation !== 'query') return false;
    const variableValues = (variables ?? undefined) as Record<string, unknown> | undefined;
    const built = await options.buildContext(req);
    const signedIn = options.signedIn?.(built) ?? false;
    const refusal = await checkCost(options.schema, document, { operationName, variables: variableValues, signedIn, live: options.liveListSizes });
    if (refusal) return false;
    const run = options.directContext?.(built) ?? { context: built, release: noop, drop: noop };
    const result = await compiled.run({ schema: options.schema, document, variableValues, operationName, contextValue: run.context });
    if (result.errors || result.extensions) {
      run.drop();
      return false;
    }
    run.release();
    send(req, res, 200, headers, `${JSON.stringify({ data: result.data })}\n`);
    return true;
  };

  /** An answer's headers: the security headers, the answer's own, and Vary as the full path's compression says it for every JSON answer. */
  const answerHeadersOf = (headers: OutgoingHttpHeaders): OutgoingHttpHeaders => {
    const out: OutgoingHttpHeaders = { ...security, ...headers };
    out.vary = out.vary ? `${String(out.vary)}, Accept-Encoding` : 'Accept-Encoding';
    return out;
  };

  /** Sends an answer with headers from answerHeadersOf (not changed), compressed when the client asks and it is over the threshold. */
  const send = (req: IncomingMessage, res: ServerResponse, status: number, headers: OutgoingHttpHeaders, body: string) => {
    const length = Buffer.byteLength(body, 'utf8');
    const encoding = length >= COMPRESS_MIN_BYTES ? pickEncoding(req.headers['accept-encoding'], { br: true, gzip: true }) : null;
    if (!encoding) {
      // Sent as text: Node writes the head and the body as one string, with no buffer of its own.
      res.writeHead(status, { ...headers, 'content-length': length });
      res.end(body, 'utf8');
      return;
    }
    const payload = encoding === 'br'
      ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: length } })
      : gzipSync(body);
    res.writeHead(status, { ...headers, 'content-encoding': encoding, 'content-length': payload.length });
    res.end(payload);
  };

  const finish = (req: IncomingMessage, res: ServerResponse, status: number, headers: OutgoingHttpHeaders, body: string) =>
    send(req, res, status, answerHeadersOf(headers), body);

  const refuse = (req: IncomingMessage, res: ServerResponse, status: number, body: unknown, headers: OutgoingHttpHeaders = {}) =>
    finish(req, res, status, { 'content-type': 'application/json; charset=utf-8', ...headers }, JSON.stringify(body));

  const execute = async (req: IncomingMessage & { ip?: string; body?: unknown }, res: ServerResponse) => {
    // The gate's request budget (gate.ts): a store that cannot count fails the request (500), it is not a 429.
    const limited = await spendRequestBudget(options.addressLimiter, req.ip ?? 'unknown');
    if (limited) {
      refuse(req, res, 429, { errors: [withoutHttp(limited).toJSON()] }, { 'retry-after': String(limited.extensions.retryAfterSeconds) });
      return;
    }
    const text = await readBody(req);
    if (text === null) return;
    let body: unknown;
    const first = text.trimStart()[0];
    try {
      // body-parser's strict mode: an object or an array, nothing else.
      if (first !== '{' && first !== '[') throw new SyntaxError('not an object');
      body = JSON.parse(text);
    } catch {
      refuse(req, res, 400, { errors: [{ message: BAD_JSON_MESSAGE, extensions: { code: 'BAD_REQUEST' } }] });
      return;
    }
    req.body = body;
    // The depth check before Apollo parses in full; a text that passed validation before passed it
    // too (the same text, the same verdict: validated-documents.ts), so its tokens are not read again.
    const query = (body as { query?: unknown }).query;
    const deep = typeof query === 'string' && options.validated.get(query) ? null : tooDeepRefusal(req);
    if (deep) {
      finish(req, res, deep.status, { 'content-type': deep.contentType }, deep.body);
      return;
    }
    if (options.session?.carried(req)) await options.session.load(req, res);
    if (typeof query === 'string' && !Array.isArray(body) && (await direct(req, res, body as Record<string, unknown>, query))) return;
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    const answer = await options.apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: 'POST', headers, search: '', body },
      context: () => options.buildContext(req),
    });
    learn(req.headers.accept ?? '', answer.status ?? 200, answer.headers);
    if (answer.body.kind === 'complete') {
      finish(req, res, answer.status ?? 200, Object.fromEntries(answer.headers), answer.body.string);
      return;
    }
    res.writeHead(answer.status ?? 200, { ...security, ...Object.fromEntries(answer.headers) });
    for await (const chunk of answer.body.asyncIterator) res.write(chunk);
    res.end();
  };

  // Apollo installs its usage reporting when it finds APOLLO_KEY (it reads the variable itself):
  // Almanac does not use it, but if it ever does, every query goes through Apollo to be reported.
  let running = !process.env.APOLLO_KEY;
  const handle = (req: IncomingMessage & { ip?: string }, res: ServerResponse): boolean => {
    if (req.method !== 'POST' || req.url !== options.path) return false;
    const length = Number(req.headers['content-length']);
    if (!(length > 0 && length <= MAX_GRAPHQL_BODY_BYTES) || req.headers['content-encoding'] !== undefined || req.headers['transfer-encoding'] !== undefined) return false;
    if (!isPlainJson(req.headers['content-type']) || options.mayBeSignedIn(req)) return false;
    req.ip = proxyaddr(req, options.trustProxy);
    log(req as never, res as never, noop);
    execute(req, res).catch((error: unknown) => {
      // As the full path's error handler: the detail in the log, a generic answer to the client.
      options.logger.error({ err: error, req: { method: req.method, url: req.url } }, 'Request failed');
      if (res.headersSent) {
        res.destroy();
        return;
      }
      res.writeHead(500, { ...security, 'content-type': 'text/plain; charset=utf-8' });
      res.end('Internal server error');
    });
    return true;
  };
  // Once the server stops, Apollo answers (and refuses) every request itself, as it does on the full path.
  return Object.assign(handle, { stop: () => void (running = false) });
}

/**
 * The request body as text (UTF-8, raw-body, as the full path's body parser reads it), its length already checked
 * against the limit; null when it cannot be read (the client went away, a body longer or shorter than it said): the
 * connection is then closed, as nothing can be answered on it.
 */
async function readBody(req: IncomingMessage): Promise<string | null> {
  try {
    return await getRawBody(req, { length: req.headers['content-length'], limit: MAX_GRAPHQL_BODY_BYTES, encoding: 'utf8' });
  } catch {
    req.destroy();
    return null;
  }
}
