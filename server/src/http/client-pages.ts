import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import express, { type Express, type Request, type Response } from 'express';
import type { Logger } from '../logger';
import { precompressedStatic } from './precompressed';
import { injectMeta, resolvePageMeta, type MetaResolver } from '../modules/page-meta';

// The head tags are page-meta's: re-exported for the callers that wrote them from here.
export { injectMeta };

/**
 * Serves the built client: hashed assets with a year of caching, every other GET that is not
 * an API path gets index.html (no caching) with the page's head tags.
 */
export async function mountClient(
  app: Express,
  options: { clientDist: string; publicUrl: string; logger: Logger; metaResolvers: MetaResolver[]; liveTransport?: 'websocket' | 'sse' },
): Promise<void> {
  const indexPath = join(options.clientDist, 'index.html');
  let template: string | null = null;
  try {
    template = await readFile(indexPath, 'utf8');
    // The client reads how to receive live updates from here (LIVE_TRANSPORT).
    template = template.replace('<!--app-head-->', `<meta name="almanac-live-transport" content="${options.liveTransport ?? 'websocket'}" />\n    <!--app-head-->`);
  } catch {
    options.logger.warn({ indexPath }, 'The client is not built; run `npm run build` (npm start does it for you)');
  }
  // Brotli or gzip copies written by the build, when the client takes them; else the file itself.
  app.use('/assets', await precompressedStatic(join(options.clientDist, 'assets'), { immutable: true, maxAge: '365d' }));
  app.use(await precompressedStatic(options.clientDist, { maxAge: '1h' }));
  app.use('/assets', express.static(join(options.clientDist, 'assets'), { immutable: true, maxAge: '365d', fallthrough: false }));
  app.use(express.static(options.clientDist, { index: false, maxAge: '1h' }));
  app.get('/{*path}', async (req: Request, res: Response, next) => {
    if (!template) {
      res.status(503).type('text/plain').send('The client is not built. Run `npm run build`, then start the server again.');
      return;
    }
    try {
      const meta = await resolvePageMeta(options.metaResolvers, req.path, options.publicUrl);
      res.set('Cache-Control', 'no-cache').type('html').send(injectMeta(template, meta));
    } catch (error) {
      next(error);
    }
  });
}
