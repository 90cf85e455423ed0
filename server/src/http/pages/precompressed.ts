import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import compression from 'compression';
import type { RequestHandler } from 'express';
import { pickEncoding } from '../../serving/encoding';

async function filesUnder(dir: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true, recursive: true });
  } catch {
    return [];
  }
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Serves the `.br` and `.gz` copies the client build writes beside its files (client/precompress-plugin.ts)
 * to clients whose `Accept-Encoding` takes them, with the original's content type, `Content-Encoding`
 * and `Vary: Accept-Encoding`; caching is what `options` says (a year and immutable for hashed assets).
 * The copies are listed once at start; requests for other files fall through to `express.static`.
 */
export async function precompressedStatic(root: string, options: { maxAge: string; immutable?: boolean }): Promise<RequestHandler> {
  const files = new Set((await filesUnder(root)).map((file) => `/${relative(root, file).split(sep).join('/')}`));
  const variants = new Map<string, { br: boolean; gzip: boolean }>();
  for (const file of files) {
    if (file.endsWith('.br') || file.endsWith('.gz')) continue;
    const br = files.has(`${file}.br`);
    const gzip = files.has(`${file}.gz`);
    if (br || gzip) variants.set(file, { br, gzip });
  }
  const staticOptions = { maxAge: options.maxAge, immutable: options.immutable ?? false, index: false as const };
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const available = variants.get(req.path);
    if (!available) return next();
    res.vary('Accept-Encoding');
    const encoding = pickEncoding(req.headers['accept-encoding'], available);
    if (!encoding) return next();
    res.type(req.path.slice(req.path.lastIndexOf('.')));
    res.setHeader('Content-Encoding', encoding);
    res.sendFile(`${req.path.slice(1)}.${encoding === 'br' ? 'br' : 'gz'}`, { root, ...staticOptions }, (error) => {
      if (!error) return;
      // Once the headers left (the client went away mid-file, or reading failed), nothing can be answered any more:
      // changing a header then throws outside any handler and would stop the process.
      if (res.headersSent) {
        res.destroy();
        return;
      }
      res.removeHeader('Content-Encoding');
      next(error);
    });
  };
}

/**
 * Compression of dynamic answers (pages, GraphQL, icons): brotli at a cheap level or gzip. Leaves
 * alone what is encoded already (precompressed files, cached GraphQL bodies) and event streams,
 * which must reach the client as they are written. WebSocket upgrades never pass through Express.
 */
export function dynamicCompression(): RequestHandler {
  return compression({
    threshold: 1024,
    filter: (req, res) => {
      const type = res.getHeader('Content-Type');
      if (typeof type === 'string' && type.startsWith('text/event-stream')) return false;
      if (req.headers.accept === 'text/event-stream') return false;
      return compression.filter(req, res);
    },
  });
}
