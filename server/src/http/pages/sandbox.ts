import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RequestHandler } from 'express';
import type { ViteDevServer } from 'vite';

/**
 * The GraphQL sandbox: a browser asking for HTML at the GraphQL path (and no `query`) gets
 * GraphiQL, served from our own bundle (or through Vite in development); every other request goes on to the API.
 */
export function graphqlSandbox(clientDist: string, vite: () => ViteDevServer | undefined): RequestHandler {
  return async (req, res, next) => {
    if (req.accepts(['application/json', 'text/html']) !== 'text/html' || req.query.query) return next();
    try {
      const dev = vite();
      if (dev) {
        const html = await readFile(join(process.cwd(), 'client/sandbox.html'), 'utf8');
        res.type('html').send(await dev.transformIndexHtml('/sandbox.html', html));
      } else {
        res.set('Cache-Control', 'no-cache').sendFile(join(clientDist, 'sandbox.html'));
      }
    } catch (error) {
      next(error);
    }
  };
}
