import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

const ENTRY = fileURLToPath(new URL('./src/embed/tooltips.ts', import.meta.url));
/** Where the tooltip script is served, for other sites' `<script src>`. */
export const TOOLTIPS_PATH = 'embed/tooltips.js';

/** The tooltip script for other sites: one self-contained, minified classic script, no framework. */
export async function buildTooltipsScript(): Promise<string> {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    platform: 'browser',
    write: false,
    legalComments: 'none',
    alias: { '@game': fileURLToPath(new URL('../server/game-data', import.meta.url)) },
  });
  return result.outputFiles[0]!.text;
}

/**
 * Builds client/src/embed/tooltips.ts by esbuild as its own entry of the client build, at a
 * fixed address (`/embed/tooltips.js`, not hashed: other sites link to it). The development
 * server builds it on request.
 */
export function embedScripts(): Plugin {
  return {
    name: 'almanac-embed-scripts',
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: TOOLTIPS_PATH, source: await buildTooltipsScript() });
    },
    configureServer(server) {
      server.middlewares.use(`/${TOOLTIPS_PATH}`, (_req, res, next) => {
        buildTooltipsScript().then((code) => {
          res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(code);
        }, next);
      });
    },
  };
}
