import { HeaderMap, type ApolloServer, type BaseContext } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';

export interface ApolloHttpOptions<TContext extends BaseContext> {
  context(req: Request, res: Response): Promise<TContext>;
  /** Called with a complete answer's text just before it is sent, its status and headers set (the response cache keeps it). */
  beforeSend?(res: Response, body: string): void;
}

/**
 * Apollo Server over Express (`execute` of the pipeline): the request as Apollo's HTTP request, its answer's status,
 * headers and body written back, as Apollo's Express integration does, with one step of our own before a complete
 * answer is sent (`beforeSend`), so nothing needs to wrap `res.send`. Mount after the JSON body parser.
 */
export function apolloHttp<TContext extends BaseContext>(apollo: ApolloServer<TContext>, options: ApolloHttpOptions<TContext>): RequestHandler {
  apollo.assertStarted('apolloHttp()');
  return async (req, res, next) => {
    try {
      const headers = new HeaderMap();
      for (const [key, value] of Object.entries(req.headers)) if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
      const search = req.url.indexOf('?');
      const answer = await apollo.executeHTTPGraphQLRequest({
        httpGraphQLRequest: { method: req.method.toUpperCase(), headers, search: search < 0 ? '' : req.url.slice(search), body: req.body },
        context: () => options.context(req, res),
      });
      for (const [key, value] of answer.headers) res.setHeader(key, value);
      res.statusCode = answer.status ?? 200;
      if (answer.body.kind === 'complete') {
        options.beforeSend?.(res, answer.body.string);
        res.send(answer.body.string);
        return;
      }
      for await (const chunk of answer.body.asyncIterator) {
        res.write(chunk);
        (res as Response & { flush?: () => void }).flush?.();
      }
      res.end();
    } catch (error) {
      next(error);
    }
  };
}
