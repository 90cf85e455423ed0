import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { tempDir } from '../support/temp';

/** DESIGN section 12: the initial JavaScript of /news, at most 170 KB gzip. */
export const INITIAL_JS_TARGET_KB = 170;

/**
 * Builds the production client into a temporary folder and adds up, gzip-compressed, every
 * script index.html loads before any route chunk: the entry and its module preloads.
 */
export async function initialJavaScriptKb(root: string): Promise<{ kb: number; files: number }> {
  const out = await tempDir('almanac-bundle-');
  try {
    await build({ configFile: `${root}client/vite.config.ts`, mode: 'production', logLevel: 'error', build: { outDir: out.path, emptyOutDir: true } });
    const html = await readFile(join(out.path, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    let bytes = 0;
    for (const script of scripts) bytes += gzipSync(await readFile(join(out.path, script)), { level: 9 }).length;
    return { kb: bytes / 1024, files: scripts.length };
  } finally {
    await out.remove();
  }
}
