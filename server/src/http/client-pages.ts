import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import express, { type Express, type Request, type Response } from 'express';
import type { Logger } from '../logger';
import { precompressedStatic } from './precompressed';
import { escapeHtml } from '../../game-data/rules/text';
import { oembedDiscoveryTag, type MetaResolver, type PageMeta } from '../modules/page-meta';

/** Replaces the `<title>` and the `<!--app-head-->` marker of index.html with the page's tags. */
export function injectMeta(html: string, meta: PageMeta): string {
  const tags = [
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:site_name" content="Almanac" />`,
    `<meta property="og:type" content="${escapeHtml(meta.type ?? 'website')}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}" />`,
    ...(meta.image ? [`<meta property="og:image" content="${escapeHtml(meta.image)}" />`] : []),
    ...(meta.image && meta.imageSize ? [`<meta property="og:image:width" content="${meta.imageSize.width}" />`, `<meta property="og:image:height" content="${meta.imageSize.height}" />`] : []),
    `<meta name="twitter:card" content="${meta.image && meta.imageSize ? 'summary_large_image' : 'summary'}" />`,
    ...(meta.feeds ?? []).map((feed) => `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(feed.title)}" href="${escapeHtml(feed.url)}" />`),
  ].join('\n    ');
  // Replacer functions, so `$&` or `$'` in a title is text, not a replacement pattern.
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
    .replace('<!--app-head-->', () => tags);
}

const DEFAULT_DESCRIPTION = 'News, guides, reference lists, items, planners and shared builds for players.';

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
      let meta: PageMeta | null = null;
      for (const resolve of options.metaResolvers) {
        meta = await resolve(req.path, options.publicUrl);
        if (meta) break;
      }
      meta ??= { title: 'Almanac', description: DEFAULT_DESCRIPTION, url: `${options.publicUrl}${req.path}` };
      // The oEmbed discovery link of builds, items, monsters, NPCs and the maps (issue 24 part 4).
      const oembed = oembedDiscoveryTag(`${options.publicUrl}${req.originalUrl}`, options.publicUrl);
      const html = injectMeta(template, meta);
      res.set('Cache-Control', 'no-cache').type('html').send(oembed ? html.replace('</head>', () => `  ${oembed}
  </head>`) : html);
    } catch (error) {
      next(error);
    }
  });
}
