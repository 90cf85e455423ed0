import type { NextFunction, Request, Response } from 'express';

/** The map pages that may be framed when opened with `?embed=1`. */
const EMBEDDABLE_WITH_FLAG = new Set(['/tools/interactive-map', '/tools/houses-map', '/tools/monsters-map']);

/** True for what another site may frame or load: `/embed/...` (the build embed, the tooltip script) and the maps with `?embed=1`. */
export function isEmbeddable(path: string, embedFlag: unknown): boolean {
  return path.startsWith('/embed/') || (embedFlag === '1' && EMBEDDABLE_WITH_FLAG.has(path.replace(/\/+$/, '')));
}

/**
 * Issue 24 part 2: embed pages may be framed by any site (`frame-ancestors *`, no
 * `X-Frame-Options`) and loaded by other origins (`Cross-Origin-Resource-Policy: cross-origin`,
 * so `<script src=".../embed/tooltips.js">` works from another site). Every other page keeps
 * helmet's refusal. Mounted after helmet, whose headers it rewrites.
 */
export function allowEmbedding() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === 'GET' || req.method === 'HEAD') {
      if (isEmbeddable(req.path, req.query.embed)) {
        res.removeHeader('X-Frame-Options');
        res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
        const policy = res.getHeader('Content-Security-Policy');
        if (typeof policy === 'string') {
          const directives = policy.split(';').filter((directive) => directive.trim() !== '' && !directive.trim().startsWith('frame-ancestors'));
          res.setHeader('Content-Security-Policy', [...directives, 'frame-ancestors *'].join(';'));
        }
      }
    }
    next();
  };
}
