import type { RequestHandler } from 'express';
import type { Logger } from '../logger';

/**
 * One JSON line per request once its answer is sent (or the client went away): its id, method,
 * URL, status and time taken, the same fields pino-http wrote for them. Nothing is built per
 * request before then: pino-http created a child logger for every request and serialized all
 * its headers (cookies included), which cost more than the rest of a small GraphQL request.
 * Answers of 500 and above are logged as errors, requests the client abandoned as warnings; an
 * event stream (Server-Sent Events) always ends by its client closing it, which is no warning.
 */
export function accessLog(logger: Logger, ignore: (path: string) => boolean): RequestHandler {
  let lastId = 0;
  return (req, res, next) => {
    // Express's request, or the lean path's plain one (lean-graphql.ts).
    const url = req.originalUrl ?? req.url;
    if (ignore(req.path ?? url)) return next();
    lastId += 1;
    const id = lastId;
    const startedAt = Date.now();
    const { method } = req;
    res.once('close', () => {
      const line = { req: { id, method, url }, res: { statusCode: res.statusCode }, responseTime: Date.now() - startedAt };
      if (!res.writableFinished && isEventStream(res.getHeader('content-type'))) logger.info(line, 'stream closed');
      else if (!res.writableFinished) logger.warn(line, 'request aborted');
      else if (res.statusCode >= 500) logger.error(line, 'request errored');
      else logger.info(line, 'request completed');
    });
    next();
  };
}

const isEventStream = (contentType: unknown) => typeof contentType === 'string' && contentType.startsWith('text/event-stream');
